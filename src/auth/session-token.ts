import { ok, type Result } from '../store/result.js';
import { accessTokenResponse, type FlowInput, type TokenResponse } from './token-flow.js';
import type { RequestedScopes } from './requested-scopes.js';

/**
 * The answer of the anonymous-session and password flows: an access token whose `scope` names
 * the session (`anonymous_id:…` or `customer_id:…`) after the scopes, and a refresh token that
 * gives the same again for 200 days.
 *
 * @example
 * sessionToken(input, granted, `customer_id:${customer.id}`);
 */
export function sessionToken({ context, client }: FlowInput, { scopes, names }: RequestedScopes, session: string): Result<TokenResponse> {
  const scope = [...names, session].join(' ');
  const access = accessTokenResponse(context.tokens, scopes, scope, client.clientId);
  return ok({ ...access, refresh_token: context.tokens.issueRefresh(client.clientId, { scopes, scope }) });
}
