import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ProjectUpdateAction } from '@commercetools/platform-sdk';
import { ONE_ACTION, QUERY, TEN_ACTIONS, containerSeeds } from '../fixtures.ts';
import type { ClockModule, Row, Side, StoreModule } from '../harness.ts';
import { NOW, ROOT, alone, check, fmtUs, progress, selected } from '../harness.ts';
import { PROCESSING_MS } from './import-operations.ts';

// ---------------------------------------------------------------------------------------------
// 9: the store alone, without HTTP

export async function storeRows(): Promise<Row[]> {
  const ids = ['store-update1', 'store-update10', 'store-query', 'store-query-sort', 'store-query-json'];
  if (!ids.some(selected)) return [];
  progress('  store operations without HTTP');
  const { createStore } = (await import(pathToFileURL(join(ROOT, 'dist/store/create-store.js')).href)) as StoreModule;
  const { createClock } = (await import(pathToFileURL(join(ROOT, 'dist/clock/create-clock.js')).href)) as ClockModule;
  const store = createStore({ clock: createClock(NOW), indexingDurationMs: 60_000, staleReadMs: 0, importProcessingMs: PROCESSING_MS, eventLimit: 10_000 });
  store.projects.add({ key: 'shop' });
  const seeds = containerSeeds(1000);
  for (const seed of seeds) store.importContainers.seed('shop', seed);
  store.markInitial();
  const rows: Row[] = [];

  const updateSide = (actions: readonly (readonly ProjectUpdateAction[])[]): Side => {
    let bodies: string[] = [];
    return {
      async: false,
      before(n) {
        store.reset();
        bodies = Array.from({ length: n }, (_, i) => JSON.stringify({ version: 1 + i, actions: actions[i % 2] }));
      },
      op(i) {
        const result = store.projects.update('shop', bodies[i] ?? '');
        if (!result.ok) throw new Error(`bench: store update failed: ${JSON.stringify(result.error)}`);
      },
      after(n) {
        check(store.projects.get('shop')?.version === 1 + n, 'store updates did not all apply');
      },
    };
  };
  const query = new URLSearchParams({ limit: String(QUERY.limit), offset: String(QUERY.offset), sort: QUERY.sort });
  const pageResult = await store.importContainers.query('shop', query);
  check(pageResult.ok, 'store query failed');
  const page = pageResult.value;

  const sides: [string, string, Side][] = [
    ['store-update1', 'store.projects.update(key, json), 1 action', updateSide(ONE_ACTION)],
    ['store-update10', 'store.projects.update(key, json), 10 actions', updateSide(TEN_ACTIONS)],
    [
      'store-query',
      'store.importContainers.query(key, createdAt desc, 500 at 250), 1000 stored, order kept from the last query',
      {
        async: true,
        async op() {
          const result = await store.importContainers.query('shop', query);
          if (!result.ok || result.value.count !== 500) throw new Error('bench: store query failed');
        },
      },
    ],
    [
      'store-query-sort',
      'the same query right after a change (one container deleted and added back): it sorts',
      {
        async: true,
        untimed() {
          const [first] = seeds;
          if (!first) throw new Error('bench: no seeds');
          store.importContainers.remove('shop', first.key);
          store.importContainers.seed('shop', first);
        },
        async op() {
          const result = await store.importContainers.query('shop', query);
          if (!result.ok || result.value.count !== 500) throw new Error('bench: store query failed');
        },
      },
    ],
    ['store-query-json', 'JSON.stringify of that page of 500 (what Response.json does)', { async: false, op: () => JSON.stringify(page) }],
  ];
  for (const [id, name, side] of sides) {
    if (!selected(id)) continue;
    rows.push({ id, section: '9', name, msw: '', value: fmtUs(await alone(side)) });
  }
  return rows;
}
