import type { StoredResource } from '../import-rules/resource-rules.js';
import { showGiven } from './given-ids.js';
import type { ReadContext } from './read-context.js';

/** How a read shows a resource: product projections show staged or current data. */
export interface ReadOptions {
  /** Product projections' `staged=true`; every other resource ignores it. */
  readonly staged: boolean;
  /**
   * The Store of a read through its in-store endpoints: what is not in that Store is not there for
   * it (the platform's ResourceNotFound), as a Store-bound token may see no other Store's.
   */
  readonly store?: string;
  /**
   * A read by a token that may see published data only (`view_published_products` without
   * `view_products`): products show their current data alone, and unpublished ones not at all.
   */
  readonly publishedOnly?: boolean;
}

/**
 * A field that `where` finds resources by through an index, beyond `id` and `key`: the resources
 * that may hold a value (never a scan), which the predicate then decides; undefined where the
 * index does not serve these read options. A finder named with a last segment `*` (`slug.*`)
 * serves every name there, and gets the one asked for (the locale of a slug).
 */
export type Finder = (context: ReadContext, value: string, options: ReadOptions, name: string) => readonly StoredResource[] | undefined;

/**
 * One platform resource the mock reads back: where the store keeps it, how the platform shows it,
 * and the fields `where` finds it by through an index.
 */
export interface ReadableResource {
  /** The type the store keeps it under (`inventory` for inventory entries). */
  readonly typeId: string;
  /**
   * The platform's representation of a resource the read shows (`shows`), which every read asks
   * first: what it does not show (a resource known by its identity alone, of which the mock has no
   * fields, or an unpublished product's current data) it never represents.
   */
  represent(stored: StoredResource, context: ReadContext, options: ReadOptions): Record<string, unknown>;
  /** Whether a read shows the resource at all, without building it (a query counts them): what `represent` may be asked for. */
  shows(stored: StoredResource, options: ReadOptions): boolean;
  /**
   * Whether a resource that has content is in a Store, for a resource the platform keeps in Stores
   * (customers, orders): the in-store endpoints read those alone, and an expansion resolves a
   * reference outside any Store.
   */
  readonly inStore?: (stored: StoredResource, storeKey: string) => boolean;
  /** Fields `where` finds resources by, as the predicate names them (`orderNumber`, `masterData.current.masterVariant.sku`). */
  readonly finders: Readonly<Record<string, Finder>>;
}

/**
 * Declares a readable resource. A read in a Store of a resource kept in Stores shows only what
 * `inStore` puts there, so that a single read and a query's selection, which both go by `shows`,
 * leave out the rest alike; every read shows the ids a declaration gave (given-ids.ts).
 *
 * @example
 * export const typeReading = readableResource({ typeId: 'type', represent, finders: {} }); // shows what has content
 */
export function readableResource(resource: Omit<ReadableResource, 'shows'> & Partial<Pick<ReadableResource, 'shows'>>): ReadableResource {
  const { shows = (stored: StoredResource) => stored.content !== undefined, inStore, represent } = resource;
  return {
    ...resource,
    // What a declaration gave as the platform shows it (ids inside, keyless parts) reads back so.
    represent: (stored, context, options) => showGiven(stored, represent(stored, context, options)),
    shows: inStore ? (stored, options) => shows(stored, options) && (options.store === undefined || inStore(stored, options.store)) : shows,
  };
}
