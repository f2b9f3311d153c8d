import { describe, expect, it } from 'vitest';
import { createResourceTable } from '../../import-operations/resource-table.js';
import type { StoredResource } from '../../import-rules/resource-rules.js';
import type { UniquenessIndex } from '../../import-rules/uniqueness-index.js';
import { resourceId, type ReadContext } from '../../representations/read-context.js';
import type { Finder, ReadableResource, ReadOptions } from '../../representations/readable-resource.js';
import { indexCandidates, type Planning } from './index-candidates.js';
import { parse } from './where-parser.js';

// The candidates `where` evaluates when an index holds the field it names (issue 32): a superset of
// what the predicate selects, in creation order, or undefined where every resource must be read.

const stored = (serial: number, key: string): StoredResource =>
  ({ version: 1, content: { key }, serial, createdAt: '2024-01-01T00:00:00.000Z', lastModifiedAt: '2024-01-01T00:00:00.000Z', current: undefined, published: false }) as StoredResource;

// Serials in another order than the keys, so that creation order is visible.
const a = stored(1, 'a');
const b = stored(2, 'b');
const c = stored(3, 'c');
const other = stored(4, 'o');

function contextOf(): ReadContext {
  const resources = createResourceTable();
  for (const resource of [a, b, c]) resources.set({ typeId: 'category', key: (resource.content as { key: string }).key }, resource);
  resources.set({ typeId: 'channel', key: 'o' }, other);
  return { resources, unique: {} as UniquenessIndex };
}

/** What each finder was asked: the value and the name, and the read options it got. */
interface Call {
  readonly finder: string;
  readonly value: string;
  readonly name: string;
  readonly options: ReadOptions;
}

function resourceOf(typeId: string, calls: Call[]): ReadableResource {
  const byValue: Readonly<Record<string, readonly StoredResource[]>> = { x: [c, a], y: [b], none: [] };
  const finder =
    (name: string): Finder =>
    (_context, value, options, asked) => {
      calls.push({ finder: name, value, name: asked, options });
      return byValue[value];
    };
  return {
    typeId,
    represent: () => ({}),
    shows: () => true,
    finders: {
      externalId: finder('externalId'),
      'slug.*': finder('slug.*'),
      'masterData.current.sku': finder('masterData.current.sku'),
      // Serves staged reads only.
      staged: (context, value, options, name) => (options.staged ? finder('staged')(context, value, options, name) : undefined),
      '*': finder('*'),
    },
  };
}

function plan(where: string, { typeId = 'category', variables = '', staged = false } = {}) {
  const calls: Call[] = [];
  const planning: Planning = { resource: resourceOf(typeId, calls), context: contextOf(), options: { staged }, variables: new URLSearchParams(variables) };
  const found = indexCandidates(parse(where), planning);
  return { keys: found?.map((resource) => (resource.content as { key: string }).key), calls };
}

const keysOf = (where: string, options?: Parameters<typeof plan>[1]) => plan(where, options).keys;

describe('indexCandidates', () => {
  it('finds by id through the serial it is made of, of the resource type only', () => {
    expect(keysOf(`id = "${resourceId(2)}"`)).toEqual(['b']);
    expect(keysOf(`id in ("${resourceId(3)}", "${resourceId(1)}")`)).toEqual(['a', 'c']);
    expect(keysOf(`id = "${resourceId(4)}"`)).toEqual([]); // a channel's
    expect(keysOf(`id = "${resourceId(99)}"`)).toEqual([]);
    expect(keysOf('id = "not-an-id"')).toEqual([]);
  });

  it('finds by key, in creation order, except for orders, which have none', () => {
    expect(keysOf('key = "b"')).toEqual(['b']);
    expect(keysOf('key in ("c", "a", "nope")')).toEqual(['a', 'c']);
    expect(keysOf('key = "nope"')).toEqual([]);
    expect(keysOf('key = "b"', { typeId: 'order' })).toBeUndefined();
  });

  it('asks a finder of the field by the value, the read options and the field name', () => {
    const { keys, calls } = plan('externalId = "x"');
    expect(keys).toEqual(['a', 'c']);
    expect(calls).toEqual([{ finder: 'externalId', value: 'x', name: 'externalId', options: { staged: false } }]);
    expect(keysOf('masterData(current(sku = "y"))')).toEqual(['b']);
    expect(keysOf('masterData(current(sku in ("y", "x")))')).toEqual(['a', 'b', 'c']);
  });

  it('asks a finder of every name in the last place by the name asked', () => {
    const { keys, calls } = plan('slug(de = "y")');
    expect(keys).toEqual(['b']);
    expect(calls).toEqual([{ finder: 'slug.*', value: 'y', name: 'de', options: { staged: false } }]);
    // A field of that name itself, or a deeper one, is not what it finds.
    expect(plan('slug = "y"')).toEqual({ keys: undefined, calls: [] });
    expect(keysOf('slug(en(x = "y"))')).toBeUndefined();
  });

  it('finds nothing through an index that does not serve the read options', () => {
    expect(keysOf('staged = "x"')).toBeUndefined();
    expect(keysOf('staged = "x"', { staged: true })).toEqual(['a', 'c']);
    expect(keysOf('staged in ("y", "x")')).toBeUndefined();
    expect(keysOf('key = "a" and staged = "x"')).toEqual(['a']);
  });

  it('answers undefined for a field no index holds, and never an inherited member for one', () => {
    expect(keysOf('name(en = "x")')).toBeUndefined();
    expect(keysOf('constructor = "x"')).toBeUndefined();
    expect(keysOf('toString(x = "x")')).toBeUndefined();
    expect(keysOf('valueOf(constructor = "x")')).toBeUndefined();
  });

  it('finds nothing by literals no indexed field holds: they hold strings', () => {
    expect(keysOf('key = 5')).toEqual([]);
    expect(keysOf('key = true')).toEqual([]);
    expect(keysOf('key in (5, "b")')).toEqual(['b']);
    expect(keysOf(`id = 1`)).toEqual([]);
    // A finder is not asked at all, and a literal is no input variable, whatever the request holds.
    expect(plan('externalId = 5')).toEqual({ keys: [], calls: [] });
    expect(keysOf('key = 5', { variables: 'var.undefined=b' })).toEqual([]);
  });

  it('finds by the values of an input variable, and nothing where the request gives none', () => {
    expect(keysOf('key in :keys', { variables: 'var.keys=c&var.keys=b' })).toEqual(['b', 'c']);
    expect(keysOf('key = :k', { variables: 'var.k=a' })).toEqual(['a']);
    expect(keysOf('key in :keys')).toEqual([]);
  });

  it.each([
    'key != "a"',
    'key <> "a"',
    'key > "a"',
    'key not in ("a")',
    'not(key = "a")',
    'key contains any ("a")',
    'key is defined',
    'key = "a" or name(en = "x")',
    'name(en = "x") or key = "a"',
    'name(en = "x") and description(en = "y")',
  ])('answers undefined for %s: every resource must be evaluated', (where) => {
    expect(keysOf(where)).toBeUndefined();
  });

  it('narrows an and by either side, to the smaller of what the indexes find, the left one of two alike', () => {
    expect(keysOf('key = "a" and name(en = "x")')).toEqual(['a']);
    expect(keysOf('name(en = "x") and key = "a"')).toEqual(['a']);
    expect(keysOf('key in ("a", "b", "c") and key = "b"')).toEqual(['b']);
    expect(keysOf('key = "b" and key in ("a", "b", "c")')).toEqual(['b']);
    expect(keysOf('key = "c" and key = "a"')).toEqual(['c']);
    expect(keysOf('key = "a" and key = "c"')).toEqual(['a']);
  });

  it('joins what an or finds on both sides', () => {
    expect(keysOf('key = "c" or key = "a"')).toEqual(['a', 'c']);
    expect(keysOf('key = "b" or key = "b"')).toEqual(['b']);
    expect(keysOf('key = "c" or externalId = "y"')).toEqual(['b', 'c']);
    expect(keysOf('(key = "c" or key = "a") and name(en = "x")')).toEqual(['a', 'c']);
  });

  it('does not ask the right side of an or whose left no index decides', () => {
    expect(plan('name(en = "x") or externalId = "x"').calls).toEqual([]);
  });
});
