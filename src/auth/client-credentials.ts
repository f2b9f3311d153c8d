import type { ClientRegistry, ConfiguredClient } from './client-registry.js';
import { covers, type Scope } from './scopes.js';

/** What the auth endpoints know of the mock's clients. */
export interface ClientContext {
  /** The configured clients (`auth.clients`, and those `ct.addClient` added), and whether others are the default client. */
  readonly clients: Pick<ClientRegistry, 'find' | 'acceptsAnyClient'>;
  readonly projectKeys: () => readonly string[];
}

/**
 * A client whose credentials were accepted: a configured one, or the mock's default client (any id
 * and secret, where the mock takes them), which has no scopes listed and may ask for any of one
 * Project.
 */
export interface AuthenticatedClient {
  readonly clientId: string;
  /** Undefined for the default client. */
  readonly configured: ConfiguredClient | undefined;
}

function decodeBasicCredentials(authorization: string | null): { clientId: string; clientSecret: string } | undefined {
  // Stryker disable next-line StringLiteral: any text without the scheme fails the match as the empty one does
  const match = /^Basic\s+([A-Za-z0-9+/_-]+=*)\s*$/i.exec(authorization ?? '');
  // Stryker disable next-line ConditionalExpression: without it, reading the missing match throws, and the catch below answers alike
  if (!match?.[1]) return undefined;
  let decoded: string;
  try {
    const binary = atob(match[1].replaceAll('-', '+').replaceAll('_', '/'));
    decoded = new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return undefined;
  }
  const colon = decoded.indexOf(':');
  if (colon <= 0 || colon === decoded.length - 1) return undefined;
  return { clientId: decoded.slice(0, colon), clientSecret: decoded.slice(colon + 1) };
}

/**
 * The client that a request's `Authorization: Basic …` header names, if the mock accepts it: a
 * configured client with its secret, or, where the mock accepts any client, the default client
 * for any other id.
 *
 * @example
 * authenticateClient({ clients: createClientRegistry(undefined), projectKeys: () => ['shop'] }, 'Basic ' + btoa('id:secret'));
 * // { clientId: 'id', configured: undefined }
 */
export function authenticateClient(context: ClientContext, authorization: string | null): AuthenticatedClient | undefined {
  const credentials = decodeBasicCredentials(authorization);
  if (!credentials) return undefined;
  const configured = context.clients.find(credentials.clientId);
  if (!configured) return context.clients.acceptsAnyClient ? { clientId: credentials.clientId, configured: undefined } : undefined;
  return configured.definition.clientSecret === credentials.clientSecret ? { clientId: credentials.clientId, configured } : undefined;
}

/**
 * Tells whether a client holds a scope, as the API would grant it (`manage_project` covers the
 * Project's scopes). The mock's default client holds every scope.
 *
 * @example
 * holdsScope(client, { name: 'introspect_oauth_tokens', projectKey: 'shop' });
 */
export function holdsScope(client: AuthenticatedClient, wanted: Scope): boolean {
  return !client.configured || client.configured.granted.some((granted) => covers(granted, wanted));
}
