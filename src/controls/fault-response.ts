import { authErrorResponse, errorResponse, type ErrorResponse } from '../errors/error-response.js';
import {
  insufficientScope,
  invalidClient,
  invalidInput,
  invalidToken,
  projectConcurrentModification,
  projectNotFound,
} from '../errors/http-api-errors.js';
import { importConcurrentModification, importContainerNotFound, importOperationNotFound, importProjectNotFound } from '../errors/import-api-errors.js';
import { AUTH_OPERATIONS, IMPORT_API_OPERATIONS, type OperationName } from '../vocabulary/operations.js';

/**
 * The reason phrase of a server-side status. Built per call, not once per module: this module
 * loads with the first fault, and per-call code is what mutation testing can trace to each test.
 */
function reasonOf(status: number): string {
  // 400 has a body of its own (InvalidInput), so it needs no reason here.
  const reasons: Readonly<Record<number, string>> = {
    408: 'Request Timeout',
    429: 'Too Many Requests',
    500: 'Internal Server Error',
    502: 'Bad Gateway',
    503: 'Service Unavailable',
    504: 'Gateway Timeout',
  };
  return reasons[status] ?? 'Error';
}

/** What a realistic fault body may mention about the request it answers. */
export interface FaultSubject {
  readonly operation: OperationName;
  readonly projectKey: string | undefined;
  readonly scopes: readonly string[] | undefined;
  /** The stored version of the addressed Project or container, for a realistic ConcurrentModification. */
  readonly storedVersion: number | undefined;
  /** The version the request's body named, if it named one. */
  readonly specifiedVersion: number | undefined;
  /** The last path parameter: the addressed container's key, or an operation's id. */
  readonly resourceId?: string | undefined;
}

/**
 * The body the platform would send with a status for an operation: the same errors the mock
 * gives for real (invalid_token, insufficient_scope, ResourceNotFound, ConcurrentModification),
 * and `General` or `BadGateway` for server errors.
 *
 * @example
 * faultBody(503, { operation: 'updateProject', projectKey: 'shop', scopes: ['manage_project_settings'], storedVersion: 3, specifiedVersion: 3 });
 */
export function faultBody(status: number, subject: FaultSubject): ErrorResponse {
  // Stryker disable next-line StringLiteral,ArrayDeclaration: the bodies that name a Project or scopes are for routes that always have them
  const { operation, projectKey = '', scopes = [], storedVersion = 1 } = subject;
  // An injected fault changes nothing, so the current version is the stored one: the SDK's
  // concurrent-modification middleware retries with it and succeeds.
  const specified = subject.specifiedVersion ?? storedVersion;
  const isImport = IMPORT_API_OPERATIONS.has(operation);
  const isAuth = AUTH_OPERATIONS.has(operation);
  if (status === 401) return isAuth ? invalidClient() : invalidToken();
  if (status === 403) return isAuth ? authErrorResponse(403, 'access_denied', 'access_denied') : insufficientScope(scopes);
  // Stryker disable next-line StringLiteral: the route of an operation always has its id as last path parameter
  if (status === 404 && operation === 'getImportOperation') return importOperationNotFound(subject.resourceId ?? '');
  if (status === 404 && !isAuth && isImport) {
    // A route with no container key (create, query) addresses the Project alone.
    return subject.resourceId ? importContainerNotFound(subject.resourceId) : importProjectNotFound(projectKey);
  }
  if (status === 404 && !isAuth) return projectNotFound(projectKey);
  if (status === 409 && !isAuth) {
    return isImport ? importConcurrentModification(specified, storedVersion) : projectConcurrentModification(projectKey, specified, storedVersion);
  }
  if (status === 400) return errorResponse(400, [invalidInput('The request was refused.')]);
  const message = `${reasonOf(status)}.`;
  const body = errorResponse(status, [{ code: status === 502 ? 'BadGateway' : 'General', message }]);
  return isAuth ? { ...body, error: 'server_error', error_description: message } : body;
}
