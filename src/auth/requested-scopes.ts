import { invalidScope } from '../errors/http-api-errors.js';
import { fail, ok, type Result } from '../store/result.js';
import type { AuthenticatedClient, ClientContext } from './client-credentials.js';
import { isKnownScopeName, isStoreBoundScopeName } from './known-scopes.js';
import { parseScope, scopeText, splitScopes, type Scope } from './scopes.js';

/** The scopes a token request was granted: parsed for checks, and as the request named them. */
export interface RequestedScopes {
  readonly scopes: readonly Scope[];
  readonly names: readonly string[];
}

/** A scope the platform could grant: well-formed, a name it knows, and Store-bound only where it binds that name to Stores. */
function validScope(text: string): Result<Scope> {
  const scope = parseScope(text);
  if (!scope || (scope.storeKey !== undefined && !isStoreBoundScopeName(scope.name))) return fail(invalidScope('Malformed parameter: scope: Invalid scope.'));
  if (!isKnownScopeName(scope.name)) return fail(invalidScope(`Unknown scope '${text}'. The platform has no scope named ${scope.name}.`));
  return ok(scope);
}

/** The scopes a request that names none gets: a configured client's own, or the one Project's `manage_project` for the default client. */
function ownScopes(context: ClientContext, client: AuthenticatedClient, projectKey: string | undefined): Result<readonly string[]> {
  if (client.configured) {
    // A client's scopes are of one Project, and it has one at least, so a token for any Project gets them all or none.
    const own = client.configured.granted.filter((scope) => projectKey === undefined || scope.projectKey === projectKey).map(scopeText);
    return own.length > 0 ? ok(own) : fail(invalidScope(`The client has no scope on the Project '${projectKey}'.`));
  }
  if (projectKey !== undefined) return ok([`manage_project:${projectKey}`]);
  const keys = context.projectKeys();
  if (keys.length <= 1) return ok(keys.map((key) => `manage_project:${key}`));
  return fail(
    invalidScope(
      `A token is for one Project, and this mock has several (${keys.join(', ')}): name the one you want in scope, such as scope=manage_project:${keys[0]}.`,
    ),
  );
}

/** The permissions a configured client may request, named as the platform names them: without the Project key. */
const permissionsOf = (granted: readonly Scope[]) =>
  [...new Set(granted.map(({ name, storeKey }) => (storeKey === undefined ? name : `${name}:${storeKey}`)))].join(', ');

/**
 * Checks the `scope` a token request asks for, as the platform does: each must be well-formed and
 * a name the platform knows; all of one Project (the endpoint's, for a token of one Project: an
 * anonymous session, a customer); and, for a configured client, one it was created with: never
 * one its scopes imply. The mock's default client may ask for any scope of a Project the mock has. A request that names none
 * gets the client's own scopes on the Project.
 *
 * @example
 * requestedScopes(context, client, new URLSearchParams('scope=view_project_settings:shop'));
 */
export function requestedScopes(context: ClientContext, client: AuthenticatedClient, params: URLSearchParams, projectKey?: string): Result<RequestedScopes> {
  // A repeated `scope` parameter adds to the list rather than replacing it.
  const requested = params.getAll('scope').flatMap(splitScopes);
  const named = requested.length > 0 ? ok(requested) : ownScopes(context, client, projectKey);
  if (!named.ok) return named;
  const names = named.value;
  // Stryker disable next-line ArrayDeclaration: a stray entry is no scope, so it grants nothing
  const scopes: Scope[] = [];
  for (const text of names) {
    const scope = validScope(text);
    if (!scope.ok) return scope;
    scopes.push(scope.value);
  }
  const projectKeys = [...new Set([...(projectKey === undefined ? [] : [projectKey]), ...scopes.map((scope) => scope.projectKey)])];
  if (projectKeys.length > 1) {
    return fail(invalidScope(`A token is for one Project, and the scope names several (${projectKeys.join(', ')}). Ask for a token per Project.`));
  }
  const unknownProject = !client.configured && projectKeys.find((key) => !context.projectKeys().includes(key));
  if (unknownProject) return fail(invalidScope(`The Project '${unknownProject}' does not exist in this mock, so no client holds its scopes.`));
  const { configured } = client;
  const exceeded = configured && scopes.find((scope) => !configured.granted.some((granted) => scopeText(granted) === scopeText(scope)));
  if (exceeded) return fail(invalidScope(`Permissions exceeded. Only the following permissions can be requested: ${permissionsOf(configured.granted)}`));
  return ok({ scopes, names });
}
