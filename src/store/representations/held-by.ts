import type { StoredResource, UniqueIndexName } from '../import-rules/resource-rules.js';
import type { ReadContext } from './read-context.js';

/**
 * The resource of a type that holds a unique value, through the Project's index: what a `where`
 * finder narrows a query to. Undefined where the value changed hands (a forced import): the
 * resource it came from still shows it, so the query evaluates every resource instead (Stryker's
 * `finder-fallback` ignorer excludes that decision: evaluating every resource answers alike).
 *
 * @example
 * heldBy(context, 'category', 'category-slug', 'shirts', 'en'); // [the category], [] or undefined
 */
export const heldBy = (context: ReadContext, typeId: string, index: UniqueIndexName, value: string, scope?: string): StoredResource[] | undefined =>
  // No resource holds the value where the index names no key: the table holds nothing under an undefined key.
  context.unique.handedOver(index, value) ? undefined : listed(context.resources.get(typeId, context.unique.holder(index, value, scope) as string));

/**
 * A resource found, as a list of candidates: none where none was found.
 *
 * @example
 * context.unique.holdersInAnyScope('inventory-sku-channel', sku).flatMap((key) => listed(context.resources.get('inventory', key)));
 */
export const listed = (stored: StoredResource | undefined): StoredResource[] => [stored].filter((found): found is StoredResource => found !== undefined);
