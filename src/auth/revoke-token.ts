import { invalidClient, invalidRequest, unauthorizedClient } from '../errors/http-api-errors.js';
import { fail, ok, type Result } from '../store/result.js';
import { authenticateClient, type ClientContext } from './client-credentials.js';
import { tokenParameters } from './token-parameters.js';
import type { TokenRegistry } from './token-registry.js';

export interface RevokeContext extends ClientContext {
  readonly tokens: TokenRegistry;
}

/**
 * `POST {auth}/oauth/token/revoke` (RFC 7009): revokes an access or refresh token, given as
 * `token` (with an optional `token_type_hint`, which the mock needs not) with the client's Basic
 * credentials. A revoked token stops working at once; a revoked refresh token takes the access
 * tokens issued with or from it along. A token that is unknown, expired or already revoked
 * answers 200 as well, as RFC 7009 has it; another client's token is refused.
 *
 * @example
 * revokeToken(context, 'Basic ' + btoa('id:secret'), url, 'token=abc&token_type_hint=refresh_token'); // ok(undefined)
 */
export function revokeToken(context: RevokeContext, authorization: string | null, url: URL, body: string): Result<undefined> {
  const client = authenticateClient(context, authorization);
  if (!client) return fail(invalidClient());
  const token = tokenParameters(url, body).get('token');
  if (!token) return fail(invalidRequest('Missing required parameter: token. Give the access or refresh token to revoke.'));
  const grant = context.tokens.issued(token);
  if (grant?.clientId !== undefined && grant.clientId !== client.clientId) {
    return fail(unauthorizedClient('The token was issued to another client. A client revokes only its own tokens.'));
  }
  context.tokens.revoke(token);
  return ok(undefined);
}
