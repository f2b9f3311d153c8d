import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { parseCli, toServeOptions, UsageError, USAGE } from '../../src/cli/cli-options.js';
import { readConfigFile } from '../../src/cli/config-file.js';
import { CORS_MAX_AGE_S } from '../../src/cli/cors-listener.js';
import { serve, type RunningServer, type ServeOptions } from '../../src/cli/serve.js';
import { CLI_TIMEOUT_MS, killChildren, ROOT, startCli } from './cli-helpers.js';

// CORS in serve mode, over real HTTP on loopback: what a browser page on another origin sees.
// Node's fetch refuses no header, but it sends no Origin of its own either, so every request here
// is written with node:http and the headers a browser would send.

const NOW = '2030-01-01T00:00:00.000Z';
const PAGE = 'http://localhost:6006';
const OTHER = 'http://127.0.0.1:3000';
const dir = mkdtempSync(join(tmpdir(), 'ct-msw-cors-'));

afterAll(async () => {
  await killChildren();
  rmSync(dir, { recursive: true, force: true });
});

interface Answer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** One request as a browser would send it: its method, headers and body, answered in full. */
function send(url: string, method: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** The preflight Chromium sends before a request with these headers. */
const preflight = (url: string, origin: string, method: string, headers?: string, extra: Record<string, string> = {}) =>
  send(url, 'OPTIONS', {
    origin,
    'access-control-request-method': method,
    ...(headers === undefined ? {} : { 'access-control-request-headers': headers }),
    ...extra,
  });

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

/** What lets a page on `origin` read an answer. */
function expectReadableBy(answer: Answer, origin: string): void {
  expect(answer.headers['access-control-allow-origin'], `${answer.status} ${answer.body}`).toBe(origin);
  expect(answer.headers['access-control-allow-credentials']).toBe('true');
  expect(answer.headers['access-control-expose-headers']).toMatch(/(^|, )X-Correlation-ID(,|$)/);
  expect(answer.headers.vary).toMatch(/Origin/);
}

const messageOf = (answer: Answer) => (JSON.parse(answer.body) as { message: string }).message;

function expectNoCors(answer: Answer): void {
  for (const name of Object.keys(answer.headers)) expect(name).not.toMatch(/^access-control-/);
}

const servers: RunningServer[] = [];
async function start(options: ServeOptions = {}): Promise<RunningServer> {
  const server = await serve({ port: 0, now: NOW, ...options });
  servers.push(server);
  return server;
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

describe('the default: any origin may call the commercetools routes', () => {
  it.each([
    ['/oauth/token', 'POST', 'authorization,content-type'],
    ['/oauth/shop/anonymous/token', 'POST', 'authorization,content-type,user-agent'],
    ['/shop', 'GET', 'authorization,x-correlation-id'],
    ['/shop/import-containers/products', 'DELETE', 'authorization'],
    ['/shop/carts', 'GET', 'authorization'],
  ])('answers the preflight of %s (%s) with 204 and what the browser asked for', async (path, method, headers) => {
    const server = await start();
    const answer = await preflight(`${server.url}${path}`, PAGE, method, headers);
    expect(answer.status).toBe(204);
    expect(answer.body).toBe('');
    expectReadableBy(answer, PAGE);
    expect(answer.headers['access-control-allow-methods']?.split(', ')).toContain(method);
    expect(answer.headers['access-control-allow-headers']).toBe(headers);
    expect(answer.headers['access-control-max-age']).toBe(String(CORS_MAX_AGE_S));
    // Preflights are not requests to the mock: the journal stays as it was.
    expect(server.mock.requests).toEqual([]);
  });

  it('lists the headers the SDKs send when the preflight names none, and allows a private network when asked', async () => {
    const server = await start();
    const answer = await preflight(`${server.url}/shop`, 'https://storybook.example.com', 'GET', undefined, { 'access-control-request-private-network': 'true' });
    expect(answer.status).toBe(204);
    expect(answer.headers['access-control-allow-headers']).toBe('Authorization, Content-Type, X-Correlation-ID');
    expect(answer.headers['access-control-allow-private-network']).toBe('true');
    // What is not a list of header names is not reflected.
    const odd = await preflight(`${server.url}/shop`, PAGE, 'GET', 'authorization; x="y"');
    expect(odd.headers['access-control-allow-headers']).toBe('Authorization, Content-Type, X-Correlation-ID');
    expect(odd.headers['access-control-allow-private-network']).toBeUndefined();
  });

  it('puts Access-Control-Allow-Origin on every kind of answer: tokens, successes, errors, faults, HEAD and unknown routes', async () => {
    const server = await start({ auth: { clients: [{ clientId: 'spa', clientSecret: 'spa-secret', scopes: ['manage_project:shop'] }] } });
    const origin = { origin: PAGE };
    const form = { ...origin, 'content-type': 'application/x-www-form-urlencoded' };
    const token = await send(`${server.url}/oauth/token`, 'POST', { ...form, authorization: basic('spa', 'spa-secret') }, 'grant_type=client_credentials');
    expect(token.status).toBe(200);
    expectReadableBy(token, PAGE);
    const bearer = { ...origin, authorization: `Bearer ${(JSON.parse(token.body) as { access_token: string }).access_token}` };
    const anonymous = await send(`${server.url}/oauth/shop/anonymous/token`, 'POST', { ...form, authorization: basic('spa', 'spa-secret') }, 'grant_type=client_credentials');
    expect(anonymous.status).toBe(200);
    const noToken = await send(`${server.url}/shop`, 'GET', origin);
    server.mock.inject({ operation: 'getProject', status: 503, times: 1 });
    const answers = {
      'a wrong client secret (401)': await send(`${server.url}/oauth/token`, 'POST', { ...form, authorization: basic('spa', 'wrong') }, 'grant_type=client_credentials'),
      'an anonymous token (200)': anonymous,
      'no token (401)': noToken,
      'an injected fault (503)': await send(`${server.url}/shop`, 'GET', bearer),
      'the Project (200)': await send(`${server.url}/shop`, 'GET', bearer),
      'HEAD (200)': await send(`${server.url}/shop`, 'HEAD', bearer),
      'a stale version (409)': await send(`${server.url}/shop`, 'POST', { ...bearer, 'content-type': 'application/json' }, '{"version":9,"actions":[]}'),
      'a bad body (400)': await send(`${server.url}/shop`, 'POST', { ...bearer, 'content-type': 'application/json' }, '{'),
      'a missing container (404)': await send(`${server.url}/shop/import-containers/none`, 'GET', bearer),
      'a path the mock does not model': await send(`${server.url}/shop/carts`, 'GET', bearer),
      'an OPTIONS that is no preflight': await send(`${server.url}/shop`, 'OPTIONS', bearer),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([name, answer]) => [name, answer.status]))).toMatchObject({
      'a wrong client secret (401)': 401,
      'no token (401)': 401,
      'an injected fault (503)': 503,
      'the Project (200)': 200,
      'HEAD (200)': 200,
      'a stale version (409)': 409,
      'a bad body (400)': 400,
      'a missing container (404)': 404,
    });
    for (const [name, answer] of Object.entries(answers)) {
      expect(answer.headers['access-control-allow-origin'], name).toBe(PAGE);
      expectReadableBy(answer, PAGE);
    }
  });

  it("gives its own preflight answers and refusals an X-Correlation-ID: the request's, else a fresh one", async () => {
    const server = await start({ auth: false, cors: { origins: [PAGE] } });
    const fresh = /^cors-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    const allowed = await preflight(`${server.url}/shop`, PAGE, 'GET', 'authorization');
    expect(allowed.status).toBe(204);
    expect(allowed.headers['x-correlation-id']).toMatch(fresh);
    const again = await preflight(`${server.url}/shop`, PAGE, 'GET', 'authorization');
    expect(again.headers['x-correlation-id']).not.toBe(allowed.headers['x-correlation-id']);
    const echoed = await preflight(`${server.url}/shop`, PAGE, 'GET', 'authorization', { 'x-correlation-id': 'page-1' });
    expect(echoed.headers['x-correlation-id']).toBe('page-1');

    const refused = await preflight(`${server.url}/shop`, OTHER, 'GET', 'authorization');
    expect(refused.status).toBe(403);
    expect(refused.headers['x-correlation-id']).toMatch(fresh);
    const adminRefused = await send(`${server.url}/__admin/health`, 'GET', { origin: PAGE, 'x-correlation-id': 'page-2' });
    expect(adminRefused.status).toBe(403);
    expect(adminRefused.headers['x-correlation-id']).toBe('page-2');
  });

  it('answers a request without Origin (curl, a server) with *, as any origin may read it', async () => {
    const server = await start({ auth: false });
    const answer = await send(`${server.url}/shop`, 'GET');
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
    expect(answer.headers.vary).toBe('Origin');
  });
});

describe('restricted origins: serve({ cors: { origins } })', () => {
  it('answers the origins listed alone; another gets no CORS headers and a 403 for its preflight that says how to allow it', async () => {
    const server = await start({ auth: false, cors: { origins: [PAGE, 'https://shop.example.com'] } });
    expectReadableBy(await preflight(`${server.url}/shop`, 'https://shop.example.com', 'GET', 'authorization'), 'https://shop.example.com');
    expectReadableBy(await send(`${server.url}/shop`, 'GET', { origin: PAGE }), PAGE);

    const refused = await preflight(`${server.url}/shop`, OTHER, 'GET', 'authorization');
    expect(refused.status).toBe(403);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    expect(refused.headers.vary).toBe('Origin');
    expect(JSON.parse(refused.body)).toEqual({
      statusCode: 403,
      message: `Origin ${OTHER} may not call this mock: the origins allowed are ${PAGE}, https://shop.example.com. Add it with --cors-origin ${OTHER} (config "cors": {"origins": [..., "${OTHER}"]}).`,
    });
    // The server answers the request itself (a browser blocks the page from reading it).
    const answered = await send(`${server.url}/shop`, 'GET', { origin: OTHER });
    expect(answered.status).toBe(200);
    expectNoCors(answered);
    expectNoCors(await send(`${server.url}/shop`, 'GET'));
  });

  it('sends no CORS headers at all with cors: false; a preflight is then an OPTIONS request the routes answer', async () => {
    const server = await start({ auth: false, cors: false });
    expectNoCors(await send(`${server.url}/shop`, 'GET', { origin: PAGE }));
    const answer = await preflight(`${server.url}/shop`, PAGE, 'GET', 'authorization');
    expect(answer.status).not.toBe(204);
    expectNoCors(answer);
  });

  it.each([
    [{ origins: ['http://localhost:6006/'] }, /cors.origins\[0\] "http:\/\/localhost:6006\/" is not an origin as a browser sends it: write 'http:\/\/localhost:6006'/],
    [{ origins: ['*'] }, /cors.origins\[0\] "\*" must name one origin: leave the origins out to allow any origin/],
    [{ origins: [] }, /cors.origins must be a non-empty list/],
    [{ origin: [PAGE] }, /cors.origin is not an option of cors; the options are origins, admin/],
    [{ admin: 'yes' }, /cors.admin must be true or false/],
    [true, /cors must be false, or {"origins"/],
  ])('refuses cors %j before listening', async (cors, message) => {
    await expect(serve({ port: 0, cors: cors as ServeOptions['cors'] })).rejects.toThrow(message);
  });
});

describe('the admin API', () => {
  it('refuses pages on other origins by default, simple requests included, and answers non-browser and same-origin calls as before', async () => {
    const server = await start();
    const health = `${server.url}/__admin/health`;
    const refused = await send(`${server.url}/__admin/reset`, 'POST', { origin: PAGE, 'content-type': 'text/plain' }, '');
    expect(refused.status).toBe(403);
    expectNoCors(refused);
    expect(messageOf(refused)).toBe(
      `The admin API does not answer pages on other origins (Origin: ${PAGE}). To let this page drive it, start serve with --cors-admin (config "cors": {"admin": true}); or call it from Node.`,
    );
    expect((await preflight(health, PAGE, 'GET')).status).toBe(403);

    const fromNode = await send(health, 'GET');
    expect(fromNode.status).toBe(200);
    expectNoCors(fromNode);
    expect((await send(health, 'GET', { origin: server.url })).status).toBe(200);
  });

  it('answers allowed origins with cors.admin, and keeps its token rules', async () => {
    const server = await start({ cors: { admin: true }, admin: { token: 'admin-secret' } });
    const health = `${server.url}/__admin/health`;
    const allowed = await preflight(health, PAGE, 'GET', 'authorization');
    expect(allowed.status).toBe(204);
    expectReadableBy(allowed, PAGE);
    const noToken = await send(health, 'GET', { origin: PAGE });
    expect(noToken.status).toBe(401);
    expectReadableBy(noToken, PAGE);
    const withToken = await send(health, 'GET', { origin: PAGE, authorization: 'Bearer admin-secret' });
    expect(withToken.status).toBe(200);
    expectReadableBy(withToken, PAGE);
  });

  it('with cors.admin and a list of origins, still refuses an origin left out, naming both flags', async () => {
    const server = await start({ cors: { origins: [PAGE], admin: true } });
    expect((await send(`${server.url}/__admin/health`, 'GET', { origin: PAGE })).status).toBe(200);
    const refused = await send(`${server.url}/__admin/health`, 'GET', { origin: OTHER });
    expect(refused.status).toBe(403);
    expect(messageOf(refused)).toContain(`start serve with --cors-admin and --cors-origin ${OTHER} (config "cors": {"origins": [..., "${OTHER}"], "admin": true})`);
  });

  it('leaves /__admin to the listener when the admin API is off: 404, no CORS headers', async () => {
    const server = await start({ admin: false, cors: { admin: true } });
    const answer = await send(`${server.url}/__admin/health`, 'GET', { origin: PAGE });
    expect(answer.status).toBe(404);
    expectNoCors(answer);
  });
});

describe('--cors-origin, --cors-admin, --no-cors and the config\'s cors', () => {
  const serveCommand = (args: string[]) => {
    const command = parseCli(['serve', ...args], {});
    if (command.kind !== 'serve') throw new Error('expected serve');
    return command;
  };
  let written = 0;
  const configFile = (content: unknown) => {
    written += 1;
    const path = join(dir, `config-${written}.json`);
    writeFileSync(path, JSON.stringify(content));
    return path;
  };

  it('takes --cors-origin repeated or as a comma list, --cors-admin and --no-cors', () => {
    expect(toServeOptions(serveCommand([]))).not.toHaveProperty('cors');
    expect(toServeOptions(serveCommand(['--cors-origin', PAGE, '--cors-origin', `${OTHER}, https://a.example`, '--cors-origin', PAGE])).cors).toEqual({
      origins: [PAGE, OTHER, 'https://a.example'],
    });
    expect(toServeOptions(serveCommand(['--cors-admin'])).cors).toEqual({ admin: true });
    expect(toServeOptions(serveCommand(['--no-cors'])).cors).toBe(false);
    expect(USAGE).toMatch(/--cors-origin <origin>[\s\S]*--cors-admin[\s\S]*--no-cors/);
  });

  it.each([
    [['--cors-origin', 'localhost:6006'], /--cors-origin 'localhost:6006' is not an origin/],
    [['--cors-origin', 'http://LOCALHOST:80/'], /--cors-origin 'http:\/\/LOCALHOST:80\/' is not an origin as a browser sends it: write 'http:\/\/localhost'/],
    [['--cors-origin', `${PAGE},`], /one of them is empty/],
    [['--cors-origin', '*'], /leave the origins out to allow any origin/],
    [['--no-cors', '--cors-origin', PAGE], /--no-cors and --cors-origin contradict each other/],
    [['--no-cors', '--cors-admin'], /--no-cors and --cors-admin contradict each other/],
  ])('refuses %j, saying what to write', (args, message) => {
    expect(() => parseCli(['serve', ...args], {})).toThrow(UsageError);
    expect(() => parseCli(['serve', ...args], {})).toThrow(message);
  });

  it('reads cors from the config; the flags win over it field by field', () => {
    const path = configFile({ cors: { origins: [PAGE], admin: true } });
    expect(toServeOptions(serveCommand(['--config', path])).cors).toEqual({ origins: [PAGE], admin: true });
    expect(toServeOptions(serveCommand(['--config', path, '--cors-origin', OTHER])).cors).toEqual({ origins: [OTHER], admin: true });
    expect(toServeOptions(serveCommand(['--config', path, '--no-cors'])).cors).toBe(false);
    const off = configFile({ cors: false });
    expect(toServeOptions(serveCommand(['--config', off])).cors).toBe(false);
    expect(toServeOptions(serveCommand(['--config', off, '--cors-admin'])).cors).toEqual({ admin: true });
  });

  it.each([
    [{ cors: true }, /: cors must be false, or {"origins": \["http:\/\/localhost:6006", \.\.\.\], "admin": true}\.$/],
    [{ cors: { origins: PAGE } }, /: cors.origins must be a non-empty list of origins/],
    [{ cors: { origins: [PAGE, 'http://localhost:6006/'] } }, /: cors.origins\[1\] "http:\/\/localhost:6006\/" is not an origin as a browser sends it: write 'http:\/\/localhost:6006'/],
    [{ cors: { origins: [PAGE, 6006] } }, /: cors.origins\[1\] 6006 must be a string/],
    [{ cors: { admin: 'yes' } }, /: cors.admin must be true or false\.$/],
    [{ cors: { allow: [] } }, /: cors.allow is not an option of cors; the options are origins, admin\.$/],
  ])('refuses the config %j, naming the field', (content, message) => {
    const path = configFile(content);
    expect(() => readConfigFile(path, ROOT)).toThrow(UsageError);
    expect(() => readConfigFile(path, ROOT)).toThrow(message);
  });
});

describe('the built CLI', () => {
  it(
    'answers a page on a listed origin and refuses another, and says so when it starts',
    async () => {
      const run = await startCli(['serve', '--port', '0', '--no-auth', '--cors-origin', PAGE, '--cors-admin']);
      expect(run.output()).toContain(`CORS:     ${PAGE} (admin API too)`);
      expectReadableBy(await send(`${run.url}/shop`, 'GET', { origin: PAGE }), PAGE);
      expect((await preflight(`${run.url}/shop`, OTHER, 'GET')).status).toBe(403);
      expectReadableBy(await send(`${run.url}/__admin/health`, 'GET', { origin: PAGE }), PAGE);
      await run.stop('SIGTERM');
      const open = await startCli(['serve', '--port', '0']);
      expect(open.output()).toContain('CORS:     any origin (not the admin API)');
      await open.stop('SIGTERM');
    },
    CLI_TIMEOUT_MS,
  );
});
