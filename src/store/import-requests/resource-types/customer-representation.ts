import { customFields } from '../../representations/platform-values.js';
import { baseFields, defined, reference, type ReadContext } from '../../representations/read-context.js';
import { readableResource } from '../../representations/readable-resource.js';
import type { ItemOf } from '../import-resource-kind.js';
import type { customer } from './customer.js';

type CustomerContent = ItemOf<typeof customer>;

/** An address's id: its key, which a customer's addresses must each have in the Import API. */
const addressId = (content: CustomerContent, index: number | undefined) => (index === undefined ? undefined : content.addresses?.[index]?.key);

/**
 * Customers as the platform shows them (`Customer`), never with a password: addresses carry
 * their key as id, and the address indexes the import gives become those ids.
 *
 * @example
 * customerReading.represent(stored, context, { staged: false }); // { id, key, email, addresses, stores, authenticationMode, ... }
 */
export const customerReading = readableResource({
  typeId: 'customer',
  represent(stored, context) {
    const content = stored.content as CustomerContent | undefined;
    if (!content) return undefined;
    const { password: _password, addresses, customerGroup, stores, custom, defaultBillingAddress, billingAddresses, defaultShippingAddress, shippingAddresses, ...fields } = content;
    const ids = (indexes: readonly number[] | undefined) => (indexes ?? []).flatMap((index) => addressId(content, index) ?? []);
    return {
      ...baseFields(stored),
      ...fields,
      addresses: (addresses ?? []).map(({ custom: addressCustom, ...address }) => defined({ ...address, id: address.key, custom: customFields(context, addressCustom) })),
      ...defined({
        defaultBillingAddressId: addressId(content, defaultBillingAddress),
        defaultShippingAddressId: addressId(content, defaultShippingAddress),
        customerGroup: customerGroup && reference(context, customerGroup),
        custom: customFields(context, custom),
      }),
      billingAddressIds: ids(billingAddresses),
      shippingAddressIds: ids(shippingAddresses),
      isEmailVerified: content.isEmailVerified ?? false,
      customerGroupAssignments: [],
      stores: (stores ?? []).map((store) => reference(context, store)),
      authenticationMode: content.authenticationMode ?? 'Password',
    };
  },
  finders: {
    email: (context: ReadContext, email) => {
      const key = context.unique.holder('customer-email', email.toLowerCase());
      const stored = key === undefined ? undefined : context.resources.get('customer', key);
      // The platform compares emails in the predicate as given; the index holds them in lower case.
      return stored && (stored.content as CustomerContent).email === email ? [stored] : [];
    },
    customerNumber: (context, value) => {
      const key = context.unique.holder('customer-number', value);
      const stored = key === undefined ? undefined : context.resources.get('customer', key);
      return stored ? [stored] : [];
    },
  },
  sorts: { email: (stored) => (stored.content as CustomerContent | undefined)?.email },
});
