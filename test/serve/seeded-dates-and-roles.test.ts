import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { parseCli, toServeOptions, UsageError } from '../../src/cli/cli-options.js';
import { readConfigFile } from '../../src/cli/config-file.js';
import { serve, type RunningServer, type ServeOptions } from '../../src/cli/serve.js';
import { connectCommercetoolsMock } from '../../src/remote/index.js';
import { createApiRoot } from '../support/sdk.js';

// A served mock takes a Project's createdAt and an Associate Role's id from every way in: the
// config file, the admin API and the remote client. The official SDK then sees the platform's
// rules for that creation date, and takes the role by id.

const NOW = '2030-01-01T00:00:00.000Z';
const LAST_OPEN = '2026-08-31T23:59:59.999Z';
const ROLE_ID = '5f3c4f1e-8a4b-4bde-9b1a-2f4e7c1d9a10';
const dir = mkdtempSync(join(tmpdir(), 'ct-msw-dates-'));
const servers: RunningServer[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function start(options: ServeOptions) {
  const server = await serve({ port: 0, now: NOW, admin: { token: 'admin-secret' }, ...options });
  servers.push(server);
  const sdk = (projectKey: string) => createApiRoot({ projectKey, authHost: server.url, apiHost: server.url, httpClient: fetch });
  return { server, sdk, remote: connectCommercetoolsMock(server.url, { adminToken: 'admin-secret' }) };
}

const enable = { action: 'changeProductSearchIndexingEnabled', enabled: true } as const;

/** Enabling Product Projection Search: 200 and Indexing where the Project may, else the 400 InvalidOperation. */
async function enableOn(sdk: (projectKey: string) => ReturnType<typeof createApiRoot>, projectKey: string): Promise<number> {
  const answered = await sdk(projectKey)
    .post({ body: { version: 1, actions: [enable] } })
    .execute()
    .then(
      ({ statusCode, body }) => ({ statusCode: statusCode ?? 0, body: body as unknown }),
      (error: unknown) => error as { statusCode: number; body: unknown },
    );
  expect(answered.body).toMatchObject(answered.statusCode === 200 ? { searchIndexing: { products: { status: 'Indexing' } } } : { errors: [{ code: 'InvalidOperation' }] });
  return answered.statusCode;
}

describe('createdAt in a served mock', () => {
  it('comes from a --config file, checked there', async () => {
    const path = join(dir, 'mock.json');
    writeFileSync(path, JSON.stringify({ projects: [{ key: 'older', createdAt: LAST_OPEN }, { key: 'newer' }] }));
    const command = parseCli(['serve', '--port', '0', '--config', path], {});
    if (command.kind !== 'serve') throw new Error('expected serve');
    const { sdk } = await start(toServeOptions(command));
    expect(await enableOn(sdk, 'older')).toBe(200);
    expect(await enableOn(sdk, 'newer')).toBe(400);

    writeFileSync(path, JSON.stringify({ projects: [{ key: 'bad', createdAt: 'last summer' }] }));
    expect(() => readConfigFile(path)).toThrow(UsageError);
    expect(() => readConfigFile(path)).toThrow(/projects\[0\] is refused: the seeded Project 'bad' is invalid: createdAt: /);
  });

  it('comes from POST /__admin/projects and the remote client, refused with a 400 naming it', async () => {
    const { server, sdk, remote } = await start({ projects: [] });
    const added = await fetch(`${server.url}/__admin/projects`, {
      method: 'POST',
      headers: { authorization: 'Bearer admin-secret', 'content-type': 'application/json' },
      body: JSON.stringify({ key: 'by-admin', createdAt: LAST_OPEN }),
    });
    expect(added.status).toBe(201);
    expect(await added.json()).toMatchObject({ key: 'by-admin', createdAt: LAST_OPEN, searchIndexing: { products: { status: 'Deactivated' } } });
    expect(await remote.addProject({ key: 'by-remote', createdAt: LAST_OPEN })).toMatchObject({ createdAt: LAST_OPEN });
    expect(await remote.addProject({ key: 'by-remote-today' })).toMatchObject({ createdAt: NOW });
    expect(await enableOn(sdk, 'by-admin')).toBe(200);
    expect(await enableOn(sdk, 'by-remote')).toBe(200);
    expect(await enableOn(sdk, 'by-remote-today')).toBe(400);
    await expect(remote.addProject({ key: 'bad', createdAt: 'soon' })).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/createdAt/) });
  });
});

describe('Associate Role ids in a served mock', () => {
  it('come from the remote client and the admin API, made up when left out, and the SDK names the role by id', async () => {
    const { server, sdk, remote } = await start({ projects: [{ key: 'shop' }] });
    expect(await remote.addAssociateRole('shop', { key: 'buyer', id: ROLE_ID })).toEqual({ id: ROLE_ID, key: 'buyer' });
    const byAdmin = await fetch(`${server.url}/__admin/projects/shop/associate-roles`, {
      method: 'POST',
      headers: { authorization: 'Bearer admin-secret', 'content-type': 'application/json' },
      body: JSON.stringify({ key: 'admin' }),
    });
    expect(byAdmin.status).toBe(201);
    const { id: madeUp } = (await byAdmin.json()) as { id: string };
    expect(madeUp).toMatch(/^[0-9a-f-]{36}$/);

    const { body } = await sdk('shop')
      .post({ body: { version: 1, actions: [{ action: 'setMyBusinessUnitAssociateRoleOnCreation', associateRole: { typeId: 'associate-role', id: ROLE_ID } }] } })
      .execute();
    expect(body.businessUnits?.myBusinessUnitAssociateRoleOnCreation).toEqual({ typeId: 'associate-role', key: 'buyer' });
    const { body: second } = await sdk('shop')
      .post({ body: { version: 2, actions: [{ action: 'setMyBusinessUnitAssociateRoleOnCreation', associateRole: { typeId: 'associate-role', id: madeUp } }] } })
      .execute();
    expect(second.businessUnits?.myBusinessUnitAssociateRoleOnCreation).toEqual({ typeId: 'associate-role', key: 'admin' });

    await expect(remote.addAssociateRole('shop', { key: 'approver', id: ROLE_ID })).rejects.toMatchObject({ status: 400 });
    await expect(remote.addAssociateRole('shop', { key: 'approver', id: '' })).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/\bid\b/) });
  });
});
