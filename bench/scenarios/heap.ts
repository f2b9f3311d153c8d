import type { Deps, Row } from '../harness.ts';
import { NOW_ISO, check, collect, fmtUs, progress, selected } from '../harness.ts';

// ---------------------------------------------------------------------------------------------
// 8: memory

export function memoryRows(d: Deps): Row[] {
  if (!selected('memory')) return [];
  progress('  memory: 100 Projects × 1000 Import Containers');
  const heap = () => {
    collect();
    collect();
    return process.memoryUsage().heapUsed;
  };
  const before = heap();
  const started = performance.now();
  const ct = d.createCommercetoolsMock({ now: NOW_ISO });
  for (let p = 0; p < 100; p++) {
    ct.addProject({ key: `project-${p}` });
    for (let c = 0; c < 1000; c++) ct.addImportContainer(`project-${p}`, { key: `container-${c}`, resourceType: 'product' });
  }
  const seconds = (performance.now() - started) / 1000;
  const grown = heap() - before;
  check(ct.getProject('project-99') !== undefined, 'the last Project is missing'); // keeps ct alive until here
  const containers = 100 * 1000;
  return [
    {
      id: 'memory',
      section: '8',
      name: 'heap growth, 100 Projects × 1000 containers (ct.addImportContainer)',
      msw: '',
      value: `${(grown / 2 ** 20).toFixed(1)} MB`,
      baseline: `${Math.round(grown / containers)} B per container`,
    },
    {
      id: 'memory-time',
      section: '8',
      name: 'ct.addImportContainer, while filling the above',
      msw: '',
      value: fmtUs((seconds * 1e6) / containers),
    },
  ];
}
