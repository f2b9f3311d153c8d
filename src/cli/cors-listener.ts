/// <reference types="node" />
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { ADMIN_PREFIX } from '../admin/create-admin-api.js';
import type { CorsPolicy } from './cors-options.js';
import { correlationIdOf } from './request-listener.js';

/** The methods a preflight is allowed: every one the SDKs (and stubs) may send. */
export const CORS_ALLOW_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';
/**
 * The request headers allowed when a preflight names none: what the SDKs send. A preflight that
 * names some has them reflected instead, so a client's own headers pass too.
 */
export const CORS_ALLOW_HEADERS = 'Authorization, Content-Type, X-Correlation-ID';
/**
 * The response headers a page may read beyond the safelisted ones: `X-Correlation-ID` by name,
 * since `*` covers every header only for requests without credentials.
 */
export const CORS_EXPOSE_HEADERS = 'X-Correlation-ID, *';
/** How long a browser may cache a preflight: 2 hours, the most Chromium keeps one. */
export const CORS_MAX_AGE_S = 7200;

// A comma list of header names, as browsers write Access-Control-Request-Headers.
const HEADER_LIST = /^[!#$%&'*+.^_`|~\w-]+(?:\s*,\s*[!#$%&'*+.^_`|~\w-]+)*$/;

/** Whether a request target (a path, or an absolute URL as a proxy sends it) is under `/__admin`. */
function isAdminTarget(target: string): boolean {
  let path = target;
  if (!target.startsWith('/')) {
    try {
      path = new URL(target).pathname;
    } catch {
      return false;
    }
  }
  if (!path.startsWith(ADMIN_PREFIX)) return false;
  const next = path.charAt(ADMIN_PREFIX.length);
  return next === '' || next === '/' || next === '?';
}

function refuse(req: IncomingMessage, res: ServerResponse, message: string): void {
  req.resume();
  const body = `${JSON.stringify({ statusCode: 403, message })}\n`;
  res.writeHead(403, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'x-correlation-id': correlationIdOf(req, 'cors'),
  });
  res.end(body);
}

/** The headers that let a page on `origin` read the answer, set before the answer is written. */
function allow(res: ServerResponse, origin: string): void {
  res.setHeader('access-control-allow-origin', origin);
  // The mock sets and reads no cookies; allowing credentials only keeps clients that send them
  // (the SDK's credentialsMode 'include', axios' withCredentials) from being refused.
  res.setHeader('access-control-allow-credentials', 'true');
  res.setHeader('access-control-expose-headers', CORS_EXPOSE_HEADERS);
}

/** Answers a preflight that the policy allows: 204 with what the browser asked for. */
function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  req.resume();
  const asked = req.headers['access-control-request-headers'];
  res.setHeader('access-control-allow-methods', CORS_ALLOW_METHODS);
  res.setHeader('access-control-allow-headers', asked !== undefined && HEADER_LIST.test(asked.trim()) ? asked.trim() : CORS_ALLOW_HEADERS);
  res.setHeader('access-control-max-age', String(CORS_MAX_AGE_S));
  // Chromium asks before a public page calls a private address (a deployed Storybook, a loopback mock).
  if (req.headers['access-control-request-private-network'] === 'true') res.setHeader('access-control-allow-private-network', 'true');
  // The platform answers every request with one, preflights included.
  res.writeHead(204, { 'content-length': 0, 'x-correlation-id': correlationIdOf(req, 'cors') });
  res.end();
}

const allowedBy = (policy: CorsPolicy, origin: string) => policy.origins === undefined || policy.origins.has(origin);

/** What lets `origin` drive the admin API: --cors-admin, and --cors-origin when a list leaves it out. */
function adminHint(policy: CorsPolicy, origin: string): string {
  const flags = policy.enabled ? '--cors-admin' : '--cors-admin instead of --no-cors';
  const listed = allowedBy(policy, origin) ? '' : ` and --cors-origin ${origin}`;
  const config = allowedBy(policy, origin) ? '{"admin": true}' : `{"origins": [..., "${origin}"], "admin": true}`;
  return `start serve with ${flags}${listed} (config "cors": ${config})`;
}

/**
 * Adds CORS to the served mock's listener, so that a page on another origin can call it from a
 * browser: preflights (`OPTIONS` with `Access-Control-Request-Method`) answer 204, and every answer
 * to an allowed origin (errors, 401s, 404s, faults, token answers) carries
 * `Access-Control-Allow-Origin` with that origin, credentials allowed, and `X-Correlation-ID`
 * exposed; `Vary: Origin` always. A request without `Origin` (not a browser's CORS request) gets
 * `*` when any origin is allowed. An origin the policy does not allow gets no CORS headers, and its
 * preflight a 403 that says how to allow it.
 *
 * The admin API answers other origins only with `admin: true`: without it, a browser call to
 * `/__admin` from another origin (one whose `Origin` is not the server's own `Host`) is refused 403,
 * the simple requests that browsers send without a preflight included. Its token rules apply either
 * way. With the admin API off, its paths are left to the listener.
 *
 * @example
 * createServer(withCors(createRequestListener(answer, url, { admin }), corsPolicyOf({ origins: ['http://localhost:6006'] }), true));
 */
export function withCors(listener: RequestListener, policy: CorsPolicy, adminApi: boolean): RequestListener {
  return (req, res) => {
    const origin = req.headers.origin;
    const preflight = req.method === 'OPTIONS' && origin !== undefined && req.headers['access-control-request-method'] !== undefined;
    if (isAdminTarget(req.url ?? '/')) {
      // Same origin (the page the server itself would serve) or no browser at all: the admin rules alone.
      if (!adminApi || origin === undefined || origin === `http://${req.headers.host ?? ''}`) return listener(req, res);
      if (!(policy.enabled && policy.admin && allowedBy(policy, origin))) {
        return refuse(req, res, `The admin API does not answer pages on other origins (Origin: ${origin}). To let this page drive it, ${adminHint(policy, origin)}; or call it from Node.`);
      }
      res.setHeader('vary', 'Origin');
      allow(res, origin);
      return preflight ? answerPreflight(req, res) : listener(req, res);
    }
    if (!policy.enabled) return listener(req, res);
    res.setHeader('vary', 'Origin');
    if (origin === undefined) {
      if (policy.origins === undefined) {
        res.setHeader('access-control-allow-origin', '*');
        res.setHeader('access-control-expose-headers', CORS_EXPOSE_HEADERS);
      }
      return listener(req, res);
    }
    if (!allowedBy(policy, origin)) {
      if (!preflight) return listener(req, res);
      return refuse(req, res, `Origin ${origin} may not call this mock: the origins allowed are ${[...(policy.origins ?? [])].join(', ')}. Add it with --cors-origin ${origin} (config "cors": {"origins": [..., "${origin}"]}).`);
    }
    allow(res, origin);
    return preflight ? answerPreflight(req, res) : listener(req, res);
  };
}
