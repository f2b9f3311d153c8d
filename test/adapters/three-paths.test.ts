import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type RunningServer } from '../../src/cli/serve.js';
import { createCommercetoolsMock, type CommercetoolsMock, type CommercetoolsMockOptions } from '../../src/index.js';
import { START } from '../support/time.js';

// One route core, three adapters: msw's interception, `ct.fetch`, and the served mock over a real
// socket. The same requests, in the same order, go to a mock behind each; every answer (status,
// content type, body) and every journal entry must come out the same, once each path's base URL
// and the values that are random by design (tokens, operation ids) are put aside.

const OPTIONS = {
  now: START,
  projects: [{ key: 'shop', currencies: ['EUR'], languages: ['en'] }],
  importProcessingMs: 1000,
} satisfies CommercetoolsMockOptions;

const MSW_BASE = 'https://msw.test';
const DIRECT_BASE = 'https://direct.test';
const hostsOn = (base: string) => ({ api: [base], auth: [base], import: [base], regions: false });

/** One path: where its mock answers, the fetch that reaches it, and the mock itself. */
interface Path {
  readonly name: string;
  readonly base: string;
  readonly fetch: typeof fetch;
  readonly mock: CommercetoolsMock;
}

/** A request of the sequence, written against a path's base and a token of its mock. */
interface Case {
  readonly name: string;
  readonly method: string;
  readonly path: string;
  readonly auth?: 'none' | 'basic' | 'bearer' | 'other-project' | 'containers-only' | 'products-only';
  readonly body?: string;
  readonly contentType?: string;
  /** Set up on the path's mock before the request goes out. */
  readonly before?: (mock: CommercetoolsMock) => unknown;
  /** Sent as the request's X-Correlation-ID. */
  readonly correlationId?: string;
}

const basic = `Basic ${btoa('any-id:any-secret')}`;
const form = 'application/x-www-form-urlencoded';

const CASES: readonly Case[] = [
  { name: 'token', method: 'POST', path: '/oauth/token', auth: 'basic', body: 'grant_type=client_credentials&scope=manage_project:shop', contentType: form },
  { name: 'token, unknown grant', method: 'POST', path: '/oauth/token', auth: 'basic', body: 'grant_type=password', contentType: form },
  { name: 'token, no client', method: 'POST', path: '/oauth/token', auth: 'none', body: 'grant_type=client_credentials', contentType: form },
  { name: 'anonymous session', method: 'POST', path: '/oauth/shop/anonymous/token', auth: 'basic', body: 'grant_type=client_credentials&anonymous_id=guest', contentType: form },
  { name: 'anonymous id taken', method: 'POST', path: '/oauth/shop/anonymous/token', auth: 'basic', body: 'grant_type=client_credentials&anonymous_id=guest', contentType: form },
  {
    name: 'customer token',
    method: 'POST',
    path: '/oauth/shop/customers/token',
    auth: 'basic',
    body: 'grant_type=password&username=jen%40example.com&password=secret',
    contentType: form,
    before: (mock) => void mock.addCustomer('shop', { email: 'jen@example.com', password: 'secret' }),
  },
  { name: 'customer token, wrong password', method: 'POST', path: '/oauth/shop/customers/token', auth: 'basic', body: 'grant_type=password&username=jen%40example.com&password=nope', contentType: form },
  { name: 'refresh, unknown token', method: 'POST', path: '/oauth/token', auth: 'basic', body: 'grant_type=refresh_token&refresh_token=nope', contentType: form },
  { name: 'introspect, unknown token', method: 'POST', path: '/oauth/introspect?token=nope', auth: 'basic' },
  { name: 'get Project', method: 'GET', path: '/shop' },
  { name: 'get Project, no token', method: 'GET', path: '/shop', auth: 'none' },
  { name: 'get Project, another Project’s token', method: 'GET', path: '/shop', auth: 'other-project' },
  { name: 'get unknown Project', method: 'GET', path: '/nope' },
  { name: 'get unknown Project, another Project’s token', method: 'GET', path: '/nope', auth: 'other-project' },
  { name: 'head Project', method: 'HEAD', path: '/shop' },
  { name: 'head unknown Project', method: 'HEAD', path: '/nope' },
  { name: 'update Project', method: 'POST', path: '/shop', body: JSON.stringify({ version: 1, actions: [{ action: 'changeName', name: 'Grüße 🛒' }] }) },
  { name: 'update Project, stale version', method: 'POST', path: '/shop', body: JSON.stringify({ version: 1, actions: [{ action: 'changeName', name: 'x' }] }) },
  { name: 'update Project, bad JSON', method: 'POST', path: '/shop', body: '{"version": 2, "actions": [' },
  { name: 'update Project, unknown action', method: 'POST', path: '/shop', body: JSON.stringify({ version: 2, actions: [{ action: 'fly' }] }) },
  {
    name: 'update Project, indexing on',
    method: 'POST',
    path: '/shop',
    body: JSON.stringify({ version: 2, actions: [{ action: 'changeProductSearchIndexingEnabled', enabled: true, mode: 'ProductsSearch' }] }),
  },
  { name: 'get Project, indexing', method: 'GET', path: '/shop' },
  { name: 'get Project, indexing done', method: 'GET', path: '/shop', before: (mock) => mock.clock.advance(120_000) },
  { name: 'create container', method: 'POST', path: '/shop/import-containers', body: JSON.stringify({ key: 'cats', resourceType: 'category' }) },
  { name: 'create container, duplicate key', method: 'POST', path: '/shop/import-containers', body: JSON.stringify({ key: 'cats' }) },
  { name: 'create container, bad key', method: 'POST', path: '/shop/import-containers', body: JSON.stringify({ key: 'a b' }) },
  { name: 'query containers', method: 'GET', path: '/shop/import-containers?limit=1&sort=key+desc' },
  { name: 'query containers, bad limit', method: 'GET', path: '/shop/import-containers?limit=-1' },
  { name: 'get container', method: 'GET', path: '/shop/import-containers/cats' },
  { name: 'update container', method: 'PUT', path: '/shop/import-containers/cats', body: JSON.stringify({ version: 1, resourceType: 'category' }) },
  {
    name: 'import categories',
    method: 'POST',
    path: '/shop/categories/import-containers/cats',
    body: JSON.stringify({ type: 'category', resources: [{ key: 'shirts', name: { en: 'Shirts' }, slug: { en: 'shirts' } }] }),
  },
  {
    name: 'import categories, manage_import_containers alone',
    method: 'POST',
    path: '/shop/categories/import-containers/cats',
    auth: 'containers-only',
    body: JSON.stringify({ type: 'category', resources: [{ key: 'pants', name: { en: 'Pants' }, slug: { en: 'pants' } }] }),
  },
  {
    name: 'import categories, manage_products alone',
    method: 'POST',
    path: '/shop/categories/import-containers/cats',
    auth: 'products-only',
    body: JSON.stringify({ type: 'category', resources: [{ key: 'pants', name: { en: 'Pants' }, slug: { en: 'pants' } }] }),
  },
  { name: 'import, bad item', method: 'POST', path: '/shop/categories/import-containers/cats', body: JSON.stringify({ type: 'category', resources: [{ key: 'x' }] }) },
  { name: 'summary, processing', method: 'GET', path: '/shop/import-containers/cats/import-summaries' },
  { name: 'operations, imported', method: 'GET', path: '/shop/import-containers/cats/import-operations', before: (mock) => mock.clock.advance(5000) },
  { name: 'unknown operation', method: 'GET', path: '/shop/import-operations/00000000-0000-4000-8000-000000000000' },
  { name: 'injected 503', method: 'GET', path: '/shop', before: (mock) => void mock.inject({ operation: 'getProject', status: 503 }) },
  {
    name: 'injected 409',
    method: 'POST',
    path: '/shop',
    body: JSON.stringify({ version: 4, actions: [] }),
    before: (mock) => void mock.inject({ operation: 'updateProject', status: 409 }),
  },
  {
    name: 'injected custom body',
    method: 'GET',
    path: '/shop/import-containers',
    before: (mock) => void mock.inject({ operation: 'queryImportContainers', status: 429, body: 'slow down' }),
  },
  {
    name: 'injected fault, chosen by the body',
    method: 'POST',
    path: '/shop/import-containers',
    body: JSON.stringify({ key: 'picked', resourceType: 'product' }),
    before: (mock) =>
      void mock.inject({ operation: 'createImportContainer', status: 400, match: async (request) => (await request.text()).includes('picked') }),
  },
  { name: 'injected network error', method: 'GET', path: '/shop', before: (mock) => void mock.inject({ operation: 'getProject', networkError: true }) },
  { name: 'delete container', method: 'DELETE', path: '/shop/import-containers/cats' },
  { name: 'get deleted container', method: 'GET', path: '/shop/import-containers/cats' },
  { name: 'GraphQL project', method: 'POST', path: '/shop/graphql', body: JSON.stringify({ query: '{ project { key version createdAt } }' }) },
  {
    name: 'GraphQL updateProject',
    method: 'POST',
    path: '/shop/graphql',
    body: JSON.stringify({ query: 'mutation ($v: Long!) { updateProject(version: $v, actions: [{ changeName: { name: "G" } }]) { version name } }', variables: { v: 4 } }),
  },
  { name: 'GraphQL, a syntax error', method: 'POST', path: '/shop/graphql', body: JSON.stringify({ query: '{ project {' }) },
  { name: 'GraphQL, variables as a string', method: 'POST', path: '/shop/graphql', body: JSON.stringify({ query: '{ project { key } }', variables: '{}' }) },
  { name: 'GraphQL, no token', method: 'POST', path: '/shop/graphql', auth: 'none', body: JSON.stringify({ query: '{ project { key } }' }) },
  { name: 'GraphQL, another Project’s token', method: 'POST', path: '/shop/graphql', auth: 'other-project', body: JSON.stringify({ query: '{ project { key } }' }) },
  { name: 'GraphQL by GET', method: 'GET', path: '/shop/graphql?query=%7B%20project%20%7B%20key%20%7D%20%7D' },
  { name: 'a path the mock does not model', method: 'GET', path: '/shop/carts?limit=1' },
  { name: 'a method the mock does not model', method: 'DELETE', path: '/shop' },
  { name: 'HEAD on a path the mock does not model', method: 'HEAD', path: '/shop/import-containers/cats/records' },
  { name: 'a body to a path the mock does not model', method: 'POST', path: '/shop/carts', body: JSON.stringify({ currency: 'EUR' }) },
  {
    name: 'a stubbed path',
    method: 'GET',
    path: '/shop/carts/p1',
    before: (mock) => mock.stub({ method: 'GET', path: '/shop/carts/*', status: 200, headers: { 'x-stub': 'yes' }, body: { id: 'p1' } }),
  },
  {
    name: 'a stubbed POST',
    method: 'POST',
    path: '/oauth/revoke',
    auth: 'basic',
    body: 'token=x',
    contentType: form,
    before: (mock) => mock.stub({ method: 'POST', path: '/oauth/revoke', status: 200, body: '' }),
  },
  { name: 'a stubbed HEAD', method: 'HEAD', path: '/shop/carts/p2', before: (mock) => mock.stub({ method: 'HEAD', path: '/shop/carts/*', status: 204 }) },
  { name: 'its own X-Correlation-ID, on a 200', method: 'GET', path: '/shop', correlationId: 'mine-1' },
  { name: 'its own X-Correlation-ID, on a 501', method: 'GET', path: '/shop/payments', correlationId: 'mine-2' },
  { name: 'its own X-Correlation-ID, on a token', method: 'POST', path: '/oauth/token', auth: 'basic', body: 'grant_type=client_credentials', contentType: form, correlationId: 'mine-3' },
];

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** A body with what legitimately differs between the paths put aside: the base URL, tokens, ids. */
function comparable(text: string, base: string): unknown {
  const replaced = text.split(base).join('<base>').replace(UUID, '<uuid>');
  try {
    const parsed = JSON.parse(replaced) as Record<string, unknown>;
    return 'access_token' in parsed ? { ...parsed, access_token: '<token>', ...('refresh_token' in parsed ? { refresh_token: '<token>' } : {}) } : parsed;
  } catch {
    return replaced;
  }
}

async function send(path: Path, step: Case, tokens: Readonly<Record<'shop' | 'other' | 'containers' | 'products', string>>) {
  await step.before?.(path.mock);
  const headers: Record<string, string> = {};
  if (step.correlationId !== undefined) headers['x-correlation-id'] = step.correlationId;
  const auth = step.auth ?? 'bearer';
  if (auth === 'basic') headers.authorization = basic;
  if (auth === 'bearer') headers.authorization = `Bearer ${tokens.shop}`;
  if (auth === 'other-project') headers.authorization = `Bearer ${tokens.other}`;
  if (auth === 'containers-only') headers.authorization = `Bearer ${tokens.containers}`;
  if (auth === 'products-only') headers.authorization = `Bearer ${tokens.products}`;
  if (step.body !== undefined) headers['content-type'] = step.contentType ?? 'application/json';
  try {
    const response = await path.fetch(`${path.base}${step.path}`, { method: step.method, headers, ...(step.body === undefined ? {} : { body: step.body }) });
    const text = await response.text();
    return {
      status: response.status,
      contentType: response.headers.get('content-type'),
      // Generated ids count up per mock, and each path's mock sees the same requests in the same order.
      correlationId: response.headers.get('x-correlation-id'),
      stubHeader: response.headers.get('x-stub'),
      body: comparable(text, path.base),
    };
  } catch (error) {
    return { rejected: error instanceof TypeError ? 'TypeError' : String(error) };
  }
}

const comparableJournal = (path: Path) =>
  path.mock.requests.map((entry) => ({
    ...entry,
    url: entry.url.replace(path.base, '<base>'),
    authorization: entry.authorization?.replace(/\*{4}.{4}$/, '****<tail>'),
  }));

let served: RunningServer;
const msw = createCommercetoolsMock({ ...OPTIONS, hosts: hostsOn(MSW_BASE) });
const direct = createCommercetoolsMock({ ...OPTIONS, hosts: hostsOn(DIRECT_BASE) });
// Served requests go out on the network: msw lets through what its handlers do not take. An
// object holding both majors' option names type-checks against either (see STRICT_LISTEN).
const interception = setupServer(...msw.handlers);
const BYPASS = { onUnhandledFrame: 'bypass', onUnhandledRequest: 'bypass' } as const;

beforeAll(async () => {
  served = await serve({ ...OPTIONS, port: 0 });
  interception.listen(BYPASS);
});
afterAll(async () => {
  interception.close();
  await served.close();
});

describe('msw handlers, ct.fetch and the served mock', () => {
  it('answer every case alike, and journal it alike', async () => {
    const paths: Path[] = [
      { name: 'msw', base: MSW_BASE, fetch: (input, init) => globalThis.fetch(input, init), mock: msw },
      { name: 'ct.fetch', base: DIRECT_BASE, fetch: direct.fetch, mock: direct },
      { name: 'served', base: served.url, fetch: (input, init) => globalThis.fetch(input, init), mock: served.mock },
    ];
    const outcomes = new Map<string, unknown[]>();
    for (const path of paths) {
      const tokens = {
        shop: path.mock.issueToken({ scopes: ['manage_project:shop'] }),
        other: path.mock.issueToken({ scopes: ['manage_project:elsewhere'] }),
        containers: path.mock.issueToken({ scopes: ['manage_import_containers:shop'] }),
        products: path.mock.issueToken({ scopes: ['manage_products:shop'] }),
      };
      const answers: unknown[] = [];
      for (const step of CASES) answers.push({ case: step.name, ...(await send(path, step, tokens)) });
      outcomes.set(path.name, answers);
    }
    const [first, ...others] = paths.map((path) => outcomes.get(path.name));
    for (const other of others) expect(other).toEqual(first);
    const [firstJournal, ...otherJournals] = paths.map(comparableJournal);
    for (const journal of otherJournals) expect(journal).toEqual(firstJournal);

    // The sequence covers what it names: successes, each kind of refusal, each kind of fault, what
    // the mock does not model and stubs.
    const statuses = (first ?? []).map((answer) => (answer as { status?: number }).status);
    expect(new Set(statuses)).toEqual(new Set([200, 201, 204, 400, 401, 403, 404, 409, 429, 501, 503, undefined]));
    expect(firstJournal).toHaveLength(CASES.length);
    // Issue 30's order: a valid token meets a Project the mock lacks with 404; an import request needs its type's scope.
    const statusOf = (name: string) => ((first ?? []) as { case: string; status?: number }[]).find((answer) => answer.case === name)?.status;
    const issue30 = ['get unknown Project, another Project’s token', 'import categories, manage_import_containers alone', 'import categories, manage_products alone'];
    expect(issue30.map(statusOf)).toEqual([404, 403, 201]);

    // Every answer carries X-Correlation-ID: the request's own, or the next the mock generated.
    // Only the network error has none, having no answer.
    const answers = (first ?? []) as { case: string; status?: number; correlationId?: string }[];
    let generatedCount = 0;
    for (const [index, answer] of answers.entries()) {
      const step = CASES[index];
      if (answer.status === undefined) {
        generatedCount += 1;
        continue;
      }
      if (step?.correlationId !== undefined) expect(answer.correlationId, answer.case).toBe(step.correlationId);
      else expect(answer.correlationId, answer.case).toBe(`projects-00000000-0000-4000-9000-${(generatedCount += 1).toString(16).padStart(12, '0')}`);
    }
    const journal = firstJournal ?? [];
    expect(journal.map((entry) => entry.correlationId)).toEqual(answers.map((answer, index) => answer.correlationId ?? journal[index]?.correlationId));
    expect(journal.filter((entry) => entry.operation === 'stub')).toHaveLength(3);
    // GraphQL by GET among them: the platform documents POST alone.
    expect(journal.filter((entry) => entry.operation === 'unmodelled')).toHaveLength(6);
    expect(journal.filter((entry) => entry.operation === 'graphql')).toHaveLength(6);
  });
});
