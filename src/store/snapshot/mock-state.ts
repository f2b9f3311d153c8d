import * as v from 'valibot';
import type { ErrorObject } from '../../errors/error-response.js';
import { IMPORT_RESOURCE_TYPES, type ImportResourceType } from '../import-container/import-container.js';
import type { ProcessingState } from '../import-operations/import-operation.js';
import type { Project } from '../project/project.js';
import { isClockStamp } from '../../clock/create-clock.js';

/** What marks a value as a snapshot of this mock's state, and the version of its format. */
export const STATE_FORMAT = 'commercetools-msw/state';
export const STATE_VERSION = 1;

const text = v.string();
const key = v.pipe(v.string(), v.minLength(1));
const whole = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const positive = v.pipe(v.number(), v.safeInteger(), v.minValue(1));
const stamp = v.pipe(v.string(), v.check((text) => isClockStamp(text), 'expected a time as the mock writes it, such as 2030-01-01T00:00:00.000Z'));
const epochMs = v.pipe(v.number(), v.finite());

const indexing = v.object({ products: v.optional(epochMs), productsSearch: v.optional(epochMs) });
/** A Project is checked further as a seed is (buildProject), once the shape holds. */
const project = v.custom<Project>((value) => typeof value === 'object' && value !== null && typeof (value as { key?: unknown }).key === 'string', 'a Project needs a key');

const projectRecord = v.object({
  project,
  stores: v.array(v.object({ key, languages: v.array(text), declared: v.optional(v.literal(true)) })),
  associateRoles: v.array(v.object({ id: key, key })),
  indexingCompletesAt: indexing,
  staleReads: v.optional(v.array(v.object({ before: project, indexingCompletesAt: indexing, until: epochMs }))),
});

const importContainer = v.object({
  key,
  resourceType: v.optional(v.picklist(IMPORT_RESOURCE_TYPES)),
  version: positive,
  retentionPolicy: v.optional(v.object({ strategy: v.literal('ttl'), config: v.object({ timeToLive: text }) })),
  createdAt: stamp,
  lastModifiedAt: stamp,
  expiresAt: stamp,
});



const cart = v.object({ projectKey: key, id: key, version: positive, deleteAt: epochMs });
const subscription = v.object({ projectKey: key, key, changes: v.array(v.object({ resourceTypeId: key })) });

/** A resource declared before the import engine loaded, which the engine checks and stores when it does. */
// A representation may have no key (an order's is its orderNumber): the engine checks the rest.
const declared = v.object({ projectKey: key, resource: v.looseObject({ typeId: key }), atMs: v.optional(epochMs) });

const accounts = v.object({
  // What snapshots held of ct.addCustomer's customers before the Project kept them with the others.
  customers: v.optional(v.array(v.object({ id: key, email: key, password: key, stores: v.array(key) }))),
  anonymousIds: v.array(key),
});

const imports = v.object({
  resourceSerial: whole,
  operationSerial: whole,
  // Each Project's part is the import engine's to check (engine-state.ts), by hand: a state of
  // 10 000 products must restore in milliseconds, which a schema library's copy of every object
  // does not, and the engine's chunk loads only with imports.
  projects: v.record(key, v.unknown()),
  declared: v.array(declared),
  // A snapshot of an earlier version's customers, restored before the engine loaded, which the engine adds when it does.
  earlierCustomers: v.optional(v.record(key, accounts)),
});

const mockState = v.object({
  format: v.literal(STATE_FORMAT),
  version: v.literal(STATE_VERSION),
  clock: stamp,
  associateRoleIds: whole,
  projects: v.array(projectRecord),
  importContainers: v.record(key, v.array(importContainer)),
  customers: v.record(key, accounts),
  carts: v.array(cart),
  subscriptions: v.array(subscription),
  imports,
});

/** Read-only all the way down, as what a snapshot shares with the store is frozen; a Project stays the type the store keeps. */
type Frozen<T> = T extends Project ? T : T extends readonly (infer U)[] ? readonly Frozen<U>[] : T extends object ? { readonly [K in keyof T]: Frozen<T[K]> } : T;
type CheckedState = Frozen<v.InferOutput<typeof mockState>>;

/** A snapshot of one mock's state: what `ct.snapshot()` returns and `ct.restore()` takes (docs/controlling.md). */
export type MockState = Omit<CheckedState, 'imports'> & { readonly imports: ImportsState };
export type ImportsState = Omit<CheckedState['imports'], 'projects'> & { readonly projects: Readonly<Record<string, ProjectImportsState>> };
export type DeclaredState = ImportsState['declared'][number];

/** A resource as the import engine keeps it; `current` is left out where it is `content` (most products), `null` where it is not there. */
export interface ResourceState {
  readonly typeId: string;
  readonly key: string;
  readonly version: number;
  readonly serial: number;
  readonly createdAt: string;
  readonly lastModifiedAt: string;
  readonly content?: Readonly<Record<string, unknown>>;
  readonly current?: Readonly<Record<string, unknown>> | null;
  readonly published: boolean;
  readonly variantIds?: { readonly byKey: Readonly<Record<string, number>>; readonly last: number };
  /** The numbers of its prices' and assets' ids by list (`prices/{variantKey}`...), where they are not their places. */
  readonly partIds?: Readonly<Record<string, { readonly byKey: Readonly<Record<string, number>>; readonly last: number }>>;
  /** The id, and the ids inside, a declaration in the platform's shape gave, and the keys the mock made for it. */
  readonly id?: string;
  readonly givenIds?: Readonly<Record<string, string>>;
  readonly madeKeys?: readonly string[];
}

/** An operation; `draft` is the item it was created with, kept while processing may still change it. */
export interface OperationState {
  readonly id: string;
  readonly serial: number;
  readonly importContainerKey: string;
  readonly type: ImportResourceType;
  readonly resourceKey: string;
  readonly createdAt: string;
  readonly dueMs: number;
  readonly expiresMs: number;
  readonly state: ProcessingState;
  readonly version: number;
  readonly lastModifiedAt: string;
  readonly resourceVersion?: number;
  readonly errors?: readonly ErrorObject[];
  readonly unresolved?: readonly { readonly typeId: string; readonly key: string }[];
  readonly draft?: Readonly<Record<string, unknown>>;
}

/**
 * The unique values a Project holds: per index and scope, each value and the key of its holder
 * after each other in one flat list (a list reads back many times faster than an object with a
 * key per value), and the values that changed hands.
 */
export interface UniqueState {
  readonly holders: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;
  readonly handedOver: readonly string[];
}

/** A Project's part of the import engine's state. */
export interface ProjectImportsState {
  readonly resources: readonly ResourceState[];
  readonly unique: UniqueState;
  readonly operations: readonly OperationState[];
  /** Unresolved operations by what they wait for. */
  readonly waiting: readonly { readonly typeId: string; readonly key: string; readonly operations: readonly string[] }[];
  /** Operations in `waitForMasterVariant` by the product they wait for a master variant of. */
  readonly awaitingMaster: readonly { readonly product: string; readonly operations: readonly string[] }[];
}

/** Where in a snapshot an issue lies, as a path a reader can follow: `imports.projects.shop.resources.3.version`. */
function pathOf(issue: v.BaseIssue<unknown>): string {
  return issue.path?.map((item) => String(item.key)).join('.') ?? '(the snapshot)';
}

/**
 * Checks that a value is a snapshot of this mock's state, but for each Project's part of the
 * import engine's state, which the engine checks (`checkProjectImports`). Throws a TypeError
 * naming the first problem.
 *
 * @example
 * const state = checkMockState(JSON.parse(readFileSync('state.json', 'utf8')));
 */
export function checkMockState(value: unknown): MockState {
  // Only an object holds the marker: null, a list or a text has no format of its own.
  const marker = (value as { format?: unknown } | null | undefined)?.format;
  if (marker !== STATE_FORMAT) {
    throw new TypeError(`commercetools-msw: this is not a snapshot of the mock's state: it needs format '${STATE_FORMAT}'. Pass what ct.snapshot() returned.`);
  }
  const version = (value as { version?: unknown }).version;
  if (version !== STATE_VERSION) {
    throw new TypeError(`commercetools-msw: this snapshot has format version ${JSON.stringify(version)}; this mock reads version ${STATE_VERSION}.`);
  }
  // Not copied: a copy of a large state costs more than restoring it. The objects the mock takes
  // from a snapshot as they are (a resource's content, a Project) it freezes, and never changes.
  const parsed = v.safeParse(mockState, value);
  if (!parsed.success) {
    const [issue] = parsed.issues;
    throw new TypeError(`commercetools-msw: the snapshot is broken at ${pathOf(issue)}: ${issue.message}.`);
  }
  return parsed.output as MockState;
}
