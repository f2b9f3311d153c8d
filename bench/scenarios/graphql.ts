import { spawnSync } from 'node:child_process';
import type { Deps, Row, Side } from '../harness.ts';
import { API_HOST, NOW_ISO, ROOT, check, compare, config, fmtMs, fmtRatio, pairedRow, progress, selected, summarize } from '../harness.ts';

// ---------------------------------------------------------------------------------------------
// 18: issue 34's GraphQL API, each row against REST in the same run, through the same transport
// (ct.fetch). The first GraphQL request in a fresh process, graphql-js and the pinned schema
// loaded and built by it, against the first REST GET of the Project in another fresh process:
// at most 150 ms. Then a warm `project` query against `GET /{projectKey}` for the same Project:
// at most twice its time. The same two for a read of what imports create: the first
// `product(key:)` query in a fresh process against the first REST `GET /products/key=` (at most
// 150 ms), and a warm one against that GET (at most twice its time).

export const GRAPHQL_ROWS = ['graphql-first', 'graphql-project', 'graphql-first-read', 'graphql-product'];

const QUERY = '{ project { key name version createdAt countries currencies languages carts { deleteDaysAfterLastModification priceRoundingMode } messages { enabled } } }';

const PRODUCT_QUERY = '{ product(key: "oxford") { id key version createdAt productTypeRef { typeId id } masterData { published current { name(locale: "en") slug(locale: "en") masterVariant { sku prices { value { centAmount currencyCode } } } } } } }';

/** The catalog the read rows read: a product type and one published product. */
const SEED_RESOURCES = [
  { typeId: 'product-type', key: 'shirt', name: 'Shirt', description: 'Shirts', attributes: [] },
  {
    typeId: 'product',
    key: 'oxford',
    name: { en: 'Oxford' },
    slug: { en: 'oxford' },
    productType: { typeId: 'product-type', key: 'shirt' },
    masterVariant: { key: 'oxford-1', sku: 'OXFORD-1', prices: [{ key: 'eur', value: { type: 'centPrecision', centAmount: 4900, currencyCode: 'EUR' } }] },
    publish: true,
  },
] as const;
const SEED = `for (const resource of ${JSON.stringify(SEED_RESOURCES)}) await ct.addResource('shop', resource);`;

/** A fresh process's first request: the mock is created and warm (a product seeded for a read), the request alone is timed. */
const firstRequestCode = (graphql: boolean, read: boolean) => `
const { createCommercetoolsMock } = await import('commercetools-msw');
const ct = createCommercetoolsMock({ projects: [{ key: 'shop' }], now: '${NOW_ISO}', auth: false });
${read ? SEED : ''}
const started = performance.now();
const response = await ct.fetch('${API_HOST}/shop${graphql ? '/graphql' : read ? '/products/key=oxford' : ''}', ${graphql ? `{ method: 'POST', body: JSON.stringify({ query: ${JSON.stringify(read ? PRODUCT_QUERY : QUERY)} }) }` : '{}'});
const body = await response.json();
const ms = performance.now() - started;
const found = ${graphql ? (read ? 'body.data?.product?.key' : 'body.data?.project?.key') : 'body.key'};
if (response.status !== 200 || body.errors || found !== '${read ? 'oxford' : 'shop'}') throw new Error('the first request answered ' + response.status + ' ' + JSON.stringify(body));
process.stdout.write(String(ms));
`;

function firstRequestRow(read: boolean): Row {
  progress(`  GraphQL: the first ${read ? 'product(key:)' : 'project'} request in fresh processes, against the first REST GET`);
  const spawnOnce = (graphql: boolean) => {
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', firstRequestCode(graphql, read)], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    check(result.status === 0, `the first ${graphql ? 'GraphQL' : 'REST'} request's process failed: ${String(result.stderr)}`);
    return Number(String(result.stdout));
  };
  spawnOnce(true); // file system cache
  const graphql: number[] = [];
  const rest: number[] = [];
  for (let round = 0; round < config.spawns; round++) {
    // Alternating, the order flipped every round, so that drift hits both alike.
    if (round % 2 === 0) {
      graphql.push(spawnOnce(true));
      rest.push(spawnOnce(false));
    } else {
      rest.push(spawnOnce(false));
      graphql.push(spawnOnce(true));
    }
  }
  const paired = summarize(graphql, rest);
  return {
    id: read ? 'graphql-first-read' : 'graphql-first',
    section: '18',
    name: `first GraphQL ${read ? 'product(key:)' : 'project'} query in a fresh process, schema included, ct.fetch`,
    msw: '',
    value: fmtMs(paired.candidate),
    baseline: `first REST GET /{projectKey}${read ? '/products/key=' : ''} ${fmtMs(paired.baseline)}`,
    ratio: fmtRatio(paired),
    delta: `${paired.delta >= 0 ? '+' : ''}${fmtMs(paired.delta)}`,
    budget: { kind: 'abs', maxUs: 150_000 },
    measured: paired.candidate * 1000,
  };
}

export async function graphqlRows(d: Deps): Promise<Row[]> {
  const rows: Row[] = [];
  if (selected('graphql-first')) rows.push(firstRequestRow(false));
  if (selected('graphql-first-read')) rows.push(firstRequestRow(true));
  if (selected('graphql-project')) {
    progress('  GraphQL: a project query against REST GET /{projectKey}, ct.fetch');
    const ct = d.createCommercetoolsMock({ projects: [{ key: 'shop' }], now: NOW_ISO, auth: false });
    const body = JSON.stringify({ query: QUERY });
    const graphql: Side = { async: true, op: async () => (await ct.fetch(`${API_HOST}/shop/graphql`, { method: 'POST', body })).json() };
    const rest: Side = { async: true, op: async () => (await ct.fetch(`${API_HOST}/shop`)).json() };
    const first = (await graphql.op(0)) as { data?: { project?: { key?: string } } };
    check(first.data?.project?.key === 'shop', 'the project query did not answer the Project');
    rows.push(pairedRow('graphql-project', '18', 'GraphQL project query, ct.fetch', '', 'REST GET /{projectKey}', await compare(graphql, rest), { kind: 'ratio', max: 2 }));
  }
  if (selected('graphql-product')) {
    progress('  GraphQL: a product(key:) query against REST GET /products/key=, ct.fetch');
    const ct = d.createCommercetoolsMock({ projects: [{ key: 'shop' }], now: NOW_ISO, auth: false });
    for (const resource of SEED_RESOURCES) await ct.addResource('shop', resource);
    const body = JSON.stringify({ query: PRODUCT_QUERY });
    const graphql: Side = { async: true, op: async () => (await ct.fetch(`${API_HOST}/shop/graphql`, { method: 'POST', body })).json() };
    const rest: Side = { async: true, op: async () => (await ct.fetch(`${API_HOST}/shop/products/key=oxford`)).json() };
    const first = (await graphql.op(0)) as { data?: { product?: { key?: string } } };
    check(first.data?.product?.key === 'oxford', 'the product query did not answer the product');
    rows.push(pairedRow('graphql-product', '18', 'GraphQL product(key:) query, ct.fetch', '', 'REST GET /{projectKey}/products/key=', await compare(graphql, rest), { kind: 'ratio', max: 2 }));
  }
  return rows;
}
