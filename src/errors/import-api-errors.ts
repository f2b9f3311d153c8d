import { errorResponse, type ErrorObject, type ErrorResponse } from './error-response.js';

// Constructors for the errors only the Import API answers with; InvalidJsonInput, InvalidInput and
// the authentication errors are shared with the HTTP API (http-api-errors.ts).

/** The limit on Import Containers per Project. */
export const MAX_IMPORT_CONTAINERS = 1000;

/**
 * The 404 for an Import Container key the Project does not have, worded as the platform words it
 * (the official importapi-sdk integration test asserts it).
 *
 * @example
 * importContainerNotFound('my-container');
 */
export function importContainerNotFound(key: string): ErrorResponse {
  return errorResponse(404, [{ code: 'ResourceNotFound', message: `Import container ${key} does not exist` }]);
}

/**
 * The 404 for any Import Container call on a Project the mock does not know.
 *
 * @example
 * importProjectNotFound('ghost');
 */
export function importProjectNotFound(projectKey: string): ErrorResponse {
  return errorResponse(404, [{ code: 'ResourceNotFound', message: `The requested project '${projectKey}' wasn't found.` }]);
}

/**
 * The Import API's 409, which names both versions.
 *
 * @example
 * importConcurrentModification(1, 3);
 */
export function importConcurrentModification(specifiedVersion: number, currentVersion: number): ErrorResponse {
  return errorResponse(409, [
    { code: 'ConcurrentModification', message: 'A concurrent modification was detected', specifiedVersion, currentVersion },
  ]);
}

/**
 * A second Import Container with a key the Project already has.
 *
 * @example
 * duplicateField('key', 'my-container');
 */
export function duplicateField(field: string, duplicateValue: string): ErrorObject {
  return {
    code: 'DuplicateField',
    message: `A duplicate value '${JSON.stringify(duplicateValue)}' exists for field '${field}'.`,
    field,
    duplicateValue,
  };
}

/**
 * The 1001st Import Container of a Project.
 *
 * @example
 * importContainerLimitReached('shop');
 */
export function importContainerLimitReached(projectKey: string): ErrorObject {
  return {
    code: 'InvalidInput',
    message: `The Project '${projectKey}' already has ${MAX_IMPORT_CONTAINERS} Import Containers, the limit per Project. Delete one before creating another.`,
  };
}

/**
 * The 404 for an import operation id the Project does not have (never had, or expired).
 *
 * @example
 * importOperationNotFound('0b5c3d2e-...');
 */
export function importOperationNotFound(id: string): ErrorResponse {
  return errorResponse(404, [{ code: 'ResourceNotFound', message: `The Resource with ID '${id}' was not found.` }]);
}
