import { afterEach, describe, expect, it, vi } from 'vitest';
import { pathReader, THROUGH_LIST, walkingReader } from './path-reader.js';

// The readers of field paths `where` compiles (issue 32): a generated function of named property
// reads where it may be generated, a loop where not (a Content Security Policy without
// 'unsafe-eval', a name no identifier or one every object inherits); both answer alike.

const SHAPES: readonly unknown[] = [
  undefined,
  null,
  'text',
  5,
  true,
  [],
  [{ a: 1 }],
  {},
  { a: null },
  { a: 'text' },
  { a: 5 },
  { a: [] },
  { a: [{ b: 1 }] },
  { a: { b: null } },
  { a: { b: 0 } },
  { a: { b: '' } },
  { a: { b: false } },
  { a: { b: [1, 2] } },
  { a: { b: [] } },
  { a: { b: { c: 'deep' } } },
  { a: { b: { c: ['x', 'y'] } } },
  { a: { b: { c: [{ d: 1 }] } } },
  { a: { b: { c: { d: 2 } } } },
  { a: { b: [{ c: 1 }] } },
  { a: [{ b: { c: 1 } }] },
  { a: { c: 1 } },
  { a: { b: 'text' } },
  { b: { c: 1 } },
];

const PATHS: readonly (readonly string[])[] = [[], ['a'], ['a', 'b'], ['a', 'b', 'c'], ['a', 'b', 'c', 'd'], ['b', 'c']];

describe('pathReader', () => {
  it.each(PATHS.map((path) => [path.join('.') || '(empty)', path] as const))('reads %s on every shape as the walking reader does', (_, path) => {
    const generated = pathReader(path);
    const walking = walkingReader(path);
    for (const shape of SHAPES) expect(generated(shape), JSON.stringify(shape)).toBe(walking(shape));
  });

  it('answers the value at the end, lists included, undefined where the way breaks off, THROUGH_LIST where a list stands before the end', () => {
    const read = pathReader(['a', 'b']);
    const list = [1, 2];
    expect(read({ a: { b: list } })).toBe(list);
    expect(read({ a: { b: 0 } })).toBe(0);
    expect(read({ a: { b: '' } })).toBe('');
    expect(read({ a: { c: 1 } })).toBeUndefined();
    expect(read({ a: 'text' })).toBeUndefined();
    expect(read({ a: null })).toBeUndefined();
    expect(read(null)).toBeUndefined();
    expect(read('text')).toBeUndefined();
    expect(read({ a: [{ b: 1 }] })).toBe(THROUGH_LIST);
    expect(read([{ a: { b: 1 } }])).toBe(THROUGH_LIST);
    expect(walkingReader(['a', 'b'])({ a: [{ b: 1 }] })).toBe(THROUGH_LIST);
    expect(walkingReader(['a', 'b'])([{ a: { b: 1 } }])).toBe(THROUGH_LIST);
  });

  it('reads no string by a name strings have, nor a null', () => {
    expect(walkingReader(['a', 'length'])({ a: 'text' })).toBeUndefined();
    expect(pathReader(['a', 'length'])({ a: 'text' })).toBeUndefined();
    expect(walkingReader(['a', 'b'])({ a: null })).toBeUndefined();
    expect(walkingReader(['a'])(null)).toBeUndefined();
    expect(walkingReader(['a'])(undefined)).toBeUndefined();
  });

  it('generates a reader of named properties for a path of identifiers', () => {
    expect(pathReader(['masterData', 'current', 'name', 'en']).name).toBe('read');
    expect(pathReader(['_x1']).name).toBe('read');
  });

  it('walks a path with a name every object inherits, and reads it as an own field only', () => {
    for (const path of [['constructor'], ['custom', 'toString'], ['__proto__', 'x'], ['a', 'hasOwnProperty']]) {
      expect(pathReader(path).name).toBe('');
    }
    expect(pathReader(['constructor'])({})).toBeUndefined();
    expect(pathReader(['custom', 'toString'])({ custom: {} })).toBeUndefined();
    expect(pathReader(['custom', 'toString'])({ custom: { toString: 'own' } })).toBe('own');
    expect(pathReader(['__proto__', 'hasOwnProperty'])({})).toBeUndefined();
  });

  it('walks a path with a name that is no identifier, and reads it alike', () => {
    for (const path of [['de-DE'], ['name', 'de-DE'], ['1a'], ['a b'], ['"quoted"'], ['']]) {
      expect(pathReader(path).name, path.join('.')).toBe('');
    }
    expect(pathReader(['name', 'de-DE'])({ name: { 'de-DE': 'Hemd' } })).toBe('Hemd');
    expect(pathReader(['a', '"quoted"'])({ a: { '"quoted"': 1 } })).toBe(1);
  });

  describe('where code may not be generated', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it('falls back to the walking reader, which answers alike', () => {
      const Refusing = function Function() {
        throw new EvalError("Refused to evaluate a string as JavaScript because 'unsafe-eval' is not an allowed source");
      };
      vi.stubGlobal('Function', Refusing);
      let read;
      try {
        read = pathReader(['a', 'b']);
      } finally {
        vi.unstubAllGlobals();
      }
      expect(read.name).toBe('');
      expect(read({ a: { b: 3 } })).toBe(3);
      expect(read({ a: [{ b: 3 }] })).toBe(THROUGH_LIST);
    });
  });
});
