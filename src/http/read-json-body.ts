import { badRequest, invalidJsonInput } from '../errors/http-api-errors.js';
import { fail, ok, type Result } from '../store/result.js';

/**
 * Reads a request body as JSON, or gives the platform's InvalidJsonInput error.
 *
 * @example
 * const body = await readJsonBody(request);
 * if (!body.ok) return errorReply(body.error, request.method);
 */
export async function readJsonBody(request: Request): Promise<Result<unknown>> {
  const text = await request.text();
  try {
    return ok(JSON.parse(text));
  } catch {
    const detail = text.trim() === '' ? 'The request body is empty.' : 'The request body is not well-formed JSON.';
    return fail(badRequest([invalidJsonInput(detail)]));
  }
}
