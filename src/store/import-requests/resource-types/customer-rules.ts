import { customFieldErrors, listCustomErrors } from '../../import-rules/custom-fields.js';
import { resourceRules, storeAs, type Claim } from '../../import-rules/resource-rules.js';
import type { ItemOf } from '../import-resource-kind.js';
import type { customer } from './customer.js';

/**
 * Customers: the email is unique without regard to case, and so is the customer number; custom
 * fields (of the customer and its addresses) follow their Types.
 *
 * @example
 * customerRules.plan({ key: 'jen', email: 'Jen@example.com' }, project);
 */
export const customerRules = resourceRules<ItemOf<typeof customer>>({
  plan(item, project) {
    const identity = { typeId: 'customer', key: item.key };
    const claims: Claim[] = [
      { index: 'customer-email', value: item.email.toLowerCase(), field: 'email', shown: item.email },
      ...(item.customerNumber === undefined ? [] : [{ index: 'customer-number', value: item.customerNumber, field: 'customerNumber', shown: item.customerNumber } as const]),
    ];
    const errors = [...customFieldErrors(item.custom, 'customer', project, 'custom'), ...listCustomErrors(item.addresses, 'address', project, 'addresses')];
    return storeAs(identity, item, errors, [{ owner: identity, claims }]);
  },
});
