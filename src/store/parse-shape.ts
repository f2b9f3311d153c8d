import * as v from 'valibot';
import { badRequest, invalidJsonInput } from '../errors/http-api-errors.js';
import { fail, ok, type Result } from './result.js';
import { shapeErrors } from './shape-errors.js';

/**
 * Checks a parsed JSON body against a request shape, answering a mismatch with InvalidJsonInput
 * errors, one per problem. A top-level array is refused outright: valibot's objects accept arrays.
 *
 * @example
 * const update = parseShape(projectUpdateSchema, body);
 * if (!update.ok) return update;
 */
export function parseShape<const Schema extends v.GenericSchema>(schema: Schema, body: unknown): Result<v.InferOutput<Schema>> {
  if (Array.isArray(body)) return fail(badRequest([invalidJsonInput('JSON Object expected, got Array.')]));
  const parsed = v.safeParse(schema, body);
  return parsed.success ? ok(parsed.output) : fail(badRequest(shapeErrors(parsed.issues)));
}
