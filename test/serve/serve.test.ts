import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { parseCli, toServeOptions } from '../../src/cli/cli-options.js';
import { serve, type RunningServer } from '../../src/cli/serve.js';
import { CLI, CLI_TIMEOUT_MS, freePort, killChildren, requireBuild, ROOT, runCli, startCli } from './cli-helpers.js';

// Serve mode over real HTTP on loopback. No msw server is set up in this file, so the global fetch
// goes out on the network: every answer here crossed a real socket.

const NOW = '2030-01-01T00:00:00.000Z';

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

async function tokenFor(base: string, scope = 'manage_project:shop'): Promise<string> {
  const response = await fetch(`${base}/oauth/token`, {
    method: 'POST',
    headers: { authorization: basic('any-id', 'any-secret'), 'content-type': 'application/x-www-form-urlencoded' },
    body: `grant_type=client_credentials&scope=${scope}`,
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { access_token: string; token_type: string; scope: string };
  expect(body).toMatchObject({ token_type: 'Bearer', scope });
  return body.access_token;
}

const json = (token: string | undefined, body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});
const bearer = (token: string): RequestInit => ({ headers: { authorization: `Bearer ${token}` } });

/** GET, HEAD and POST of Project `shop` with a 409, then an Import Container's whole life. */
async function projectAndContainerRoundTrip(base: string): Promise<void> {
  const token = await tokenFor(base);

  const read = await fetch(`${base}/shop`, bearer(token));
  expect(read.status).toBe(200);
  expect(await read.json()).toMatchObject({ key: 'shop', version: 1 });

  const head = await fetch(`${base}/shop`, { ...bearer(token), method: 'HEAD' });
  expect(head.status).toBe(200);
  expect(await head.text()).toBe('');

  const renamed = await fetch(`${base}/shop`, json(token, { version: 1, actions: [{ action: 'changeName', name: 'Schöne Grüße 🛒' }] }));
  expect(renamed.status).toBe(200);
  expect(await renamed.json()).toMatchObject({ key: 'shop', name: 'Schöne Grüße 🛒', version: 2 });

  const stale = await fetch(`${base}/shop`, json(token, { version: 1, actions: [{ action: 'changeName', name: 'Late' }] }));
  expect(stale.status).toBe(409);
  expect(await stale.json()).toMatchObject({
    statusCode: 409,
    errors: [{ code: 'ConcurrentModification', currentVersion: 2 }],
  });

  const containers = `${base}/shop/import-containers`;
  const created = await fetch(containers, json(token, { key: 'products', resourceType: 'product' }));
  expect(created.status).toBe(201);
  expect(await created.json()).toMatchObject({ key: 'products', resourceType: 'product', version: 1 });

  const query = await fetch(`${containers}?limit=5`, bearer(token));
  expect(query.status).toBe(200);
  expect(await query.json()).toMatchObject({ limit: 5, offset: 0, count: 1, total: 1, results: [{ key: 'products' }] });

  const got = await fetch(`${containers}/products`, bearer(token));
  expect(got.status).toBe(200);
  expect(await got.json()).toMatchObject({ key: 'products', version: 1 });

  const deleted = await fetch(`${containers}/products?version=1`, { ...bearer(token), method: 'DELETE' });
  expect(deleted.status).toBe(200);
  expect(await deleted.json()).toMatchObject({ key: 'products' });

  const gone = await fetch(`${containers}/products`, bearer(token));
  expect(gone.status).toBe(404);
  await gone.arrayBuffer();
}

afterAll(killChildren);

describe('serve() in this process', () => {
  const servers: RunningServer[] = [];
  const start = async (options: Parameters<typeof serve>[0]) => {
    const server = await serve({ port: 0, now: NOW, ...options });
    servers.push(server);
    return server;
  };
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });

  it('binds to 127.0.0.1 and names the port it got', async () => {
    const server = await start({});
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.url).not.toMatch(/:0$/);
  });

  it('answers the token, Project and Import Container routes on one base URL', async () => {
    const server = await start({});
    await projectAndContainerRoundTrip(server.url);
    expect(server.mock.requests.map((entry) => entry.operation)).toEqual([
      'token',
      'getProject',
      'headProject',
      'updateProject',
      'updateProject',
      'createImportContainer',
      'queryImportContainers',
      'getImportContainer',
      'deleteImportContainer',
      'getImportContainer',
    ]);
  });

  it('answers import requests, summaries and operations on the same base URL', async () => {
    const server = await start({ importContainers: { shop: [{ key: 'catalog' }] } });
    const token = await tokenFor(server.url, 'manage_project:shop');
    const body = { type: 'category', resources: [{ key: 'shirts', name: { en: 'Shirts' }, slug: { en: 'shirts' } }] };
    const posted = await fetch(`${server.url}/shop/categories/import-containers/catalog`, json(token, body));
    expect(posted.status).toBe(201);
    const { operationStatus } = (await posted.json()) as { operationStatus: { operationId: string }[] };
    server.mock.clock.advance(5000);
    const operation = await fetch(`${server.url}/shop/import-operations/${operationStatus[0]?.operationId}`, bearer(token));
    expect(await operation.json()).toMatchObject({ state: 'imported', resourceVersion: 1 });
    const summary = await fetch(`${server.url}/shop/import-containers/catalog/import-summaries`, bearer(token));
    expect(await summary.json()).toMatchObject({ states: { imported: 1 }, total: 1 });
    const operations = await fetch(`${server.url}/shop/import-containers/catalog/import-operations?state=imported`, bearer(token));
    expect(await operations.json()).toMatchObject({ count: 1, total: 1 });
    expect(server.mock.requests.map((entry) => entry.operation)).toEqual([
      'token',
      'importResources',
      'getImportOperation',
      'getImportSummary',
      'queryImportOperations',
    ]);
  });

  it('keeps /oauth/token for the token route even beside a Project keyed "oauth"', async () => {
    const server = await start({ projects: [{ key: 'oauth' }] });
    const token = await tokenFor(server.url, 'manage_project:oauth');
    const project = await fetch(`${server.url}/oauth`, bearer(token));
    expect(project.status).toBe(200);
    expect(await project.json()).toMatchObject({ key: 'oauth' });
    const updated = await fetch(`${server.url}/oauth`, json(token, { version: 1, actions: [{ action: 'changeName', name: 'OAuth shop' }] }));
    expect(updated.status).toBe(200);
    expect(server.mock.requests.map((entry) => entry.operation)).toEqual(['token', 'getProject', 'updateProject']);
  });

  it('passes bodies on byte for byte: form-encoded scopes with spaces, and a chunked JSON body', async () => {
    const server = await start({ projects: [{ key: 'shop' }, { key: 'outlet' }] });
    // A token is for one Project.
    const token = await tokenFor(server.url, 'view_project_settings:outlet manage_project_settings:outlet');
    expect((await fetch(`${server.url}/outlet`, bearer(token))).status).toBe(200);

    const text = JSON.stringify({ version: 1, actions: [{ action: 'changeName', name: 'Ünïcødé ✓' }] });
    const bytes = new TextEncoder().encode(text);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 7) controller.enqueue(bytes.slice(i, i + 7));
        controller.close();
      },
    });
    const chunked = await fetch(`${server.url}/outlet`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit & { duplex: 'half' });
    expect(chunked.status).toBe(200);
    expect(await chunked.json()).toMatchObject({ key: 'outlet', name: 'Ünïcødé ✓', version: 2 });
    expect(server.mock.requests.at(-1)?.body).toEqual(JSON.parse(text));
  });

  it('answers a path or method the mock does not model with a JSON 501 that names it, instead of hanging', async () => {
    const server = await start({});
    const cases = [
      ['GET', '/'],
      ['GET', '/oauth/token'],
      ['GET', '/shop/carts'],
      ['PATCH', '/shop'],
      ['DELETE', '/shop/import-containers'],
    ] as const;
    for (const [method, path] of cases) {
      const response = await fetch(`${server.url}${path}`, { method, signal: AbortSignal.timeout(5_000) });
      expect(response.status, `${method} ${path}`).toBe(501);
      expect(response.headers.get('x-correlation-id')).toMatch(/^projects-/);
      const body = (await response.json()) as { statusCode: number; message: string; errors: { code: string }[] };
      expect(body).toMatchObject({ statusCode: 501, errors: [{ code: 'NotModelledByMock' }] });
      expect(body.message).toContain(`does not model ${method} ${path}`);
    }
    expect(server.mock.requests.map(({ operation, method, status }) => ({ operation, method, status }))).toEqual(
      cases.map(([method]) => ({ operation: 'unmodelled', method, status: 501 })),
    );
  });

  it('answers HEAD without a body and bearer errors as the platform does', async () => {
    const server = await start({});
    const missing = await fetch(`${server.url}/shop`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ errors: [{ code: 'invalid_token' }] });
    const token = server.mock.issueToken({ scopes: ['view_project_settings:nowhere'] });
    const head = await fetch(`${server.url}/nowhere`, { ...bearer(token), method: 'HEAD' });
    expect(head.status).toBe(404);
    expect(await head.text()).toBe('');
  });

  it('answers whatever Host header the client sends', async () => {
    const server = await start({ auth: false });
    const { port } = new URL(server.url);
    const status = await new Promise<number>((resolve, reject) => {
      const outgoing = httpRequest({ host: '127.0.0.1', port, path: '/shop', headers: { host: 'commercetools.internal:1234' } }, (incoming) => {
        incoming.resume();
        resolve(incoming.statusCode ?? 0);
      });
      outgoing.on('error', reject);
      outgoing.end();
    });
    expect(status).toBe(200);
  });

  it('answers a request line in absolute form (as a proxy sends it) on its own base', async () => {
    const server = await start({ auth: false });
    const { port } = new URL(server.url);
    const status = await new Promise<number>((resolve, reject) => {
      const outgoing = httpRequest({ host: '127.0.0.1', port, path: 'http://commercetools.internal:1234/shop?x=1' }, (incoming) => {
        incoming.resume();
        resolve(incoming.statusCode ?? 0);
      });
      outgoing.on('error', reject);
      outgoing.end();
    });
    expect(status).toBe(200);
    expect(server.mock.requests.map((entry) => entry.url)).toEqual([`${server.url}/shop?x=1`]);
  });

  it('drops a delayed request whose client went away: no answer, no journal entry', async () => {
    const server = await start({ auth: false });
    server.mock.inject({ operation: 'getProject', delayMs: 600 });
    const aborted = new AbortController();
    const pending = fetch(`${server.url}/shop?first`, { signal: aborted.signal });
    await new Promise((resolve) => setTimeout(resolve, 50));
    aborted.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    // Past the delay: had the server not heard of the closed connection, it would answer it now.
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect((await fetch(`${server.url}/shop?second`)).status).toBe(200);
    expect(server.mock.requests.map((entry) => entry.url)).toEqual([`${server.url}/shop?second`]);
  });

  it('closes: the port refuses connections afterwards, and a second close is harmless', async () => {
    const server = await start({});
    await fetch(`${server.url}/shop`).then((response) => response.arrayBuffer()); // a keep-alive connection
    await server.close();
    await server.close();
    await expect(fetch(`${server.url}/shop`)).rejects.toThrow();
  });

  it('refuses a seed the mock refuses, after closing the port it had bound', async () => {
    await expect(serve({ port: 0, projects: [{ key: 'shop', currencies: ['EURO'] }] })).rejects.toThrow(/EURO/);
  });
});

describe('command line options', () => {
  it('default to port 8080 on 127.0.0.1 with authentication on', () => {
    const defaults = { kind: 'serve', port: 8080, host: '127.0.0.1', projectKeys: [], fixtures: [], auth: true, admin: true, clock: 'frozen' } as const;
    expect(parseCli(['serve'], {})).toEqual(defaults);
    expect(toServeOptions(defaults)).toEqual({ port: 8080, host: '127.0.0.1' });
  });

  it('take repeated --project and --fixture, --no-auth and --now', () => {
    const command = parseCli([
      'serve',
      '--port=0',
      '--project',
      'shop',
      '--project',
      'outlet',
      '--fixture',
      'fixtures/full-project.json',
      '--no-auth',
      '--now',
      NOW,
    ]);
    if (command.kind !== 'serve') throw new Error('expected serve');
    const options = toServeOptions(command, ROOT);
    expect(options.projects?.map((project) => project.key)).toEqual(['shop', 'outlet', 'full-project']);
    expect(options).toMatchObject({ port: 0, auth: false, now: NOW });
  });

  it.each([
    [['serve', '--port', '80a']],
    [['serve', '--port', '65536']],
    [['serve', '--colour']],
    [['start']],
    [[]],
  ])('refuse %j', (args) => {
    expect(() => parseCli(args)).toThrow();
  });
});

describe('the built CLI, over real HTTP', () => {
  it('starts with a shebang and is not reachable from the main entry', () => {
    requireBuild();
    expect(readFileSync(CLI, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
    expect(readFileSync(join(ROOT, 'src/index.ts'), 'utf8')).not.toMatch(/['"]\.\/cli\//);
    const script = join(ROOT, 'test/factories/fixtures/record-resolutions.ts');
    const result = spawnSync(process.execPath, [script, pathToFileURL(join(ROOT, 'dist/index.js')).href], { encoding: 'utf8' });
    expect(result.status, result.stderr).toBe(0);
    const urls = JSON.parse(result.stdout) as string[];
    expect(urls.filter((url) => url.includes('/dist/cli/') || url === 'node:http' || url.includes('express'))).toEqual([]);
  });

  it(
    'serve --port <free> --project shop: token, Project with a 409, Import Containers; SIGTERM ends it',
    async () => {
      const port = await freePort();
      const run = await startCli(['serve', '--port', String(port), '--project', 'shop']);
      expect(run.url).toBe(`http://127.0.0.1:${port}`);
      expect(run.output()).toContain('/oauth/token');
      await projectAndContainerRoundTrip(run.url);
      expect(await run.stop('SIGTERM')).toEqual({ code: 0, signal: null });
      await expect(fetch(`${run.url}/shop`)).rejects.toThrow();
    },
    CLI_TIMEOUT_MS,
  );

  it(
    'serve --no-auth --fixture fixtures/full-project.json: that Project, no token needed; SIGINT ends it',
    async () => {
      const run = await startCli(['serve', '--port', '0', '--no-auth', '--fixture', 'fixtures/full-project.json', '--now', NOW]);
      const fixture = JSON.parse(readFileSync(join(ROOT, 'fixtures/full-project.json'), 'utf8')) as { key: string; version: number; name: string };
      const read = await fetch(`${run.url}/full-project`);
      expect(read.status).toBe(200);
      const body = (await read.json()) as { externalOAuth?: { authorizationHeader: string } };
      expect(body).toMatchObject({ key: fixture.key, version: fixture.version, name: fixture.name });
      expect(body.externalOAuth?.authorizationHeader).toBe('****cret');

      const updated = await fetch(`${run.url}/full-project`, json(undefined, { version: fixture.version, actions: [{ action: 'changeName', name: 'Served' }] }));
      expect(updated.status).toBe(200);
      expect(await updated.json()).toMatchObject({ name: 'Served', version: fixture.version + 1 });

      // A fixture replaces the default Project rather than joining it.
      const shop = await fetch(`${run.url}/shop`);
      expect(shop.status).toBe(404);
      await shop.arrayBuffer();
      expect(await run.stop('SIGINT')).toEqual({ code: 0, signal: null });
    },
    CLI_TIMEOUT_MS,
  );

  it('--help prints the usage and exits 0; a bad command line exits 2; a refused seed exits 1', () => {
    const help = runCli(['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('Usage: commercetools-msw serve');
    expect(help.stdout).toContain('--no-auth');

    const bad = runCli(['serve', '--port', 'eighty']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--port must be a number');

    const dir = mkdtempSync(join(tmpdir(), 'ct-msw-serve-'));
    try {
      const path = join(dir, 'bad.json');
      writeFileSync(path, JSON.stringify({ key: 'bad', currencies: ['EURO'] }));
      const refused = runCli(['serve', '--port', '0', '--fixture', path]);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain('EURO');
      expect(refused.stdout).not.toContain('listening');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
