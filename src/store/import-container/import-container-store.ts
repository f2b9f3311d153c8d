import { freeze } from 'immer';
import type { MockClock } from '../../clock/create-clock.js';
import { badRequest } from '../../errors/http-api-errors.js';
import {
  duplicateField,
  importContainerLimitReached,
  importContainerNotFound,
  importProjectNotFound,
  MAX_IMPORT_CONTAINERS,
} from '../../errors/import-api-errors.js';
import { describeError } from '../../errors/error-response.js';
import { unknownProjectUsage } from '../../errors/usage-errors.js';
import { importApiEvent, type EventLog, type PendingEvent } from '../events/event-log.js';
import { parseShape } from '../parse-shape.js';
import { fail, ok, type Result } from '../result.js';
import { buildImportContainer, type ContainerFields } from './build-import-container.js';
import type { ImportContainer, ImportContainerSeed } from './import-container.js';
import type { ImportContainerPagedResponse, ImportContainerQuery, SortedOrders } from './query-import-containers.js';
import { importContainerSeedSchema } from './request-schemas.js';

export interface ImportContainerStoreOptions {
  readonly clock: MockClock;
  readonly events: EventLog;
  readonly projectExists: (projectKey: string) => boolean;
  /** Applies every time-based change that is due, this store's expiries among them. */
  readonly settle: () => void;
  /** Told of every container that goes, deleted or expired, so that its operations go too. */
  readonly onRemove: (projectKey: string, key: string) => void;
}

/** The Import Containers of one mock, per Project. Knows nothing of HTTP. */
export interface ImportContainerStore {
  /** Adds a container for a test, with the same rules as the API; throws what it refuses. */
  seed(projectKey: string, seed: ImportContainerSeed): ImportContainer;
  /** Creates a container from a request body's JSON text; loads what only requests need with the first. */
  create(projectKey: string, bodyText: string): Promise<Result<ImportContainer>>;
  get(projectKey: string, key: string): Result<ImportContainer>;
  /** Updates a container from a request body's JSON text; loads what only requests need with the first. */
  update(projectKey: string, key: string, bodyText: string): Promise<Result<ImportContainer>>;
  remove(projectKey: string, key: string): Result<ImportContainer>;
  /** Loads the query rules with the first query: a test that never queries never pays for them. */
  query(projectKey: string, query: ImportContainerQuery): Promise<Result<ImportContainerPagedResponse>>;
  /** A live container without settling first, for the stores that settling itself consults. */
  peek(projectKey: string, key: string): ImportContainer | undefined;
  /** The earliest `expiresAt` of any container (epoch ms), Infinity when there is none. */
  nextExpiryMs(): number;
  /**
   * Removes every container whose `expiresAt` lies before a time (default: the clock's), and
   * returns their deletion events, unrecorded.
   */
  takeExpired(untilMs?: number): PendingEvent[];
  /** Every live container by Project key, for a snapshot. */
  exportState(): Record<string, ImportContainer[]>;
  /** Replaces every container with these, checked already. */
  restoreState(containers: Readonly<Record<string, readonly ImportContainer[]>>): void;
  markInitial(): void;
  reset(): void;
  /** Returns these Projects' containers to their state at `markInitial()`. */
  resetProjects(projectKeys: readonly string[]): void;
}

/**
 * A Project's containers, the earliest `expiresAt` among them (epoch ms) to skip needless scans,
 * and the sorted orders queries have asked for since they last changed.
 */
interface Shelf {
  readonly containers: Map<string, ImportContainer>;
  nextExpiryMs: number;
  readonly orders: SortedOrders;
}

const EMPTY: ReadonlyMap<string, ImportContainer> = new Map();

let requests: Promise<typeof import('./container-requests.js')> | undefined;

function earliestExpiry(containers: Iterable<ImportContainer>): number {
  let earliest = Infinity;
  for (const container of containers) earliest = Math.min(earliest, Date.parse(container.expiresAt));
  return earliest;
}

/**
 * Creates the Import Container store. Shelves are copied on first write after `markInitial()` or
 * `reset()`, so a reset costs nothing however many containers there are.
 *
 * @example
 * const containers = createImportContainerStore({ clock, events, projectExists: (key) => projects.has(key) });
 */
export function createImportContainerStore({ clock, events, projectExists, settle, onRemove }: ImportContainerStoreOptions): ImportContainerStore {
  let shelves = new Map<string, Shelf>();
  let initial = new Map<string, Shelf>();
  let owned = new Set<string>();

  // Every change goes through here, so the kept orders are dropped here.
  function writable(projectKey: string): Shelf {
    const shelf = shelves.get(projectKey);
    // Stryker disable next-line ConditionalExpression,BlockStatement: copy on write; a shelf copied again holds the same
    if (shelf && owned.has(projectKey)) {
      shelf.orders.clear();
      return shelf;
    }
    const copy: Shelf = { containers: new Map(shelf?.containers ?? EMPTY), nextExpiryMs: shelf?.nextExpiryMs ?? Infinity, orders: new Map() };
    shelves.set(projectKey, copy);
    // Stryker disable next-line CallExpression: copy on write; a shelf copied again holds the same
    owned.add(projectKey);
    return copy;
  }

  /** Removes the containers whose `expiresAt` lies before a time, in every Project at once. */
  function takeExpired(untilMs = clock.now()): PendingEvent[] {
    const now = untilMs;
    const expired: ImportContainer[] = [];
    for (const [projectKey, shelf] of shelves) {
      if (!(shelf.nextExpiryMs < now)) continue;
      const live = writable(projectKey);
      for (const container of live.containers.values()) {
        if (Date.parse(container.expiresAt) < now) {
          live.containers.delete(container.key);
          onRemove(projectKey, container.key);
          expired.push(container);
        }
      }
      live.nextExpiryMs = earliestExpiry(live.containers.values());
    }
    return expired.map(({ version, key, expiresAt }) => importApiEvent('ImportContainerDeleted', { version, key }, expiresAt));
  }

  /** The Project's live containers, or undefined for an unknown Project. */
  function open(projectKey: string): ReadonlyMap<string, ImportContainer> | undefined {
    if (!projectExists(projectKey)) return undefined;
    settle();
    return shelves.get(projectKey)?.containers ?? EMPTY;
  }

  function put(projectKey: string, container: ImportContainer): ImportContainer {
    const shelf = writable(projectKey);
    // Stryker disable next-line BooleanLiteral: a container's fields are strings and numbers, so a shallow freeze is whole
    const frozen = freeze(container, true);
    shelf.containers.set(frozen.key, frozen);
    shelf.nextExpiryMs = Math.min(shelf.nextExpiryMs, Date.parse(frozen.expiresAt));
    return frozen;
  }

  /** Checks and stores a container; `accept` may refuse it (by throwing) once it is built. */
  function add(projectKey: string, fields: ContainerFields, accept?: (container: ImportContainer) => void): Result<ImportContainer> {
    const containers = open(projectKey);
    if (!containers) return fail(importProjectNotFound(projectKey));
    const built = buildImportContainer(fields);
    if ('errors' in built) return fail(badRequest(built.errors));
    if (containers.has(fields.key)) return fail(badRequest([duplicateField('key', fields.key)]));
    if (containers.size >= MAX_IMPORT_CONTAINERS) return fail(badRequest([importContainerLimitReached(projectKey)]));
    accept?.(built.container);
    return ok(put(projectKey, built.container));
  }

  function find(projectKey: string, key: string): Result<ImportContainer> {
    const containers = open(projectKey);
    if (!containers) return fail(importProjectNotFound(projectKey));
    const container = containers.get(key);
    return container ? ok(container) : fail(importContainerNotFound(key));
  }

  return {
    seed(projectKey, seed) {
      if (!projectExists(projectKey)) {
        throw unknownProjectUsage(projectKey);
      }
      const shaped = parseShape(importContainerSeedSchema, seed);
      // Stamps are stored as the platform writes them (UTC, milliseconds), so that they sort as
      // text in time order whatever ISO form a seed used.
      const canonical = (stamp: string | undefined) => (stamp === undefined ? undefined : new Date(stamp).toISOString());
      // A container that would already have expired is refused: its expiry event would predate
      // events already recorded.
      const notExpired = ({ expiresAt }: ImportContainer) => {
        if (Date.parse(expiresAt) < clock.now()) {
          throw new RangeError(
            `commercetools-msw: the Import Container '${seed.key}' would already have expired at ${expiresAt}. Give a later createdAt.`,
          );
        }
      };
      const result = shaped.ok
        ? add(
            projectKey,
            { ...shaped.value, createdAt: canonical(shaped.value.createdAt) ?? clock.isoNow(), lastModifiedAt: canonical(shaped.value.lastModifiedAt) },
            notExpired,
          )
        : shaped;
      if (!result.ok) {
        throw new Error(`commercetools-msw: the Import Container '${seed.key}' is refused: ${result.error.errors.map(describeError).join('; ')}`);
      }
      return result.value;
    },
    async create(projectKey, bodyText) {
      const { readDraft } = await (requests ??= import('./container-requests.js'));
      if (!projectExists(projectKey)) return fail(importProjectNotFound(projectKey));
      const draft = readDraft(bodyText);
      if (!draft.ok) return draft;
      const created = add(projectKey, { ...draft.value, createdAt: clock.isoNow() });
      if (created.ok) events.record(importApiEvent('ImportContainerCreated', created.value, created.value.createdAt));
      return created;
    },
    get: find,
    async update(projectKey, key, bodyText) {
      const { updatedContainer } = await (requests ??= import('./container-requests.js'));
      const found = find(projectKey, key);
      if (!found.ok) return found;
      const updated = updatedContainer(found.value, bodyText, clock.isoNow());
      return updated.ok ? ok(put(projectKey, updated.value)) : updated;
    },
    remove(projectKey, key) {
      const found = find(projectKey, key);
      if (!found.ok) return found;
      writable(projectKey).containers.delete(key);
      onRemove(projectKey, key);
      events.record(importApiEvent('ImportContainerDeleted', { version: found.value.version, key }, clock.isoNow()));
      return found;
    },
    async query(projectKey, query) {
      const { queryImportContainers } = await (requests ??= import('./container-requests.js'));
      const containers = open(projectKey);
      if (!containers) return fail(importProjectNotFound(projectKey));
      return queryImportContainers(containers.values(), query, shelves.get(projectKey)?.orders ?? new Map());
    },
    peek: (projectKey, key) => shelves.get(projectKey)?.containers.get(key),
    nextExpiryMs() {
      let earliest = Infinity;
      for (const shelf of shelves.values()) earliest = Math.min(earliest, shelf.nextExpiryMs);
      return earliest;
    },
    takeExpired,
    exportState: () => Object.fromEntries([...shelves].flatMap(([projectKey, shelf]) => (shelf.containers.size > 0 ? [[projectKey, [...shelf.containers.values()]]] : []))),
    restoreState(containers) {
      shelves = new Map();
      owned = new Set();
      for (const [projectKey, list] of Object.entries(containers)) for (const container of list) put(projectKey, container);
    },
    markInitial() {
      initial = new Map(shelves);
      owned = new Set();
    },
    reset() {
      shelves = new Map(initial);
      owned = new Set();
    },
    resetProjects(projectKeys) {
      for (const key of projectKeys) {
        const shelf = initial.get(key);
        if (shelf) shelves.set(key, shelf);
        else shelves.delete(key);
        // The initial shelf is shared again: the next write copies it.
        owned.delete(key);
      }
    },
  };
}
