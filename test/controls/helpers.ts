import { API_HOST, AUTH_HOST, IMPORT_HOST } from '../support/sdk.js';

// Shared by the tests of the test-time controls (faults, journal, clock, carts): times, URLs, and
// requests through plain fetch, which msw intercepts.

/** Where useMockServer starts the clock. */
export const START = '2030-01-01T00:00:00.000Z';
export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** An ISO time plus some milliseconds. */
export const plus = (isoTime: string, ms: number): string => new Date(Date.parse(isoTime) + ms).toISOString();

export const TOKEN_URL = `${AUTH_HOST}/oauth/token`;
export const projectUrl = (projectKey = 'shop') => `${API_HOST}/${encodeURIComponent(projectKey)}`;
export const collectionUrl = (projectKey = 'shop') => `${IMPORT_HOST}/${encodeURIComponent(projectKey)}/import-containers`;
export const itemUrl = (key: string, projectKey = 'shop') => `${collectionUrl(projectKey)}/${encodeURIComponent(key)}`;

/** `Basic base64(clientId:clientSecret)`, as the token endpoint takes it. */
export const basic = (clientId: string, clientSecret: string) => `Basic ${btoa(`${clientId}:${clientSecret}`)}`;

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
