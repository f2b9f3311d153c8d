import { freeze } from 'immer';
import { stubProblem } from '../errors/unmodelled-errors.js';
import { findRoute } from './find-route.js';
import type { MockContext } from './mock-context.js';
import { lateRouteTable } from './late-route-table.js';
import { unmodelledEndpoint } from './unmodelled-endpoints.js';
import { routeTable } from './route-table.js';
import type { StubEntry, StubHandle, StubOptions } from '../controls/stub-list.js';

const FIELDS = ['method', 'path', 'status', 'headers', 'body'];
const EXAMPLE = `{ method: 'GET', path: '/shop/carts/*', status: 200, body: { id: 'p1' } }`;
// A method is an HTTP token (RFC 9110).
const TOKEN = /^[!#$%&'*+.^_`|~\w-]+$/;
function shown(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** The path pattern as a RegExp over the path below a host's base: `*` within a segment, `**` as the last one. */
function pathRegExp(path: string): RegExp {
  const segments = path.slice(1).split('/');
  const rest = segments.at(-1) === '**';
  if (rest) segments.pop();
  const body = segments.map((segment) => (segment === '*' ? '/[^/]+' : `/${escape(segment).replace(/\*/g, '[^/]*')}`)).join('');
  return new RegExp(`^${rest ? `${body}(?:/.*)?` : body}$`);
}

function readPath(path: unknown): string {
  if (typeof path !== 'string' || !path.startsWith('/') || /[?#\s]/.test(path) || /\*\*(?!$)|[^/]\*\*/.test(path)) {
    throw stubProblem(
      `'path' must be a path that starts with /, without a query, with * for any text within a segment and ** only as the last segment, such as "/shop/carts/*" or "/shop/carts/**"; not ${shown(path)}`,
    );
  }
  return path;
}

function readHeaders(headers: unknown, hasBody: boolean, body: unknown): Record<string, string> {
  if (headers !== undefined && (!isRecord(headers) || !Object.values(headers).every((value) => typeof value === 'string'))) {
    throw stubProblem(`'headers' must be an object of header names to string values, such as { "cache-control": "no-store" }; not ${shown(headers)}`);
  }
  const given = Object.fromEntries(Object.entries(headers ?? {}).map(([name, value]) => [name.toLowerCase(), value as string]));
  try {
    new Headers(given);
  } catch (error) {
    throw stubProblem(`'headers' holds a name or value fetch refuses (${error instanceof Error ? error.message : String(error)})`);
  }
  if ('content-length' in given) throw stubProblem(`'headers' must not set content-length: the mock sets it from the body`);
  if (hasBody && !('content-type' in given)) given['content-type'] = typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json';
  return given;
}

/** The body's text: a string as it is, anything else as JSON. */
function bodyText(body: unknown): string {
  if (body === undefined || typeof body === 'string') return body ?? '';
  let text: string | undefined;
  try {
    text = JSON.stringify(body);
  } catch (error) {
    throw stubProblem(`'body' cannot be written as JSON (${error instanceof Error ? error.message : String(error)}): give a string or a JSON value`);
  }
  if (text === undefined) throw stubProblem(`'body' must be a string or a JSON value, not ${typeof body}`);
  return text;
}

/**
 * Checks a stub's options and adds it in front of the mock's stubs (the newest that matches
 * answers). A stub that a modelled route would always answer first, its method on its path (each
 * `*` read as one segment), is refused: it could never answer. Every refusal names the field.
 * Loaded with the first `ct.stub` call.
 *
 * @example
 * const handle = addStub(context, { method: 'GET', path: '/shop/carts', status: 200, body: { results: [] } });
 * handle.remove();
 */
export function addStub(context: MockContext, options: StubOptions): StubHandle {
  const given: unknown = options;
  if (!isRecord(given)) throw stubProblem(`options must be an object, such as ${EXAMPLE}; not ${shown(given)}`);
  const unknown = Object.keys(given).filter((name) => !FIELDS.includes(name));
  if (unknown.length > 0) throw stubProblem(`options have no ${unknown.map((name) => `'${name}'`).join(', ')}: the options are ${FIELDS.join(', ')}`);
  const { method, status, body } = given;
  if (typeof method !== 'string' || !TOKEN.test(method)) throw stubProblem(`'method' must be an HTTP method, such as "GET" or "PATCH"; not ${shown(method)}`);
  const path = readPath(given.path);
  if (typeof status !== 'number' || !Number.isInteger(status) || status < 200 || status > 599) {
    throw stubProblem(`'status' must be a whole number from 200 to 599, not ${shown(status)}`);
  }
  const text = bodyText(body);
  if (body !== undefined && (status === 204 || status === 205 || status === 304)) {
    throw stubProblem(`'body' cannot go with status ${status}, which has none: leave 'body' out, or choose another status`);
  }
  const headers = readHeaders(given.headers, body !== undefined, body);
  const upper = method.toUpperCase();
  const sample = path.replace(/\*/g, 'x');
  if (!path.endsWith('**')) {
    for (const bases of [context.hosts.api, context.hosts.auth, context.hosts.import]) {
      const url = bases[0] === undefined ? undefined : new URL(bases[0] + sample);
      // A search endpoint the mock names in its 501 is not modelled, though a read route's pattern takes its path.
      const modelled = url !== undefined && unmodelledEndpoint(context.hosts, upper, url) === undefined;
      const match = modelled ? (findRoute(routeTable(context.hosts), upper, url) ?? findRoute(lateRouteTable(context.hosts), upper, url)) : undefined;
      if (match) {
        throw stubProblem(
          `${upper} ${path} is one the mock models (${match.route.operation}), and a modelled route always answers first, so this stub could never answer: ` +
            `stub paths the mock does not model, and inject a fault (ct.inject, POST /__admin/faults) for a status of a modelled route`,
        );
      }
    }
  }

  context.stubs.issued += 1;
  const id = String(context.stubs.issued);
  const entry: StubEntry = {
    // A copy of what was given, frozen whole: the stub answers with its text, whatever a test does to either.
    stub: freeze({ id, method: upper, path, status, headers: { ...headers }, ...(body === undefined ? {} : { body: typeof body === 'string' ? body : (JSON.parse(text) as unknown) }) }, true),
    pattern: pathRegExp(path),
    method: upper,
    answer: { status, headers, body: text },
    hits: 0,
  };
  context.stubs.entries.unshift(entry);
  return {
    id,
    get hits() {
      return entry.hits;
    },
    remove() {
      const index = context.stubs.entries.indexOf(entry);
      if (index >= 0) context.stubs.entries.splice(index, 1);
    },
  };
}
