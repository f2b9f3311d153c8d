import type { InStoreNoun, ReadNoun } from './operations.js';

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

/**
 * The resources the mock also reads in a Store (`/in-store/key={storeKey}/{segment}`, issue 31),
 * each one of the pairs above: a noun of IN_STORE_NOUNS left out, or a pair the global reads do
 * not have, fails to compile.
 */
export const IN_STORE_RESOURCES = [
  ['customers', 'Customer'],
  ['orders', 'Order'],
] as const satisfies readonly Extract<(typeof READ_RESOURCES)[number], readonly [string, InStoreNoun]>[];

/** Every noun the in-store operations name has its segment here. */
export type EveryInStoreNounRouted = NoneLeft<Exclude<InStoreNoun, (typeof IN_STORE_RESOURCES)[number][1]>>;
