import { parseScope, type Scope } from './scopes.js';

/**
 * Parses the scopes a test gives a control (`ct.issueToken`, a client), throwing a TypeError that
 * names the malformed one and who gave it.
 *
 * @example
 * parseScopesOrThrow(['view_project_settings:shop'], 'issueToken'); // [{ name: 'view_project_settings', projectKey: 'shop' }]
 */
export function parseScopesOrThrow(scopes: readonly string[], where: string): Scope[] {
  return scopes.map((text) => {
    const scope = parseScope(text);
    if (!scope) throw new TypeError(`commercetools-msw: ${where} has a malformed scope '${text}'. Scopes look like view_project_settings:shop.`);
    return scope;
  });
}
