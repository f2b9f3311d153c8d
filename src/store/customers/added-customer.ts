/**
 * The typeId of what `ct.addCustomer` declares: no resource type of the platform's, so that no
 * `ct.addResource` names it, and the engine knows the customer by it from a draft (which has no id).
 */
export const ADDED_CUSTOMER = 'added-customer';

/**
 * A customer `ct.addCustomer` adds, as the import engine takes it: the id the mock gave it (which
 * its tokens name), its key if given, and its credentials and Stores by key.
 */
export interface AddedCustomer {
  readonly typeId: typeof ADDED_CUSTOMER;
  readonly id: string;
  readonly key?: string;
  readonly email: string;
  readonly password: string;
  readonly stores: readonly string[];
}

/** What two customers' emails clash by: an email and the Stores it is held in (none: the Project). */
export interface HeldEmail {
  readonly email: string;
  readonly stores: readonly string[];
}

/**
 * Whether two customers may not both hold their emails: the same in any case, and held in the same
 * place. A global customer's email is unique in the Project; a Store's customer's in each of its
 * Stores, and against the global customers' (`CustomerDraft.email`).
 *
 * @example
 * emailsClash({ email: 'Jen@example.com', stores: [] }, { email: 'jen@example.com', stores: ['berlin'] }); // true
 * emailsClash({ email: 'max@example.com', stores: ['paris'] }, { email: 'max@example.com', stores: ['berlin'] }); // false
 */
export function emailsClash(a: HeldEmail, b: HeldEmail): boolean {
  if (a.email.toLowerCase() !== b.email.toLowerCase()) return false;
  return a.stores.length === 0 || b.stores.length === 0 || a.stores.some((key) => b.stores.includes(key));
}
