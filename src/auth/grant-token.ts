import { invalidClient, invalidRequest, unsupportedGrantType } from '../errors/http-api-errors.js';
import { fail, ok, type Result } from '../store/result.js';
import { anonymousSessionFlow } from './anonymous-session-flow.js';
import { authenticateClient } from './client-credentials.js';
import { passwordFlow } from './password-flow.js';
import { refreshTokenFlow } from './refresh-token-flow.js';
import { requestedScopes } from './requested-scopes.js';
import { accessTokenResponse, type FlowInput, type GrantTokenContext, type TokenResponse } from './token-flow.js';

export type { ClientDefinition } from './client-registry.js';
export type { GrantTokenContext, TokenResponse } from './token-flow.js';

/**
 * Which token endpoint was called: `/oauth/token`, a Project's anonymous or customer endpoint, or
 * a Store's customer endpoint.
 */
export type TokenEndpoint =
  | { readonly flow: 'token' }
  | { readonly flow: 'anonymous'; readonly projectKey: string }
  | { readonly flow: 'customers'; readonly projectKey: string; readonly storeKey?: string };

function clientCredentialsFlow({ context, client, params }: FlowInput): Result<TokenResponse> {
  const granted = requestedScopes(context, client, params);
  if (!granted.ok) return granted;
  const { scopes, names } = granted.value;
  return ok(accessTokenResponse(context.tokens, client, scopes, names.join(' ')));
}

/**
 * The token endpoints, as `@commercetools/ts-client` calls them. Each takes Basic client
 * credentials and its parameters as form fields or query parameters:
 * - `POST {auth}/oauth/token`: `grant_type=client_credentials` (the SDK's default flow) or
 *   `grant_type=refresh_token`;
 * - `POST {auth}/oauth/{projectKey}/anonymous/token`: `grant_type=client_credentials`, an
 *   anonymous session;
 * - `POST {auth}/oauth/{projectKey}/customers/token` and
 *   `POST {auth}/oauth/{projectKey}/in-store/key={storeKey}/customers/token`:
 *   `grant_type=password`, a customer's token.
 *
 * @example
 * grantToken(context, { flow: 'token' }, 'Basic ' + btoa('id:secret'), new URLSearchParams('grant_type=client_credentials&scope=view_project_settings:shop'));
 */
export function grantToken(
  context: GrantTokenContext,
  endpoint: TokenEndpoint,
  authorization: string | null,
  params: URLSearchParams,
): Result<TokenResponse> | Promise<Result<TokenResponse>> {
  const client = authenticateClient(context, authorization);
  if (!client) return fail(invalidClient());
  const grantType = params.get('grant_type');
  if (!grantType) return fail(invalidRequest('Missing required parameter: grant_type.'));
  const input = { context, client, params };
  switch (endpoint.flow) {
    case 'token':
      if (grantType === 'client_credentials') return clientCredentialsFlow(input);
      if (grantType === 'refresh_token') return refreshTokenFlow(input);
      return fail(unsupportedGrantType(grantType, ['client_credentials', 'refresh_token']));
    case 'anonymous':
      if (grantType === 'client_credentials') return anonymousSessionFlow(input, endpoint.projectKey);
      return fail(unsupportedGrantType(grantType, ['client_credentials']));
    case 'customers':
      if (grantType === 'password') return passwordFlow(input, endpoint.projectKey, endpoint.storeKey);
      return fail(unsupportedGrantType(grantType, ['password']));
  }
}
