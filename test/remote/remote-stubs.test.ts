import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serve, type RunningServer } from '../../src/cli/serve.js';
import { connectCommercetoolsMock, RemoteMockError, type RemoteCommercetoolsMock } from '../../src/remote/index.js';

// The remote client's stubs and its journal filter by X-Correlation-ID, against a mock served over
// real HTTP, as a test in another process would use them.

let server: RunningServer;
let ct: RemoteCommercetoolsMock;

beforeAll(async () => {
  server = await serve({ port: 0, now: '2030-01-01T00:00:00.000Z', admin: { token: 'admin-secret' } });
  ct = connectCommercetoolsMock(server.url, { adminToken: 'admin-secret' });
});
afterAll(() => server.close());
beforeEach(() => ct.reset());

describe('connectCommercetoolsMock: stubs', () => {
  it('adds a stub the served mock answers with, lists it with its hits, and removes it', async () => {
    const stub = await ct.stub({ method: 'GET', path: '/shop/carts', status: 200, body: { results: [] } });
    expect([stub.id, stub.hits]).toEqual([expect.stringMatching(/^\d+$/), 0]);
    const response = await fetch(`${server.url}/shop/carts`);
    expect([response.status, await response.json()]).toEqual([200, { results: [] }]);
    expect(await ct.stubs()).toEqual([
      { id: stub.id, method: 'GET', path: '/shop/carts', status: 200, headers: { 'content-type': 'application/json' }, body: { results: [] }, hits: 1 },
    ]);
    await stub.remove();
    expect(await ct.stubs()).toEqual([]);
    expect((await fetch(`${server.url}/shop/carts`)).status).toBe(501);
  });

  it("rejects a stub the server refuses with the server's message, naming the field", async () => {
    const refused = await ct.stub({ method: 'GET', path: '/shop/carts', status: 99 }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RemoteMockError);
    expect(refused).toMatchObject({ status: 400, message: expect.stringMatching(/'status' must be a whole number from 200 to 599, not 99/) });
    await expect(ct.stub({ method: 'HEAD', path: '/shop', status: 200 })).rejects.toThrow(/HEAD \/shop is one the mock models \(headProject\)/);
  });
});

describe('connectCommercetoolsMock: the journal by correlation id', () => {
  it('reads and waits for the requests whose answers carried an id, and those the mock did not model', async () => {
    const token = await ct.issueToken({ scopes: ['manage_project:shop'] });
    await fetch(`${server.url}/shop`, { headers: { authorization: `Bearer ${token}`, 'x-correlation-id': 'remote-7' } });
    await fetch(`${server.url}/shop/carts`);
    expect((await ct.requests({ correlationId: 'remote-7' })).map((entry) => entry.operation)).toEqual(['getProject']);
    expect((await ct.requests({ operation: 'unmodelled' })).map((entry) => entry.url)).toEqual([`${server.url}/shop/carts`]);
    const [waited] = await ct.waitForRequests({ correlationId: 'remote-7', timeoutMs: 1000 });
    expect(waited).toMatchObject({ operation: 'getProject', correlationId: 'remote-7', status: 200 });
  });
});
