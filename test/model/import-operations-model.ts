// An independent reference model of import requests, import operations and summaries, written
// from the behaviour spec (../shared/spec/README.md) and docs/imports.md
// and issue 12. It shares no code with src/: it keeps every operation as a plain record, works out
// what is due on the clock event by event, and answers each request the simplest way (filters and
// sorts over arrays), so that it can disagree with the mock's queues, counters and indexes.
//
// What the documents leave open, the model decides here and says so:
// - The container is checked before the body (a missing or mistyped container wins over bad items),
//   as the Import Containers model does for updates ("the resource answers before its body").
// - A resource a test declares exists at version 1, so a later import of its key has
//   `resourceVersion` 2 (the key is not new; the mock knows nothing of its content).
// - An import raises its target's version only where it changes what the resource holds (issue
//   30: "an import that changes nothing raises nothing"); the model compares the items' JSON with
//   their keys sorted, as the items carry nothing the schema drops.
// - A product's SKUs are those of its latest import (a re-import replaces its variants), so a SKU
//   the product no longer has is free for another product; a product draft without a master
//   variant keeps the product's, and its SKU (issue 30: the platform has no product without one).
// - What a new resource frees is imported in creation order, the order the spec gives processing.
// - A forced `unresolved` shows the references missing when it was processed, and stays so; a
//   forced `imported` counts as an import (resource versions, SKUs, what it frees) whatever it references.
// - Processing rules modelled here (issue 22): a SKU another product holds (DuplicateField sku), and
//   a category parent whose own parents lead back to the category (InvalidField parent). Slugs are
//   the keys in the generated items, so they never clash; products carry no attributes.
// - An event's `version` is the operation's version after the change it reports.
// - An outcome applies to operations processed after it was injected: an operation whose time the
//   clock reached before the injection was processed then ("when the clock reaches it").
// - `unresolvedReferences` order is not specified; the test compares them as sets.

export const MODEL_PROCESSING_STATES = [
  'processing',
  'validationFailed',
  'unresolved',
  'waitForMasterVariant',
  'imported',
  'rejected',
  'canceled',
  'partiallyImported',
] as const;
export type ModelState = (typeof MODEL_PROCESSING_STATES)[number];
export type ForcedModelState = Exclude<ModelState, 'processing'>;

/** The three request types this model drives, by path segment. */
export const MODEL_SEGMENTS = { categories: 'category', 'product-types': 'product-type', 'product-drafts': 'product-draft' } as const;
export type ModelSegment = keyof typeof MODEL_SEGMENTS;
export type ModelImportType = (typeof MODEL_SEGMENTS)[ModelSegment];

const HOUR = 3_600_000;
export const MODEL_OPERATION_LIFETIME_MS = 48 * HOUR;
export const MODEL_CONTAINER_DEFAULT_TTL_MS = 72 * HOUR;
const TTL_UNITS: Record<string, number> = { m: 60_000, h: HOUR, d: 24 * HOUR };
const ISSUE_MESSAGE = 'Complete request got rejected. Import request has some invalid fields';
/** Marks an error message the model does not fix: any non-empty string. */
export const ANY_MESSAGE = '<any message>';

export interface Ref {
  typeId: string;
  key: string;
}
const refId = ({ typeId, key }: Ref) => `${typeId}\u0000${key}`;
const iso = (ms: number) => new Date(ms).toISOString();
/** A value as JSON with every object's keys sorted, so that equal values give equal text. */
const sortedJson = (value: unknown): string =>
  JSON.stringify(value, (_key, field: unknown) =>
    field !== null && typeof field === 'object' && !Array.isArray(field) ? Object.fromEntries(Object.entries(field).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : field,
  );
type JsonRecord = Record<string, unknown>;
const isRecord = (value: unknown): value is JsonRecord => typeof value === 'object' && value !== null && !Array.isArray(value);

interface ModelContainer {
  projectKey: string;
  key: string;
  resourceType?: string;
  timeToLive?: string;
  createdMs: number;
  expiresMs: number;
}

export interface ModelError {
  code: string;
  message: string;
  [field: string]: unknown;
}

interface ModelOperation {
  id: string;
  serial: number;
  projectKey: string;
  containerKey: string;
  type: ModelImportType;
  resourceKey: string;
  target: Ref;
  /** What must exist before it imports (not what it makes itself). */
  references: Ref[];
  /** What importing it makes exist: its target first. */
  creates: Ref[];
  skus: string[];
  /** The item as JSON with sorted keys: what the resource holds after the import. */
  content: string;
  /** A category's parent key. */
  parent?: string;
  createdMs: number;
  dueMs: number;
  expiresMs: number;
  state: ModelState;
  version: number;
  lastModifiedMs: number;
  resourceVersion?: number;
  errors?: ModelError[];
  /** A forced unresolved operation's references, fixed when it was processed. */
  forcedUnresolved?: Ref[];
  forced: boolean;
}

interface ModelOutcome {
  filter: { projectKey?: string; importContainerKey?: string; type?: string; resourceKey?: string };
  state: ForcedModelState;
  errors?: ModelError[];
  remaining: number;
  hits: number;
}

interface ProjectResources {
  /** Resource versions by `typeId\0key`. */
  versions: Map<string, number>;
  /** What an import last left each resource holding, by `typeId\0key` (none for a declared one). */
  contents: Map<string, string>;
  /** The product holding each SKU. */
  skuOwner: Map<string, string>;
  /** Each imported category's parent key, as its latest import gave it. */
  parents: Map<string, string | undefined>;
}

export interface ModelEvent {
  type: string;
  data: unknown;
  createdAt: string;
}

export type Expected =
  | { kind: 'success'; status: number; body: unknown }
  | { kind: 'failure'; status: number; codes: string[]; first?: Record<string, unknown>; message?: string; messageIncludes?: string }
  /** An accepted import request: 201 with `count` processing statuses, ids chosen by the mock. */
  | { kind: 'created'; status: 201; count: number }
  /** A rejected import request: 400 with exactly these InvalidField errors (compared as a multiset). */
  | { kind: 'rejected'; status: 400; fields: { field: string; resourceIndex?: number }[] };

const failure = (status: number, code: string, extra: { message?: string; messageIncludes?: string; first?: Record<string, unknown> } = {}): Expected => ({
  kind: 'failure',
  status,
  codes: [code],
  ...extra,
});
const containerNotFound = (key: string) => failure(404, 'ResourceNotFound', { message: `Import container ${key} does not exist` });

/** What a test asks a query for: raw parameter values, `undefined` leaves one out. */
export interface ModelOperationQuery {
  limit?: string;
  offset?: string;
  state?: string;
  resourceKey?: string;
  debug?: string;
  sort: string[];
}

const SORT_FIELDS = ['createdAt', 'lastModifiedAt', 'resourceKey', 'state', 'version', 'expiresAt'] as const;
type SortField = (typeof SORT_FIELDS)[number];

export interface ModelOptions {
  processingMs: number;
  projects: readonly string[];
  /** Resources declared in the mock's options, by Project. */
  resources: Record<string, Ref[]>;
}

export class ImportOperationsModel {
  private now: number;
  private readonly processingMs: number;
  private readonly containers = new Map<string, ModelContainer>();
  /** Live operations, in creation order. */
  private operations: ModelOperation[] = [];
  private readonly resources = new Map<string, ProjectResources>();
  private readonly outcomes: ModelOutcome[] = [];
  private readonly log: ModelEvent[] = [];
  private readonly seenIds = new Set<string>();
  private serial = 0;
  private pending: Omit<ModelOperation, 'id' | 'serial'>[] | undefined;

  constructor(startMs: number, private readonly options: ModelOptions) {
    this.now = startMs;
    this.processingMs = options.processingMs;
    for (const projectKey of options.projects) this.resources.set(projectKey, { versions: new Map(), contents: new Map(), skuOwner: new Map(), parents: new Map() });
    for (const [projectKey, refs] of Object.entries(options.resources)) {
      for (const ref of refs) this.declare(projectKey, ref);
    }
  }

  // -------------------------------------------------------------------------------------------
  // Time

  advance(ms: number): void {
    this.settleTo(this.now + ms);
  }

  /**
   * Everything due up to `target`, one event at a time in time order: operations whose processing
   * time is reached (in creation order), then at the same instant nothing else; containers and
   * operations go once the clock passes their expiresAt (strictly), after what is due at that instant.
   */
  private settleTo(target: number): void {
    for (;;) {
      let next: { at: number; rank: number; serial: number; run: () => void } | undefined;
      const offer = (at: number, rank: number, serial: number, run: () => void) => {
        if (!next || at < next.at || (at === next.at && (rank < next.rank || (rank === next.rank && serial < next.serial)))) next = { at, rank, serial, run };
      };
      for (const operation of this.operations) {
        if (operation.state === 'processing' && operation.dueMs <= target) offer(operation.dueMs, 0, operation.serial, () => this.process(operation));
        if (operation.expiresMs < target) offer(operation.expiresMs, 1, operation.serial, () => this.dropOperations((other) => other === operation));
      }
      for (const container of this.containers.values()) {
        if (container.expiresMs < target) {
          offer(container.expiresMs, 1, -1, () => {
            this.removeContainer(container);
            this.log.push({ type: 'ImportContainerDeleted', data: { version: 1, key: container.key }, createdAt: iso(container.expiresMs) });
          });
        }
      }
      if (!next) break;
      // While an event runs, the clock stands at its time.
      this.now = Math.max(this.now, next.at);
      next.run();
    }
    this.now = target;
  }

  private dropOperations(gone: (operation: ModelOperation) => boolean): void {
    this.operations = this.operations.filter((operation) => !gone(operation));
  }

  private removeContainer(container: ModelContainer): void {
    this.containers.delete(`${container.projectKey}/${container.key}`);
    this.dropOperations((operation) => operation.projectKey === container.projectKey && operation.containerKey === container.key);
  }

  // -------------------------------------------------------------------------------------------
  // Resources and processing

  private project(projectKey: string): ProjectResources {
    const found = this.resources.get(projectKey);
    if (!found) throw new Error(`The model knows no Project ${projectKey}.`);
    return found;
  }

  private exists(projectKey: string, ref: Ref): boolean {
    return this.project(projectKey).versions.has(refId(ref));
  }

  private declare(projectKey: string, ref: Ref): void {
    const { versions } = this.project(projectKey);
    if (!versions.has(refId(ref))) versions.set(refId(ref), 1);
  }

  private missing(operation: ModelOperation): Ref[] {
    return operation.references.filter((ref) => !this.exists(operation.projectKey, ref));
  }

  private changeState(operation: ModelOperation, state: ModelState, at: number): void {
    operation.state = state;
    operation.version += 1;
    operation.lastModifiedMs = at;
    const data = { id: operation.id, version: operation.version, importContainerKey: operation.containerKey };
    const createdAt = iso(at);
    if (state === 'unresolved') this.log.push({ type: 'ImportUnresolved', data, createdAt });
    if (state === 'validationFailed') this.log.push({ type: 'ImportValidationFailed', data, createdAt });
    if (state === 'waitForMasterVariant') this.log.push({ type: 'ImportWaitForMasterVariant', data, createdAt });
    if (state === 'rejected') this.log.push({ type: 'ImportOperationRejected', data: { id: operation.id }, createdAt });
  }

  /** Makes what an operation imports exist; its target's version rises by one where the import changes it. */
  private makeResources(operation: ModelOperation): number {
    const { versions, contents, skuOwner } = this.project(operation.projectKey);
    const [target, ...others] = operation.creates;
    if (!target) throw new Error('An operation that creates nothing.');
    const before = versions.get(refId(target));
    const { content, skus } = this.importedContent(operation, contents.get(refId(target)));
    const unchanged = before !== undefined && contents.get(refId(target)) === content;
    const version = unchanged ? before : (before ?? 0) + 1;
    versions.set(refId(target), version);
    contents.set(refId(target), content);
    for (const ref of others) if (!versions.has(refId(ref))) versions.set(refId(ref), 1);
    if (operation.type === 'category') this.project(operation.projectKey).parents.set(operation.resourceKey, operation.parent);
    if (operation.type === 'product-draft') {
      for (const [sku, owner] of skuOwner) if (owner === operation.resourceKey) skuOwner.delete(sku);
      for (const sku of skus) skuOwner.set(sku, operation.resourceKey);
    }
    return version;
  }

  /** What an import leaves its target holding: a product draft without a master variant keeps the product's, with its SKU. */
  private importedContent(operation: ModelOperation, previous: string | undefined): { content: string; skus: readonly string[] } {
    if (operation.type !== 'product-draft' || previous === undefined) return { content: operation.content, skus: operation.skus };
    const item = JSON.parse(operation.content) as JsonRecord;
    const kept = (JSON.parse(previous) as JsonRecord).masterVariant;
    if (isRecord(item.masterVariant) || !isRecord(kept)) return { content: operation.content, skus: operation.skus };
    const keptSkus = typeof kept.sku === 'string' ? [kept.sku] : [];
    return { content: sortedJson({ ...item, masterVariant: kept }), skus: [...keptSkus, ...operation.skus] };
  }

  /** Imports an operation whose references exist, unless it breaks a processing rule the model knows. */
  private importOne(operation: ModelOperation, at: number): void {
    const { skuOwner, contents } = this.project(operation.projectKey);
    // Every SKU another product holds is an error of its own, the kept master variant's included
    // (a forced import may have taken it over while the product kept it).
    const [target] = operation.creates;
    const { skus } = target ? this.importedContent(operation, contents.get(refId(target))) : operation;
    const taken = skus.filter((sku) => {
      const owner = skuOwner.get(sku);
      return owner !== undefined && owner !== operation.resourceKey;
    });
    if (taken.length > 0) {
      operation.errors = taken.map((sku) => ({ code: 'DuplicateField', message: ANY_MESSAGE, field: 'sku', duplicateValue: sku }));
      this.changeState(operation, 'validationFailed', at);
      return;
    }
    if (operation.type === 'category' && this.makesCycle(operation)) {
      operation.errors = [{ code: 'InvalidField', message: ANY_MESSAGE, field: 'parent', invalidValue: { typeId: 'category', key: operation.parent } }];
      this.changeState(operation, 'validationFailed', at);
      return;
    }
    operation.resourceVersion = this.makeResources(operation);
    this.changeState(operation, 'imported', at);
  }

  /** Whether a category's parent, or a parent of that, is the category itself. */
  private makesCycle(operation: ModelOperation): boolean {
    const { parents } = this.project(operation.projectKey);
    const seen: string[] = [];
    for (let at = operation.parent; at !== undefined && !seen.includes(at); at = parents.get(at)) {
      if (at === operation.resourceKey) return true;
      seen.push(at);
    }
    return false;
  }

  /** Imports, in creation order, every waiting operation whose references now all exist. */
  private resolveWaiting(at: number): void {
    for (;;) {
      const free = this.operations.find((operation) => operation.state === 'unresolved' && !operation.forced && this.missing(operation).length === 0);
      if (!free) return;
      this.importOne(free, at);
    }
  }

  private takeOutcome(operation: ModelOperation): ModelOutcome | undefined {
    const outcome = this.outcomes.find(
      ({ filter, remaining }) =>
        remaining > 0 &&
        (filter.projectKey === undefined || filter.projectKey === operation.projectKey) &&
        (filter.importContainerKey === undefined || filter.importContainerKey === operation.containerKey) &&
        (filter.type === undefined || filter.type === operation.type) &&
        (filter.resourceKey === undefined || filter.resourceKey === operation.resourceKey),
    );
    if (outcome) {
      outcome.hits += 1;
      outcome.remaining -= 1;
    }
    return outcome;
  }

  private process(operation: ModelOperation): void {
    const at = operation.dueMs;
    const outcome = this.takeOutcome(operation);
    if (outcome) {
      operation.forced = true;
      if (outcome.errors) operation.errors = outcome.errors.map((error) => ({ ...error }));
      if (outcome.state === 'imported') {
        operation.resourceVersion = this.makeResources(operation);
        this.changeState(operation, 'imported', at);
        this.resolveWaiting(at);
        return;
      }
      if (outcome.state === 'unresolved') {
        const missing = this.missing(operation);
        if (missing.length > 0) operation.forcedUnresolved = missing;
      }
      this.changeState(operation, outcome.state, at);
      return;
    }
    if (this.missing(operation).length > 0) {
      this.changeState(operation, 'unresolved', at);
      return;
    }
    this.importOne(operation, at);
    this.resolveWaiting(at);
  }

  // -------------------------------------------------------------------------------------------
  // Controls

  addResource(projectKey: string, ref: Ref): void {
    this.settleTo(this.now);
    this.declare(projectKey, ref);
    this.resolveWaiting(this.now);
  }

  /** Returns the outcome's index, for `outcome()` and `removeOutcome()`. */
  injectOutcome(options: { state: ForcedModelState; errors?: ModelError[]; times: number } & ModelOutcome['filter']): number {
    this.settleTo(this.now);
    const { state, errors, times, ...filter } = options;
    this.outcomes.push({ filter, state, ...(errors ? { errors } : {}), remaining: times, hits: 0 });
    return this.outcomes.length - 1;
  }

  removeOutcome(index: number): void {
    this.settleTo(this.now);
    const outcome = this.outcomes[index];
    if (outcome) outcome.remaining = 0;
  }

  outcome(index: number): { remaining: number; hits: number } {
    const outcome = this.outcomes[index];
    if (!outcome) throw new Error(`No outcome ${index} in the model.`);
    return { remaining: outcome.remaining, hits: outcome.hits };
  }

  // -------------------------------------------------------------------------------------------
  // Containers

  private containerJson(container: ModelContainer): JsonRecord {
    return {
      key: container.key,
      ...(container.resourceType === undefined ? {} : { resourceType: container.resourceType }),
      version: 1,
      ...(container.timeToLive === undefined ? {} : { retentionPolicy: { strategy: 'ttl', config: { timeToLive: container.timeToLive } } }),
      createdAt: iso(container.createdMs),
      lastModifiedAt: iso(container.createdMs),
      expiresAt: iso(container.expiresMs),
    };
  }

  /** Creates a container from valid fields (the Import Containers model covers invalid drafts). */
  createContainer(projectKey: string, key: string, resourceType: string | undefined, timeToLive: string | undefined): Expected {
    this.settleTo(this.now);
    if (this.containers.has(`${projectKey}/${key}`)) return failure(400, 'DuplicateField', { first: { code: 'DuplicateField', field: 'key', duplicateValue: key } });
    let ttlMs = MODEL_CONTAINER_DEFAULT_TTL_MS;
    if (timeToLive !== undefined) {
      const match = /^(\d+)([mhd])$/.exec(timeToLive);
      if (!match) throw new Error(`The model takes valid times to live only, not ${timeToLive}.`);
      ttlMs = Number(match[1]) * (TTL_UNITS[match[2] ?? 'h'] ?? HOUR);
    }
    const container: ModelContainer = {
      projectKey,
      key,
      ...(resourceType === undefined ? {} : { resourceType }),
      ...(timeToLive === undefined ? {} : { timeToLive }),
      createdMs: this.now,
      expiresMs: this.now + ttlMs,
    };
    this.containers.set(`${projectKey}/${key}`, container);
    const body = this.containerJson(container);
    this.log.push({ type: 'ImportContainerCreated', data: body, createdAt: iso(this.now) });
    return { kind: 'success', status: 201, body };
  }

  deleteContainer(projectKey: string, key: string): Expected {
    this.settleTo(this.now);
    const container = this.containers.get(`${projectKey}/${key}`);
    if (!container) return containerNotFound(key);
    this.removeContainer(container);
    this.log.push({ type: 'ImportContainerDeleted', data: { version: 1, key }, createdAt: iso(this.now) });
    return { kind: 'success', status: 200, body: this.containerJson(container) };
  }

  // -------------------------------------------------------------------------------------------
  // Import requests

  /**
   * Answers `POST {import}/{projectKey}/{segment}/import-containers/{containerKey}`. When the
   * request is accepted, `accept(ids)` must follow with the ids the mock chose, in order.
   */
  importRequest(projectKey: string, segment: ModelSegment, containerKey: string, bodyText: string): Expected {
    this.settleTo(this.now);
    this.pending = undefined;
    const type = MODEL_SEGMENTS[segment];
    const container = this.containers.get(`${projectKey}/${containerKey}`);
    if (!container) return failure(400, 'InvalidInput', { message: 'Import container key in uri does not exist' });
    if (container.resourceType !== undefined && container.resourceType !== type) {
      return { kind: 'failure', status: 400, codes: ['InvalidInput'], messageIncludes: container.resourceType };
    }
    let body: unknown;
    try {
      body = JSON.parse(bodyText);
    } catch {
      return failure(400, 'InvalidJsonInput');
    }
    const fields: { field: string; resourceIndex?: number }[] = [];
    const request = isRecord(body) ? body : {};
    if (request.type !== type) fields.push({ field: 'type' });
    const items = request.resources;
    const parsed: Omit<ModelOperation, 'id' | 'serial'>[] = [];
    if (!Array.isArray(items) || items.length < 1 || items.length > 20) fields.push({ field: 'resources' });
    else {
      items.forEach((item: unknown, index) => {
        const problems = itemProblems(type, item);
        if (problems.length > 0) fields.push(...problems.map((field) => ({ field: field === '' ? `resources.${index}` : `resources.${index}.${field}`, resourceIndex: index })));
        else parsed.push(this.operationOf(projectKey, containerKey, type, item as JsonRecord));
      });
    }
    if (fields.length > 0) return { kind: 'rejected', status: 400, fields };
    this.pending = parsed;
    return { kind: 'created', status: 201, count: parsed.length };
  }

  /** Records the operations of the accepted request, with the ids the mock gave them. */
  accept(ids: readonly string[]): void {
    const pending = this.pending;
    this.pending = undefined;
    if (!pending || pending.length !== ids.length) throw new Error('accept() needs the ids of the request the model accepted last.');
    for (const [index, draft] of pending.entries()) {
      const id = ids[index] ?? '';
      if (this.seenIds.has(id)) throw new Error(`The mock gave the operation id ${id} twice.`);
      this.seenIds.add(id);
      this.serial += 1;
      this.operations.push({ ...draft, id, serial: this.serial });
    }
    // Operations due at once (importProcessingMs 0) are processed now.
    this.settleTo(this.now);
  }

  private operationOf(projectKey: string, containerKey: string, type: ModelImportType, item: JsonRecord): Omit<ModelOperation, 'id' | 'serial'> {
    const key = String(item.key);
    const references: Ref[] = [];
    const refer = (value: unknown) => {
      if (isRecord(value) && typeof value.typeId === 'string' && typeof value.key === 'string') {
        const ref = { typeId: value.typeId, key: value.key };
        if (!references.some((known) => refId(known) === refId(ref))) references.push(ref);
      }
    };
    let creates: Ref[];
    let skus: string[] = [];
    let parent: string | undefined;
    switch (type) {
      case 'category':
        refer(item.parent);
        creates = [{ typeId: 'category', key }];
        if (isRecord(item.parent) && typeof item.parent.key === 'string') parent = item.parent.key;
        break;
      case 'product-type':
        creates = [{ typeId: 'product-type', key }];
        break;
      case 'product-draft': {
        refer(item.productType);
        if (Array.isArray(item.categories)) item.categories.forEach(refer);
        refer(item.taxCategory);
        const variants = [item.masterVariant, ...(Array.isArray(item.variants) ? item.variants : [])].filter(isRecord);
        creates = [{ typeId: 'product', key }, ...variants.map((variant) => ({ typeId: 'product-variant', key: String(variant.key) }))];
        skus = variants.flatMap((variant) => (typeof variant.sku === 'string' ? [variant.sku] : []));
        break;
      }
    }
    const [target] = creates;
    if (!target) throw new Error('unreachable');
    return {
      projectKey,
      containerKey,
      type,
      resourceKey: key,
      target,
      references: references.filter((ref) => !creates.some((made) => refId(made) === refId(ref))),
      creates,
      skus,
      content: sortedJson(item),
      ...(parent === undefined ? {} : { parent }),
      createdMs: this.now,
      dueMs: this.now + this.processingMs,
      expiresMs: this.now + MODEL_OPERATION_LIFETIME_MS,
      state: 'processing',
      version: 1,
      lastModifiedMs: this.now,
      forced: false,
    };
  }

  // -------------------------------------------------------------------------------------------
  // Reads

  private operationJson(operation: ModelOperation, withReferences: boolean): JsonRecord {
    let unresolved: Ref[] | undefined;
    if (operation.state === 'unresolved') unresolved = operation.forced ? operation.forcedUnresolved : this.missing(operation);
    return {
      version: operation.version,
      importContainerKey: operation.containerKey,
      resourceKey: operation.resourceKey,
      id: operation.id,
      state: operation.state,
      ...(operation.resourceVersion === undefined ? {} : { resourceVersion: operation.resourceVersion }),
      ...(operation.errors === undefined ? {} : { errors: operation.errors.map((error) => ({ ...error })) }),
      ...(withReferences && unresolved !== undefined && unresolved.length > 0 ? { unresolvedReferences: unresolved.map((ref) => ({ ...ref })) } : {}),
      createdAt: iso(operation.createdMs),
      lastModifiedAt: iso(operation.lastModifiedMs),
      expiresAt: iso(operation.expiresMs),
    };
  }

  private operationsOf(projectKey: string, containerKey: string): ModelOperation[] {
    return this.operations.filter((operation) => operation.projectKey === projectKey && operation.containerKey === containerKey);
  }

  summary(projectKey: string, containerKey: string): Expected {
    this.settleTo(this.now);
    if (!this.containers.has(`${projectKey}/${containerKey}`)) return containerNotFound(containerKey);
    const states = Object.fromEntries(MODEL_PROCESSING_STATES.map((state) => [state, 0])) as Record<ModelState, number>;
    const operations = this.operationsOf(projectKey, containerKey);
    for (const operation of operations) states[operation.state] += 1;
    return { kind: 'success', status: 200, body: { states, total: operations.length } };
  }

  query(projectKey: string, containerKey: string, query: ModelOperationQuery): Expected {
    this.settleTo(this.now);
    if (!this.containers.has(`${projectKey}/${containerKey}`)) return containerNotFound(containerKey);
    let bad = false;
    const bound = (raw: string | undefined, fallback: number, max: number) => {
      if (raw === undefined) return fallback;
      if (/^\d+$/.test(raw) && Number(raw) <= max) return Number(raw);
      bad = true;
      return fallback;
    };
    const limit = bound(query.limit, 20, 500);
    const offset = bound(query.offset, 0, 10_000);
    if (query.state !== undefined && !MODEL_PROCESSING_STATES.some((state) => state === query.state)) bad = true;
    if (query.debug !== undefined && query.debug !== 'true' && query.debug !== 'false') bad = true;
    const sorts: { field: SortField; sign: number }[] = [];
    for (const text of query.sort) {
      const match = /^(\w+) (asc|desc)$/.exec(text);
      const field = SORT_FIELDS.find((candidate) => candidate === match?.[1]);
      if (!match || !field) bad = true;
      else sorts.push({ field, sign: match[2] === 'asc' ? 1 : -1 });
    }
    if (bad) return failure(400, 'InvalidInput');
    const selected = this.operationsOf(projectKey, containerKey).filter(
      (operation) => (query.state === undefined || operation.state === query.state) && (query.resourceKey === undefined || operation.resourceKey === query.resourceKey),
    );
    const value = (operation: ModelOperation, field: SortField): string | number => {
      switch (field) {
        case 'createdAt':
          return operation.createdMs;
        case 'lastModifiedAt':
          return operation.lastModifiedMs;
        case 'expiresAt':
          return operation.expiresMs;
        case 'version':
          return operation.version;
        case 'resourceKey':
          return operation.resourceKey;
        case 'state':
          return operation.state;
      }
    };
    selected.sort((a, b) => {
      for (const { field, sign } of sorts) {
        const x = value(a, field);
        const y = value(b, field);
        if (x !== y) return sign * (x < y ? -1 : 1);
      }
      return a.serial - b.serial;
    });
    const debug = query.debug === 'true';
    const results = selected.slice(offset, offset + limit).map((operation) => this.operationJson(operation, debug));
    return { kind: 'success', status: 200, body: { limit, offset, count: results.length, total: selected.length, results } };
  }

  getOperation(projectKey: string, id: string): Expected {
    this.settleTo(this.now);
    const operation = this.operations.find((candidate) => candidate.id === id && candidate.projectKey === projectKey);
    return operation ? { kind: 'success', status: 200, body: this.operationJson(operation, true) } : failure(404, 'ResourceNotFound');
  }

  /** Every id the mock has given, live or gone, in creation order. */
  ids(): string[] {
    return [...this.seenIds];
  }

  events(): ModelEvent[] {
    this.settleTo(this.now);
    return this.log.map((event) => ({ ...event }));
  }
}

// ---------------------------------------------------------------------------------------------
// Item schemas: the few fields the generators write, checked the way the spec describes
// (required fields, field types, reference typeIds). Each problem is a field path below the item.

const isLocalized = (value: unknown) => isRecord(value) && Object.values(value).every((text) => typeof text === 'string');

function referenceProblems(field: string, value: unknown, typeId: string): string[] {
  if (!isRecord(value)) return [field];
  const problems: string[] = [];
  if (value.typeId !== typeId) problems.push(`${field}.typeId`);
  if (typeof value.key !== 'string') problems.push(`${field}.key`);
  return problems;
}

/** An item's problems as field paths below it; `''` names the item itself (not an object). */
function itemProblems(type: ModelImportType, item: unknown): string[] {
  if (!isRecord(item)) return [''];
  const problems: string[] = [];
  const required = (field: string, ok: (value: unknown) => boolean) => {
    if (!ok(item[field])) problems.push(field);
  };
  const optional = (field: string, check: (value: unknown) => string[]) => {
    if (item[field] !== undefined) problems.push(...check(item[field]));
  };
  required('key', (value) => typeof value === 'string');
  switch (type) {
    case 'category':
      required('name', isLocalized);
      required('slug', isLocalized);
      optional('parent', (value) => referenceProblems('parent', value, 'category'));
      break;
    case 'product-type':
      required('name', (value) => typeof value === 'string');
      required('description', (value) => typeof value === 'string');
      break;
    case 'product-draft': {
      required('name', isLocalized);
      required('slug', isLocalized);
      problems.push(...referenceProblems('productType', item.productType, 'product-type'));
      optional('categories', (value) =>
        Array.isArray(value) ? value.flatMap((ref, index) => referenceProblems(`categories.${index}`, ref, 'category')) : ['categories'],
      );
      optional('taxCategory', (value) => referenceProblems('taxCategory', value, 'tax-category'));
      break;
    }
  }
  return problems;
}
