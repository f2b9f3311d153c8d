import { describe, expect, it } from 'vitest';
import type { ErrorObject } from '../../../errors/error-response.js';
import type { StoredResource } from '../../import-rules/resource-rules.js';
import type { Row } from '../../representations/represented-rows.js';
import type { ReadSegment } from '../../../vocabulary/read-resources.js';
import { representationType } from '../fields/field-type.js';
import { sortBy } from '../query-parameters.js';
import { parseRepresentationSort } from './representation-sort.js';

// `sort` over any field path of a representation (issue 32): the path checked against the
// representation's type, rows without a value first ascending and last descending, a field in a
// list by its least or greatest value, and values of different types in a fixed order.

const row = (shown: Record<string, unknown>): Row => ({ stored: {} as StoredResource, shown });

function parsed(text: string, segment: ReadSegment = 'categories') {
  const errors: ErrorObject[] = [];
  const sort = parseRepresentationSort(text, representationType(segment), errors);
  return { sort, errors };
}

function sortOf(text: string, segment: ReadSegment = 'categories') {
  const { sort, errors } = parsed(text, segment);
  if (!sort) throw new Error(JSON.stringify(errors));
  return sort;
}

/** The keys of the rows in the order of the sorts given. */
const sorted = (texts: string | readonly string[], shown: readonly Record<string, unknown>[], segment: ReadSegment = 'categories') =>
  sortBy(shown.map(row), (typeof texts === 'string' ? [texts] : texts).map((text) => sortOf(text, segment).compare)).map((each) => each.shown.key);

describe('parseRepresentationSort', () => {
  it('names the sort by its path and direction', () => {
    expect(sortOf('name.en asc').name).toBe('name.en asc');
    expect(sortOf('  version \t desc ').name).toBe('version desc');
  });

  it('sorts by a dotted path, ascending and descending', () => {
    const shown = [{ key: 'b', name: { en: 'B' } }, { key: 'c', name: { en: 'C' } }, { key: 'a', name: { en: 'A' } }];
    expect(sorted('name.en asc', shown)).toEqual(['a', 'b', 'c']);
    expect(sorted('name.en desc', shown)).toEqual(['c', 'b', 'a']);
    expect(sorted('custom.fields.rank.value asc', [{ key: 'y', custom: { fields: { rank: { value: 2 } } } }, { key: 'x', custom: { fields: { rank: { value: 1 } } } }])).toEqual(['x', 'y']);
  });

  it('answers 0 for rows of one value, so that the next sort decides', () => {
    const shown = [{ key: 'b', version: 1 }, { key: 'c', version: 2 }, { key: 'a', version: 1 }];
    expect(sorted(['version asc', 'key asc'], shown)).toEqual(['a', 'b', 'c']);
    expect(sorted(['version desc', 'key desc'], shown)).toEqual(['c', 'b', 'a']);
    const { compare } = sortOf('version asc');
    expect(compare(row({ version: 1 }), row({ version: 1 }))).toBe(0);
    expect(compare(row({}), row({ version: null }))).toBe(0);
  });

  it('puts rows without a value first ascending and last descending', () => {
    const shown = [{ key: 'two', version: 2 }, { key: 'absent' }, { key: 'one', version: 1 }, { key: 'null', version: null }, { key: 'object', version: { v: 0 } }];
    expect(sorted(['version asc', 'key asc'], shown)).toEqual(['absent', 'null', 'object', 'one', 'two']);
    expect(sorted(['version desc', 'key asc'], shown)).toEqual(['two', 'one', 'absent', 'null', 'object']);
    const { compare } = sortOf('version asc');
    expect(compare(row({}), row({ version: 1 }))).toBeLessThan(0);
    expect(compare(row({ version: 1 }), row({}))).toBeGreaterThan(0);
    expect(compare(row({ version: 1 }), row({ version: 2 }))).toBeLessThan(0);
    expect(compare(row({ version: 2 }), row({ version: 1 }))).toBeGreaterThan(0);
  });

  it('sorts a field in a list by its least value ascending and its greatest descending', () => {
    const shown = [
      { key: 'wide', assets: [{ key: 'm' }, { key: 'a' }, { key: 'z' }] },
      { key: 'mid', assets: [{ key: 'n' }, { key: 'b' }, { key: 'o' }] },
      { key: 'none', assets: [] },
      { key: 'one', assets: [{ key: 'y' }] },
    ];
    expect(sorted('assets.key asc', shown)).toEqual(['none', 'wide', 'mid', 'one']);
    expect(sorted('assets.key desc', shown)).toEqual(['wide', 'one', 'mid', 'none']);
  });

  it('reads every element of lists on the way, and nothing of what is no object', () => {
    const shown = [
      { key: 'nested', assets: [{ tags: ['q', 'd'] }, { tags: 'c' }] },
      { key: 'text', assets: 'abc' },
      { key: 'nulls', assets: [null, { tags: null }, 5] },
      { key: 'plain', assets: { tags: ['e'] } },
    ];
    expect(sorted('assets.tags asc', shown)).toEqual(['text', 'nulls', 'nested', 'plain']);
    expect(sorted('assets.tags desc', shown)).toEqual(['nested', 'plain', 'text', 'nulls']);
    expect(sorted('custom.fields.box.length asc', [{ key: 'b', custom: { fields: { box: [{ length: 2 }] } } }, { key: 'a', custom: { fields: { box: ['abcdef'] } } }])).toEqual(['a', 'b']);
  });

  it('reads own fields only', () => {
    const shown: Record<string, unknown>[] = [{ key: 'own', custom: { fields: { constructor: 'a' } } }, { key: 'inherited', custom: { fields: {} } }];
    expect(sorted('custom.fields.constructor desc', shown)).toEqual(['own', 'inherited']);
    const named: Record<string, unknown>[] = [{ key: 'x', custom: { fields: {} } }, { key: 'y', custom: { fields: { constructor: { name: 'A' } } } }];
    expect(sorted('custom.fields.constructor.name asc', named)).toEqual(['x', 'y']);
  });

  it('orders values of different types: numbers, then strings, then booleans', () => {
    const shown = [{ key: 'true', custom: { fields: { v: true } } }, { key: 'text', custom: { fields: { v: 'a' } } }, { key: 'false', custom: { fields: { v: false } } }, { key: 'number', custom: { fields: { v: 10 } } }, { key: 'none', custom: { fields: {} } }];
    expect(sorted('custom.fields.v asc', shown)).toEqual(['none', 'number', 'text', 'false', 'true']);
    expect(sorted('custom.fields.v desc', shown)).toEqual(['true', 'false', 'text', 'number', 'none']);
    // A list of values of several types sorts by its least or greatest in that order.
    const mixed = [{ key: 'mixed', custom: { fields: { v: [true, 'b', 3] } } }, { key: 'string', custom: { fields: { v: 'c' } } }];
    expect(sorted('custom.fields.v asc', mixed)).toEqual(['mixed', 'string']);
    expect(sorted('custom.fields.v desc', mixed)).toEqual(['mixed', 'string']);
    expect(sorted('custom.fields.v desc', [{ key: 'string', custom: { fields: { v: 'c' } } }, { key: 'number', custom: { fields: { v: [1, 'b'] } } }])).toEqual(['string', 'number']);
  });

  it('orders strings by their code units and numbers by value', () => {
    expect(sorted('key asc', [{ key: 'b' }, { key: 'B' }, { key: 'a' }, { key: 'ä' }])).toEqual(['B', 'a', 'b', 'ä']);
    expect(sorted('version asc', [{ key: 'ten', version: 10 }, { key: 'nine', version: 9 }, { key: 'minus', version: -1 }])).toEqual(['minus', 'nine', 'ten']);
  });

  it('reads each row once per query, however often the sort compares it', () => {
    let reads = 0;
    const counted = (version: number): Row => ({
      stored: {} as StoredResource,
      get shown() {
        reads += 1;
        return { version };
      },
    });
    const rows = [5, 3, 8, 1, 9, 2, 7].map(counted);
    const { compare } = sortOf('version desc');
    expect(rows.sort(compare).map((each) => each.shown.version)).toEqual([9, 8, 7, 5, 3, 2, 1]);
    expect(reads).toBe(14); // 7 for the sort, 7 for the map above
    const again = sortOf('version desc');
    rows.sort(again.compare);
    expect(reads).toBe(21);
  });

  it.each(['key', 'key up', 'key asc desc', 'key ASC', '', '   ', 'asc'])('refuses %j: no direction, an unknown one, or more than a path and one', (text) => {
    const { sort, errors } = parsed(text);
    expect(sort).toBeUndefined();
    expect(errors).toEqual([
      { code: 'InvalidInput', message: `'${text}' is not a valid sort. Use '<field> asc' or '<field> desc', the field a path of the representation such as 'name.en'.` },
    ]);
  });

  it.each([
    ['slug.en asc', 'products', 'slug'],
    ['masterData.current.nope asc', 'products', 'nope'],
    ['key.length desc', 'categories', 'length'],
  ] as const)('refuses %s on %s: the field %s does not exist', (text, segment, field) => {
    const { sort, errors } = parsed(text, segment);
    expect(sort).toBeUndefined();
    expect(errors).toEqual([{ code: 'InvalidInput', message: `Malformed parameter: sort: The field '${field}' does not exist.` }]);
  });

  it.each(['ancestors..id asc', 'name. asc', 'name.* asc', '.key asc', 'name.*en asc', 'name.en* asc'])('refuses %s: every step of the path names a field', (text) => {
    const { sort, errors } = parsed(text, 'categories');
    expect(sort).toBeUndefined();
    expect(errors).toEqual([{ code: 'InvalidInput', message: `'${text}' is not a valid sort. Use '<field> asc' or '<field> desc', the field a path of the representation such as 'name.en'.` }]);
  });

  it.each([
    ['name asc', 'categories', 'name'],
    ['masterData desc', 'products', 'masterData'],
    ['parent asc', 'categories', 'parent'],
  ] as const)('refuses %s on %s: an object has no value to sort by', (text, segment, path) => {
    const { sort, errors } = parsed(text, segment);
    expect(sort).toBeUndefined();
    expect(errors).toEqual([{ code: 'InvalidInput', message: `Malformed parameter: sort: The field '${path}' holds an object: sort by a field inside it, such as '${path}.<field>'.` }]);
  });

  it('sorts by a locale with a region', () => {
    expect(parsed('name.en-US asc', 'categories').errors).toEqual([]);
  });

  it('adds its error to those the query found before', () => {
    const errors: ErrorObject[] = [{ code: 'InvalidInput', message: 'before' }];
    parseRepresentationSort('nope asc', representationType('categories'), errors);
    expect(errors.map((error) => error.message)).toEqual(['before', "Malformed parameter: sort: The field 'nope' does not exist."]);
  });
});
