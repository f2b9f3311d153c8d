import { insufficientScope, invalidToken } from '../errors/http-api-errors.js';
import type { ErrorResponse } from '../errors/error-response.js';
import { hasAnyScope } from './scopes.js';
import type { TokenGrant, TokenRegistry } from './token-registry.js';

/** The Projects a mock has: a request for any other answers 404 to any valid token. */
export interface KnownProjects {
  has(projectKey: string): boolean;
}

/**
 * The grant of a request's bearer token, or undefined for a missing, malformed, unknown or expired
 * one (which gets the 401). GraphQL checks scopes per field with it.
 *
 * @example
 * const grant = bearerGrant(tokens, request.header('authorization'));
 * if (!grant) return errorJson(invalidToken());
 */
export function bearerGrant(tokens: TokenRegistry, authorization: string | null): TokenGrant | undefined {
  // Header values arrive trimmed (Fetch's Headers, Node's HTTP parser), so nothing may follow the token.
  // Stryker disable next-line StringLiteral: any text without the scheme fails the match as the empty one does
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match?.[1] ? tokens.lookup(match[1]) : undefined;
}

/**
 * Checks a request's `Authorization` header against the scopes an endpoint needs on a Project.
 * Returns the 401 or 403 error to answer with, or the token's grant when the request may proceed
 * (its `clientId` is who makes the change). A valid token for a Project the mock does not have
 * proceeds whatever its scopes, so that the route answers its 404, as the platform answers 404
 * before any scope check (the official SDK's error-cases test sends a token for another Project).
 * An endpoint in a Store (`/{projectKey}/in-store/key={storeKey}/…`) names its Store, whose
 * Store-bound scopes then count as well.
 *
 * @example
 * const checked = authorize(tokens, request.headers.get('authorization'), 'shop', ['view_project_settings'], store.projects);
 * if ('statusCode' in checked) return errorJson(checked);
 */
export function authorize(
  tokens: TokenRegistry,
  authorization: string | null,
  projectKey: string,
  scopeNames: readonly string[],
  projects: KnownProjects,
  storeKey?: string,
): ErrorResponse | TokenGrant {
  const grant = bearerGrant(tokens, authorization);
  if (!grant) return invalidToken();
  return hasAnyScope(grant.scopes, projectKey, scopeNames, storeKey) || !projects.has(projectKey) ? grant : insufficientScope(scopeNames);
}
