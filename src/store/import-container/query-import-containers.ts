import { badRequest, invalidInput } from '../../errors/http-api-errors.js';
import { nonEmpty, type ErrorObject } from '../../errors/error-response.js';
import { fail, ok, type Result } from '../result.js';
import type { ImportContainer } from './import-container.js';

/** The query parameters as they arrive: raw strings, `sort` possibly repeated. */
export interface ImportContainerQuery {
  readonly limit?: string | null;
  readonly offset?: string | null;
  readonly sort?: readonly string[];
}

export interface ImportContainerPagedResponse {
  limit: number;
  offset: number;
  count: number;
  total: number;
  results: ImportContainer[];
}

const SORT_FIELDS = ['key', 'createdAt', 'lastModifiedAt', 'version', 'resourceType'] as const;
type SortField = (typeof SORT_FIELDS)[number];
type Comparator = (a: ImportContainer, b: ImportContainer) => number;

function compareBy(field: SortField): Comparator {
  return (a, b) => {
    const x = a[field];
    const y = b[field];
    if (x === y) return 0;
    // A container without a resource type handles every type; it sorts before those with one.
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    return x < y ? -1 : 1;
  };
}

/** Ties under the requested sort fall back to the default order, so pages never shuffle. */
const DEFAULT_ORDER: readonly Comparator[] = [compareBy('createdAt'), compareBy('key')];

function parseBound(name: string, raw: string | null | undefined, fallback: number, max: number, errors: ErrorObject[]): number {
  if (raw === null || raw === undefined) return fallback;
  if (/^\d+$/.test(raw) && Number(raw) <= max) return Number(raw);
  errors.push(invalidInput(`'${name}' must be a whole number from 0 to ${max}, but was '${raw}'.`));
  return fallback;
}

function parseSort(text: string, errors: ErrorObject[]): Comparator | undefined {
  const [field, direction, ...rest] = text.trim().split(/\s+/);
  const known = SORT_FIELDS.find((candidate) => candidate === field);
  if (!known || (direction !== 'asc' && direction !== 'desc') || rest.length > 0) {
    errors.push(
      invalidInput(`'${text}' is not a valid sort. Use '<field> asc' or '<field> desc', with a field among ${SORT_FIELDS.join(', ')}.`),
    );
    return undefined;
  }
  const compare = compareBy(known);
  return direction === 'asc' ? compare : (a, b) => compare(b, a);
}

/**
 * Answers a query: `limit` 0–500 (default 20), `offset` 0–10000 (default 0), and any number of
 * `<field> asc|desc` sorts, applied in order, then the default order (createdAt, then key).
 *
 * @example
 * queryImportContainers(containers, { limit: '500', offset: '250', sort: ['createdAt desc'] });
 */
export function queryImportContainers(
  containers: Iterable<ImportContainer>,
  query: ImportContainerQuery,
): Result<ImportContainerPagedResponse> {
  const errors: ErrorObject[] = [];
  const limit = parseBound('limit', query.limit, 20, 500, errors);
  const offset = parseBound('offset', query.offset, 0, 10_000, errors);
  const comparators = (query.sort ?? []).map((text) => parseSort(text, errors)).filter((c): c is Comparator => c !== undefined);
  const problems = nonEmpty(errors);
  if (problems) return fail(badRequest(problems));

  const order = [...comparators, ...DEFAULT_ORDER];
  const sorted = [...containers].sort((a, b) => {
    for (const compare of order) {
      const result = compare(a, b);
      if (result !== 0) return result;
    }
    return 0;
  });
  const results = sorted.slice(offset, offset + limit);
  return ok({ limit, offset, count: results.length, total: sorted.length, results });
}
