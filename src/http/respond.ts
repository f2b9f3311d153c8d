import type { ErrorResponse } from '../errors/error-response.js';
import type { Result } from '../store/result.js';
import type { PlainResponse } from './plain-messages.js';

const JSON_HEADERS: Readonly<Record<string, string>> = Object.freeze({ 'content-type': 'application/json' });
const NO_HEADERS: Readonly<Record<string, string>> = Object.freeze({});

/**
 * A JSON answer, as the platform sends every body.
 *
 * @example
 * return json(maskProject(project));
 */
export function json(body: unknown, status = 200): PlainResponse {
  return jsonText(JSON.stringify(body), status);
}

/**
 * A JSON answer whose text is written already, as a cached one is.
 *
 * @example
 * return jsonText('{"key":"shop"}');
 */
export function jsonText(text: string, status = 200): PlainResponse {
  return { status, headers: JSON_HEADERS, body: text };
}

/**
 * An answer without a body, as HEAD requests get.
 *
 * @example
 * return empty(404);
 */
export function empty(status: number): PlainResponse {
  return { status, headers: NO_HEADERS, body: '' };
}

/**
 * The answer for an error body, with its status.
 *
 * @example
 * return errorJson(projectNotFound(key));
 */
export function errorJson(error: ErrorResponse): PlainResponse {
  return json(error, error.statusCode);
}

/**
 * A store result as an answer: its value with a success status, or its error body.
 *
 * @example
 * return reply(await store.importContainers.create(projectKey, body), 201);
 */
export function reply<T>(result: Result<T>, status = 200): PlainResponse {
  return result.ok ? json(result.value, status) : errorJson(result.error);
}
