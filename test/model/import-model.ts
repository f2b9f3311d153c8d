// An independent reference model of the Import API's Import Containers, written from the behaviour
// spec (../shared/spec/README.md) and docs/behaviour.md ("Import Containers", "Errors and HEAD"). It
// shares no code with src/. Containers live in a Map, so keys such as `__proto__`, `constructor`
// and `toString` are ordinary keys here, as docs/behaviour.md promises they are in the mock.
//
// Where the documents leave the order of two checks open, the model picks the one the Project
// API documents ("shape, then version, then rules") and says so below.

export const MODEL_RESOURCE_TYPES: readonly string[] = [
  'business-unit',
  'category',
  'customer',
  'discount-code',
  'inventory',
  'order',
  'order-patch',
  'price',
  'product',
  'product-draft',
  'product-selection',
  'product-tailoring',
  'product-type',
  'product-variant',
  'product-variant-patch',
  'standalone-price',
  'type',
  'variant',
];

export const MODEL_CONTAINER_LIMIT = 1000;
const KEY_PATTERN = /^[a-zA-Z0-9_-]+$/;
const TTL_PATTERN = /^(\d+)(d|h|m)$/;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const DEFAULT_TTL_MS = 72 * HOUR;
const SORT_FIELDS = ['key', 'createdAt', 'lastModifiedAt', 'version', 'resourceType'] as const;
type SortField = (typeof SORT_FIELDS)[number];

export interface ModelContainer {
  key: string;
  resourceType?: string;
  version: number;
  retentionPolicy?: { strategy: 'ttl'; config: { timeToLive: string } };
  createdAt: string;
  lastModifiedAt: string;
  expiresAt: string;
}

export interface ModelEvent {
  type: 'ImportContainerCreated' | 'ImportContainerDeleted';
  data: unknown;
  createdAt: string;
}

/** A container a test seeds with `ct.addImportContainer`, with the stamps it may fix. */
export interface ContainerSeedSpec {
  key: string;
  resourceType?: string;
  timeToLive?: string;
  version?: number;
  createdAt?: string;
  lastModifiedAt?: string;
}

export interface ExpectSuccess {
  kind: 'success';
  status: number;
  body: unknown;
}
export interface ExpectFailure {
  kind: 'failure';
  status: number;
  /** The distinct error codes, sorted. */
  codes: string[];
  /** Fields `errors[0]` must hold exactly. */
  first?: Record<string, unknown>;
  /** The exact top-level message, where the spec fixes it. */
  message?: string;
  /** Text the top-level message must contain. */
  messageIncludes?: string;
}
export type Expected = ExpectSuccess | ExpectFailure;

const failure = (status: number, codes: string[], extra: Pick<ExpectFailure, 'first' | 'message' | 'messageIncludes'> = {}): ExpectFailure => ({
  kind: 'failure',
  status,
  codes: [...new Set(codes)].sort(),
  ...extra,
});
const INVALID_JSON = (): ExpectFailure => failure(400, ['InvalidJsonInput'], { message: 'Request body does not contain valid JSON.' });
const CONTAINER_NOT_FOUND = (key: string): ExpectFailure => failure(404, ['ResourceNotFound'], { message: `Import container ${key} does not exist` });

type JsonRecord = Record<string, unknown>;
const isRecord = (value: unknown): value is JsonRecord => typeof value === 'object' && value !== null && !Array.isArray(value);
const own = (record: JsonRecord, key: string): unknown => (Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined);
const isMissing = (value: unknown) => value === undefined || value === null;
const iso = (ms: number) => new Date(ms).toISOString();
const copy = (container: ModelContainer): ModelContainer =>
  container.retentionPolicy
    ? { ...container, retentionPolicy: { strategy: 'ttl', config: { timeToLive: container.retentionPolicy.config.timeToLive } } }
    : { ...container };

/** A time to live in ms, or undefined when it is malformed or outside 1h–30d. */
export function modelTimeToLive(text: string): number | undefined {
  const match = TTL_PATTERN.exec(text);
  if (!match) return undefined;
  const unit = match[2] === 'd' ? DAY : match[2] === 'h' ? HOUR : MINUTE;
  const ms = Number(match[1]) * unit;
  return ms >= HOUR && ms <= 30 * DAY ? ms : undefined;
}

class ShapeError extends Error {}
const shapeFail = (): never => {
  throw new ShapeError();
};

/** What a query sends: raw parameter strings, as they arrive; `undefined` leaves one out. */
export interface ModelQuery {
  limit?: string;
  offset?: string;
  sort: string[];
}

function compareField(field: SortField, a: ModelContainer, b: ModelContainer): number {
  switch (field) {
    case 'createdAt':
    case 'lastModifiedAt':
      return Date.parse(a[field]) - Date.parse(b[field]);
    case 'version':
      return a.version - b.version;
    case 'key':
      return a.key === b.key ? 0 : a.key < b.key ? -1 : 1;
    case 'resourceType': {
      // A container without a resource type sorts before those with one (ascending).
      if (a.resourceType === b.resourceType) return 0;
      if (a.resourceType === undefined) return -1;
      if (b.resourceType === undefined) return 1;
      return a.resourceType < b.resourceType ? -1 : 1;
    }
  }
}

/** The default order: createdAt, then key. */
export function defaultOrder(a: ModelContainer, b: ModelContainer): number {
  return compareField('createdAt', a, b) || compareField('key', a, b);
}

export class ImportModel {
  private readonly containers = new Map<string, ModelContainer>();
  private readonly log: ModelEvent[] = [];
  private now: number;

  constructor(
    readonly projectKey: string,
    startMs: number,
    seeds: readonly ContainerSeedSpec[] = [],
  ) {
    this.now = startMs;
    // Seeds follow the API's rules, record no event, and default createdAt to the clock. Their
    // stamps are stored as the platform writes them: UTC with milliseconds (docs/behaviour.md, Import Containers).
    for (const seed of seeds) {
      const createdAt = seed.createdAt === undefined ? iso(startMs) : iso(Date.parse(seed.createdAt));
      const ttl = seed.timeToLive === undefined ? DEFAULT_TTL_MS : modelTimeToLive(seed.timeToLive);
      if (ttl === undefined) throw new Error(`Model seed ${seed.key} has an invalid time to live.`);
      this.containers.set(seed.key, {
        key: seed.key,
        ...(seed.resourceType === undefined ? {} : { resourceType: seed.resourceType }),
        version: seed.version ?? 1,
        ...(seed.timeToLive === undefined ? {} : { retentionPolicy: { strategy: 'ttl' as const, config: { timeToLive: seed.timeToLive } } }),
        createdAt,
        lastModifiedAt: seed.lastModifiedAt === undefined ? createdAt : iso(Date.parse(seed.lastModifiedAt)),
        expiresAt: iso(Date.parse(createdAt) + ttl),
      });
    }
  }

  advance(ms: number): void {
    this.now += ms;
  }

  /** Containers whose expiresAt the clock has passed (strictly) are gone, each with an event stamped at its expiresAt. */
  private expire(): void {
    const gone = [...this.containers.values()].filter((container) => Date.parse(container.expiresAt) < this.now);
    gone.sort((a, b) => Date.parse(a.expiresAt) - Date.parse(b.expiresAt) || (a.key < b.key ? -1 : 1));
    for (const container of gone) {
      this.containers.delete(container.key);
      this.log.push({ type: 'ImportContainerDeleted', data: { version: container.version, key: container.key }, createdAt: container.expiresAt });
    }
  }

  /** The live containers in the default order. */
  all(): ModelContainer[] {
    this.expire();
    return [...this.containers.values()].sort(defaultOrder).map(copy);
  }

  keys(): string[] {
    return this.all().map((container) => container.key);
  }

  versionOf(key: string): number | undefined {
    this.expire();
    return this.containers.get(key)?.version;
  }

  events(): ModelEvent[] {
    this.expire();
    return this.log.map((event) => JSON.parse(JSON.stringify(event)) as ModelEvent);
  }

  /** Any call for a Project the mock does not know: 404 before the body is read. */
  static unknownProject(projectKey: string): Expected {
    return failure(404, ['ResourceNotFound'], { message: `The requested project '${projectKey}' wasn't found.` });
  }

  create(bodyText: string): Expected {
    this.expire();
    let body: unknown;
    try {
      body = JSON.parse(bodyText);
    } catch {
      return INVALID_JSON();
    }
    let key: string;
    let resourceType: string | undefined;
    let timeToLive: string | undefined;
    try {
      if (!isRecord(body)) return shapeFail();
      const rawKey = own(body, 'key');
      key = typeof rawKey === 'string' ? rawKey : shapeFail();
      const rawType = own(body, 'resourceType');
      resourceType = isMissing(rawType) ? undefined : typeof rawType === 'string' ? rawType : shapeFail();
      const policy = own(body, 'retentionPolicy');
      if (!isMissing(policy)) {
        if (!isRecord(policy)) return shapeFail();
        // Another strategy is a shape error: ttl is the only one the API knows.
        if (own(policy, 'strategy') !== 'ttl') return shapeFail();
        const config = own(policy, 'config');
        if (!isRecord(config)) return shapeFail();
        const ttl = own(config, 'timeToLive');
        timeToLive = typeof ttl === 'string' ? ttl : shapeFail();
      }
    } catch (error) {
      if (error instanceof ShapeError) return INVALID_JSON();
      throw error;
    }
    // Rules, listed together; then (the model's choice of order, which the docs leave open)
    // the duplicate key, then the limit: a duplicate is not "the 1001st container".
    const codes: string[] = [];
    if (!KEY_PATTERN.test(key)) codes.push('InvalidInput');
    if (resourceType !== undefined && !MODEL_RESOURCE_TYPES.includes(resourceType)) codes.push('InvalidInput');
    const ttlMs = timeToLive === undefined ? DEFAULT_TTL_MS : modelTimeToLive(timeToLive);
    if (ttlMs === undefined) codes.push('InvalidInput');
    if (codes.length > 0 || ttlMs === undefined) return failure(400, codes);
    if (this.containers.has(key)) {
      return failure(400, ['DuplicateField'], { first: { code: 'DuplicateField', field: 'key', duplicateValue: key } });
    }
    if (this.containers.size >= MODEL_CONTAINER_LIMIT) return failure(400, ['InvalidInput'], { messageIncludes: '1000' });
    const createdAt = iso(this.now);
    const container: ModelContainer = {
      key,
      ...(resourceType === undefined ? {} : { resourceType }),
      version: 1,
      ...(timeToLive === undefined ? {} : { retentionPolicy: { strategy: 'ttl' as const, config: { timeToLive } } }),
      createdAt,
      lastModifiedAt: createdAt,
      expiresAt: iso(this.now + ttlMs),
    };
    this.containers.set(key, container);
    this.log.push({ type: 'ImportContainerCreated', data: copy(container), createdAt });
    return { kind: 'success', status: 201, body: copy(container) };
  }

  get(key: string): Expected {
    this.expire();
    const container = this.containers.get(key);
    return container ? { kind: 'success', status: 200, body: copy(container) } : CONTAINER_NOT_FOUND(key);
  }

  update(key: string, bodyText: string): Expected {
    this.expire();
    const container = this.containers.get(key);
    if (!container) return CONTAINER_NOT_FOUND(key); // the resource answers before its body
    let body: unknown;
    try {
      body = JSON.parse(bodyText);
    } catch {
      return INVALID_JSON();
    }
    if (!isRecord(body)) return INVALID_JSON();
    const version = own(body, 'version');
    // Whole numbers within int32 only; the 409 echoes the version as an int32.
    if (typeof version !== 'number' || !Number.isInteger(version) || version < -(2 ** 31) || version > 2 ** 31 - 1) return INVALID_JSON();
    const rawType = own(body, 'resourceType');
    if (!isMissing(rawType) && typeof rawType !== 'string') return INVALID_JSON();
    const resourceType = typeof rawType === 'string' ? rawType : undefined;
    // Version before rules, as the Project API documents its order (the model's choice here).
    if (version !== container.version) {
      return failure(409, ['ConcurrentModification'], {
        first: { code: 'ConcurrentModification', specifiedVersion: version, currentVersion: container.version },
      });
    }
    if (resourceType !== undefined && !MODEL_RESOURCE_TYPES.includes(resourceType)) return failure(400, ['InvalidInput']);
    // Always version + 1, even when nothing else changes; an omitted resourceType removes it.
    const updated: ModelContainer = {
      key: container.key,
      ...(resourceType === undefined ? {} : { resourceType }),
      version: container.version + 1,
      ...(container.retentionPolicy ? { retentionPolicy: container.retentionPolicy } : {}),
      createdAt: container.createdAt,
      lastModifiedAt: iso(this.now),
      expiresAt: container.expiresAt,
    };
    this.containers.set(key, updated);
    return { kind: 'success', status: 200, body: copy(updated) };
  }

  remove(key: string): Expected {
    this.expire();
    const container = this.containers.get(key);
    if (!container) return CONTAINER_NOT_FOUND(key);
    this.containers.delete(key);
    this.log.push({ type: 'ImportContainerDeleted', data: { version: container.version, key }, createdAt: iso(this.now) });
    return { kind: 'success', status: 200, body: copy(container) };
  }

  query(query: ModelQuery): Expected {
    this.expire();
    const codes: string[] = [];
    const bound = (raw: string | undefined, fallback: number, max: number): number => {
      if (raw === undefined) return fallback;
      if (/^\d+$/.test(raw) && Number(raw) <= max) return Number(raw);
      codes.push('InvalidInput');
      return fallback;
    };
    const limit = bound(query.limit, 20, 500);
    const offset = bound(query.offset, 0, 10_000);
    const sorts: { field: SortField; sign: number }[] = [];
    for (const text of query.sort) {
      const match = /^(\w+) (asc|desc)$/.exec(text);
      const field = SORT_FIELDS.find((candidate) => candidate === match?.[1]);
      if (!match || !field) codes.push('InvalidInput');
      else sorts.push({ field, sign: match[2] === 'asc' ? 1 : -1 });
    }
    if (codes.length > 0) return failure(400, codes);
    const sorted = [...this.containers.values()].sort((a, b) => {
      for (const { field, sign } of sorts) {
        const result = sign * compareField(field, a, b);
        if (result !== 0) return result;
      }
      return defaultOrder(a, b);
    });
    const results = sorted.slice(offset, offset + limit).map(copy);
    return { kind: 'success', status: 200, body: { limit, offset, count: results.length, total: sorted.length, results } };
  }
}
