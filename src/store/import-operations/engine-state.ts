import type { ImportResourceType } from '../import-container/import-container.js';
import type { CheckedItem, ResourceIdentity } from '../import-requests/import-resource-kind.js';
import type { StoredResource } from '../import-rules/resource-rules.js';
import type { OperationState, ResourceState } from '../snapshot/mock-state.js';
import type { OperationRecord } from './operation-record.js';

/**
 * A resource as a snapshot keeps it: its `current` left out where it is its `content` (the usual
 * product), `null` where it has none.
 *
 * @example
 * resourceState({ typeId: 'category', key: 'shirts' }, stored); // { typeId: 'category', key: 'shirts', version: 1, ... }
 */
export function resourceState({ typeId, key }: ResourceIdentity, resource: StoredResource): ResourceState {
  const { version, serial, createdAt, lastModifiedAt, content, current, published, variantIds } = resource;
  return {
    typeId,
    key,
    version,
    serial,
    createdAt,
    lastModifiedAt,
    ...(content === undefined ? {} : { content: content as Record<string, unknown> }),
    ...(current === content ? {} : { current: (current ?? null) as Record<string, unknown> | null }),
    published,
    ...(variantIds === undefined ? {} : { variantIds }),
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
  const { typeId, key, version, content, serial, createdAt, lastModifiedAt, published, variantIds } = state;
  const current = state.current === undefined ? content : (state.current ?? undefined);
  const resource: StoredResource = { version, content, serial, createdAt, lastModifiedAt, current, published };
  return [{ typeId, key }, variantIds === undefined ? resource : { ...resource, variantIds }];
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
    ...(item === undefined ? {} : { draft: item.draft as Record<string, unknown> }),
  };
}

/** The states an operation may still leave, in which it keeps its item: a snapshot holds its draft. */
const LIVE_STATES: ReadonlySet<string> = new Set(['processing', 'unresolved', 'waitForMasterVariant']);

/**
 * An operation back from its snapshot. `check` checks its draft again, as the import request's
 * item was checked, and throws a TypeError naming what it refuses.
 *
 * @example
 * const record = operationRecord('shop', state, (type, draft) => checkItem(type, draft));
 */
export function operationRecord(projectKey: string, state: OperationState, check: (type: ImportResourceType, draft: unknown) => CheckedItem): OperationRecord {
  const { id, serial, importContainerKey, type, resourceKey, createdAt, dueMs, expiresMs, version, lastModifiedAt, resourceVersion, errors, unresolved, draft } = state;
  const live = LIVE_STATES.has(state.state);
  if (live !== (draft !== undefined)) {
    const needs = live ? `needs the draft it was created with, as an operation in state ${state.state} keeps it` : `is ${state.state}, so it keeps no draft`;
    throw new TypeError(`commercetools-msw: the snapshot is broken at the operation ${id} of '${projectKey}': it ${needs}.`);
  }
  return {
    id,
    serial,
    projectKey,
    importContainerKey,
    type,
    resourceKey,
    item: draft === undefined ? undefined : check(type, draft),
    createdAt,
    dueMs,
    expiresMs,
    expiresAt: new Date(expiresMs).toISOString(),
    state: state.state,
    version,
    lastModifiedAt,
    resourceVersion,
    errors: errors?.map((error) => ({ ...error })),
    unresolved: unresolved?.map(({ typeId, key }) => ({ typeId, key })),
    gone: false,
  };
}
