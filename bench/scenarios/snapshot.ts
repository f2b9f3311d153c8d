import { spawnSync } from 'node:child_process';
import { catalogProduct } from '../fixtures.ts';
import type { Deps, Row } from '../harness.ts';
import { BENCH_ENTRY, NOW_ISO, ROOT, argv, check, collect, fmtBytes, fmtMs, progress, selected } from '../harness.ts';

// ---------------------------------------------------------------------------------------------
// 17: issue 33's snapshots. Restoring a state that holds 10 000 imported products, against
// importing them (500 import requests of 20 through ct.fetch, processed by one clock step), each
// into a fresh mock, alternating, in the same run: the restore must be at least 20 times faster.
// One snapshot is restored again and again, as a test suite's beforeEach does: its first restore
// checks it and builds what the later ones copy, and is a warm-up round here.
// And the snapshot's JSON against the products' own representations (what GET shows of each):
// a snapshot may hold about twice their bytes, no more.

export const SNAPSHOT_ROWS = ['restore', 'restore-first', 'snapshot-bytes'];

const PRODUCTS = 10_000;
const BATCH = 20;
const ROUNDS = 7;
/** Rounds of each side run first and not counted: the first restore of a snapshot checks and builds what later ones reuse, and both sides' code is then warm. */
const WARM_UP = 2;
const IMPORT = 'https://import.europe-west1.gcp.commercetools.com/shop';
const API = 'https://api.europe-west1.gcp.commercetools.com/shop';

const bodies = Array.from({ length: PRODUCTS / BATCH }, (_, batch) =>
  JSON.stringify({ type: 'product-draft', resources: Array.from({ length: BATCH }, (_, n) => catalogProduct(batch * BATCH + n)) }),
);

type Mock = ReturnType<Deps['createCommercetoolsMock']>;
const fresh = (d: Deps): Mock =>
  d.createCommercetoolsMock({
    projects: [{ key: 'shop', currencies: ['EUR'] }],
    now: NOW_ISO,
    auth: false,
    resources: { shop: [{ typeId: 'product-type', key: 'shirt', name: 'Shirt', description: 'Shirts', attributes: [] }] },
  });

/** Imports the 10 000 products into a mock, as a test's set-up would, and waits until they are. */
async function importAll(ct: Mock): Promise<void> {
  const created = await ct.fetch(`${IMPORT}/import-containers`, { method: 'POST', body: JSON.stringify({ key: 'catalog' }) });
  check(created.status === 201, `the container answered ${created.status}`);
  for (const body of bodies) {
    const sent = await ct.fetch(`${IMPORT}/product-drafts/import-containers/catalog`, { method: 'POST', body });
    check(sent.status === 201, `an import request answered ${sent.status}`);
  }
  ct.clock.advance(5000);
  const page = (await (await ct.fetch(`${API}/products?limit=1`)).json()) as { total: number };
  check(page.total === PRODUCTS, `${page.total} products were imported`);
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Row 17 in a process of its own, as the served rows are: both sides allocate what 10 000
 * products hold, and on the heap the rows before them have grown every collection costs more, the
 * restore's share of it most (a full run measured 12× there and 35× alone).
 */
export function snapshotRowsApart(): Row[] {
  if (!SNAPSHOT_ROWS.some(selected)) return [];
  const flags = argv.filter((arg) => arg === '--quick' || arg === '--ci' || arg.startsWith('--only='));
  const child = spawnSync(process.execPath, ['--expose-gc', BENCH_ENTRY, '--snapshot-child', ...flags], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 24 });
  const line = String(child.stdout)
    .split('\n')
    .find((text) => text.startsWith('BENCH_ROWS '));
  check(child.status === 0 && line !== undefined, `the snapshot rows' process failed (exit ${child.status})`);
  return JSON.parse(line.slice('BENCH_ROWS '.length)) as Row[];
}

export async function snapshotRows(d: Deps): Promise<Row[]> {
  if (!SNAPSHOT_ROWS.some(selected)) return [];
  progress(`  snapshots: ${PRODUCTS} imported products, restored and imported ${WARM_UP} + ${ROUNDS} times each`);
  const source = fresh(d);
  await importAll(source);
  const saved = source.snapshot();
  const rows: Row[] = [];
  if (selected('restore')) {
    const restores: number[] = [];
    const imports: number[] = [];
    for (let round = 0; round < WARM_UP + ROUNDS; round++) {
      // Alternating, the order flipped every round, so that drift hits both alike.
      for (const side of round % 2 === 0 ? ['restore', 'import'] : ['import', 'restore']) {
        const ct = fresh(d);
        await ct.fetch(`${API}/products?limit=1`); // the import engine loaded, as after any first request
        collect();
        const started = performance.now();
        if (side === 'restore') await ct.restore(saved);
        else await importAll(ct);
        const ms = performance.now() - started;
        if (side === 'restore') {
          const page = (await (await ct.fetch(`${API}/products?limit=1`)).json()) as { total: number };
          check(page.total === PRODUCTS, `the restored mock has ${page.total} products`);
          if (round >= WARM_UP) restores.push(ms);
        } else if (round >= WARM_UP) imports.push(ms);
      }
    }
    const restore = median(restores);
    const imported = median(imports);
    rows.push({
      id: 'restore',
      section: '17',
      name: `ct.restore() of a state with ${PRODUCTS} imported products`,
      msw: 'commercetools-msw',
      value: fmtMs(restore),
      baseline: `importing them ${fmtMs(imported)}`,
      ratio: `${(imported / restore).toFixed(1)}× faster`,
      budget: { kind: 'share', min: 20 },
      measured: imported / restore,
    });
  }
  if (selected('restore-first')) {
    // A snapshot no mock has restored yet, as a file or an admin body gives it. Its JSON.parse,
    // which whoever restores from a file pays first, is timed apart as the row's baseline.
    const text = JSON.stringify(saved);
    const firsts: number[] = [];
    const parses: number[] = [];
    for (let round = 0; round < WARM_UP + ROUNDS; round++) {
      const ct = fresh(d);
      await ct.fetch(`${API}/products?limit=1`);
      collect();
      const parsing = performance.now();
      const state = JSON.parse(text) as typeof saved;
      const parsed = performance.now() - parsing;
      collect();
      const started = performance.now();
      await ct.restore(state);
      if (round >= WARM_UP) {
        firsts.push(performance.now() - started);
        parses.push(parsed);
      }
    }
    rows.push({
      id: 'restore-first',
      section: '17',
      name: `first ct.restore() of a snapshot of ${PRODUCTS} imported products, parsed from JSON`,
      msw: 'commercetools-msw',
      value: fmtMs(median(firsts)),
      baseline: `its JSON.parse ${fmtMs(median(parses))}`,
      ratio: `${(median(firsts) / median(parses)).toFixed(2)}×`,
    });
  }
  if (selected('snapshot-bytes')) {
    const snapshotBytes = Buffer.byteLength(JSON.stringify(saved));
    let shownBytes = 0;
    for (let offset = 0; offset < PRODUCTS; offset += 500) {
      const page = (await (await source.fetch(`${API}/products?limit=500&offset=${offset}&sort=id asc`)).json()) as { results: unknown[] };
      for (const shown of page.results) shownBytes += Buffer.byteLength(JSON.stringify(shown));
    }
    rows.push({
      id: 'snapshot-bytes',
      section: '17',
      name: `ct.snapshot() JSON of ${PRODUCTS} imported products (their import operations included)`,
      msw: 'commercetools-msw',
      value: fmtBytes(snapshotBytes),
      baseline: `their representations ${fmtBytes(shownBytes)}`,
      ratio: `${(snapshotBytes / shownBytes).toFixed(2)}×`,
      budget: { kind: 'ratio', max: 2 },
      measured: snapshotBytes / shownBytes,
    });
  }
  return rows;
}
