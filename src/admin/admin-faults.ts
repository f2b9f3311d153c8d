import type { FaultOptions } from '../controls/fault-registry.js';
import type { OperationName } from '../vocabulary/operations.js';
import type { AdminContext } from './admin-context.js';
import { onlyFields, optional, readObject } from './admin-input.js';
import { createInjections, readTimes, type Injections } from './admin-injections.js';
import { AdminInputError, type AdminRequest, type AdminResponse } from './admin-types.js';

const FIELDS = ['operation', 'projectKey', 'status', 'body', 'networkError', 'delayMs', 'times'];
const EXAMPLE = '{"operation": "getProject", "status": 503, "times": 2}';

/** The faults admin calls injected. */
export type AdminFaults = Injections;

/**
 * Makes the list of faults injected through the admin API.
 *
 * @example
 * const faults = createAdminFaults();
 */
export function createAdminFaults(): AdminFaults {
  return createInjections('fault');
}

function readOperation(body: Record<string, unknown>): OperationName | OperationName[] | undefined {
  const { operation } = body;
  if (operation === undefined || typeof operation === 'string') return operation as OperationName | undefined;
  if (Array.isArray(operation) && operation.every((name) => typeof name === 'string')) return operation as OperationName[];
  throw new AdminInputError(`'operation' must be an operation name or a list of them, such as "getProject" or ["getProject", "updateProject"].`);
}

/**
 * `POST /__admin/faults`: the JSON form of `ct.inject` (all but `match`, a function, which JSON
 * cannot carry). Answers 201 `{ id, remaining, hits }`. Over real HTTP, `networkError: true`
 * resets the connection.
 *
 * @example
 * injectFault(context, faults, { ...request, body: '{"operation":"getProject","status":503}' }); // 201 { id: '1', remaining: 1, hits: 0 }
 */
export function injectFault({ mock }: AdminContext, faults: AdminFaults, request: AdminRequest): AdminResponse {
  const body = readObject(request.body, EXAMPLE);
  if ('match' in body) throw new AdminInputError("'match' is a function, which JSON cannot carry. Choose the requests by operation and projectKey.");
  onlyFields(body, FIELDS);
  const times = readTimes(body);
  const status = optional(body, 'status', 'number');
  const networkError = optional(body, 'networkError', 'boolean');
  const delayMs = optional(body, 'delayMs', 'number');
  const projectKey = optional(body, 'projectKey', 'string');
  const operation = readOperation(body);
  // JSON may hold any combination of fields; ct.inject refuses the ones its type rules out (a status
  // with a network error, a body without a status) at run time, with its own messages.
  const options = {
    ...(operation === undefined ? {} : { operation }),
    ...(projectKey === undefined ? {} : { projectKey }),
    ...(status === undefined ? {} : { status }),
    ...(body.body === undefined ? {} : { body: body.body }),
    ...(networkError === undefined ? {} : { networkError }),
    ...(delayMs === undefined ? {} : { delayMs }),
    ...(times === undefined ? {} : { times }),
  } as FaultOptions;
  return faults.add(body, () => mock.inject(options));
}
