/** One entry of an error response's `errors` list, as the platform writes it. */
export interface ErrorObject {
  readonly code: string;
  readonly message: string;
  readonly [field: string]: unknown;
}

/**
 * The body of every error the HTTP API and the Import API send:
 * `message` repeats the first error's message.
 */
export interface ErrorResponse {
  readonly statusCode: number;
  readonly message: string;
  readonly errors: readonly ErrorObject[];
  /** OAuth 2.0 error code, present on authentication and authorization errors. */
  readonly error?: string;
  readonly error_description?: string;
}

/**
 * Builds an error response whose `message` is the first error's message, as the platform does.
 *
 * @example
 * errorResponse(400, [{ code: 'InvalidInput', message: 'Project name must not be empty.' }]);
 */
export function errorResponse(statusCode: number, errors: readonly [ErrorObject, ...ErrorObject[]]): ErrorResponse {
  return { statusCode, message: errors[0].message, errors };
}

/**
 * Builds an OAuth-style error response (AuthErrorResponse): the error list plus `error`,
 * and `error_description` when the description differs from the bare code.
 *
 * @example
 * authErrorResponse(401, 'invalid_token', 'invalid_token');
 */
export function authErrorResponse(statusCode: number, code: string, message: string): ErrorResponse {
  const base = { statusCode, message, errors: [{ code, message }], error: code };
  return message === code ? base : { ...base, error_description: message };
}

/**
 * The list as a non-empty tuple, or undefined when it is empty: error lists must never be empty.
 *
 * @example
 * const list = nonEmpty(errors);
 * if (list) return fail(badRequest(list));
 */
export function nonEmpty<T>(list: readonly T[]): [T, ...T[]] | undefined {
  const [first, ...rest] = list;
  return first === undefined ? undefined : [first, ...rest];
}

/**
 * An error's most specific text: the `detailedErrorMessage` of a shape error, else its message.
 *
 * @example
 * errors.map(describeError).join('; ');
 */
export function describeError(error: ErrorObject): string {
  return typeof error.detailedErrorMessage === 'string' ? error.detailedErrorMessage : error.message;
}
