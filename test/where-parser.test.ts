import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, SyntaxError as PredicateSyntaxError } from '../src/store/query/where/where-parser.js';

// The Query Predicate parser is generated from its grammar by peggy (`npm run parsers`) and
// committed; it must be what the grammar generates, and parse the platform's syntax whole.

const FOLDER = resolve(import.meta.dirname, '../src/store/query/where');

describe('the generated Query Predicate parser', () => {
  it('is what `npm run parsers` generates from where-grammar.peggy', () => {
    const out = mkdtempSync(join(tmpdir(), 'where-parser-'));
    try {
      execFileSync(process.execPath, [resolve(import.meta.dirname, '../scripts/where-parser.mjs'), out]);
      for (const file of ['where-parser.js', 'where-parser.d.ts']) {
        expect(readFileSync(join(out, file), 'utf8') === readFileSync(join(FOLDER, file), 'utf8'), `${file}: run npm run parsers`).toBe(true);
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('parses comparisons, lists, nesting, and and/or with or binding looser', () => {
    expect(parse('key = "a\\"b"')).toEqual({ kind: 'compare', field: 'key', operator: '=', value: { kind: 'string', value: 'a"b' }, text: 'key = "a\\"b"' });
    expect(parse('key in ("a", "b")')).toMatchObject({ kind: 'in', negated: false, values: [{ value: 'a' }, { value: 'b' }] });
    expect(parse('key in :keys')).toMatchObject({ kind: 'in', values: { kind: 'variable', name: 'keys' } });
    expect(parse('masterData(current(masterVariant(sku = "S") or variants(sku = "S")))')).toMatchObject({
      kind: 'nested',
      field: 'masterData',
      inner: { kind: 'nested', field: 'current', inner: { kind: 'or', left: { field: 'masterVariant' }, right: { field: 'variants' } } },
    });
    expect(parse('key = "a" or key = "b" and id = "c"')).toMatchObject({ kind: 'or', right: { kind: 'and' } });
    expect(parse('not(key = "a")')).toMatchObject({ kind: 'not' });
    expect(parse('version >= 2 and published = true')).toMatchObject({ left: { operator: '>=', value: { kind: 'number', value: 2 } }, right: { value: { kind: 'boolean', value: true } } });
    expect(parse('key is not defined')).toMatchObject({ kind: 'check', negated: true, check: 'defined' });
    expect(parse('tags contains any ("a")')).toMatchObject({ kind: 'contains', mode: 'any' });
    expect(parse('key not in ("a")')).toMatchObject({ kind: 'in', negated: true });
  });

  it('reads a hyphen that joins the parts of a name: a locale with its region, as the Java SDK writes it (issue 44)', () => {
    expect(parse('name(en-US = "Shirt")')).toMatchObject({ kind: 'nested', field: 'name', inner: { kind: 'compare', field: 'en-US', value: { value: 'Shirt' } } });
    expect(parse('slug(de-CH = "hemd") or slug(zh-Hant-TW="x")')).toMatchObject({ left: { inner: { field: 'de-CH' } }, right: { inner: { field: 'zh-Hant-TW' } } });
    expect(parse('custom(fields(gift-wrap = true))')).toMatchObject({ inner: { inner: { field: 'gift-wrap' } } });
    // A hyphen never begins or ends a name, nor stands twice in a row.
    for (const text of ['name(en- = "x")', 'name(-en = "x")', 'name(en--US = "x")']) expect(() => parse(text), text).toThrow(PredicateSyntaxError);
  });

  it('refuses what is no predicate, with where it stopped', () => {
    for (const text of ['key =', 'key = "a" and', '= "a"', 'key == "a"', 'key in ()', '']) {
      expect(() => parse(text), text).toThrow(PredicateSyntaxError);
    }
  });
});
