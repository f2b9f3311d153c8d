import { customFieldErrors, listCustomErrors } from '../../import-rules/custom-fields.js';
import { resourceRules, storeAs } from '../../import-rules/resource-rules.js';
import type { ItemOf } from '../import-resource-kind.js';
import type { businessUnit } from './business-unit.js';

/**
 * Business units: custom fields (of the unit and its addresses) follow their Types.
 *
 * @example
 * businessUnitRules.plan({ key: 'acme', name: 'ACME', unitType: 'Company' }, project);
 */
export const businessUnitRules = resourceRules<ItemOf<typeof businessUnit>>({
  plan: (item, project) =>
    storeAs(
      // Stryker disable next-line ObjectLiteral,StringLiteral: no rule reads a business unit's content, so where it is kept cannot show
      { typeId: 'business-unit', key: item.key },
      item,
      [
      ...customFieldErrors(item.custom, 'business-unit', project, 'custom'),
      ...listCustomErrors(item.addresses, 'address', project, 'addresses'),
      ],
    ),
});
