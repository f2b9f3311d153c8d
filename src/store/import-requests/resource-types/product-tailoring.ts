import * as v from 'valibot';
import { importResourceKind } from '../import-resource-kind.js';
import { asset } from '../schemas/asset.js';
import { attribute } from '../schemas/attribute.js';
import { image } from '../schemas/image.js';
import { keyReference } from '../schemas/key-reference.js';
import { localizedString } from '../schemas/localized-string.js';
import { keyOfAnyCharacters } from '../schemas/keys.js';

/** `ProductVariantTailoringImport`: how one variant (by SKU) looks in the store; the RAML allows no other fields. */
const productVariantTailoringImport = v.strictObject({
  sku: v.string(),
  images: v.optional(v.array(image)),
  assets: v.optional(v.array(asset)),
  attributes: v.optional(v.array(attribute)),
});

/** `ProductTailoringImport`: how a product looks in one store; the RAML allows no other fields. */
const productTailoringImport = v.strictObject({
  key: keyOfAnyCharacters,
  store: keyReference('store'),
  product: keyReference('product'),
  name: v.optional(localizedString),
  description: v.optional(localizedString),
  metaTitle: v.optional(localizedString),
  metaDescription: v.optional(localizedString),
  metaKeywords: v.optional(localizedString),
  slug: v.optional(localizedString),
  publish: v.optional(v.boolean()),
  variants: v.optional(v.array(productVariantTailoringImport)),
  attributes: v.optional(v.array(attribute)),
});

/**
 * Product tailorings: imported by key; the store and the product must exist.
 *
 * @example
 * productTailoring.parse({ key: 'shirt-berlin', store: { typeId: 'store', key: 'berlin' }, product: { typeId: 'product', key: 'shirt' } });
 * // { success: true, item: { target: { typeId: 'product-tailoring', key: 'shirt-berlin' }, references: [store, product], ... } }
 */
export const productTailoring = importResourceKind({
  type: 'product-tailoring',
  itemsKey: 'resources',
  schema: productTailoringImport,
  resourceKey: (item) => item.key,
  target: (item) => ({ typeId: 'product-tailoring', key: item.key }),
  createsTarget: true,
});
