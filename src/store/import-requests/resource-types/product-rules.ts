import { productAttributeErrors } from '../../import-rules/attribute-values.js';
import { definitionsFor, productPlan, withoutPublish, type ProductContent } from '../../import-rules/product-content.js';
import { ownImport } from '../../import-rules/product-state.js';
import { resourceRules } from '../../import-rules/resource-rules.js';
import { keptMasterVariant, waitingWithoutMasterVariant } from '../../import-rules/wait-for-master-variant.js';
import { slugErrors } from '../../import-rules/slug-rules.js';
import type { ItemOf } from '../import-resource-kind.js';
import type { product } from './product.js';

/**
 * Products without their variants: the product's fields are replaced and its variants kept. A new
 * product waits for its master variant where the product type requires variant attributes. Its own
 * attributes follow the product type at level `Product` (the required ones given), and its slug is
 * unique per locale among products.
 *
 * @example
 * productRules.plan(item, project);
 */
export const productRules = resourceRules<ItemOf<typeof product>>({
  plan(item, project) {
    const definitions = definitionsFor(project, item.productType.key);
    const stored = project.get('product', item.key);
    const previous = stored?.content as ProductContent | undefined;
    const masterVariant = keptMasterVariant(project, stored);
    const productAttributes = item.attributes ?? [];
    const errors = [
      ...slugErrors(item.slug),
      ...(definitions ? productAttributeErrors(productAttributes, definitions) : []),
    ];
    const content: ProductContent = {
      ...withoutPublish(item),
      ...(masterVariant === undefined ? {} : { masterVariant }),
      ...(previous?.variants === undefined ? {} : { variants: previous.variants }),
    };
    const plan = productPlan(project, item.key, ownImport(stored, content, item.publish), stored, errors);
    return waitingWithoutMasterVariant(plan, { productKey: item.key, masterVariant, stored, definitions });
  },
});
