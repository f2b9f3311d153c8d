import type { CustomerStore } from '../store/customers/customer-store.js';
import type { AuthenticatedClient, ClientContext } from './client-credentials.js';
import type { Scope } from './scopes.js';
import { TOKEN_LIFETIME_SECONDS, type TokenRegistry } from './token-registry.js';

/** A token endpoint's 200 body. Only the anonymous-session and password flows add a refresh token. */
export interface TokenResponse {
  readonly access_token: string;
  readonly token_type: 'Bearer';
  readonly expires_in: number;
  readonly scope: string;
  readonly refresh_token?: string;
}

export interface GrantTokenContext extends ClientContext {
  readonly tokens: TokenRegistry;
  readonly customers: CustomerStore;
}

/** What a flow gets: the client already accepted, and the form body. */
export interface FlowInput {
  readonly context: GrantTokenContext;
  readonly client: AuthenticatedClient;
  readonly form: URLSearchParams;
}


/**
 * Issues an access token (48 hours on the mock's clock) to an API client and answers it in the
 * token endpoints' shape, which every flow shares; the session flows add their refresh token to it.
 * The token remembers its client, whom Project changes record as `lastModifiedBy`.
 *
 * @example
 * accessTokenResponse(tokens, [{ name: 'manage_project', projectKey: 'shop' }], 'manage_project:shop', 'my-client');
 */
export function accessTokenResponse(tokens: TokenRegistry, scopes: readonly Scope[], scope: string, clientId: string): TokenResponse {
  return { access_token: tokens.issue(scopes, TOKEN_LIFETIME_SECONDS, scope, clientId), token_type: 'Bearer', expires_in: TOKEN_LIFETIME_SECONDS, scope };
}
