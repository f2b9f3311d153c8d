import { repeatedNames } from '../../import-rules/repeated-names.js';
import { resourceRules, storeAs } from '../../import-rules/resource-rules.js';
import type { ItemOf } from '../import-resource-kind.js';
import type { productType } from './product-type.js';

/**
 * Product types: attribute names are unique within the type. Products already imported are not
 * checked again when their product type changes.
 *
 * @example
 * productTypeRules.plan({ key: 'shirt', name: 'Shirt', description: '', attributes: [] }, project);
 */
export const productTypeRules = resourceRules<ItemOf<typeof productType>>({
  // Stryker disable next-line ArrayDeclaration: a one-entry list repeats no name
  plan: (item) => storeAs({ typeId: 'product-type', key: item.key }, item, repeatedNames(item.attributes ?? [], 'attributes')),
});
