import type { PlainRequest } from '../http/plain-messages.js';

/**
 * A Fetch `Request` as the route core reads it, for the adapters that have one: msw's handlers,
 * and `ct.fetch` when its arguments are not the plain kind.
 *
 * @example
 * const plain = plainFromRequest(request, new URL(request.url));
 */
export function plainFromRequest(request: Request, url: URL): PlainRequest {
  return {
    method: request.method,
    url,
    header: (name) => request.headers.get(name),
    readBody: () => request.text(),
    signal: request.signal,
    toRequest: () => request,
  };
}
