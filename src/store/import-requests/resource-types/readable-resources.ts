import type { ReadSegment } from '../../../vocabulary/read-resources.js';
import type { ReadableResource } from '../../representations/readable-resource.js';
import { categoryReading } from './category-representation.js';
import { customerReading } from './customer-representation.js';
import { discountCodeReading } from './discount-code-representation.js';
import { inventoryReading } from './inventory-representation.js';
import { orderReading } from './order-representation.js';
import { productProjectionReading, productReading } from './product-representation.js';
import { productTypeReading } from './product-type-representation.js';
import { standalonePriceReading } from './standalone-price-representation.js';
import { typeReading } from './type-representation.js';

/**
 * Every platform resource the mock reads back, by the path segment of its routes (issue 25): a
 * segment without its module, or a module under another segment's name, fails to compile.
 */
export const READABLE_RESOURCES: { readonly [Segment in ReadSegment]: ReadableResource } = {
  'product-types': productTypeReading,
  types: typeReading,
  categories: categoryReading,
  products: productReading,
  'product-projections': productProjectionReading,
  customers: customerReading,
  inventory: inventoryReading,
  'standalone-prices': standalonePriceReading,
  'discount-codes': discountCodeReading,
  orders: orderReading,
};

/**
 * The readable resources by the typeId references name them with, which a declaration in the
 * platform's shape is given with too. A product reference expands to
 * the Product (never its projection), and inventory, which the store keeps as `inventory`, is
 * referenced as `inventory-entry`. Resources the mock does not read back (channels, customer
 * groups, tax categories, Stores...) are not here: their references stay bare.
 */
export const READABLE_BY_TYPE_ID: Readonly<Record<string, ReadableResource>> = {
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
