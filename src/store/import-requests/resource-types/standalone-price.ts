import * as v from 'valibot';
import { importResourceKind } from '../import-resource-kind.js';
import { custom } from '../schemas/custom.js';
import { keyReference } from '../schemas/key-reference.js';
import { typedMoney } from '../schemas/money.js';
import { discountedPrice, priceTier } from '../schemas/price.js';

/** `StandalonePriceImport`: a price kept apart from products, for a SKU. */
const standalonePriceImport = v.object({
  key: v.string(),
  sku: v.string(),
  value: typedMoney,
  country: v.optional(v.string()),
  customerGroup: v.optional(keyReference('customer-group')),
  channel: v.optional(keyReference('channel')),
  validFrom: v.optional(v.string()),
  validUntil: v.optional(v.string()),
  tiers: v.optional(v.array(priceTier)),
  discounted: v.optional(discountedPrice),
  custom: v.optional(custom),
  active: v.optional(v.boolean()),
});

/**
 * Standalone prices: imported by key. The SKU is a plain string, not a reference, so no variant
 * need hold it; the customer group, channel and product discount must exist.
 *
 * @example
 * standalonePrice.check({ key: 'sku-1-eur', sku: 'SKU-1', value: { type: 'centPrecision', centAmount: 100, currencyCode: 'EUR' } });
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
