import * as v from 'valibot';
import { countryCode } from './codes.js';
import { custom } from './custom.js';
import { dateTime } from './date-time.js';
import { keyReference } from './key-reference.js';
import { key } from './keys.js';
import { typedMoney } from './money.js';

/**
 * `DiscountedPrice`: a price lowered by a product discount, which must exist.
 *
 * @example
 * v.object({ discounted: v.optional(discountedPrice) });
 */
export const discountedPrice = v.object({
  value: typedMoney,
  discount: keyReference('product-discount'),
});

/**
 * `PriceTier`: the price that applies from a quantity on. The schema types the quantity as a
 * double, not an integer, so the mock takes any number.
 *
 * @example
 * v.object({ tiers: v.optional(v.array(priceTier)) });
 */
export const priceTier = v.object({
  minimumQuantity: v.number(),
  value: typedMoney,
});

/**
 * What every kind of price shares: its value and the scope it applies in (`PriceImport`,
 * `PriceDraftImport`, `StandalonePriceImport` and `LineItemPrice` each add their own fields).
 *
 * @example
 * v.object({ key: v.string(), ...priceScope });
 */
export const priceScope = {
  value: typedMoney,
  country: v.optional(countryCode),
  customerGroup: v.optional(keyReference('customer-group')),
  channel: v.optional(keyReference('channel')),
  validFrom: v.optional(dateTime),
  validUntil: v.optional(dateTime),
  custom: v.optional(custom),
  discounted: v.optional(discountedPrice),
  tiers: v.optional(v.array(priceTier)),
};

/**
 * `PriceDraftImport`: a price a product draft's variant carries. Unlike a `PriceImport` it names
 * no product or variant: it belongs to the variant that holds it.
 *
 * @example
 * v.object({ prices: v.optional(v.array(priceDraftImport)) });
 */
export const priceDraftImport = v.object({ key, ...priceScope });
