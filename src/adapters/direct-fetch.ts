import { answerRequest } from '../http/answer-request.js';
import type { MockContext } from '../http/mock-context.js';
import { normalizeMethod, type PlainRequest } from '../http/plain-messages.js';
import { toFetchResponse } from './fetch-response.js';
import { plainFromRequest } from './plain-from-request.js';

/** A header reader over a plain record, as the SDK passes headers: names compared case-insensitively. */
function recordHeader(headers: Readonly<Record<string, string>>): (name: string) => string | null {
  return (name) => {
    let value: string | null = null;
    for (const key in headers) {
      if (key.toLowerCase() !== name) continue;
      // fetch strips a value's surrounding whitespace.
      const part = String(headers[key]).trim();
      value = value === null ? part : `${value}, ${part}`;
    }
    return value;
  };
}

const isPlainRecord = (headers: HeadersInit): headers is Record<string, string> =>
  !(headers instanceof Headers) && !Array.isArray(headers) && !(Symbol.iterator in headers);

/** The request taken apart from fetch's arguments without a `Request`, when they are the plain kind the SDK passes. */
function fromPlainArguments(input: RequestInfo | URL, init: RequestInit | undefined): PlainRequest | undefined {
  if (input instanceof Request) return undefined;
  const { body, headers = {} } = init ?? {};
  if (!(body === undefined || body === null || typeof body === 'string') || !isPlainRecord(headers)) return undefined;
  const method = normalizeMethod(init?.method ?? 'GET');
  // fetch refuses a body on these: the Request built below says so.
  if ((method === 'GET' || method === 'HEAD') && typeof body === 'string') return undefined;
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    // A relative URL: a browser resolves it against the page, Node refuses it, as `Request` does.
    return undefined;
  }
  return {
    method,
    url,
    header: recordHeader(headers),
    readBody: () => body ?? '',
    signal: init?.signal ?? undefined,
    toRequest: () => new Request(input, init),
  };
}

/**
 * `ct.fetch`, the direct adapter: a `fetch` answered by the route core without intercepting
 * anything and, for the arguments the SDK passes (a URL, a record of headers, a string body),
 * without building a `Request` either. It fails as fetch does: with the abort reason, or with a
 * TypeError for an injected network error.
 *
 * @example
 * const client = new ClientBuilder().withHttpMiddleware({ host, httpClient: createDirectFetch(context) }).build();
 */
export function createDirectFetch(context: MockContext): typeof fetch {
  return async (input, init) => {
    let request = fromPlainArguments(input, init);
    if (!request) {
      const built = new Request(input, init);
      request = plainFromRequest(built, new URL(built.url));
    }
    const answer = answerRequest(context, request);
    if (!answer) {
      throw new TypeError(
        `commercetools-msw: ct.fetch has no route for ${request.method} ${request.url.href}. It answers only the hosts and paths of this mock.`,
      );
    }
    const response = await answer;
    const { signal } = request;
    if (signal?.aborted) throw signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
    if (response.networkError) throw new TypeError('Failed to fetch', { cause: 'an injected network error' });
    return toFetchResponse(response);
  };
}
