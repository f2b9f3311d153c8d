import { unknownProjectUsage } from '../../errors/usage-errors.js';
import { countedId, countIn } from '../../utils/counted-id.js';

/** What `ct.addCustomer` takes: the credentials the password flow signs in with, and the customer's Stores. */
export interface CustomerDraft {
  readonly email: string;
  readonly password: string;
  /**
   * Keys of Stores declared with `ct.addStore`: the customer then signs in only through those
   * Stores' token endpoints. Without it, a global customer, who signs in everywhere.
   */
  readonly stores?: readonly string[];
}

/** A customer as `ct.addCustomer` returns it; its id is what a password-flow token's `customer_id:` names. */
export interface Customer {
  readonly id: string;
  readonly email: string;
}

/** A Project's customers and anonymous sessions. */
export interface Accounts {
  readonly customers: readonly (Customer & { readonly password: string; readonly stores: readonly string[] })[];
  readonly anonymousIds: readonly string[];
}

export interface CustomerStore {
  add(projectKey: string, draft: CustomerDraft): Customer;
  /**
   * The customer with this email, in any case, and this password: a global customer, or one of the
   * Store when one is named; undefined for anything else.
   */
  signIn(projectKey: string, email: string, password: string, storeKey?: string): Customer | undefined;
  /**
   * Starts an anonymous session under the given id, or one the mock makes (counted per mock, as
   * its other ids); returns the id, or undefined when the given id has a session already.
   */
  startAnonymousSession(projectKey: string, anonymousId?: string): string | undefined;
  /** The customers, with their passwords and Stores, and the anonymous sessions, by Project key, for a snapshot. */
  exportState(): Record<string, Accounts>;
  /** Replaces every customer and anonymous session with these, checked already. */
  restoreState(state: Readonly<Record<string, Accounts>>): void;
  markInitial(): void;
  reset(): void;
  resetProjects(projectKeys: readonly string[]): void;
}

const NONE: Accounts = { customers: [], anonymousIds: [] };

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';


/**
 * Keeps the customers tests declare and the anonymous sessions tokens were issued for, per Project.
 * Both are a Project's state: a reset drops them, while the tokens already issued stay valid.
 *
 * @example
 * const customers = createCustomerStore((key) => projects.has(key));
 * customers.add('shop', { email: 'jen@example.com', password: 'secret' });
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
  const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  return {
    add(projectKey, draft) {
      if (!projectExists(projectKey)) throw unknownProjectUsage(projectKey);
      const { email, password, stores = [] } = draft ?? {};
      if (!isText(email) || !isText(password)) {
        throw new TypeError(`commercetools-msw: ct.addCustomer needs an email and a password, such as { email: 'jen@example.com', password: 'secret' }.`);
      }
      if (!Array.isArray(stores) || !stores.every(isText)) {
        throw new TypeError(`commercetools-msw: ct.addCustomer takes stores as a list of Store keys, such as { email, password, stores: ['berlin'] }.`);
      }
      const unknownStore = stores.find((storeKey) => !storeExists(projectKey, storeKey));
      if (unknownStore !== undefined) {
        throw new Error(`commercetools-msw: Project '${projectKey}' has no Store '${unknownStore}'. Declare it first: ct.addStore('${projectKey}', { key: '${unknownStore}' }).`);
      }
      const held = of(projectKey);
      // A global customer's email is unique in the Project; a Store's customer's in each of its Stores.
      const clashes = (other: readonly string[]) => other.length === 0 || stores.length === 0 || other.some((key) => stores.includes(key));
      if (held.customers.some((customer) => sameEmail(customer.email, email) && clashes(customer.stores))) {
        throw new Error(
          `commercetools-msw: Project '${projectKey}' already has a customer with the email '${email}'. Emails are unique, whatever their case, ` +
            'in a Project for global customers, and in each Store for customers of Stores.',
        );
      }
      const customer = { id: countedId('customer', (added += 1)), email };
      accounts = new Map(accounts).set(projectKey, { ...held, customers: [...held.customers, { ...customer, password, stores: [...stores] }] });
      return Object.freeze(customer);
    },
    signIn(projectKey, email, password, storeKey) {
      // Global customers sign in everywhere; a Store's customers only through their Stores' endpoints.
      const inStore = (stores: readonly string[]) => stores.length === 0 || stores.some((key) => key === storeKey);
      const found = of(projectKey).customers.find((customer) => sameEmail(customer.email, email) && customer.password === password && inStore(customer.stores));
      return found && { id: found.id, email: found.email };
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
    exportState: () => Object.fromEntries(accounts),
    restoreState(state) {
      accounts = new Map(Object.entries(state));
      for (const { customers, anonymousIds } of accounts.values()) {
        for (const { id } of customers) added = Math.max(added, countIn('customer', id) ?? 0);
        for (const id of anonymousIds) sessions = Math.max(sessions, countIn('anonymous-session', id) ?? 0);
      }
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
