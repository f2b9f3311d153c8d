import { afterEach, describe, expect, it } from 'vitest';
import { serve, type RunningServer, type ServeOptions } from '../../src/cli/serve.js';

// Issue 23 over real HTTP: stubs through the admin API (/__admin/stubs), the 501 for what the
// mock does not model, and X-Correlation-ID on the served answers, the admin API's included, with
// the journal filtered by it.

const NOW = '2030-01-01T00:00:00.000Z';

interface Answer {
  readonly status: number;
  readonly body: unknown;
  readonly headers: Headers;
}

async function call(base: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
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
  const api = (method: string, path: string, body?: unknown, headers?: Record<string, string>) => call(server.url, method, path, body, headers);
  return { server, admin, api };
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const messageOf = (answer: Answer) => (answer.body as { message?: string }).message ?? '';

describe('/__admin/stubs', () => {
  it('adds a stub that answers the served path, lists it with its hits, and removes it', async () => {
    const { admin, api } = await start();
    const added = await admin('POST', '/stubs', { method: 'GET', path: '/shop/carts/*', status: 200, headers: { 'X-Stub': 'yes' }, body: { id: 'p1' } });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ id: '1', method: 'GET', path: '/shop/carts/*', status: 200, headers: { 'x-stub': 'yes', 'content-type': 'application/json' }, body: { id: 'p1' }, hits: 0 });

    const answered = await api('GET', '/shop/carts/p1');
    expect([answered.status, answered.body, answered.headers.get('x-stub')]).toEqual([200, { id: 'p1' }, 'yes']);
    expect(answered.headers.get('x-correlation-id')).toBe('projects-00000000-0000-4000-9000-000000000001');
    expect((await admin('GET', '/stubs')).body).toEqual({ stubs: [{ ...(added.body as object), hits: 1 }] });
    expect((await admin('GET', '/requests?operation=stub')).body).toMatchObject({ requests: [{ operation: 'stub', method: 'GET', status: 200 }], total: 1 });

    expect((await admin('DELETE', '/stubs/1')).status).toBe(204);
    expect((await admin('DELETE', '/stubs/1')).status).toBe(204);
    expect((await admin('GET', '/stubs')).body).toEqual({ stubs: [] });
    const after = await api('GET', '/shop/carts/p1');
    expect(after.status).toBe(501);
    expect(messageOf(after)).toContain('does not model GET /shop/carts/p1');
  });

  it('answers 404 for an id never given, and DELETE without an id removes every stub', async () => {
    const { admin } = await start();
    await admin('POST', '/stubs', { method: 'GET', path: '/a', status: 200 });
    await admin('POST', '/stubs', { method: 'GET', path: '/b', status: 200 });
    const unknown = await admin('DELETE', '/stubs/7');
    expect(unknown.status).toBe(404);
    expect(messageOf(unknown)).toMatch(/There is no stub with the id '7'/);
    expect((await admin('DELETE', '/stubs/x')).status).toBe(404);
    expect((await admin('DELETE', '/stubs')).status).toBe(204);
    expect((await admin('GET', '/stubs')).body).toEqual({ stubs: [] });
  });

  it('lists stubs the serving process added in-process, under the same ids', async () => {
    const { server, admin } = await start();
    const stub = await server.mock.stub({ method: 'PUT', path: '/shop/me', status: 200, body: 'ok' });
    expect((await admin('GET', '/stubs')).body).toMatchObject({ stubs: [{ id: stub.id, method: 'PUT', path: '/shop/me' }] });
    expect((await admin('DELETE', `/stubs/${stub.id}`)).status).toBe(204);
    expect(server.mock.stubs).toEqual([]);
  });

  it('keeps stubs through a per-Project reset, and loses them with a full one', async () => {
    const { admin, api } = await start();
    await admin('POST', '/stubs', { method: 'GET', path: '/shop/carts', status: 200 });
    expect((await admin('POST', '/reset', { projects: ['shop'] })).status).toBe(204);
    expect((await api('GET', '/shop/carts')).status).toBe(200);
    expect((await admin('POST', '/reset')).status).toBe(204);
    expect((await api('GET', '/shop/carts')).status).toBe(501);
  });

  it.each([
    ['a body that is not JSON', '{"method": "GET"', /The body is not JSON/],
    ['a list', '[]', /The body is a list/],
    ['an unknown field', { method: 'GET', path: '/x', status: 200, times: 2 }, /options have no 'times'/],
    ['no status', { method: 'GET', path: '/x' }, /'status' must be a whole number from 200 to 599, not undefined/],
    ['a status as text', { method: 'GET', path: '/x', status: 'ok' }, /'status' must be a whole number from 200 to 599, not "ok"/],
    ['a path without its slash', { method: 'GET', path: 'x', status: 200 }, /'path' must be a path that starts with \//],
    ['a method that is a number', { method: 7, path: '/x', status: 200 }, /'method' must be an HTTP method/],
    ['headers with a number', { method: 'GET', path: '/x', status: 200, headers: { a: 1 } }, /'headers' must be an object of header names to string values/],
    ['a header name fetch refuses', { method: 'GET', path: '/x', status: 200, headers: { 'a b': 'c' } }, /'headers' holds a name or value fetch refuses/],
    ['a body with 304', { method: 'GET', path: '/x', status: 304, body: 'x' }, /'body' cannot go with status 304/],
    ['a modelled route', { method: 'GET', path: '/shop', status: 200 }, /GET \/shop is one the mock models \(getProject\)/],
  ])('refuses %s with a 400 that names the field, never a 500', async (_, body, message) => {
    const { admin } = await start();
    const refused = await admin('POST', '/stubs', body);
    expect(refused.status).toBe(400);
    expect(messageOf(refused)).toMatch(message);
    expect((await admin('GET', '/stubs')).body).toEqual({ stubs: [] });
  });

  it('refuses a query parameter, and keeps the admin token rules', async () => {
    const { admin } = await start({ admin: { token: 's3cret' } });
    expect((await admin('GET', '/stubs')).status).toBe(401);
    expect((await admin('POST', '/stubs', { method: 'GET', path: '/x/y', status: 200 })).status).toBe(401);
    const auth = { authorization: 'Bearer s3cret' };
    expect((await admin('GET', '/stubs?id=1', undefined, auth)).status).toBe(400);
    expect((await admin('POST', '/stubs', { method: 'GET', path: '/x/y', status: 200 }, auth)).status).toBe(201);
    expect((await admin('DELETE', '/stubs/1', undefined)).status).toBe(401);
  });
});

describe('X-Correlation-ID over real HTTP', () => {
  it('is on every served answer, the admin API’s too, and filters the journal', async () => {
    const { admin, api } = await start();
    const token = ((await admin('POST', '/tokens', { scopes: ['manage_project:shop'] })).body as { access_token: string }).access_token;
    const mine = await api('GET', '/shop', undefined, { authorization: `Bearer ${token}`, 'x-correlation-id': 'e2e-42' });
    expect(mine.headers.get('x-correlation-id')).toBe('e2e-42');
    const head = await api('HEAD', '/shop');
    expect([head.status, head.headers.get('x-correlation-id')]).toEqual([401, 'projects-00000000-0000-4000-9000-000000000001']);

    const filtered = await admin('GET', '/requests?correlationId=e2e-42');
    expect(filtered.body).toMatchObject({ requests: [{ operation: 'getProject', correlationId: 'e2e-42' }], total: 1 });
    const waited = await admin('POST', '/requests/wait', { correlationId: 'e2e-42', timeoutMs: 1000 });
    expect(waited.body).toMatchObject({ requests: [{ correlationId: 'e2e-42' }] });

    // The admin API's own answers: the call's id, or one of its own, counted apart from the mock's.
    expect((await admin('GET', '/health', undefined, { 'x-correlation-id': 'admin-call-1' })).headers.get('x-correlation-id')).toBe('admin-call-1');
    expect((await admin('GET', '/health')).headers.get('x-correlation-id')).toMatch(/^admin-00000000-0000-4000-9000-[0-9a-f]{12}$/);
    expect((await admin('GET', '/nothing')).headers.get('x-correlation-id')).toMatch(/^admin-/);
    expect((await admin('GET', '/requests?correlationId=a&correlationId=b')).status).toBe(400);
  });

  it('is on the served answers of a server without an admin API', async () => {
    const { admin } = await start({ admin: false });
    const off = await admin('GET', '/health', undefined, { 'x-correlation-id': 'off-1' });
    expect([off.status, off.headers.get('x-correlation-id')]).toEqual([404, 'off-1']);
  });
});
