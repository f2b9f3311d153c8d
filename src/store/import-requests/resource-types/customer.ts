import * as v from 'valibot';
import { importResourceKind } from '../import-resource-kind.js';
import { customerAddress } from '../schemas/address.js';
import { custom } from '../schemas/custom.js';
import { date } from '../schemas/date-time.js';
import { keyReference } from '../schemas/key-reference.js';
import { key } from '../schemas/keys.js';

// Indexes into `addresses`, which the schema types as int32.
const addressIndex = v.pipe(v.number(), v.integer());

// `customer-import.raml` gives `locale` a pattern: a language of 2 or 3 letters, then perhaps a
// script of 4 letters, then perhaps a region of 2 letters or 3 digits.
const locale = v.pipe(
  v.string(),
  v.regex(/^[a-zA-Z]{2,3}(?:-[a-zA-Z]{4})?(?:-(?:[a-zA-Z]{2}|\d{3}))?$/u, 'expected a locale such as de, de-DE, zh-Hans-CN or es-419'),
);

/** `CustomerImport`. */
const customerImport = v.object({
  key,
  customerNumber: v.optional(v.string()),
  email: v.string(),
  // The platform wants a password in `Password` mode; the schema leaves it optional, and so does the mock.
  password: v.optional(v.string()),
  stores: v.optional(v.array(keyReference('store'))),
  firstName: v.optional(v.string()),
  lastName: v.optional(v.string()),
  middleName: v.optional(v.string()),
  title: v.optional(v.string()),
  salutation: v.optional(v.string()),
  externalId: v.optional(v.string()),
  dateOfBirth: v.optional(date),
  companyName: v.optional(v.string()),
  vatId: v.optional(v.string()),
  isEmailVerified: v.optional(v.boolean()),
  customerGroup: v.optional(keyReference('customer-group')),
  addresses: v.optional(v.array(customerAddress)),
  defaultBillingAddress: v.optional(addressIndex),
  billingAddresses: v.optional(v.array(addressIndex)),
  defaultShippingAddress: v.optional(addressIndex),
  shippingAddresses: v.optional(v.array(addressIndex)),
  locale: v.optional(locale),
  custom: v.optional(custom),
  authenticationMode: v.optional(v.picklist(['Password', 'ExternalAuth'])),
});

/**
 * Customers: imported by key; their customer group, stores and custom Types must exist.
 *
 * @example
 * customer.parse({ key: 'jane', email: 'jane@example.com' });
 * // { success: true, item: { resourceKey: 'jane', target: { typeId: 'customer', key: 'jane' }, ... } }
 */
export const customer = importResourceKind({
  type: 'customer',
  itemsKey: 'resources',
  schema: customerImport,
  resourceKey: (item) => item.key,
  target: (item) => ({ typeId: 'customer', key: item.key }),
  createsTarget: true,
});
