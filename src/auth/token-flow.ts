import type { CustomerStore } from '../store/customers/customer-store.js';
import type { AuthenticatedClient, ClientContext } from './client-credentials.js';
import type { Scope } from './scopes.js';
import { REFRESH_TOKEN_LIFETIME_SECONDS, TOKEN_LIFETIME_SECONDS, type TokenRegistry } from './token-registry.js';

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
  /** The Project's anonymous sessions, and its customers, whom the password flow signs in (a customer's id, or undefined). */
  readonly customers: Pick<CustomerStore, 'startAnonymousSession'> & {
    signIn(projectKey: string, email: string, password: string, storeKey?: string): Promise<string | undefined>;
  };
}

/** What a flow gets: the client already accepted, and the request's parameters (form fields and query parameters). */
export interface FlowInput {
  readonly context: GrantTokenContext;
  readonly client: AuthenticatedClient;
  readonly params: URLSearchParams;
}

/**
 * How long a client's access tokens live, in seconds: its `accessTokenValiditySeconds`, else the platform's 48 hours.
 *
 * @example
 * accessTokenLifetime(client); // 172800
 */
export function accessTokenLifetime({ configured }: AuthenticatedClient): number {
  return configured?.definition.accessTokenValiditySeconds ?? TOKEN_LIFETIME_SECONDS;
}

/**
 * How long a client's refresh tokens last unused, in seconds: its `refreshTokenValiditySeconds`, else the platform's 200 days.
 *
 * @example
 * refreshTokenLifetime(client); // 17280000
 */
export function refreshTokenLifetime({ configured }: AuthenticatedClient): number {
  return configured?.definition.refreshTokenValiditySeconds ?? REFRESH_TOKEN_LIFETIME_SECONDS;
}

/**
 * Issues an access token (for the client's access token lifetime on the mock's clock) to an API
 * client and answers it in the token endpoints' shape, which every flow shares; the session flows
 * add their refresh token to it. The token remembers its client, whom Project changes record as
 * `lastModifiedBy`, and the refresh token it came with or from, whose revocation ends it.
 *
 * @example
 * accessTokenResponse(tokens, client, [{ name: 'manage_project', projectKey: 'shop' }], 'manage_project:shop');
 */
export function accessTokenResponse(
  tokens: TokenRegistry,
  client: AuthenticatedClient,
  scopes: readonly Scope[],
  scope: string,
  refreshToken?: string,
): TokenResponse {
  const lifetime = accessTokenLifetime(client);
  const accessToken = tokens.issue(scopes, lifetime, { scope, clientId: client.clientId, refreshToken });
  return { access_token: accessToken, token_type: 'Bearer', expires_in: lifetime, scope };
}
