import type { HttpHandler } from 'msw';
import { guardAgainstFakeNextTick } from './adapters/fake-timers-guard.js';
import { createMockHandlers } from './adapters/msw-handlers.js';
import type { ClientDefinition } from './auth/client-registry.js';
import { createClientRegistry } from './auth/client-registry.js';
import { parseScopesOrThrow } from './auth/parse-scopes-or-throw.js';
import { createTokenRegistry, TOKEN_LIFETIME_SECONDS } from './auth/token-registry.js';
import { createClock, toEpochMs, type MockClock, type TimeInput } from './clock/create-clock.js';
import { followWallTime } from './clock/follow-wall-time.js';
import { loadLateChunk } from './http/load-late-chunk.js';
import { attachInternals } from './http/mock-internals.js';
import { createFaultRegistry, type FaultOptions, type InjectedFault } from './controls/fault-registry.js';
import { createRequestJournal, DEFAULT_JOURNAL_LIMIT, type JournalEntry } from './controls/request-journal.js';
import type { Stub, StubHandle, StubOptions } from './controls/stub-list.js';
import { hostPattern } from './hosts/host-pattern.js';
import { resolveHosts, type HostOptions } from './hosts/resolve-hosts.js';
import type { MockContext } from './http/mock-context.js';
import type { ListedTypeId } from './http/read-resources.js';
import type { CartSeed, SubscriptionSeed } from './store/carts/cart-store.js';
import type { Customer, CustomerDraft } from './store/customers/customer-store.js';
import { createStore } from './store/create-store.js';
import type { MockEvent } from './store/events/event-log.js';
import type { ImportContainer, ImportContainerSeed } from './store/import-container/import-container.js';
import type { ResourceDeclaration } from './store/import-operations/import-operation-engine.js';
import type { ImportOutcomeOptions, InjectedImportOutcome } from './store/import-operations/import-outcomes.js';
import type { AssociateRole, AssociateRoleDraft, Project, ProjectDraft, StoreDraft } from './store/project/project.js';
import { checkMockState, type MockState } from './store/snapshot/mock-state.js';

/** The `auth` option when authentication stays on. */
export interface AuthOptions {
  /**
   * The only clients the token endpoints accept, as the platform's API clients: each with the
   * scopes of one Project it was created with, which are all a token request may ask for (never
   * what they imply), and optionally its token lifetimes. Without it, any client id and secret are
   * accepted as the mock's default client, which may ask for any scope of one Project.
   */
  readonly clients?: readonly ClientDefinition[];
}

export interface CommercetoolsMockOptions {
  /** Projects to start with: a key and any fields; everything else gets the documented defaults. */
  readonly projects?: readonly ProjectDraft[];
  /** Import Containers to start with, by Project key (drafts, or containers with fixed stamps). */
  readonly importContainers?: Readonly<Record<string, readonly ImportContainerSeed[]>>;
  /** Base URLs to answer on besides, or instead of, the five regional hosts. */
  readonly hosts?: HostOptions;
  /** `false` turns authentication off: API requests need no bearer token. */
  readonly auth?: false | AuthOptions;
  /** Where the mock's clock starts (default: the real time when the mock is created). */
  readonly now?: TimeInput;
  /**
   * `'frozen'` (default): the clock stands still until a test moves it (`ct.clock`). `'real'`: it
   * follows `Date.now()` from `now`, catching up before every request and control call, as
   * `serve --clock real` does; under Vitest's or Jest's fake timers it follows the faked time.
   */
  readonly clock?: 'frozen' | 'real';
  /** How long product search indexing takes on the mock's clock (default 60 000 ms). */
  readonly indexingDurationMs?: number;
  /** Opt-in stale reads: after an update, GET shows the previous state for `delayMs` on the clock. */
  readonly eventualConsistency?: { readonly delayMs: number };
  /** How long after its creation an import operation is processed, on the mock's clock (default 5000 ms). */
  readonly importProcessingMs?: number;
  /**
   * Resources that exist from the start, by Project key, for import references to resolve against:
   * `{ typeId, key }`, or with the content of the resource's Import API draft, which processing
   * checks imports against (a product type's `attributes`, a Type's `fieldDefinitions`...). Content
   * is checked when the import engine loads; what it refuses is written to the console and not stored.
   */
  readonly resources?: Readonly<Record<string, readonly ResourceDeclaration[]>>;
  /**
   * A snapshot (`ct.snapshot()`) to start from, with its clock: the state `ct.reset()` returns to.
   * It replaces `projects`, `importContainers`, `resources` and `now`, which it may not be given
   * with. A snapshot that is not one throws a TypeError; its resources and operations are checked
   * when the import engine loads, and what they break is written to the console.
   */
  readonly state?: MockState;
  /**
   * How many requests `ct.requests`, and how many events `ct.events`, hold at most (default
   * 10 000 each): older ones are dropped and counted, so a long-running mock keeps its memory flat.
   */
  readonly journal?: { readonly limit?: number };
}

/** The bounds of the request journal and the event log, and what they dropped. */
export interface JournalState {
  /** How many requests, and how many events, are held at most. */
  readonly limit: number;
  /** Requests dropped from `ct.requests` since creation, the last reset or the last `clearRequests()`. */
  readonly droppedRequests: number;
  /** Events dropped from `ct.events` since creation or the last reset. */
  readonly droppedEvents: number;
  /** Empties `ct.requests` and nothing else. */
  clearRequests(): void;
}

export interface IssueTokenOptions {
  /** Project-bound scopes, such as `view_project_settings:shop`. */
  readonly scopes: readonly string[];
  /** Lifetime in seconds on the mock's clock (default 172 800, the platform's 48 hours). */
  readonly expiresIn?: number;
}

export interface CommercetoolsMock {
  /**
   * The MSW request handlers, built once: pass them to `setupServer` or `setupWorker`. In Node
   * under msw 3, reading them also puts a check in front of the global fetch: while
   * `process.nextTick` is faked, a request to the mock's hosts is refused with an error that names
   * the fix, instead of escaping msw.
   */
  readonly handlers: readonly HttpHandler[];
  /**
   * A `fetch` answered by the same routes without intercepting anything: pass it where a fetch
   * is injected (`httpClient: ct.fetch` for the SDK). Same statuses, bodies, auth, faults and
   * journal as the intercepted path, and several times faster.
   */
  readonly fetch: typeof fetch;
  /** The mock's clock. It stands still until a test advances or sets it. */
  readonly clock: MockClock;
  /** Adds a Project and returns it as stored (frozen). */
  addProject(draft: ProjectDraft): Project;
  /** The Project as stored, with its `authorizationHeader` unmasked, or undefined. */
  getProject(projectKey: string): Project | undefined;
  /** Declares a Store of a Project, whose languages `changeLanguages` may then not remove. */
  addStore(projectKey: string, store: StoreDraft): StoreDraft;
  /**
   * Declares an Associate Role of a Project, with its `id` (a UUID the mock makes up when left
   * out): `setMyBusinessUnitAssociateRoleOnCreation` may then name it by key or by id, where an
   * unknown one gets 400 ReferencedResourceNotFound. A seed whose
   * `businessUnits.myBusinessUnitAssociateRoleOnCreation` names a role declares that role.
   * Returns the role as kept, `{ id, key }`.
   *
   * @example
   * const { id } = ct.addAssociateRole('shop', { key: 'buyer' });
   */
  addAssociateRole(projectKey: string, role: AssociateRoleDraft): AssociateRole;
  /** Adds an Import Container to a Project, with the API's rules, and records no event. */
  addImportContainer(projectKey: string, seed: ImportContainerSeed): ImportContainer;
  /** Declares a Cart, deleted once the clock passes `lastModifiedAt` plus its retention in days. */
  addCart(projectKey: string, cart: CartSeed): void;
  /** Declares a ChangeSubscription, which then receives the deletions of its resource types. */
  addSubscription(projectKey: string, subscription: SubscriptionSeed): void;
  /**
   * Declares that a resource exists in a Project (a tax category, a channel, a product type...):
   * import operations that reference it by key resolve, now or when they are processed. Given
   * with the content of its Import API draft (`{ typeId: 'product-type', key, name, description,
   * attributes }`), processing checks imports against it as against an imported one. Given as the
   * platform shows it (issue 33: what a `GET` returned, an SDK type, a test-data builder's
   * `buildRest()`, with its typeId), it is read back into that draft and checked alike, and its id,
   * version, times and inner ids read back as given; `null` is an absent field. Await the
   * promise: every refusal comes through it (an unknown Project or typeId, a missing key, what
   * the content breaks), and a refused resource is not stored.
   *
   * @example
   * await ct.addResource('shop', { typeId: 'product-type', key: 'shirt', name: 'Shirt', description: '', attributes: [] });
   * await ct.addResource('shop', { ...(await otherMock.resources('shop', 'category'))[0], typeId: 'category' }); // reads back deep-equal
   */
  addResource(projectKey: string, resource: ResourceDeclaration): Promise<void>;
  /**
   * Declares a customer of a Project, who can then get a token through the password flow
   * (`POST {auth}/oauth/{projectKey}/customers/token`, the SDK's `withPasswordFlow`) with this
   * email, in any case, and password. Returns the customer's id, which the token's scope names.
   *
   * @example
   * const { id } = ct.addCustomer('shop', { email: 'jen@example.com', password: 'secret' });
   */
  addCustomer(projectKey: string, customer: CustomerDraft): Customer;
  /**
   * Adds an API client, as the platform's API Clients endpoint creates one: the token endpoints
   * then take its id and secret, and it may request exactly its scopes, all of one Project. A mock
   * created without `auth.clients` still takes any other credentials as its default client. A reset
   * drops the clients added since the mock was created (`ct.reset({ projects })`, those of its
   * Projects). Returns the client as kept (frozen).
   *
   * @example
   * ct.addClient({ clientId: 'importer', clientSecret: 'secret', scopes: ['manage_products:shop'], accessTokenValiditySeconds: 3600 });
   */
  addClient(client: ClientDefinition): ClientDefinition;
  /**
   * Every resource of a type a Project holds, imported or declared with content, as the platform
   * API shows it (product projections with their staged data), in creation order, after what the
   * clock reached: for assertions that need no HTTP. The type is one the read routes serve:
   * `product-type`, `type`, `category`, `product`, `product-projection`, `customer`,
   * `inventory-entry`, `standalone-price`, `discount-code` or `order`.
   *
   * @example
   * const [product] = await ct.resources('shop', 'product');
   * expect(product?.key).toBe('oxford');
   */
  resources(projectKey: string, typeId: ListedTypeId): Promise<readonly Record<string, unknown>[]>;
  /**
   * The mock's state as a plain JSON value, after what the clock reached: Projects with their
   * Stores and Associate Roles, customers, Import Containers and their operations, imported and
   * declared resources with their ids and versions, Carts, subscriptions and the clock's time.
   * Events, the journal, faults, forced outcomes and stubs are test-time controls, not state.
   *
   * @example
   * const saved = ct.snapshot();
   * writeFileSync('state.json', JSON.stringify(saved));
   */
  snapshot(): MockState;
  /**
   * Returns the mock to a snapshot's state (`ct.snapshot()`, from this mock or another, in-process
   * or served). Issued tokens stay valid; events, the journal, faults and stubs stay as they are,
   * and `ct.reset()` still returns to the state after creation. A broken snapshot rejects with a
   * TypeError naming the problem, and nothing changes.
   *
   * @example
   * await ct.restore(saved);
   */
  restore(state: MockState): Promise<void>;
  /** Makes the next matching import operations end in a chosen state, with chosen errors, when processed. */
  injectImportOutcome(outcome: ImportOutcomeOptions): InjectedImportOutcome;
  /** Makes chosen requests fail or wait: a status, a network error, a delay. */
  inject(fault: FaultOptions): InjectedFault;
  /** Import API events and subscription deliveries since creation (or the last reset), oldest first. */
  readonly events: readonly MockEvent[];
  /**
   * Every request the mock answered since creation (or the last reset), oldest first, secrets
   * masked, each with its `correlationId`.
   */
  readonly requests: readonly JournalEntry[];
  /**
   * Adds a canned answer for a request the mock does not model (any method and path on its hosts
   * that no route takes, which otherwise gets a 501). The newest stub that matches answers; a stub
   * a modelled route would always answer first is refused. Await it: the stubs' module loads with
   * the first call, and a refusal rejects naming the field. A full reset removes every stub.
   *
   * @example
   * const stub = await ct.stub({ method: 'GET', path: '/shop/carts/*', status: 200, body: { id: 'p1' } });
   * stub.remove();
   */
  stub(options: StubOptions): Promise<StubHandle>;
  /** The stubs in place, newest first, with how many requests each answered. */
  readonly stubs: readonly Stub[];
  /** The journal's and the event log's limit, and how many entries each dropped. */
  readonly journal: JournalState;
  /** Issues a bearer token with the given scopes, without the OAuth call. */
  issueToken(options: IssueTokenOptions): string;
  /**
   * Returns to the state right after creation: Projects, Stores, Associate Roles, customers and
   * anonymous sessions, Import Containers, import operations, declared resources, Carts,
   * subscriptions, events, the journal (and the count of generated correlation ids), injected
   * faults and import outcomes, stubs, and the clock. Issued tokens (access and refresh) stay valid.
   *
   * With `projects`, only those Projects' state goes back (settings, Stores, Associate Roles,
   * customers and anonymous sessions, Import Containers, import operations, declared resources,
   * Carts, subscriptions) and the journal's entries of requests to them; a Project added since creation
   * goes, a key the mock never had is ignored, and everything else stays (stubs too: a stub's path
   * belongs to no one Project), so that parallel
   * workers that each use their own Project do not disturb each other.
   *
   * @example
   * ct.reset({ projects: ['worker-1'] });
   */
  reset(options?: ResetOptions): void;
}

/** What `ct.reset` takes: nothing for everything, or the Projects whose state alone goes back. */
export interface ResetOptions {
  readonly projects?: readonly string[];
}

/** The options a `state` holds already, with its clock, and so may not be given beside it. */
export const STATE_REPLACES = ['projects', 'importContainers', 'resources', 'now'] as const;

/**
 * Runs a function with V8's stack traces off. msw's handler constructor builds an Error for its
 * call frame and formats the stack, about 18 us per handler, which a fresh mock per test should
 * not pay. Engines without `Error.stackTraceLimit` ignore the setting.
 */
function withoutStackTraces<T>(build: () => T): T {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return build();
  } finally {
    Error.stackTraceLimit = limit;
  }
}

type ReadResourcesModule = typeof import('./http/read-resources.js');
let readResourcesModule: Promise<ReadResourcesModule> | undefined;

type DirectFetchModule = typeof import('./adapters/direct-fetch.js');
let directFetchModule: Promise<DirectFetchModule> | undefined;

/**
 * `ct.fetch`, whose adapter loads with its first call: code that only uses msw's interception never
 * pays for it in its bundle, and a fresh mock per test builds nothing for it.
 */
function lazyDirectFetch(context: MockContext): typeof fetch {
  let direct: typeof fetch | undefined;
  return async (input, init) => {
    direct ??= (await (directFetchModule ??= import('./adapters/direct-fetch.js'))).createDirectFetch(context);
    return direct(input, init);
  };
}

function nonNegativeMs(value: number, name: string): number {
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`commercetools-msw: ${name} must be a non-negative number of milliseconds, not ${value}.`);
  }
  return value;
}

/**
 * Creates an in-memory stand-in for the commercetools Project settings API and the Import API's
 * Import Containers, with the token endpoint, answering through MSW handlers.
 *
 * @example
 * const ct = createCommercetoolsMock({ projects: [{ key: 'shop', currencies: ['EUR'], languages: ['en', 'de'] }] });
 * const server = setupServer(...ct.handlers);
 * server.listen();
 */
export function createCommercetoolsMock(options: CommercetoolsMockOptions = {}): CommercetoolsMock {
  const initialState = options.state === undefined ? undefined : checkMockState(options.state);
  const replaced = STATE_REPLACES.filter((name) => options[name] !== undefined);
  if (initialState && replaced.length > 0) {
    throw new TypeError(
      `commercetools-msw: state holds the whole starting state, with its clock, so it takes no ${replaced.join(', ')}. Add them to the mock the snapshot came from, or after creation.`,
    );
  }
  const startedAt = toEpochMs(initialState?.clock ?? options.now ?? Date.now());
  const clockMode: unknown = options.clock ?? 'frozen';
  if (clockMode !== 'frozen' && clockMode !== 'real') {
    throw new TypeError(`commercetools-msw: clock must be 'frozen' (the default) or 'real', not ${JSON.stringify(clockMode)}.`);
  }
  // Read when the clock catches up, not now: fake timers installed later drive it too.
  const clock = createClock(startedAt, clockMode === 'real' ? () => Date.now() : undefined);
  // Copied, so that changing the options object afterwards cannot slip a client past the checks.
  const auth = options.auth === false ? undefined : options.auth ? structuredClone(options.auth) : {};
  const clients = createClientRegistry(auth?.clients);

  const journalLimit = options.journal?.limit ?? DEFAULT_JOURNAL_LIMIT;
  if (!(Number.isSafeInteger(journalLimit) && journalLimit >= 1)) {
    throw new RangeError(`commercetools-msw: journal.limit must be a whole number of entries, 1 or more, not ${String(journalLimit)}.`);
  }
  const store = createStore({
    clock,
    indexingDurationMs: nonNegativeMs(options.indexingDurationMs ?? 60_000, 'indexingDurationMs'),
    staleReadMs: nonNegativeMs(options.eventualConsistency?.delayMs ?? 0, 'eventualConsistency.delayMs'),
    importProcessingMs: nonNegativeMs(options.importProcessingMs ?? 5000, 'importProcessingMs'),
    eventLimit: journalLimit,
  });
  if (initialState) store.restore(initialState);
  for (const draft of options.projects ?? []) store.projects.add(draft);
  for (const [projectKey, seeds] of Object.entries(options.importContainers ?? {})) {
    for (const seed of seeds) store.importContainers.seed(projectKey, seed);
  }
  for (const [projectKey, resources] of Object.entries(options.resources ?? {})) {
    if (!Array.isArray(resources)) {
      throw new TypeError(`commercetools-msw: resources.${projectKey} must be a list of { typeId, key }, such as [{ typeId: 'category', key: 'shirts' }].`);
    }
    for (const resource of resources) void store.addResource(projectKey, resource);
  }
  store.markInitial();

  const tokens = createTokenRegistry(clock);
  const faults = createFaultRegistry();
  const journal = createRequestJournal(journalLimit);
  const context: MockContext = {
    store,
    clock,
    tokens,
    faults,
    journal,
    hosts: resolveHosts(options.hosts),
    authEnabled: auth !== undefined,
    clients,
    lifecycle: { generation: 0, correlations: 0 },
    stubs: { entries: [], issued: 0 },
  };
  const handlers = withoutStackTraces(() => createMockHandlers(context));

  const mock: CommercetoolsMock = {
    // Read by whoever hands them to msw: only then does the global fetch need the guard, not for
    // ct.fetch or a served mock.
    get handlers() {
      guardAgainstFakeNextTick(hostPattern(context.hosts));
      return handlers;
    },
    fetch: lazyDirectFetch(context),
    clock,
    addProject: (draft) => store.projects.add(draft),
    getProject: (projectKey) => store.projects.get(projectKey),
    addStore: (projectKey, storeDraft) => store.addStore(projectKey, storeDraft),
    addAssociateRole: (projectKey, role) => store.projects.addAssociateRole(projectKey, role),
    addImportContainer: (projectKey, seed) => store.importContainers.seed(projectKey, seed),
    // Deletions the clock has already reached belong to the time before these are added.
    addCart(projectKey, cart) {
      store.settle();
      store.carts.addCart(projectKey, cart);
    },
    addSubscription(projectKey, subscription) {
      store.settle();
      store.carts.addSubscription(projectKey, subscription);
    },
    addResource(projectKey, resource) {
      // Every refusal through the promise, an unknown Project or typeId as well as refused content:
      // a caller that awaits it sees each, and one that does not never gets a synchronous throw.
      try {
        return store.addResource(projectKey, resource);
      } catch (error) {
        return Promise.reject(error);
      }
    },
    addCustomer: (projectKey, customer) => store.addCustomer(projectKey, customer),
    addClient(client) {
      if (!context.authEnabled) throw new Error('commercetools-msw: this mock was created with auth: false, so it takes no token requests and needs no clients.');
      return clients.add(client);
    },
    resources: async (projectKey, typeId) => (await (readResourcesModule ??= import('./http/read-resources.js'))).listResources(context, projectKey, typeId),
    snapshot: () => store.snapshot(),
    async restore(state) {
      const checked = checkMockState(state);
      // The import engine checks its part of the state, so it is loaded first, and what it refuses
      // rejects here before anything changes; declarations given before the call settle first.
      await store.importOperations.load();
      store.restore(checked);
    },
    injectImportOutcome: (outcome) => store.importOperations.injectOutcome(outcome),
    inject: (fault) => faults.inject(fault),
    get events() {
      return store.events();
    },
    get requests() {
      return journal.all();
    },
    stub: async (stubOptions) => (await loadLateChunk()).addStub(context, stubOptions),
    get stubs() {
      return context.stubs.entries.map(({ stub, hits }) => ({ ...stub, hits }));
    },
    journal: {
      limit: journalLimit,
      get droppedRequests() {
        return journal.dropped;
      },
      get droppedEvents() {
        return store.eventLog.dropped;
      },
      clearRequests: () => journal.reset(),
    },
    issueToken({ scopes, expiresIn = TOKEN_LIFETIME_SECONDS }) {
      if (!(Number.isFinite(expiresIn) && expiresIn > 0)) {
        throw new RangeError(`commercetools-msw: issueToken needs expiresIn as a positive number of seconds, not ${expiresIn}.`);
      }
      return tokens.issue(parseScopesOrThrow(scopes, 'issueToken'), expiresIn);
    },
    reset(resetOptions) {
      const projects: unknown = resetOptions?.projects;
      if (projects !== undefined) {
        if (!Array.isArray(projects) || !projects.every((key) => typeof key === 'string')) {
          throw new TypeError(`commercetools-msw: reset({ projects }) takes a list of Project keys, such as { projects: ['shop'] }.`);
        }
        journal.forgetProjects(projects);
        context.clients.reset(projects);
        return store.resetProjects(projects);
      }
      context.lifecycle.generation += 1;
      context.lifecycle.correlations = 0;
      context.stubs.entries.length = 0;
      context.clients.reset();
      store.reset();
      journal.reset();
      faults.clear();
      clock.set(startedAt);
    },
  };
  return attachInternals(clockMode === 'real' ? followWallTime(mock, clock) : mock, { context });
}
