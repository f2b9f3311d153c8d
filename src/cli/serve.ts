/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { createAdminApi, type AdminApi } from '../admin/create-admin-api.js';
import { createCommercetoolsMock, type CommercetoolsMock, type CommercetoolsMockOptions } from '../create-commercetools-mock.js';
import { answerRequest } from '../http/answer-request.js';
import { internalsOf } from '../http/mock-internals.js';
import { corsPolicyOf, type CorsOption } from './cors-options.js';
import { withCors } from './cors-listener.js';
import { createRequestListener } from './request-listener.js';

/** The port `serve` listens on unless told otherwise. */
export const DEFAULT_PORT = 8080;
/** The address `serve` binds to unless told otherwise: loopback only. */
export const DEFAULT_HOST = '127.0.0.1';
/** The Project a server starts with when given none. */
export const DEFAULT_PROJECT_KEY = 'shop';
/** How long closing waits for requests in flight before it drops their connections. */
export const CLOSE_GRACE_MS = 10_000;

/** Options of {@link serve}: the mock's own options, except `hosts`, plus where to listen. */
export interface ServeOptions extends Omit<CommercetoolsMockOptions, 'hosts'> {
  /** TCP port (default 8080); 0 picks a free one, which `url` then names. */
  readonly port?: number;
  /** Address to bind to (default `127.0.0.1`, loopback only). */
  readonly host?: string;
  /**
   * The admin API under `/__admin` (on by default). `false` removes it (404). With `token`, every
   * admin call must send `Authorization: Bearer <token>`; without one, it answers only on a
   * loopback address (403 elsewhere).
   */
  readonly admin?: false | { readonly token?: string | undefined };
  /**
   * `'frozen'` (default): the mock's clock stands still until moved. `'real'`: it follows wall
   * time from `now`, catching up before every request and admin call.
   */
  readonly clock?: 'frozen' | 'real';
  /**
   * CORS for browser pages on other origins. Default: any origin may call the commercetools routes
   * (preflights answered, `Access-Control-Allow-Origin` on every answer), and none the admin API.
   * `{ origins: [...] }` allows only those; `admin: true` opens the admin API to them too (its token
   * rules still apply); `false` sends no CORS headers at all.
   */
  readonly cors?: CorsOption;
}

/** A running server: its base URL, the mock behind it, and how to stop it. */
export interface RunningServer {
  /** The base URL every service answers on, such as `http://127.0.0.1:8080`, without a trailing slash. */
  readonly url: string;
  /** The mock that answers, for in-process control (clock, faults, journal, reset). */
  readonly mock: CommercetoolsMock;
  /**
   * Stops listening, lets the requests in flight finish (up to 10 s, then drops them), closes
   * idle keep-alive connections, and ends admin calls that wait. Safe to call twice.
   */
  close(): Promise<void>;
  /** Settles as the server closes, by `close()` or by `POST /__admin/shutdown`. */
  readonly closed: Promise<void>;
}

/**
 * The base URL for a host and port, with an IPv6 address in brackets.
 *
 * @example
 * baseUrlOf('127.0.0.1', 8080); // 'http://127.0.0.1:8080'
 * baseUrlOf('::1', 8080); // 'http://[::1]:8080'
 */
export function baseUrlOf(host: string, port: number): string {
  const name = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

function listen(server: Server, port: number, host: string): Promise<{ port: number; address: string }> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      if (address === null || typeof address === 'string') reject(new Error(`commercetools-msw: ${host}:${port} is not a TCP address.`));
      else resolve({ port: address.port, address: address.address });
    });
  });
}

function closeNow(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}

let version: string | undefined;
/** The package's version, from its package.json (two levels up from src/cli and dist/cli alike). */
function packageVersion(): string {
  try {
    version ??= (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
  } catch {
    version = 'unknown';
  }
  return version;
}

/**
 * Serves a commercetools mock over real HTTP, for clients outside the JavaScript process (curl,
 * a JVM or Python SDK, a container). The OAuth token route (`/oauth/token`), the Project routes
 * (`/{projectKey}`) and the Import Container routes (`/{projectKey}/import-containers...`) share
 * one base URL, where the two-segment token path never meets the one-segment Project path; the
 * admin API answers under `/__admin`, which no Project key can reach. Without `projects` (or a
 * `state`, which holds its own), the mock holds one Project, `shop`.
 *
 * @example
 * const server = await serve({ port: 0 });
 * const token = await fetch(`${server.url}/oauth/token`, {
 *   method: 'POST',
 *   headers: { authorization: `Basic ${btoa('id:secret')}`, 'content-type': 'application/x-www-form-urlencoded' },
 *   body: 'grant_type=client_credentials',
 * });
 * await fetch(`${server.url}/__admin/reset`, { method: 'POST' });
 * await server.close();
 */
export async function serve(options: ServeOptions = {}): Promise<RunningServer> {
  const { port = DEFAULT_PORT, host = DEFAULT_HOST, admin: adminOptions = {}, clock = 'frozen', cors, ...mockOptions } = options;
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new RangeError(`commercetools-msw: the port must be an integer from 0 to 65535, not ${port}.`);
  }
  if (adminOptions && adminOptions.token !== undefined && (typeof adminOptions.token !== 'string' || adminOptions.token === '')) {
    throw new TypeError('commercetools-msw: the admin token must be a non-empty string.');
  }
  if (clock !== 'frozen' && clock !== 'real') throw new TypeError(`commercetools-msw: clock must be 'frozen' or 'real', not '${String(clock)}'.`);
  const corsPolicy = corsPolicyOf(cors);
  const server = createServer();
  const bound = await listen(server, port, host);
  const url = baseUrlOf(host, bound.port);
  let mock: CommercetoolsMock;
  try {
    mock = createCommercetoolsMock({
      ...mockOptions,
      clock,
      // A state holds its own Projects.
      ...(mockOptions.state ? {} : { projects: mockOptions.projects ?? [{ key: DEFAULT_PROJECT_KEY }] }),
      hosts: { api: [url], auth: [url], import: [url], regions: false },
    });
  } catch (error) {
    await closeNow(server);
    throw error;
  }

  // Requests answered but not yet done: closing lets them finish.
  const inFlight = new Set<ServerResponse>();
  let closing: Promise<void> | undefined;
  let settleClosed: (error?: Error) => void = () => undefined;
  const closed = new Promise<void>((resolve, reject) => (settleClosed = (error) => (error ? reject(error) : resolve())));
  // Whoever does not watch `closed` hears of a failure from close() itself.
  closed.catch(() => undefined);
  let admin: AdminApi | undefined;

  function close(): Promise<void> {
    closing ??= new Promise<void>((resolve, reject) => {
      admin?.close();
      server.close((error) => {
        settleClosed(error);
        if (error) reject(error);
        else resolve();
      });
      server.closeIdleConnections();
      for (const res of inFlight) if (!res.headersSent) res.setHeader('connection', 'close');
      if (inFlight.size === 0) server.closeAllConnections();
      else setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS).unref();
    });
    return closing;
  }

  admin =
    adminOptions === false
      ? undefined
      : createAdminApi({ mock, version: packageVersion(), token: adminOptions.token, address: bound.address, shutdown: () => void close().catch(() => undefined) });
  const internals = internalsOf(mock);
  if (!internals) throw new TypeError('commercetools-msw: serve needs a mock made by createCommercetoolsMock.');
  const { context } = internals;
  const listener = withCors(
    createRequestListener((request) => answerRequest(context, request), url, { admin, beforeEach: () => context.clock.catchUp() }),
    corsPolicy,
    admin !== undefined,
  );
  server.on('request', (req, res: ServerResponse) => {
    inFlight.add(res);
    if (closing) res.setHeader('connection', 'close');
    res.once('close', () => {
      inFlight.delete(res);
      // The last request in flight is done: what is left are idle connections.
      if (closing && inFlight.size === 0) server.closeAllConnections();
    });
    listener(req, res);
  });
  return { url, mock, close, closed };
}
