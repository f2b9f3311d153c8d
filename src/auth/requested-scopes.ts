import { invalidScope } from '../errors/http-api-errors.js';
import { fail, ok, type Result } from '../store/result.js';
import type { AuthenticatedClient } from './client-credentials.js';
import { isKnownScopeName } from './known-scopes.js';
import { covers, parseScope, splitScopes, type Scope } from './scopes.js';

/** The scopes a token request was granted: parsed for checks, and as the request named them. */
export interface RequestedScopes {
  readonly scopes: readonly Scope[];
  readonly names: readonly string[];
}

/**
 * Checks the `scope` a token request asks for against what its client may have: each must be
 * well-formed, a name the platform knows, and held by the client. A request that asks for none
 * gets the client's own scopes, or, for a token of one Project (an anonymous session, a customer),
 * the client's scopes on that Project.
 *
 * @example
 * requestedScopes(client, new URLSearchParams('scope=view_project_settings:shop'));
 */
export function requestedScopes(client: AuthenticatedClient, form: URLSearchParams, projectKey?: string): Result<RequestedScopes> {
  // A repeated `scope` parameter adds to the list rather than replacing it.
  const requested = form.getAll('scope').flatMap(splitScopes);
  const own = projectKey === undefined ? client.scopes : client.scopes.filter((text) => parseScope(text)?.projectKey === projectKey);
  const names = requested.length > 0 ? requested : own;
  if (names.length === 0 && projectKey !== undefined) return fail(invalidScope(`The client has no scope on the Project '${projectKey}'.`));
  // Stryker disable next-line ArrayDeclaration: a stray entry is no scope, so it grants nothing
  const scopes: Scope[] = [];
  for (const text of names) {
    const scope = parseScope(text);
    if (!scope) return fail(invalidScope(`Malformed scope '${text}'. Scopes look like view_project_settings:{projectKey}.`));
    if (!isKnownScopeName(scope.name)) return fail(invalidScope(`Unknown scope '${text}'. The platform has no scope named ${scope.name}.`));
    if (!client.granted.some((granted) => covers(granted, scope))) {
      return fail(invalidScope(`The scope '${text}' is not granted to this client.`));
    }
    scopes.push(scope);
  }
  return ok({ scopes, names });
}
