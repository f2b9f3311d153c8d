import * as v from 'valibot';
import { countryCode } from './codes.js';
import { custom } from './custom.js';
import { key } from './keys.js';

// Shared by Address and CustomerAddress, which differ only in `id` and in whether `key` is required.
const addressFields = {
  title: v.optional(v.string()),
  salutation: v.optional(v.string()),
  firstName: v.optional(v.string()),
  lastName: v.optional(v.string()),
  streetName: v.optional(v.string()),
  streetNumber: v.optional(v.string()),
  additionalStreetInfo: v.optional(v.string()),
  postalCode: v.optional(v.string()),
  city: v.optional(v.string()),
  region: v.optional(v.string()),
  state: v.optional(v.string()),
  company: v.optional(v.string()),
  department: v.optional(v.string()),
  building: v.optional(v.string()),
  apartment: v.optional(v.string()),
  pOBox: v.optional(v.string()),
  phone: v.optional(v.string()),
  mobile: v.optional(v.string()),
  email: v.optional(v.string()),
  fax: v.optional(v.string()),
  additionalAddressInfo: v.optional(v.string()),
  externalId: v.optional(v.string()),
  custom: v.optional(custom),
};

/**
 * `Address`, as orders, deliveries and business units hold it. `country` has `CountryCode`'s
 * pattern, two capital letters; whether ISO 3166 knows it is not checked.
 *
 * @example
 * v.object({ shippingAddress: v.optional(address) });
 */
export const address = v.object({
  id: v.optional(v.string()),
  key: v.optional(key),
  country: countryCode,
  ...addressFields,
});

/**
 * `CustomerAddress`: a customer's address. Unlike `Address` it requires a `key` and has no `id`.
 *
 * @example
 * v.object({ addresses: v.optional(v.array(customerAddress)) });
 */
export const customerAddress = v.object({
  key,
  country: countryCode,
  ...addressFields,
});
