import * as v from 'valibot';
import { importResourceKind } from '../import-resource-kind.js';
import { asset } from '../schemas/asset.js';
import { attribute } from '../schemas/attribute.js';
import { image } from '../schemas/image.js';
import { keyReference } from '../schemas/key-reference.js';

/** `VariantImport`: a variant of a product, with a required SKU and no master flag. */
const variantImport = v.object({
  key: v.string(),
  sku: v.string(),
  product: keyReference('product'),
  publish: v.optional(v.boolean()),
  images: v.optional(v.array(image)),
  attributes: v.optional(v.array(attribute)),
  assets: v.optional(v.array(asset)),
});

/**
 * Variants: imported by key into their product, which must exist. They are the same resource as a
 * product variant import's, so both count versions on one `product-variant` identity. The SKU must
 * not belong to another product's variant.
 *
 * @example
 * variant.parse({ key: 'shirt-blue', sku: 'SHIRT-BLUE', product: { typeId: 'product', key: 'shirt' } });
 * // { success: true, item: { target: { typeId: 'product-variant', key: 'shirt-blue' }, ... } }
 */
export const variant = importResourceKind({
  type: 'variant',
  itemsKey: 'resources',
  schema: variantImport,
  resourceKey: (item) => item.key,
  target: (item) => ({ typeId: 'product-variant', key: item.key }),
  createsTarget: true,
  suppliesMasterVariant: ({ product, publish: _publish, ...variant }) => ({ product: product.key, variant }),
});
