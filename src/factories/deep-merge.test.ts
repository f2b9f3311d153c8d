import { describe, expect, it } from 'vitest';
import { deepMerge, isPlainObject } from './deep-merge.js';

describe('deepMerge', () => {
  it('merges plain objects at every depth, and replaces arrays and other values', () => {
    const base = { a: 1, nested: { b: 2, deeper: { c: 3, d: 4 } }, list: [1, 2, 3] };
    expect(deepMerge(base, { nested: { deeper: { d: 5 } }, list: [9] })).toEqual({ a: 1, nested: { b: 2, deeper: { c: 3, d: 5 } }, list: [9] });
  });

  it('leaves out a key given as undefined, and keeps the base when given no overrides', () => {
    const base: { a: number; b?: number } = { a: 1, b: 2 };
    expect(deepMerge(base, { b: undefined })).toEqual({ a: 1 });
    expect(Object.keys(deepMerge(base, { b: undefined }))).toEqual(['a']);
    expect(deepMerge(base, undefined)).toBe(base);
  });

  it('copies what it takes from the overrides', () => {
    const overrides = { list: [{ x: 1 }], added: { y: 2 } };
    const merged = deepMerge<{ list: { x: number }[]; added?: { y: number } }>({ list: [] }, overrides);
    expect(merged).toEqual(overrides);
    expect(merged.list).not.toBe(overrides.list);
    expect(merged.list[0]).not.toBe(overrides.list[0]);
    expect(merged.added).not.toBe(overrides.added);
  });

  it('keeps keys such as __proto__ as own fields, never as the prototype', () => {
    const label: Record<string, string> = JSON.parse('{"__proto__": "x", "en": "y"}');
    const merged = deepMerge<{ label: Record<string, string> }>({ label: { de: 'z' } }, { label });
    expect(Object.getPrototypeOf(merged.label)).toBe(Object.prototype);
    expect(Object.entries(merged.label)).toEqual([
      ['de', 'z'],
      ['__proto__', 'x'],
      ['en', 'y'],
    ]);
  });

  it('treats only plain objects as mergeable', () => {
    expect(isPlainObject({})).toBe(true);
    expect(isPlainObject(Object.create(null))).toBe(true);
    for (const value of [[], null, new Date(0), 'a', 1, undefined]) expect(isPlainObject(value)).toBe(false);
  });
});
