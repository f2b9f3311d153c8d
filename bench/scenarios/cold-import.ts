import { spawnSync } from 'node:child_process';
import type { Budget, Row } from '../harness.ts';
import { ROOT, check, config, fmtMs, fmtRatio, progress, selected, summarize } from '../harness.ts';

// ---------------------------------------------------------------------------------------------
// 7: cold import, as whole processes

export function coldImportRows(): Row[] {
  if (!selected('import')) return [];
  progress('  cold import: spawning node processes');
  const entries = [
    { id: 'node', code: 'await 0' },
    { id: 'msw', code: "await import('msw')" },
    { id: 'main', code: "await import('commercetools-msw')" },
    { id: 'factories', code: "await import('commercetools-msw/factories')" },
  ] as const;
  const times = new Map<string, number[]>(entries.map(({ id }) => [id, []]));
  const spawnOnce = (code: string) => {
    const started = performance.now();
    const result = spawnSync(process.execPath, ['-e', code], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
    const ms = performance.now() - started;
    check(result.status === 0, `node -e "${code}" failed: ${String(result.stderr)}`);
    return ms;
  };
  for (const { code } of entries) spawnOnce(code); // file system cache
  for (let round = 0; round < config.spawns; round++) {
    for (let k = 0; k < entries.length; k++) {
      const entry = entries[(round + k) % entries.length];
      if (entry) times.get(entry.id)?.push(spawnOnce(entry.code));
    }
  }
  const of = (id: string) => times.get(id) ?? [];
  const row = (id: string, name: string, baseId: string, baseName: string, budget?: Budget): Row => {
    const paired = summarize(of(id), of(baseId));
    return {
      id: `import-${id}`,
      section: '7',
      name,
      msw: '',
      value: fmtMs(paired.candidate),
      baseline: `${baseName} ${fmtMs(paired.baseline)}`,
      ratio: fmtRatio(paired),
      delta: `${paired.delta >= 0 ? '+' : ''}${fmtMs(paired.delta)}`,
      ...(budget ? { budget, measured: paired.delta } : {}),
    };
  };
  return [
    row('msw', "node -e \"await import('msw')\"", 'node', 'node -e "await 0"'),
    row('main', "node -e \"await import('commercetools-msw')\"", 'msw', "import('msw')", { kind: 'delta', maxMs: 25 }),
    row('factories', "node -e \"await import('commercetools-msw/factories')\"", 'node', 'node -e "await 0"'),
  ];
}
