import { attributeErrors } from '../../import-rules/attribute-values.js';
import { draftPriceErrors } from '../../import-rules/embedded-prices.js';
import { definitionsFor, placedVariants, productPlan, variantErrors, withoutPublish, type ProductContent } from '../../import-rules/product-content.js';
import { resourceRules } from '../../import-rules/resource-rules.js';
import type { ItemOf } from '../import-resource-kind.js';
import type { productDraft } from './product-draft.js';

/**
 * Product drafts: a product with all its variants, which replace the ones it had. Attributes follow
 * the product type (every variant has the required ones), slugs are unique per locale among
 * products, SKUs and variant keys among variants, and the constraints hold across the variants.
 * Each variant's prices have keys and scopes of their own, and validity periods that do not overlap
 * in one scope.
 *
 * @example
 * productDraftRules.plan(item, project);
 */
export const productDraftRules = resourceRules<ItemOf<typeof productDraft>>({
  plan(item, project) {
    const definitions = definitionsFor(project, item.productType.key);
    const variants = placedVariants(item);
    const errors = [
      ...(definitions ? attributeErrors(item.attributes ?? [], definitions, 'attributes') : []),
      ...variantErrors(variants, definitions, project, true),
      ...draftPriceErrors(project, item.key, variants),
    ];
    const previous = project.get('product', item.key)?.content as ProductContent | undefined;
    return productPlan(project, item.key, withoutPublish(item), previous, errors);
  },
});
