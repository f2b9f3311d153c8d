import * as v from 'valibot';
import { asset } from './asset.js';
import { attribute } from './attribute.js';
import { image } from './image.js';
import { priceDraftImport } from './price.js';

/**
 * `ProductVariantDraftImport`: a variant as a product draft brings it, with its prices. Its `key`
 * is required, and importing the draft makes a `product-variant` of that key exist.
 *
 * @example
 * v.object({ masterVariant: v.optional(productVariantDraftImport) });
 */
export const productVariantDraftImport = v.object({
  key: v.string(),
  sku: v.optional(v.string()),
  prices: v.optional(v.array(priceDraftImport)),
  attributes: v.optional(v.array(attribute)),
  images: v.optional(v.array(image)),
  assets: v.optional(v.array(asset)),
});
