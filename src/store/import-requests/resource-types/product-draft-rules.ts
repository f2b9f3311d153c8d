import { requiredField } from '../../../errors/import-processing-errors.js';
import { productAttributeErrors } from '../../import-rules/attribute-values.js';
import { draftPriceErrors } from '../../import-rules/embedded-prices.js';
import { definitionsFor, placedVariants, productPlan, variantErrors, withoutPublish } from '../../import-rules/product-content.js';
import { nextVariantIdOf, ownImport } from '../../import-rules/product-state.js';
import { nextPriceNumberOf } from '../../import-rules/product-part-ids.js';
import { resourceRules } from '../../import-rules/resource-rules.js';
import { keptMasterVariant, waitingWithoutMasterVariant } from '../../import-rules/wait-for-master-variant.js';
import { slugErrors } from '../../import-rules/slug-rules.js';
import type { ItemOf } from '../import-resource-kind.js';
import type { productDraft } from './product-draft.js';

/**
 * Product drafts: a product with all its variants, which replace the ones it had. A draft with
 * variants needs a master variant (`ProductDraftImport.masterVariant`); one without any waits for
 * its master variant where the product type requires variant attributes. Attributes follow the
 * product type at their level (every variant has the required ones of level `Variant`, the
 * product those of level `Product`), slugs are unique per locale among products, SKUs and variant
 * keys among variants, and the constraints hold across the variants.
 * Each variant's prices have keys and scopes of their own, and validity periods that do not overlap
 * in one scope.
 *
 * @example
 * productDraftRules.plan(item, project);
 */
export const productDraftRules = resourceRules<ItemOf<typeof productDraft>>({
  plan(item, project) {
    const definitions = definitionsFor(project, item.productType.key);
    const stored = project.get('product', item.key);
    const kept = item.masterVariant ? undefined : keptMasterVariant(project, stored);
    const content = kept ? { ...withoutPublish(item), masterVariant: kept } : withoutPublish(item);
    const productAttributes = item.attributes ?? [];
    const variants = placedVariants(content);
    const next = ownImport(stored, content, item.publish);
    const errors = [
      // `ProductDraftImport.masterVariant`: "Required if variants contains at least one ProductVariant."
      ...(!item.masterVariant && (item.variants ?? []).length > 0 ? [requiredField('masterVariant')] : []),
      ...slugErrors(item.slug),
      ...(definitions ? productAttributeErrors(productAttributes, definitions) : []),
      ...variantErrors(variants, definitions, project, true),
      ...draftPriceErrors(project, item.key, variants, { variantId: nextVariantIdOf(stored, next), priceNumber: nextPriceNumberOf(stored, next) }),
    ];
    const plan = productPlan(project, item.key, next, stored, errors);
    return waitingWithoutMasterVariant(plan, { productKey: item.key, masterVariant: content.masterVariant, stored, definitions });
  },
});
