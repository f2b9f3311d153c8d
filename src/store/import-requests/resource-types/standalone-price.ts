import * as v from 'valibot';
import { importResourceKind } from '../import-resource-kind.js';
import { priceScope } from '../schemas/price.js';
import { key } from '../schemas/keys.js';

/** `StandalonePriceImport`: a price kept apart from products, for a SKU. */
const standalonePriceImport = v.object({
  key,
  sku: v.string(),
  ...priceScope,
  active: v.optional(v.boolean()),
});

/**
 * Standalone prices: imported by key. The SKU is a plain string, not a reference, so no variant
 * need hold it; the customer group, channel and product discount must exist.
 *
 * @example
 * standalonePrice.parse({ key: 'sku-1-eur', sku: 'SKU-1', value: { type: 'centPrecision', centAmount: 100, currencyCode: 'EUR' } });
 * // { success: true, item: { target: { typeId: 'standalone-price', key: 'sku-1-eur' }, references: [], ... } }
 */
export const standalonePrice = importResourceKind({
  type: 'standalone-price',
  itemsKey: 'resources',
  schema: standalonePriceImport,
  resourceKey: (item) => item.key,
  target: (item) => ({ typeId: 'standalone-price', key: item.key }),
  createsTarget: true,
});
