import { errorResponse, type ErrorObject, type ErrorResponse } from './error-response.js';

// Constructors for the errors only the Import API answers with; InvalidJsonInput, InvalidInput and
// the authentication errors are shared with the HTTP API (http-api-errors.ts).

/** The limit on Import Containers per Project. */
export const MAX_IMPORT_CONTAINERS = 1000;

/**
 * The 404 for an Import Container key the Project does not have.
 *
 * @example
 * importContainerNotFound();
 */
export function importContainerNotFound(): ErrorResponse {
  return errorResponse(404, [{ code: 'ResourceNotFound', message: "The requested import container wasn't found." }]);
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

// A message names the value it refuses, but not a whole catalogue of it.
function shortJson(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 100 ? `${text.slice(0, 97)}...` : text;
}

/** The message of a whole import request refused for its fields. */
export const IMPORT_REQUEST_REJECTED = 'Complete request got rejected. Import request has some invalid fields';

/**
 * One field of an import request that breaks its schema. `field` is a dotted path from the
 * request (`resources.1.key`). The schema requires `invalidValue`, so a missing value is `null`.
 *
 * @example
 * invalidField({ field: 'resources.1.key', invalidValue: 3, resourceIndex: 1, problem: 'must be a string' });
 */
export function invalidField(options: {
  readonly field: string;
  readonly invalidValue?: unknown;
  readonly resourceIndex?: number;
  readonly allowedValues?: readonly unknown[];
  readonly problem: string;
}): ErrorObject {
  const { field, invalidValue, resourceIndex, allowedValues, problem } = options;
  const subject = invalidValue === undefined ? `The field '${field}'` : `The value ${shortJson(invalidValue)} of field '${field}'`;
  return {
    code: 'InvalidField',
    message: `${subject} is not valid: ${problem}.`,
    field,
    invalidValue: invalidValue ?? null,
    ...(allowedValues === undefined ? {} : { allowedValues }),
    ...(resourceIndex === undefined ? {} : { resourceIndex }),
  };
}

/**
 * The 400 for an import request with invalid fields: nothing of it is stored.
 *
 * @example
 * importRequestRejected([invalidField({ field: 'resources', problem: 'give 1 to 20 items' })]);
 */
export function importRequestRejected(errors: readonly [ErrorObject, ...ErrorObject[]]): ErrorResponse {
  return { statusCode: 400, message: IMPORT_REQUEST_REJECTED, errors };
}

/**
 * The 400 (not 404) the platform answers an import request for a container key it does not have.
 *
 * @example
 * importContainerKeyUnknown();
 */
export function importContainerKeyUnknown(): ErrorResponse {
  return errorResponse(400, [{ code: 'InvalidInput', message: 'Import container key in uri does not exist' }]);
}

/**
 * The 400 for an import request into a container typed for another resource type.
 *
 * @example
 * importContainerTypeMismatch('products', 'product', 'category');
 */
export function importContainerTypeMismatch(containerKey: string, containerType: string, requestType: string): ErrorResponse {
  return errorResponse(400, [
    {
      code: 'InvalidInput',
      message: `The import container '${containerKey}' takes resources of type '${containerType}', not '${requestType}'. Send them to a container of that type, or to one without a resourceType.`,
    },
  ]);
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

/**
 * The error of an operation whose variant SKU another product's variant already holds.
 *
 * @example
 * duplicateSku('shirt-red-m');
 */
export function duplicateSku(sku: string): ErrorObject {
  return duplicateField('sku', sku);
}
