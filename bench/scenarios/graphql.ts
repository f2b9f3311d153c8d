import { spawnSync } from 'node:child_process';
import type { Deps, Row, Side } from '../harness.ts';
import { API_HOST, NOW_ISO, ROOT, check, compare, config, fmtMs, fmtRatio, pairedRow, progress, selected, summarize } from '../harness.ts';

// ---------------------------------------------------------------------------------------------
// 18: issue 34's GraphQL API, each row against REST in the same run, through the same transport
// (ct.fetch). The first GraphQL request in a fresh process, graphql-js and the pinned schema
// loaded and built by it, against the first REST GET of the Project in another fresh process:
// at most 150 ms. Then a warm `project` query against `GET /{projectKey}` for the same Project:
// at most twice its time.

export const GRAPHQL_ROWS = ['graphql-first', 'graphql-project'];

const QUERY = '{ project { key name version createdAt countries currencies languages carts { deleteDaysAfterLastModification priceRoundingMode } messages { enabled } } }';

/** A fresh process's first request: the mock is created and warm, the request alone is timed. */
const firstRequestCode = (graphql: boolean) => `
const { createCommercetoolsMock } = await import('commercetools-msw');
const ct = createCommercetoolsMock({ projects: [{ key: 'shop' }], now: '${NOW_ISO}', auth: false });
const started = performance.now();
const response = await ct.fetch('${API_HOST}/shop${graphql ? '/graphql' : ''}', ${graphql ? `{ method: 'POST', body: JSON.stringify({ query: ${JSON.stringify(QUERY)} }) }` : '{}'});
const body = await response.json();
const ms = performance.now() - started;
if (response.status !== 200 || ${graphql ? 'body.data?.project?.key' : 'body.key'} !== 'shop') throw new Error('the first request answered ' + response.status);
process.stdout.write(String(ms));
`;

function firstRequestRow(): Row {
  progress('  GraphQL: the first request in fresh processes, against the first REST GET');
  const spawnOnce = (graphql: boolean) => {
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', firstRequestCode(graphql)], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
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
    id: 'graphql-first',
    section: '18',
    name: 'first GraphQL project query in a fresh process, schema included, ct.fetch',
    msw: '',
    value: fmtMs(paired.candidate),
    baseline: `first REST GET /{projectKey} ${fmtMs(paired.baseline)}`,
    ratio: fmtRatio(paired),
    delta: `${paired.delta >= 0 ? '+' : ''}${fmtMs(paired.delta)}`,
    budget: { kind: 'abs', maxUs: 150_000 },
    measured: paired.candidate * 1000,
  };
}

export async function graphqlRows(d: Deps): Promise<Row[]> {
  const rows: Row[] = [];
  if (selected('graphql-first')) rows.push(firstRequestRow());
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
  return rows;
}
