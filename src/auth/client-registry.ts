import { isKnownScopeName, isStoreBoundScopeName } from './known-scopes.js';
import { parseScopesOrThrow } from './parse-scopes-or-throw.js';
import type { Scope } from './scopes.js';

/**
 * An API client the token endpoints accept, as the platform's API Clients are created: the scopes
 * it was created with, all on one Project, and optionally its own token lifetimes.
 */
export interface ClientDefinition {
  readonly clientId: string;
  readonly clientSecret: string;
  /**
   * Scopes of one Project, such as `manage_project:shop` or `view_project_settings:shop`, or of one
   * of its Stores, such as `manage_orders:shop:berlin`. A token request may ask for these exactly,
   * never for what they imply.
   */
  readonly scopes: readonly string[];
  /** How long its access tokens live, in seconds (the platform's default: 172 800, 48 hours). */
  readonly accessTokenValiditySeconds?: number;
  /** How long its refresh tokens last unused, in seconds (the platform's default: 17 280 000, 200 days). */
  readonly refreshTokenValiditySeconds?: number;
}

/** A configured client as the token endpoints use it: as declared, its scopes parsed once, and its Project. */
export interface ConfiguredClient {
  readonly definition: ClientDefinition;
  readonly granted: readonly Scope[];
  readonly projectKey: string;
}

/** The API clients a mock's token endpoints take. */
export interface ClientRegistry {
  /**
   * Whether credentials of no configured client are taken as the mock's default client: unless
   * the mock was created with `auth.clients`, which then are the only ones.
   */
  readonly acceptsAnyClient: boolean;
  /** The configured client with this id, if any. */
  find(clientId: string): ConfiguredClient | undefined;
  /** Adds a client, checked as `ct.addClient` checks it; returns it as kept (a frozen copy). */
  add(client: ClientDefinition): ClientDefinition;
  /** Drops the clients added since creation: all of them, or those of these Projects. */
  reset(projectKeys?: readonly string[]): void;
}

/**
 * Checks a client as the platform creates API clients (an id, a secret, scopes it knows of one
 * Project, Store-bound only where it binds them, whole positive token lifetimes) and parses its
 * scopes; throws a TypeError or RangeError naming the problem.
 */
function declareClient(client: ClientDefinition): ConfiguredClient {
  if (typeof client?.clientId !== 'string' || client.clientId === '' || typeof client.clientSecret !== 'string' || client.clientSecret === '' || !(Array.isArray(client.scopes) && client.scopes.length > 0)) {
    throw new TypeError(`commercetools-msw: a client needs a clientId, a clientSecret and its scopes, one at least, such as { clientId: 'importer', clientSecret: 'secret', scopes: ['manage_products:shop'] }.`);
  }
  const where = `the client '${client.clientId}'`;
  const granted = parseScopesOrThrow(client.scopes, where);
  for (const { name, storeKey } of granted) {
    if (!isKnownScopeName(name)) throw new TypeError(`commercetools-msw: ${where} has the scope name ${name}, which the platform does not know. Check its spelling.`);
    if (storeKey !== undefined && !isStoreBoundScopeName(name)) {
      throw new TypeError(`commercetools-msw: ${where} binds ${name} to the Store '${storeKey}', and the platform binds that scope to no Store.`);
    }
  }
  const projectKeys = [...new Set(granted.map((scope) => scope.projectKey))];
  if (projectKeys.length > 1) {
    throw new TypeError(`commercetools-msw: ${where} has scopes of several Projects (${projectKeys.join(', ')}). An API client belongs to one Project: declare one client per Project.`);
  }
  for (const field of ['accessTokenValiditySeconds', 'refreshTokenValiditySeconds'] as const) {
    const seconds = client[field];
    if (seconds !== undefined && !(Number.isSafeInteger(seconds) && seconds > 0)) {
      throw new RangeError(`commercetools-msw: ${where} needs ${field} as a whole number of seconds above 0, not ${String(seconds)}.`);
    }
  }
  // Copied, so that changing the object afterwards cannot slip past the checks.
  // A client has one scope at least, checked above.
  return { definition: Object.freeze(structuredClone(client)), granted, projectKey: granted[0]!.projectKey };
}

/**
 * Keeps a mock's API clients: those of `auth.clients`, checked when the mock is created, and those
 * `ct.addClient` adds, which belong to their Project's state as Stores and customers do, so a
 * reset drops them. Without `auth.clients`, any other credentials are the default client's.
 *
 * @example
 * const clients = createClientRegistry([{ clientId: 'ci', clientSecret: 's', scopes: ['manage_project:shop'] }]);
 * clients.find('ci')?.granted; // [{ name: 'manage_project', projectKey: 'shop' }]
 */
export function createClientRegistry(initial: readonly ClientDefinition[] | undefined): ClientRegistry {
  const declared = (initial ?? []).map(declareClient);
  let added: ConfiguredClient[] = [];
  const byId = (clientId: string) => ({ definition }: ConfiguredClient) => definition.clientId === clientId;
  const find = (clientId: string) => declared.find(byId(clientId)) ?? added.find(byId(clientId));
  return {
    acceptsAnyClient: initial === undefined,
    find,
    add(client) {
      const configured = declareClient(client);
      if (find(client.clientId)) {
        throw new Error(`commercetools-msw: a client with the id '${client.clientId}' already exists. Client ids are unique.`);
      }
      added = [...added, configured];
      return configured.definition;
    },
    reset(projectKeys) {
      added = projectKeys ? added.filter(({ projectKey }) => !projectKeys.includes(projectKey)) : [];
    },
  };
}
