import { invalidGrant, invalidRequest } from '../errors/http-api-errors.js';
import { fail, ok, type Result } from '../store/result.js';
import { accessTokenResponse, type FlowInput, type TokenResponse } from './token-flow.js';

/**
 * `grant_type=refresh_token` at `POST {auth}/oauth/token`, what the SDK's `withRefreshTokenFlow`
 * sends: a new access token with the scopes of the one the refresh token came with, and no new
 * refresh token. A refresh token works for the client it was issued to until it goes unused for
 * that client's refresh token lifetime (200 days by default): each use restarts the count.
 *
 * @example
 * refreshTokenFlow(input); // ok({ access_token, scope: 'manage_project:shop customer_id:…', ... })
 */
export function refreshTokenFlow({ context, client, params }: FlowInput): Result<TokenResponse> {
  const refreshToken = params.get('refresh_token');
  if (!refreshToken) return fail(invalidRequest('The refresh token flow needs the refresh_token to use.'));
  const grant = context.tokens.useRefresh(refreshToken, client.clientId);
  if (!grant) return fail(invalidGrant('The refresh token is unknown, expired, revoked, or not this client\'s.'));
  return ok(accessTokenResponse(context.tokens, client, grant.scopes, grant.scope, refreshToken));
}
