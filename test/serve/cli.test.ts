import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfigFile } from '../../src/cli/config-file.js';
import { parseCli, toServeOptions, UsageError } from '../../src/cli/cli-options.js';
import { READ_RESOURCES } from '../../src/vocabulary/read-resources.js';
import { CLI_TIMEOUT_MS, killChildren, ROOT, runCli, startCli } from './cli-helpers.js';

// The serve command's admin and server options: parsed in this process, then through the built CLI
// over real HTTP on loopback.

const NOW = '2030-01-01T00:00:00.000Z';
const dir = mkdtempSync(join(tmpdir(), 'ct-msw-cli-'));

afterAll(async () => {
  await killChildren();
  rmSync(dir, { recursive: true, force: true });
});

let written = 0;
/** Writes a config file and returns its path. */
function configFile(content: unknown): string {
  written += 1;
  const path = join(dir, `config-${written}.json`);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

const serveCommand = (args: string[], env: Record<string, string> = {}) => {
  const command = parseCli(['serve', ...args], env);
  if (command.kind !== 'serve') throw new Error('expected serve');
  return command;
};

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(10_000) });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : (JSON.parse(text) as any) };
}

describe('admin and server flags', () => {
  it('take the admin token from --admin-token or COMMERCETOOLS_MSW_ADMIN_TOKEN, --no-admin, --clock and --journal-limit', () => {
    expect(serveCommand(['--admin-token', 'flag'], { COMMERCETOOLS_MSW_ADMIN_TOKEN: 'env' }).adminToken).toBe('flag');
    expect(serveCommand([], { COMMERCETOOLS_MSW_ADMIN_TOKEN: 'env' }).adminToken).toBe('env');
    expect(serveCommand([], { COMMERCETOOLS_MSW_ADMIN_TOKEN: '' }).adminToken).toBeUndefined();
    expect(serveCommand(['--no-admin'], { COMMERCETOOLS_MSW_ADMIN_TOKEN: 'env' })).toMatchObject({ admin: false });
    expect(toServeOptions(serveCommand(['--no-admin']))).toMatchObject({ admin: false });
    expect(toServeOptions(serveCommand([], { COMMERCETOOLS_MSW_ADMIN_TOKEN: 'env' }))).toMatchObject({ admin: { token: 'env' } });
    expect(toServeOptions(serveCommand(['--clock', 'real', '--journal-limit', '25']))).toMatchObject({ clock: 'real', journal: { limit: 25 } });
    expect(toServeOptions(serveCommand(['--clock', 'frozen']))).not.toHaveProperty('clock');

    for (const [args, message] of [
      [['--admin-token', ''], /--admin-token must not be empty/],
      [['--admin-token', 'x', '--no-admin'], /contradict/],
      [['--clock', 'fast'], /--clock must be frozen or real, not 'fast'/],
      [['--journal-limit', '0'], /--journal-limit must be a whole number, 1 or more/],
      [['--journal-limit', '1e3'], /--journal-limit/],
      [['--now', 'soon'], /--now takes an ISO 8601 time/],
      [['--admin-token'], /argument missing/],
    ] as const) {
      expect(() => parseCli(['serve', ...args], {}), args.join(' ')).toThrow(UsageError);
      expect(() => parseCli(['serve', ...args], {})).toThrow(message);
    }
  });

  it('--config takes the options JSON can hold; the flags win over it, and their Projects join its', () => {
    const path = configFile({
      projects: [{ key: 'eu', currencies: ['EUR'] }],
      importContainers: { eu: [{ key: 'products', resourceType: 'product' }], shop: [{ key: 'from-flag-project' }] },
      resources: { eu: [{ typeId: 'category', key: 'root' }] },
      auth: { clients: [{ clientId: 'ci', clientSecret: 'secret', scopes: ['manage_project:eu'] }] },
      now: NOW,
      indexingDurationMs: 1000,
      importProcessingMs: 10,
      eventualConsistency: { delayMs: 5 },
      journal: { limit: 500 },
    });
    const options = toServeOptions(serveCommand(['--config', path, '--project', 'shop', '--journal-limit', '7', '--now', '2031-01-01T00:00:00.000Z']));
    expect(options).toMatchObject({
      projects: [{ key: 'eu' }, { key: 'shop' }],
      importContainers: { eu: [{ key: 'products' }] },
      resources: { eu: [{ typeId: 'category', key: 'root' }] },
      auth: { clients: [{ clientId: 'ci' }] },
      now: '2031-01-01T00:00:00.000Z',
      indexingDurationMs: 1000,
      importProcessingMs: 10,
      eventualConsistency: { delayMs: 5 },
      journal: { limit: 7 },
    });
    expect(toServeOptions(serveCommand(['--config', path, '--project', 'shop', '--no-auth']))).toMatchObject({ auth: false, journal: { limit: 500 }, now: NOW });
  });

  it.each([
    ['{"projects": [', /is not JSON/],
    ['[]', /must hold one JSON object of options/],
    [{ project: [] }, /project is not an option. The options are projects, importContainers/],
    [{ hosts: { api: ['http://x'] } }, /hosts is not for serve/],
    [{ projects: {} }, /projects must be a list of Project seeds/],
    [{ projects: [{ key: 'a' }, { name: 'no key' }] }, /projects\[1\] must be a Project seed/],
    [{ projects: [{ key: 'a' }, { key: 'b', currencies: ['EURO'] }] }, /projects\[1\] is refused: .*EURO/],
    [{ projects: [{ key: '_a' }] }, /projects\[0\] is refused: .*starts with '_'/],
    [{ importContainers: { ghost: [{ key: 'c' }] } }, /importContainers.ghost\[0\] is refused: there is no Project 'ghost'. Add {"key":"ghost"} to projects, or give --project ghost\.$/],
    [{ importContainers: { shop: { key: 'c' } } }, /importContainers.shop must be a list/],
    [{ projects: [{ key: 'shop' }], importContainers: { shop: [{ key: 'bad key' }] } }, /importContainers.shop\[0\] is refused/],
    [{ projects: [{ key: 'shop' }], resources: { shop: [{ typeId: 'widget', key: 'x' }] } }, /resources.shop\[0\] is refused: addResource needs a typeId/],
    [{ auth: true }, /auth must be false, or/],
    [{ auth: { clients: [{ clientId: 'x' }] } }, /auth.clients\[0\] must be/],
    [{ auth: { clients: [{ clientId: 'x', clientSecret: 'y', scopes: ['bad scope'] }] } }, /auth is refused: .*malformed scope/],
    [{ auth: { clients: [{ clientId: 'x', clientSecret: 'y', scopes: [], accessTokenValiditySeconds: '60' }] } }, /auth.clients\[0\] must be .*"accessTokenValiditySeconds"/],
    [{ auth: { clients: [{ clientId: 'x', clientSecret: 'y', scopes: ['manage_project:a', 'manage_project:b'] }] } }, /auth is refused: .*several Projects/],
    [{ auth: { client: [] } }, /auth.client is not an option of auth/],
    [{ now: 'tomorrow' }, /now must be an ISO 8601 time/],
    [{ indexingDurationMs: '60s' }, /indexingDurationMs must be a number/],
    [{ indexingDurationMs: -1 }, /indexingDurationMs is refused: indexingDurationMs must be a non-negative/],
    [{ eventualConsistency: { delay: 5 } }, /eventualConsistency must be/],
    [{ journal: { limit: 0 } }, /journal.limit must be a whole number, 1 or more/],
    [{ journal: { size: 5 } }, /journal must be/],
    [{ clock: 'wall' }, /clock must be "frozen" \(the default\) or "real"/],
  ] as const)('refuses the config %j, naming the field', (content, message) => {
    const path = configFile(content);
    expect(() => readConfigFile(path, ROOT, ['shop'])).toThrow(UsageError);
    expect(() => readConfigFile(path, ROOT, ['shop'])).toThrow(message);
  });

  it('takes clock: "real" from a config file', () => {
    const path = configFile({ projects: [{ key: 'shop' }], clock: 'real' });
    const command = parseCli(['serve', '--config', path]);
    if (command.kind !== 'serve') throw new Error('not a serve command');
    expect(toServeOptions(command, ROOT).clock).toBe('real');
    expect(readConfigFile(path, ROOT, ['shop'])).toMatchObject({ clock: 'real' });
  });

  it('refuses a config file that is missing', () => {
    expect(() => readConfigFile(join(dir, 'missing.json'))).toThrow(/--config .*missing.json: ENOENT/);
  });
});

describe('the built CLI: admin and server options', () => {
  it(
    '--config with the token from the environment: seeded, guarded, bounded; POST /__admin/shutdown ends it with 0',
    async () => {
      const path = configFile({
        projects: [{ key: 'eu', currencies: ['EUR'] }],
        importContainers: { eu: [{ key: 'products' }] },
        auth: false,
        now: NOW,
        journal: { limit: 500 },
      });
      const run = await startCli(['serve', '--port', '0', '--config', path, '--journal-limit', '2'], { COMMERCETOOLS_MSW_ADMIN_TOKEN: 'env-secret' });
      expect(run.output()).toContain('Admin:    curl -s -H "Authorization: Bearer $COMMERCETOOLS_MSW_ADMIN_TOKEN"');
      expect(run.output()).not.toContain('env-secret');
      const guard = { authorization: 'Bearer env-secret' };
      expect((await get(`${run.url}/__admin/health`)).status).toBe(401);
      for (let i = 0; i < 3; i += 1) expect((await get(`${run.url}/eu/import-containers/products`)).status).toBe(200);
      const health = await get(`${run.url}/__admin/health`, guard);
      expect(health.body).toMatchObject({ status: 'ok', projects: ['eu'], journal: { size: 2, limit: 2, dropped: 1 } });
      expect((await get(`${run.url}/__admin/clock`, guard)).body).toEqual({ now: NOW });

      const shutdown = await fetch(`${run.url}/__admin/shutdown`, { method: 'POST', headers: guard });
      expect(shutdown.status).toBe(202);
      expect(await run.exited).toEqual({ code: 0, signal: null });
      expect(run.output()).toContain('closed');
    },
    CLI_TIMEOUT_MS,
  );

  it(
    '--admin-token: SIGTERM lets a request in flight finish, then exits 0',
    async () => {
      const run = await startCli(['serve', '--port', '0', '--no-auth', '--admin-token', 'flag-secret']);
      const guard = { authorization: 'Bearer flag-secret', 'content-type': 'application/json' };
      const fault = await fetch(`${run.url}/__admin/faults`, { method: 'POST', headers: guard, body: JSON.stringify({ operation: 'getProject', delayMs: 400 }) });
      expect(fault.status).toBe(201);
      const inFlight = fetch(`${run.url}/shop`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const stopped = run.stop('SIGTERM');
      const response = await inFlight;
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ key: 'shop' });
      expect(await stopped).toEqual({ code: 0, signal: null });
      expect(run.output()).toContain('finishing the requests in flight');
    },
    CLI_TIMEOUT_MS,
  );

  it(
    '--no-admin --clock real: /__admin answers 404, and the clock follows wall time from --now',
    async () => {
      const run = await startCli(['serve', '--port', '0', '--no-auth', '--no-admin', '--clock', 'real', '--now', NOW]);
      expect(run.output()).toContain('Admin:    off (--no-admin)');
      expect(run.output()).toContain('Clock:    real');
      const admin = await get(`${run.url}/__admin/health`);
      expect(admin.status).toBe(404);
      expect(admin.body.message).toMatch(/--no-admin/);
      await new Promise((resolve) => setTimeout(resolve, 150));
      const created = await fetch(`${run.url}/shop/import-containers`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ key: 'c' }),
      });
      const { createdAt } = (await created.json()) as { createdAt: string };
      const moved = Date.parse(createdAt) - Date.parse(NOW);
      expect(moved).toBeGreaterThanOrEqual(100);
      expect(moved).toBeLessThan(10_000);
      expect(await run.stop('SIGINT')).toEqual({ code: 0, signal: null });
    },
    CLI_TIMEOUT_MS,
  );

  it(
    '--host 0.0.0.0 without a token: the admin API answers 403 and the start message says so',
    async () => {
      const run = await startCli(['serve', '--port', '0', '--host', '0.0.0.0', '--no-auth']);
      expect(run.output()).toContain('Admin:    closed (403)');
      const port = new URL(run.url).port;
      const refused = await get(`http://127.0.0.1:${port}/__admin/health`);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toContain('--admin-token');
      expect((await get(`http://127.0.0.1:${port}/shop`)).status).toBe(200);
      expect(await run.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    },
    CLI_TIMEOUT_MS,
  );

  it('--help and docs/serve.md list every route family the served mock answers, the read routes and the token revocation among them', () => {
    const help = runCli(['serve', '--help']);
    expect(help.status).toBe(0);
    const page = readFileSync(join(ROOT, 'docs/serve.md'), 'utf8');
    for (const text of [help.stdout, page]) {
      for (const [segment] of READ_RESOURCES) expect(text).toContain(segment);
      expect(text).toContain('/oauth/token/revoke');
      expect(text).toContain('in-store/key={storeKey}/customers/token');
      expect(text).toContain('order-number=');
    }
  });

  it('a bad --config exits 2 with a message naming the field, before listening', () => {
    const path = configFile({ projects: [{ key: 'ok' }, { key: 'bad', languages: ['xx-!!'] }] });
    const result = runCli(['serve', '--port', '0', '--config', path]);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^commercetools-msw: --config .*: projects\[1\] is refused: /);
    expect(result.stdout).not.toContain('listening');
    // The message stands alone at the end of the output, never above the usage.
    expect(result.stderr).not.toContain('Usage:');
    expect(result.stderr.trim().split('\n')).toHaveLength(2);
  });

  it('a refused seed and an unreadable config exit 2 too, each with its message alone', () => {
    const seed = configFile({ projects: [{ key: 'shop' }], resources: { shop: [{ typeId: 'product-type', key: 'x', name: 'X', description: 'd', attributes: [] }] } });
    for (const path of [seed, `${seed}.missing`]) {
      const result = runCli(['serve', '--port', '0', '--config', path]);
      expect(result.status).toBe(2);
      expect(result.stderr).toMatch(/^commercetools-msw: --config /);
      expect(result.stderr).not.toContain('Usage:');
    }
    // A bad flag still shows the usage it breaks.
    const flag = runCli(['serve', '--port', 'eighty']);
    expect(flag.status).toBe(2);
    expect(flag.stderr).toContain('Usage:');
  });
});
