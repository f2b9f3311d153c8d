import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serve, type RunningServer } from '../../src/cli/serve.js';
import { connectCommercetoolsMock, RemoteMockError, type RemoteCommercetoolsMock } from '../../src/remote/index.js';

// The remote client against a mock served over real HTTP on loopback: every control, as a test in
// another process (a Playwright suite, a JVM service's tests) would use it.

const NOW = '2030-01-01T00:00:00.000Z';
let server: RunningServer;
let ct: RemoteCommercetoolsMock;

beforeAll(async () => {
  server = await serve({ port: 0, now: NOW, projects: [{ key: 'shop' }, { key: 'other' }], admin: { token: 'admin-secret' } });
  ct = connectCommercetoolsMock(server.url, { adminToken: 'admin-secret' });
});
afterAll(() => server.close());
beforeEach(() => ct.reset());

const getProject = (token: string, key = 'shop') => fetch(`${server.url}/${key}`, { headers: { authorization: `Bearer ${token}` } });

describe('connectCommercetoolsMock', () => {
  it('reads health, and moves the clock', async () => {
    expect(await ct.health()).toMatchObject({ status: 'ok', projects: ['shop', 'other'] });
    expect(await ct.clock.isoNow()).toBe(NOW);
    await ct.clock.advance(60_000);
    expect(await ct.clock.now()).toBe(Date.parse(NOW) + 60_000);
    await ct.clock.set(new Date('2031-01-01T00:00:00.000Z'));
    expect(await ct.clock.isoNow()).toBe('2031-01-01T00:00:00.000Z');
  });

  it('issues tokens that the served API accepts, and journals what it answered', async () => {
    const token = await ct.issueToken({ scopes: ['view_project_settings:shop'] });
    expect((await getProject(token)).status).toBe(200);
    expect((await getProject(token, 'other')).status).toBe(403);
    const requests = await ct.requests({ projectKey: 'shop' });
    expect(requests.map((entry) => [entry.operation, entry.status])).toEqual([['getProject', 200]]);
    expect((await ct.requests({ limit: 1 })).map((entry) => entry.projectKey)).toEqual(['other']);
  });

  it('injects a fault and removes it', async () => {
    const token = await ct.issueToken({ scopes: ['manage_project:shop'] });
    const fault = await ct.inject({ operation: 'getProject', status: 503, times: Infinity });
    expect([fault.remaining, fault.hits]).toEqual([Infinity, 0]);
    expect((await getProject(token)).status).toBe(503);
    expect((await getProject(token)).status).toBe(503);
    await fault.remove();
    expect((await getProject(token)).status).toBe(200);
  });

  it("keeps a fault handle's counts as injected, and reads them now, a used-up fault's too", async () => {
    const token = await ct.issueToken({ scopes: ['manage_project:shop'] });
    const fault = await ct.inject({ operation: 'getProject', status: 503, times: 1 });
    expect((await getProject(token)).status).toBe(503);
    expect((await getProject(token)).status).toBe(200);
    // The handle's properties are the POST's answer; read() asks the server.
    expect([fault.remaining, fault.hits]).toEqual([1, 0]);
    expect(await fault.read()).toEqual({ remaining: 0, hits: 1 });
    // Used up, it leaves the list of live faults, but its id still reads.
    const listed = await fetch(`${server.url}/__admin/faults`, { headers: { authorization: 'Bearer admin-secret' } });
    expect(await listed.json()).toEqual({ faults: [] });
    const endless = await ct.inject({ operation: 'getProject', status: 503, times: Infinity });
    await getProject(token);
    expect(await endless.read()).toEqual({ remaining: Infinity, hits: 1 });
    await fault.remove();
    await expect(fault.read()).rejects.toMatchObject({ status: 404 });
  });

  it('declares customers the served password flow signs in, and Associate Roles the served update takes', async () => {
    const customer = await ct.addCustomer('shop', { email: 'jen@example.com', password: 'secret' });
    expect(customer).toStrictEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), email: 'jen@example.com' });
    const login = await fetch(`${server.url}/oauth/shop/customers/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${btoa('any:secret')}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=password&username=jen%40example.com&password=secret',
    });
    expect(((await login.json()) as { scope: string }).scope).toBe(`manage_project:shop customer_id:${customer.id}`);

    expect(await ct.addAssociateRole('shop', { key: 'buyer' })).toStrictEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), key: 'buyer' });
    const token = await ct.issueToken({ scopes: ['manage_project:shop'] });
    const update = await fetch(`${server.url}/shop`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ version: 1, actions: [{ action: 'setMyBusinessUnitAssociateRoleOnCreation', associateRole: { typeId: 'associate-role', key: 'buyer' } }] }),
    });
    expect(update.status).toBe(200);
    await expect(ct.addAssociateRole('shop', { key: 'buyer' })).rejects.toThrow("already has the Associate Role 'buyer'");
    await ct.reset();
  });

  it('seeds Projects, Stores, containers, resources, carts and subscriptions', async () => {
    expect(await ct.addProject({ key: 'worker-1', currencies: ['EUR'] })).toMatchObject({ key: 'worker-1', version: 1 });
    expect(await ct.addStore('worker-1', { key: 'berlin', languages: ['en'] })).toMatchObject({ key: 'berlin' });
    expect(await ct.addImportContainer('worker-1', { key: 'catalog' })).toMatchObject({ key: 'catalog', version: 1 });
    await ct.addResource('worker-1', { typeId: 'product-type', key: 'clothing' });
    await ct.addCart('worker-1', { id: 'cart-1', lastModifiedAt: NOW });
    await ct.addSubscription('worker-1', { key: 'carts', changes: [{ resourceTypeId: 'cart' }] });
    expect((await ct.health()).projects).toContain('worker-1');
    await ct.reset();
    expect((await ct.health()).projects).not.toContain('worker-1');
  });

  it('forces an import outcome and reads the event it records', async () => {
    await ct.addImportContainer('shop', { key: 'catalog' });
    const outcome = await ct.injectImportOutcome({ state: 'rejected' });
    const token = await ct.issueToken({ scopes: ['manage_project:shop'] });
    const posted = await fetch(`${server.url}/shop/categories/import-containers/catalog`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'category', resources: [{ key: 'cc', name: { en: 'cc' }, slug: { en: 'cc' } }] }),
    });
    expect(posted.status).toBe(201);
    await ct.clock.advance(5000);
    expect((await ct.events({ type: 'ImportOperationRejected' })).map((event) => event.type)).toEqual(['ImportOperationRejected']);
    await outcome.remove();
  });

  it('waits for requests without polling, and rejects with what the journal holds when the time is up', async () => {
    const token = await ct.issueToken({ scopes: ['manage_project:shop'] });
    const waiting = ct.waitForRequests({ operation: 'getProject', count: 2, timeoutMs: 5000 });
    await getProject(token);
    await getProject(token);
    expect((await waiting).map((entry) => entry.operation)).toEqual(['getProject', 'getProject']);
    const late = await ct.waitForRequests({ operation: 'updateProject', timeoutMs: 50 }).catch((error: unknown) => error);
    expect(late).toBeInstanceOf(RemoteMockError);
    expect((late as RemoteMockError).status).toBe(408);
  });

  it('resets one Project beside another', async () => {
    const token = await ct.issueToken({ scopes: ['manage_project:shop', 'manage_project:other'] });
    const rename = (key: string) =>
      fetch(`${server.url}/${key}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ version: 1, actions: [{ action: 'changeName', name: 'Renamed' }] }),
      });
    await rename('shop');
    await rename('other');
    await ct.reset({ projects: ['shop'] });
    // The journal lets go of the requests to shop, and keeps other's.
    expect((await ct.requests()).map((entry) => [entry.operation, entry.projectKey])).toEqual([['updateProject', 'other']]);
    expect(((await (await getProject(token, 'shop')).json()) as { version: number }).version).toBe(1);
    expect(((await (await getProject(token, 'other')).json()) as { version: number }).version).toBe(2);
  });

  it("throws the server's own message for refused input, and names a missing token", async () => {
    await expect(ct.addProject({ key: '_hidden' })).rejects.toThrow(/answered 400/);
    await expect(ct.clock.advance(-1)).rejects.toBeInstanceOf(RemoteMockError);
    const anonymous = connectCommercetoolsMock(server.url);
    await expect(anonymous.health()).rejects.toMatchObject({ status: 401 });
    const nowhere = connectCommercetoolsMock('http://127.0.0.1:1');
    await expect(nowhere.health()).rejects.toThrow(/Is the server running\?/);
  });
});
