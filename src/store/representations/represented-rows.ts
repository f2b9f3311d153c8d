import type { ProjectResources } from '../import-operations/import-operation-engine.js';
import type { ResourceTable } from '../import-operations/resource-table.js';
import type { StoredResource } from '../import-rules/resource-rules.js';
import type { ReadableResource, ReadOptions } from './readable-resource.js';

/** A resource a read shows, with the representation it shows. */
export interface Row {
  readonly stored: StoredResource;
  readonly shown: Readonly<Record<string, unknown>>;
}

interface Kept {
  readonly revision: number;
  readonly rows: readonly Row[];
}

/**
 * Representations kept per table, per reading and per read options, while the table's revision
 * stays the same: a `where` or `sort` over a field no index holds reads every representation of
 * its type, and the next query of an unchanged Project reads the same ones. A table that is
 * dropped (a reset) takes its entries along.
 */
const kept = new WeakMap<ResourceTable, Map<ReadableResource, Map<string, Kept>>>();

const optionsKey = ({ staged, store, publishedOnly }: ReadOptions) => JSON.stringify([staged, Boolean(publishedOnly), store]);

/**
 * The row of one resource, or none for a resource the read does not show.
 *
 * @example
 * const row = rowOf(read, READABLE_RESOURCES.products, stored, { staged: false });
 */
export function rowOf(read: ProjectResources, resource: ReadableResource, stored: StoredResource, options: ReadOptions): Row | undefined {
  return resource.shows(stored, options) ? { stored, shown: resource.represent(stored, read, options) } : undefined;
}

/**
 * Every resource of a reading's type that the read shows, in creation order, with its
 * representation: built once per change of the Project's resources, then kept.
 *
 * @example
 * const rows = representedRows(read, READABLE_RESOURCES.products, { staged: false });
 * rows.filter((row) => matches(row.shown));
 */
export function representedRows(read: ProjectResources, resource: ReadableResource, options: ReadOptions): readonly Row[] {
  const { resources } = read;
  let byReading = kept.get(resources);
  if (!byReading) kept.set(resources, (byReading = new Map()));
  let byOptions = byReading.get(resource);
  if (!byOptions) byReading.set(resource, (byOptions = new Map()));
  const key = optionsKey(options);
  const found = byOptions.get(key);
  if (found?.revision === resources.revision) return found.rows;
  const rows: Row[] = [];
  for (const stored of resources.all(resource.typeId)) {
    const row = rowOf(read, resource, stored, options);
    if (row) rows.push(row);
  }
  byOptions.set(key, { revision: resources.revision, rows });
  return rows;
}
