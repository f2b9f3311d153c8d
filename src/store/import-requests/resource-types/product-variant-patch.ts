import * as v from 'valibot';
import { importResourceKind } from '../import-resource-kind.js';
import { attributes } from '../schemas/attribute.js';
import { keyReference } from '../schemas/key-reference.js';

/** `ProductVariantPatch`: attribute changes to a variant that exists. */
const productVariantPatchSchema = v.object({
  productVariant: keyReference('product-variant'),
  attributes: v.optional(attributes),
  staged: v.optional(v.boolean()),
  product: v.optional(keyReference('product')),
});

/**
 * Product variant patches: they set or remove attributes of a variant, which (like the product,
 * where named) must exist already; a patch makes nothing exist.
 *
 * @example
 * productVariantPatch.parse({ productVariant: { typeId: 'product-variant', key: 'shirt-red' }, attributes: { new: null } });
 * // { success: true, item: { resourceKey: 'shirt-red', references: [{ typeId: 'product-variant', key: 'shirt-red' }], creates: [], ... } }
 */
export const productVariantPatch = importResourceKind({
  type: 'product-variant-patch',
  itemsKey: 'patches',
  schema: productVariantPatchSchema,
  resourceKey: (item) => item.productVariant.key,
  target: (item) => ({ typeId: 'product-variant', key: item.productVariant.key }),
  createsTarget: false,
  // `ProductVariantPatch.product`: "If set, this field is required for every ProductVariantPatch in the request."
  together(patches) {
    const naming = patches.filter((patch) => patch.product !== undefined).length;
    if (naming === 0 || naming === patches.length) return [];
    return patches.flatMap((patch, index) =>
      patch.product === undefined ? [{ index, field: 'product', invalidValue: undefined, problem: 'a patch of this request names its product, so every patch must' }] : [],
    );
  },
});
