import { sha256Base64 } from '../../../utils/sha256.js';
import type { StoredResource } from '../../import-rules/resource-rules.js';
import { defined, innerId } from '../../representations/read-context.js';
import type { ItemOf } from '../import-resource-kind.js';
import type { customer } from './customer.js';

/** A customer import as its schema checks it. */
export type CustomerImportItem = ItemOf<typeof customer>;

/**
 * A customer as the store keeps it: its import without the password, whose hash it keeps instead
 * (the platform stores passwords encrypted and shows them only so, `CustomerDraft.password`), and
 * for each address the number its id is made of.
 */
export interface CustomerContent extends Omit<CustomerImportItem, 'password'> {
  readonly passwordHash?: string;
  /** The key is the mock's, made for a customer `ct.addCustomer` added without one: reads show none. */
  readonly keyMade?: true;
  /** One per address, in their order: never reused within the customer, and kept by an address whose key a later import keeps. */
  readonly addressNumbers: readonly number[];
  /** The last address number given, which an address a later import drops does not give back. */
  readonly lastAddressNumber: number;
}

/**
 * The numbers of a customer's addresses: an address whose key the customer had keeps its number,
 * so its id stays; a new key gets the next number the customer has not used.
 */
function addressNumbers(addresses: CustomerImportItem['addresses'], before: CustomerContent | undefined): { numbers: number[]; last: number } {
  const kept = new Map(before?.addresses?.map(({ key }, position) => [key, before.addressNumbers[position]]));
  let last = before?.lastAddressNumber ?? 0;
  // Stryker disable next-line ArrayDeclaration: a number for a stray address numbers no address a read shows
  const given = (addresses ?? []).map(({ key }) => {
    const number = kept.get(key);
    // A key given twice (only a forced import keeps such a customer) takes its old number once.
    kept.delete(key);
    return number ?? (last += 1);
  });
  return { numbers: given, last };
}

/**
 * What the store keeps of an imported customer. The password counts only when the customer is
 * created: a later import keeps the hash it had (`CustomerImport.password`: "only used when
 * creating new Customers, and is ignored when updating").
 *
 * @example
 * customerContent({ key: 'jen', email: 'jen@example.com', password: 'secret', addresses: [{ key: 'home', country: 'DE' }] }, undefined);
 * // { key: 'jen', email: 'jen@example.com', addresses: [...], passwordHash: 'K7gNU3sdo+OL0wNhqoVWhr3g6s1xYv72ol/pe/Unols=', addressNumbers: [1], lastAddressNumber: 1 }
 */
export function customerContent(item: CustomerImportItem, before: StoredResource | undefined): CustomerContent {
  const previous = before?.content as CustomerContent | undefined;
  const { password, ...fields } = item;
  const passwordHash = previous?.passwordHash ?? (password ? sha256Base64(password) : undefined);
  const { numbers, last } = addressNumbers(item.addresses, previous);
  return { ...fields, ...defined({ passwordHash }), addressNumbers: numbers, lastAddressNumber: last };
}

/**
 * An address's id: made of its customer's serial and its number, so that it is the same on every
 * read and stays while a later import keeps the address's key.
 *
 * @example
 * addressId(3, 1); // '00000001-0000-4000-bf00-000000000003'
 */
export function addressId(customerSerial: number, number: number): string {
  return innerId(customerSerial, number, 0, 'f');
}
