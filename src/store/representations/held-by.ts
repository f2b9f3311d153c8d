import type { StoredResource, UniqueIndexName } from '../import-rules/resource-rules.js';
import type { ReadContext } from './read-context.js';

/**
 * The resource of a type that holds a unique value, through the Project's index: what a `where`
 * finder narrows a query to. Undefined where the value changed hands (a forced import): the
 * resource it came from still shows it, so the query evaluates every resource instead.
 *
 * @example
 * heldBy(context, 'category', 'category-slug', 'shirts', 'en'); // [the category], [] or undefined
 */
export function heldBy(context: ReadContext, typeId: string, index: UniqueIndexName, value: string, scope?: string): StoredResource[] | undefined {
  if (context.unique.handedOver(index, value)) return undefined;
  const key = context.unique.holder(index, value, scope);
  const stored = key === undefined ? undefined : context.resources.get(typeId, key);
  return stored ? [stored] : [];
}
