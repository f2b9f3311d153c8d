import { resourceRules, storeAs } from '../../import-rules/resource-rules.js';
import { slugErrors } from '../../import-rules/slug-rules.js';
import type { ItemOf } from '../import-resource-kind.js';
import type { productTailoring } from './product-tailoring.js';

/**
 * Product tailorings: stored as imported; their slugs, where they have any, fit the platform's
 * pattern (`ProductTailoringDraft.raml`), as a product's do.
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
      slugErrors(item.slug),
    ),
});
