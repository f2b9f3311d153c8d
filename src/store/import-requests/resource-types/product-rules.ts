import { attributeErrors } from '../../import-rules/attribute-values.js';
import { definitionsFor, productPlan, withoutPublish, type ProductContent } from '../../import-rules/product-content.js';
import { resourceRules } from '../../import-rules/resource-rules.js';
import { slugErrors } from '../../import-rules/slug-rules.js';
import type { ItemOf } from '../import-resource-kind.js';
import type { product } from './product.js';

/**
 * Products without their variants: the product's fields are replaced and its variants kept; its
 * own attributes follow the product type, and its slug is unique per locale among products.
 *
 * @example
 * productRules.plan(item, project);
 */
export const productRules = resourceRules<ItemOf<typeof product>>({
  plan(item, project) {
    const definitions = definitionsFor(project, item.productType.key);
    const errors = [...slugErrors(item.slug), ...(definitions ? attributeErrors(item.attributes ?? [], definitions, 'attributes') : [])];
    const previous = project.get('product', item.key)?.content as ProductContent | undefined;
    const content: ProductContent = {
      ...withoutPublish(item),
      ...(previous?.masterVariant === undefined ? {} : { masterVariant: previous.masterVariant }),
      ...(previous?.variants === undefined ? {} : { variants: previous.variants }),
    };
    return productPlan(project, item.key, content, previous, errors);
  },
});
