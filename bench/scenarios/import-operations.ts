import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CategoryImport, CategoryImportRequest } from '@commercetools/importapi-sdk';
import { pattern } from '../fixtures.ts';
import type { Budget, ClockModule, Deps, Row, Server, Side, StoreModule } from '../harness.ts';
import { API_HOST, AUTH_HOST, IMPORT_HOST, NOW, NOW_ISO, ROOT, alone, check, collect, compare, config, fmtCount, fmtMB, fmtMs, fmtUs, median, pairedRow, progress, selected } from '../harness.ts';
import { credentialsClient } from './requests.ts';

// ---------------------------------------------------------------------------------------------
// 10–11: import requests and operations (issue 12)

type Mock = ReturnType<Deps['createCommercetoolsMock']>;
type Store = ReturnType<StoreModule['createStore']>;

/** The mock's default time from an operation's creation to its processing. */
export const PROCESSING_MS = 5000;
/** Items per import request: the platform's limit. */
const ITEMS_PER_REQUEST = 20;
/** The operations of the container that rows 10 (summary, query) and 11 (clock advance) read. */
const OPERATIONS = 10_000;
/** The operations of the container that shows the mock at scale (row 11). */
const MANY_OPERATIONS = 200_000;
const OPERATIONS_QUERY = { state: 'imported', limit: 20 } as const;
export const OPS_HTTP_ROWS = ['ops-request', 'ops-summary', 'ops-query'];
/** The path segments of the 18 import request types, as the mock's route takes them. */
const IMPORT_SEGMENTS = [
  'business-units', 'categories', 'customers', 'discount-codes', 'prices', 'inventories', 'products', 'product-drafts', 'product-types',
  'product-variants', 'product-variant-patches', 'product-selections', 'product-tailorings', 'orders', 'order-patches',
  'standalone-prices', 'types', 'variants',
];
/** 10000 as 10 000. */

/**
 * The i-th category of a container, with the fields importers send. Every tenth names a parent
 * that never exists, so it stays `unresolved`; every tenth from the fifth names the category
 * before it, which exists by the time it is processed. Of 10 000: 9000 imported, 1000 unresolved.
 */
function benchCategory(i: number): CategoryImport {
  const parent = i % 10 === 0 ? `absent-${i}` : i % 10 === 5 ? `category-${i - 1}` : undefined;
  return {
    key: `category-${i}`,
    name: { en: `Category ${i}`, de: `Kategorie ${i}` },
    slug: { en: `category-${i}`, de: `kategorie-${i}` },
    description: { en: `The category number ${i}` },
    ...(parent === undefined ? {} : { parent: { typeId: 'category', key: parent } }),
    orderHint: `0.${String(i).padStart(6, '0')}`,
  };
}

/** The r-th import request of a container: categories 20r to 20r + 19. */
function categoryRequest(r: number): CategoryImportRequest {
  return { type: 'category', resources: Array.from({ length: ITEMS_PER_REQUEST }, (_, k) => benchCategory(r * ITEMS_PER_REQUEST + k)) };
}

/** The counts a container of n bench categories shows once processed. */
const processedCounts = (n: number) => ({ imported: n - n / 10, unresolved: n / 10 });

/** Fills a container with n operations through `ct.fetch`, in requests of 20, as an importer would. */
async function fillThroughFetch(ct: Mock, containerKey: string, n: number): Promise<void> {
  const authorization = `Bearer ${ct.issueToken({ scopes: ['manage_project:shop'] })}`;
  const url = `${IMPORT_HOST}/shop/categories/import-containers/${containerKey}`;
  for (let r = 0; r < n / ITEMS_PER_REQUEST; r++) {
    const body = JSON.stringify(categoryRequest(r));
    const response = await ct.fetch(url, { method: 'POST', headers: { authorization, 'content-type': 'application/json' }, body });
    if (response.status !== 201) throw new Error(`bench: an import request answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
  }
}

/** Fills a container with n operations through the store alone (no HTTP, no journal). */
async function fillThroughStore(store: Store, containerKey: string, n: number, bodies?: readonly string[]): Promise<void> {
  for (let r = 0; r < n / ITEMS_PER_REQUEST; r++) {
    const result = await store.importOperations.importResources('shop', 'category', containerKey, bodies?.[r] ?? JSON.stringify(categoryRequest(r)));
    check(result.ok, `a store import failed: ${JSON.stringify(result.ok ? '' : result.error)}`);
  }
}

/** The intercepted Import API of Project shop, through the official SDK; its token comes from whatever answers first. */
function importApi(d: Deps) {
  const client = credentialsClient(d, 'shop', IMPORT_HOST, (input, init) => globalThis.fetch(input, init));
  return d.createImportApiBuilder(client).withProjectKeyValue({ projectKey: 'shop' });
}

/**
 * Row 10: a 20-item import request, and a container's summary and operations query with 10 000
 * stored, through the Import SDK, intercepted, against bare handlers answering the mock's own
 * answers as constants. Run on every msw major, like rows 1–5.
 */
export async function importHttpRows(d: Deps, server: Server): Promise<Row[]> {
  const msw = `msw ${d.mswVersion}`;
  const rows: Row[] = [];
  if (!OPS_HTTP_ROWS.some(selected)) return rows;
  const { HttpResponse } = d;

  // The import request: a container that every batch empties again with ct.reset().
  const ct = d.createCommercetoolsMock({
    projects: [{ key: 'shop' }],
    importContainers: { shop: [{ key: 'categories', resourceType: 'category' }] },
    now: NOW_ISO,
  });
  const request = categoryRequest(0);
  const categories = importApi(d).categories().importContainers().withImportContainerKeyValue({ importContainerKey: 'categories' });
  server.resetHandlers(...ct.handlers);
  const importResponse = (await categories.post({ body: request }).execute()).body; // the token, and the first import's chunk
  check(importResponse.operationStatus.length === ITEMS_PER_REQUEST, 'the import request answered another number of operations');

  // The summary and the query: a container of 10 000 operations, processed, that no batch changes.
  progress(`  ${msw}: filling a container with ${fmtCount(OPERATIONS)} operations`);
  const big = d.createCommercetoolsMock({
    projects: [{ key: 'shop' }],
    importContainers: { shop: [{ key: 'catalog', resourceType: 'category' }] },
    now: NOW_ISO,
  });
  await fillThroughFetch(big, 'catalog', OPERATIONS);
  big.clock.advance(PROCESSING_MS);
  const catalog = importApi(d).importContainers().withImportContainerKeyValue({ importContainerKey: 'catalog' });
  server.resetHandlers(...big.handlers);
  const summary = (await catalog.importSummaries().get().execute()).body;
  const expected = processedCounts(OPERATIONS);
  check(
    summary.total === OPERATIONS && summary.states.imported === expected.imported && summary.states.unresolved === expected.unresolved,
    `the container of ${OPERATIONS} shows ${JSON.stringify(summary)}`,
  );
  const page = (await catalog.importOperations().get({ queryArgs: OPERATIONS_QUERY }).execute()).body;
  check(page.count === 20 && page.total === expected.imported && page.results.every((operation) => operation.state === 'imported'), 'the query answered another page');

  // The floor: what a bare msw set-up for these endpoints is, one handler per URL pattern in the
  // route table's order, each taking its routes' methods (msw tries every handler before the
  // matching one), answering constants. The mock has one handler and finds the route itself.
  const constant = (methods: string, base: string, path: string, resolve: (request: Request) => Response | Promise<Response>) =>
    new d.HttpHandler(new RegExp(`^(?:${methods})$`), pattern(base, path), ({ request: incoming }) => resolve(incoming));
  const token = { access_token: 'bench-token', token_type: 'Bearer', expires_in: 172_800, scope: 'manage_project:shop' };
  const segments = IMPORT_SEGMENTS.join('|');
  const none = () => HttpResponse.json({});
  const bare = [
    constant('POST', AUTH_HOST, '/oauth(?:/([^/]+)/(anonymous|customers))?/token', () => HttpResponse.json(token)),
    constant('POST', AUTH_HOST, '/oauth/introspect', none),
    constant('GET|HEAD|POST', API_HOST, '/([^/]+)', none),
    constant('GET|POST', IMPORT_HOST, '/([^/]+)/import-containers', none),
    constant('GET|PUT|DELETE', IMPORT_HOST, '/([^/]+)/import-containers/([^/]+)', none),
    constant('POST', IMPORT_HOST, `/([^/]+)/(${segments})/import-containers/([^/]+)`, async (incoming) => {
      await incoming.json();
      return HttpResponse.json(importResponse, { status: 201 });
    }),
    constant('GET', IMPORT_HOST, '/([^/]+)/import-containers/([^/]+)/import-summaries', () => HttpResponse.json(summary)),
    constant('GET', IMPORT_HOST, '/([^/]+)/import-containers/([^/]+)/import-operations', () => HttpResponse.json(page)),
    constant('GET', IMPORT_HOST, '/([^/]+)/import-operations/([^/]+)', none),
    // Last, as the mock's: every other request to its hosts (a stub's or the 501's), never reached here.
    constant('[A-Z]+', IMPORT_HOST, '(/.*)?', () => new Response(null, { status: 501 })),
  ];

  /** After a candidate batch: the journal holds exactly n more answers, all with this status. */
  let seen = 0;
  const answered = (mock: Mock, status: number) => (n: number) => {
    const statuses = mock.requests.slice(seen).map((entry) => entry.status);
    check(statuses.length === n, `expected ${n} answered requests, the journal holds ${statuses.length} more`);
    check(
      statuses.every((s) => s === status),
      `a request answered ${statuses.find((s) => s !== status)}`,
    );
  };

  const requestSide = (candidate: boolean): Side => {
    let last: typeof importResponse | undefined;
    return {
      async: true,
      before() {
        server.resetHandlers(...(candidate ? ct.handlers : bare));
        ct.reset();
        seen = 0;
      },
      async op() {
        last = (await categories.post({ body: request }).execute()).body;
      },
      after(n) {
        check(last?.operationStatus.length === ITEMS_PER_REQUEST && last.operationStatus.every((status) => status.state === 'processing'), 'the import request answered something else');
        if (candidate) answered(ct, 201)(n);
      },
    };
  };
  const readSide = (candidate: boolean, read: () => Promise<unknown>, verify: (body: unknown) => boolean): Side => {
    let last: unknown;
    return {
      async: true,
      before() {
        server.resetHandlers(...(candidate ? big.handlers : bare));
        seen = big.requests.length;
      },
      async op() {
        last = await read();
      },
      after(n) {
        check(verify(last), 'a read answered something else');
        if (candidate) answered(big, 200)(n);
      },
    };
  };
  const readSummary = async () => (await catalog.importSummaries().get().execute()).body;
  const readPage = async () => (await catalog.importOperations().get({ queryArgs: OPERATIONS_QUERY }).execute()).body;
  const sameSummary = (body: unknown) => (body as typeof summary | undefined)?.total === OPERATIONS;
  const samePage = (body: unknown) => {
    const got = body as typeof page | undefined;
    return got?.count === 20 && got.total === expected.imported && got.results[19]?.id === page.results[19]?.id;
  };

  const sides: [string, string, string, Side, Side, Budget][] = [
    [
      'ops-request',
      `Import request, ${ITEMS_PER_REQUEST} categories, SDK, intercepted`,
      'bare handler, constant 201',
      requestSide(true),
      requestSide(false),
      { kind: 'ratio', max: 1.5 },
    ],
    [
      'ops-summary',
      `GET import-summaries, ${fmtCount(OPERATIONS)} operations in the container, SDK, intercepted`,
      'bare handler, same body',
      readSide(true, readSummary, sameSummary),
      readSide(false, readSummary, sameSummary),
      { kind: 'ratio', max: 1.25 },
    ],
    [
      'ops-query',
      `GET import-operations?state=imported&limit=20, ${fmtCount(OPERATIONS)} in the container (${fmtCount(expected.imported)} imported), SDK, intercepted`,
      'bare handler, same page',
      readSide(true, readPage, samePage),
      readSide(false, readPage, samePage),
      { kind: 'ratio', max: 1.25 },
    ],
  ];
  for (const [id, name, baselineName, candidate, baseline, budget] of sides) {
    if (!selected(id)) continue;
    progress(`  ${msw}: ${name}`);
    rows.push(pairedRow(id, '10', name, msw, baselineName, await compare(candidate, baseline), budget));
  }
  return rows;
}

const perOperation = (bytes: number, n: number) => `${Math.round(bytes / n)} B per operation`;
const heapNow = () => {
  collect();
  collect();
  return process.memoryUsage().heapUsed;
};

/** A store (from dist/) with Project shop and the given category containers, their state the initial one. */
async function benchStore(containerKeys: readonly string[]) {
  const { createStore } = (await import(pathToFileURL(join(ROOT, 'dist/store/create-store.js')).href)) as StoreModule;
  const { createClock } = (await import(pathToFileURL(join(ROOT, 'dist/clock/create-clock.js')).href)) as ClockModule;
  const clock = createClock(NOW);
  const store = createStore({ clock, indexingDurationMs: 60_000, staleReadMs: 0, importProcessingMs: PROCESSING_MS, eventLimit: 10_000 });
  store.projects.add({ key: 'shop' });
  for (const key of containerKeys) store.importContainers.seed('shop', { key, resourceType: 'category' });
  store.markInitial();
  return { store, clock };
}

/**
 * Row 11: the store at scale, without HTTP. One clock advance that processes 10 000 operations;
 * 200 000 operations in one container: heap per operation, the advance that processes them, the
 * first query after it; and the same 200 000 in a mock, filled through `ct.fetch`, whose summary
 * must stay fast.
 */
export async function operationScaleRows(d: Deps): Promise<Row[]> {
  const rows: Row[] = [];
  const expected = processedCounts(OPERATIONS);

  if (selected('ops-advance')) {
    progress(`  clock advance over ${fmtCount(OPERATIONS)} operations`);
    const { store, clock } = await benchStore(['catalog']);
    const bodies = Array.from({ length: OPERATIONS / ITEMS_PER_REQUEST }, (_, r) => JSON.stringify(categoryRequest(r)));
    // One sample per fill: filling takes longer than the advance, so there are few of them.
    const samples = Math.max(3, Math.round(config.rounds / 10));
    const times: number[] = [];
    for (let sample = 0; sample <= samples; sample++) {
      store.reset();
      clock.set(NOW);
      await fillThroughStore(store, 'catalog', OPERATIONS, bodies);
      collect();
      const started = performance.now();
      clock.advance(PROCESSING_MS);
      store.settle();
      const ms = performance.now() - started;
      const summary = await store.importOperations.summary('shop', 'catalog');
      check(summary.ok && summary.value.states.imported === expected.imported && summary.value.states.unresolved === expected.unresolved, 'the advance processed something else');
      if (sample > 0) times.push(ms); // the first one warms the code up
    }
    const us = median(times) * 1000;
    rows.push({
      id: 'ops-advance',
      section: '11',
      name: `One clock advance processing ${fmtCount(OPERATIONS)} operations (${fmtCount(expected.imported)} imported, ${fmtCount(expected.unresolved)} unresolved): clock.advance + store.settle()`,
      msw: '',
      value: fmtUs(us),
      baseline: `${fmtUs(us / OPERATIONS)} per operation, median of ${times.length}`,
      budget: { kind: 'abs', maxUs: 100_000 },
      measured: us,
    });
  }

  const many = processedCounts(MANY_OPERATIONS);
  if (selected('ops-200k')) {
    progress(`  ${fmtCount(MANY_OPERATIONS)} operations in one container (store)`);
    const { store, clock } = await benchStore(['catalog', 'warm-up']);
    // The resource types' chunk loads on the first import request, and the code warms up: not per operation.
    await fillThroughStore(store, 'warm-up', 1000);
    const before = heapNow();
    const started = performance.now();
    await fillThroughStore(store, 'catalog', MANY_OPERATIONS);
    const fillMs = performance.now() - started;
    const created = heapNow() - before;
    const advanceStarted = performance.now();
    clock.advance(PROCESSING_MS);
    store.settle();
    const advanceMs = performance.now() - advanceStarted;
    const processed = heapNow() - before;
    const queryStarted = performance.now();
    const page = await store.importOperations.query('shop', 'catalog', new URLSearchParams({ state: 'imported', limit: '20' }));
    const queryMs = performance.now() - queryStarted;
    check(page.ok && page.value.total === many.imported && page.value.count === 20, 'the query at 200 000 answered another page');
    const summary = await store.importOperations.summary('shop', 'catalog');
    check(summary.ok && summary.value.total === MANY_OPERATIONS && summary.value.states.unresolved === many.unresolved, 'the container of 200 000 shows other counts');
    const requests = MANY_OPERATIONS / ITEMS_PER_REQUEST;
    rows.push(
      {
        id: 'ops-200k',
        section: '11',
        name: `heap growth, ${fmtCount(MANY_OPERATIONS)} operations in one container, processing (store, ${fmtCount(requests)} requests of ${ITEMS_PER_REQUEST})`,
        msw: '',
        value: fmtMB(created),
        baseline: perOperation(created, MANY_OPERATIONS),
      },
      {
        id: 'ops-200k',
        section: '11',
        name: `heap growth, the same ${fmtCount(MANY_OPERATIONS)} once processed (${fmtCount(many.imported)} imported: their categories exist, with their content and slugs)`,
        msw: '',
        value: fmtMB(processed),
        baseline: perOperation(processed, MANY_OPERATIONS),
        // Issue 12's 1 KB per operation, plus what issue 22 keeps of each imported category: its
        // content (430 B of JSON as parsed, for these categories) and its two slugs.
        budget: { kind: 'bytes', maxBytes: 1536 },
        measured: processed / MANY_OPERATIONS,
      },
      {
        id: 'ops-200k',
        section: '11',
        name: `store.importOperations.importResources, ${ITEMS_PER_REQUEST} categories, while filling the above`,
        msw: '',
        value: fmtUs((fillMs * 1000) / requests),
      },
      {
        id: 'ops-200k',
        section: '11',
        name: `the clock advance that processes the ${fmtCount(MANY_OPERATIONS)}`,
        msw: '',
        value: fmtMs(advanceMs),
        baseline: `${fmtUs((advanceMs * 1000) / MANY_OPERATIONS)} per operation`,
      },
      {
        id: 'ops-200k',
        section: '11',
        name: `the first query after it, state=imported&limit=20: filters ${fmtCount(MANY_OPERATIONS)} (later ones reuse the selection)`,
        msw: '',
        value: fmtMs(queryMs),
      },
    );
  }

  if (selected('ops-200k-fetch')) {
    progress(`  ${fmtCount(MANY_OPERATIONS)} operations in one container (mock, through ct.fetch)`);
    const before = heapNow();
    const ct = d.createCommercetoolsMock({
      projects: [{ key: 'shop' }],
      importContainers: { shop: [{ key: 'catalog', resourceType: 'category' }] },
      now: NOW_ISO,
    });
    await fillThroughFetch(ct, 'catalog', MANY_OPERATIONS);
    ct.clock.advance(PROCESSING_MS);
    const authorization = `Bearer ${ct.issueToken({ scopes: ['view_import_containers:shop'] })}`;
    const url = `${IMPORT_HOST}/shop/import-containers/catalog/import-summaries`;
    const read = async () => {
      const response = await ct.fetch(url, { headers: { authorization } });
      return (await response.json()) as { total?: number };
    };
    check((await read()).total === MANY_OPERATIONS, 'the summary of 200 000 shows another total'); // processes them
    const grown = heapNow() - before;
    let last: { total?: number } | undefined;
    const us = await alone({
      async: true,
      async op() {
        last = await read();
      },
      after() {
        check(last?.total === MANY_OPERATIONS, 'the summary answered another total');
      },
    });
    rows.push(
      {
        id: 'ops-200k-fetch',
        section: '11',
        name: `heap growth, the same ${fmtCount(MANY_OPERATIONS)} processed in a mock filled through ct.fetch (its journal of ${fmtCount(MANY_OPERATIONS / ITEMS_PER_REQUEST)} requests, with their bodies, included)`,
        msw: '',
        value: fmtMB(grown),
        baseline: perOperation(grown, MANY_OPERATIONS),
      },
      {
        id: 'ops-200k-fetch',
        section: '11',
        name: `GET import-summaries, ${fmtCount(MANY_OPERATIONS)} operations in the container, fetch over ct.fetch (response read)`,
        msw: '',
        value: fmtUs(us),
        budget: { kind: 'abs', maxUs: 5000 },
        measured: us,
      },
    );
  }
  return rows;
}
