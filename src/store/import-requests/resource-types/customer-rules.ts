import type { ErrorObject } from '../../../errors/error-response.js';
import { invalidValue, requiredField } from '../../../errors/import-processing-errors.js';
import { customFieldErrors, listCustomErrors } from '../../import-rules/custom-fields.js';
import { repeatedValues } from '../../import-rules/repeated-names.js';
import { resourceRules, storeAs, type Claim } from '../../import-rules/resource-rules.js';
import { customerContent, type CustomerImportItem } from './customer-content.js';

/**
 * In `Password` mode, the default, a customer needs a password, also when an import updates it
 * (`CustomerImport.password`: "a non-empty value must still be provided when updating").
 */
function passwordErrors(item: CustomerImportItem): ErrorObject[] {
  const mode = item.authenticationMode ?? 'Password';
  return mode === 'Password' && !item.password ? [requiredField('password')] : [];
}

/**
 * The address indexes (`defaultShippingAddress`, `billingAddresses`...) each name an address of
 * `addresses`, whose id the customer's `...AddressId(s)` then hold (`CustomerImport`).
 */
function addressIndexErrors(item: CustomerImportItem): ErrorObject[] {
  const positions = (item.addresses ?? []).map((_, position) => position);
  const outside = (index: number | undefined, field: string) => (index === undefined || positions.includes(index) ? [] : [invalidValue(field, index, positions)]);
  const listed = (indexes: readonly number[] | undefined, field: string) => (indexes ?? []).flatMap((index, at) => outside(index, `${field}.${at}`));
  return [
    ...outside(item.defaultShippingAddress, 'defaultShippingAddress'),
    ...outside(item.defaultBillingAddress, 'defaultBillingAddress'),
    ...listed(item.shippingAddresses, 'shippingAddresses'),
    ...listed(item.billingAddresses, 'billingAddresses'),
  ];
}

/**
 * The email, in lower case: a global customer's in the Project, a Store's customer's in each of
 * its Stores (the scopes of the index), which the index keeps apart from the Project's
 * (`CustomerDraft.email`: unique "for an entire Project or to a Store the Customer is assigned to").
 */
function emailClaims(item: CustomerImportItem): Claim[] {
  const value = item.email.toLowerCase();
  const stores = [...new Set((item.stores ?? []).map((store) => store.key))];
  const scopes = stores.length === 0 ? [undefined] : stores;
  return scopes.map((scope) => ({ index: 'customer-email', value, field: 'email', shown: item.email, ...(scope === undefined ? {} : { scope }) }));
}

/**
 * Customers: the email is unique without regard to case, and so is the customer number; a
 * password in `Password` mode; address keys unique within the customer (`CustomerAddress.key`)
 * and address indexes that name an address; custom fields (of the customer and its addresses)
 * follow their Types. The store keeps the password's hash, and numbers the addresses for their ids.
 *
 * @example
 * customerRules.plan({ key: 'jen', email: 'Jen@example.com', password: 'secret' }, project);
 */
export const customerRules = resourceRules<CustomerImportItem>({
  plan(item, project) {
    const identity = { typeId: 'customer', key: item.key };
    const claims: Claim[] = [
      ...emailClaims(item),
      ...(item.customerNumber === undefined ? [] : [{ index: 'customer-number', value: item.customerNumber, field: 'customerNumber', shown: item.customerNumber } as const]),
    ];
    // Stryker disable next-line ArrayDeclaration: a stray address has no key, and one key repeats nothing
    const addresses = item.addresses ?? [];
    const errors = [
      ...passwordErrors(item),
      ...repeatedValues(
        addresses.map(({ key }) => key),
        'addresses',
        'key',
      ),
      ...addressIndexErrors(item),
      ...customFieldErrors(item.custom, 'customer', project, 'custom'),
      ...listCustomErrors(item.addresses, 'address', project, 'addresses'),
    ];
    return storeAs(identity, customerContent(item, project.get('customer', item.key)), errors, [{ owner: identity, claims }]);
  },
});
