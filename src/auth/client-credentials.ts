import type { Scope } from './scopes.js';
import { parseScope } from './scopes.js';

/** An API client the token endpoints accept, with the scopes it may ask for. */
export interface ClientDefinition {
  readonly clientId: string;
  readonly clientSecret: string;
  /** Project-bound scopes such as `manage_project:shop` or `view_project_settings:shop`. */
  readonly scopes: readonly string[];
}

/** What the auth endpoints know of the mock's clients. */
export interface ClientContext {
  /** The configured clients; undefined accepts any client with `manage_project` on every known Project. */
  readonly clients: readonly ClientDefinition[] | undefined;
  readonly projectKeys: () => readonly string[];
}

/** A client whose credentials were accepted, with the scopes it may ask for. */
export interface AuthenticatedClient {
  readonly clientId: string;
  /** As configured, in order. */
  readonly scopes: readonly string[];
  readonly granted: readonly Scope[];
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
 * The client that a request's `Authorization: Basic …` header names, if the mock accepts it:
 * any client when none are configured, else one of the configured clients with its secret.
 *
 * @example
 * authenticateClient({ clients: undefined, projectKeys: () => ['shop'] }, 'Basic ' + btoa('id:secret'));
 * // { clientId: 'id', scopes: ['manage_project:shop'], granted: [...] }
 */
export function authenticateClient(context: ClientContext, authorization: string | null): AuthenticatedClient | undefined {
  const credentials = decodeBasicCredentials(authorization);
  if (!credentials) return undefined;
  const scopes = context.clients
    ? context.clients.find(({ clientId, clientSecret }) => clientId === credentials.clientId && clientSecret === credentials.clientSecret)?.scopes
    : context.projectKeys().map((key) => `manage_project:${key}`);
  if (!scopes) return undefined;
  // Stryker disable next-line ConditionalExpression,MethodExpression,ArrayDeclaration: a client's scopes were checked when the mock was created
  const granted = scopes.map(parseScope).filter((scope): scope is Scope => scope !== undefined);
  return { clientId: credentials.clientId, scopes, granted };
}
