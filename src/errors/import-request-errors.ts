import { errorResponse, type ErrorObject, type ErrorResponse } from './error-response.js';

// Constructors for the errors of import requests and their operations. Apart from the other Import
// API errors because only the import engine, which loads on the first import request, needs them.

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
