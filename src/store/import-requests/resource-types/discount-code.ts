import * as v from 'valibot';
import { importResourceKind } from '../import-resource-kind.js';
import { custom } from '../schemas/custom.js';
import { dateTime } from '../schemas/date-time.js';
import { keyReference } from '../schemas/key-reference.js';
import { localizedString } from '../schemas/localized-string.js';
import { key } from '../schemas/keys.js';

/** `DiscountCodeImport`. */
const discountCodeImport = v.object({
  key,
  name: v.optional(localizedString),
  description: v.optional(localizedString),
  code: v.string(),
  cartDiscounts: v.array(keyReference('cart-discount')),
  cartPredicate: v.optional(v.string()),
  isActive: v.boolean(),
  // Doubles in the schema, unlike the int32 address indexes elsewhere, so no integer check.
  maxApplications: v.optional(v.number()),
  maxApplicationsPerCustomer: v.optional(v.number()),
  groups: v.optional(v.array(v.string())),
  validFrom: v.optional(dateTime),
  validUntil: v.optional(dateTime),
  custom: v.optional(custom),
});

/**
 * Discount codes: imported by key; their cart discounts must exist.
 *
 * @example
 * discountCode.parse({ key: 'save10', code: 'SAVE10', isActive: true, cartDiscounts: [{ typeId: 'cart-discount', key: 'ten' }] });
 * // { success: true, item: { resourceKey: 'save10', references: [{ typeId: 'cart-discount', key: 'ten' }], ... } }
 */
export const discountCode = importResourceKind({
  type: 'discount-code',
  itemsKey: 'resources',
  schema: discountCodeImport,
  resourceKey: (item) => item.key,
  target: (item) => ({ typeId: 'discount-code', key: item.key }),
  createsTarget: true,
});
