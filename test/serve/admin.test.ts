import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { networkInterfaces } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { serve, type RunningServer, type ServeOptions } from '../../src/cli/serve.js';

// The admin API under /__admin, over real HTTP against serve({ port: 0 }) in this process. No msw
// server is set up in this file: every answer crossed a real socket.

const NOW = '2030-01-01T00:00:00.000Z';
const VERSION = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

interface Answer {
  readonly status: number;
  readonly body: any;
  readonly headers: Headers;
}

async function call(base: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    // Not JSON: kept as text.
  }
  return { status: response.status, body: parsed, headers: response.headers };
}

const servers: RunningServer[] = [];
async function start(options: ServeOptions = {}) {
  const server = await serve({ port: 0, now: NOW, ...options });
  servers.push(server);
  const admin = (method: string, path: string, body?: unknown, headers?: Record<string, string>) => call(server.url, method, `/__admin${path}`, body, headers);
  const api = async (method: string, path: string, projectKey: string, body?: unknown) => {
    const token = (await admin('POST', '/tokens', { scopes: [`manage_project:${projectKey}`] })).body.access_token as string;
    return call(server.url, method, path, body, { authorization: `Bearer ${token}` });
  };
  return { server, admin, api };
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

describe('the admin API: state', () => {
  it('GET /__admin/health names the version, the Projects and the journal, and admin calls are not journaled', async () => {
    const { admin, api } = await start({ projects: [{ key: 'a' }, { key: 'b' }], journal: { limit: 50 } });
    expect((await api('GET', '/a', 'a')).status).toBe(200);
    const health = await admin('GET', '/health');
    expect(health.status).toBe(200);
    expect(health.headers.get('content-type')).toMatch(/^application\/json/);
    expect(health.body).toEqual({ status: 'ok', version: VERSION, projects: ['a', 'b'], journal: { size: 1, limit: 50, dropped: 0 } });
    expect((await admin('GET', '/requests')).body.requests.map((entry: { operation: string }) => entry.operation)).toEqual(['getProject']);
  });

  it('POST /__admin/reset puts everything back: state, journal, events, faults, outcomes and clock', async () => {
    const { server, admin, api } = await start({ importContainers: { shop: [{ key: 'seeded' }] } });
    await api('POST', '/shop', 'shop', { version: 1, actions: [{ action: 'changeName', name: 'Changed' }] });
    await api('POST', '/shop/import-containers', 'shop', { key: 'later' });
    await admin('POST', '/faults', { operation: 'getImportContainer', status: 503 });
    await admin('POST', '/import-outcomes', { state: 'rejected' });
    await admin('POST', '/clock', { advanceMs: 60_000 });

    const reset = await admin('POST', '/reset');
    expect(reset.status).toBe(204);
    expect(reset.body).toBeUndefined();
    expect(server.mock.requests).toEqual([]);
    expect((await admin('GET', '/events')).body).toEqual({ events: [], dropped: 0 });
    expect((await admin('GET', '/faults')).body).toEqual({ faults: [] });
    expect((await admin('GET', '/clock')).body).toEqual({ now: NOW });
    expect((await api('GET', '/shop', 'shop')).body).toMatchObject({ name: 'shop', version: 1 });
    expect((await api('GET', '/shop/import-containers/seeded', 'shop')).status).toBe(200);
    expect((await api('GET', '/shop/import-containers/later', 'shop')).status).toBe(404);
    // The outcome is gone: an import is processed normally.
    const posted = await api('POST', '/shop/categories/import-containers/seeded', 'shop', {
      type: 'category',
      resources: [{ key: 'cc', name: { en: 'cc' }, slug: { en: 'cc' } }],
    });
    await admin('POST', '/clock', { advanceMs: 5000 });
    expect((await api('GET', `/shop/import-operations/${posted.body.operationStatus[0].operationId}`, 'shop')).body).toMatchObject({ state: 'imported' });
  });

  it("POST /__admin/reset with { projects } puts back one Project's state beside another", async () => {
    const { server, admin, api } = await start({ projects: [{ key: 'a' }, { key: 'b' }] });
    for (const key of ['a', 'b']) {
      await api('POST', `/${key}`, key, { version: 1, actions: [{ action: 'changeName', name: `changed ${key}` }] });
      expect((await admin('POST', `/projects/${key}/import-containers`, { key: 'seeded-later' })).status).toBe(201);
      expect((await admin('POST', `/projects/${key}/stores`, { key: 'berlin' })).status).toBe(201);
    }
    await admin('POST', '/projects', { key: 'worker-3' });
    await admin('POST', '/clock', { advanceMs: 1000 });
    const journal = server.mock.requests.length;

    expect((await admin('POST', '/reset', { projects: ['a', 'worker-3'] })).status).toBe(204);
    expect((await api('GET', '/a', 'a')).body).toMatchObject({ name: 'a', version: 1 });
    expect((await api('GET', '/a/import-containers', 'a')).body).toMatchObject({ total: 0 });
    expect((await api('GET', '/b', 'b')).body).toMatchObject({ name: 'changed b', version: 2 });
    expect((await api('GET', '/b/import-containers', 'b')).body).toMatchObject({ total: 1 });
    expect((await admin('GET', '/health')).body.projects).toEqual(['a', 'b']);
    // A Store key is free again in a, taken still in b.
    expect((await admin('POST', '/projects/a/stores', { key: 'berlin' })).status).toBe(201);
    expect((await admin('POST', '/projects/b/stores', { key: 'berlin' })).status).toBe(400);
    // The journal and the clock are no Project's.
    expect(server.mock.requests.length).toBeGreaterThan(journal);
    expect((await admin('GET', '/clock')).body).toEqual({ now: '2030-01-01T00:00:01.000Z' });

    expect((await admin('POST', '/reset', { projects: 'a' })).body.message).toMatch(/'projects' must be a list of strings/);
    expect((await admin('POST', '/reset', { project: ['a'] })).body.message).toMatch(/Unknown field 'project'. The fields are projects/);
  });

  it('GET and POST /__admin/clock read, advance and set the clock; indexing completes as with ct.clock', async () => {
    const { admin, api } = await start({ indexingDurationMs: 60_000 });
    expect((await admin('GET', '/clock')).body).toEqual({ now: NOW });
    const switched = await api('POST', '/shop', 'shop', { version: 1, actions: [{ action: 'changeProductSearchIndexingEnabled', enabled: true, mode: 'ProductsSearch' }] });
    expect(switched.body.searchIndexing.productsSearch.status).toBe('Indexing');
    const advanced = await admin('POST', '/clock', { advanceMs: 60_001 });
    expect(advanced).toMatchObject({ status: 200, body: { now: '2030-01-01T00:01:00.001Z' } });
    expect((await api('GET', '/shop', 'shop')).body.searchIndexing.productsSearch.status).toBe('Activated');
    expect((await admin('POST', '/clock', { set: '2031-06-01T12:00:00Z' })).body).toEqual({ now: '2031-06-01T12:00:00.000Z' });
    expect((await admin('POST', '/clock', { set: Date.parse(NOW) })).body).toEqual({ now: NOW });

    for (const [body, message] of [
      [{}, /either advanceMs or set/],
      [{ advanceMs: 1, set: NOW }, /either advanceMs or set/],
      [{ advanceMs: '1000' }, /'advanceMs' must be a number/],
      [{ advanceMs: -5 }, /^'advanceMs': .*non-negative/],
      [{ set: 'yesterday' }, /^'set': yesterday is not a valid time/],
      [{ set: 'not-a-time' }, /^'set': /],
      [{ set: 1e20 }, /^'set': .*outside the clock's range/],
      [{ set: true }, /'set' must be an ISO 8601 time/],
      [{ advance: 5 }, /Unknown field 'advance'/],
    ] as const) {
      const answer = await admin('POST', '/clock', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ statusCode: 400, message: expect.stringMatching(message) });
    }
    expect((await admin('GET', '/clock')).body).toEqual({ now: NOW });
  });
});

describe("the admin API's 400s", () => {
  it.each([
    ['/clock', { set: 'not-a-time' }, 'set'],
    ['/clock', { advanceMs: -1 }, 'advanceMs'],
    ['/tokens', { scopes: ['bad scope'] }, 'scopes'],
    ['/tokens', { scopes: ['manage_project:shop'], expiresIn: -1 }, 'expiresIn'],
    ['/faults', { operation: 'getProject', status: 99 }, 'status'],
    ['/faults', { operation: 'getProject', delayMs: -1 }, 'delayMs'],
    ['/faults', { operation: 'nope' }, 'operation'],
    ['/faults', { operation: 'getProject', projectKey: 5 }, 'projectKey'],
    ['/import-outcomes', { state: 'nope' }, 'state'],
    ['/import-outcomes', { state: 'rejected', errors: 5 }, 'errors'],
    ['/import-outcomes', { state: 'rejected', type: 'nope' }, 'type'],
    ['/projects', { key: 5 }, 'key'],
    ['/projects', { key: 'x', currencies: 'EUR' }, 'currencies'],
    ['/projects/shop/stores', { key: 5 }, 'key'],
    ['/projects/shop/customers', { email: 5, password: 'x' }, 'email'],
    ['/projects/shop/import-containers', { key: 5 }, 'key'],
    ['/projects/shop/resources', { typeId: 'nope', key: 'x' }, 'typeId'],
    ['/projects/shop/carts', { id: 5 }, 'id'],
    ['/projects/shop/associate-roles', { key: 5 }, 'key'],
    ['/stubs', { method: 'GET', path: '/x', status: 'a' }, 'status'],
    ['/requests/wait', { count: -1 }, 'count'],
    ['/reset', { projects: 'shop' }, 'projects'],
  ] as const)('POST /__admin%s %j names %s', async (route, body, field) => {
    const { admin } = await start({ projects: [{ key: 'shop' }] });
    const answer = await admin('POST', route, body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(new RegExp(`\\b${field}\\b`));
  });
});

describe('the admin API: seeds and tokens', () => {
  it('POST /__admin/projects adds a Project (201, as stored) that the API then serves; refusals are 400s that say why', async () => {
    const { admin, api } = await start();
    const added = await admin('POST', '/projects', { key: 'worker-1', currencies: ['EUR', 'USD'] });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ key: 'worker-1', version: 1, currencies: ['EUR', 'USD'], createdAt: NOW });
    expect((await api('GET', '/worker-1', 'worker-1')).body).toMatchObject({ key: 'worker-1', currencies: ['EUR', 'USD'] });

    expect((await admin('POST', '/projects', { key: 'worker-1' })).body.message).toMatch(/already exists/);
    expect((await admin('POST', '/projects', { key: '_admin' })).body.message).toMatch(/starts with '_'/);
    expect((await admin('POST', '/projects', { key: 'x', currencies: ['EURO'] })).body.message).toMatch(/EURO/);
    expect((await admin('POST', '/projects', [{ key: 'x' }])).body.message).toMatch(/The body is a list. Send a JSON object/);
    expect((await admin('POST', '/projects', '{"key":')).body.message).toMatch(/The body is not JSON/);
    expect((await admin('POST', '/projects')).body.message).toMatch(/The body is empty/);
  });

  it('POST /__admin/projects/{key}/stores, import-containers, resources, carts and subscriptions seed that Project (201)', async () => {
    const { admin, api } = await start({ projects: [{ key: 'shop', languages: ['en', 'de'] }] });
    const store = await admin('POST', '/projects/shop/stores', { key: 'berlin', languages: ['de'] });
    expect(store).toMatchObject({ status: 201, body: { key: 'berlin', languages: ['de'] } });
    const refused = await api('POST', '/shop', 'shop', { version: 1, actions: [{ action: 'changeLanguages', languages: ['en'] }] });
    expect(refused.body).toMatchObject({ errors: [{ code: 'LanguageUsedInStores' }] });

    const container = await admin('POST', '/projects/shop/import-containers', { key: 'catalog', resourceType: 'category' });
    expect(container).toMatchObject({ status: 201, body: { key: 'catalog', resourceType: 'category', version: 1, createdAt: NOW } });
    const resource = await admin('POST', '/projects/shop/resources', { typeId: 'category', key: 'root' });
    expect(resource).toMatchObject({ status: 201, body: { typeId: 'category', key: 'root' } });
    const posted = await api('POST', '/shop/categories/import-containers/catalog', 'shop', {
      type: 'category',
      resources: [{ key: 'shirts', name: { en: 'Shirts' }, slug: { en: 'shirts' }, parent: { typeId: 'category', key: 'root' } }],
    });
    await admin('POST', '/clock', { advanceMs: 5000 });
    expect((await api('GET', `/shop/import-operations/${posted.body.operationStatus[0].operationId}`, 'shop')).body).toMatchObject({ state: 'imported' });

    expect((await admin('POST', '/projects/shop/subscriptions', { key: 'carts', changes: [{ resourceTypeId: 'cart' }] })).status).toBe(201);
    const cart = await admin('POST', '/projects/shop/carts', { id: 'cart-1', lastModifiedAt: NOW, deleteDaysAfterLastModification: 1 });
    expect(cart).toMatchObject({ status: 201, body: { id: 'cart-1' } });
    await admin('POST', '/clock', { advanceMs: 2 * 86_400_000 });
    const deliveries = await admin('GET', '/events?type=SubscriptionDelivery');
    expect(deliveries.body).toMatchObject({ events: [{ subscriptionKey: 'carts', payload: { resource: { typeId: 'cart', id: 'cart-1' } } }], dropped: 0 });

    const unknown = await admin('POST', '/projects/ghost/stores', { key: 'x' });
    expect(unknown).toMatchObject({ status: 400, body: { message: expect.stringContaining(`POST /__admin/projects {"key":"ghost"}`) } });
    expect((await admin('POST', '/projects/shop/resources', { typeId: 'nothing', key: 'x' })).body.message).toMatch(/typeId/);
    expect((await admin('POST', '/projects/shop/import-containers', { key: 'bad key!' })).status).toBe(400);
    expect((await admin('POST', '/projects/shop/carts', { id: 'old', lastModifiedAt: '2000-01-01T00:00:00Z' })).body.message).toMatch(/already have been deleted/);
    expect((await admin('POST', '/projects/shop/widgets', {})).status).toBe(404);
  });

  it('POST /__admin/tokens issues a token (201) in the token endpoint shape, which the API accepts', async () => {
    const { server, admin } = await start();
    const issued = await admin('POST', '/tokens', { scopes: ['view_project_settings:shop'], expiresIn: 60 });
    expect(issued.status).toBe(201);
    expect(issued.body).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 60, scope: 'view_project_settings:shop' });
    const read = await call(server.url, 'GET', '/shop', undefined, { authorization: `Bearer ${issued.body.access_token}` });
    expect(read.status).toBe(200);
    const update = await call(server.url, 'POST', '/shop', { version: 1, actions: [] }, { authorization: `Bearer ${issued.body.access_token}` });
    expect(update.status).toBe(403);
    expect((await admin('POST', '/tokens', { scopes: ['view_project_settings:shop'] })).body.expires_in).toBe(172_800);

    expect((await admin('POST', '/tokens', {})).body.message).toMatch(/Give the token's scopes/);
    expect((await admin('POST', '/tokens', { scopes: 'manage_project:shop' })).body.message).toMatch(/'scopes' must be a list of strings/);
    expect((await admin('POST', '/tokens', { scopes: ['manage project'] })).body.message).toMatch(/^'scopes' has a malformed scope 'manage project'/);
    expect((await admin('POST', '/tokens', { scopes: ['manage_project:shop'], expiresIn: 0 })).body.message).toMatch(/expiresIn/);
  });
});

describe('the admin API: faults and import outcomes', () => {
  it('POST, GET and DELETE /__admin/faults inject, list and remove status faults', async () => {
    const { admin, api } = await start({ projects: [{ key: 'a' }, { key: 'b' }] });
    const first = await admin('POST', '/faults', { operation: 'getProject', projectKey: 'a', status: 503, times: 2 });
    expect(first).toMatchObject({ status: 201, body: { id: '1', remaining: 2, hits: 0 } });
    const second = await admin('POST', '/faults', { operation: ['getProject'], status: 409, body: { custom: true }, times: null });
    expect(second.body).toEqual({ id: '2', remaining: null, hits: 0 });

    expect((await api('GET', '/a', 'a')).status).toBe(503);
    const custom = await api('GET', '/b', 'b');
    expect(custom).toMatchObject({ status: 409, body: { custom: true } });
    const listed = await admin('GET', '/faults');
    expect(listed.body).toEqual({
      faults: [
        { id: '1', operation: 'getProject', projectKey: 'a', status: 503, times: 2, remaining: 1, hits: 1 },
        { id: '2', operation: ['getProject'], status: 409, body: { custom: true }, times: null, remaining: null, hits: 1 },
      ],
    });
    expect((await admin('DELETE', '/faults/2')).status).toBe(204);
    expect((await api('GET', '/b', 'b')).status).toBe(200);
    expect((await api('GET', '/a', 'a')).status).toBe(503);
    // Used up: gone from the list, and removing it again is harmless.
    expect((await admin('GET', '/faults')).body).toEqual({ faults: [] });
    expect((await admin('DELETE', '/faults/1')).status).toBe(204);
    expect((await admin('DELETE', '/faults/99')).status).toBe(404);

    await admin('POST', '/faults', { status: 500, times: 10 });
    await admin('POST', '/faults', { delayMs: 5 });
    expect((await admin('DELETE', '/faults')).status).toBe(204);
    expect((await admin('GET', '/faults')).body).toEqual({ faults: [] });
    expect((await api('GET', '/a', 'a')).status).toBe(200);
  });

  it('refuses faults it cannot inject with a 400 that says what to change', async () => {
    const { admin } = await start();
    for (const [body, message] of [
      [{ operation: 'getProject', match: 'x' }, /'match' is a function/],
      [{ operation: 'getProject', statusCode: 503 }, /Unknown field 'statusCode'/],
      [{ operation: 'getProjects', status: 503 }, /unknown operation getProjects/],
      [{ operation: 7, status: 503 }, /'operation' must be an operation name/],
      [{ status: 200 }, /status must be an error status/],
      [{ status: '503' }, /'status' must be a number/],
      [{ networkError: 'yes' }, /'networkError' must be a boolean/],
      [{ operation: 'getProject' }, /give a status, networkError: true or delayMs/],
      [{ status: 503, networkError: true }, /not both/],
      [{ status: 503, times: 0 }, /times must be a positive whole number/],
      [{ status: 503, times: 'twice' }, /'times' must be a positive whole number, or null/],
      [{ delayMs: -1 }, /delayMs/],
      [{ projectKey: 5, status: 503 }, /'projectKey' must be a string/],
    ] as const) {
      const answer = await admin('POST', '/faults', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ statusCode: 400, message: expect.stringMatching(message) });
    }
    expect((await admin('GET', '/faults')).body).toEqual({ faults: [] });
  });

  it('a networkError fault resets the connection, and the journal records status 0', async () => {
    const { server, admin } = await start({ auth: false });
    await admin('POST', '/faults', { operation: 'getProject', networkError: true });
    const { port } = new URL(server.url);
    const outcome = await new Promise<string>((resolve) => {
      const outgoing = httpRequest({ host: '127.0.0.1', port, path: '/shop' }, (incoming) => {
        incoming.resume();
        resolve(`answered ${incoming.statusCode}`);
      });
      outgoing.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      outgoing.end();
    });
    expect(outcome).toMatch(/ECONNRESET|socket hang up/);
    await expect(fetch(`${server.url}/shop`).then((response) => response.status)).resolves.toBe(200);
    const journal = await admin('GET', '/requests?operation=getProject');
    expect(journal.body.requests.map((entry: { status: number; faulted: boolean }) => [entry.status, entry.faulted])).toEqual([
      [0, true],
      [200, false],
    ]);
  });

  it('POST and DELETE /__admin/import-outcomes force and stop forcing how import operations end', async () => {
    const { admin, api } = await start({ importContainers: { shop: [{ key: 'catalog' }] } });
    const errors = [{ code: 'InvalidInput', message: 'Forced by the test.' }];
    const injected = await admin('POST', '/import-outcomes', { importContainerKey: 'catalog', state: 'rejected', errors, times: null });
    expect(injected).toMatchObject({ status: 201, body: { id: '1', remaining: null, hits: 0 } });
    const post = () =>
      api('POST', '/shop/categories/import-containers/catalog', 'shop', { type: 'category', resources: [{ key: 'cc', name: { en: 'cc' }, slug: { en: 'cc' } }] });
    const first = (await post()).body.operationStatus[0].operationId as string;
    await admin('POST', '/clock', { advanceMs: 5000 });
    expect((await api('GET', `/shop/import-operations/${first}`, 'shop')).body).toMatchObject({ state: 'rejected', errors });
    expect((await admin('GET', '/events?type=ImportOperationRejected')).body.events).toHaveLength(1);

    expect((await admin('DELETE', '/import-outcomes/1')).status).toBe(204);
    const second = (await post()).body.operationStatus[0].operationId as string;
    await admin('POST', '/clock', { advanceMs: 5000 });
    expect((await api('GET', `/shop/import-operations/${second}`, 'shop')).body).toMatchObject({ state: 'imported' });

    await admin('POST', '/import-outcomes', { state: 'validationFailed' });
    expect((await admin('DELETE', '/import-outcomes')).status).toBe(204);
    expect((await admin('DELETE', '/import-outcomes/5')).status).toBe(404);
    expect((await admin('POST', '/import-outcomes', { state: 'processing' })).body.message).toMatch(/state must be one of/);
    expect((await admin('POST', '/import-outcomes', { state: 'rejected', type: 'widget' })).body.message).toMatch(/type must be an import resource type/);
    expect((await admin('POST', '/import-outcomes', { state: 'rejected', resource: 'x' })).body.message).toMatch(/Unknown field 'resource'/);
  });
});

describe('the admin API: journal and events', () => {
  it('GET /__admin/requests filters by operation and Project, returns the newest n, and counts what the bounded journal dropped', async () => {
    const { admin, api } = await start({ projects: [{ key: 'a' }, { key: 'b' }], journal: { limit: 4 } });
    const token = (await admin('POST', '/tokens', { scopes: ['manage_project:a', 'manage_project:b'] })).body.access_token as string;
    const get = (key: string) => fetch(`${servers[0]!.url}/${key}`, { headers: { authorization: `Bearer ${token}` } }).then((response) => response.text());
    for (const key of ['a', 'b', 'a', 'b', 'a']) await get(key);
    await api('POST', '/a', 'a', { version: 1, actions: [{ action: 'changeName', name: 'x' }] });

    const all = await admin('GET', '/requests');
    expect(all.body).toMatchObject({ total: 4, dropped: 2, limit: 4 });
    expect(all.body.requests.map((entry: { operation: string; projectKey: string }) => `${entry.operation}:${entry.projectKey}`)).toEqual([
      'getProject:a',
      'getProject:b',
      'getProject:a',
      'updateProject:a',
    ]);
    const newest = await admin('GET', '/requests?projectKey=a&operation=getProject&limit=1');
    expect(newest.body).toMatchObject({ total: 2, dropped: 2, limit: 4 });
    expect(newest.body.requests).toHaveLength(1);
    expect(newest.body.requests[0]).toMatchObject({ operation: 'getProject', projectKey: 'a', status: 200, authorization: expect.stringMatching(/^Bearer \*{4}/) });
    expect((await admin('GET', '/requests?limit=0')).body.requests).toEqual([]);
    expect((await admin('GET', '/health')).body.journal).toEqual({ size: 4, limit: 4, dropped: 2 });

    for (const query of ['limit=-1', 'limit=two', 'operation=getProjects', 'op=getProject', 'limit=1&limit=2']) {
      expect((await admin('GET', `/requests?${query}`)).status, query).toBe(400);
    }

    expect((await admin('DELETE', '/requests')).status).toBe(204);
    expect((await admin('GET', '/requests')).body).toEqual({ requests: [], total: 0, dropped: 0, limit: 4 });
    // Only the journal: the update stays.
    expect((await api('GET', '/a', 'a')).body).toMatchObject({ name: 'x', version: 2 });
  });

  it('POST /__admin/requests/wait answers as soon as a matching request arrives', async () => {
    const { server, admin } = await start({ auth: false });
    const started = Date.now();
    const waiting = admin('POST', '/requests/wait', { operation: 'updateProject', projectKey: 'shop', count: 2, timeoutMs: 5000 });
    await fetch(`${server.url}/shop`).then((response) => response.text());
    const update = (version: number) =>
      fetch(`${server.url}/shop`, { method: 'POST', body: JSON.stringify({ version, actions: [{ action: 'changeName', name: `v${version}` }] }) }).then((response) =>
        response.text(),
      );
    await update(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await update(2);
    const answer = await waiting;
    expect(answer.status).toBe(200);
    expect(answer.body.requests.map((entry: { operation: string; status: number }) => [entry.operation, entry.status])).toEqual([
      ['updateProject', 200],
      ['updateProject', 200],
    ]);
    expect(Date.now() - started).toBeLessThan(2000);

    // Entries held already count: this one answers at once.
    const held = await admin('POST', '/requests/wait', { operation: 'getProject' });
    expect(held).toMatchObject({ status: 200, body: { requests: [{ operation: 'getProject' }] } });
    const empty = await admin('POST', '/requests/wait', '');
    expect(empty.status).toBe(200);
  });

  it('POST /__admin/requests/wait answers 408 with what the journal holds when the time is up', async () => {
    const { server, admin } = await start({ auth: false });
    await fetch(`${server.url}/shop`).then((response) => response.text());
    const started = Date.now();
    const answer = await admin('POST', '/requests/wait', { operation: 'getProject', count: 3, timeoutMs: 150 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(answer.status).toBe(408);
    expect(answer.body).toMatchObject({ statusCode: 408, message: expect.stringMatching(/Waited 150 ms for 3/), requests: [{ operation: 'getProject' }] });

    for (const [body, message] of [
      [{ count: 0 }, /'count' must be a whole number from 1/],
      [{ timeoutMs: -1 }, /'timeoutMs' must be a whole number from 0/],
      [{ operation: 'nothing' }, /'operation' must be one of/],
      [{ count: 20_000 }, /holds at most 10000 entries/],
      [{ timeout: 5 }, /Unknown field 'timeout'/],
      ['[1]', /The body is a list/],
    ] as const) {
      const refused = await admin('POST', '/requests/wait', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.message).toMatch(message);
    }
  });

  it('a wait under way ends with 503 when the server closes, and stops when its client goes', async () => {
    const { server, admin } = await start();
    const abandoned = new AbortController();
    const gone = fetch(`${server.url}/__admin/requests/wait`, { method: 'POST', body: '{"timeoutMs":60000}', signal: abandoned.signal });
    const waiting = admin('POST', '/requests/wait', { timeoutMs: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    abandoned.abort();
    await expect(gone).rejects.toThrow();
    const closing = server.close();
    expect((await waiting).status).toBe(503);
    await closing;
  });

  it('GET /__admin/events lists the events, filtered by type, with what the bounded log dropped', async () => {
    const { admin, api } = await start({ journal: { limit: 2 } });
    for (const key of ['c1', 'c2', 'c3']) await api('POST', '/shop/import-containers', 'shop', { key });
    await api('DELETE', '/shop/import-containers/c3?version=1', 'shop');
    const all = await admin('GET', '/events');
    expect(all.body.dropped).toBe(2);
    expect(all.body.events.map((event: { type: string; data: { key: string } }) => `${event.type}:${event.data.key}`)).toEqual([
      'ImportContainerCreated:c3',
      'ImportContainerDeleted:c3',
    ]);
    expect((await admin('GET', '/events?type=ImportContainerDeleted')).body.events).toHaveLength(1);
    expect((await admin('GET', '/events?type=ContainerDeleted')).body.message).toMatch(/'type' must be one of/);
  });
});

describe('the admin API: routes, input and lifecycle', () => {
  it('answers unknown admin routes with 404, and bad paths and queries with 400', async () => {
    const { admin } = await start();
    for (const [method, path] of [
      ['GET', ''],
      ['GET', '/'],
      ['GET', '/nothing'],
      ['PUT', '/health'],
      ['GET', '/reset'],
      ['POST', '/faults/1'],
      ['GET', '/projects/shop'],
      ['HEAD', '/health'],
    ] as const) {
      const answer = await admin(method, path);
      expect(answer.status, `${method} ${path}`).toBe(404);
      if (method !== 'HEAD') expect(answer.body).toMatchObject({ statusCode: 404, message: expect.stringContaining('No admin route answers') });
    }
    expect((await admin('PUT', '/health')).body.message).toMatch(/This path takes GET/);
    expect((await admin('GET', '/health?verbose=1')).body.message).toMatch(/Unknown query parameter 'verbose'. This route takes none/);
    expect((await admin('POST', '/projects/%E0%A4%A/stores', {})).status).toBe(400);
  });

  it('never crashes on odd bodies: every POST route answers them with a 400', async () => {
    const { server, admin } = await start();
    const routes = [
      '/reset',
      '/clock',
      '/projects',
      '/projects/shop/stores',
      '/projects/shop/import-containers',
      '/projects/shop/resources',
      '/projects/shop/carts',
      '/projects/shop/subscriptions',
      '/tokens',
      '/faults',
      '/import-outcomes',
      '/requests/wait',
    ];
    const bodies = ['{', 'null', '42', '"text"', '[]', '{"__proto__":{"polluted":true}}', '{"key":{"nested":[1,2,{}]}}', '\u0000\uffff', '{"a":1}'.repeat(3)];
    for (const route of routes) {
      for (const body of bodies) {
        const answer = await admin('POST', route, body);
        if (route === '/reset' && body === '{"__proto__":{"polluted":true}}') {
          // An own __proto__ field is unknown like any other.
          expect(answer.status).toBe(400);
          continue;
        }
        expect([400, 201, 200, 204], `${route} ${body}`).toContain(answer.status);
        if (answer.status === 400) expect(answer.body).toMatchObject({ statusCode: 400, message: expect.any(String) });
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((await admin('GET', '/health')).status).toBe(200);
    expect((await call(server.url, 'GET', '/shop')).status).toBe(401);
  });

  it('POST /__admin/shutdown answers 202, then the server closes', async () => {
    const { server, admin } = await start();
    const answer = await admin('POST', '/shutdown');
    expect(answer).toMatchObject({ status: 202, body: { status: 'shutting down' } });
    await server.closed;
    await expect(fetch(`${server.url}/__admin/health`)).rejects.toThrow();
  });

  it('close() lets a request in flight finish, then refuses connections', async () => {
    const { server, admin } = await start({ auth: false });
    await admin('POST', '/faults', { operation: 'getProject', delayMs: 300 });
    const inFlight = fetch(`${server.url}/shop`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = server.close();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ key: 'shop' });
    await closing;
    await expect(fetch(`${server.url}/shop`)).rejects.toThrow();
  });

  it('admin: false removes the admin routes (404), and the API still answers', async () => {
    const { server, admin } = await start({ admin: false, auth: false });
    const answer = await admin('GET', '/health');
    expect(answer.status).toBe(404);
    expect(answer.body.message).toMatch(/--no-admin/);
    expect((await call(server.url, 'GET', '/shop')).status).toBe(200);
    expect(server.mock.requests).toHaveLength(1);
  });

  it("clock: 'real' follows wall time from now; the default stands still", async () => {
    const real = await start({ clock: 'real' });
    const frozen = await start();
    await new Promise((resolve) => setTimeout(resolve, 120));
    const moved = Date.parse((await real.admin('GET', '/clock')).body.now) - Date.parse(NOW);
    expect(moved).toBeGreaterThanOrEqual(100);
    expect(moved).toBeLessThan(5000);
    expect((await frozen.admin('GET', '/clock')).body.now).toBe(NOW);
    // Set, it goes on from there.
    await real.admin('POST', '/clock', { set: '2040-01-01T00:00:00.000Z' });
    await new Promise((resolve) => setTimeout(resolve, 30));
    const after = Date.parse((await real.admin('GET', '/clock')).body.now) - Date.parse('2040-01-01T00:00:00.000Z');
    expect(after).toBeGreaterThanOrEqual(20);
    expect(after).toBeLessThan(5000);
  });
});

/** A non-loopback IPv4 address of this machine, if it has one. */
function ownNonLoopbackAddress(): string | undefined {
  for (const entries of Object.values(networkInterfaces())) {
    for (const entry of entries ?? []) if (entry.family === 'IPv4' && !entry.internal) return entry.address;
  }
  return undefined;
}

const ownAddress = ownNonLoopbackAddress();

describe('the admin API: access', () => {
  it('with a token, every admin route needs Authorization: Bearer <token> (401 otherwise); the API is unaffected', async () => {
    const { server, admin } = await start({ admin: { token: 's3cret-token' }, auth: false });
    for (const headers of [{}, { authorization: 'Bearer wrong' }, { authorization: 'Bearer s3cret-token-and-more' }, { authorization: 'Basic s3cret-token' }, { authorization: 'Bearer' }] as Record<string, string>[]) {
      const answer = await admin('GET', '/health', undefined, headers);
      expect(answer.status, JSON.stringify(headers)).toBe(401);
      expect(answer.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(answer.body.message).toMatch(/--admin-token/);
    }
    // Unknown routes too: nothing is told without the token.
    expect((await admin('GET', '/nothing')).status).toBe(401);
    expect((await admin('POST', '/shutdown')).status).toBe(401);
    const ok = await admin('GET', '/health', undefined, { authorization: 'Bearer s3cret-token' });
    expect(ok.status).toBe(200);
    expect((await admin('GET', '/health', undefined, { authorization: 'bearer   s3cret-token ' })).status).toBe(200);
    expect((await call(server.url, 'GET', '/shop')).status).toBe(200);
  });

  it('refuses an empty token', async () => {
    await expect(serve({ port: 0, admin: { token: '' } })).rejects.toThrow(/non-empty/);
  });

  it('bound to 0.0.0.0 without a token, answers 403 naming --admin-token, even from loopback; with one, 200', async () => {
    const open = await start({ host: '0.0.0.0', auth: false });
    const port = new URL(open.server.url).port;
    const local = `http://127.0.0.1:${port}`;
    const refused = await call(local, 'GET', '/__admin/health');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ statusCode: 403, message: expect.stringContaining('--admin-token') });
    expect((await call(local, 'POST', '/__admin/reset')).status).toBe(403);
    expect((await call(local, 'GET', '/shop')).status).toBe(200);

    const guarded = await start({ host: '0.0.0.0', admin: { token: 'abc' } });
    const guardedLocal = `http://127.0.0.1:${new URL(guarded.server.url).port}`;
    expect((await call(guardedLocal, 'GET', '/__admin/health', undefined, { authorization: 'Bearer abc' })).status).toBe(200);
  });

  it.skipIf(ownAddress === undefined)(
    `bound to this machine's own non-loopback address (${ownAddress ?? 'none found: skipped'}) without a token, answers 403`,
    async () => {
      const { server, admin } = await start({ host: ownAddress });
      const answer = await admin('GET', '/health');
      expect(answer.status).toBe(403);
      expect(answer.body.message).toContain(`bound to ${ownAddress}`);
      const guarded = await start({ host: ownAddress, admin: { token: 'abc' } });
      expect((await guarded.admin('GET', '/health', undefined, { authorization: 'Bearer abc' })).status).toBe(200);
      expect(server.url).toContain(ownAddress);
    },
  );
});
