/** A Project-bound scope such as `view_project_settings:shop`. */
export interface Scope {
  readonly name: string;
  readonly projectKey: string;
}

// The key part takes anything a Project key can hold, which is anything but spaces and colons.
const SCOPE_PATTERN = /^([a-z][a-z_]*):([^\s:]+)$/;


/**
 * Parses one scope, or returns undefined when it is not of the form `name:projectKey`.
 *
 * @example
 * parseScope('view_project_settings:shop'); // { name: 'view_project_settings', projectKey: 'shop' }
 */
export function parseScope(text: string): Scope | undefined {
  const match = SCOPE_PATTERN.exec(text);
  return match?.[1] && match[2] ? { name: match[1], projectKey: match[2] } : undefined;
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
 * Tells whether a granted scope covers a wanted one: same Project, and the same name, or
 * `manage_project`, or the `manage_` scope of a `view_` one (`manage_products` grants
 * `view_products`, `manage_project_settings` grants `view_project_settings`).
 *
 * @example
 * covers(parseScope('manage_project_settings:shop')!, parseScope('view_project_settings:shop')!); // true
 */
export function covers(granted: Scope, wanted: Scope): boolean {
  if (granted.projectKey !== wanted.projectKey) return false;
  return (
    granted.name === 'manage_project' ||
    granted.name === wanted.name ||
    (wanted.name.startsWith('view_') && granted.name === `manage_${wanted.name.slice(5)}`)
  );
}

/**
 * Tells whether any granted scope covers any of the wanted scope names on a Project.
 *
 * @example
 * hasAnyScope(token.scopes, 'shop', ['view_project_settings']);
 */
export function hasAnyScope(granted: readonly Scope[], projectKey: string, names: readonly string[]): boolean {
  return names.some((name) => granted.some((scope) => covers(scope, { name, projectKey })));
}
