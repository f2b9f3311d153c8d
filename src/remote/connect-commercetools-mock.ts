import type { TimeInput } from '../clock/create-clock.js';
import type { FaultOptions } from '../controls/fault-registry.js';
import type { JournalEntry } from '../controls/request-journal.js';
import type { Stub, StubOptions } from '../controls/stub-list.js';
import type { IssueTokenOptions } from '../create-commercetools-mock.js';
import type { ListedTypeId } from '../http/read-resources.js';
import type { CartSeed, SubscriptionSeed } from '../store/carts/cart-store.js';
import type { MockEvent } from '../store/events/event-log.js';
import type { ImportContainer, ImportContainerSeed } from '../store/import-container/import-container.js';
import type { ImportOutcomeOptions } from '../store/import-operations/import-outcomes.js';
import type { ResourceDeclaration } from '../store/import-operations/import-operation-engine.js';
import type { ClientDefinition } from '../auth/client-registry.js';
import type { Customer, CustomerDraft } from '../store/customers/customer-store.js';
import type { AssociateRole, AssociateRoleDraft, Project, ProjectDraft, StoreDraft } from '../store/project/project.js';
import type { JournalOperation } from '../vocabulary/operations.js';
import type { MockState } from '../store/snapshot/mock-state.js';
import { adminClient, RemoteMockError, type AdminCall } from './admin-client.js';

/** What `GET /__admin/health` answers. */
export interface RemoteHealth {
  readonly status: 'ok';
  readonly version: string;
  readonly projects: readonly string[];
  readonly journal: { readonly size: number; readonly limit: number; readonly dropped: number };
}

/**
 * An injected fault or outcome on a remote mock: its id, its counts as the server answered the
 * injection (a snapshot: they do not change), how to read them now, and how to remove it.
 */
export interface RemoteInjection {
  readonly id: string;
  /** How many requests (or operations) it still hits, when it was injected; `read()` asks now. */
  readonly remaining: number;
  /** How many it had hit when it was injected (0); `read()` asks now. */
  readonly hits: number;
  /** Its counts now, from `GET /__admin/faults/{id}` (or `import-outcomes/{id}`), used up or not. */
  read(): Promise<{ readonly remaining: number; readonly hits: number }>;
  remove(): Promise<void>;
}

/** `ct.inject`'s options without `match`, a function, which JSON cannot carry. */
export type RemoteFaultOptions = FaultOptions extends infer Fault ? (Fault extends unknown ? Omit<Fault, 'match'> : never) : never;

/** Which journal entries to read or wait for. */
export interface RemoteRequestFilter {
  /** An operation, or `stub` or `unmodelled`. */
  readonly operation?: JournalOperation;
  readonly projectKey?: string;
  /** The X-Correlation-ID the answer carried: the request's own, or the one the mock generated. */
  readonly correlationId?: string;
}

/** A stub on a remote mock: its id, its hits when added (`stubs()` reads them live), and how to remove it. */
export interface RemoteStub {
  readonly id: string;
  readonly hits: number;
  remove(): Promise<void>;
}

/** The in-process controls of `createCommercetoolsMock`, for a mock served in another process. */
export interface RemoteCommercetoolsMock {
  /** Everything back to the start, or only these Projects' state. */
  reset(options?: { readonly projects?: readonly string[] }): Promise<void>;
  /** The served mock's state, as `ct.snapshot()` gives it in-process; either kind of mock restores it. */
  snapshot(): Promise<MockState>;
  /** Returns the served mock to a snapshot's state; a broken one rejects with a RemoteMockError (400) naming the problem. */
  restore(state: MockState): Promise<void>;
  readonly clock: {
    /** The mock's clock in epoch milliseconds. */
    now(): Promise<number>;
    /** The mock's clock as an ISO string. */
    isoNow(): Promise<string>;
    advance(ms: number): Promise<void>;
    set(time: TimeInput): Promise<void>;
  };
  addProject(draft: ProjectDraft): Promise<Project>;
  addStore(projectKey: string, store: StoreDraft): Promise<StoreDraft>;
  /** An Associate Role by key, with its `id` (a UUID the served mock makes up when left out). */
  addAssociateRole(projectKey: string, role: AssociateRoleDraft): Promise<AssociateRole>;
  /** A customer the password flow signs in; the id is what the token's `customer_id:` names. */
  addCustomer(projectKey: string, customer: CustomerDraft): Promise<Customer>;
  /** An API client the token endpoints take, with the scopes it may request: `ct.addClient`. */
  addClient(client: ClientDefinition): Promise<ClientDefinition>;
  addImportContainer(projectKey: string, seed: ImportContainerSeed): Promise<ImportContainer>;
  addResource(projectKey: string, resource: ResourceDeclaration): Promise<void>;
  /** `ct.resources`: every resource of a type the Project holds, as the platform API shows it. */
  resources(projectKey: string, typeId: ListedTypeId): Promise<readonly Record<string, unknown>[]>;
  addCart(projectKey: string, cart: CartSeed): Promise<void>;
  addSubscription(projectKey: string, subscription: SubscriptionSeed): Promise<void>;
  /** A bearer token with these scopes, without the OAuth call. */
  issueToken(options: IssueTokenOptions): Promise<string>;
  /** `ct.inject` over HTTP; `match` cannot travel, so filter by operation and Project. */
  inject(fault: RemoteFaultOptions): Promise<RemoteInjection>;
  injectImportOutcome(outcome: ImportOutcomeOptions): Promise<RemoteInjection>;
  /** `ct.stub` over HTTP: a canned answer for a path the mock does not model. */
  stub(options: StubOptions): Promise<RemoteStub>;
  /** `ct.stubs`: the stubs in place, newest first, with their hits. */
  stubs(): Promise<readonly Stub[]>;
  /** The journal, oldest first; `limit` keeps the newest n. */
  requests(filter?: RemoteRequestFilter & { readonly limit?: number }): Promise<readonly JournalEntry[]>;
  /** Resolves as soon as the journal holds `count` (default 1) matching entries; rejects after `timeoutMs` (default 5000). */
  waitForRequests(options?: RemoteRequestFilter & { readonly count?: number; readonly timeoutMs?: number }): Promise<readonly JournalEntry[]>;
  events(filter?: { readonly type?: MockEvent['type'] }): Promise<readonly MockEvent[]>;
  health(): Promise<RemoteHealth>;
}

const encode = encodeURIComponent;

function query(parameters: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(parameters)) if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

function field<T>(body: unknown, name: string): T {
  if (typeof body !== 'object' || body === null || !(name in body)) {
    throw new RemoteMockError(`commercetools-msw remote: the server's answer has no '${name}'. Is it a commercetools-msw server of the same version?`, 200, body);
  }
  return (body as Record<string, T>)[name] as T;
}

// JSON has no Infinity: the server writes an endless fault's remaining count as null.
const counts = (body: unknown) => ({ remaining: field<number | null>(body, 'remaining') ?? Infinity, hits: field<number>(body, 'hits') });

function injection(call: AdminCall, route: string, body: unknown): RemoteInjection {
  const id = field<string>(body, 'id');
  return {
    id,
    ...counts(body),
    read: async () => counts((await call('GET', `${route}/${encode(id)}`)).body),
    async remove() {
      await call('DELETE', `${route}/${encode(id)}`);
    },
  };
}

const toIso = (time: TimeInput): string => (time instanceof Date ? time.toISOString() : typeof time === 'number' ? new Date(time).toISOString() : time);

/**
 * Connects to a mock served by `commercetools-msw serve` (or `serve()`) and returns its controls
 * under the in-process names, each async. Uses only `fetch`: it loads neither msw nor faker, and
 * works in Node and in the browser.
 *
 * @example
 * const ct = connectCommercetoolsMock('http://127.0.0.1:8080');
 * await ct.reset();
 * await ct.inject({ operation: 'getProject', status: 503 });
 * await ct.clock.advance(60_000);
 */
export function connectCommercetoolsMock(
  baseUrl: string,
  options: { readonly adminToken?: string; readonly fetch?: typeof fetch } = {},
): RemoteCommercetoolsMock {
  const client = { baseUrl, adminToken: options.adminToken, fetch: options.fetch };
  const call = adminClient(client);
  const project = (projectKey: string, what: string) => `/projects/${encode(projectKey)}/${what}`;
  const clockNow = async () => field<string>((await call('GET', '/clock')).body, 'now');
  return {
    async reset(resetOptions) {
      await call('POST', '/reset', resetOptions?.projects ? { projects: resetOptions.projects } : undefined);
    },
    snapshot: async () => (await call('GET', '/state')).body as MockState,
    async restore(state) {
      await call('PUT', '/state', state);
    },
    clock: {
      now: async () => Date.parse(await clockNow()),
      isoNow: clockNow,
      async advance(ms) {
        await call('POST', '/clock', { advanceMs: ms });
      },
      async set(time) {
        await call('POST', '/clock', { set: toIso(time) });
      },
    },
    addProject: async (draft) => (await call('POST', '/projects', draft)).body as Project,
    addStore: async (projectKey, store) => (await call('POST', project(projectKey, 'stores'), store)).body as StoreDraft,
    addAssociateRole: async (projectKey, role) => (await call('POST', project(projectKey, 'associate-roles'), role)).body as AssociateRole,
    addCustomer: async (projectKey, customer) => (await call('POST', project(projectKey, 'customers'), customer)).body as Customer,
    addClient: async (client) => (await call('POST', '/clients', client)).body as ClientDefinition,
    addImportContainer: async (projectKey, seed) => (await call('POST', project(projectKey, 'import-containers'), seed)).body as ImportContainer,
    async addResource(projectKey, resource) {
      await call('POST', project(projectKey, 'resources'), resource);
    },
    resources: async (projectKey, typeId) =>
      field<Record<string, unknown>[]>((await call('GET', `${project(projectKey, 'resources')}${query({ typeId })}`)).body, 'resources'),
    async addCart(projectKey, cart) {
      await call('POST', project(projectKey, 'carts'), cart);
    },
    async addSubscription(projectKey, subscription) {
      await call('POST', project(projectKey, 'subscriptions'), subscription);
    },
    issueToken: async (tokenOptions) => field<string>((await call('POST', '/tokens', tokenOptions)).body, 'access_token'),
    inject: async (fault) => injection(call, '/faults', (await call('POST', '/faults', fault)).body),
    injectImportOutcome: async (outcome) => injection(call, '/import-outcomes', (await call('POST', '/import-outcomes', outcome)).body),
    async stub(options) {
      const { body } = await call('POST', '/stubs', options);
      const id = field<string>(body, 'id');
      return {
        id,
        hits: field<number>(body, 'hits'),
        async remove() {
          await call('DELETE', `/stubs/${encode(id)}`);
        },
      };
    },
    stubs: async () => field<Stub[]>((await call('GET', '/stubs')).body, 'stubs'),
    requests: async (filter = {}) => {
      const parameters = { operation: filter.operation, projectKey: filter.projectKey, correlationId: filter.correlationId, limit: filter.limit };
      return field<JournalEntry[]>((await call('GET', `/requests${query(parameters)}`)).body, 'requests');
    },
    async waitForRequests(waitOptions = {}) {
      const waiting = adminClient(client, [408]);
      const { status, body } = await waiting('POST', '/requests/wait', waitOptions);
      const held = field<JournalEntry[]>(body, 'requests');
      if (status === 408) {
        throw new RemoteMockError(
          `commercetools-msw remote: waited ${waitOptions.timeoutMs ?? 5000} ms for ${waitOptions.count ?? 1} matching request(s); the journal holds ${held.length}.`,
          408,
          body,
        );
      }
      return held;
    },
    events: async (filter = {}) => field<MockEvent[]>((await call('GET', `/events${query({ type: filter.type })}`)).body, 'events'),
    health: async () => (await call('GET', '/health')).body as RemoteHealth,
  };
}
