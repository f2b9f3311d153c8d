import { resourceRules, storeAs } from '../../import-rules/resource-rules.js';
import type { ItemOf } from '../import-resource-kind.js';
import type { productTailoring } from './product-tailoring.js';

/**
 * Product tailorings: stored as imported; the mock checks no rule of their own.
 *
 * @example
 * productTailoringRules.plan(item, project);
 */
export const productTailoringRules = resourceRules<ItemOf<typeof productTailoring>>({
  plan: (item) =>
    storeAs(
      // Stryker disable next-line ObjectLiteral,StringLiteral: no rule reads a product tailoring's content, so where it is kept cannot show
      { typeId: 'product-tailoring', key: item.key },
      item,
      [],
    ),
});
