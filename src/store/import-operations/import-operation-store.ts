import { importContainerNotFound, importProjectNotFound } from '../../errors/import-api-errors.js';
import { unknownProjectUsage } from '../../errors/usage-errors.js';
import type { PendingEvent } from '../events/event-log.js';
import type { ImportResourceType } from '../import-container/import-container.js';
import type { ResourceIdentity } from '../import-requests/import-resource-kind.js';
import { REFERENCE_TYPE_IDS } from '../import-requests/reference-type-ids.js';
import { isRepresentation } from '../declarations/representation-shape.js';
import { fail, type Result } from '../result.js';
import type { ImportOperation, ImportOperationPagedResponse, ImportResponse, ImportSummary } from './import-operation.js';
import type { ImportOperationEngine, PendingDeclaration, ProjectResources, ResourceDeclaration } from './import-operation-engine.js';
import type { ImportOperationStoreOptions } from './import-operation-options.js';
import { createImportOutcomes, type ImportOutcomeOptions, type InjectedImportOutcome } from './import-outcomes.js';
import type { ImportOperationQuery } from './query-import-operations.js';
import type { DeclaredState, ImportsState } from '../snapshot/mock-state.js';
import { isAddedCustomer, type AddedCustomer } from '../customers/added-customer.js';
import { duplicateField } from '../../errors/import-api-errors.js';

export type { ImportOperationStoreOptions } from './import-operation-options.js';

/**
 * The import operations of one mock, and the resources each Project has. The answers to requests
 * are promises: the engine behind them, with the 18 resource schemas, loads on the first one.
 * Knows nothing of HTTP.
 */
export interface ImportOperationStore {
  /** Checks an import request's body and creates one `processing` operation per item. */
  importResources(projectKey: string, type: ImportResourceType, containerKey: string, bodyText: string): Promise<Result<ImportResponse>>;
  summary(projectKey: string, containerKey: string): Promise<Result<ImportSummary>>;
  query(projectKey: string, containerKey: string, query: ImportOperationQuery): Promise<Result<ImportOperationPagedResponse>>;
  get(projectKey: string, id: string): Promise<Result<ImportOperation>>;
  /**
   * Declares that a resource exists in a Project; operations waiting for it are imported. Throws
   * what it refuses of the identity. With content (the fields of its Import API draft), the import
   * engine checks and stores it: the promise settles once it has, and rejects with what it refused.
   */
  addResource(projectKey: string, resource: ResourceDeclaration): Promise<void>;
  /**
   * Adds a customer `ct.addCustomer` checked already (its shape, its Stores), as the Project's:
   * with the engine loaded, throws a TypeError for an email or key another customer of the
   * Project holds; before, the engine takes it when it loads and reports a refusal on the console.
   */
  addCustomer(projectKey: string, customer: AddedCustomer): void;
  /**
   * What the platform API reads of a Project's resources, after what the clock reached; undefined
   * for a Project the mock does not have. Loads the engine, which holds them.
   */
  readResources(projectKey: string): Promise<ProjectResources | undefined>;
  injectOutcome(options: ImportOutcomeOptions): InjectedImportOutcome;
  /** Deletes a container's operations, when the container goes. */
  dropContainer(projectKey: string, containerKey: string): void;
  /** Processes and expires what is due up to a time (epoch ms), and returns the events, unrecorded. */
  takeDue(untilMs: number): PendingEvent[];
  /**
   * The resources, unique values and live operations of every Project, for a snapshot. Before the
   * engine loads, the resources declared so far, which it checks and stores when it does.
   */
  exportState(): ImportsState;
  /**
   * Replaces every Project's resources and operations with a snapshot's, checked already for its
   * shape. With the engine loaded, what it refuses beyond throws a TypeError and changes nothing.
   * Before (a mock created with a state), it is kept for the engine, which checks it when it
   * loads; `markInitial()` makes it the state resets return to.
   */
  restoreState(state: ImportsState): void;
  /** Loads the engine, so that a restore checks a state that holds resources or operations at once. */
  load(): Promise<void>;
  markInitial(): void;
  reset(): void;
  /** Drops these Projects' operations, and their resources back to the declared ones at `markInitial()`. */
  resetProjects(projectKeys: readonly string[]): void;
}

type EngineModule = typeof import('./import-operation-engine.js');
let loading: Promise<EngineModule> | undefined;
let loaded: EngineModule | undefined;

/** The engine's module, loaded once per process and shared by every mock. */
function loadEngine(): Promise<EngineModule> {
  loading ??= import('./import-operation-engine.js').then((module) => (loaded = module));
  return loading;
}

/** The types declared only with their content: the platform's reads serve them, no KeyReference names them. */
const CONTENT_ONLY_TYPE_IDS = ['inventory-entry', 'standalone-price'] as const;

const addTo = (declared: Map<string, ResourceIdentity[]>, projectKey: string, resource: ResourceIdentity) =>
  // Stryker disable next-line ArrayDeclaration: the engine reads only the resources' typeId and key, and a stray string has neither
  declared.set(projectKey, [...(declared.get(projectKey) ?? []), resource]);

/**
 * Creates the import operation store. Until a request needs the engine, the store only keeps
 * what tests declare (resources, forced outcomes): there are no operations before the first
 * import request, so there is nothing else to keep.
 *
 * @example
 * const operations = createImportOperationStore({ clock, events, processingMs: 5000, projectExists, productCatalogModel, container, settle });
 */
export function createImportOperationStore(options: ImportOperationStoreOptions): ImportOperationStore {
  const outcomes = createImportOutcomes(options.settle);
  let initialResources = new Map<string, ResourceIdentity[]>();
  let laterResources = new Map<string, ResourceIdentity[]>();
  // Declarations with content wait for the engine, which checks them; `initial` ones are part of the initial state.
  let initialDeclarations: PendingDeclaration[] = [];
  let laterDeclarations: PendingDeclaration[] = [];
  let engine: ImportOperationEngine | undefined;
  // A state given at creation waits for the engine, as declarations do, and is the one resets
  // return to; ct.restore() loads the engine first, so only creation restores before it.
  let initialState: ImportsState | undefined;
  let restoredState: ImportsState | undefined;

  /** The engine, made once its module has loaded; undefined before any mock loaded it. */
  function current(): ImportOperationEngine | undefined {
    if (!engine && loaded) {
      const declarations = { initial: initialDeclarations, later: laterDeclarations };
      laterDeclarations = [];
      engine = loaded.createImportOperationEngine({ ...options, outcomes, initialResources, laterResources, declarations, initialState });
      laterResources = new Map();
    }
    return engine;
  }

  /** What the store holds for the engine before it loads, as a snapshot's declared resources, in the order the engine takes them. */
  function declaredSoFar(withInitial: boolean): DeclaredState[] {
    const identities = (declared: ReadonlyMap<string, readonly ResourceIdentity[]>) =>
      [...declared].flatMap(([projectKey, resources]) => resources.map(({ typeId, key }) => ({ projectKey, resource: { typeId, key } })));
    const withContent = (list: readonly PendingDeclaration[]) =>
      list.map(({ projectKey, declaration, atMs }) => ({ projectKey, resource: JSON.parse(JSON.stringify(declaration)) as DeclaredState['resource'], ...(atMs === undefined ? {} : { atMs }) }));
    const initial = withInitial ? [...identities(initialResources), ...withContent(initialDeclarations)] : [];
    return [...initial, ...identities(laterResources), ...withContent(laterDeclarations)];
  }

  async function ready(): Promise<ImportOperationEngine> {
    await loadEngine();
    const made = current();
    // loadEngine() has set `loaded`, so current() made the engine.
    // Stryker disable next-line all: unreachable, loadEngine() has set `loaded`
    if (!made) throw new Error('commercetools-msw: the import operation engine did not load.');
    return made;
  }

  /** Answers for an unknown Project or container before the engine: the same 404s. */
  function missing(projectKey: string, containerKey: string | undefined): Result<never> | undefined {
    if (!options.projectExists(projectKey)) return fail(importProjectNotFound(projectKey));
    options.settle();
    return containerKey !== undefined && !options.container(projectKey, containerKey) ? fail(importContainerNotFound(containerKey)) : undefined;
  }

  /** Hands a declaration with content to the engine, now or when it loads, which settles it. */
  function declareContent(projectKey: string, declaration: ResourceDeclaration): Promise<void> {
    const pending: PendingDeclaration = { projectKey, declaration, atMs: options.clock.now() };
    // With the engine there, taken at once: what comes next (ct.addCustomer's check of its email) sees it.
    const made = current();
    if (made) {
      try {
        made.settle(pending);
        return Promise.resolve();
      } catch (error) {
        return Promise.reject(error as Error);
      }
    }
    laterDeclarations = [...laterDeclarations, pending];
    const settled = ready().then((made) => made.settle(pending));
    // Handled here as well, so that a declaration nobody awaits is never an unhandled rejection.
    settled.catch(() => {});
    return settled;
  }

  return {
    addCustomer(projectKey, customer) {
      const made = current();
      if (made) return made.declare(projectKey, customer);
      // Before the engine loads, the customer waits with the declarations: the engine takes them in
      // order and reports what it refuses on the console, as it does for the `resources` option's.
      // Only an email ct.addCustomer gave already, in a scope both share (the Project, or a Store of
      // both), is thrown here, as it was before the Project had one list of customers.
      for (const { projectKey: of, declaration: other } of laterDeclarations) {
        if (of !== projectKey || !isAddedCustomer(other) || other.email.toLowerCase() !== customer.email.toLowerCase()) continue;
        if (other.stores.length === 0 || customer.stores.length === 0 || other.stores.some((store) => customer.stores.includes(store))) {
          throw new TypeError(`commercetools-msw: ct.addCustomer: ${duplicateField('email', customer.email).message}`);
        }
      }
      laterDeclarations = [...laterDeclarations, { projectKey, declaration: customer, atMs: options.clock.now() }];
    },
    async importResources(projectKey, type, containerKey, bodyText) {
      return (await ready()).importResources(projectKey, type, containerKey, bodyText);
    },
    async summary(projectKey, containerKey) {
      return missing(projectKey, containerKey) ?? (await ready()).summary(projectKey, containerKey);
    },
    async query(projectKey, containerKey, query) {
      return missing(projectKey, containerKey) ?? (await ready()).query(projectKey, containerKey, query);
    },
    async get(projectKey, id) {
      return missing(projectKey, undefined) ?? (await ready()).get(projectKey, id);
    },
    addResource(projectKey, resource) {
      if (!options.projectExists(projectKey)) throw unknownProjectUsage(projectKey);
      const { typeId, key } = resource ?? {};
      // Inventory entries and standalone prices, which no KeyReference names, are declared with their content.
      const withContent = typeof resource === 'object' && resource !== null && Object.keys(resource).length > 2;
      const typeIds = withContent ? [...REFERENCE_TYPE_IDS, ...CONTENT_ONLY_TYPE_IDS] : REFERENCE_TYPE_IDS;
      if (!typeIds.some((candidate) => candidate === typeId)) {
        throw new TypeError(`commercetools-msw: addResource needs a typeId that a KeyReference can name, one of ${typeIds.join(', ')}; got ${JSON.stringify(typeId)}.`);
      }
      // A representation may leave its key out (an order's is its orderNumber): the engine names what it lacks.
      const shown = withContent && isRepresentation(resource);
      if (!shown && (typeof key !== 'string' || key === '')) {
        throw new TypeError(`commercetools-msw: addResource needs the resource's key as a non-empty string; got ${JSON.stringify(key)}.`);
      }
      if (withContent) return declareContent(projectKey, resource as ResourceDeclaration);
      // Checked above: an identity alone has its key.
      const identity = { typeId, key: String(key) };
      const made = current();
      if (made) made.addResource(projectKey, identity);
      else addTo(laterResources, projectKey, identity);
      return Promise.resolve();
    },
    async readResources(projectKey) {
      if (!options.projectExists(projectKey)) return undefined;
      const made = await ready();
      options.settle();
      return made.reader(projectKey);
    },
    exportState() {
      const made = current();
      if (made) return made.exportState();
      // A restored state replaces what was declared at creation, which stays the reset point.
      const base = restoredState ?? initialState;
      const declared = declaredSoFar(restoredState === undefined);
      return base ? { ...base, declared: [...base.declared, ...declared] } : { resourceSerial: 0, operationSerial: 0, projects: {}, declared };
    },
    restoreState(state) {
      const made = current();
      if (made) return made.restore(state);
      // The engine restores it when it loads, after the state at creation, which resets return to.
      restoredState = state;
      laterResources = new Map();
      laterDeclarations = [];
    },
    load: async () => void (await ready()),
    injectOutcome: (outcome) => outcomes.inject(outcome),
    dropContainer: (projectKey, containerKey) => engine?.dropContainer(projectKey, containerKey),
    takeDue: (untilMs) => engine?.takeDue(untilMs) ?? [],
    markInitial() {
      if (engine) return engine.markInitial();
      if (restoredState) [initialState, restoredState] = [restoredState, undefined];
      initialDeclarations = [...initialDeclarations, ...laterDeclarations];
      laterDeclarations = [];
      for (const [projectKey, resources] of laterResources) for (const resource of resources) addTo(initialResources, projectKey, resource);
      laterResources = new Map();
    },
    reset() {
      outcomes.clear();
      if (engine) engine.reset();
      else {
        laterResources = new Map();
        laterDeclarations = [];
        restoredState = undefined;
      }
    },
    resetProjects(projectKeys) {
      if (engine) return engine.resetProjects(projectKeys);
      for (const key of projectKeys) laterResources.delete(key);
      laterDeclarations = laterDeclarations.filter(({ projectKey }) => !projectKeys.includes(projectKey));
    },
  };
}
