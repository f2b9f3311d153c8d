import { authorize } from '../auth/authorize.js';
import type { ErrorResponse } from '../errors/error-response.js';
import type { MockContext } from './mock-context.js';

/**
 * Checks a request's bearer token, unless the mock runs with `auth: false`.
 *
 * @example
 * const denied = authorizeRequest(context, request, 'shop', ['manage_project_settings']);
 */
export function authorizeRequest(
  context: MockContext,
  request: Request,
  projectKey: string,
  scopeNames: readonly string[],
): ErrorResponse | undefined {
  if (!context.authEnabled) return undefined;
  return authorize(context.tokens, request.headers.get('authorization'), projectKey, scopeNames);
}
