import { READABLE_RESOURCES } from '../import-requests/resource-types/readable-resources.js';
import type { ResolveReference } from './expand-references.js';
import { serialOf, type ReadContext } from './read-context.js';
import type { ReadableResource, ReadOptions } from './readable-resource.js';

// Which read shows a referenced resource when an expansion reaches its reference (issue 32).

/**
 * The readable resources by the typeId references name them with. A product reference expands to
 * the Product (never its projection), and inventory, which the store keeps as `inventory`, is
 * referenced as `inventory-entry`. Resources the mock does not read back (channels, customer
 * groups, tax categories, Stores...) are not here: their references stay bare.
 */
const BY_REFERENCE_TYPE: Readonly<Record<string, ReadableResource>> = {
  'product-type': READABLE_RESOURCES['product-types'],
  type: READABLE_RESOURCES.types,
  category: READABLE_RESOURCES.categories,
  product: READABLE_RESOURCES.products,
  customer: READABLE_RESOURCES.customers,
  'inventory-entry': READABLE_RESOURCES.inventory,
  'standalone-price': READABLE_RESOURCES['standalone-prices'],
  'discount-code': READABLE_RESOURCES['discount-codes'],
  order: READABLE_RESOURCES.orders,
};

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
    const resource = Object.hasOwn(BY_REFERENCE_TYPE, typeId) ? BY_REFERENCE_TYPE[typeId] : undefined;
    if (!resource) return undefined;
    const key = `${typeId} ${id}`;
    if (!built.has(key)) {
      // 0 is the serial of no resource (resource-table.ts), as an id the mock never gives.
      const stored = context.resources.bySerial(resource.typeId, serialOf(id) ?? 0);
      built.set(key, stored && resource.shows(stored, options) ? resource.represent(stored, context, options) : undefined);
    }
    return built.get(key);
  };
}
