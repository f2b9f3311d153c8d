import { customFieldErrors } from '../../import-rules/custom-fields.js';
import { resourceRules, storeAs } from '../../import-rules/resource-rules.js';
import type { ItemOf } from '../import-resource-kind.js';
import type { productSelection } from './product-selection.js';

/**
 * The product selection rules: custom fields follow their Type (one for `product-selection`).
 *
 * @example
 * productSelectionRules.plan(item, project);
 */
export const productSelectionRules = resourceRules<ItemOf<typeof productSelection>>({
  plan: (item, project) =>
    storeAs(
      // Stryker disable next-line ObjectLiteral,StringLiteral: no rule reads a product selection's content, so where it is kept cannot show
      { typeId: 'product-selection', key: item.key },
      item,
      customFieldErrors(item.custom, 'product-selection', project, 'custom'),
    ),
});
