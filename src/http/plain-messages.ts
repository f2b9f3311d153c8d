/**
 * A request as the route core reads it: plain values, so that the adapters (msw's handlers,
 * `ct.fetch`, Node's http server) hand it over without building Fetch objects they do not need.
 */
export interface PlainRequest {
  /** Upper case for the methods fetch normalizes (GET, HEAD, POST, PUT, DELETE, OPTIONS). */
  readonly method: string;
  /** The absolute URL, query included. */
  readonly url: URL;
  /** A header's value, or null; names are case-insensitive. */
  header(name: string): string | null;
  /** The body as text; read once, and only for POST and PUT. */
  readBody(): string | Promise<string>;
  /** Aborted when the client gives up, so that an injected delay stops waiting. */
  readonly signal: AbortSignal | undefined;
  /** The request as a Fetch `Request`, built only for a fault's `match` predicate. */
  toRequest(): Request;
}

/** An answer as the route core writes it: a status, headers, and the body as text. */
export interface PlainResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  /** The body's text; empty for no body. */
  readonly body: string;
  /** True for an injected network error: fetch rejects, a served connection is dropped. */
  readonly networkError?: true;
}

/** The answer to a request that an injected network error fails; its status is 0, as Response.error()'s. */
// Stryker disable next-line StringLiteral: no adapter writes the body of a network error
export const NETWORK_ERROR: PlainResponse = Object.freeze({ status: 0, headers: Object.freeze({}), body: '', networkError: true });

/**
 * A method as fetch sends it: the standard ones in upper case, any other as given.
 *
 * @example
 * normalizeMethod('get'); // 'GET'
 * normalizeMethod('patch'); // 'patch'
 */
export function normalizeMethod(method: string): string {
  const upper = method.toUpperCase();
  switch (upper) {
    case 'DELETE':
    case 'GET':
    case 'HEAD':
    case 'OPTIONS':
    case 'POST':
    case 'PUT':
      return upper;
    default:
      return method;
  }
}
