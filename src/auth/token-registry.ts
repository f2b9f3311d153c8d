import type { MockClock } from '../clock/create-clock.js';
import { scopeText, type Scope } from './scopes.js';

/** The lifetime of an access token on the platform, unless its API client sets another: 48 hours. */
export const TOKEN_LIFETIME_SECONDS = 172_800;

/** How long a refresh token lasts unused on the platform, unless its API client sets another: 200 days. */
export const REFRESH_TOKEN_LIFETIME_SECONDS = 200 * 24 * 3600;

/** What a bearer token grants, and until when on the mock's clock. */
export interface TokenGrant {
  readonly scopes: readonly Scope[];
  /** The scope as the token endpoint answered it, `anonymous_id:…` or `customer_id:…` included. */
  readonly scope: string;
  readonly expiresAt: number;
  /** The API client the token was issued to; none for a token `ct.issueToken` made. */
  readonly clientId?: string;
  /** The refresh token this access token came with or from, whose revocation ends it too. */
  readonly refreshToken?: string;
}

/** What a refresh token gives again: the client it was issued to, and its access token's scopes. */
export interface RefreshGrant extends TokenGrant {
  readonly clientId: string;
  /** How long it lasts unused: each use restarts the count. */
  readonly lifetimeSeconds: number;
}

/** What the token endpoints issue an access token with. */
export interface AccessTokenOptions {
  readonly scope?: string;
  readonly clientId?: string;
  readonly refreshToken?: string;
}

export interface TokenRegistry {
  /** Issues an access token, to an API client if one asked for it. `scope` defaults to the scopes, space-separated. */
  issue(scopes: readonly Scope[], lifetimeSeconds?: number, options?: AccessTokenOptions): string;
  /** The grant of a token that is known, not revoked and not expired on the mock's clock. */
  lookup(token: string): TokenGrant | undefined;
  /** Issues a refresh token, valid for `lifetimeSeconds` without use on the mock's clock. */
  issueRefresh(grant: Omit<RefreshGrant, 'expiresAt'>): string;
  /** The grant of a live refresh token issued to this client, whose count of time without use this use restarts. */
  useRefresh(token: string, clientId: string): RefreshGrant | undefined;
  /** The grant of an access or refresh token this registry issued and has not revoked, expired or not. */
  issued(token: string): TokenGrant | undefined;
  /** Revokes an access or refresh token; a refresh token takes the access tokens issued with or from it along. */
  revoke(token: string): void;
}

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes)).replaceAll('+', '-').replaceAll('/', '_');
}

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
    issue: (scopes, lifetimeSeconds = TOKEN_LIFETIME_SECONDS, { scope = scopes.map(scopeText).join(' '), clientId, refreshToken } = {}) =>
      add(accessGrants, { scopes: [...scopes], scope, expiresAt: clock.now() + lifetimeSeconds * 1000, clientId, refreshToken }),
    lookup: (token) => live(accessGrants, token),
    issueRefresh: (grant) => add(refreshGrants, { ...grant, expiresAt: clock.now() + grant.lifetimeSeconds * 1000 }),
    useRefresh(token, clientId) {
      const grant = live(refreshGrants, token);
      if (grant?.clientId !== clientId) return undefined;
      const used = { ...grant, expiresAt: clock.now() + grant.lifetimeSeconds * 1000 };
      refreshGrants.set(token, used);
      return used;
    },
    issued: (token) => accessGrants.get(token) ?? refreshGrants.get(token),
    revoke(token) {
      accessGrants.delete(token);
      if (!refreshGrants.delete(token)) return;
      for (const [access, { refreshToken }] of accessGrants) if (refreshToken === token) accessGrants.delete(access);
    },
  };
}
