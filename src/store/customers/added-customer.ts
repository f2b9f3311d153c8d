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

/**
 * Tells a customer `ct.addCustomer` added from a resource declared with its content.
 *
 * @example
 * if (isAddedCustomer(pending.declaration)) console.error(pending.refused.message);
 */
export const isAddedCustomer = (declaration: { readonly typeId: string }): declaration is AddedCustomer => declaration.typeId === ADDED_CUSTOMER;
