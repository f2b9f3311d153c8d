import { customFieldErrors } from '../../import-rules/custom-fields.js';
import { resourceRules, storeAs } from '../../import-rules/resource-rules.js';
import type { ItemOf } from '../import-resource-kind.js';
import type { standalonePrice } from './standalone-price.js';

/**
 * The standalone price rules: custom fields follow their Type (one for `standalone-price`).
 *
 * @example
 * standalonePriceRules.plan(item, project);
 */
export const standalonePriceRules = resourceRules<ItemOf<typeof standalonePrice>>({
  plan: (item, project) =>
    storeAs(
      // Stryker disable next-line ObjectLiteral,StringLiteral: no rule reads a standalone price's content, so where it is kept cannot show
      { typeId: 'standalone-price', key: item.key },
      item,
      customFieldErrors(item.custom, 'standalone-price', project, 'custom'),
    ),
});
