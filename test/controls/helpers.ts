// Shared by the tests of the test-time controls (faults, journal, clock, carts): times, URLs, and
// requests through plain fetch, which msw intercepts.

export { DAY, HOUR, MINUTE, plus, SECOND, START } from '../support/time.js';
export { basic, collectionUrl, itemUrl, projectUrl, TOKEN_URL } from '../support/urls.js';

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE';

export interface SendOptions {
  /** The whole Authorization header; none when left out. */
  readonly authorization?: string;
  /** A string is sent as is (as a form when it looks like one); anything else as JSON. */
  readonly body?: unknown;
}

export interface Reply {
  readonly status: number;
  readonly text: string;
  /** The parsed JSON body, or undefined when the body is empty. */
  readonly body: unknown;
}

/** Sends a request through fetch and reads the whole answer. */
export async function send(method: Method, url: string, options: SendOptions = {}): Promise<Reply> {
  const response = await fetch(url, requestInit(method, options));
  const text = await response.text();
  return { status: response.status, text, body: text === '' ? undefined : parse(text) };
}

/** The RequestInit `send` uses, for tests that call fetch themselves. */
export function requestInit(method: Method, options: SendOptions = {}): RequestInit {
  const headers: Record<string, string> = {};
  if (options.authorization !== undefined) headers.authorization = options.authorization;
  const init: RequestInit = { method, headers };
  if (options.body !== undefined) {
    const isForm = typeof options.body === 'string' && options.body.includes('=') && !options.body.trimStart().startsWith('{');
    headers['content-type'] = isForm ? 'application/x-www-form-urlencoded' : 'application/json';
    init.body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  }
  return init;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Settles a promise into a value to inspect, so that a test can look at it without awaiting twice. */
export function track<T>(promise: Promise<T>): { readonly settled: boolean; readonly promise: Promise<T> } {
  let settled = false;
  const watched = promise.finally(() => {
    settled = true;
  });
  // The caller awaits `promise`; this keeps a rejection from being reported as unhandled meanwhile.
  watched.catch(() => undefined);
  return {
    get settled() {
      return settled;
    },
    promise: watched,
  };
}
