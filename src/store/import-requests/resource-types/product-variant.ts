import * as v from 'valibot';
import { importResourceKind } from '../import-resource-kind.js';
import { asset } from '../schemas/asset.js';
import { attribute } from '../schemas/attribute.js';
import { image } from '../schemas/image.js';
import { keyReference } from '../schemas/key-reference.js';

/** `ProductVariantImport`: a variant of a product that exists or is imported too. */
const productVariantImport = v.object({
  key: v.string(),
  sku: v.optional(v.string()),
  isMasterVariant: v.boolean(),
  attributes: v.optional(v.array(attribute)),
  images: v.optional(v.array(image)),
  assets: v.optional(v.array(asset)),
  publish: v.optional(v.boolean()),
  staged: v.optional(v.boolean()),
  product: keyReference('product'),
});

/**
 * Product variants: imported by key into their product, which must exist. The SKU, where given,
 * must not belong to another product's variant.
 *
 * @example
 * productVariant.parse({ key: 'shirt-red', sku: 'SHIRT-RED', isMasterVariant: true, product: { typeId: 'product', key: 'shirt' } });
 * // { success: true, item: { target: { typeId: 'product-variant', key: 'shirt-red' }, references: [{ typeId: 'product', key: 'shirt' }], ... } }
 */
export const productVariant = importResourceKind({
  type: 'product-variant',
  itemsKey: 'resources',
  schema: productVariantImport,
  resourceKey: (item) => item.key,
  target: (item) => ({ typeId: 'product-variant', key: item.key }),
  createsTarget: true,
  suppliesMasterVariant: ({ product, isMasterVariant: _master, publish: _publish, staged: _staged, ...variant }) => ({ product: product.key, variant }),
});
