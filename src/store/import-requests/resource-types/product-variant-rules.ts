import { variantImportPlan } from '../../import-rules/product-content.js';
import { resourceRules } from '../../import-rules/resource-rules.js';
import type { ItemOf } from '../import-resource-kind.js';
import type { productVariant } from './product-variant.js';

/**
 * Product variants: the variant joins its product or replaces the one of its key. A new variant may
 * not become the master variant of a product that has one; attributes follow the product type.
 *
 * @example
 * productVariantRules.plan(item, project);
 */
export const productVariantRules = resourceRules<ItemOf<typeof productVariant>>({
  plan(item, project) {
    const { product, isMasterVariant, publish: _publish, staged: _staged, ...variant } = item;
    return variantImportPlan(project, { productKey: product.key, variant, isMasterVariant });
  },
});
