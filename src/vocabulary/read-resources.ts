import type { ReadNoun } from './operations.js';

/**
 * The platform resources the mock reads back, by path segment, with the noun that names their
 * operations (operations.ts). Loaded with the read routes, not with the main entry.
 */
export const READ_RESOURCES = [
  ['product-types', 'ProductType'],
  ['types', 'Type'],
  ['categories', 'Category'],
  ['products', 'Product'],
  ['product-projections', 'ProductProjection'],
  ['customers', 'Customer'],
  ['inventory', 'InventoryEntry'],
  ['standalone-prices', 'StandalonePrice'],
  ['discount-codes', 'DiscountCode'],
  ['orders', 'Order'],
] as const satisfies readonly (readonly [string, ReadNoun])[];

/** The path segment of a resource the mock reads back (`products`, `orders`...). */
export type ReadSegment = (typeof READ_RESOURCES)[number][0];

type Unrouted = Exclude<ReadNoun, (typeof READ_RESOURCES)[number][1]>;
type NoneLeft<Left extends never> = Left;
/** Every noun the operations name has its segment here: a noun left out fails to compile. */
export type EveryNounRouted = NoneLeft<Unrouted>;
