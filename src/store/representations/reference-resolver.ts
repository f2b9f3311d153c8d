import { READABLE_BY_TYPE_ID } from '../import-requests/resource-types/readable-resources.js';
import type { ResolveReference } from './expand-references.js';
import { findById, type ReadContext } from './read-context.js';
import type { ReadOptions } from './readable-resource.js';

// Which read shows a referenced resource when an expansion reaches its reference (issue 32).


/**
 * How an expansion shows referenced resources: as the read of each shows it, with `options` (a
 * token that may see published products only sees no staged data through a reference either).
 * Each resource is built once per resolver, so that a page whose products share a product type
 * builds it once; the expansion never mutates what it gets.
 *
 * @example
 * const resolve = referenceResolver(read, { staged: false });
 * resolve('product-type', '00000000-0000-4000-b000-000000000001'); // { id, version, key: 'shirt', name, attributes, ... }
 * resolve('channel', '00000000-0000-4000-b000-000000000002'); // undefined: the mock holds no channels
 */
export function referenceResolver(context: ReadContext, options: ReadOptions): ResolveReference {
  const built = new Map<string, Readonly<Record<string, unknown>> | undefined>();
  return (typeId, id) => {
    const resource = Object.hasOwn(READABLE_BY_TYPE_ID, typeId) ? READABLE_BY_TYPE_ID[typeId] : undefined;
    if (!resource) return undefined;
    const key = `${typeId} ${id}`;
    if (!built.has(key)) {
      const stored = findById(context.resources, resource.typeId, id);
      built.set(key, stored && resource.shows(stored, options) ? resource.represent(stored, context, options) : undefined);
    }
    return built.get(key);
  };
}
