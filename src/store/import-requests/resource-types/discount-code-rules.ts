import { customFieldErrors } from '../../import-rules/custom-fields.js';
import { resourceRules, storeAs } from '../../import-rules/resource-rules.js';
import type { ItemOf } from '../import-resource-kind.js';
import type { discountCode } from './discount-code.js';

/**
 * Discount codes: the code is unique among discount codes; custom fields follow their Type.
 *
 * @example
 * discountCodeRules.plan({ key: 'save10', code: 'SAVE10', isActive: true, cartDiscounts: [] }, project);
 */
export const discountCodeRules = resourceRules<ItemOf<typeof discountCode>>({
  plan(item, project) {
    const identity = { typeId: 'discount-code', key: item.key };
    const claims = [{ index: 'discount-code', value: item.code, field: 'code', shown: item.code } as const];
    return storeAs(identity, item, customFieldErrors(item.custom, 'discount-code', project, 'custom'), [{ owner: identity, claims }]);
  },
});
