import { afterEach, describe, expect, it } from 'vitest';
import { serve, type RunningServer } from '../../src/cli/serve.js';
import { createCommercetoolsMock, type ClientDefinition, type CommercetoolsMock } from '../../src/index.js';
import { connectCommercetoolsMock } from '../../src/remote/index.js';
import { AUTH_HOST } from '../support/sdk.js';

// Issue 31: clients a test configures after the mock is created, in process (ct.addClient), served
// (POST /__admin/clients, the remote client's addClient) and in serve's config: each follows the
// platform's client rules, as auth.clients do.

const basic = (clientId: string, clientSecret: string) => `Basic ${btoa(`${clientId}:${clientSecret}`)}`;

async function tokenRequest(fetcher: typeof fetch, base: string, authorization: string, body = 'grant_type=client_credentials') {
  const response = await fetcher(`${base}/oauth/token`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const IMPORTER = { clientId: 'importer', clientSecret: 'importer-secret', scopes: ['manage_products:shop'] };

describe('ct.addClient', () => {
  const request = (ct: CommercetoolsMock, authorization: string, body?: string) => tokenRequest(ct.fetch, AUTH_HOST, authorization, body);

  it('adds a client that gets its own scopes, and may request only those', async () => {
    const ct = createCommercetoolsMock({ projects: [{ key: 'shop' }], auth: { clients: [] } });
    expect((await request(ct, basic('importer', 'importer-secret'))).status).toBe(401);
    expect(ct.addClient(IMPORTER)).toEqual(IMPORTER);
    expect((await request(ct, basic('importer', 'importer-secret'))).body).toMatchObject({ scope: 'manage_products:shop' });
    expect((await request(ct, basic('importer', 'importer-secret'), 'grant_type=client_credentials&scope=view_products:shop')).body).toMatchObject({
      error: 'invalid_scope',
      message: 'Permissions exceeded. Only the following permissions can be requested: manage_products',
    });
    expect((await request(ct, basic('importer', 'wrong'))).status).toBe(401);
  });

  it('keeps the default client beside it on a mock created without auth.clients', async () => {
    const ct = createCommercetoolsMock({ projects: [{ key: 'shop' }] });
    ct.addClient(IMPORTER);
    expect((await request(ct, basic('anyone', 'anything'), 'grant_type=client_credentials&scope=view_products:shop')).status).toBe(200);
    // The added client's id now needs its secret, and follows the rules of configured clients.
    expect((await request(ct, basic('importer', 'anything'))).status).toBe(401);
    expect((await request(ct, basic('importer', 'importer-secret'), 'grant_type=client_credentials&scope=view_products:shop')).status).toBe(400);
  });

  it('is dropped by a reset, while the clients of auth.clients stay', async () => {
    const ct = createCommercetoolsMock({ projects: [{ key: 'shop' }], auth: { clients: [{ clientId: 'ci', clientSecret: 's', scopes: ['manage_project:shop'] }] } });
    ct.addClient(IMPORTER);
    ct.reset();
    expect((await request(ct, basic('importer', 'importer-secret'))).status).toBe(401);
    expect((await request(ct, basic('ci', 's'))).status).toBe(200);
    ct.addClient(IMPORTER);
    expect((await request(ct, basic('importer', 'importer-secret'))).status).toBe(200);
  });

  it('is dropped by a reset of its Project, and of its Project alone', async () => {
    const ct = createCommercetoolsMock({ projects: [{ key: 'shop' }, { key: 'outlet' }], auth: { clients: [] } });
    ct.addClient(IMPORTER);
    ct.addClient({ clientId: 'outlet', clientSecret: 's', scopes: ['manage_project:outlet'] });
    ct.reset({ projects: ['shop'] });
    expect((await request(ct, basic('importer', 'importer-secret'))).status).toBe(401);
    expect((await request(ct, basic('outlet', 's'))).status).toBe(200);
    // A parallel worker adds its client again for its next test.
    expect(ct.addClient(IMPORTER)).toEqual(IMPORTER);
  });

  it('refuses what the platform could not create, and keeps nothing of it', async () => {
    const ct = createCommercetoolsMock({ projects: [{ key: 'shop' }, { key: 'other' }] });
    expect(() => ct.addClient({ clientId: 'both', clientSecret: 's', scopes: ['manage_project:shop', 'manage_project:other'] })).toThrow(
      /has scopes of several Projects \(shop, other\)/,
    );
    expect(() => ct.addClient({ clientId: 'typo', clientSecret: 's', scopes: ['manage project:shop'] })).toThrow(/malformed scope 'manage project:shop'/);
    expect(() => ct.addClient({ clientId: '', clientSecret: 's', scopes: [] })).toThrow(/needs a clientId, a clientSecret and its scopes/);
    expect(() => ct.addClient({ clientId: 'x', clientSecret: 's', scopes: ['manage_project:shop'], refreshTokenValiditySeconds: -5 })).toThrow(
      /refreshTokenValiditySeconds as a whole number of seconds above 0, not -5/,
    );
    ct.addClient(IMPORTER);
    expect(() => ct.addClient({ ...IMPORTER, clientSecret: 'other' })).toThrow("commercetools-msw: a client with the id 'importer' already exists. Client ids are unique.");
    expect((await request(ct, basic('both', 's'), 'grant_type=client_credentials&scope=manage_project:shop')).status).toBe(200);
    expect((await request(ct, basic('importer', 'other'))).status).toBe(401);
  });

  it.each([
    ['no client', undefined],
    ['no id', { clientSecret: 's', scopes: ['manage_project:shop'] }],
    ['an id that is no string', { clientId: 7, clientSecret: 's', scopes: ['manage_project:shop'] }],
    ['an empty id', { clientId: '', clientSecret: 's', scopes: ['manage_project:shop'] }],
    ['an empty secret', { clientId: 'c', clientSecret: '', scopes: ['manage_project:shop'] }],
    ['a secret that is no string', { clientId: 'c', clientSecret: 5, scopes: ['manage_project:shop'] }],
    ['scopes that are no list', { clientId: 'c', clientSecret: 's', scopes: 'manage_project:shop' }],
    ['no scopes', { clientId: 'c', clientSecret: 's', scopes: [] }],
  ])('refuses a client with %s, naming what a client needs', (_, client) => {
    const ct = createCommercetoolsMock({ projects: [{ key: 'shop' }] });
    expect(() => ct.addClient(client as unknown as ClientDefinition)).toThrow(
      "commercetools-msw: a client needs a clientId, a clientSecret and its scopes, one at least, such as { clientId: 'importer', clientSecret: 'secret', scopes: ['manage_products:shop'] }.",
    );
  });

  it('is refused by a mock without authentication', () => {
    const ct = createCommercetoolsMock({ projects: [{ key: 'shop' }], auth: false });
    expect(() => ct.addClient(IMPORTER)).toThrow(/created with auth: false/);
  });

  it('keeps a copy: changing the object afterwards changes nothing', async () => {
    const ct = createCommercetoolsMock({ projects: [{ key: 'shop' }], auth: { clients: [] } });
    const client = { clientId: 'c', clientSecret: 's', scopes: ['view_products:shop'] };
    ct.addClient(client);
    client.scopes.push('manage_project:shop');
    expect((await request(ct, basic('c', 's'), 'grant_type=client_credentials&scope=manage_project:shop')).status).toBe(400);
  });
});

describe('served', () => {
  const servers: RunningServer[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });

  it('POST /__admin/clients and the remote client add clients; a bad one is a 400 naming the problem', async () => {
    const server = await serve({ port: 0, projects: [{ key: 'shop' }], auth: { clients: [] } });
    servers.push(server);
    const added = await fetch(`${server.url}/__admin/clients`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(IMPORTER) });
    expect([added.status, await added.json()]).toEqual([201, IMPORTER]);
    expect((await tokenRequest(fetch, server.url, basic('importer', 'importer-secret'))).body).toMatchObject({ scope: 'manage_products:shop' });

    const remote = connectCommercetoolsMock(server.url);
    const kiosk = { clientId: 'kiosk', clientSecret: 'k', scopes: ['manage_project:shop'], accessTokenValiditySeconds: 60 };
    expect(await remote.addClient(kiosk)).toEqual(kiosk);
    expect((await tokenRequest(fetch, server.url, basic('kiosk', 'k'))).body).toMatchObject({ expires_in: 60 });

    const bad = await fetch(`${server.url}/__admin/clients`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: 'x', clientSecret: 's', scopes: ['manage_project:shop', 'manage_project:b'] }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: expect.stringMatching(/has scopes of several Projects/) });
    await expect(remote.addClient(IMPORTER)).rejects.toThrow(/already exists/);
  });

  it('takes per-client lifetimes from the config, and refuses a client of two Projects there', async () => {
    const server = await serve({
      port: 0,
      projects: [{ key: 'shop' }],
      auth: { clients: [{ clientId: 'ci', clientSecret: 's', scopes: ['manage_project:shop'], accessTokenValiditySeconds: 120, refreshTokenValiditySeconds: 600 }] },
    });
    servers.push(server);
    expect((await tokenRequest(fetch, server.url, basic('ci', 's'))).body).toMatchObject({ expires_in: 120 });
    await expect(serve({ port: 0, auth: { clients: [{ clientId: 'c', clientSecret: 's', scopes: ['manage_project:a', 'manage_project:b'] }] } })).rejects.toThrow(
      /several Projects/,
    );
  });
});
