import { freeze } from 'immer';
import { isClockStamp } from '../../clock/create-clock.js';
import { IMPORT_RESOURCE_TYPES, type ImportResourceType } from '../import-container/import-container.js';
import type { CheckedItem, ResourceIdentity } from '../import-requests/import-resource-kind.js';
import type { StoredResource } from '../import-rules/resource-rules.js';
import type { OperationState, ProjectImportsState, ResourceState } from '../snapshot/mock-state.js';
import { PROCESSING_STATES, type ProcessingState } from './import-operation.js';
import type { OperationRecord } from './operation-record.js';

/**
 * A resource as a snapshot keeps it: its `current` left out where it is its `content` (the usual
 * product), `null` where it has none.
 *
 * @example
 * resourceState({ typeId: 'category', key: 'shirts' }, stored); // { typeId: 'category', key: 'shirts', version: 1, ... }
 */
export function resourceState({ typeId, key }: ResourceIdentity, resource: StoredResource): ResourceState {
  const { version, serial, createdAt, lastModifiedAt, content, current, published, variantIds, id, givenIds, madeKeys } = resource;
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
  const { typeId, key, version, content, serial, createdAt, lastModifiedAt, published, variantIds, id, givenIds, madeKeys } = state;
  // The snapshot's own objects, not copied: the store never changes a resource's content.
  const current = state.current === undefined ? content : (state.current ?? undefined);
  const resource: StoredResource = { version, content, serial, createdAt, lastModifiedAt, current, published };
  const withIds = variantIds === undefined ? resource : { ...resource, variantIds };
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

/** The states an operation may still leave, in which it keeps its item: a snapshot holds its draft. */
const LIVE_STATES: ReadonlySet<string> = new Set(['processing', 'unresolved', 'waitForMasterVariant']);

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
const PROCESSING: ReadonlySet<unknown> = new Set<ProcessingState>(PROCESSING_STATES);
const IMPORT_TYPES: ReadonlySet<unknown> = new Set<ImportResourceType>(IMPORT_RESOURCE_TYPES);
const STAMP_TEXT = 'a time as the mock writes it (2030-01-01T00:00:00.000Z)';

/** One check per field, with what it should hold; a path is built only for a field that fails. */
type Rule = readonly [name: string, holds: (value: unknown) => boolean, what: string];
const optional = (holds: (value: unknown) => boolean) => (value: unknown) => value === undefined || holds(value);

const RESOURCE_RULES: readonly Rule[] = [
  ['typeId', isKey, 'a non-empty string'],
  ['key', isKey, 'a non-empty string'],
  ['version', isPositive, 'a whole number, 1 or more'],
  ['serial', isWhole, 'a whole number, 0 or more'],
  ['createdAt', isClockStamp, STAMP_TEXT],
  ['lastModifiedAt', isClockStamp, STAMP_TEXT],
  ['content', optional(isObject), 'an object'],
  ['current', (value) => value === undefined || value === null || isObject(value), 'an object or null'],
  ['published', (value) => typeof value === 'boolean', 'true or false'],
  [
    'variantIds',
    optional((ids) => isObject(ids) && isObject(ids['byKey']) && Object.values(ids['byKey']).every(isPositive) && isWhole(ids['last'])),
    '{ byKey: { [key]: id }, last }',
  ],
  ['id', optional(isKey), 'a non-empty string'],
  ['givenIds', optional((ids) => isObject(ids) && Object.values(ids).every(isKey)), 'ids by the ids the mock would show'],
  ['madeKeys', optional(isStringList), 'a list of keys'],
];

const OPERATION_RULES: readonly Rule[] = [
  ['id', isKey, 'a non-empty string'],
  ['serial', isPositive, 'a whole number, 1 or more'],
  ['importContainerKey', isKey, 'a non-empty string'],
  ['type', (value) => IMPORT_TYPES.has(value), `one of ${IMPORT_RESOURCE_TYPES.join(', ')}`],
  ['resourceKey', isText, 'a string'],
  ['createdAt', isClockStamp, STAMP_TEXT],
  ['lastModifiedAt', isClockStamp, STAMP_TEXT],
  ['dueMs', isTime, 'epoch milliseconds'],
  ['expiresMs', isTime, 'epoch milliseconds'],
  ['state', (value) => PROCESSING.has(value), `one of ${PROCESSING_STATES.join(', ')}`],
  ['version', isPositive, 'a whole number, 1 or more'],
  ['resourceVersion', optional(isPositive), 'a whole number, 1 or more'],
  ['errors', optional((value) => Array.isArray(value) && value.every(isError)), 'a list of errors, each with a code and a message'],
  ['unresolved', optional((value) => Array.isArray(value) && value.every(isIdentity)), 'a list of { typeId, key }'],
  ['draft', optional(isObject), 'an object'],
];

const WAITING_RULES: readonly Rule[] = [
  ['typeId', isKey, 'a non-empty string'],
  ['key', isKey, 'a non-empty string'],
  ['operations', isStringList, 'a list of operation ids'],
];
const AWAITING_RULES: readonly Rule[] = [
  ['product', isKey, 'a non-empty string'],
  ['operations', isStringList, 'a list of operation ids'],
];

function checkEach(items: unknown, at: string, what: string, rules: readonly Rule[]): void {
  if (!Array.isArray(items)) throw broken(`${at}: expected a list`);
  for (let index = 0; index < items.length; index += 1) {
    const item: unknown = items[index];
    if (!isObject(item)) throw broken(`${at}.${index}: expected ${what}`);
    for (const [name, holds, should] of rules) if (!holds(item[name])) throw broken(`${at}.${index}.${name}: expected ${should}`);
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
 * restores in milliseconds. Throws a TypeError naming the first problem's path.
 *
 * @example
 * const part = checkProjectImports('shop', state.imports.projects['shop']);
 */
export function checkProjectImports(projectKey: string, value: unknown): ProjectImportsState {
  const at = `imports.projects.${projectKey}`;
  if (!isObject(value)) throw broken(`${at}: expected { resources, unique, operations, waiting, awaitingMaster }`);
  checkEach(value['resources'], `${at}.resources`, 'a resource', RESOURCE_RULES);
  checkUnique(value['unique'], `${at}.unique`);
  checkEach(value['operations'], `${at}.operations`, 'an operation', OPERATION_RULES);
  (value['operations'] as readonly Json[]).forEach((operation, index) => {
    // An operation keeps its item exactly while processing may still change it.
    if (LIVE_STATES.has(operation['state'] as string) === (operation['draft'] === undefined)) {
      const needs = operation['draft'] === undefined ? `the draft it was created with, as an operation in state ${String(operation['state'])} keeps it` : `no draft, as an operation in state ${String(operation['state'])} keeps none`;
      throw broken(`${at}.operations.${index}.draft: expected ${needs}`);
    }
  });
  checkEach(value['waiting'], `${at}.waiting`, '{ typeId, key, operations }', WAITING_RULES);
  checkEach(value['awaitingMaster'], `${at}.awaitingMaster`, '{ product, operations }', AWAITING_RULES);
  return value as unknown as ProjectImportsState;
}
