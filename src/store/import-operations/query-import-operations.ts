import { badRequest, invalidInput } from '../../errors/http-api-errors.js';
import { nonEmpty, type ErrorObject } from '../../errors/error-response.js';
import { parseBound, parseSort, sortBy, type Comparator, type Sort } from '../query/query-parameters.js';
import { fail, ok, type Result } from '../result.js';
import { PROCESSING_STATES, type ProcessingState } from './import-operation.js';
import type { OperationRecord } from './operation-record.js';

/**
 * The query parameters as they arrive (the request's URLSearchParams): raw strings, `sort`
 * possibly repeated. Read here, with the engine, so that the route hands them over as they are.
 */
export type ImportOperationQuery = Pick<URLSearchParams, 'get' | 'getAll'>;

/** A checked query: what to select, in which order, and which page. */
export interface ParsedOperationQuery {
  readonly limit: number;
  readonly offset: number;
  readonly resourceKey: string | undefined;
  readonly state: ProcessingState | undefined;
  readonly debug: boolean;
  readonly sorts: readonly Sort<OperationRecord>[];
  /** Names the selection and its order, for the orders a container keeps between queries. */
  readonly name: string;
}

const compareBy =
  <Field extends 'createdAt' | 'lastModifiedAt' | 'resourceKey' | 'state' | 'version' | 'expiresAt'>(field: Field): Comparator<OperationRecord> =>
  (a, b) => {
    const x = a[field];
    const y = b[field];
    return x === y ? 0 : x < y ? -1 : 1;
  };

const COMPARATORS = {
  createdAt: compareBy('createdAt'),
  lastModifiedAt: compareBy('lastModifiedAt'),
  resourceKey: compareBy('resourceKey'),
  state: compareBy('state'),
  version: compareBy('version'),
  expiresAt: compareBy('expiresAt'),
};

/** Ties fall back to creation order, the default order, so pages never shuffle. */
// Stryker disable next-line ArrowFunction,ArithmeticOperator: operations are kept in creation order and the sort is stable, so ties stay in it anyway
export const CREATION_ORDER: Comparator<OperationRecord> = (a, b) => a.serial - b.serial;

function parseBoolean(raw: string | null | undefined, errors: ErrorObject[]): boolean {
  if (raw === null || raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  errors.push(invalidInput(`'debug' must be true or false, but was '${raw}'.`));
  // Stryker disable next-line BooleanLiteral: with an error the query is refused, whatever this returns
  return false;
}

function parseState(raw: string | null | undefined, errors: ErrorObject[]): ProcessingState | undefined {
  if (raw === null || raw === undefined) return undefined;
  const state = PROCESSING_STATES.find((candidate) => candidate === raw);
  if (!state) errors.push(invalidInput(`'state' must be one of ${PROCESSING_STATES.join(', ')}, but was '${raw}'.`));
  return state;
}

/**
 * Checks a query of a container's operations: `limit` 0–500 (default 20), `offset` 0–10000,
 * repeated `<field> asc|desc` sorts, `resourceKey` and `state` filters, and `debug`.
 *
 * @example
 * parseOperationQuery(new URLSearchParams('state=unresolved&debug=true&sort=lastModifiedAt+desc'));
 */
export function parseOperationQuery(query: ImportOperationQuery): Result<ParsedOperationQuery> {
  const errors: ErrorObject[] = [];
  const limit = parseBound('limit', query.get('limit'), 20, 500, errors);
  const offset = parseBound('offset', query.get('offset'), 0, 10_000, errors);
  // Stryker disable next-line MethodExpression: an undefined sort comes only with an error, answered below
  const sorts = query.getAll('sort').map((text) => parseSort(text, COMPARATORS, errors)).filter((sort) => sort !== undefined);
  const state = parseState(query.get('state'), errors);
  const debug = parseBoolean(query.get('debug'), errors);
  const problems = nonEmpty(errors);
  if (problems) return fail(badRequest(problems));
  const resourceKey = query.get('resourceKey') ?? undefined;
  const name = JSON.stringify([state ?? null, resourceKey ?? null, sorts.map((sort) => sort.name)]);
  return ok({ limit, offset, resourceKey, state, debug, sorts, name });
}

/**
 * The operations a query selects, in its order: filtered, then sorted by the requested sorts
 * with creation order breaking ties. `operations` is in creation order already.
 *
 * @example
 * const selected = selectOperations(container.operations, parsed);
 */
export function selectOperations(operations: readonly OperationRecord[], query: ParsedOperationQuery): readonly OperationRecord[] {
  const { state, resourceKey, sorts } = query;
  const selected =
    state === undefined && resourceKey === undefined
      ? operations
      : operations.filter((record) => (state === undefined || record.state === state) && (resourceKey === undefined || record.resourceKey === resourceKey));
  return sorts.length === 0 ? selected : sortBy(selected, [...sorts.map((sort) => sort.compare), CREATION_ORDER]);
}
