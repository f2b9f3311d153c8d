import * as v from 'valibot';
import { importResourceKind } from '../import-resource-kind.js';
import { attributeDefinition } from '../schemas/attribute-definition.js';
import { key } from '../schemas/keys.js';

/** `ProductTypeImport`: a product type and the attributes it declares. */
const productTypeImport = v.object({
  key,
  name: v.string(),
  description: v.string(),
  attributes: v.optional(v.array(attributeDefinition)),
});

/**
 * Product types: imported by key. They reference nothing unless a `nested` attribute names
 * another product type.
 *
 * @example
 * productType.parse({ key: 'clothes', name: 'Clothes', description: 'Things to wear' });
 * // { success: true, item: { target: { typeId: 'product-type', key: 'clothes' }, references: [], ... } }
 */
export const productType = importResourceKind({
  type: 'product-type',
  itemsKey: 'resources',
  schema: productTypeImport,
  resourceKey: (item) => item.key,
  target: (item) => ({ typeId: 'product-type', key: item.key }),
  createsTarget: true,
});
