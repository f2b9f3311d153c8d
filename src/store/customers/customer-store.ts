import { unknownProjectUsage } from '../../errors/usage-errors.js';

/** What `ct.addCustomer` takes: the credentials the password flow signs in with. */
export interface CustomerDraft {
  readonly email: string;
  readonly password: string;
}

/** A customer as `ct.addCustomer` returns it; its id is what a password-flow token's `customer_id:` names. */
export interface Customer {
  readonly id: string;
  readonly email: string;
}

interface Accounts {
  readonly customers: readonly (Customer & { readonly password: string })[];
  readonly anonymousIds: readonly string[];
}

export interface CustomerStore {
  add(projectKey: string, draft: CustomerDraft): Customer;
  /** The customer with this email, in any case, and this password; undefined for anything else. */
  signIn(projectKey: string, email: string, password: string): Customer | undefined;
  /** Starts an anonymous session; false when the id has one already. */
  startAnonymousSession(projectKey: string, anonymousId: string): boolean;
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
export function createCustomerStore(projectExists: (projectKey: string) => boolean): CustomerStore {
  let accounts = new Map<string, Accounts>();
  let initial = accounts;
  const of = (projectKey: string) => accounts.get(projectKey) ?? NONE;
  const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  return {
    add(projectKey, draft) {
      if (!projectExists(projectKey)) throw unknownProjectUsage(projectKey);
      const { email, password } = draft ?? {};
      if (!isText(email) || !isText(password)) {
        throw new TypeError(`commercetools-msw: ct.addCustomer needs an email and a password, such as { email: 'jen@example.com', password: 'secret' }.`);
      }
      const held = of(projectKey);
      if (held.customers.some((customer) => sameEmail(customer.email, email))) {
        throw new Error(`commercetools-msw: Project '${projectKey}' already has a customer with the email '${email}'. Emails are unique in a Project, whatever their case.`);
      }
      const customer = { id: crypto.randomUUID(), email };
      accounts = new Map(accounts).set(projectKey, { ...held, customers: [...held.customers, { ...customer, password }] });
      return Object.freeze(customer);
    },
    signIn(projectKey, email, password) {
      const found = of(projectKey).customers.find((customer) => sameEmail(customer.email, email) && customer.password === password);
      return found && { id: found.id, email: found.email };
    },
    startAnonymousSession(projectKey, anonymousId) {
      const held = of(projectKey);
      if (held.anonymousIds.includes(anonymousId)) return false;
      accounts = new Map(accounts).set(projectKey, { ...held, anonymousIds: [...held.anonymousIds, anonymousId] });
      return true;
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
