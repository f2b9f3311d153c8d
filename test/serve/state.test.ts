import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serve } from '../../src/cli/serve.js';
import { createCommercetoolsMock, type MockState } from '../../src/index.js';
import { connectCommercetoolsMock, RemoteMockError } from '../../src/remote/index.js';
import { killChildren, runCli, startCli } from './cli-helpers.js';

// Snapshots over HTTP (issue 33): GET and PUT /__admin/state, the remote client's snapshot() and
// restore(), and `serve --state`; a snapshot moves between in-process and served mocks both ways.

const NOW = '2030-01-01T00:00:00.000Z';
const dir = mkdtempSync(join(tmpdir(), 'ct-msw-state-'));

afterAll(async () => {
  await killChildren();
  rmSync(dir, { recursive: true, force: true });
});

/** An in-process mock with a container, an imported category and one still processing. */
async function inProcess(): Promise<ReturnType<typeof createCommercetoolsMock>> {
  const ct = createCommercetoolsMock({ projects: [{ key: 'shop', languages: ['en'] }], auth: false, now: NOW });
  ct.addImportContainer('shop', { key: 'catalog' });
  const post = (resources: object[]) =>
    ct.fetch('https://import.europe-west1.gcp.commercetools.com/shop/categories/import-containers/catalog', {
      method: 'POST',
      body: JSON.stringify({ type: 'category', resources }),
    });
  expect((await post([{ key: 'tops', name: { en: 'Tops' }, slug: { en: 'tops' } }])).status).toBe(201);
  ct.clock.advance(5000);
  expect((await post([{ key: 'shirts', name: { en: 'Shirts' }, slug: { en: 'shirts' }, parent: { typeId: 'category', key: 'tops' } }])).status).toBe(201);
  return ct;
}

const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> });

describe('GET and PUT /__admin/state', () => {
  it('moves a state from an in-process mock to a served one and back, answering GETs alike', async () => {
    const ct = await inProcess();
    const server = await serve({ port: 0, projects: [{ key: 'other' }] });
    try {
      const remote = connectCommercetoolsMock(server.url);
      await remote.restore(ct.snapshot());
      expect(await remote.snapshot()).toEqual(ct.snapshot());
      const token = await remote.issueToken({ scopes: ['manage_project:shop'] });
      const served = await json(await fetch(`${server.url}/shop/categories?sort=key asc`, { headers: { authorization: `Bearer ${token}` } }));
      const local = await json(await ct.fetch('https://api.europe-west1.gcp.commercetools.com/shop/categories?sort=key asc'));
      expect(served).toEqual(local);
      expect(await remote.health()).toMatchObject({ projects: ['shop'] });

      // On from there in the served mock, then back into another in-process mock.
      await remote.clock.advance(5000);
      const back = createCommercetoolsMock({ auth: false, state: await remote.snapshot() });
      const categories = await json(await back.fetch('https://api.europe-west1.gcp.commercetools.com/shop/categories?sort=key asc'));
      expect((categories.body['results'] as { key: string }[]).map(({ key }) => key)).toEqual(['shirts', 'tops']);
    } finally {
      await server.close();
    }
  });

  it('answers a broken snapshot with a 400 naming the problem, and changes nothing', async () => {
    const server = await serve({ port: 0, now: NOW, projects: [{ key: 'shop' }] });
    try {
      const before = await (await fetch(`${server.url}/__admin/state`)).json();
      const broken = { ...(before as object), imports: { resourceSerial: -1 } };
      const answer = await json(await fetch(`${server.url}/__admin/state`, { method: 'PUT', body: JSON.stringify(broken) }));
      expect(answer.status).toBe(400);
      expect(answer.body['message']).toMatch(/^commercetools-msw: the snapshot is broken at imports\.resourceSerial: /);
      const list = await json(await fetch(`${server.url}/__admin/state`, { method: 'PUT', body: '[1]' }));
      expect(list.status).toBe(400);
      expect(await (await fetch(`${server.url}/__admin/state`)).json()).toEqual(before);
      const remote = connectCommercetoolsMock(server.url);
      await expect(remote.restore({ format: 'commercetools-msw/state', version: 9 } as unknown as MockState)).rejects.toThrow(RemoteMockError);
      await expect(remote.restore({ format: 'commercetools-msw/state', version: 9 } as unknown as MockState)).rejects.toThrow(/format version 9; this mock reads version 1/);
    } finally {
      await server.close();
    }
  });
});

describe('serve --state', () => {
  it('starts from a snapshot file, with its Projects and clock, and resets to it', async () => {
    const ct = await inProcess();
    const path = join(dir, 'state.json');
    writeFileSync(path, JSON.stringify(ct.snapshot()));
    const run = await startCli(['serve', '--port', '0', '--no-auth', '--state', path]);
    try {
      expect(run.output()).toContain('shop');
      expect(await (await fetch(`${run.url}/__admin/clock`)).json()).toEqual({ now: '2030-01-01T00:00:05.000Z' });
      const read = async () => json(await fetch(`${run.url}/shop/import-containers/catalog/import-operations?sort=createdAt asc`));
      expect((await read()).body['total']).toBe(2);
      await fetch(`${run.url}/__admin/clock`, { method: 'POST', body: JSON.stringify({ advanceMs: 5000 }) });
      await fetch(`${run.url}/__admin/reset`, { method: 'POST' });
      const after = await read();
      expect((after.body['results'] as { state: string }[]).map(({ state }) => state)).toEqual(['imported', 'processing']);
    } finally {
      await run.stop('SIGTERM');
    }
  });

  it('exits 2 with the message alone for a broken or unreadable file, and for flags the state replaces', () => {
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, JSON.stringify({ format: 'commercetools-msw/state', version: 1 }));
    for (const [path, message] of [
      [broken, /^commercetools-msw: --state .*broken\.json: the snapshot is broken at clock: /],
      [join(dir, 'missing.json'), /^commercetools-msw: --state .*missing\.json: ENOENT/],
    ] as const) {
      const result = runCli(['serve', '--port', '0', '--state', path]);
      expect(result.status).toBe(2);
      expect(result.stderr).toMatch(message);
      expect(result.stderr).not.toContain('Usage:');
    }
    const state = join(dir, 'empty.json');
    writeFileSync(state, JSON.stringify(createCommercetoolsMock({ projects: [{ key: 'shop' }] }).snapshot()));
    const both = runCli(['serve', '--port', '0', '--state', state, '--project', 'shop']);
    expect(both.status).toBe(2);
    expect(both.stderr).toContain('--state holds the whole starting state, with its Projects and clock: leave out --project, --fixture.');
  });
});
