import * as v from 'valibot';
import { attribute } from './attribute.js';
import { custom } from './custom.js';
import { image } from './image.js';
import { keyReference } from './key-reference.js';
import { localizedString } from './localized-string.js';
import { centPrecisionMoney, typedMoney } from './money.js';
import { priceScope } from './price.js';
import { customLineItemTaxedPrice, externalTaxRateDraft, taxRate } from './tax.js';

/**
 * `ItemState`: how many of a line item are in a workflow State.
 *
 * @example
 * v.object({ state: v.optional(v.array(itemState)) });
 */
export const itemState = v.object({
  quantity: v.number(),
  state: keyReference('state'),
});

/**
 * `ItemShippingDetailsDraft`: how a line item's quantity splits over the order's shipping
 * addresses, named by their keys.
 *
 * @example
 * v.object({ shippingDetails: v.optional(itemShippingDetailsDraft) });
 */
export const itemShippingDetailsDraft = v.object({
  targets: v.array(v.object({ addressKey: v.string(), quantity: v.number() })),
});

/**
 * `DiscountedLineItemPriceDraft`: a discounted price, with the cart discounts that make it up.
 *
 * @example
 * v.object({ discountedPrice: v.optional(discountedLineItemPriceDraft) });
 */
export const discountedLineItemPriceDraft = v.object({
  value: centPrecisionMoney,
  includedDiscounts: v.array(
    v.object({
      discount: keyReference('cart-discount'),
      discountedAmount: centPrecisionMoney,
    }),
  ),
});

/**
 * `LineItemPrice`: the price a line item was sold at, with the scope it applied in.
 *
 * @example
 * v.object({ price: lineItemPrice });
 */
export const lineItemPrice = v.object(priceScope);

/**
 * `LineItemProductVariantImportDraft`: the variant a line item sold. Every field is optional: an
 * order may name the variant by reference, by SKU, or describe it.
 *
 * @example
 * v.object({ variant: lineItemProductVariantImportDraft });
 */
export const lineItemProductVariantImportDraft = v.object({
  productVariant: v.optional(keyReference('product-variant')),
  sku: v.optional(v.string()),
  prices: v.optional(v.array(lineItemPrice)),
  attributes: v.optional(v.array(attribute)),
  images: v.optional(v.array(image)),
});

/**
 * `LineItemImportDraft`: one product line of an imported order.
 *
 * @example
 * v.object({ lineItems: v.optional(v.array(lineItemImportDraft)) });
 */
export const lineItemImportDraft = v.object({
  product: v.optional(keyReference('product')),
  name: localizedString,
  variant: lineItemProductVariantImportDraft,
  price: lineItemPrice,
  quantity: v.number(),
  state: v.optional(v.array(itemState)),
  supplyChannel: v.optional(keyReference('channel')),
  distributionChannel: v.optional(keyReference('channel')),
  taxRate: v.optional(taxRate),
  shippingDetails: v.optional(itemShippingDetailsDraft),
  custom: v.optional(custom),
});

/**
 * `CustomLineItemDraft`: a line of an imported order that is not a product, such as a fee.
 *
 * @example
 * v.object({ customLineItems: v.optional(v.array(customLineItemDraft)) });
 */
export const customLineItemDraft = v.object({
  name: localizedString,
  money: typedMoney,
  taxedPrice: v.optional(customLineItemTaxedPrice),
  totalPrice: typedMoney,
  slug: v.string(),
  quantity: v.number(),
  state: v.optional(v.array(itemState)),
  taxCategory: v.optional(keyReference('tax-category')),
  taxRate: v.optional(taxRate),
  externalTaxRate: v.optional(externalTaxRateDraft),
  discountedPricePerQuantity: v.optional(v.array(discountedLineItemPriceDraft)),
  shippingDetails: v.optional(itemShippingDetailsDraft),
});
