import { dequal } from 'dequal';
import type { ErrorObject } from '../../errors/error-response.js';
import { badRequest, invalidJsonInput } from '../../errors/http-api-errors.js';
import { importContainerNotFound, importOperationNotFound, importProjectNotFound } from '../../errors/import-api-errors.js';
import { importContainerKeyUnknown, importContainerTypeMismatch } from '../../errors/import-request-errors.js';
import { importApiEvent, type PendingEvent } from '../events/event-log.js';
import type { ImportResourceType } from '../import-container/import-container.js';
import { checkImportRequest, issueKeys } from '../import-requests/check-import-request.js';
import { problemOf } from '../import-requests/problem-of.js';
import type { CheckedItem, MasterVariantSupply, ResourceIdentity } from '../import-requests/import-resource-kind.js';
import { IMPORT_RESOURCE_KINDS } from '../import-requests/resource-types/index.js';
import { MAX_IMPORT_NESTING, nestsDeeperThan } from '../import-requests/nesting-depth.js';
import type { ContentWrite, ImportPlan, ProjectView, StoredResource } from '../import-rules/resource-rules.js';
import { createUniquenessIndex, restoreUniquenessIndex, type UniquenessIndex } from '../import-rules/uniqueness-index.js';
import { lastPatchMadeIn } from '../import-requests/resource-types/order-content.js';
import { hasMasterVariant } from '../import-rules/wait-for-master-variant.js';
import { parseJson } from '../parse-json.js';
import { fail, ok, type Result } from '../result.js';
import {
  LIVE_STATES,
  PROCESSING_STATES,
  type ImportOperation,
  type ImportOperationPagedResponse,
  type ImportResponse,
  type ImportSummary,
  type ProcessingState,
} from './import-operation.js';
import type { ImportOutcomes, Outcome } from './import-outcomes.js';
import { takeOutcome } from './take-outcome.js';
import type { ImportOperationStoreOptions } from './import-operation-options.js';
import { toImportOperation, type OperationRecord } from './operation-record.js';
import { parseOperationQuery, selectOperations, type ImportOperationQuery } from './query-import-operations.js';
import { createResourceTable, type ResourceTable } from './resource-table.js';
import type { ImportsState, OperationState, ProjectImportsState } from '../snapshot/mock-state.js';
import { freeze } from 'immer';
import { checkProjectImports, operationRecord, operationState, resourceState, storedResource } from './engine-state.js';
import { isRepresentation } from '../declarations/representation-shape.js';
import { SHOWN_TYPE_IDS, shownDeclaration } from '../declarations/shown-drafts.js';
import { withoutNulls } from '../declarations/shown-values.js';
import { ADDED_CUSTOMER, isAddedCustomer, type AddedCustomer } from '../customers/added-customer.js';
import { alignIds } from '../representations/given-ids.js';
import { findById, resourceId } from '../representations/read-context.js';
import { READABLE_BY_TYPE_ID } from '../import-requests/resource-types/readable-resources.js';
import { countedId } from '../../utils/counted-id.js';

/** How long an operation lives: 48 hours from its creation. */
export const OPERATION_LIFETIME_MS = 48 * 3_600_000;

/** Declared resources by Project key. */
export type DeclaredResources = ReadonlyMap<string, readonly ResourceIdentity[]>;

/**
 * A resource a test declares: its identity alone, or with the fields of its Import API draft
 * (`{ typeId: 'product-type', key: 'shirt', name, description, attributes }`).
 */
export type ResourceDeclaration = ResourceIdentity | (ResourceIdentity & { readonly [field: string]: unknown }) | ResourceRepresentation;

/**
 * A resource as the platform shows it, with its `typeId` (issue 33): what the mock's own `GET`
 * returned, an SDK type (`Product`, `Category`...), or a test-data builder's `buildRest()`. Its key
 * may be left out where the platform's type has it optional; the mock refuses one it needs.
 */
export interface ResourceRepresentation {
  readonly typeId: string;
  readonly key?: string | null | undefined;
  readonly [field: string]: unknown;
}

/** A declaration with its content, and the Project it goes to. */
export interface PendingDeclaration {
  readonly projectKey: string;
  /** A resource `ct.addResource` declared with its content, or a customer `ct.addCustomer` added. */
  readonly declaration: ResourceDeclaration | AddedCustomer;
  /** When it was declared (epoch ms), which its resource's createdAt shows. */
  readonly atMs?: number;
  /** Set once the engine took it, with what it refused, if anything. */
  taken?: true;
  refused?: TypeError;
}

export interface ImportOperationEngineOptions extends ImportOperationStoreOptions {
  /** The outcomes tests forced, taken as operations are processed. */
  readonly outcomes: ImportOutcomes;
  /** The resources declared before the mock's initial state was fixed, which `reset()` returns to. */
  readonly initialResources: DeclaredResources;
  /** The resources declared since, before the engine was created. */
  readonly laterResources: DeclaredResources;
  /** The resources declared with content before the initial state was fixed, and since, before the engine was created. */
  readonly declarations: { readonly initial: readonly PendingDeclaration[]; readonly later: readonly PendingDeclaration[] };
  /** The state the mock was created with (its `state` option), which `reset()` returns to. */
  readonly initialState?: ImportsState | undefined;
}

/**
 * The import operations of one mock, and the resources each Project has: checking requests,
 * processing on the clock, summaries and queries. Loaded with the resource schemas on the first
 * request that needs it. Knows nothing of HTTP.
 */
export interface ImportOperationEngine {
  /** Checks an import request's body and creates one `processing` operation per item. */
  importResources(projectKey: string, type: ImportResourceType, containerKey: string, bodyText: string): Result<ImportResponse>;
  summary(projectKey: string, containerKey: string): Result<ImportSummary>;
  query(projectKey: string, containerKey: string, query: ImportOperationQuery): Result<ImportOperationPagedResponse>;
  get(projectKey: string, id: string): Result<ImportOperation>;
  /** Declares that a resource exists in a Project (checked already); operations waiting for it are imported. */
  addResource(projectKey: string, resource: ResourceIdentity): void;
  /**
   * Declares a resource with its content, in the Import API draft shape of its type, checked like
   * an import of it: a refused declaration throws a TypeError naming its problems and stores nothing.
   */
  declare(projectKey: string, declaration: ResourceDeclaration | AddedCustomer): void;
  /** Takes a pending declaration, unless the engine took it when it was created, and throws what it refused. */
  settle(pending: PendingDeclaration): void;
  /** Deletes a container's operations, when the container goes. */
  dropContainer(projectKey: string, containerKey: string): void;
  /** Processes and expires what is due up to a time (epoch ms), and returns the events, unrecorded. */
  takeDue(untilMs: number): PendingEvent[];
  markInitial(): void;
  reset(): void;
  /** Drops these Projects' operations, and their resources back to those at `markInitial()`. */
  resetProjects(projectKeys: readonly string[]): void;
  /** What the platform API reads of a Project's resources (issue 25): the resources, and the unique values that find one. */
  reader(projectKey: string): ProjectResources;
  /** Every Project's resources, unique values and live operations, and the id counters, for a snapshot. */
  exportState(): ImportsState;
  /**
   * Replaces every Project's resources and operations with a snapshot's, checked already for its
   * shape; what it refuses beyond (a draft no import would take, an unknown container) throws a
   * TypeError naming it, and changes nothing.
   */
  restore(state: ImportsState): void;
}

/** A container's live operations in creation order, their counts by state, and kept query orders. */
interface Shelf {
  operations: OperationRecord[];
  readonly counts: Record<ProcessingState, number>;
  readonly orders: Map<string, readonly OperationRecord[]>;
  /** Some operations went: `operations` is compacted before it is read. */
  stale: boolean;
}

/** What one Project has: resources with their version and content, unique values, and what waits. */
interface ProjectState {
  readonly shelves: Map<string, Shelf>;
  readonly byId: Map<string, OperationRecord>;
  /** Resources that exist, with their version (imports so far; 1 when declared) and content. */
  readonly resources: ResourceTable;
  /** The values the Project keeps unique (slugs, SKUs, emails...), with the resource holding each. */
  readonly unique: UniquenessIndex;
  /** What the processing rules read of the Project. */
  readonly view: ProjectView;
  /** Unresolved operations, by the `typeId\0key` they wait for. */
  readonly waiting: Map<string, Set<OperationRecord>>;
  /** Operations in `waitForMasterVariant`, by the key of the product they wait for a master variant of. */
  readonly awaitingMaster: Map<string, Set<OperationRecord>>;
}

/** What a Project's part of a snapshot makes, checked once (`prepare`). */
interface PreparedProject {
  readonly resources: ResourceTable;
  readonly unique: UniquenessIndex;
  /** In creation order, each with the item checked from its draft while it keeps one. */
  readonly operations: readonly OperationState[];
  readonly items: readonly (CheckedItem | undefined)[];
  readonly lastResourceSerial: number;
  readonly lastOperationSerial: number;
  /** The ids declarations in the platform's shape gave, which the ids the mock makes skip. */
  readonly givenIds: readonly string[];
  readonly waiting: ProjectImportsState['waiting'];
  readonly awaitingMaster: ProjectImportsState['awaitingMaster'];
}

/**
 * Records in the order of a time, those of one time in creation order: sorted only when they are
 * not so already (operations are created, and so due and expiring, in the order of their serials).
 */
function inTimeOrder(records: OperationRecord[], at: (record: OperationRecord) => number): OperationRecord[] {
  const ordered = (a: OperationRecord, b: OperationRecord) => at(a) - at(b) || a.serial - b.serial;
  for (let index = 1; index < records.length; index += 1) if (ordered(records[index - 1]!, records[index]!) > 0) return records.sort(ordered);
  return records;
}

/**
 * Freezes a snapshot part's lists and entries, so that what was built from it stays true to it;
 * not the content they hold, which a restore neither copies nor walks (freezing 10 000 products'
 * content would cost more than the restore).
 */
function frozenPart(part: ProjectImportsState): ProjectImportsState {
  for (const list of [part.resources, part.operations, part.waiting, part.awaitingMaster]) {
    for (const entry of list) Object.freeze(entry);
    Object.freeze(list);
  }
  for (const scopes of Object.values(part.unique.holders)) for (const flat of Object.values(scopes)) Object.freeze(flat);
  Object.freeze(part.unique.holders);
  Object.freeze(part.unique);
  return Object.freeze(part);
}

/** The parts of snapshots restored so far, with what they make: a snapshot restored before every test is built once. */
const preparedParts = new WeakMap<object, PreparedProject>();

const snapshotBroken = (projectKey: string, problem: string) => new TypeError(`commercetools-msw: the snapshot is broken at imports.projects.${projectKey}: ${problem}.`);

/** The resources and unique values of a Project, as `reset()` returns to them and reads find them. */
export interface ProjectResources {
  readonly resources: ResourceTable;
  readonly unique: UniquenessIndex;
}

const idOf = ({ typeId, key }: ResourceIdentity) => `${typeId}\u0000${key}`;

/** An operation that processing may still change: it keeps its item. */
type LiveRecord = OperationRecord & { readonly item: CheckedItem };
const isLive = (record: OperationRecord): record is LiveRecord => !record.gone && record.item !== undefined;
/**
 * A resource with its content, modified at `at`: a product keeps one object for its current and
 * staged data where they are equal, so that the usual product costs one copy, and its variant ids
 * and the numbers of its parts' ids only where they are not the positions (most resources never
 * need them).
 */
function stored(origin: Pick<StoredResource, 'version' | 'serial' | 'createdAt'> & Given, write: Omit<ContentWrite, 'identity'> | undefined, at: string): StoredResource {
  const product = write?.product;
  const content = write?.content;
  const current = product && (product.current === content || dequal(product.current, content) ? content : product.current);
  // Every field written out, not spread from `origin`: a spread leaves the fields added after it out
  // of the object, in a store of their own (bench row 14's heap per product).
  const resource: StoredResource = { version: origin.version, content, serial: origin.serial, createdAt: origin.createdAt, lastModifiedAt: at, current, published: product?.published === true };
  const withVariantIds = product?.variantIds === undefined ? resource : { ...resource, variantIds: product.variantIds };
  const withIds = write?.partIds === undefined ? withVariantIds : { ...withVariantIds, partIds: write.partIds };
  return origin.id === undefined && origin.givenIds === undefined && origin.madeKeys === undefined ? withIds : { ...withIds, ...givenOf(origin) };
}

/** What a declaration in the platform's representation gave, which every later write keeps (issue 33). */
type Given = Pick<StoredResource, 'id' | 'givenIds' | 'madeKeys'>;
/** The given fields a resource holds, none of them undefined (a stored resource holds only those it has). */
const givenOf = (resource: Given): Given =>
  Object.fromEntries(Object.entries({ id: resource.id, givenIds: resource.givenIds, madeKeys: resource.madeKeys }).filter(([, value]) => value !== undefined));

/** The Project as the imports waiting for a product's master variant see it while an import brings one. */
const supplied = (view: ProjectView, supply: MasterVariantSupply): ProjectView => ({ ...view, suppliedMasterVariant: () => supply.variant });
/** The operations of a waiting list that are still live, in creation order. */
const liveInOrder = (records: Iterable<OperationRecord>): LiveRecord[] => [...records].filter(isLive).sort((a, b) => a.serial - b.serial);
const operationId = (n: number) => countedId('operation', n);

const zeroCounts = (): Record<ProcessingState, number> => ({
  processing: 0,
  validationFailed: 0,
  unresolved: 0,
  waitForMasterVariant: 0,
  imported: 0,
  rejected: 0,
  canceled: 0,
  partiallyImported: 0,
});

// The states whose entry records an event with the operation's id, version and container
// (a rejection records one with the id alone).
const STATE_EVENTS = {
  unresolved: 'ImportUnresolved',
  validationFailed: 'ImportValidationFailed',
  waitForMasterVariant: 'ImportWaitForMasterVariant',
} as const;

/** What to do about a declaration that an import would leave waiting. */
const WAIT_ADVICE = {
  unresolved: 'Declare its product type with the attributes it names first.',
  waitForMasterVariant: 'Give it a masterVariant: its product type requires variant attributes.',
} as const;

/** The resource types a test may declare with content, and the import type whose draft holds it. */
const DECLARABLE: Readonly<Record<string, ImportResourceType>> = {
  'business-unit': 'business-unit',
  'inventory-entry': 'inventory',
  'standalone-price': 'standalone-price',
  category: 'category',
  customer: 'customer',
  'discount-code': 'discount-code',
  order: 'order',
  price: 'price',
  product: 'product-draft',
  'product-type': 'product-type',
  type: 'type',
};

/**
 * Creates the import operation engine. Operations are processed in creation order once the clock
 * reaches `processingMs` after their creation; an operation whose references do not all exist
 * waits, `unresolved`, until they do or its 48 hours pass.
 *
 * @example
 * const engine = createImportOperationEngine({ clock, events, processingMs: 5000, projectExists, productCatalogModel, container, settle, outcomes, initialResources, laterResources });
 */
export function createImportOperationEngine(options: ImportOperationEngineOptions): ImportOperationEngine {
  const { clock, events: log, processingMs, projectExists, productCatalogModel, container, settle, outcomes } = options;
  // Resources count apart from operations: a resource's id is made of its serial.
  let resourceSerial = 0;
  let initialResourceSerial = 0;
  // Ids declarations gave (issue 33), which no serial makes again, so that a read by id finds one resource.
  let takenIds = new Set<string>();
  let initialTakenIds = new Set<string>();
  // A product variant's id is made of its product's serial, so it takes none of its own.
  const nextSerial = (identity: ResourceIdentity) => {
    if (identity.typeId === 'product-variant') return 0;
    do resourceSerial += 1;
    while (takenIds.has(resourceId(resourceSerial)));
    return resourceSerial;
  };
  /** A resource declared by its identity alone: version 1, no content. */
  const declared = (identity: ResourceIdentity, at: string): StoredResource => stored({ version: 1, serial: nextSerial(identity), createdAt: at }, undefined, at);
  let initialResources = new Map<string, ProjectResources>(
    [...options.initialResources].map(([projectKey, resources]) => [
      projectKey,
      { resources: createResourceTable(resources.map((resource) => [resource, declared(resource, clock.isoNow())])), unique: createUniquenessIndex() },
    ]),
  );
  let projects = new Map<string, ProjectState>();
  // Operations in the order they are due, and in the order they expire; consumed from `head`.
  let pending: OperationRecord[] = [];
  let pendingHead = 0;
  let expiring: OperationRecord[] = [];
  let expiringHead = 0;
  let serial = 0;
  // When the item being planned is processed, which ProjectView.now() gives its plan.
  let planningAtMs = 0;
  // Operations processed together share one stamp: one string for all of them, not one each.
  let stampMs = Number.NaN;
  // Stryker disable next-line StringLiteral: never read before the first isoAt() writes it (stampMs starts as NaN)
  let stamp = '';
  const isoAt = (ms: number): string => {
    if (ms !== stampMs) {
      stampMs = ms;
      stamp = new Date(ms).toISOString();
    }
    return stamp;
  };

  function project(projectKey: string): ProjectState {
    let state = projects.get(projectKey);
    if (!state) {
      const initial = initialResources.get(projectKey);
      state = projectState(projectKey, initial?.resources.copy() ?? createResourceTable(), initial?.unique.copy() ?? createUniquenessIndex());
      projects.set(projectKey, state);
    }
    return state;
  }

  /** A Project's state around its resources and unique values, with no operations yet. */
  function projectState(projectKey: string, resources: ResourceTable, unique: UniquenessIndex): ProjectState {
    const view: ProjectView = {
      get: (typeId, key) => resources.get(typeId, key),
      holder: (index, value) => unique.holder(index, value),
      now: () => isoAt(planningAtMs),
      // The platform's limits: embedded variants in the Classic model, Variant resources in the
      // Modular one. InMigration keeps the embedded limit: its products still hold their
      // variants embedded until the Project is Modular (release note 2026-09-18).
      variantLimit: () => (productCatalogModel(projectKey) === 'Modular' ? 10_000 : 100),
      catalogModel: () => productCatalogModel(projectKey) ?? 'Classic',
      suppliedMasterVariant: () => undefined,
      standalonePrices: (sku) => resources.standalonePricesOf(sku),
    };
    return { shelves: new Map(), byId: new Map(), resources, unique, view, waiting: new Map(), awaitingMaster: new Map() };
  }

  function declare(projectKey: string, declaration: ResourceDeclaration | AddedCustomer, atMs = clock.now()): void {
    if (isAddedCustomer(declaration)) return declareAddedCustomer(projectKey, declaration, atMs);
    if (isRepresentation(declaration)) return declareShown(projectKey, declaration, atMs);
    const { typeId } = declaration;
    // The store checked it: a draft has its key (an order's is its orderNumber).
    const key = String(declaration.key);
    const type = DECLARABLE[typeId];
    if (type === undefined) {
      throw new TypeError(
        `commercetools-msw: a ${typeId} can be declared by its identity alone ({ typeId, key }); content is taken for ${Object.keys(DECLARABLE).join(', ')}.`,
      );
    }
    // As JSON holds it: a builder's undefined fields are left out, and later changes to the
    // declared object do not reach the store.
    const { typeId: _typeId, ...fields } = JSON.parse(JSON.stringify(declaration)) as Record<string, unknown>;
    const draft = typeId === 'order' ? { orderNumber: key, ...fields } : fields;
    const where = `commercetools-msw: the ${typeId} '${key}' declared in '${projectKey}'`;
    const item = checkedDraft(where, type, draft, key);
    settle();
    const state = project(projectKey);
    const { plan } = judgedDeclaration(state, item, where, atMs);
    // A declaration sets what a resource holds; its version counts imports, which it is not.
    apply(state, item, plan, atMs, false);
    importFreed(state, item.creates, clock.now());
  }

  /**
   * A customer `ct.addCustomer` adds: a customer of the Project as a customer import makes one
   * (its email unique as the import's, its Stores ones the Project has), under the id the mock
   * gave it, which its tokens name, and under its key, or one the mock makes that reads leave out.
   */
  function declareAddedCustomer(projectKey: string, added: AddedCustomer, atMs: number): void {
    const { id, email, password, stores } = added;
    const key = added.key ?? `customer-${id}`;
    const where = `commercetools-msw: the customer '${email}' added to '${projectKey}'`;
    const draft = { key, email, password, ...(stores.length === 0 ? {} : { stores: stores.map((store) => ({ typeId: 'store', key: store })) }) };
    const item = checkedDraft(where, 'customer', draft, key);
    settle();
    const state = project(projectKey);
    const identity = { typeId: 'customer', key };
    if (state.resources.has(identity)) throw new TypeError(`${where} has the key '${key}', which another customer of the Project has.`);
    refuseTakenId(state, identity, id, where);
    const { plan } = judgedDeclaration(state, item, where, atMs);
    apply(state, item, plan, atMs, false);
    const after = state.resources.get('customer', key)!;
    takenIds.add(id);
    const content = added.key === undefined ? { ...(after.content as object), keyMade: true } : after.content;
    state.resources.set(identity, { ...after, id, content });
    importFreed(state, item.creates, clock.now());
  }

  /** A declared draft checked as an import of its type checks it: what it breaks refused with a TypeError. */
  function checkedDraft(where: string, type: ImportResourceType, draft: unknown, key: string): CheckedItem {
    const checked = IMPORT_RESOURCE_KINDS[type].check(draft);
    if (!checked.success) {
      const problems = checked.issues.map((issue) => `${issueKeys(issue).join('.') || '(the draft)'}: ${problemOf(issue)}`);
      throw new TypeError(`${where} does not fit the Import API's ${type} resource: ${problems.join('; ')}.`);
    }
    if (checked.item.target.key !== key) throw new TypeError(`${where} has another key in its draft: ${JSON.stringify(checked.item.target.key)}.`);
    return checked.item;
  }

  /** A declared item's plan against the Project, refused with a TypeError where an import of it would fail or wait. */
  function judgedDeclaration(state: ProjectState, item: CheckedItem, where: string, atMs: number, view = state.view): { readonly plan: ImportPlan } {
    const { plan, errors } = judge(state, item, atMs, view);
    if (errors.length > 0) throw new TypeError(`${where} breaks the rules an import of it would: ${errors.map((error) => error.message).join(' ')}`);
    if (plan.waits) throw new TypeError(`${where} would not import: an import of it would wait (${plan.waits.state}). ${WAIT_ADVICE[plan.waits.state]}`);
    return { plan };
  }

  /**
   * Declares a resource as the platform shows it (issue 33): read back into its draft, checked and
   * stored as a declared draft is, and then its id, version, times and inner ids as given. A
   * product's current data is declared first (published or not), its staged data after where it
   * differs, each checked before either is stored, so that a refusal changes nothing.
   */
  function declareShown(projectKey: string, declaration: ResourceDeclaration, atMs: number): void {
    const shown = JSON.parse(JSON.stringify(declaration)) as Record<string, unknown>;
    const { typeId } = declaration;
    const named = typeId === 'order' && typeof shown['orderNumber'] === 'string' ? shown['orderNumber'] : declaration.key;
    const where = `commercetools-msw: the ${typeId} '${String(named)}' declared in '${projectKey}'`;
    settle();
    const state = project(projectKey);
    const storedType = typeId === 'inventory-entry' ? 'inventory' : typeId;
    if (!SHOWN_TYPE_IDS.includes(typeId)) return declareIdentityWithId(state, shown, where, atMs);
    const read = shownDeclaration(state.resources, shown);
    if (!read.ok) throw new TypeError(`${where} is not ${/^[aeiou]/.test(typeId) ? 'an' : 'a'} ${typeId} as the platform shows it: ${read.problems.join('; ')}.`);
    const { key, meta, draft, product, kept, madeKeys } = read.value;
    const identity = { typeId: storedType, key };
    refuseTakenId(state, identity, meta.id, where);
    const type = DECLARABLE[typeId]!;
    const first = checkedDraft(where, type, product ? { ...product.current, publish: product.published } : draft, key);
    const second = product && !dequal(product.current, product.staged) ? checkedDraft(where, type, product.staged, key) : undefined;
    const firstPlan = judgedDeclaration(state, first, where, atMs).plan;
    if (second) {
      // The staged data judged against the product as its current data would leave it.
      const at = isoAt(atMs);
      const planned = stored({ version: 1, serial: 0, createdAt: at }, firstPlan.writes[0], at);
      const view: ProjectView = { ...state.view, get: (kind, name) => (kind === 'product' && name === key ? planned : state.view.get(kind, name)) };
      judgedDeclaration(state, second, where, atMs, view);
    }
    apply(state, first, firstPlan, atMs, false);
    if (second) apply(state, second, judge(state, second, atMs).plan, atMs, false);
    const after = state.resources.get(storedType, key)!;
    const resource: StoredResource = {
      ...after,
      content: declaredContent(typeId, after, kept, shown),
      version: meta.version ?? after.version,
      createdAt: meta.createdAt ?? after.createdAt,
      lastModifiedAt: meta.lastModifiedAt ?? meta.createdAt ?? after.lastModifiedAt,
      ...(product?.variantIds === undefined ? {} : { variantIds: product.variantIds }),
      ...(meta.id === undefined ? {} : { id: meta.id }),
      ...(madeKeys.length === 0 ? {} : { madeKeys }),
    };
    if (meta.id !== undefined) takenIds.add(meta.id);
    state.resources.set(identity, resource);
    // The ids it gave inside (prices, assets, addresses...) where the mock shows its own.
    const reading = READABLE_BY_TYPE_ID[typeId]!;
    const givenIds = alignIds(withoutNulls(shown), reading.represent(resource, { resources: state.resources, unique: state.unique }, { staged: true }));
    if (Object.keys(givenIds).length > 0) state.resources.set(identity, { ...resource, givenIds });
    importFreed(state, [...first.creates, ...(second?.creates ?? [])], clock.now());
  }

  /**
   * What the store keeps of a declared representation: the draft's content, what the Import API has
   * no place for (`kept`), and for an order the count of ids its patches made, so that a later
   * patch makes none the declaration holds already.
   */
  function declaredContent(typeId: string, after: StoredResource, kept: Readonly<Record<string, unknown>> | undefined, shown: unknown): unknown {
    const madeIds = typeId === 'order' ? lastPatchMadeIn(after.serial, shown) : 0;
    if (kept === undefined && madeIds === 0) return after.content;
    return { ...(after.content as object), ...kept, ...(madeIds === 0 ? {} : { madeIds }) };
  }

  /** A resource the mock reads nothing of (a channel, a Store...) declared by its identity and the id the platform shows it with. */
  function declareIdentityWithId(state: ProjectState, shown: Record<string, unknown>, where: string, atMs: number): void {
    const { typeId, key, id, ...rest } = shown;
    const extra = Object.keys(rest);
    if (extra.length > 0 || typeof typeId !== 'string' || typeof key !== 'string' || typeof id !== 'string' || id === '') {
      throw new TypeError(
        `${where} is not a resource the mock reads back (${SHOWN_TYPE_IDS.join(', ')}): it takes its identity and id alone ({ typeId, key, id })${extra.length > 0 ? `, not ${extra.join(', ')}` : ''}.`,
      );
    }
    const identity = { typeId, key };
    refuseTakenId(state, identity, id, where);
    const before = state.resources.get(typeId, key);
    takenIds.add(id);
    state.resources.set(identity, { ...(before ?? declared(identity, isoAt(atMs))), id });
    importFreed(state, [identity], clock.now());
  }

  /** Refuses an id another resource of the type shows: a read by id finds one resource. */
  function refuseTakenId(state: ProjectState, identity: ResourceIdentity, id: string | undefined, where: string): void {
    if (id === undefined) return;
    const holder = findById(state.resources, identity.typeId, id);
    if (holder !== undefined && holder !== state.resources.get(identity.typeId, identity.key)) {
      throw new TypeError(`${where} has the id '${id}', which another ${identity.typeId} of the Project shows.`);
    }
  }

  function take(pending: PendingDeclaration): void {
    if (pending.taken) return;
    pending.taken = true;
    try {
      declare(pending.projectKey, pending.declaration, pending.atMs);
    } catch (error) {
      pending.refused = error as TypeError;
    }
  }

  // A state given when the mock was created is checked only now, with the drafts its operations
  // keep: like the `resources` option, it has no promise to reject, so what it refuses goes to
  // the console, and the mock starts, and resets, without it.
  let { initialState } = options;
  try {
    if (initialState) restore(initialState);
  } catch (error) {
    console.error((error as Error).message);
    initialState = undefined;
  }
  // Declared with content before the initial state was fixed: part of it. Most come from the
  // `resources` option, which has no promise to reject, so what they refused goes to the console.
  for (const pending of options.declarations.initial) {
    take(pending);
    if (pending.refused) console.error(pending.refused.message);
  }
  initialResources = new Map([...initialResources, ...snapshot()]);
  initialResourceSerial = resourceSerial;
  initialTakenIds = new Set(takenIds);
  // Declared after the initial state was fixed, but before the engine existed.
  for (const [projectKey, resources] of options.laterResources) {
    for (const resource of resources) exist(project(projectKey), resource);
  }
  // Declared since by ct.addResource, before the engine existed: each rejects its own promise.
  // ct.addCustomer has none: it checked the customer against what it could see, and what the
  // engine refuses beyond goes to the console.
  for (const pending of options.declarations.later) {
    take(pending);
    if (pending.refused && isAddedCustomer(pending.declaration)) console.error(pending.refused.message);
  }

  function snapshot(): Map<string, ProjectResources> {
    return new Map([...projects].map(([key, state]) => [key, { resources: state.resources.copy(), unique: state.unique.copy() }]));
  }

  /** A Project's part of a snapshot: its resources, unique values and live operations. */
  function exportProject(state: ProjectState): ProjectImportsState {
    const ids = (records: Iterable<OperationRecord>) => [...records].flatMap((record) => (record.gone ? [] : [record.id]));
    const waiting = [...state.waiting].map(([id, records]) => {
      const [typeId = '', key = ''] = id.split('\u0000');
      return { typeId, key, operations: ids(records) };
    });
    return {
      resources: Array.from(state.resources.entries(), ([identity, resource]) => resourceState(identity, resource)),
      unique: state.unique.exportState(),
      operations: [...state.byId.values()].sort((a, b) => a.serial - b.serial).map(operationState),
      waiting: waiting.filter(({ operations }) => operations.length > 0),
      awaitingMaster: [...state.awaitingMaster].flatMap(([product, records]) => (ids(records).length > 0 ? [{ product, operations: ids(records) }] : [])),
    };
  }

  /** An operation's item checked again from the draft a snapshot kept, as its import request's item was. */
  function checkDraft(projectKey: string, id: string, type: ImportResourceType, draft: unknown) {
    const checked = IMPORT_RESOURCE_KINDS[type].check(draft);
    if (checked.success) return checked.item;
    const problems = checked.issues.map((issue) => `${issueKeys(issue).join('.') || '(the draft)'}: ${problemOf(issue)}`);
    throw new TypeError(`commercetools-msw: the snapshot is broken at the operation ${id} of '${projectKey}': its draft is not a ${type} import: ${problems.join('; ')}.`);
  }

  /**
   * What a Project's part of a snapshot makes, checked: its resources and unique values (copied
   * for each restore) and its operations' items. Kept per part, for as long as the snapshot lives,
   * so that restoring one snapshot before each test builds them once; the part is frozen, so that
   * what was built from it stays true to it.
   */
  function prepare(projectKey: string, given: unknown): PreparedProject {
    const kept = typeof given === 'object' && given !== null ? preparedParts.get(given) : undefined;
    if (kept) return kept;
    const saved = checkProjectImports(projectKey, given);
    const operations = [...saved.operations].sort((a, b) => a.serial - b.serial);
    const ids = new Set<string>();
    const items: (CheckedItem | undefined)[] = [];
    for (const { id, type, draft } of operations) {
      if (ids.has(id)) throw snapshotBroken(projectKey, `two operations have the id ${id}`);
      ids.add(id);
      items.push(draft === undefined ? undefined : checkDraft(projectKey, id, type, draft));
    }
    let lastResourceSerial = 0;
    const givenIds: string[] = [];
    for (const resource of saved.resources) {
      lastResourceSerial = Math.max(lastResourceSerial, resource.serial);
      const { id } = resource;
      if (id !== undefined) givenIds.push(id);
    }
    const made: PreparedProject = {
      resources: createResourceTable(saved.resources.map(storedResource)),
      unique: restoreUniquenessIndex(saved.unique),
      operations,
      items,
      lastResourceSerial,
      givenIds,
      lastOperationSerial: operations.at(-1)?.serial ?? 0,
      waiting: saved.waiting,
      awaitingMaster: saved.awaitingMaster,
    };
    preparedParts.set(frozenPart(saved), made);
    return made;
  }

  /** Builds a Project's state from its part of a snapshot; its live operations are returned for the queues. */
  function loadProject(
    projectKey: string,
    given: unknown,
    counters: { readonly resources: number; readonly operations: number },
  ): { state: ProjectState; records: OperationRecord[]; givenIds: readonly string[] } {
    if (!projectExists(projectKey)) throw snapshotBroken(projectKey, 'the snapshot has no such Project');
    const saved = prepare(projectKey, given);
    if (saved.lastResourceSerial > counters.resources) throw snapshotBroken(projectKey, `a resource has serial ${saved.lastResourceSerial}, past resourceSerial ${counters.resources}`);
    if (saved.lastOperationSerial > counters.operations) throw snapshotBroken(projectKey, `an operation has serial ${saved.lastOperationSerial}, past operationSerial ${counters.operations}`);
    const state = projectState(projectKey, saved.resources.copy(), saved.unique.copy());
    // A few containers hold every operation: each is looked up once, with its shelf.
    const shelves = new Map<string, Shelf>();
    const records = saved.operations.map((operation, index) => {
      const containerKey = operation.importContainerKey;
      let shelf = shelves.get(containerKey);
      if (!shelf) {
        if (!container(projectKey, containerKey)) throw snapshotBroken(projectKey, `the operation ${operation.id} is in the Import Container '${containerKey}', which the snapshot lacks`);
        shelves.set(containerKey, (shelf = shelfOf(state, containerKey)));
      }
      const record = operationRecord(projectKey, operation, saved.items[index]);
      state.byId.set(record.id, record);
      shelf.operations.push(record);
      shelf.counts[record.state] += 1;
      return record;
    });
    const recordsOf = (list: readonly string[]) =>
      new Set(
        list.map((id) => {
          const record = state.byId.get(id);
          if (!record) throw snapshotBroken(projectKey, `an operation waits under the id ${id}, which no operation has`);
          return record;
        }),
      );
    for (const { typeId, key, operations } of saved.waiting) state.waiting.set(idOf({ typeId, key }), recordsOf(operations));
    for (const { product, operations } of saved.awaitingMaster) state.awaitingMaster.set(product, recordsOf(operations));
    return { state, records, givenIds: saved.givenIds };
  }

  function exportState(): ImportsState {
    const keys = new Set([...initialResources.keys(), ...projects.keys()]);
    const parts = [...keys].filter(projectExists).map((key) => [key, exportProject(project(key))] as const);
    return { resourceSerial, operationSerial: serial, projects: Object.fromEntries(parts), declared: [] };
  }

  /** Replaces every Project's state with a snapshot's; throws what it refuses, changing nothing. */
  function restore(saved: ImportsState): void {
    const before = { projects, pending, pendingHead, expiring, expiringHead, serial, resourceSerial, takenIds };
    try {
      const counters = { resources: saved.resourceSerial, operations: saved.operationSerial };
      const loaded = Object.entries(saved.projects).map(([projectKey, part]) => [projectKey, loadProject(projectKey, part, counters)] as const);
      const records = loaded.flatMap(([, { records: list }]) => list);
      projects = new Map(loaded.map(([projectKey, { state }]) => [projectKey, state]));
      // A Project the snapshot holds nothing of has nothing, not what it had at the mock's creation.
      for (const projectKey of initialResources.keys()) {
        if (!projects.has(projectKey)) projects.set(projectKey, projectState(projectKey, createResourceTable(), createUniquenessIndex()));
      }
      // In the order they are due and expire; those created together keep their creation order.
      pending = inTimeOrder(records.filter((record) => record.state === 'processing'), (record) => record.dueMs);
      expiring = inTimeOrder(records, (record) => record.expiresMs);
      pendingHead = 0;
      expiringHead = 0;
      serial = saved.operationSerial;
      resourceSerial = saved.resourceSerial;
      // The ids declarations gave, which ids the mock makes skip: those the restored resources hold.
      takenIds = new Set(loaded.flatMap(([, { givenIds }]) => givenIds));
      // What snapshots of earlier versions kept apart of ct.addCustomer's customers, added as it adds them now.
      const earlier: ImportsState['declared'] = Object.entries(saved.earlierCustomers ?? {}).flatMap(([projectKey, { customers = [] }]) =>
        customers.map(({ id, email, password, stores }) => ({ projectKey, resource: { typeId: ADDED_CUSTOMER, id, email, password, stores } })),
      );
      for (const [index, { projectKey, resource, atMs }] of [...saved.declared, ...earlier].entries()) {
        if (!projectExists(projectKey)) throw new TypeError(`commercetools-msw: the snapshot is broken at imports.declared.${index}: it declares a ${resource.typeId} in '${projectKey}', which the snapshot lacks.`);
        const { typeId, key } = resource;
        if (Object.keys(resource).length === 2 && typeof key === 'string' && key !== '') {
          exist(project(projectKey), { typeId, key }, atMs);
          continue;
        }
        // Declared before the source's engine loaded, so never judged there: what the source would
        // have refused when its engine loaded is refused here alike, to the console.
        try {
          declare(projectKey, resource as ResourceDeclaration, atMs);
        } catch (error) {
          console.error((error as Error).message);
        }
      }
    } catch (error) {
      ({ projects, pending, pendingHead, expiring, expiringHead, serial, resourceSerial, takenIds } = before);
      throw error;
    }
  }

  function shelfOf(state: ProjectState, containerKey: string): Shelf {
    let shelf = state.shelves.get(containerKey);
    if (!shelf) {
      // Stryker disable next-line BooleanLiteral: filtering a new, empty shelf changes nothing
      shelf = { operations: [], counts: zeroCounts(), orders: new Map(), stale: false };
      state.shelves.set(containerKey, shelf);
    }
    return shelf;
  }

  function liveOperations(shelf: Shelf): readonly OperationRecord[] {
    if (shelf.stale) {
      shelf.operations = shelf.operations.filter((record) => !record.gone);
      // Stryker disable next-line BooleanLiteral: a shortcut; a later filter finds nothing gone
      shelf.stale = false;
    }
    return shelf.operations;
  }

  /** Inserts into a queue kept in order of a time; records almost always arrive in that order. */
  function enqueue(queue: OperationRecord[], head: number, record: OperationRecord, at: (record: OperationRecord) => number): void {
    let index = queue.length;
    while (index > head && at(queue[index - 1]!) > at(record)) index -= 1;
    queue.splice(index, 0, record);
  }

  function changeState(record: OperationRecord, state: ProcessingState, atMs: number, events: PendingEvent[]): void {
    const shelf = project(record.projectKey).shelves.get(record.importContainerKey);
    if (shelf) {
      shelf.counts[record.state] -= 1;
      shelf.counts[state] += 1;
      shelf.orders.clear();
    }
    record.state = state;
    // An unresolved operation is processed again when what it waits for exists, one waiting for a
    // master variant when an import brings it; no other state is left.
    if (!LIVE_STATES.has(state)) record.item = undefined;
    record.version += 1;
    record.lastModifiedAt = isoAt(atMs);
    if (state === 'rejected') events.push(importApiEvent('ImportOperationRejected', { id: record.id }, record.lastModifiedAt));
    if (state === 'unresolved' || state === 'validationFailed' || state === 'waitForMasterVariant') {
      const data = { id: record.id, version: record.version, importContainerKey: record.importContainerKey };
      events.push(importApiEvent(STATE_EVENTS[state], data, record.lastModifiedAt));
    }
  }

  /** Imports operations whose references all exist, and then whatever was waiting for what they made. */
  function importNow(first: readonly LiveRecord[], atMs: number, events: PendingEvent[]): void {
    // What an import frees is imported in creation order, also when an earlier-created operation
    // is freed by a later import of the same cascade, and when one resource frees several at once.
    const work = [...first].sort((a, b) => a.serial - b.serial);
    for (let record = work.shift(); record; record = work.shift()) {
      const { item } = record;
      const state = project(record.projectKey);
      const supply = item.suppliesMasterVariant;
      let missing = missingOf(state, item);
      // The imports waiting for this product's master variant import first, with it, where it
      // waits for nothing else (a product variant names the product they would create).
      const waiters = supply && missing.every((reference) => reference.typeId === 'product' && reference.key === supply.product) ? waitersForMaster(state, supply.product) : [];
      if (supply && waiters.length > 0) {
        // What the import breaks of its own fails it, and the product waits on for a master variant it may take.
        const refused = supplierErrors(state, item, supply, waiters[0]!, atMs);
        if (refused.length > 0) {
          record.errors = refused;
          changeState(record, 'validationFailed', atMs, events);
          continue;
        }
        work.push(...importWithMaster(state, supply, waiters, atMs, events));
        work.sort((a, b) => a.serial - b.serial);
        missing = missingOf(state, item);
      }
      if (missing.length > 0) {
        // An unresolved reference, or the product a waiting import would have created but did not.
        wait(state, record, missing, atMs, events);
        continue;
      }
      const { plan, errors } = judge(state, item, atMs);
      // What the item breaks fails it at once, even where it would otherwise wait.
      if (errors.length > 0) {
        record.errors = errors;
        changeState(record, 'validationFailed', atMs, events);
        continue;
      }
      if (plan.waits?.state === 'unresolved') {
        wait(state, record, plan.waits.references, atMs, events);
        continue;
      }
      if (plan.waits?.state === 'waitForMasterVariant') {
        awaitMaster(state, record, plan.waits.product, atMs, events);
        // What waits for the product is processed again: an import that brings it a master variant frees it.
        work.push(...resolveUnresolved(state, { typeId: 'product', key: plan.waits.product }));
        work.sort((a, b) => a.serial - b.serial);
        continue;
      }
      record.resourceVersion = apply(state, item, plan, atMs);
      record.errors = undefined;
      changeState(record, 'imported', atMs, events);
      for (const resource of item.creates) work.push(...resolveWaiting(state, resource));
      work.sort((a, b) => a.serial - b.serial);
    }
  }

  const missingOf = (state: ProjectState, item: CheckedItem) => item.references.filter((reference) => !state.resources.has(reference));

  /** Puts an operation on the lists of what it waits for, `unresolved` (an operation unresolved already stays so, unchanged). */
  function wait(state: ProjectState, record: LiveRecord, references: readonly ResourceIdentity[], atMs: number, events: PendingEvent[]): void {
    record.unresolved = [...references];
    for (const reference of references) {
      const id = idOf(reference);
      const waiters = state.waiting.get(id) ?? new Set();
      waiters.add(record);
      state.waiting.set(id, waiters);
    }
    if (record.state !== 'unresolved') changeState(record, 'unresolved', atMs, events);
  }

  /** Puts an operation on its product's list of imports waiting for a master variant. */
  function awaitMaster(state: ProjectState, record: LiveRecord, productKey: string, atMs: number, events: PendingEvent[]): void {
    const waiters = state.awaitingMaster.get(productKey) ?? new Set();
    waiters.add(record);
    state.awaitingMaster.set(productKey, waiters);
    changeState(record, 'waitForMasterVariant', atMs, events);
  }

  /** The operations still waiting for a product's master variant, in creation order. */
  function waitersForMaster(state: ProjectState, productKey: string): LiveRecord[] {
    const waiters = state.awaitingMaster.get(productKey);
    return waiters ? liveInOrder(waiters) : [];
  }

  /**
   * The errors of an import that brings a waiting product its master variant, judged against the
   * product the first waiting import would make of it, before anything is stored: a variant the
   * product type refuses, or a variant import outside a Modular Project, gives the product nothing.
   */
  function supplierErrors(state: ProjectState, item: CheckedItem, supply: MasterVariantSupply, first: LiveRecord, atMs: number): readonly ErrorObject[] {
    // A product's plan writes the product first (productPlan).
    const [product] = planOf(state, first.item, atMs, supplied(state.view, supply)).writes;
    const at = isoAt(atMs);
    // The product as it would be, seen by the supplier's rules alone; its serial is not yet given.
    // Stryker disable next-line ObjectLiteral: the supplier's rules read the product's content, never its version, serial or times
    const planned = stored({ version: 1, serial: 0, createdAt: at }, product, at);
    // Stryker disable next-line ConditionalExpression,LogicalOperator: the rules of an import that brings a master variant read no product but its own
    const view: ProjectView = { ...state.view, get: (typeId, key) => (typeId === 'product' && key === supply.product ? planned : state.view.get(typeId, key)) };
    planningAtMs = atMs;
    return item.plan(view).errors;
  }

  /**
   * Imports the operations waiting for a product's master variant, in creation order, with the
   * master variant an import brings; returns what their imports free.
   */
  function importWithMaster(state: ProjectState, supply: MasterVariantSupply, waiters: readonly LiveRecord[], atMs: number, events: PendingEvent[]): LiveRecord[] {
    state.awaitingMaster.delete(supply.product);
    const freed: LiveRecord[] = [];
    const view = supplied(state.view, supply);
    for (const record of waiters) {
      const { item } = record;
      const { plan, errors } = judge(state, item, atMs, view);
      if (errors.length > 0) {
        record.errors = errors;
        changeState(record, 'validationFailed', atMs, events);
        continue;
      }
      record.resourceVersion = apply(state, item, plan, atMs);
      changeState(record, 'imported', atMs, events);
      for (const resource of item.creates) freed.push(...resolveWaiting(state, resource));
    }
    return freed;
  }

  /** Makes a resource exist, as declared by its identity, unless it does. */
  function exist(state: ProjectState, resource: ResourceIdentity, atMs = clock.now()): void {
    if (!state.resources.has(resource)) state.resources.set(resource, declared(resource, isoAt(atMs)));
  }

  /**
   * Whether a write changes its resource: its content or its parts' ids, and for a product its
   * current data, its publishing or its variant ids. A resource the mock knows by its identity
   * alone changes in a way it cannot see, so always.
   */
  function changes(before: StoredResource | undefined, write: ContentWrite): boolean {
    if (before?.content === undefined) return true;
    if (write.content !== before.content && !dequal(write.content, before.content)) return true;
    if (!dequal(write.partIds, before.partIds)) return true;
    const { product } = write;
    if (!product) return false;
    return (
      product.published !== before.published ||
      (product.current !== before.current && !dequal(product.current, before.current)) ||
      !dequal(product.variantIds, before.variantIds)
    );
  }

  /**
   * A resource as a write leaves it: its id and creation time kept, modified now, its version
   * raised when an import (`counted`) changes it.
   */
  function written(identity: ResourceIdentity, before: StoredResource | undefined, write: ContentWrite | undefined, at: string, counted: boolean): StoredResource {
    const version = before === undefined ? 1 : counted ? before.version + 1 : before.version;
    return stored({ version, serial: before?.serial ?? nextSerial(identity), createdAt: before?.createdAt ?? at, ...(before && givenOf(before)) }, write, at);
  }

  /** An item's plan against the Project as it stands, at the time it is processed (what it adds inside a resource, a delivery, takes it as its creation time). */
  function planOf(state: ProjectState, item: CheckedItem, atMs: number, view = state.view): ImportPlan {
    planningAtMs = atMs;
    return item.plan(view);
  }

  /** An item's plan against the Project as it stands, and every error it has: the rules it breaks and the unique values another resource holds. */
  function judge(state: ProjectState, item: CheckedItem, atMs: number, view = state.view): { readonly plan: ImportPlan; readonly errors: readonly ErrorObject[] } {
    const plan = planOf(state, item, atMs, view);
    return { plan, errors: [...plan.errors, ...state.unique.conflicts(plan.claims)] };
  }

  /**
   * Applies an item's plan: what it creates exists, what it writes is stored where it changes
   * something, and its unique values are held. An import (`counted`) raises the version of each
   * resource it changes; one that changes nothing raises nothing; a declaration raises none.
   * Returns the version of the resource the import reports: its target, or the product of a
   * variant, price or variant patch (none for a patch without a target).
   */
  function apply(state: ProjectState, item: CheckedItem, plan: ImportPlan, atMs: number, counted = true): number | undefined {
    const { target } = item;
    const isTarget = (identity: ResourceIdentity) => identity.key === target.key && identity.typeId === target.typeId;
    // A patch updates its target and never creates it, even when a test forced it imported.
    if (!state.resources.has(target) && !item.creates.some(isTarget)) return undefined;
    const versioned = plan.versioned ?? target;
    const at = isoAt(atMs);
    for (const write of plan.writes) {
      const { identity } = write;
      const before = state.resources.get(identity.typeId, identity.key);
      if (changes(before, write)) state.resources.set(identity, written(identity, before, write, at, counted));
    }
    // The resource the import reports, where the mock knows it by its identity alone and the plan
    // wrote it no content (a price into such a product), changed as far as the mock can tell.
    const known = state.resources.get(versioned.typeId, versioned.key);
    if (known !== undefined && known.content === undefined) state.resources.set(versioned, written(versioned, known, undefined, at, counted));
    // What the plan did not write exists as declared (a product type's, a Type's...).
    for (const resource of item.creates) exist(state, resource, atMs);
    state.unique.assign(plan.claims);
    // A forced import of a price into a product the Project lacks reports the price's own version;
    // the target exists by now (it did, or the item creates it).
    return (state.resources.get(versioned.typeId, versioned.key) ?? state.resources.get(target.typeId, target.key))!.version;
  }

  /** Imports, now, what was waiting for resources a test declared, and records the events. */
  function importFreed(state: ProjectState, resources: readonly ResourceIdentity[], atMs: number): void {
    const events: PendingEvent[] = [];
    importNow(resources.flatMap((resource) => resolveWaiting(state, resource)), atMs, events);
    for (const event of events) log.record(event);
  }

  /**
   * Takes a newly existing resource off the lists of the operations waiting for it; returns those
   * now free. A product that came to have a master variant however it did (declared, or imported
   * from a product type that requires no variant attribute) frees what waited for one, which
   * imports into it. (Asked of any resource: a product with a master variant has no waiters left,
   * so a resource of another type sharing its key frees none.)
   */
  function resolveWaiting(state: ProjectState, resource: ResourceIdentity): LiveRecord[] {
    const free = resolveUnresolved(state, resource);
    // Most imports have nothing waiting for a master variant: no product lookup for them (bench row 14).
    const forMaster = state.awaitingMaster.get(resource.key);
    if (!forMaster || !hasMasterVariant(state.resources.get('product', resource.key))) return free;
    state.awaitingMaster.delete(resource.key);
    return [...free, ...liveInOrder(forMaster)];
  }

  /**
   * Takes the operations waiting for a resource off its list, and returns them to be processed
   * again: one that still misses something else waits for it again, unchanged, and one that brings
   * a waiting product its master variant frees that product (importNow decides both).
   */
  function resolveUnresolved(state: ProjectState, resource: ResourceIdentity): LiveRecord[] {
    const id = idOf(resource);
    const waiters = state.waiting.get(id);
    if (!waiters) return [];
    state.waiting.delete(id);
    // One freed already in this cascade, by another resource it waited for, is on its way.
    const free = [...waiters].filter((record): record is LiveRecord => isLive(record) && record.unresolved !== undefined);
    for (const record of free) record.unresolved = undefined;
    return free;
  }

  function forcedEnd(record: LiveRecord, outcome: Outcome, atMs: number, events: PendingEvent[]): void {
    const { item } = record;
    record.errors = outcome.errors;
    if (outcome.state === 'imported') {
      const state = project(record.projectKey);
      // A forced import stores what the item holds whatever rules it breaks; unique values change hands.
      record.resourceVersion = apply(state, item, planOf(state, item, atMs), atMs);
      changeState(record, 'imported', atMs, events);
      importNow(item.creates.flatMap((resource) => resolveWaiting(project(record.projectKey), resource)), atMs, events);
      return;
    }
    if (outcome.state === 'unresolved') {
      const missing = item.references.filter((reference) => !project(record.projectKey).resources.has(reference));
      record.unresolved = missing.length > 0 ? missing : undefined;
    }
    changeState(record, outcome.state, atMs, events);
  }

  function process(record: LiveRecord, events: PendingEvent[]): void {
    const atMs = record.dueMs;
    const outcome = takeOutcome(outcomes, {
      projectKey: record.projectKey,
      importContainerKey: record.importContainerKey,
      type: record.type,
      resourceKey: record.resourceKey,
    });
    if (outcome) return forcedEnd(record, outcome, atMs, events);
    importNow([record], atMs, events);
  }

  /** Takes an operation out of every view. */
  function remove(record: OperationRecord): void {
    if (record.gone) return;
    record.gone = true;
    const state = project(record.projectKey);
    state.byId.delete(record.id);
    for (const reference of record.unresolved ?? []) state.waiting.get(idOf(reference))?.delete(record);
    if (record.state === 'waitForMasterVariant' && record.item) state.awaitingMaster.get(record.item.target.key)?.delete(record);
    const shelf = state.shelves.get(record.importContainerKey);
    if (shelf) {
      shelf.counts[record.state] -= 1;
      shelf.orders.clear();
      shelf.stale = true;
    }
  }

  function expireUntil(untilMs: number): void {
    while (expiringHead < expiring.length && expiring[expiringHead]!.expiresMs < untilMs) {
      remove(expiring[expiringHead]!);
      expiringHead += 1;
    }
    // Stryker disable all: compacting the consumed head frees memory; reads start at the head either way
    if (expiringHead > 1024 && expiringHead * 2 > expiring.length) {
      expiring = expiring.slice(expiringHead);
      expiringHead = 0;
    }
  }

  // Stryker restore all: a directive counts only where it leads a statement, so not before the brace above
  function findShelf(projectKey: string, containerKey: string): Result<Shelf> {
    if (!projectExists(projectKey)) return fail(importProjectNotFound(projectKey));
    settle();
    if (!container(projectKey, containerKey)) return fail(importContainerNotFound(containerKey));
    return ok(shelfOf(project(projectKey), containerKey));
  }

  return {
    importResources(projectKey, type, containerKey, bodyText) {
      if (!projectExists(projectKey)) return fail(importProjectNotFound(projectKey));
      settle();
      const target = container(projectKey, containerKey);
      if (!target) return fail(importContainerKeyUnknown());
      if (target.resourceType !== undefined && target.resourceType !== type) {
        return fail(importContainerTypeMismatch(containerKey, target.resourceType, type));
      }
      const body = parseJson(bodyText);
      if (!body.ok) return body;
      if (nestsDeeperThan(body.value, MAX_IMPORT_NESTING)) {
        return fail(badRequest([invalidJsonInput(`The request body nests deeper than ${MAX_IMPORT_NESTING} levels.`)]));
      }
      const checked = checkImportRequest(IMPORT_RESOURCE_KINDS[type], body.value);
      if (!checked.ok) return checked;

      const state = project(projectKey);
      const shelf = shelfOf(state, containerKey);
      const nowMs = clock.now();
      const createdAt = clock.isoNow();
      const expiresMs = nowMs + OPERATION_LIFETIME_MS;
      const expiresAt = new Date(expiresMs).toISOString();
      const records = checked.value.map((item): OperationRecord => {
        serial += 1;
        return {
          id: operationId(serial),
          serial,
          projectKey,
          importContainerKey: containerKey,
          type,
          resourceKey: item.resourceKey,
          item,
          createdAt,
          dueMs: nowMs + processingMs,
          expiresMs,
          expiresAt,
          state: 'processing',
          version: 1,
          lastModifiedAt: createdAt,
          resourceVersion: undefined,
          errors: undefined,
          unresolved: undefined,
          gone: false,
        };
      });
      for (const record of records) {
        state.byId.set(record.id, record);
        // Stryker disable next-line CallExpression: a shortcut; the shelf stays marked stale and is filtered on the next read
        liveOperations(shelf);
        shelf.operations.push(record);
        shelf.counts.processing += 1;
        enqueue(pending, pendingHead, record, (queued) => queued.dueMs);
        enqueue(expiring, expiringHead, record, (queued) => queued.expiresMs);
      }
      shelf.orders.clear();
      return ok({ operationStatus: records.map(({ id }) => ({ operationId: id, state: 'processing' as const })) });
    },
    summary(projectKey, containerKey) {
      const shelf = findShelf(projectKey, containerKey);
      if (!shelf.ok) return shelf;
      const states = { ...shelf.value.counts };
      const total = PROCESSING_STATES.reduce((sum, state) => sum + states[state], 0);
      return ok({ states, total });
    },
    query(projectKey, containerKey, raw) {
      const shelf = findShelf(projectKey, containerKey);
      if (!shelf.ok) return shelf;
      const query = parseOperationQuery(raw);
      if (!query.ok) return query;
      const { orders } = shelf.value;
      let selected = orders.get(query.value.name);
      if (!selected) {
        selected = selectOperations(liveOperations(shelf.value), query.value);
        // Stryker disable next-line all: the cache's bound; an order not kept is sorted again, the same
        if (orders.size < 16) orders.set(query.value.name, selected);
      }
      const { offset, limit, debug } = query.value;
      const results = selected.slice(offset, offset + limit).map((record) => toImportOperation(record, debug));
      return ok({ limit, offset, count: results.length, total: selected.length, results });
    },
    get(projectKey, id) {
      if (!projectExists(projectKey)) return fail(importProjectNotFound(projectKey));
      // Stryker disable next-line CallExpression: the store has settled already (missing())
      settle();
      const record = projects.get(projectKey)?.byId.get(id);
      return record ? ok(toImportOperation(record, true)) : fail(importOperationNotFound(id));
    },
    declare,
    settle(pending) {
      take(pending);
      if (pending.refused) throw pending.refused;
    },
    addResource(projectKey, identity) {
      settle();
      const state = project(projectKey);
      exist(state, identity);
      importFreed(state, [identity], clock.now());
    },
    dropContainer(projectKey, containerKey) {
      const state = projects.get(projectKey);
      const shelf = state?.shelves.get(containerKey);
      if (!state || !shelf) return;
      for (const record of shelf.operations) remove(record);
      // Stryker disable next-line CallExpression: frees memory; a shelf whose operations are all gone reads as empty
      state.shelves.delete(containerKey);
    },
    takeDue(untilMs) {
      const events: PendingEvent[] = [];
      while (pendingHead < pending.length && pending[pendingHead]!.dueMs <= untilMs) {
        const record = pending[pendingHead]!;
        pendingHead += 1;
        // What expired before this operation's time is gone before it is processed.
        expireUntil(record.dueMs);
        if (isLive(record)) process(record, events);
      }
      // Stryker disable next-line all: when to compact the consumed head is a matter of memory; reads start at the head either way
      if (pendingHead > 1024 && pendingHead * 2 > pending.length) {
        pending = pending.slice(pendingHead);
        pendingHead = 0;
      }
      expireUntil(untilMs);
      return events;
    },
    markInitial() {
      initialResources = snapshot();
      initialResourceSerial = resourceSerial;
      initialTakenIds = new Set(takenIds);
      // Operations in the initial state (a mock created from a snapshot) come back only by a restore.
      initialState = [...projects.values()].some((state) => state.byId.size > 0) ? exportState() : undefined;
    },
    reset() {
      projects = new Map();
      resourceSerial = initialResourceSerial;
      takenIds = new Set(initialTakenIds);
      pending = [];
      pendingHead = 0;
      expiring = [];
      expiringHead = 0;
      serial = 0;
      // The state the mock was created with holds operations, which only a restore makes again.
      if (initialState) restore(initialState);
    },
    exportState,
    restore,
    reader(projectKey) {
      const { resources, unique } = project(projectKey);
      return { resources, unique };
    },
    resetProjects(projectKeys) {
      for (const key of projectKeys) {
        // Their records stay in the due and expiry queues, marked gone, which both skip; ids keep
        // counting, so that no id names two operations.
        for (const record of projects.get(key)?.byId.values() ?? []) record.gone = true;
        projects.delete(key);
        // Ids go on counting past what the Project had at creation, as after any reset of it: a
        // restore may have set the counters back.
        resourceSerial = Math.max(resourceSerial, initialState?.resourceSerial ?? initialResourceSerial);
        serial = Math.max(serial, initialState?.operationSerial ?? 0);
        // The state the mock was created with holds operations, which only a restore makes again.
        const initial = initialState;
        const saved = initial?.projects[key];
        if (!initial || !saved) continue;
        const { state, records } = loadProject(key, saved, { resources: initial.resourceSerial, operations: initial.operationSerial });
        projects.set(key, state);
        for (const record of records) {
          if (record.state === 'processing') enqueue(pending, pendingHead, record, (queued) => queued.dueMs);
          enqueue(expiring, expiringHead, record, (queued) => queued.expiresMs);
        }
      }
    },
  };
}

