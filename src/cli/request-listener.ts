/// <reference types="node" />
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { answerNodeRequest, type AnswerPlainRequest } from '../adapters/node-listener.js';
import { ADMIN_PREFIX, type AdminApi } from '../admin/create-admin-api.js';
import type { AdminResponse } from '../admin/admin-types.js';

/** What the listener does besides answering the mock's routes. */
export interface ListenerOptions {
  /** Answers `/__admin` calls; without it (`--no-admin`) they get a 404. */
  readonly admin?: AdminApi | undefined;
  /** Runs before every request, admin calls included (a real clock catches up with wall time). */
  readonly beforeEach?: (() => void) | undefined;
}

/** The largest admin body read: a config's worth of seeds fits many times over, and a snapshot of a catalog of 100 000 products. */
const MAX_ADMIN_BODY = 256 * 1024 * 1024;

const isAdminPath = (pathname: string) => pathname === ADMIN_PREFIX || pathname.startsWith(`${ADMIN_PREFIX}/`);

function send(res: ServerResponse, response: AdminResponse): void {
  if (res.destroyed || res.headersSent) return;
  if (response.afterSend) res.once('finish', response.afterSend);
  res.writeHead(response.status, { ...response.headers, 'content-length': Buffer.byteLength(response.body) });
  res.end(response.body);
}

/** The server's own refusals on admin paths, with the call's X-Correlation-ID, or one of their own. */
const jsonError = (req: IncomingMessage, status: number, message: string): AdminResponse => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8', 'x-correlation-id': correlationIdOf(req) },
  body: `${JSON.stringify({ statusCode: status, message })}\n`,
});

/**
 * The X-Correlation-ID of an answer the server writes itself (not the mock): the request's own, or
 * a fresh one under `prefix`.
 *
 * @example
 * correlationIdOf(req); // 'admin-0b6e…' when the request sent none
 */
export function correlationIdOf(req: IncomingMessage, prefix = 'admin'): string {
  const sent = req.headers['x-correlation-id'];
  return (Array.isArray(sent) ? sent.join(', ') : sent) || `${prefix}-${randomUUID()}`;
}

/** Reads a body as UTF-8 text, or undefined once it passes the limit. */
function readBody(req: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_ADMIN_BODY) {
        chunks.length = 0;
        req.removeAllListeners('data');
        req.resume();
        resolve(undefined);
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Hands an admin call to the admin API as plain values, and writes its plain answer. */
async function answerAdmin(admin: AdminApi | undefined, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  if (!admin) {
    req.resume();
    return send(res, jsonError(req, 404, `The admin API is off: the server was started with --no-admin. No route answers ${req.method} ${url.pathname}.`));
  }
  const body = await readBody(req);
  if (body === undefined) return send(res, jsonError(req, 413, `The admin body is over ${MAX_ADMIN_BODY / 1024 / 1024} MiB. Send less at once.`));
  const aborted = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) aborted.abort();
  });
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(req.headers)) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  const response = await admin.handle({
    method: req.method ?? 'GET',
    path: url.pathname.slice(ADMIN_PREFIX.length),
    query: url.searchParams,
    headers,
    body,
    signal: aborted.signal,
  });
  send(res, response);
}

/**
 * The request's URL on the server's base: a path is appended as it is (`//x` stays a path), an
 * absolute URL (as a proxy sends it) gives its path and query.
 */
function urlOf(raw: string, base: string): URL {
  try {
    if (raw.startsWith('/')) return new URL(`${base}${raw}`);
    const { pathname, search } = new URL(raw);
    return new URL(`${base}${pathname}${search}`);
  } catch {
    return new URL(base);
  }
}

/**
 * Answers Node HTTP requests: `/__admin` calls with the admin API, everything else with the route
 * core. Both take and give plain values, so no Fetch object is built on the way.
 *
 * @example
 * createServer(createRequestListener((request) => answerRequest(context, request), 'http://127.0.0.1:8080', { admin })).listen(8080, '127.0.0.1');
 */
export function createRequestListener(answer: AnswerPlainRequest, base: string, options: ListenerOptions = {}): RequestListener {
  return (req, res) => {
    options.beforeEach?.();
    // The routes match absolute URLs, so the URL is rebuilt on the server's own base whatever
    // Host the client sent (localhost, 127.0.0.1, a container name).
    const url = urlOf(req.url ?? '/', base);
    if (!isAdminPath(url.pathname)) return answerNodeRequest(answer, req, res, url);
    answerAdmin(options.admin, req, res, url).catch((error: unknown) => {
      send(res, jsonError(req, 500, `commercetools-msw: the admin call failed: ${error instanceof Error ? error.message : String(error)}`));
    });
  };
}
