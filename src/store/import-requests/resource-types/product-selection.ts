import * as v from 'valibot';
import { importResourceKind } from '../import-resource-kind.js';
import { custom } from '../schemas/custom.js';
import { keyReference } from '../schemas/key-reference.js';
import { localizedString } from '../schemas/localized-string.js';

const skus = v.optional(v.array(v.string()));

/** `ProductSelectionAssignment`: a product in the selection, with the variants it includes or leaves out; the RAML allows no other fields. */
const productSelectionAssignment = v.strictObject({
  product: keyReference('product'),
  // `VariantSelection`
  variantSelection: v.optional(v.object({ type: v.picklist(['includeOnly', 'includeAllExcept']), skus })),
  // `VariantExclusion`
  variantExclusion: v.optional(v.object({ skus })),
});

/** `ProductSelectionImport`. */
const productSelectionImport = v.object({
  key: v.string(),
  name: localizedString,
  mode: v.optional(v.picklist(['Individual', 'IndividualExclusion'])),
  custom: v.optional(custom),
  assignments: v.optional(v.array(productSelectionAssignment)),
});

/**
 * Product selections: imported by key; the products they assign must exist. Variants are chosen
 * by SKU, which is not a reference and is not checked.
 *
 * @example
 * productSelection.parse({ key: 'summer', name: { en: 'Summer' }, assignments: [{ product: { typeId: 'product', key: 'shirt' } }] });
 * // { success: true, item: { target: { typeId: 'product-selection', key: 'summer' }, references: [{ typeId: 'product', key: 'shirt' }], ... } }
 */
export const productSelection = importResourceKind({
  type: 'product-selection',
  itemsKey: 'resources',
  schema: productSelectionImport,
  resourceKey: (item) => item.key,
  target: (item) => ({ typeId: 'product-selection', key: item.key }),
  createsTarget: true,
});
