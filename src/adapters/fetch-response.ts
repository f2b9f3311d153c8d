import type { PlainResponse } from '../http/plain-messages.js';

const encoder = new TextEncoder();

/**
 * The route core's answer as a Fetch `Response`. A body carries its Content-Length: without one,
 * msw 3 streams the body to its mock socket until the end, and undici tears the connection down,
 * which costs a few hundred microseconds per intercepted request.
 *
 * @example
 * return toFetchResponse(json({ key: 'shop' }));
 */
export function toFetchResponse({ status, headers, body, networkError }: PlainResponse): Response {
  if (networkError) return Response.error();
  if (body === '') return new Response(null, { status, headers });
  const bytes = encoder.encode(body);
  return new Response(bytes, { status, headers: { ...headers, 'content-length': String(bytes.byteLength) } });
}
