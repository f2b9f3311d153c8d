import * as v from 'valibot';
import { IMPORT_RESOURCE_TYPES } from '../import-container/import-container.js';
import { PROCESSING_STATES } from '../import-operations/import-operation.js';
import type { Project } from '../project/project.js';

/** What marks a value as a snapshot of this mock's state, and the version of its format. */
export const STATE_FORMAT = 'commercetools-msw/state';
export const STATE_VERSION = 1;

const text = v.string();
const key = v.pipe(v.string(), v.minLength(1));
const whole = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const positive = v.pipe(v.number(), v.safeInteger(), v.minValue(1));
const stamp = v.pipe(v.string(), v.isoTimestamp());
const epochMs = v.pipe(v.number(), v.finite());
/** JSON the mock wrote and reads back as it is: a resource's content, a draft, an error. */
const record = v.record(v.string(), v.unknown());
const identity = v.object({ typeId: key, key });

const indexing = v.object({ products: v.optional(epochMs), productsSearch: v.optional(epochMs) });
/** A Project is checked further as a seed is (buildProject), once the shape holds. */
const project = v.custom<Project>((value) => typeof value === 'object' && value !== null && typeof (value as { key?: unknown }).key === 'string', 'a Project needs a key');

const projectRecord = v.object({
  project,
  stores: v.array(v.object({ key, languages: v.array(text) })),
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

const accounts = v.object({
  customers: v.array(v.object({ id: key, email: key, password: key, stores: v.array(key) })),
  anonymousIds: v.array(key),
});

const cart = v.object({ projectKey: key, id: key, version: positive, deleteAt: epochMs });
const subscription = v.object({ projectKey: key, key, changes: v.array(v.object({ resourceTypeId: key })) });

/**
 * A resource as the import engine keeps it. `current` is left out where it is the resource's
 * `content` (a product whose current data is its staged data, most products), and is `null` where
 * it is not there at all.
 */
const resource = v.object({
  typeId: key,
  key,
  version: positive,
  serial: whole,
  createdAt: stamp,
  lastModifiedAt: stamp,
  content: v.optional(record),
  current: v.optional(v.nullable(record)),
  published: v.boolean(),
  variantIds: v.optional(v.object({ byKey: v.record(v.string(), positive), last: whole })),
});

/** An operation; `draft` is the item it was created with, kept while processing may still change it. */
const operation = v.object({
  id: key,
  serial: positive,
  importContainerKey: key,
  type: v.picklist(IMPORT_RESOURCE_TYPES),
  resourceKey: text,
  createdAt: stamp,
  dueMs: epochMs,
  expiresMs: epochMs,
  state: v.picklist(PROCESSING_STATES),
  version: positive,
  lastModifiedAt: stamp,
  resourceVersion: v.optional(positive),
  errors: v.optional(v.array(v.looseObject({ code: key, message: text }))),
  unresolved: v.optional(v.array(identity)),
  draft: v.optional(record),
});

/** The unique values a Project holds: who holds each, what each owner claims, and what changed hands. */
const unique = v.object({
  holders: v.record(v.string(), v.record(v.string(), v.record(v.string(), text))),
  held: v.record(v.string(), v.record(v.string(), v.array(text))),
  handedOver: v.array(text),
});

const projectImports = v.object({
  resources: v.array(resource),
  unique,
  operations: v.array(operation),
  /** Unresolved operations by what they wait for. */
  waiting: v.array(v.object({ typeId: key, key, operations: v.array(key) })),
  /** Operations in `waitForMasterVariant` by the product they wait for a master variant of. */
  awaitingMaster: v.array(v.object({ product: key, operations: v.array(key) })),
});

/** A resource declared before the import engine loaded, which the engine checks and stores when it does. */
const declared = v.object({ projectKey: key, resource: v.looseObject({ typeId: key, key }), atMs: v.optional(epochMs) });

const imports = v.object({
  resourceSerial: whole,
  operationSerial: whole,
  projects: v.record(key, projectImports),
  declared: v.array(declared),
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

/** A snapshot of one mock's state: what `ct.snapshot()` returns and `ct.restore()` takes (docs/controlling.md). */
export type MockState = v.InferOutput<typeof mockState>;
export type ImportsState = MockState['imports'];
export type ProjectImportsState = ImportsState['projects'][string];
export type ResourceState = ProjectImportsState['resources'][number];
export type OperationState = ProjectImportsState['operations'][number];
export type UniqueState = ProjectImportsState['unique'];
export type DeclaredState = ImportsState['declared'][number];

/** Where in a snapshot an issue lies, as a path a reader can follow: `imports.projects.shop.resources.3.version`. */
function pathOf(issue: v.BaseIssue<unknown>): string {
  return issue.path?.map((item) => String(item.key)).join('.') ?? '(the snapshot)';
}

/**
 * Checks that a value is a snapshot of this mock's state, and returns it copied, so that later
 * changes to the value do not reach the mock. Throws a TypeError naming the first problem.
 *
 * @example
 * const state = checkMockState(JSON.parse(readFileSync('state.json', 'utf8')));
 */
export function checkMockState(value: unknown): MockState {
  const marker = (value as { format?: unknown } | null)?.format;
  if (typeof value !== 'object' || value === null || marker !== STATE_FORMAT) {
    throw new TypeError(`commercetools-msw: this is not a snapshot of the mock's state: it needs format '${STATE_FORMAT}'. Pass what ct.snapshot() returned.`);
  }
  const version = (value as { version?: unknown }).version;
  if (version !== STATE_VERSION) {
    throw new TypeError(`commercetools-msw: this snapshot has format version ${JSON.stringify(version)}; this mock reads version ${STATE_VERSION}.`);
  }
  // A JSON copy: what a snapshot holds is JSON, and the mock keeps no object a caller still has.
  let copy: unknown;
  try {
    copy = JSON.parse(JSON.stringify(value));
  } catch (error) {
    throw new TypeError(`commercetools-msw: this snapshot is no JSON value (${(error as Error).message}). Pass what ct.snapshot() returned.`);
  }
  const parsed = v.safeParse(mockState, copy);
  if (!parsed.success) {
    const [issue] = parsed.issues;
    throw new TypeError(`commercetools-msw: the snapshot is broken at ${pathOf(issue)}: ${issue.message}.`);
  }
  return parsed.output;
}
