import * as v from 'valibot';
import { delivery } from './delivery.js';
import { keyReference } from './key-reference.js';
import { discountedLineItemPriceDraft } from './line-item.js';
import { centPrecisionMoney, typedMoney } from './money.js';
import { taxRate } from './tax.js';

type Money = v.InferOutput<typeof centPrecisionMoney>;

/** A `CartClassificationTier`, written out because its `tiers` hold tiers of their own. */
export interface CartClassificationTier {
  type: 'CartClassification';
  value: string;
  price: Money;
  tiers: CartClassificationTier[];
  isMatching?: boolean | undefined;
}

/**
 * `ShippingRatePriceTier`, told apart by `type`. `ShippingRateTierType` also names `CartValue` and
 * `CartScore`, but the Import API's discriminator (and its SDK) map only `CartClassification`, so a
 * tier of another type is an unknown variant here.
 *
 * @example
 * v.object({ tiers: v.optional(v.array(shippingRatePriceTier)) });
 */
export const shippingRatePriceTier: v.GenericSchema<CartClassificationTier> = v.variant('type', [
  v.object({
    type: v.literal('CartClassification'),
    value: v.string(),
    price: centPrecisionMoney,
    tiers: v.array(v.lazy(() => shippingRatePriceTier)),
    isMatching: v.optional(v.boolean()),
  }),
]);

/**
 * `ShippingRateDraft`: the rate an order's shipping was charged at.
 *
 * @example
 * v.object({ shippingRate: shippingRateDraft });
 */
export const shippingRateDraft = v.object({
  price: centPrecisionMoney,
  freeAbove: v.optional(centPrecisionMoney),
  tiers: v.optional(v.array(shippingRatePriceTier)),
});

/**
 * `ShippingInfoImportDraft`: how an imported order was shipped, and the deliveries already made.
 *
 * @example
 * v.object({ shippingInfo: v.optional(shippingInfoImportDraft) });
 */
export const shippingInfoImportDraft = v.object({
  shippingMethodName: v.string(),
  price: typedMoney,
  shippingRate: shippingRateDraft,
  taxRate: v.optional(taxRate),
  taxCategory: v.optional(keyReference('tax-category')),
  shippingMethod: v.optional(keyReference('shipping-method')),
  deliveries: v.optional(v.array(delivery)),
  discountedPrice: v.optional(discountedLineItemPriceDraft),
  shippingMethodState: v.optional(v.picklist(['DoesNotMatchCart', 'MatchesCart'])),
});
