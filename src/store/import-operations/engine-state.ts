import { freeze } from 'immer';
import { isClockStamp } from '../../clock/create-clock.js';
import { IMPORT_RESOURCE_TYPES, type ImportResourceType } from '../import-container/import-container.js';
import type { CheckedItem, ResourceIdentity } from '../import-requests/import-resource-kind.js';
import type { StoredResource } from '../import-rules/resource-rules.js';
import type { OperationState, ProjectImportsState, ResourceState } from '../snapshot/mock-state.js';
import { resourceContentProblem } from '../snapshot/resource-content.js';
import { LIVE_STATES, PROCESSING_STATES, type ProcessingState } from './import-operation.js';
import type { OperationRecord } from './operation-record.js';

/**
 * A resource as a snapshot keeps it: its `current` left out where it is its `content` (the usual
 * product), `null` where it has none.
 *
 * @example
 * resourceState({ typeId: 'category', key: 'shirts' }, stored); // { typeId: 'category', key: 'shirts', version: 1, ... }
 */
export function resourceState({ typeId, key }: ResourceIdentity, resource: StoredResource): ResourceState {
  const { version, serial, createdAt, lastModifiedAt, content, current, published, variantIds, partIds, id, givenIds, madeKeys } = resource;
  return {
    typeId,
    key,
    version,
    serial,
    createdAt,
    lastModifiedAt,
    // Shared with the store rather than copied (a copy of a large state costs more than restoring
    // it), and frozen: the store never changes a resource's content, and neither may a caller.
    ...(content === undefined ? {} : { content: freeze(content as Record<string, unknown>, true) }),
    ...(current === content ? {} : { current: current === undefined ? null : freeze(current as Record<string, unknown>, true) }),
    published,
    ...(variantIds === undefined ? {} : { variantIds: freeze(variantIds, true) }),
    ...(partIds === undefined ? {} : { partIds: freeze(partIds, true) }),
    ...(id === undefined ? {} : { id }),
    // Flat, a record and a list of strings: frozen at their top, they are frozen whole.
    ...(givenIds === undefined ? {} : { givenIds: freeze(givenIds) }),
    ...(madeKeys === undefined ? {} : { madeKeys: freeze(madeKeys) }),
  };
}

/**
 * A resource back from its snapshot, its fields written out in the order the engine writes them
 * (one shape for every stored resource keeps their memory as small as imported ones').
 *
 * @example
 * const [identity, resource] = storedResource(state);
 */
export function storedResource(state: ResourceState): readonly [ResourceIdentity, StoredResource] {
  const { typeId, key, version, content, serial, createdAt, lastModifiedAt, published, variantIds, partIds, id, givenIds, madeKeys } = state;
  // The snapshot's own objects, not copied: the store never changes a resource's content.
  const current = state.current === undefined ? content : (state.current ?? undefined);
  const resource: StoredResource = { version, content, serial, createdAt, lastModifiedAt, current, published };
  const withVariantIds = variantIds === undefined ? resource : { ...resource, variantIds };
  const withIds = partIds === undefined ? withVariantIds : { ...withVariantIds, partIds };
  // What a declaration in the platform's shape gave (the resource's id, ids inside it, made keys).
  const given = { ...(id === undefined ? {} : { id }), ...(givenIds === undefined ? {} : { givenIds }), ...(madeKeys === undefined ? {} : { madeKeys }) };
  return [{ typeId, key }, id === undefined && givenIds === undefined && madeKeys === undefined ? withIds : { ...withIds, ...given }];
}

/**
 * An operation as a snapshot keeps it: what the API shows of it, when it is due and expires, and
 * the item it was created with while processing may still change it.
 *
 * @example
 * operationState(record); // { id, serial, importContainerKey, type, ..., draft }
 */
export function operationState(record: OperationRecord): OperationState {
  const { id, serial, importContainerKey, type, resourceKey, createdAt, dueMs, expiresMs, state, version, lastModifiedAt, resourceVersion, errors, unresolved, item } = record;
  return {
    id,
    serial,
    importContainerKey,
    type,
    resourceKey,
    createdAt,
    dueMs,
    expiresMs,
    state,
    version,
    lastModifiedAt,
    ...(resourceVersion === undefined ? {} : { resourceVersion }),
    ...(errors === undefined ? {} : { errors: errors.map((error) => ({ ...error })) }),
    ...(unresolved === undefined ? {} : { unresolved: unresolved.map(({ typeId, key }) => ({ typeId, key })) }),
    ...(item === undefined ? {} : { draft: freeze(item.draft as Record<string, unknown>, true) }),
  };
}

// Operations created together expire together: one string for all of them, as the engine keeps it.
let lastIso = { ms: Number.NaN, text: '' };
function isoOf(ms: number): string {
  if (lastIso.ms !== ms) lastIso = { ms, text: new Date(ms).toISOString() };
  return lastIso.text;
}

/**
 * An operation back from its snapshot, with its item checked again from its draft (while it keeps
 * one), as its import request's item was.
 *
 * @example
 * const record = operationRecord('shop', state, item);
 */
export function operationRecord(projectKey: string, state: OperationState, item: CheckedItem | undefined): OperationRecord {
  const { id, serial, importContainerKey, type, resourceKey, createdAt, dueMs, expiresMs, version, lastModifiedAt, resourceVersion, errors, unresolved } = state;
  return {
    id,
    serial,
    projectKey,
    importContainerKey,
    type,
    resourceKey,
    item,
    createdAt,
    dueMs,
    expiresMs,
    expiresAt: isoOf(expiresMs),
    state: state.state,
    version,
    lastModifiedAt,
    resourceVersion,
    errors: errors?.map((error) => ({ ...error })),
    unresolved: unresolved?.map(({ typeId, key }) => ({ typeId, key })),
    gone: false,
  };
}

type Json = Readonly<Record<string, unknown>>;

/** The first problem of a Project's part of a snapshot, its path and what should be there, as the TypeError a restore rejects with. */
const broken = (problem: string) => new TypeError(`commercetools-msw: the snapshot is broken at ${problem}.`);

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isKey = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isText = (value: unknown): value is string => typeof value === 'string';
const isWhole = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isPositive = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 1;
// Number.isFinite takes no text for a number: a finite number alone passes.
const isTime = (value: unknown): value is number => Number.isFinite(value);
const isStringList = (value: unknown): value is readonly string[] => Array.isArray(value) && value.every(isText);
const isIdentity = (value: unknown) => isObject(value) && isKey(value['typeId']) && isKey(value['key']);
const isError = (value: unknown) => isObject(value) && isText(value['code']) && isText(value['message']);
const isVariantIds = (ids: unknown) => isObject(ids) && isObject(ids['byKey']) && Object.values(ids['byKey']).every(isPositive) && isWhole(ids['last']);
// A part's number is its place or more, so 0 counts; `last` is how many a list gave, each below it.
const isPartList = (list: unknown) =>
  isObject(list) && isObject(list['byKey']) && isWhole(list['last']) && Object.values(list['byKey']).every((number) => isWhole(number) && number < (list['last'] as number));
const PROCESSING: ReadonlySet<unknown> = new Set<ProcessingState>(PROCESSING_STATES);
const IMPORT_TYPES: ReadonlySet<unknown> = new Set<ImportResourceType>(IMPORT_RESOURCE_TYPES);

/** What each field should hold, as a broken snapshot's message says it. */
const KEY = 'a non-empty string';
const STAMP = 'a time as the mock writes it (2030-01-01T00:00:00.000Z)';
const POSITIVE = 'a whole number, 1 or more';
const MS = 'epoch milliseconds';
const LIST = 'a list of operation ids';

/*
 * One function per kind of entry, naming the first field that does not hold what it should: a
 * field read by its name, in one straight line, is checked several times faster than by a loop
 * over a table of rules, which made the checks half of a first restore's time.
 */

function resourceProblem(resource: Json): string | undefined {
  if (!isKey(resource['typeId'])) return `typeId: expected ${KEY}`;
  if (!isKey(resource['key'])) return `key: expected ${KEY}`;
  if (!isPositive(resource['version'])) return `version: expected ${POSITIVE}`;
  if (!isWhole(resource['serial'])) return 'serial: expected a whole number, 0 or more';
  if (!isClockStamp(resource['createdAt'])) return `createdAt: expected ${STAMP}`;
  if (!isClockStamp(resource['lastModifiedAt'])) return `lastModifiedAt: expected ${STAMP}`;
  const { content, current, variantIds, partIds, id, givenIds, madeKeys } = resource;
  if (content !== undefined && !isObject(content)) return 'content: expected an object';
  if (current !== undefined && current !== null && !isObject(current)) return 'current: expected an object or null';
  if (typeof resource['published'] !== 'boolean') return 'published: expected true or false';
  if (variantIds !== undefined && !isVariantIds(variantIds)) return 'variantIds: expected { byKey: { [key]: id }, last }';
  if (partIds !== undefined && !(isObject(partIds) && Object.values(partIds).every(isPartList))) return 'partIds: expected { [list]: { byKey: { [key]: number below last }, last } }';
  if (id !== undefined && !isKey(id)) return `id: expected ${KEY}`;
  if (givenIds !== undefined && !(isObject(givenIds) && Object.values(givenIds).every(isKey))) return 'givenIds: expected ids by the ids the mock would show';
  if (madeKeys !== undefined && !isStringList(madeKeys)) return 'madeKeys: expected a list of keys';
  // Its content last, once the fields it is read with hold: what reads and imports rely on.
  return resourceContentProblem(resource as unknown as ResourceState);
}

function operationProblem(operation: Json): string | undefined {
  if (!isKey(operation['id'])) return `id: expected ${KEY}`;
  if (!isPositive(operation['serial'])) return `serial: expected ${POSITIVE}`;
  if (!isKey(operation['importContainerKey'])) return `importContainerKey: expected ${KEY}`;
  if (!IMPORT_TYPES.has(operation['type'])) return `type: expected one of ${IMPORT_RESOURCE_TYPES.join(', ')}`;
  if (!isText(operation['resourceKey'])) return 'resourceKey: expected a string';
  if (!isClockStamp(operation['createdAt'])) return `createdAt: expected ${STAMP}`;
  if (!isClockStamp(operation['lastModifiedAt'])) return `lastModifiedAt: expected ${STAMP}`;
  if (!isTime(operation['dueMs'])) return `dueMs: expected ${MS}`;
  if (!isTime(operation['expiresMs'])) return `expiresMs: expected ${MS}`;
  const { state, resourceVersion, errors, unresolved, draft } = operation;
  if (!PROCESSING.has(state)) return `state: expected one of ${PROCESSING_STATES.join(', ')}`;
  if (!isPositive(operation['version'])) return `version: expected ${POSITIVE}`;
  if (resourceVersion !== undefined && !isPositive(resourceVersion)) return `resourceVersion: expected ${POSITIVE}`;
  if (errors !== undefined && !(Array.isArray(errors) && errors.every(isError))) return 'errors: expected a list of errors, each with a code and a message';
  if (unresolved !== undefined && !(Array.isArray(unresolved) && unresolved.every(isIdentity))) return 'unresolved: expected a list of { typeId, key }';
  if (draft !== undefined && !isObject(draft)) return 'draft: expected an object';
  // An operation keeps its item exactly while processing may still change it.
  if (LIVE_STATES.has(state as ProcessingState) === (draft === undefined)) {
    return `draft: expected ${draft === undefined ? 'the draft it was created with' : 'no draft'}, as an operation in state ${String(state)} keeps ${draft === undefined ? 'it' : 'none'}`;
  }
  return undefined;
}

function waitingProblem(waiting: Json): string | undefined {
  if (!isKey(waiting['typeId'])) return `typeId: expected ${KEY}`;
  if (!isKey(waiting['key'])) return `key: expected ${KEY}`;
  if (!isStringList(waiting['operations'])) return `operations: expected ${LIST}`;
  return undefined;
}

function awaitingProblem(awaiting: Json): string | undefined {
  if (!isKey(awaiting['product'])) return `product: expected ${KEY}`;
  if (!isStringList(awaiting['operations'])) return `operations: expected ${LIST}`;
  return undefined;
}

function checkEach(items: unknown, at: string, what: string, problemOf: (item: Json) => string | undefined): void {
  if (!Array.isArray(items)) throw broken(`${at}: expected a list`);
  for (let index = 0; index < items.length; index += 1) {
    const item: unknown = items[index];
    if (!isObject(item)) throw broken(`${at}.${index}: expected ${what}`);
    const problem = problemOf(item);
    if (problem !== undefined) throw broken(`${at}.${index}.${problem}`);
  }
}

/** Each index's values as one flat list of value and holder after each other, per scope. */
function checkUnique(value: unknown, at: string): void {
  if (!isObject(value) || !isObject(value['holders'])) throw broken(`${at}: expected { holders, handedOver }`);
  for (const [index, scopes] of Object.entries(value['holders'])) {
    const flat = isObject(scopes) && Object.values(scopes).every((list) => isStringList(list) && list.length % 2 === 0);
    if (!flat) throw broken(`${at}.holders.${index}: expected scopes, each a list of value and holder after each other`);
  }
  if (!isStringList(value['handedOver'])) throw broken(`${at}.handedOver: expected a list of strings`);
}

/**
 * Checks a Project's part of a snapshot by hand, as fast as reading it: a state of 10 000 products
 * restores in milliseconds. Each resource's content too, where reads and imports rely on it
 * (resource-content.ts). Throws a TypeError naming the first problem's path.
 *
 * @example
 * const part = checkProjectImports('shop', state.imports.projects['shop']);
 */
export function checkProjectImports(projectKey: string, value: unknown): ProjectImportsState {
  const at = `imports.projects.${projectKey}`;
  if (!isObject(value)) throw broken(`${at}: expected { resources, unique, operations, waiting, awaitingMaster }`);
  checkEach(value['resources'], `${at}.resources`, 'a resource', resourceProblem);
  checkUnique(value['unique'], `${at}.unique`);
  checkEach(value['operations'], `${at}.operations`, 'an operation', operationProblem);
  checkEach(value['waiting'], `${at}.waiting`, '{ typeId, key, operations }', waitingProblem);
  checkEach(value['awaitingMaster'], `${at}.awaitingMaster`, '{ product, operations }', awaitingProblem);
  return value as unknown as ProjectImportsState;
}
