import { ok, type Result } from '../store/result.js';
import { accessTokenResponse, refreshTokenLifetime, type FlowInput, type TokenResponse } from './token-flow.js';
import type { RequestedScopes } from './requested-scopes.js';

/**
 * The answer of the anonymous-session and password flows: an access token whose `scope` names
 * the session (`anonymous_id:…` or `customer_id:…`) after the scopes, and a refresh token that
 * gives the same again until it goes unused for the client's refresh token lifetime.
 *
 * @example
 * sessionToken(input, granted, `customer_id:${customer.id}`);
 */
export function sessionToken({ context, client }: FlowInput, { scopes, names }: RequestedScopes, session: string): Result<TokenResponse> {
  const scope = [...names, session].join(' ');
  const refreshToken = context.tokens.issueRefresh({ clientId: client.clientId, scopes, scope, lifetimeSeconds: refreshTokenLifetime(client) });
  return ok({ ...accessTokenResponse(context.tokens, client, scopes, scope, refreshToken), refresh_token: refreshToken });
}
