import { badRequest, invalidJsonInput } from '../errors/http-api-errors.js';
import { fail, ok, type Result } from './result.js';

/**
 * Parses a request body's text as JSON, or gives the platform's InvalidJsonInput error. The store
 * parses bodies itself so that it can first answer for the resource (404) before the body (400).
 *
 * @example
 * const body = parseJson('{"version": 1, "actions": []}');
 */
export function parseJson(text: string): Result<unknown> {
  try {
    return ok(JSON.parse(text));
  } catch {
    const detail = text.trim() === '' ? 'The request body is empty.' : 'The request body is not well-formed JSON.';
    return fail(badRequest([invalidJsonInput(detail)]));
  }
}
