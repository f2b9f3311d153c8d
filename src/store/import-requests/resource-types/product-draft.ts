import * as v from 'valibot';
import { importResourceKind } from '../import-resource-kind.js';
import { productVariantDraftImport } from '../schemas/product-variant-draft.js';
import { productImport } from './product.js';

/** `ProductDraftImport`: a product's fields, with its master variant and further variants. */
export const productDraftImport = v.object({
  ...productImport.entries,
  masterVariant: v.optional(productVariantDraftImport),
  variants: v.optional(v.array(productVariantDraftImport)),
});

type ProductDraftImport = v.InferOutput<typeof productDraftImport>;

const variantsOf = (item: ProductDraftImport) => [...(item.masterVariant ? [item.masterVariant] : []), ...(item.variants ?? [])];

/**
 * Product drafts: a product and its variants in one item. Importing one makes the product and each
 * variant (by its key) exist, so a price or patch may name them next; its variants' SKUs must not
 * belong to another product.
 *
 * @example
 * productDraft.parse({
 *   key: 'shirt',
 *   name: { en: 'Shirt' },
 *   slug: { en: 'shirt' },
 *   productType: { typeId: 'product-type', key: 'clothes' },
 *   masterVariant: { key: 'shirt-red', sku: 'SHIRT-RED' },
 * });
 * // creates [{ typeId: 'product', key: 'shirt' }, { typeId: 'product-variant', key: 'shirt-red' }]
 */
export const productDraft = importResourceKind({
  type: 'product-draft',
  itemsKey: 'resources',
  schema: productDraftImport,
  resourceKey: (item) => item.key,
  target: (item) => ({ typeId: 'product', key: item.key }),
  createsTarget: true,
  suppliesMasterVariant: (item) => item.masterVariant && { product: item.key, variant: item.masterVariant },
  alsoCreates: (item) => variantsOf(item).map(({ key }) => ({ typeId: 'product-variant', key })),
});
