import { insufficientScope, invalidToken } from '../errors/http-api-errors.js';
import type { ErrorResponse } from '../errors/error-response.js';
import { hasAnyScope } from './scopes.js';
import type { TokenRegistry } from './token-registry.js';

/**
 * Checks a request's `Authorization` header against the scopes an endpoint needs on a Project.
 * Returns the 401 or 403 error to answer with, or undefined when the request may proceed.
 *
 * @example
 * const denied = authorize(tokens, request.headers.get('authorization'), 'shop', ['view_project_settings']);
 */
export function authorize(
  tokens: TokenRegistry,
  authorization: string | null,
  projectKey: string,
  scopeNames: readonly string[],
): ErrorResponse | undefined {
  // Stryker disable next-line StringLiteral: any text without the scheme fails the match as the empty one does
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  const grant = match?.[1] ? tokens.lookup(match[1]) : undefined;
  if (!grant) return invalidToken();
  return hasAnyScope(grant.scopes, projectKey, scopeNames) ? undefined : insufficientScope(scopeNames);
}
