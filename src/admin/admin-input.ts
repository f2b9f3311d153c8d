import { AdminInputError } from './admin-types.js';

/** A JSON object read from an admin body. */
export type JsonObject = Record<string, unknown>;

const describe = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value === 'object' ? 'an object' : JSON.stringify(value));

/**
 * Reads an admin body as one JSON object. An empty body is `{}` when `emptyAllowed`.
 *
 * @example
 * readObject('{"advanceMs":1000}', '{"advanceMs": 60000}'); // { advanceMs: 1000 }
 */
export function readObject(body: string, example: string, emptyAllowed = false): JsonObject {
  if (body.trim() === '') {
    if (emptyAllowed) return {};
    throw new AdminInputError(`The body is empty. Send a JSON object, such as ${example}.`);
  }
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch (error) {
    throw new AdminInputError(`The body is not JSON (${error instanceof Error ? error.message : String(error)}). Send a JSON object, such as ${example}.`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new AdminInputError(`The body is ${describe(value)}. Send a JSON object, such as ${example}.`);
  }
  return value as JsonObject;
}

/**
 * Refuses fields an admin body does not take, so that a misspelt one is not silently ignored.
 *
 * @example
 * onlyFields({ advanceMs: 1 }, ['advanceMs', 'set']);
 */
export function onlyFields(object: JsonObject, allowed: readonly string[]): void {
  const unknown = Object.keys(object).filter((name) => !allowed.includes(name));
  if (unknown.length > 0) {
    throw new AdminInputError(`Unknown field${unknown.length > 1 ? 's' : ''} ${unknown.map((name) => `'${name}'`).join(', ')}. The fields are ${allowed.join(', ')}.`);
  }
}

type Kind = 'string' | 'number' | 'boolean';

/**
 * A field of a given JSON type, or undefined when absent; null and any other type are refused.
 *
 * @example
 * optional(body, 'projectKey', 'string'); // 'shop' or undefined
 */
export function optional<K extends Kind>(object: JsonObject, name: string, kind: K): (K extends 'string' ? string : K extends 'number' ? number : boolean) | undefined {
  const value = object[name];
  if (value === undefined) return undefined;
  if (typeof value !== kind || (kind === 'number' && !Number.isFinite(value))) {
    throw new AdminInputError(`'${name}' must be a ${kind}, not ${describe(value)}.`);
  }
  return value as never;
}

/**
 * A whole number field within bounds, or its default.
 *
 * @example
 * wholeNumber(body, 'count', 1, 1); // body.count, 1 when absent
 */
export function wholeNumber(object: JsonObject, name: string, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const value = object[name];
  if (value === undefined) return fallback;
  if (!(typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max)) {
    throw new AdminInputError(`'${name}' must be a whole number from ${min} to ${max}, not ${describe(value)}.`);
  }
  return value;
}

/**
 * A list of strings, or undefined when absent.
 *
 * @example
 * stringList(body, 'projects'); // ['shop']
 */
export function stringList(object: JsonObject, name: string, example: string): string[] | undefined {
  const value = object[name];
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    throw new AdminInputError(`'${name}' must be a list of strings, such as ${example}, not ${describe(value)}.`);
  }
  return value as string[];
}

/**
 * Refuses query parameters a route does not take, and repeated ones.
 *
 * @example
 * onlyParameters(query, ['operation', 'projectKey', 'limit']);
 */
export function onlyParameters(query: URLSearchParams, allowed: readonly string[]): void {
  const names = [...query.keys()];
  const unknown = [...new Set(names.filter((name) => !allowed.includes(name)))];
  if (unknown.length > 0) {
    throw new AdminInputError(
      `Unknown query parameter${unknown.length > 1 ? 's' : ''} ${unknown.map((name) => `'${name}'`).join(', ')}. ` +
        (allowed.length > 0 ? `The parameters are ${allowed.join(', ')}.` : 'This route takes none.'),
    );
  }
  const repeated = allowed.filter((name) => query.getAll(name).length > 1);
  if (repeated.length > 0) throw new AdminInputError(`Give '${repeated[0]}' once.`);
}

/**
 * Runs an in-process control with a field's value, and names the field in what it refuses: its
 * own message speaks of the control's argument, which an admin caller never wrote.
 *
 * @example
 * forField('set', () => mock.clock.set(set)); // 400 "'set': not-a-time is not a valid time. ..."
 */
export function forField<T>(name: string, run: () => T): T {
  try {
    return run();
  } catch (error) {
    const prefix = 'commercetools-msw: ';
    if (error instanceof Error && error.message.startsWith(prefix)) throw new AdminInputError(`'${name}': ${error.message.slice(prefix.length)}`);
    throw error;
  }
}
