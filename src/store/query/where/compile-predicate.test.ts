import { describe, expect, it } from 'vitest';
import type { ReadSegment } from '../../../vocabulary/read-resources.js';
import { representationType } from '../fields/field-type.js';
import { RESOURCE_ENUMS, RESOURCE_FIELD_TYPES, RESOURCE_ROOTS } from '../fields/resource-fields.generated.js';
import { compilePredicate, type Matcher } from './compile-predicate.js';
import type { Predicate } from './predicate.js';
import { parse } from './where-parser.js';

// Query Predicates (issue 32) compiled against a representation type and evaluated over plain
// representations, as the read routes evaluate them: every operator, typed literals and input
// variables, lists, absent fields, and the platform's refusals.

type Item = Readonly<Record<string, unknown>>;

function compile(where: string | Predicate, segment: ReadSegment = 'categories', variables = '') {
  return compilePredicate(typeof where === 'string' ? parse(where) : where, representationType(segment), new URLSearchParams(variables));
}

function matcher(where: string | Predicate, segment: ReadSegment = 'categories', variables = ''): Matcher {
  const compiled = compile(where, segment, variables);
  if (!compiled.ok) throw new Error(`refused: ${compiled.error.message}`);
  return compiled.value;
}

/** The keys of the items a predicate selects, in their order. */
const select = (where: string | Predicate, items: readonly Item[], segment: ReadSegment = 'categories', variables = '') =>
  items.filter(matcher(where, segment, variables)).map((item) => item.key);

/** The body of a refusal. */
function refusal(where: string | Predicate, segment: ReadSegment = 'categories', variables = '') {
  const compiled = compile(where, segment, variables);
  if (compiled.ok) throw new Error('compiled');
  return compiled.error;
}

const invalid = (message: string) => ({ statusCode: 400, message, errors: [{ code: 'InvalidInput', message }] });

describe('comparisons', () => {
  const versions = [{ key: 'one', version: 1 }, { key: 'two', version: 2 }, { key: 'three', version: 3 }, { key: 'none' }];

  it.each([
    ['version = 2', ['two']],
    ['version > 2', ['three']],
    ['version >= 2', ['two', 'three']],
    ['version < 2', ['one']],
    ['version <= 2', ['one', 'two']],
    ['version != 2', ['one', 'three', 'none']],
    ['version <> 2', ['one', 'three', 'none']],
  ])('%s', (where, keys) => {
    expect(select(where, versions)).toEqual(keys);
  });

  it('orders strings by their code units', () => {
    const items = [{ key: 'a' }, { key: 'b' }, { key: 'B' }, { key: 'c' }];
    expect(select('key > "b"', items)).toEqual(['c']);
    expect(select('key >= "b"', items)).toEqual(['b', 'c']);
    expect(select('key < "b"', items)).toEqual(['a', 'B']);
    expect(select('key <= "B"', items)).toEqual(['B']);
  });

  it('refuses a literal of another type than its field, and never matches a value of another type', () => {
    const items = [{ key: '5', version: 5 }, { key: 'x', version: '5' }];
    expect(select('version = 5', items)).toEqual(['5']);
    expect(select('version > 1', items)).toEqual(['5']);
    expect(refusal('key = 5')).toEqual(invalid("Malformed parameter: where: The field 'key' takes text, not 5."));
    expect(refusal('key > 1')).toEqual(invalid("Malformed parameter: where: The field 'key' takes text, not 1."));
    expect(refusal('version = "5"')).toEqual(invalid('Malformed parameter: where: The field \'version\' takes a number, not "5".'));
    expect(refusal('version < "6"')).toEqual(invalid('Malformed parameter: where: The field \'version\' takes a number, not "6".'));
    expect(refusal('name = "Shirts"')).toEqual(invalid('Malformed parameter: where: The field \'name\' takes no value of its own (compare a field inside it), not "Shirts".'));
    // Open fields (custom fields, attribute values) take any literal.
    expect(select('custom(fields(size = "5" or size = 5))', [{ key: 'text', custom: { fields: { size: '5' } } }, { key: 'number', custom: { fields: { size: 5 } } }])).toEqual(['text', 'number']);
  });

  it('takes boolean literals as booleans, never as the strings "true" and "false"', () => {
    const items = [{ key: 'yes', published: true }, { key: 'no', published: false }, { key: 'text', published: 'true' }];
    expect(select('published = true', items, 'product-projections')).toEqual(['yes']);
    expect(select('published = false', items, 'product-projections')).toEqual(['no']);
    expect(select('published != true', items, 'product-projections')).toEqual(['no', 'text']);
    expect(refusal('published = "true"', 'product-projections')).toEqual(invalid('Malformed parameter: where: The field \'published\' takes true or false, not "true".'));
  });

  it('never matches objects, lists of objects or null with an ordering', () => {
    const items = [{ key: 'object', version: { value: 3 } }, { key: 'null', version: null }, { key: 'list', version: [1, 3] }];
    expect(select('version > 2', items)).toEqual(['list']);
    expect(select('version >= 0', items)).toEqual(['list']);
    expect(select('version = 3', items)).toEqual(['list']);
  });
});

describe('date-times, compared as times', () => {
  const items = [
    { key: 'utc', createdAt: '2024-01-01T00:00:00.000Z' },
    { key: 'offset', createdAt: '2024-01-01T02:00:00+02:00' },
    { key: 'later', createdAt: '2024-06-01T00:00:00Z' },
    { key: 'garbled', createdAt: 'not a date' },
    { key: 'number', createdAt: 2024 },
    { key: 'epoch', createdAt: '1970-01-01T00:00:00.005Z' },
  ];

  it('finds a time in any ISO form', () => {
    expect(select('createdAt = "2024-01-01T00:00:00Z"', items)).toEqual(['utc', 'offset']);
    expect(select('createdAt in ("2024-01-01T00:00:00Z", "2024-06-01T00:00:00.000Z")', items)).toEqual(['utc', 'offset', 'later']);
    expect(select('createdAt != "2024-01-01T00:00:00Z"', items)).toEqual(['later', 'garbled', 'number', 'epoch']);
  });

  it('orders times, not their texts', () => {
    expect(select('createdAt > "2024-01-01T01:00:00+02:00"', items)).toEqual(['utc', 'offset', 'later']);
    expect(select('createdAt < "2024-01-01T00:00:00.001Z"', items)).toEqual(['utc', 'offset', 'epoch']);
    expect(select('createdAt >= "2024-06-01T00:00:00Z"', items)).toEqual(['later']);
  });

  it('takes a date-only value and literal', () => {
    const customers = [{ key: 'a', dateOfBirth: '1990-05-17' }, { key: 'b', dateOfBirth: '1991-01-01' }];
    expect(select('dateOfBirth = "1990-05-17"', customers, 'customers')).toEqual(['a']);
    expect(select('dateOfBirth < "1991-01-01"', customers, 'customers')).toEqual(['a']);
  });

  it('refuses a literal that is no time, or a number; finds nothing in a field that holds no time text', () => {
    expect(refusal('createdAt = "not a date"')).toEqual(invalid('Malformed parameter: where: The field \'createdAt\' takes a date-time, not "not a date".'));
    expect(refusal('createdAt > "not a date"')).toEqual(invalid('Malformed parameter: where: The field \'createdAt\' takes a date-time, not "not a date".'));
    expect(refusal('createdAt = 5')).toEqual(invalid("Malformed parameter: where: The field 'createdAt' takes a date-time, not 5."));
    expect(refusal('createdAt < 10')).toEqual(invalid("Malformed parameter: where: The field 'createdAt' takes a date-time, not 10."));
    // A number in a date-time field is no time, though "2024" would parse as one.
    expect(select('createdAt = "2024-01-01T00:00:00Z"', [{ key: 'n', createdAt: 2024 }])).toEqual([]);
    expect(select('createdAt >= "2024-01-01T00:00:00Z"', [{ key: 'n', createdAt: 2024 }])).toEqual([]);
  });

  it('reads an input variable of a date-time field as a time', () => {
    expect(select('createdAt = :at', items, 'categories', 'var.at=2024-01-01T00:00:00Z')).toEqual(['utc', 'offset']);
    expect(refusal('createdAt = :at', 'categories', 'var.at=nonsense')).toEqual(invalid('Malformed parameter: where: The field \'createdAt\' takes a date-time, not :at ("nonsense").'));
    expect(refusal('createdAt in ("2024-01-01T00:00:00Z", "garbage")')).toEqual(invalid('Malformed parameter: where: The field \'createdAt\' takes a date-time, not "garbage".'));
  });
});

describe('input variables', () => {
  const items = [{ key: 'zero', version: 0 }, { key: 'three', version: 3 }, { key: 'text', version: '3' }, { key: 'absent' }];

  it('reads a number field\'s variable as a number, and refuses one that is no number', () => {
    expect(select('version = :v', items, 'categories', 'var.v=3')).toEqual(['three']);
    expect(select('version > :v', items, 'categories', 'var.v=1')).toEqual(['three']);
    expect(select('version in :v', items, 'categories', 'var.v=0&var.v=3')).toEqual(['zero', 'three']);
    expect(refusal('version = :v', 'categories', 'var.v=')).toEqual(invalid('Malformed parameter: where: The field \'version\' takes a number, not :v ("").'));
    expect(refusal('version != :v', 'categories', 'var.v=abc')).toEqual(invalid('Malformed parameter: where: The field \'version\' takes a number, not :v ("abc").'));
    expect(refusal('version in :v', 'categories', 'var.v=3&var.v=abc')).toEqual(invalid('Malformed parameter: where: The field \'version\' takes a number, not :v ("abc").'));
  });

  it('reads a boolean field\'s variable as a boolean, and any other text as nothing', () => {
    const projections = [{ key: 'yes', published: true }, { key: 'no', published: false }, { key: 'absent' }];
    expect(select('published = :p', projections, 'product-projections', 'var.p=true')).toEqual(['yes']);
    expect(select('published = :p', projections, 'product-projections', 'var.p=false')).toEqual(['no']);
    expect(refusal('published = :p', 'product-projections', 'var.p=TRUE')).toEqual(invalid('Malformed parameter: where: The field \'published\' takes true or false, not :p ("TRUE").'));
    expect(refusal('published in :p', 'product-projections', 'var.p=true&var.p=no')).toEqual(invalid('Malformed parameter: where: The field \'published\' takes true or false, not :p ("no").'));
  });

  it('reads a string field\'s variable as text, each of its values', () => {
    const keyed = [{ key: '3' }, { key: 'a' }, { key: 'b' }];
    expect(select('key = :k', keyed, 'categories', 'var.k=3')).toEqual(['3']);
    expect(select('key = :k', keyed, 'categories', 'var.k=a&var.k=b')).toEqual(['a', 'b']);
    expect(select('key in :k', keyed, 'categories', 'var.k=b')).toEqual(['b']);
    expect(select('key in (:k, "3")', keyed, 'categories', 'var.k=a')).toEqual(['3', 'a']);
  });

  it('answers a variable the request lacks with the 400 naming it, wherever it stands', () => {
    const message = "The query predicate names the input variable ':keys', but the request has no 'var.keys' parameter (nor a 'keys' one).";
    expect(refusal('key in :keys')).toEqual(invalid(message));
    expect(refusal('key = :keys', 'categories', 'var.other=a')).toEqual(invalid(message));
    expect(refusal('assets(tags contains any :keys)')).toEqual(invalid(message));
  });
});

describe('in and not in', () => {
  const items = [{ key: 'a' }, { key: 'b' }, { key: 'c' }, {}];

  it('selects the values listed, or those not listed including the absent', () => {
    expect(select('key in ("a", "c")', items)).toEqual(['a', 'c']);
    expect(select('key in ("b")', items)).toEqual(['b']);
    expect(select('key not in ("a", "c")', items)).toEqual(['b', undefined]);
    expect(select('key not in ("b")', items)).toEqual(['a', 'c', undefined]);
  });

  it('takes literals of the field type only', () => {
    expect(select('version in (1, 2)', [{ key: 'n', version: 1 }, { key: 's', version: '2' }, { key: 'm', version: 2 }])).toEqual(['n', 'm']);
    expect(refusal('version in (1, "2")')).toEqual(invalid('Malformed parameter: where: The field \'version\' takes a number, not "2".'));
  });
});

describe('not equal is not(equal)', () => {
  it('selects an absent field and a list none of whose values match', () => {
    const customers = [
      { key: 'both', billingAddressIds: ['a1', 'a2'] },
      { key: 'other', billingAddressIds: ['a3'] },
      { key: 'empty', billingAddressIds: [] },
      { key: 'absent' },
    ];
    expect(select('billingAddressIds = "a1"', customers, 'customers')).toEqual(['both']);
    expect(select('billingAddressIds != "a1"', customers, 'customers')).toEqual(['other', 'empty', 'absent']);
    expect(select('not(billingAddressIds = "a1")', customers, 'customers')).toEqual(['other', 'empty', 'absent']);
    expect(select('billingAddressIds not in ("a1", "a3")', customers, 'customers')).toEqual(['empty', 'absent']);
  });

  it('negates at the field it names: inside the parentheses of a list, an element that differs', () => {
    // Reference ids are UUIDs, as the platform reads them.
    const [c1, c2] = ['00000000-0000-4000-b000-0000000000c1', '00000000-0000-4000-b000-0000000000c2'];
    const projections = [
      { key: 'holds', categories: [{ id: c1 }, { id: c2 }] },
      { key: 'lacks', categories: [{ id: c2 }] },
      { key: 'none', categories: [] },
      { key: 'absent' },
    ];
    expect(select(`categories(id = "${c1}")`, projections, 'product-projections')).toEqual(['holds']);
    expect(select(`categories(id != "${c1}")`, projections, 'product-projections')).toEqual(['holds', 'lacks', 'absent']);
    expect(select(`categories(id <> "${c1}")`, projections, 'product-projections')).toEqual(['holds', 'lacks', 'absent']);
    expect(select(`categories(not(id = "${c1}"))`, projections, 'product-projections')).toEqual(['holds', 'lacks', 'absent']);
    expect(select(`categories(id not in ("${c2}"))`, projections, 'product-projections')).toEqual(['holds', 'absent']);
    // Negated outside the parentheses: no element matches.
    expect(select(`not(categories(id = "${c1}"))`, projections, 'product-projections')).toEqual(['lacks', 'none', 'absent']);
  });

  it('negates on a path without lists: an absent parent is not equal', () => {
    const categories = [{ key: 'a', name: { en: 'A' } }, { key: 'b', name: { en: 'B' } }, { key: 'c', name: { de: 'A' } }, { key: 'd' }];
    expect(select('name(en != "A")', categories)).toEqual(['b', 'c', 'd']);
    expect(select('name(en = "A")', categories)).toEqual(['a']);
  });
});

describe('contains', () => {
  const customers = [
    { key: 'both', billingAddressIds: ['a1', 'a2'] },
    { key: 'one', billingAddressIds: ['a1'] },
    { key: 'single', billingAddressIds: 'a2' },
    { key: 'empty', billingAddressIds: [] },
    { key: 'null', billingAddressIds: null },
    { key: 'absent' },
  ];

  it('any: one of the values is in the list; all: every one is', () => {
    expect(select('billingAddressIds contains any ("a2", "a9")', customers, 'customers')).toEqual(['both', 'single']);
    expect(select('billingAddressIds contains all ("a1", "a2")', customers, 'customers')).toEqual(['both']);
    expect(select('billingAddressIds contains all ("a1")', customers, 'customers')).toEqual(['both', 'one']);
    expect(select('billingAddressIds contains any ("a9")', customers, 'customers')).toEqual([]);
  });

  it('takes a single value as a list of itself, an absent or null field as holding nothing', () => {
    expect(select('billingAddressIds contains all ("a2")', customers, 'customers')).toEqual(['both', 'single']);
    expect(select('not(billingAddressIds contains any ("a1"))', customers, 'customers')).toEqual(['single', 'empty', 'null', 'absent']);
    expect(select('key contains any ("one")', customers, 'customers')).toEqual(['one']);
    expect(refusal('createdAt contains all ("not a date")')).toEqual(invalid('Malformed parameter: where: The field \'createdAt\' takes a date-time, not "not a date".'));
  });

  it('takes the values of an input variable', () => {
    expect(select('billingAddressIds contains all :ids', customers, 'customers', 'var.ids=a1&var.ids=a2')).toEqual(['both']);
    expect(select('billingAddressIds contains any :ids', customers, 'customers', 'var.ids=a2')).toEqual(['both', 'single']);
  });

  it('compares date-times as times and literals of the field type only', () => {
    const categories = [
      { key: 'utc', createdAt: '2024-01-01T00:00:00.000Z' },
      { key: 'offset', createdAt: '2024-01-01T02:00:00+02:00' },
      { key: 'other', createdAt: '2024-02-01T00:00:00Z' },
    ];
    expect(select('createdAt contains any ("2024-01-01T00:00:00Z")', categories)).toEqual(['utc', 'offset']);
    expect(refusal('version contains any ("1")')).toEqual(invalid('Malformed parameter: where: The field \'version\' takes a number, not "1".'));
    expect(select('version contains all (1, 2)', [{ key: 'n', version: [2, 1, 3] }, { key: 'm', version: [1] }])).toEqual(['n']);
  });
});

describe('is defined and is empty', () => {
  const items = [
    { key: 'list', ancestors: [{ id: 'x' }] },
    { key: 'empty', ancestors: [] },
    { key: 'null', ancestors: null },
    { key: 'object', ancestors: {} },
    { key: 'absent' },
  ];

  it('is defined: present and not null; is not defined: the others', () => {
    expect(select('ancestors is defined', items)).toEqual(['list', 'empty', 'object']);
    expect(select('ancestors is not defined', items)).toEqual(['null', 'absent']);
  });

  it('is empty: only an empty list; not(... is empty) every other value, an absent one too', () => {
    expect(select('ancestors is empty', items)).toEqual(['empty']);
    expect(select('not(ancestors is empty)', items)).toEqual(['list', 'null', 'object', 'absent']);
    expect(select('key is empty', items)).toEqual([]);
    expect(select('not(key is empty)', items)).toEqual(['list', 'empty', 'null', 'object', 'absent']);
    // `is not empty` is no form of the platform's: the grammar refuses it.
    expect(() => parse('ancestors is not empty')).toThrow(/Expected "defined"/);
  });

  it('finds no field in null, in a list or out of one', () => {
    const categories = [{ key: 'null', assets: null }, { key: 'nulls', assets: [null] }, { key: 'fields', custom: { fields: null } }];
    expect(select('assets(key is defined)', categories)).toEqual([]);
    expect(select('assets(tags is empty)', categories)).toEqual([]);
    expect(select('assets(tags contains any ("a"))', categories)).toEqual([]);
    expect(select('custom(fields(x is not defined))', categories)).toEqual(['null', 'nulls', 'fields']);
    expect(select('custom(fields(x(y is defined)))', categories)).toEqual([]);
  });

  it('checks inside nested fields and list elements', () => {
    const categories = [{ key: 'a', assets: [{ tags: [] }, { key: 'k' }] }, { key: 'b', assets: [{ tags: ['t'] }] }];
    expect(select('assets(key is defined)', categories)).toEqual(['a']);
    expect(select('assets(tags is empty)', categories)).toEqual(['a']);
    expect(select('assets(not(tags is empty))', categories)).toEqual(['a', 'b']);
  });
});

describe('nested fields and lists', () => {
  it('takes an element of a list to match the whole inner predicate', () => {
    const categories = [
      { key: 'split', assets: [{ key: 'a', name: { en: 'x' } }, { key: 'y', name: { en: 'b' } }] },
      { key: 'one', assets: [{ key: 'y' }, { key: 'a', name: { en: 'b' } }] },
      { key: 'none', assets: [] },
    ];
    expect(select('assets(key = "a" and name(en = "b"))', categories)).toEqual(['one']);
    expect(select('assets(key = "a") and assets(name(en = "b"))', categories)).toEqual(['split', 'one']);
    expect(select('assets(key = "a" or key = "y")', categories)).toEqual(['split', 'one']);
    expect(select('assets(not(key = "a"))', categories)).toEqual(['split', 'one']);
  });

  it('reads a path whichever list stands on it, as a path without lists reads it', () => {
    const products = [
      { key: 'variant', masterData: { current: { masterVariant: { sku: 'M' }, variants: [{ sku: 'A' }, { sku: 'S' }] } } },
      { key: 'master', masterData: { current: { masterVariant: { sku: 'S' }, variants: [] } } },
      { key: 'price', masterData: { current: { masterVariant: { prices: [{ value: { centAmount: 5 } }, { value: { centAmount: 100 } }] } } } },
      { key: 'broken', masterData: { current: 'text' } },
      { key: 'null', masterData: null },
    ];
    expect(select('masterData(current(variants(sku = "S")))', products, 'products')).toEqual(['variant']);
    expect(select('masterData(current(masterVariant(sku = "S") or variants(sku = "S")))', products, 'products')).toEqual(['variant', 'master']);
    expect(select('masterData(current(masterVariant(prices(value(centAmount = 100)))))', products, 'products')).toEqual(['price']);
    expect(select('masterData(current(masterVariant(prices(value(centAmount > 50)))))', products, 'products')).toEqual(['price']);
    // One price of another amount, or no prices at all, as field by field reads the path.
    expect(select('masterData(current(masterVariant(prices(value(centAmount != 100)))))', products, 'products')).toEqual(['variant', 'master', 'price', 'broken', 'null']);
    expect(select('not(masterData(current(masterVariant(prices(value(centAmount = 100))))))', products, 'products')).toEqual(['variant', 'master', 'broken', 'null']);
  });

  it('answers alike where a list stands on the way and where an object does', () => {
    const asObject = { key: 'object', custom: { fields: { box: { size: 3 } } } };
    const asList = { key: 'list', custom: { fields: { box: [{ size: 1 }, { size: 3 }] } } };
    const deeper = { key: 'deeper', custom: { fields: { box: [[{ size: 3 }]] } } };
    const strings = { key: 'strings', custom: { fields: { box: ['abc', null, 3] } } };
    const items = [asObject, asList, deeper, strings];
    expect(select('custom(fields(box(size = 3)))', items)).toEqual(['object', 'list']);
    expect(select('custom(fields(box(size != 3)))', items)).toEqual(['list', 'deeper', 'strings']);
    expect(select('not(custom(fields(box(size = 3))))', items)).toEqual(['deeper', 'strings']);
    expect(select('custom(fields(box(length = 3)))', items)).toEqual([]);
    expect(select('custom(fields(box(size in (1, 2))))', items)).toEqual(['list']);
  });

  it('matches a list at the end of a path by any of its elements', () => {
    const categories = [{ key: 'a', custom: { fields: { colors: ['red', 'blue'] } } }, { key: 'b', custom: { fields: { colors: 'red' } } }, { key: 'c', custom: { fields: { colors: [] } } }];
    expect(select('custom(fields(colors = "blue"))', categories)).toEqual(['a']);
    expect(select('custom(fields(colors = "red"))', categories)).toEqual(['a', 'b']);
    expect(select('custom(fields(colors != "red"))', categories)).toEqual(['c']);
  });
});

describe('names every object inherits', () => {
  const categories: readonly Item[] = [
    { key: 'own', custom: { fields: { constructor: 'x', toString: 'y', hasOwnProperty: ['z'] } } },
    { key: 'plain', custom: { fields: { other: 1 } } },
    { key: 'listed', custom: { fields: [{ constructor: 'x' }, { toString: 'y' }] } },
  ];

  it.each([
    ['custom(fields(constructor = "x"))', ['own', 'listed']],
    ['custom(fields(toString = "y"))', ['own', 'listed']],
    ['custom(fields(constructor != "x"))', ['plain', 'listed']],
    ['not(custom(fields(constructor = "x")))', ['plain']],
    ['custom(fields(constructor is defined))', ['own', 'listed']],
    ['custom(fields(valueOf is defined))', []],
    ['custom(fields(toString is not defined))', ['plain', 'listed']],
    ['custom(fields(not(hasOwnProperty is empty)))', ['own', 'plain', 'listed']],
    ['custom(fields(hasOwnProperty is defined and not(hasOwnProperty is empty)))', ['own']],
    ['custom(fields(hasOwnProperty contains any ("z")))', ['own']],
    ['custom(fields(valueOf contains any ("z")))', []],
    ['custom(fields(constructor(name = "Object")))', []],
    ['custom(fields(__proto__(hasOwnProperty is defined)))', []],
    ['custom(fields(__proto__(constructor is defined or toString = "y")))', []],
    ['custom(fields(constructor(name is defined or name = "Object")))', []],
  ])('%s reads own fields only', (where, keys) => {
    expect(select(where, categories)).toEqual(keys);
  });

  it('finds no field of an array or a string by an inherited name', () => {
    const items = [{ key: 'array', custom: { fields: { list: [['a']] } } }, { key: 'text', custom: { fields: { list: ['abc'] } } }];
    expect(select('custom(fields(list(map is defined)))', items)).toEqual([]);
    expect(select('custom(fields(list(length is defined or length = 3)))', items.slice(1))).toEqual([]);
  });
});

describe('refusals', () => {
  const message = (field: string) => `Malformed parameter: where: The field '${field}' does not exist.`;

  it.each([
    ['slug = "a"', 'slug'],
    ['masterData(current(nope = "x"))', 'nope'],
    ['masterData(nope(sku = "x"))', 'nope'],
    ['masterData(current(variants(sku = "a" and nope = "b")))', 'nope'],
    ['masterData(current(variants(sku = "a" or nope = "b")))', 'nope'],
    ['not(nope = "x")', 'nope'],
    ['key = "a" or nope contains any ("x")', 'nope'],
    ['nope is defined', 'nope'],
    ['nope is empty', 'nope'],
    ['nope within circle(1, 2, 3)', 'nope'],
    ['key in ("a") and (version = 1 or nope in ("b"))', 'nope'],
    ['first = "a" or second = "b"', 'first'],
    ['first = "a" and second = "b" and third = "c"', 'first'],
    ['key = "a" and second = "b" and third = "c"', 'second'],
  ])('answers %s with the platform\'s 400 for the field %s', (where, field) => {
    expect(refusal(where, 'products')).toEqual(invalid(message(field)));
  });

  it('answers within circle with 501, never a selection that ignores it', () => {
    const error = refusal('custom(fields(location within circle(13.4, 52.5, 1000)))');
    expect(error.statusCode).toBe(501);
    expect(error.errors).toEqual([expect.objectContaining({ code: 'NotModelledByMock', message: expect.stringContaining("the query predicate form 'within circle'") })]);
    expect(refusal('key = "a" or custom(fields(location within circle(1, 2, 3)))').statusCode).toBe(501);
  });

  it('lets errors that are no refusal through', () => {
    const broken = { kind: 'compare', field: 'key', operator: '=', value: null, text: 'key = ?' } as unknown as Predicate;
    expect(() => compile(broken)).toThrow(TypeError);
  });
});

describe('the values the official types restrict (issue 44)', () => {
  const ID = '7e66ac01-b0b1-4d61-9f75-7c7c487cd8b9';
  const orders = [
    { key: 'open', orderState: 'Open', customerId: ID },
    { key: 'complete', orderState: 'Complete' },
  ];

  it("refuses a value outside an enum field's, in every form that compares it, with the platform's words", () => {
    const message = 'Malformed parameter: where: Invalid enum value for OrderState: Completed';
    for (const where of ['orderState = "Completed"', 'orderState != "Completed"', 'orderState in ("Open", "Completed")', 'orderState not in ("Completed")', 'orderState > "Completed"']) {
      expect(refusal(where, 'orders'), where).toEqual(invalid(message));
    }
    expect(refusal('orderState = :state', 'orders', 'var.state=Completed')).toEqual(invalid(message));
    // Enums nested in a list, and in a list field: a line item's mode, a type's resource type ids.
    expect(refusal('lineItems(lineItemMode = "Gift")', 'orders')).toEqual(invalid('Malformed parameter: where: Invalid enum value for LineItemMode: Gift'));
    expect(refusal('resourceTypeIds contains any ("product")', 'types')).toEqual(invalid('Malformed parameter: where: Invalid enum value for ResourceTypeId: product'));
    // Values are case-sensitive, as the platform's enums are.
    expect(refusal('orderState = "open"', 'orders')).toEqual(invalid('Malformed parameter: where: Invalid enum value for OrderState: open'));
    expect(select('orderState in ("Complete", "Cancelled")', orders, 'orders')).toEqual(['complete']);
  });

  it("refuses text that is no UUID for the id of a resource, of a reference, and a field the types call a resource's id", () => {
    expect(refusal(`customerId in ("[${ID}]")`, 'orders')).toEqual(invalid('Malformed parameter: where: UUID string too large'));
    expect(refusal('id = "p1"')).toEqual(invalid('Malformed parameter: where: Invalid UUID string: p1'));
    expect(refusal('parent(id = "men")')).toEqual(invalid('Malformed parameter: where: Invalid UUID string: men'));
    expect(refusal('lineItems(productId = "x-y-z")', 'orders')).toEqual(invalid('Malformed parameter: where: Invalid UUID string: x-y-z'));
    expect(refusal('id > :last', 'categories', 'var.last=zz')).toEqual(invalid('Malformed parameter: where: Invalid UUID string: zz'));
    // Hex digits alone, five groups, each a Java long.
    for (const text of ['7e66ac01-b0b1-4d61-9f75-7c7c487cd8bg', '7e66ac01b0b14d619f757c7c487cd8b9', '1-2-3-4-5-6', '80000000000000000-1-1-1-1', '1--2-3-4']) {
      expect(refusal(`id = "${text}"`), text).toEqual(invalid(`Malformed parameter: where: Invalid UUID string: ${text}`));
    }
    expect(select(`customerId = "${ID}"`, orders, 'orders')).toEqual(['open']);
    expect(compile('id = "7E66AC01-B0B1-4D61-9F75-7C7C487CD8B9" or id = "1-2-3-4-5"').ok, "Java's UUID.fromString takes both").toBe(true);
  });

  it('refuses a value outside its enum, and text that is no UUID, at every enum and UUID field of every read resource', () => {
    // Each field path of the map to an enum or a UUID, the first way a walk from the root reaches it.
    const paths: [ReadSegment, string[], string][] = [];
    for (const [segment, root] of Object.entries(RESOURCE_ROOTS) as [ReadSegment, number][]) {
      const seen = new Set<number>();
      const queue: [number, string[]][] = [[root, []]];
      while (queue.length > 0) {
        const [index, path] = queue.shift() ?? [0, []];
        if (seen.has(index)) continue;
        seen.add(index);
        for (const [name = '', code = ''] of (RESOURCE_FIELD_TYPES[index] ?? '').split(',').map((entry) => entry.split(':'))) {
          const field = name === '*' ? 'en' : name;
          if (/^\d+$/.test(code)) queue.push([Number(code), [...path, field]]);
          else if (code === 'u' || /^[A-Z]/.test(code)) paths.push([segment, [...path, field], code]);
        }
      }
    }
    expect(paths.length).toBeGreaterThan(60);
    for (const [segment, path, code] of paths) {
      const leaf = path.at(-1) ?? '';
      const where = path.slice(0, -1).reduceRight((inner, field) => `${field}(${inner})`, `${leaf} = "Nope"`);
      const message = code === 'u' ? 'Malformed parameter: where: Invalid UUID string: Nope' : `Malformed parameter: where: Invalid enum value for ${code}: Nope`;
      expect(refusal(where, segment), `${segment}: ${where}`).toEqual(invalid(message));
      const fitting = code === 'u' ? '7e66ac01-b0b1-4d61-9f75-7c7c487cd8b9' : (RESOURCE_ENUMS[code]?.[0] ?? '');
      expect(compile(where.replace('"Nope"', JSON.stringify(fitting)), segment).ok, `${segment}: ${where} with ${fitting}`).toBe(true);
    }
  });

  it("leaves ids of what a resource holds, keys, and inline single values as text", () => {
    // Addresses' ids are the Project's own, a product's key is user-defined, a reference's typeId an inline value.
    expect(compile('addresses(id = "home") and defaultShippingAddressId = "home" and key = "k"', 'customers').ok).toBe(true);
    expect(compile('key = "shirt" and productType(typeId = "anything")', 'product-projections').ok).toBe(true);
    expect(compile('lineItems(id = "li-1") and lineItems(variant(prices(id = "p")))', 'orders').ok).toBe(true);
  });
});

describe('long chains of and and or', () => {
  const chain = (count: number, join: string, term: (index: number) => string) => Array.from({ length: count }, (_, index) => term(index)).join(join);

  it('compiles 1000 operands of or and of and, each decided', () => {
    const items = [{ key: 'k0', version: 1 }, { key: 'k999', version: 2 }, { key: 'k1000', version: 3 }];
    expect(select(chain(1000, ' or ', (index) => `key = "k${index}"`), items)).toEqual(['k0', 'k999']);
    expect(select(chain(1000, ' and ', (index) => `version >= ${index % 2}`), items)).toEqual(['k0', 'k999', 'k1000']);
    expect(select(chain(1000, ' and ', (index) => (index === 999 ? 'version > 1' : 'version >= 1')), items)).toEqual(['k999', 'k1000']);
  });

  it('compiles a chain nested to the right as one to the left, without recursing through it', () => {
    const leaf = (index: number): Predicate => ({ kind: 'compare', field: 'key', operator: '=', value: { kind: 'string', value: `k${index}` }, text: '' });
    let right: Predicate = leaf(19_999);
    for (let index = 19_998; index >= 0; index -= 1) right = { kind: 'or', left: leaf(index), right, text: '' };
    expect(select(right, [{ key: 'k5' }, { key: 'k19999' }, { key: 'x' }])).toEqual(['k5', 'k19999']);
    const unknown = (field: string): Predicate => ({ kind: 'check', field, check: 'defined', negated: false, text: '' });
    const both: Predicate = { kind: 'and', left: unknown('first'), right: { kind: 'and', left: unknown('second'), right: unknown('third'), text: '' }, text: '' };
    expect(refusal(both)).toEqual(invalid(message('first')));
    function message(field: string) {
      return `Malformed parameter: where: The field '${field}' does not exist.`;
    }
  });

  it('keeps and binding tighter than or, and each connective to its own operands', () => {
    const items = [{ key: 'a', version: 1 }, { key: 'b', version: 2 }, { key: 'b', version: 3 }];
    expect(items.filter(matcher('key = "a" or key = "b" and version = 2')).map((item) => item.version)).toEqual([1, 2]);
    expect(items.filter(matcher('(key = "a" or key = "b") and version > 1')).map((item) => item.version)).toEqual([2, 3]);
  });
});
