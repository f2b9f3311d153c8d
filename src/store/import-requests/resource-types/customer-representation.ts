import { maskSecret } from '../../../utils/mask-secret.js';
import type { StoredResource } from '../../import-rules/resource-rules.js';
import { customFields } from '../../representations/platform-values.js';
import { baseFields, defined, reference, type ReadContext } from '../../representations/read-context.js';
import { heldBy, listed } from '../../representations/held-by.js';
import { readableResource } from '../../representations/readable-resource.js';
import { addressId, type CustomerContent } from './customer-content.js';

/**
 * The customer holding an email in any case: the index holds emails in lower case, and the
 * predicate, which compares them as written, then decides.
 */
const customersByEmail = (context: ReadContext, email: string): StoredResource[] | undefined => {
  const value = email.toLowerCase();
  if (context.unique.handedOver('customer-email', value)) return undefined;
  // Global customers hold their email in the Project, Stores' customers in each of their Stores.
  const keys = [...new Set(context.unique.holdersInAnyScope('customer-email', value))];
  return keys.flatMap((key) => listed(context.resources.get('customer', key)));
};

/** The customer holding a customer number. */
const customersByNumber = (context: ReadContext, customerNumber: string) => heldBy(context, 'customer', 'customer-number', customerNumber);

/**
 * Whether a customer is in a Store: its `stores` name it, or it names none. A customer of no Store
 * belongs to the whole Project, so every Store's endpoints find it, its queries included: the
 * mock's choice, after the older API reference's "also considers customers that do not have the
 * stores field", which today's leaves out.
 */
function customerInStore(stored: StoredResource, storeKey: string): boolean {
  const { stores } = stored.content as CustomerContent;
  return stores === undefined || stores.length === 0 || stores.some((store) => store.key === storeKey);
}

/**
 * Customers as the platform shows them (`Customer`): in `Password` mode the password as the
 * platform shows its hash, masked (`****` and its last four characters, as the official example
 * `"****aGg="`), never the clear text; addresses with ids made of their numbers, the key as given,
 * and the import's address indexes as those ids.
 *
 * @example
 * customerReading.represent(stored, context, { staged: false }); // { id, key, email, password: '****ols=', addresses, stores, authenticationMode, ... }
 */
export const customerReading = readableResource({
  typeId: 'customer',
  represent(stored, context) {
    const content = stored.content as CustomerContent;
    const { passwordHash, addressNumbers, addresses, customerGroup, stores, custom, defaultBillingAddress, billingAddresses, defaultShippingAddress, shippingAddresses, keyMade, key, ...fields } =
      content;
    const authenticationMode = content.authenticationMode ?? 'Password';
    // An index names no address only in what a forced import kept: it shows no id.
    const idAt = (index: number | undefined) => {
      // Stryker disable next-line ConditionalExpression: a shortcut; no index finds no number either
      const number = index === undefined ? undefined : addressNumbers[index];
      return number === undefined ? undefined : addressId(stored.serial, number);
    };
    const ids = (indexes: readonly number[] | undefined) => indexes?.flatMap((index) => idAt(index) ?? []) ?? [];
    return {
      ...baseFields(stored),
      ...(keyMade ? {} : { key }),
      ...fields,
      ...defined({ password: authenticationMode === 'Password' && passwordHash !== undefined ? maskSecret(passwordHash) : undefined }),
      addresses: (addresses ?? []).map(({ custom: addressCustom, ...address }, position) =>
        defined({ ...address, id: idAt(position), custom: customFields(context, addressCustom) }),
      ),
      ...defined({
        defaultBillingAddressId: idAt(defaultBillingAddress),
        defaultShippingAddressId: idAt(defaultShippingAddress),
        customerGroup: customerGroup && reference(context, customerGroup),
        custom: customFields(context, custom),
      }),
      billingAddressIds: ids(billingAddresses),
      shippingAddressIds: ids(shippingAddresses),
      isEmailVerified: content.isEmailVerified ?? false,
      customerGroupAssignments: [],
      stores: (stores ?? []).map((store) => reference(context, store)),
      authenticationMode,
    };
  },
  finders: { email: customersByEmail, customerNumber: customersByNumber },
  inStore: customerInStore,
});
