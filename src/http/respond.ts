import type { ErrorResponse } from '../errors/error-response.js';

/**
 * A JSON response, as the platform sends every body.
 *
 * @example
 * return json(maskProject(project));
 */
export function json(body: unknown, status = 200): Response {
  return Response.json(body, { status });
}

/**
 * A response without a body, as HEAD requests get.
 *
 * @example
 * return empty(404);
 */
export function empty(status: number): Response {
  return new Response(null, { status });
}

/**
 * The response for an error body, with its status.
 *
 * @example
 * return errorJson(projectNotFound(key));
 */
export function errorJson(error: ErrorResponse): Response {
  return json(error, error.statusCode);
}
