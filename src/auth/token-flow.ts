import type { CustomerStore } from '../store/customers/customer-store.js';
import type { AuthenticatedClient, ClientContext } from './client-credentials.js';
import type { TokenRegistry } from './token-registry.js';

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

