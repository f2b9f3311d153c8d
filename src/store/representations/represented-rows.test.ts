import { describe, expect, it } from 'vitest';
import type { ProjectResources } from '../import-operations/import-operation-engine.js';
import { createResourceTable, type ResourceTable } from '../import-operations/resource-table.js';
import type { StoredResource } from '../import-rules/resource-rules.js';
import type { UniquenessIndex } from '../import-rules/uniqueness-index.js';
import type { ReadableResource, ReadOptions } from './readable-resource.js';
import { representedRows, rowOf } from './represented-rows.js';

// The representations a `where` or `sort` reads (issue 32): every resource a read shows, in creation
// order, kept while the resource table's revision stays the same, apart per reading and per read
// options.

const stored = (serial: number, key: string, content: unknown = { key }): StoredResource =>
  ({ version: 1, content, serial, createdAt: '2024-01-01T00:00:00.000Z', lastModifiedAt: '2024-01-01T00:00:00.000Z', current: undefined, published: false }) as StoredResource;

interface Counted {
  readonly resource: ReadableResource;
  /** How many representations it has built. */
  readonly built: () => number;
}

/**
 * A reading that shows a resource whose content is not `hidden`, and in a Store only what names it;
 * its representation names the read options.
 */
function reading(typeId = 'category'): Counted {
  let built = 0;
  const resource: ReadableResource = {
    typeId,
    finders: {},
    shows: (resource, options) => {
      const content = resource.content as { hidden?: boolean; store?: string };
      return content.hidden !== true && (options.store === undefined || content.store === options.store) && !(options.publishedOnly === true && resource.published === false);
    },
    represent: (resource, _context, options) => {
      built += 1;
      const content = resource.content as { key: string };
      return { key: content.key, staged: options.staged };
    },
  };
  return { resource, built: () => built };
}

function project(entries: readonly StoredResource[], typeId = 'category'): ProjectResources & { readonly resources: ResourceTable } {
  const resources = createResourceTable();
  for (const entry of entries) resources.set({ typeId, key: (entry.content as { key: string }).key }, entry);
  return { resources, unique: {} as UniquenessIndex };
}

const keys = (rows: readonly { readonly shown: Readonly<Record<string, unknown>> }[]) => rows.map((row) => row.shown.key);

describe('rowOf', () => {
  it('shows a resource with its representation, and none the read does not show', () => {
    const { resource, built } = reading();
    const read = project([]);
    const shown = stored(1, 'a');
    expect(rowOf(read, resource, shown, { staged: true })).toEqual({ stored: shown, shown: { key: 'a', staged: true } });
    expect(rowOf(read, resource, stored(2, 'h', { key: 'h', hidden: true }), { staged: false })).toBeUndefined();
    expect(built()).toBe(1); // a resource the read does not show is never represented
  });
});

describe('representedRows', () => {
  const entries = [stored(1, 'a'), stored(2, 'h', { key: 'h', hidden: true }), stored(4, 'c', { key: 'c', store: 's1' }), stored(5, 'd', { key: 'd', store: 's2' })];

  it('shows what the read shows, in creation order', () => {
    const { resource } = reading();
    expect(keys(representedRows(project(entries), resource, { staged: false }))).toEqual(['a', 'c', 'd']);
    expect(keys(representedRows(project([]), resource, { staged: false }))).toEqual([]);
  });

  it('keeps the rows while the table is unchanged, and builds them again after a change', () => {
    const { resource, built } = reading();
    const read = project(entries);
    const first = representedRows(read, resource, { staged: false });
    expect(built()).toBe(3);
    expect(representedRows(read, resource, { staged: false })).toBe(first);
    expect(built()).toBe(3);
    read.resources.set({ typeId: 'category', key: 'e' }, stored(6, 'e'));
    const after = representedRows(read, resource, { staged: false });
    expect(keys(after)).toEqual(['a', 'c', 'd', 'e']);
    expect(built()).toBe(7);
    expect(representedRows(read, resource, { staged: false })).toBe(after);
  });

  it('keeps them apart per read options', () => {
    const { resource, built } = reading();
    const read = project(entries);
    const published = project([stored(1, 'p', { key: 'p' })]);
    const views: readonly (readonly [ReadOptions, readonly string[], readonly boolean[]])[] = [
      [{ staged: false }, ['a', 'c', 'd'], [false, false, false]],
      [{ staged: true }, ['a', 'c', 'd'], [true, true, true]],
      [{ staged: false, store: 's1' }, ['c'], [false]],
      [{ staged: false, store: 's2' }, ['d'], [false]],
      [{ staged: true, store: 's2' }, ['d'], [true]],
    ];
    for (let round = 0; round < 2; round += 1) {
      for (const [options, expected, staged] of views) {
        const rows = representedRows(read, resource, options);
        expect(keys(rows), JSON.stringify(options)).toEqual(expected);
        expect(rows.map((row) => row.shown.staged)).toEqual(staged);
      }
    }
    expect(built()).toBe(3 + 3 + 1 + 1 + 1); // each view once, however often it is read
    // Published only is a view of its own; false and absent are one.
    expect(keys(representedRows(published, resource, { staged: false, publishedOnly: true }))).toEqual([]);
    expect(keys(representedRows(published, resource, { staged: false }))).toEqual(['p']);
    expect(representedRows(published, resource, { staged: false, publishedOnly: false })).toBe(representedRows(published, resource, { staged: false }));
    expect(keys(representedRows(published, resource, { staged: false, publishedOnly: true }))).toEqual([]);
  });

  it('keeps them apart per reading and per table', () => {
    const categories = reading('category');
    const others = reading('category');
    const read = project(entries);
    const copy = { resources: read.resources.copy(), unique: read.unique };
    const mine = representedRows(read, categories.resource, { staged: false });
    expect(representedRows(read, others.resource, { staged: false })).not.toBe(mine);
    expect(others.built()).toBe(3);
    expect(representedRows(copy, categories.resource, { staged: false })).not.toBe(mine);
    expect(representedRows(read, categories.resource, { staged: false })).toBe(mine);
    expect(categories.built()).toBe(6);
  });
});
