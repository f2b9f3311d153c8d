import type { ErrorObject } from '../../errors/error-response.js';
import type { ImportResourceType } from '../import-container/import-container.js';
import type { CheckedItem, ResourceIdentity } from '../import-requests/import-resource-kind.js';
import type { ImportOperation, ProcessingState } from './import-operation.js';

/**
 * An import operation as the store keeps it: what its item needs and makes, and its state. It
 * changes in place as it is processed (up to 200 000 per container must stay cheap, which copies
 * on every change would not be); only `toImportOperation` hands it out, as a fresh object.
 */
export interface OperationRecord {
  readonly id: string;
  /** Creation order across the mock, the default order of queries. */
  readonly serial: number;
  readonly projectKey: string;
  readonly importContainerKey: string;
  readonly type: ImportResourceType;
  readonly resourceKey: string;
  /**
   * What processing needs of the item, until the operation ends in a state that processing never
   * leaves; then let go, since an imported item's content is kept with its resource anyway.
   */
  item: CheckedItem | undefined;
  readonly createdAt: string;
  /** When it is processed, in epoch ms on the mock's clock. */
  readonly dueMs: number;
  readonly expiresMs: number;
  readonly expiresAt: string;
  state: ProcessingState;
  version: number;
  lastModifiedAt: string;
  resourceVersion: number | undefined;
  errors: readonly ErrorObject[] | undefined;
  /** While `unresolved`: the references that do not exist yet. */
  unresolved: ResourceIdentity[] | undefined;
  /** Expired, or its container was deleted: gone from every view. */
  gone: boolean;
}

/**
 * The operation as the API shows it. Queries show `unresolvedReferences` only with `debug=true`;
 * a GET of one operation always does.
 *
 * @example
 * json(toImportOperation(record, true));
 */
export function toImportOperation(record: OperationRecord, withReferences: boolean): ImportOperation {
  const { version, importContainerKey, resourceKey, id, state, resourceVersion, errors, unresolved, createdAt, lastModifiedAt, expiresAt } = record;
  return {
    version,
    importContainerKey,
    resourceKey,
    id,
    state,
    ...(resourceVersion === undefined ? {} : { resourceVersion }),
    ...(errors === undefined ? {} : { errors: errors.map((error) => structuredClone(error)) }),
    ...(withReferences && unresolved !== undefined ? { unresolvedReferences: unresolved.map(({ typeId, key }) => ({ typeId, key })) } : {}),
    createdAt,
    lastModifiedAt,
    expiresAt,
  };
}
