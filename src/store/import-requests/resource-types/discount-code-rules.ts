import { customFieldErrors } from '../../import-rules/custom-fields.js';
import { resourceRules, storeAs } from '../../import-rules/resource-rules.js';
import { unchangeableFieldErrors } from '../../import-rules/unchangeable-fields.js';
import type { ItemOf } from '../import-resource-kind.js';
import type { discountCode } from './discount-code.js';

type DiscountCodeImport = ItemOf<typeof discountCode>;

/**
 * Discount codes: the code is unique among discount codes, and a re-import keeps the code the
 * discount code was created with; custom fields follow their Type.
 *
 * @example
 * discountCodeRules.plan({ key: 'save10', code: 'SAVE10', isActive: true, cartDiscounts: [] }, project);
 */
export const discountCodeRules = resourceRules<DiscountCodeImport>({
  plan(item, project) {
    const identity = { typeId: 'discount-code', key: item.key };
    const stored = project.get(identity.typeId, identity.key)?.content as DiscountCodeImport | undefined;
    const claims = [{ index: 'discount-code', value: item.code, field: 'code', shown: item.code } as const];
    const errors = [...unchangeableFieldErrors(stored, item, ['code']), ...customFieldErrors(item.custom, 'discount-code', project, 'custom')];
    return storeAs(identity, item, errors, [{ owner: identity, claims }]);
  },
});
