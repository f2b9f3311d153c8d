import { variantImportPlan } from '../../import-rules/product-content.js';
import { resourceRules } from '../../import-rules/resource-rules.js';
import type { ItemOf } from '../import-resource-kind.js';
import type { variant } from './variant.js';

/**
 * Variants: as product variants, without a master flag.
 *
 * @example
 * variantRules.plan(item, project);
 */
export const variantRules = resourceRules<ItemOf<typeof variant>>({
  plan(item, project) {
    const { product, publish: _publish, ...content } = item;
    return variantImportPlan(project, { productKey: product.key, variant: content });
  },
});
