import { undefinedAttributes } from '../../import-rules/attribute-values.js';
import { definitionsFor, type ProductContent } from '../../import-rules/product-content.js';
import { variantImportPlan } from '../../import-rules/variant-import-plan.js';
import { reachesCurrent } from '../../import-rules/product-state.js';
import { resourceRules } from '../../import-rules/resource-rules.js';
import type { ItemOf } from '../import-resource-kind.js';
import type { productVariant } from './product-variant.js';

/**
 * Product variants: the variant joins its product or replaces the one of its key, in the staged
 * data, and in the current data too with `staged: false`. A new variant may not become the master
 * variant of a product that has one; attributes follow the product type, and one the product type
 * does not define makes the import wait, `unresolved`, for its product type to define it
 * (`ProductVariantImport.attributes`).
 *
 * @example
 * productVariantRules.plan(item, project);
 */
export const productVariantRules = resourceRules<ItemOf<typeof productVariant>>({
  plan(item, project) {
    const { product, isMasterVariant, publish, staged, ...variant } = item;
    const productType = (project.get('product', product.key)?.content as ProductContent | undefined)?.productType;
    const definitions = productType && definitionsFor(project, productType.key);
    const plan = variantImportPlan(project, { productKey: product.key, variant, isMasterVariant, toCurrent: reachesCurrent({ publish, staged }) });
    const waits = productType && definitions && undefinedAttributes(variant.attributes ?? [], definitions).length > 0;
    if (!waits) return plan;
    // It waits, whatever else it breaks, for the definitions to judge it by. The engine writes
    // nothing of a waiting plan, but where a test forces the import, what it holds.
    return { ...plan, errors: [], waits: { state: 'unresolved', references: [{ typeId: 'product-type', key: productType.key }] } };
  },
});
