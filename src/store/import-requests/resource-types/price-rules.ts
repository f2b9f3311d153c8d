import { customFieldErrors } from '../../import-rules/custom-fields.js';
import { resourceRules, storeAs } from '../../import-rules/resource-rules.js';
import type { ItemOf } from '../import-resource-kind.js';
import type { price } from './price.js';

/**
 * The price rules: custom fields follow their Type (one for `product-price`).
 *
 * @example
 * priceRules.plan(item, project);
 */
export const priceRules = resourceRules<ItemOf<typeof price>>({
  plan: (item, project) =>
    storeAs(
      // Stryker disable next-line ObjectLiteral,StringLiteral: no rule reads a price's content, so where it is kept cannot show
      { typeId: 'price', key: item.key },
      item,
      customFieldErrors(item.custom, 'product-price', project, 'custom'),
    ),
});
