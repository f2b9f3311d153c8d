import type { ErrorResponse } from '../errors/error-response.js';

/** The outcome of a store operation: a value, or the error response the API answers with. */
export type Result<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: ErrorResponse };

/** @example return ok(project); */
export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

/** @example return fail(projectNotFound(key)); */
export function fail<T>(error: ErrorResponse): Result<T> {
  return { ok: false, error };
}
