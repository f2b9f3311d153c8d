import { insufficientScope, invalidToken } from '../errors/http-api-errors.js';
import type { ErrorResponse } from '../errors/error-response.js';
import { hasAnyScope } from './scopes.js';
import type { TokenGrant, TokenRegistry } from './token-registry.js';

/**
 * Checks a request's `Authorization` header against the scopes an endpoint needs on a Project.
 * Returns the 401 or 403 error to answer with, or the token's grant when the request may proceed
 * (its `clientId` is who makes the change).
 *
 * @example
 * const checked = authorize(tokens, request.headers.get('authorization'), 'shop', ['view_project_settings']);
 * if ('statusCode' in checked) return errorJson(checked);
 */
export function authorize(
  tokens: TokenRegistry,
  authorization: string | null,
  projectKey: string,
  scopeNames: readonly string[],
): ErrorResponse | TokenGrant {
  // Stryker disable next-line StringLiteral: any text without the scheme fails the match as the empty one does
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  const grant = match?.[1] ? tokens.lookup(match[1]) : undefined;
  if (!grant) return invalidToken();
  return hasAnyScope(grant.scopes, projectKey, scopeNames) ? grant : insufficientScope(scopeNames);
}
