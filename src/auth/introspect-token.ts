import { invalidClient, invalidRequest } from '../errors/http-api-errors.js';
import { fail, ok, type Result } from '../store/result.js';
import { authenticateClient, type AuthenticatedClient, type ClientContext } from './client-credentials.js';
import type { TokenGrant, TokenRegistry } from './token-registry.js';

/** The introspection endpoint's 200 body: a live token's scope and expiry, or only `active: false`. */
export type IntrospectionResponse = { readonly active: true; readonly scope: string; readonly exp: number } | { readonly active: false };

export interface IntrospectContext extends ClientContext {
  readonly tokens: TokenRegistry;
}

/**
 * Whether a client may see a token: its own, or another's (a token `ct.issueToken` made is no
 * client's) with `introspect_oauth_tokens` on a Project of the token, which `manage_project` does
 * not include: the platform lists it apart, with the API client scopes. The default client sees all.
 */
const maySee = ({ clientId, configured }: AuthenticatedClient, grant: TokenGrant) =>
  !configured ||
  grant.clientId === clientId ||
  grant.scopes.some(({ projectKey }) => configured.granted.some((held) => held.name === 'introspect_oauth_tokens' && held.projectKey === projectKey));

/**
 * `POST {auth}/oauth/introspect`: whether an access token is live, with Basic client credentials
 * and the token as the `token` query parameter or form field. `exp` is in epoch seconds on the
 * mock's clock. A client sees its own tokens; another client's only with `introspect_oauth_tokens`,
 * and without it that token reads as inactive, as on the platform.
 *
 * @example
 * introspectToken(context, 'Basic ' + btoa('id:secret'), new URL('https://auth.europe-west1.gcp.commercetools.com/oauth/introspect?token=abc'), '');
 * // ok({ active: false })
 */
export function introspectToken(context: IntrospectContext, authorization: string | null, url: URL, body: string): Result<IntrospectionResponse> {
  const client = authenticateClient(context, authorization);
  if (!client) return fail(invalidClient());
  const token = url.searchParams.get('token') || new URLSearchParams(body).get('token');
  if (!token) return fail(invalidRequest('Give the token to introspect as the token query parameter or form field.'));
  const grant = context.tokens.lookup(token);
  return ok(grant && maySee(client, grant) ? { active: true, scope: grant.scope, exp: Math.floor(grant.expiresAt / 1000) } : { active: false });
}
