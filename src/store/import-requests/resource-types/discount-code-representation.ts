import { customFields } from '../../representations/platform-values.js';
import { baseFields, defined, reference } from '../../representations/read-context.js';
import { heldBy } from '../../representations/held-by.js';
import { readableResource } from '../../representations/readable-resource.js';
import type { ItemOf } from '../import-resource-kind.js';
import type { discountCode } from './discount-code.js';

type DiscountCodeContent = ItemOf<typeof discountCode>;

/**
 * Discount codes as the platform shows them (`DiscountCode`): cart discounts by id; no Stores,
 * references or groups unless the import gave groups.
 *
 * @example
 * discountCodeReading.represent(stored, context, { staged: false }); // { id, key, code, cartDiscounts: [...], isActive, ... }
 */
export const discountCodeReading = readableResource({
  typeId: 'discount-code',
  represent(stored, context) {
    const content = stored.content as DiscountCodeContent;
    return {
      ...baseFields(stored),
      key: content.key,
      ...defined({ name: content.name, description: content.description }),
      code: content.code,
      cartDiscounts: content.cartDiscounts.map((cartDiscount) => reference(context, cartDiscount)),
      stores: [],
      ...defined({ cartPredicate: content.cartPredicate }),
      isActive: content.isActive,
      references: [],
      ...defined({
        maxApplications: content.maxApplications,
        maxApplicationsPerCustomer: content.maxApplicationsPerCustomer,
        custom: customFields(context, content.custom),
        validFrom: content.validFrom,
        validUntil: content.validUntil,
      }),
      groups: content.groups ?? [],
    };
  },
  finders: {
    code: (context, code) => heldBy(context, 'discount-code', 'discount-code', code),
  },
});
