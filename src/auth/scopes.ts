/**
 * A scope such as `view_project_settings:shop`, bound to a Project, or such as
 * `manage_orders:shop:berlin`, bound to one of its Stores.
 */
export interface Scope {
  readonly name: string;
  readonly projectKey: string;
  /** The Store a Store-bound scope is limited to; absent for a scope on the whole Project. */
  readonly storeKey?: string;
}

// The key parts take anything a Project or Store key can hold, which is anything but spaces and colons.
const SCOPE_PATTERN = /^([a-z][a-z_]*):([^\s:]+)(?::([^\s:]+))?$/;

/**
 * Parses one scope, or returns undefined when it is not of the form `name:projectKey` or
 * `name:projectKey:storeKey`.
 *
 * @example
 * parseScope('view_project_settings:shop'); // { name: 'view_project_settings', projectKey: 'shop' }
 * parseScope('manage_orders:shop:berlin'); // { name: 'manage_orders', projectKey: 'shop', storeKey: 'berlin' }
 */
export function parseScope(text: string): Scope | undefined {
  const match = SCOPE_PATTERN.exec(text);
  if (!match?.[1] || !match[2]) return undefined;
  return match[3] ? { name: match[1], projectKey: match[2], storeKey: match[3] } : { name: match[1], projectKey: match[2] };
}

/**
 * A scope as the token endpoint writes it.
 *
 * @example
 * scopeText({ name: 'manage_orders', projectKey: 'shop', storeKey: 'berlin' }); // 'manage_orders:shop:berlin'
 */
export function scopeText({ name, projectKey, storeKey }: Scope): string {
  return storeKey === undefined ? `${name}:${projectKey}` : `${name}:${projectKey}:${storeKey}`;
}

/**
 * Splits a space-separated scope list, as the token endpoint receives and returns it.
 *
 * @example
 * splitScopes('manage_project:shop  view_project_settings:other'); // ['manage_project:shop', 'view_project_settings:other']
 */
export function splitScopes(text: string): string[] {
  // Stryker disable next-line Regex: splitting at each space leaves empty parts, which the filter drops
  return text.split(/\s+/).filter((scope) => scope !== '');
}

/**
 * Tells whether a granted scope covers a wanted one, as the API checks a request: same Project;
 * the granted scope on the whole Project or on the wanted Store; and the same name, or
 * `manage_project`, or the `manage_` scope of a `view_` one (`manage_products` grants
 * `view_products`, `manage_project_settings` grants `view_project_settings`). A Store-bound scope
 * covers only what is wanted in its Store.
 *
 * @example
 * covers(parseScope('manage_project_settings:shop')!, parseScope('view_project_settings:shop')!); // true
 * covers(parseScope('view_orders:shop:berlin')!, parseScope('view_orders:shop')!); // false
 */
export function covers(granted: Scope, wanted: Scope): boolean {
  if (granted.projectKey !== wanted.projectKey) return false;
  if (granted.storeKey !== undefined && granted.storeKey !== wanted.storeKey) return false;
  return (
    granted.name === 'manage_project' ||
    granted.name === wanted.name ||
    // Stryker disable next-line StringLiteral: with '' every name passes, and a name not of view_ cut by five letters makes no scope name the platform has
    (wanted.name.startsWith('view_') &&
      granted.name === `manage_${wanted.name.slice(5)}`)
  );
}

/**
 * Tells whether any granted scope covers any of the wanted scope names on a Project, or on one of
 * its Stores for an endpoint in that Store (where Store-bound scopes of that Store count too).
 *
 * @example
 * hasAnyScope(token.scopes, 'shop', ['view_project_settings']);
 * hasAnyScope(token.scopes, 'shop', ['view_orders'], 'berlin');
 */
export function hasAnyScope(granted: readonly Scope[], projectKey: string, names: readonly string[], storeKey?: string): boolean {
  return names.some((name) => granted.some((scope) => covers(scope, { name, projectKey, storeKey })));
}
