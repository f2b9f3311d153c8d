import * as v from 'valibot';
import { importResourceKind } from '../import-resource-kind.js';
import { keyReference } from '../schemas/key-reference.js';
import { priceScope } from '../schemas/price.js';
import { key } from '../schemas/keys.js';

/** `PriceImport`: a price embedded in a variant, which it names with its product. */
const priceImport = v.object({
  key,
  ...priceScope,
  publish: v.optional(v.boolean()),
  staged: v.optional(v.boolean()),
  productVariant: keyReference('product-variant'),
  product: keyReference('product'),
});

/**
 * Embedded prices: imported by key into a variant; the product and variant must exist, as must
 * the customer group, channel and product discount they name.
 *
 * @example
 * price.parse({
 *   key: 'shirt-red-eur',
 *   value: { type: 'centPrecision', centAmount: 1999, currencyCode: 'EUR' },
 *   product: { typeId: 'product', key: 'shirt' },
 *   productVariant: { typeId: 'product-variant', key: 'shirt-red' },
 * });
 * // { success: true, item: { target: { typeId: 'price', key: 'shirt-red-eur' }, references: [variant, product], ... } }
 */
export const price = importResourceKind({
  type: 'price',
  itemsKey: 'resources',
  schema: priceImport,
  resourceKey: (item) => item.key,
  target: (item) => ({ typeId: 'price', key: item.key }),
  createsTarget: true,
});
