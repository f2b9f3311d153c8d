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
 * The response for an error: its body, or no body for HEAD requests.
 *
 * @example
 * return errorReply(projectNotFound(key), request.method);
 */
export function errorReply(error: ErrorResponse, method: string): Response {
  return method === 'HEAD' ? empty(error.statusCode) : json(error, error.statusCode);
}
