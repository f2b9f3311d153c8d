import type { MockClock } from '../clock/create-clock.js';
import { createCartStore, type CartStore } from './carts/cart-store.js';
import { createCustomerStore, type Customer, type CustomerDraft, type CustomerStore } from './customers/customer-store.js';
import type { ResourceDeclaration } from './import-operations/import-operation-engine.js';
import type { StoreDraft } from './project/project.js';
import { createEventLog, type EventLog, type MockEvent, type PendingEvent } from './events/event-log.js';
import { createImportContainerStore, type ImportContainerStore } from './import-container/import-container-store.js';
import { createImportOperationStore, type ImportOperationStore } from './import-operations/import-operation-store.js';
import { createProjectStore, type ProjectStore } from './project/project-store.js';
import { buildProject } from './project/build-project.js';
import { STATE_FORMAT, STATE_VERSION, type ImportsState, type MockState, type ProjectImportsState, type ResourceState } from './snapshot/mock-state.js';

export interface StoreOptions {
  readonly clock: MockClock;
  readonly indexingDurationMs: number;
  /** Under eventual consistency, how long reads show the state before an update (0: off). */
  readonly staleReadMs: number;
  /** Time on the mock's clock from an import operation's creation to its processing. */
  readonly importProcessingMs: number;
  /** The most events kept; older ones are dropped and counted. */
  readonly eventLimit: number;
}

/** All the state of one mock, one part per resource. Knows nothing of requests and responses. */
export interface Store {
  readonly projects: ProjectStore;
  readonly importContainers: ImportContainerStore;
  readonly importOperations: ImportOperationStore;
  readonly carts: CartStore;
  readonly customers: CustomerStore;
  /**
   * Adds a customer to a Project's customers, which imports and declarations add to as well:
   * the password flow signs it in, and reads find it by the id returned. Throws what it refuses.
   */
  addCustomer(projectKey: string, draft: CustomerDraft): Customer;
  /**
   * Adds a Store to the Project's one list of Stores (with its languages, which `changeLanguages`
   * may then not remove), as a resource too, which imports and declarations reference by key.
   */
  addStore(projectKey: string, draft: StoreDraft): StoreDraft;
  /** Declares a resource (`ct.addResource`); a Store joins the Project's Stores as well. */
  addResource(projectKey: string, resource: ResourceDeclaration): Promise<void>;
  /**
   * Applies the time-based changes the clock has reached: import processing, operation and
   * container expiry, cart deletion.
   */
  settle(): void;
  /** The recorded events, after the changes the clock has reached. */
  events(): readonly MockEvent[];
  /** The event log itself, for its limit and what it dropped. */
  readonly eventLog: EventLog;
  /**
   * The mock's state as JSON, after what the clock reached: every part's, and the clock's time
   * (docs/controlling.md, "Snapshots"). Events, forced outcomes and the journal are not state.
   */
  snapshot(): MockState;
  /**
   * Makes a snapshot, checked for its shape already (`checkMockState`), the mock's state. Throws a
   * TypeError naming what it refuses beyond, and then changes nothing. With the import engine not
   * loaded (a mock created with a state), the engine checks its part when it loads.
   */
  restore(state: MockState): void;
  /** Makes the current state the one `reset()` returns to. */
  markInitial(): void;
  reset(): void;
  /**
   * Returns only these Projects to their state at `markInitial()`: settings, Stores, Import
   * Containers, import operations, declared resources, Carts and subscriptions. A Project added
   * since goes; other Projects, the events and the clock stay as they are.
   */
  resetProjects(projectKeys: readonly string[]): void;
}

/**
 * The ids of the customers `ct.addCustomer` added that a snapshot's imports hold (an earlier
 * version's `customers` among them, as `earlierCustomers`), which later ones count on past.
 */
function* customerIds(imports: ImportsState): Iterable<string> {
  // Before the engine has checked its part: what is no list holds no ids, and the engine then refuses it.
  for (const part of Object.values(imports.projects) as readonly (Partial<ProjectImportsState> | null)[]) {
    for (const resource of (Array.isArray(part?.resources) ? part.resources : []) as readonly (ResourceState | null)[]) yield String(resource?.id);
  }
  for (const { resource } of imports.declared) yield String(resource['id']);
  for (const { customers = [] } of Object.values(imports.earlierCustomers ?? {})) for (const { id } of customers) yield id;
}

const byTime = (a: PendingEvent, b: PendingEvent) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0);

/**
 * @example
 * const store = createStore({ clock, indexingDurationMs: 60_000, staleReadMs: 0, importProcessingMs: 5000, eventLimit: 10_000 });
 */
export function createStore(options: StoreOptions): Store {
  const { clock } = options;
  const projects = createProjectStore(options);
  const log = createEventLog(options.eventLimit);
  const projectExists = (key: string) => projects.has(key);
  const importContainers = createImportContainerStore({
    clock,
    events: log,
    projectExists,
    settle,
    onRemove: (projectKey, key) => importOperations.dropContainer(projectKey, key),
  });
  const importOperations = createImportOperationStore({
    clock,
    events: log,
    processingMs: options.importProcessingMs,
    projectExists,
    productCatalogModel: (key) => projects.get(key)?.productCatalogModel,
    container: (projectKey, key) => importContainers.peek(projectKey, key),
    settle,
  });
  const carts = createCartStore({ clock, project: (key) => projects.get(key) });
  const customers = createCustomerStore(projectExists, (projectKey, storeKey) => projects.hasStore(projectKey, storeKey));
  // The parts that hold a Project's state; the event log is not one, and empties on reset.
  const parts = [projects, importContainers, importOperations, carts, customers];

  // Changes from different parts are recorded together, in time order, so the event log reads as
  // the platform would have sent them. Operations due before a container expires are processed
  // before it goes, and with it its operations.
  function settle(): void {
    const now = clock.now();
    const due: PendingEvent[] = [];
    for (let expiry = importContainers.nextExpiryMs(); expiry < now; expiry = importContainers.nextExpiryMs()) {
      due.push(...importOperations.takeDue(expiry), ...importContainers.takeExpired(expiry + 1));
    }
    due.push(...importOperations.takeDue(now), ...carts.takeDeleted());
    for (const event of due.sort(byTime)) log.record(event);
  }

  function snapshot(): MockState {
    settle();
    const { records, associateRoleIds } = projects.exportState();
    const { carts: cartList, subscriptions } = carts.exportState();
    // Not a JSON copy, which costs more for a large state than restoring it: what the store keeps
    // and the snapshot shares is frozen (Projects, containers, resources' content), the rest is copied.
    return {
      format: STATE_FORMAT,
      version: STATE_VERSION,
      clock: clock.isoNow(),
      associateRoleIds,
      projects: [...records],
      importContainers: importContainers.exportState(),
      customers: structuredClone(customers.exportState()),
      carts: cartList.map((cart) => ({ ...cart })),
      subscriptions: structuredClone([...subscriptions]),
      imports: importOperations.exportState(),
    };
  }

  function restore(state: MockState): void {
    const broken = (where: string, problem: string) => new TypeError(`commercetools-msw: the snapshot is broken at ${where}: ${problem}`);
    const keys = new Set<string>();
    state.projects.forEach((record, index) => {
      const { key } = record.project;
      if (keys.has(key)) throw broken(`projects.${index}.project.key`, `two Projects have the key '${key}'.`);
      keys.add(key);
      // A Project the platform could not hold is refused, as a seed of it would be.
      for (const project of [record.project, ...(record.staleReads ?? []).map(({ before }) => before)]) {
        try {
          buildProject(project, clock.isoNow());
        } catch (error) {
          throw broken(`projects.${index}`, (error as Error).message.replace(/^commercetools-msw: /, ''));
        }
      }
    });
    const owned = (where: string, projectKey: string) => {
      if (!keys.has(projectKey)) throw broken(where, `it belongs to the Project '${projectKey}', which the snapshot lacks.`);
    };
    for (const projectKey of Object.keys(state.importContainers)) owned(`importContainers.${projectKey}`, projectKey);
    for (const projectKey of Object.keys(state.customers)) owned(`customers.${projectKey}`, projectKey);
    state.carts.forEach((cart, index) => owned(`carts.${index}`, cart.projectKey));
    state.subscriptions.forEach((subscription, index) => owned(`subscriptions.${index}`, subscription.projectKey));
    // The engine checks its part against the Projects and containers the snapshot has, and may
    // settle the clock while it declares what the snapshot holds undeclared, so every other part
    // comes first; it throws before changing anything, and the parts before it go back.
    const before = {
      projects: projects.exportState(),
      containers: importContainers.exportState(),
      carts: carts.exportState(),
      customers: customers.exportState(),
      at: clock.now(),
    };
    // A snapshot of an earlier version holds ct.addCustomer's customers in `customers`, which the engine adds.
    const imports: ImportsState = { ...state.imports, earlierCustomers: state.imports.earlierCustomers ?? state.customers };
    try {
      projects.restoreState({ records: state.projects, associateRoleIds: state.associateRoleIds });
      importContainers.restoreState(state.importContainers);
      carts.restoreState({ carts: state.carts, subscriptions: state.subscriptions });
      customers.restoreState(state.customers, customerIds(imports));
      clock.set(state.clock);
      importOperations.restoreState(imports);
    } catch (error) {
      projects.restoreState(before.projects);
      importContainers.restoreState(before.containers);
      carts.restoreState(before.carts);
      customers.restoreState(before.customers);
      clock.set(before.at);
      throw error;
    }
  }

  function addStore(projectKey: string, draft: StoreDraft): StoreDraft {
    const added = projects.addStore(projectKey, draft);
    // The same Store as a resource, which customer and order imports then reference by key.
    void importOperations.addResource(projectKey, { typeId: 'store', key: added.key });
    return added;
  }

  function addResource(projectKey: string, resource: ResourceDeclaration): Promise<void> {
    const declared = importOperations.addResource(projectKey, resource);
    const key = resource.typeId === 'store' ? resource.key : undefined;
    if (typeof key !== 'string') return declared;
    // An identity alone is taken at once; one with an id once the engine has checked it.
    if (Object.keys(resource).length <= 2) {
      projects.declareStore(projectKey, key);
      return declared;
    }
    const mirrored = declared.then(() => projects.declareStore(projectKey, key));
    // Handled here as well, as declarations are, so that one nobody awaits is no unhandled rejection.
    mirrored.catch(() => {});
    return mirrored;
  }

  return {
    snapshot,
    restore,
    addStore,
    addResource,
    addCustomer(projectKey, draft) {
      const added = customers.draft(projectKey, draft);
      importOperations.addCustomer(projectKey, added);
      customers.counted(added);
      return Object.freeze({ id: added.id, email: added.email });
    },
    projects,
    importContainers,
    importOperations,
    carts,
    customers,
    settle,
    events() {
      settle();
      return log.all();
    },
    eventLog: log,
    markInitial: () => parts.forEach((part) => part.markInitial()),
    reset() {
      for (const part of parts) part.reset();
      log.reset();
    },
    resetProjects(projectKeys) {
      // What the clock reached happened before the reset, in every Project.
      settle();
      for (const part of parts) part.resetProjects(projectKeys);
    },
  };
}
