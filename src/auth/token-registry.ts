import type { MockClock } from '../clock/create-clock.js';
import type { Scope } from './scopes.js';

/** The lifetime of a client-credentials token on the platform: 48 hours. */
export const TOKEN_LIFETIME_SECONDS = 172_800;

/** What a bearer token grants, and until when on the mock's clock. */
export interface TokenGrant {
  readonly scopes: readonly Scope[];
  readonly expiresAt: number;
}

export interface TokenRegistry {
  issue(scopes: readonly Scope[], lifetimeSeconds?: number): string;
  /** The grant of a token that is known and not expired on the mock's clock. */
  lookup(token: string): TokenGrant | undefined;
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
  const grants = new Map<string, TokenGrant>();
  return {
    issue(scopes, lifetimeSeconds = TOKEN_LIFETIME_SECONDS) {
      const token = randomToken();
      grants.set(token, { scopes: [...scopes], expiresAt: clock.now() + lifetimeSeconds * 1000 });
      return token;
    },
    lookup(token) {
      const grant = grants.get(token);
      return grant && clock.now() < grant.expiresAt ? grant : undefined;
    },
  };
}
