function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A RegExp matching any of the given bases followed by a path pattern. msw matches RegExp paths
 * the same way in its majors 2 and 3, where hostname parameters differ.
 *
 * @example
 * routePattern(['https://api.europe-west1.gcp.commercetools.com'], '/([^/]+)');
 */
export function routePattern(bases: readonly string[], path: string): RegExp {
  return new RegExp(`^(?:${bases.map(escapeRegExp).join('|')})${path}$`);
}
