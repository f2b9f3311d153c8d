import { describe, expect, it } from 'vitest';
import { covers, hasAnyScope, parseScope, scopeText, splitScopes } from './scopes.js';

describe('scopes', () => {
  it('parses Project-bound scopes and refuses malformed ones', () => {
    expect(parseScope('view_project_settings:shop')).toEqual({ name: 'view_project_settings', projectKey: 'shop' });
    expect(parseScope('manage_orders:shop:berlin')).toEqual({ name: 'manage_orders', projectKey: 'shop', storeKey: 'berlin' });
    for (const text of ['shop', 'manage_project:', ':shop', 'MANAGE:shop', 'manage project:shop', 'manage_orders:a:', 'manage_orders:a:b:c', 'manage_orders::b']) {
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

  it('lets a Store-bound scope cover its Store only, and Project-wide scopes cover every Store', () => {
    const berlin = [{ name: 'view_orders', projectKey: 'shop', storeKey: 'berlin' }];
    expect(hasAnyScope(berlin, 'shop', ['view_orders'], 'berlin')).toBe(true);
    expect(hasAnyScope(berlin, 'shop', ['view_orders'], 'paris')).toBe(false);
    expect(hasAnyScope(berlin, 'shop', ['view_orders'])).toBe(false);
    expect(hasAnyScope([{ name: 'manage_orders', projectKey: 'shop' }], 'shop', ['view_orders'], 'berlin')).toBe(true);
    expect(hasAnyScope([{ name: 'manage_orders', projectKey: 'shop', storeKey: 'berlin' }], 'shop', ['view_orders'], 'berlin')).toBe(true);
    expect(scopeText(berlin[0]!)).toBe('view_orders:shop:berlin');
    expect(scopeText({ name: 'view_orders', projectKey: 'shop' })).toBe('view_orders:shop');
  });

  it('needs one of the wanted names covered, not each of them', () => {
    const published = [{ name: 'view_published_products', projectKey: 'shop' }];
    expect(hasAnyScope(published, 'shop', ['view_products', 'view_published_products'])).toBe(true);
    expect(hasAnyScope(published, 'shop', ['view_products'])).toBe(false);
  });

  it('is not fooled by scope names that are Object.prototype members', () => {
    expect(hasAnyScope([{ name: 'constructor', projectKey: 'shop' }], 'shop', ['view_project_settings'])).toBe(false);
    expect(hasAnyScope([{ name: 'tostring', projectKey: 'shop' }], 'shop', ['tostring'])).toBe(true);
  });
});
