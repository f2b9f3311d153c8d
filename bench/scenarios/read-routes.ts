import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { catalogProduct, pattern } from '../fixtures.ts';
import type { ClockModule, Deps, Row, Server, Side, StoreModule } from '../harness.ts';
import { API_HOST, AUTH_HOST, NOW, NOW_ISO, ROOT, check, compare, pairedRow, progress, selected } from '../harness.ts';
import { credentialsClient } from './requests.ts';

// ---------------------------------------------------------------------------------------------
// 15: issue 25's read routes through the official SDK, against bare msw handlers answering the
// same bodies: one product by key, and a `where key in (...)` query over 10 000 products, which
// the mock must answer from its key index, never a scan.

export const READ_ROWS = ['read-get', 'read-where'];

const PRODUCTS = 10_000;
const QUERIED = 20;

const productType = { typeId: 'product-type', key: 'shirt', name: 'Shirt', description: 'Shirts', attributes: [] } as const;
const product = (n: number) => ({ typeId: 'product', ...catalogProduct(n) });

export async function readRouteRows(d: Deps, server: Server): Promise<Row[]> {
  const msw = `msw ${d.mswVersion}`;
  const rows: Row[] = [];
  if (!READ_ROWS.some(selected)) return rows;
  // Declared with content, as imports would leave them: the engine checks and stores each.
  const ct = d.createCommercetoolsMock({ projects: [{ key: 'shop', currencies: ['EUR'] }], now: NOW_ISO, resources: { shop: [productType, ...Array.from({ length: PRODUCTS }, (_, n) => product(n))] } });
  const client = d.createApiBuilderFromCtpClient(credentialsClient(d, 'shop', API_HOST, (input, init) => globalThis.fetch(input, init))).withProjectKey({ projectKey: 'shop' });
  const keys = Array.from({ length: QUERIED }, (_, n) => `"p-${(n * 487) % PRODUCTS}"`);
  const where = `key in (${keys.join(', ')})`;

  server.resetHandlers(...ct.handlers);
  const one = (await client.products().withKey({ key: 'p-42' }).get().execute()).body;
  const page = (await client.products().get({ queryArgs: { where } }).execute()).body;
  check(one.key === 'p-42', `GET products/key=p-42 answered ${one.key}`);
  check(page.count === QUERIED && page.total === QUERIED, `the query answered ${page.count} of ${page.total}`);

  const { http, HttpResponse } = d;
  const token = { access_token: 'bench-token', token_type: 'Bearer', expires_in: 172_800, scope: 'manage_project:shop' };
  const bare = [
    http.post(pattern(AUTH_HOST, '/oauth/token'), () => HttpResponse.json(token)),
    http.get(pattern(API_HOST, '/([^/]+)/products/([^/]+)'), () => HttpResponse.json(one)),
    http.get(pattern(API_HOST, '/([^/]+)/products'), () => HttpResponse.json(page)),
  ];
  const side = (handlers: 'mock' | 'bare', op: () => Promise<unknown>): Side => ({
    async: true,
    before: () => server.resetHandlers(...(handlers === 'mock' ? ct.handlers : bare)),
    op,
  });
  const getOne = () => client.products().withKey({ key: 'p-42' }).get().execute();
  const query = () => client.products().get({ queryArgs: { where } }).execute();

  if (selected('read-get')) {
    progress(`  ${msw}: GET products/key=`);
    rows.push(pairedRow('read-get', '15', 'GET products/key=, SDK, intercepted', msw, 'bare handler, same body', await compare(side('mock', getOne), side('bare', getOne)), { kind: 'ratio', max: 1.25 }));
  }
  if (selected('read-where')) {
    progress(`  ${msw}: where key in (...) over ${PRODUCTS} products`);
    rows.push(
      pairedRow(
        'read-where',
        '15',
        `Query products where key in (${QUERIED} keys) of ${PRODUCTS}, SDK, intercepted`,
        msw,
        'bare handler, same page',
        await compare(side('mock', query), side('bare', query)),
        { kind: 'ratio', max: 1.5 },
      ),
    );
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// 16: issue 32's `where` on a field no index holds (a product's current name) over 10 000
// products, the store alone: parsing, compiling and evaluating the predicate over every product's
// representation and paging the result, against a plain loop over the same 10 000 representations
// that checks the same condition by hand. The representations are built once per change of the
// Project's resources (store/representations/represented-rows.ts); both sides read them built.

export const SCAN_ROWS = ['read-scan'];

type QueryModule = typeof import('../../dist/store/representations/resource-query.js');

export async function readScanRows(): Promise<Row[]> {
  if (!SCAN_ROWS.some(selected)) return [];
  progress(`  where on an unindexed field over ${PRODUCTS} products, the store alone`);
  const { createStore } = (await import(pathToFileURL(join(ROOT, 'dist/store/create-store.js')).href)) as StoreModule;
  const { createClock } = (await import(pathToFileURL(join(ROOT, 'dist/clock/create-clock.js')).href)) as ClockModule;
  const { parseResourceQuery, queryResources } = (await import(pathToFileURL(join(ROOT, 'dist/store/representations/resource-query.js')).href)) as QueryModule;
  const store = createStore({ clock: createClock(NOW), indexingDurationMs: 60_000, staleReadMs: 0, importProcessingMs: 0, eventLimit: 10_000 });
  store.projects.add({ key: 'shop', currencies: ['EUR'] });
  await Promise.all([productType, ...Array.from({ length: PRODUCTS }, (_, n) => product(n))].map((resource) => store.importOperations.addResource('shop', resource)));
  const read = await store.importOperations.readResources('shop');
  check(read !== undefined, 'the store has no Project shop');
  const wanted = `Product ${PRODUCTS - 42}`;
  const params = new URLSearchParams({ where: `masterData(current(name(en = "${wanted}")))` });
  const answer = () => {
    const parsed = parseResourceQuery('products', params);
    if (!parsed.ok) throw new Error(`bench: the query was refused: ${parsed.error.message}`);
    const found = queryResources(read, 'products', parsed.value);
    if (!found.ok) throw new Error(`bench: the query was refused: ${found.error.message}`);
    return found.value;
  };
  const first = answer();
  check(first.total === 1 && first.page[0]?.shown['key'] === `p-${PRODUCTS - 42}`, `the scan found ${first.total}`);
  // The same representations the store evaluates, taken from an unfiltered sorted read of them.
  const all = queryResources(read, 'products', { ...(parseResourceQuery('products', new URLSearchParams('sort=id asc')) as { ok: true; value: Parameters<typeof queryResources>[2] }).value, limit: PRODUCTS });
  check(all.ok && all.value.page.length === PRODUCTS, 'the representations could not be read');
  const representations = all.value.page.map((row) => row.shown) as readonly { masterData?: { current?: { name?: Record<string, string> } } }[];
  const loop = () => {
    const found = [];
    for (const product of representations) if (product.masterData?.current?.name?.['en'] === wanted) found.push(product);
    if (found.length !== 1) throw new Error('bench: the loop found no product');
    return found;
  };
  return [
    pairedRow(
      'read-scan',
      '16',
      `Query products where masterData(current(name(en = ...))) of ${PRODUCTS}, the store alone`,
      'commercetools-msw',
      'plain loop over the same representations',
      await compare({ async: false, op: answer }, { async: false, op: loop }),
      { kind: 'ratio', max: 2 },
    ),
  ];
}
