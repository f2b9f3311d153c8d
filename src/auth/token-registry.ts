import type { MockClock } from '../clock/create-clock.js';
import type { Scope } from './scopes.js';

/** The lifetime of an access token on the platform: 48 hours. */
export const TOKEN_LIFETIME_SECONDS = 172_800;

/** The lifetime of a refresh token on the platform: 200 days. */
export const REFRESH_TOKEN_LIFETIME_SECONDS = 200 * 24 * 3600;

/** What a bearer token grants, and until when on the mock's clock. */
export interface TokenGrant {
  readonly scopes: readonly Scope[];
  /** The scope as the token endpoint answered it, `anonymous_id:…` or `customer_id:…` included. */
  readonly scope: string;
  readonly expiresAt: number;
  /** The API client the token was issued to; none for a token `ct.issueToken` made. */
  readonly clientId?: string;
}

/** What a refresh token gives again: the client it was issued to, and its access token's scopes. */
export interface RefreshGrant extends TokenGrant {
  readonly clientId: string;
}

export interface TokenRegistry {
  /** Issues an access token, to an API client if one asked for it. `scope` defaults to the scopes, space-separated. */
  issue(scopes: readonly Scope[], lifetimeSeconds?: number, scope?: string, clientId?: string): string;
  /** The grant of a token that is known and not expired on the mock's clock. */
  lookup(token: string): TokenGrant | undefined;
  /** Issues a refresh token, valid 200 days on the mock's clock. */
  issueRefresh(clientId: string, grant: Omit<TokenGrant, 'expiresAt'>): string;
  /** The grant of a refresh token that is known and not expired on the mock's clock. */
  lookupRefresh(token: string): RefreshGrant | undefined;
}

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes)).replaceAll('+', '-').replaceAll('/', '_');
}

const scopeText = (scopes: readonly Scope[]) => scopes.map(({ name, projectKey }) => `${name}:${projectKey}`).join(' ');

/**
 * Keeps the tokens one mock has issued. Tokens are random, so a token of one mock is unknown to another.
 *
 * @example
 * const tokens = createTokenRegistry(clock);
 * const token = tokens.issue([{ name: 'manage_project', projectKey: 'shop' }]);
 */
export function createTokenRegistry(clock: MockClock): TokenRegistry {
  const accessGrants = new Map<string, TokenGrant>();
  const refreshGrants = new Map<string, RefreshGrant>();
  const live = <G extends TokenGrant>(grants: Map<string, G>, token: string) => {
    const grant = grants.get(token);
    return grant && clock.now() < grant.expiresAt ? grant : undefined;
  };
  const add = <G extends TokenGrant>(grants: Map<string, G>, grant: G) => {
    const token = randomToken();
    grants.set(token, grant);
    return token;
  };
  return {
    issue: (scopes, lifetimeSeconds = TOKEN_LIFETIME_SECONDS, scope = scopeText(scopes), clientId) =>
      add(accessGrants, { scopes: [...scopes], scope, expiresAt: clock.now() + lifetimeSeconds * 1000, clientId }),
    lookup: (token) => live(accessGrants, token),
    issueRefresh: (clientId, { scopes, scope }) =>
      add(refreshGrants, { clientId, scopes, scope, expiresAt: clock.now() + REFRESH_TOKEN_LIFETIME_SECONDS * 1000 }),
    lookupRefresh: (token) => live(refreshGrants, token),
  };
}
