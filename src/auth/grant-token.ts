import { invalidClient, invalidScope, unsupportedGrantType } from '../errors/http-api-errors.js';
import { fail, ok, type Result } from '../store/result.js';
import { covers, parseScope, splitScopes, type Scope } from './scopes.js';
import { TOKEN_LIFETIME_SECONDS, type TokenRegistry } from './token-registry.js';

/** An API client the token endpoint accepts, with the scopes it may ask for. */
export interface ClientDefinition {
  readonly clientId: string;
  readonly clientSecret: string;
  /** Project-bound scopes such as `manage_project:shop` or `view_project_settings:shop`. */
  readonly scopes: readonly string[];
}

/** The token endpoint's 200 body. */
export interface TokenResponse {
  readonly access_token: string;
  readonly token_type: 'Bearer';
  readonly expires_in: number;
  readonly scope: string;
}

export interface GrantTokenContext {
  readonly tokens: TokenRegistry;
  /** The configured clients; undefined accepts any client with `manage_project` on every known Project. */
  readonly clients: readonly ClientDefinition[] | undefined;
  readonly projectKeys: () => readonly string[];
}

interface Credentials {
  readonly clientId: string;
  readonly clientSecret: string;
}

function decodeBasicCredentials(authorization: string | null): Credentials | undefined {
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

function clientScopes(context: GrantTokenContext, credentials: Credentials): readonly string[] | undefined {
  if (!context.clients) return context.projectKeys().map((key) => `manage_project:${key}`);
  const client = context.clients.find(
    ({ clientId, clientSecret }) => clientId === credentials.clientId && clientSecret === credentials.clientSecret,
  );
  return client?.scopes;
}

/**
 * The client-credentials flow of `POST {auth}/oauth/token`: Basic client credentials and a form
 * body `grant_type=client_credentials&scope=...`. Asking for no scope grants the client's own.
 *
 * @example
 * grantToken(context, 'Basic ' + btoa('id:secret'), 'grant_type=client_credentials&scope=view_project_settings:shop');
 */
export function grantToken(context: GrantTokenContext, authorization: string | null, body: string): Result<TokenResponse> {
  const credentials = decodeBasicCredentials(authorization);
  const allowed = credentials && clientScopes(context, credentials);
  if (!allowed) return fail(invalidClient());

  const form = new URLSearchParams(body);
  const grantType = form.get('grant_type') ?? '';
  if (grantType !== 'client_credentials') return fail(unsupportedGrantType(grantType));

  // A repeated `scope` parameter adds to the list rather than replacing it.
  const requested = form.getAll('scope').flatMap(splitScopes);
  const asked = requested.length > 0 ? requested : allowed;
  // Stryker disable next-line ConditionalExpression,MethodExpression,ArrayDeclaration: a client's scopes were checked when the mock was created
  const grantedScopes = allowed.map(parseScope).filter((scope): scope is Scope => scope !== undefined);
  // Stryker disable next-line ArrayDeclaration: a stray entry is no scope, so it grants nothing
  const scopes: Scope[] = [];
  for (const text of asked) {
    const scope = parseScope(text);
    if (!scope) return fail(invalidScope(`Malformed scope '${text}'. Scopes look like view_project_settings:{projectKey}.`));
    if (!grantedScopes.some((granted) => covers(granted, scope))) {
      return fail(invalidScope(`The scope '${text}' is not granted to this client.`));
    }
    scopes.push(scope);
  }
  const token = context.tokens.issue(scopes);
  return ok({ access_token: token, token_type: 'Bearer', expires_in: TOKEN_LIFETIME_SECONDS, scope: asked.join(' ') });
}
