/// <reference types="node" />
import { createServer, type Server } from 'node:http';
import { createCommercetoolsMock, type CommercetoolsMock, type CommercetoolsMockOptions } from '../create-commercetools-mock.js';
import { createRequestListener } from './request-listener.js';

/** The port `serve` listens on unless told otherwise. */
export const DEFAULT_PORT = 8080;
/** The address `serve` binds to unless told otherwise: loopback only. */
export const DEFAULT_HOST = '127.0.0.1';
/** The Project a server starts with when given none. */
export const DEFAULT_PROJECT_KEY = 'shop';

/** Options of {@link serve}: the mock's own options, except `hosts`, plus where to listen. */
export interface ServeOptions extends Omit<CommercetoolsMockOptions, 'hosts'> {
  /** TCP port (default 8080); 0 picks a free one, which `url` then names. */
  readonly port?: number;
  /** Address to bind to (default `127.0.0.1`, loopback only). */
  readonly host?: string;
}

/** A running server: its base URL, the mock behind it, and how to stop it. */
export interface RunningServer {
  /** The base URL every service answers on, such as `http://127.0.0.1:8080`, without a trailing slash. */
  readonly url: string;
  /** The mock that answers, for in-process control (clock, faults, journal, reset). */
  readonly mock: CommercetoolsMock;
  /** Stops listening and drops open connections, keep-alive ones included. Safe to call twice. */
  close(): Promise<void>;
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

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      if (address === null || typeof address === 'string') reject(new Error(`commercetools-msw: ${host}:${port} is not a TCP address.`));
      else resolve(address.port);
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}

/**
 * Serves a commercetools mock over real HTTP, for clients outside the JavaScript process (curl,
 * a JVM or Python SDK, a container). The OAuth token route (`/oauth/token`), the Project routes
 * (`/{projectKey}`) and the Import Container routes (`/{projectKey}/import-containers...`) share
 * one base URL, where the two-segment token path never meets the one-segment Project path.
 * Without `projects`, the mock holds one Project, `shop`.
 *
 * @example
 * const server = await serve({ port: 0 });
 * const token = await fetch(`${server.url}/oauth/token`, {
 *   method: 'POST',
 *   headers: { authorization: `Basic ${btoa('id:secret')}`, 'content-type': 'application/x-www-form-urlencoded' },
 *   body: 'grant_type=client_credentials',
 * });
 * await server.close();
 */
export async function serve(options: ServeOptions = {}): Promise<RunningServer> {
  const { port = DEFAULT_PORT, host = DEFAULT_HOST, ...mockOptions } = options;
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new RangeError(`commercetools-msw: the port must be an integer from 0 to 65535, not ${port}.`);
  }
  const server = createServer();
  const url = baseUrlOf(host, await listen(server, port, host));
  let mock: CommercetoolsMock;
  try {
    mock = createCommercetoolsMock({
      ...mockOptions,
      projects: mockOptions.projects ?? [{ key: DEFAULT_PROJECT_KEY }],
      hosts: { api: [url], auth: [url], import: [url], regions: false },
    });
  } catch (error) {
    await closeServer(server);
    throw error;
  }
  server.on('request', createRequestListener(mock.handlers, url));
  let closing: Promise<void> | undefined;
  return {
    url,
    mock,
    close: () => (closing ??= closeServer(server)),
  };
}
