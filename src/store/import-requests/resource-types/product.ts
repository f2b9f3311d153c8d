import * as v from 'valibot';
import { importResourceKind } from '../import-resource-kind.js';
import { attribute } from '../schemas/attribute.js';
import { keyReference } from '../schemas/key-reference.js';
import { localizedString } from '../schemas/localized-string.js';
import { searchKeywords } from '../schemas/search-keywords.js';
import { keyOfAnyCharacters } from '../schemas/keys.js';

/**
 * `ProductImport`: a product without its variants, which come as product variant or variant
 * imports; the RAML allows no other fields, so `masterVariant` or `variants` here is an invalid
 * field. A product draft is this and its variants, so it builds on these entries.
 *
 * @example
 * v.object({ ...productImport.entries, masterVariant: v.optional(productVariantDraftImport) });
 */
export const productImport = v.strictObject({
  key: keyOfAnyCharacters,
  name: localizedString,
  productType: keyReference('product-type'),
  slug: localizedString,
  description: v.optional(localizedString),
  categories: v.optional(v.array(keyReference('category'))),
  attributes: v.optional(v.array(attribute)),
  metaTitle: v.optional(localizedString),
  metaDescription: v.optional(localizedString),
  metaKeywords: v.optional(localizedString),
  taxCategory: v.optional(keyReference('tax-category')),
  searchKeywords: v.optional(searchKeywords),
  state: v.optional(keyReference('state')),
  publish: v.optional(v.boolean()),
  priceMode: v.optional(v.picklist(['Embedded', 'Standalone'])),
});

/**
 * Products: imported by key; their product type, categories, tax category and state must exist.
 *
 * @example
 * product.parse({ key: 'shirt', name: { en: 'Shirt' }, slug: { en: 'shirt' }, productType: { typeId: 'product-type', key: 'clothes' } });
 * // { success: true, item: { resourceKey: 'shirt', target: { typeId: 'product', key: 'shirt' }, references: [{ typeId: 'product-type', key: 'clothes' }], ... } }
 */
export const product = importResourceKind({
  type: 'product',
  itemsKey: 'resources',
  schema: productImport,
  resourceKey: (item) => item.key,
  target: (item) => ({ typeId: 'product', key: item.key }),
  createsTarget: true,
});
