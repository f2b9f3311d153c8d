import { describe, expect, it } from 'vitest';
import { covers, hasAnyScope, parseScope, splitScopes } from './scopes.js';

describe('scopes', () => {
  it('parses Project-bound scopes and refuses malformed ones', () => {
    expect(parseScope('view_project_settings:shop')).toEqual({ name: 'view_project_settings', projectKey: 'shop' });
    for (const text of ['shop', 'manage_project:', ':shop', 'MANAGE:shop', 'manage project:shop', 'manage_project:a:b']) {
      expect(parseScope(text)).toBeUndefined();
    }
  });

  it('splits on any whitespace and drops empties', () => {
    expect(splitScopes('  a:b   c:d\te:f ')).toEqual(['a:b', 'c:d', 'e:f']);
    expect(splitScopes('')).toEqual([]);
  });

  it('lets manage_project cover everything on its Project only', () => {
    const manage = { name: 'manage_project', projectKey: 'shop' };
    expect(covers(manage, { name: 'view_project_settings', projectKey: 'shop' })).toBe(true);
    expect(covers(manage, { name: 'view_products', projectKey: 'shop' })).toBe(true);
    expect(covers(manage, { name: 'view_project_settings', projectKey: 'other' })).toBe(false);
  });

  it('lets manage scopes include their view scopes, not the other way round', () => {
    const scopes = [{ name: 'manage_project_settings', projectKey: 'shop' }];
    expect(hasAnyScope(scopes, 'shop', ['view_project_settings'])).toBe(true);
    expect(hasAnyScope([{ name: 'view_project_settings', projectKey: 'shop' }], 'shop', ['manage_project_settings'])).toBe(false);
    expect(hasAnyScope([{ name: 'manage_import_containers', projectKey: 'shop' }], 'shop', ['view_import_containers'])).toBe(true);
    // Every manage_ scope grants its own view_ scope, and no other (issue 25's read routes).
    expect(hasAnyScope([{ name: 'manage_products', projectKey: 'shop' }], 'shop', ['view_products'])).toBe(true);
    expect(hasAnyScope([{ name: 'manage_orders', projectKey: 'shop' }], 'shop', ['view_products'])).toBe(false);
    expect(hasAnyScope([{ name: 'manage_products', projectKey: 'shop' }], 'shop', ['manage_orders'])).toBe(false);
  });

  it('is not fooled by scope names that are Object.prototype members', () => {
    expect(hasAnyScope([{ name: 'constructor', projectKey: 'shop' }], 'shop', ['view_project_settings'])).toBe(false);
    expect(hasAnyScope([{ name: 'tostring', projectKey: 'shop' }], 'shop', ['tostring'])).toBe(true);
  });
});
