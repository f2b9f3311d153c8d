import { unknownProjectUsage } from '../../errors/usage-errors.js';
import { countedId, countIn } from '../../utils/counted-id.js';
import { ADDED_CUSTOMER, type AddedCustomer } from './added-customer.js';

/** What `ct.addCustomer` takes: the credentials the password flow signs in with, and the customer's Stores. */
export interface CustomerDraft {
  readonly email: string;
  readonly password: string;
  /**
   * Keys of the Project's Stores (`ct.addStore`, or declared as resources): the customer then
   * signs in only through those Stores' token endpoints. Without it, a global customer, who signs
   * in everywhere.
   */
  readonly stores?: readonly string[];
  /** The customer's key, which imports then update it by; without it, reads show none. */
  readonly key?: string;
}

/** A customer as `ct.addCustomer` returns it; its id is what a password-flow token's `customer_id:` names, and what reads find it by. */
export interface Customer {
  readonly id: string;
  readonly email: string;
}

/**
 * A Project's anonymous sessions. `customers` is what snapshots of earlier versions held of the
 * customers `ct.addCustomer` added, which a restore adds as customers of the Project.
 */
export interface Accounts {
  readonly customers?: readonly (Customer & { readonly password: string; readonly stores: readonly string[] })[];
  readonly anonymousIds: readonly string[];
}

/**
 * The anonymous sessions of each Project, and the ids of the customers `ct.addCustomer` adds. The
 * customers themselves are the Project's, with the imported and declared ones: the import engine
 * keeps them all (one list, which sign-in, imports, declarations and reads share).
 */
export interface CustomerStore {
  /**
   * Checks what `ct.addCustomer` was given and makes the customer to add, with the next id;
   * `counted` then takes that id, once the Project took the customer.
   */
  draft(projectKey: string, draft: CustomerDraft): AddedCustomer;
  counted(customer: AddedCustomer): void;
  /**
   * Starts an anonymous session under the given id, or one the mock makes (counted per mock, as
   * its other ids); returns the id, or undefined when the given id has a session already.
   */
  startAnonymousSession(projectKey: string, anonymousId?: string): string | undefined;
  /** The anonymous sessions, by Project key, for a snapshot. */
  exportState(): Record<string, Accounts>;
  /**
   * Replaces every anonymous session with these, checked already; customer ids go on past those
   * given, which hold those of an earlier version's `customers` (`earlierCustomers`).
   */
  restoreState(state: Readonly<Record<string, Accounts>>, customerIds?: Iterable<string>): void;
  markInitial(): void;
  reset(): void;
  resetProjects(projectKeys: readonly string[]): void;
}

const NONE: Accounts = { anonymousIds: [] };

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';


/**
 * Keeps the anonymous sessions tokens were issued for, per Project, a Project's state: a reset
 * drops them, while the tokens already issued stay valid. Counts the ids of added customers.
 *
 * @example
 * const customers = createCustomerStore((key) => projects.has(key), (key, store) => projects.hasStore(key, store));
 * const added = customers.draft('shop', { email: 'jen@example.com', password: 'secret' });
 */
export function createCustomerStore(
  projectExists: (projectKey: string) => boolean,
  storeExists: (projectKey: string, storeKey: string) => boolean,
): CustomerStore {
  let accounts = new Map<string, Accounts>();
  let initial = accounts;
  // Count on through resets and restores: a token issued to a customer or session a reset dropped
  // must not stand for a later one that took its id.
  let added = 0;
  let sessions = 0;
  const of = (projectKey: string) => accounts.get(projectKey) ?? NONE;
  return {
    draft(projectKey, draft) {
      if (!projectExists(projectKey)) throw unknownProjectUsage(projectKey);
      const { email, password, stores = [], key } = draft ?? {};
      if (!isText(email) || !isText(password)) {
        throw new TypeError(`commercetools-msw: ct.addCustomer needs an email and a password, such as { email: 'jen@example.com', password: 'secret' }.`);
      }
      if (!Array.isArray(stores) || !stores.every(isText)) {
        throw new TypeError(`commercetools-msw: ct.addCustomer takes stores as a list of Store keys, such as { email, password, stores: ['berlin'] }.`);
      }
      if (key !== undefined && !isText(key)) throw new TypeError(`commercetools-msw: ct.addCustomer takes a key as a non-empty string.`);
      const unknownStore = stores.find((storeKey) => !storeExists(projectKey, storeKey));
      if (unknownStore !== undefined) {
        throw new Error(`commercetools-msw: Project '${projectKey}' has no Store '${unknownStore}'. Declare it first: ct.addStore('${projectKey}', { key: '${unknownStore}' }).`);
      }
      const id = countedId('customer', added + 1);
      return { typeId: ADDED_CUSTOMER, id, email, password, stores: [...new Set(stores)], ...(key === undefined ? {} : { key }) };
    },
    counted(customer) {
      added = Math.max(added, countIn('customer', customer.id) ?? 0);
    },
    startAnonymousSession(projectKey, given) {
      const held = of(projectKey);
      if (given !== undefined && held.anonymousIds.includes(given)) return undefined;
      let id = given;
      // A made id skips those given earlier in its form.
      while (id === undefined || (given === undefined && held.anonymousIds.includes(id))) id = countedId('anonymous-session', (sessions += 1));
      accounts = new Map(accounts).set(projectKey, { ...held, anonymousIds: [...held.anonymousIds, id] });
      return id;
    },
    exportState: () => Object.fromEntries([...accounts].map(([projectKey, { anonymousIds }]) => [projectKey, { anonymousIds }])),
    restoreState(state, customerIds = []) {
      accounts = new Map(Object.entries(state).map(([projectKey, { anonymousIds }]) => [projectKey, { anonymousIds }]));
      for (const { anonymousIds } of Object.values(state)) {
        for (const id of anonymousIds) sessions = Math.max(sessions, countIn('anonymous-session', id) ?? 0);
      }
      for (const id of customerIds) added = Math.max(added, countIn('customer', id) ?? 0);
    },
    markInitial() {
      initial = accounts;
    },
    reset() {
      accounts = initial;
    },
    resetProjects(projectKeys) {
      const next = new Map(accounts);
      for (const key of projectKeys) {
        const start = initial.get(key);
        if (start) next.set(key, start);
        else next.delete(key);
      }
      accounts = next;
    },
  };
}
