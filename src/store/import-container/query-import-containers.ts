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

/**
 * Sorted orders of one set of containers, by sort (as `createdAt desc,key asc`), kept by the
 * store until the set changes: a test that queries again and again pays for one sort.
 */
export type SortedOrders = Map<string, readonly ImportContainer[]>;

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

interface Sort {
  /** The sort as normalized text, naming the order in the store's cache. */
  readonly name: string;
  readonly compare: Comparator;
}

function parseSort(text: string, errors: ErrorObject[]): Sort | undefined {
  const [field, direction, ...rest] = text.trim().split(/\s+/);
  const known = SORT_FIELDS.find((candidate) => candidate === field);
  if (!known || (direction !== 'asc' && direction !== 'desc') || rest.length > 0) {
    errors.push(
      invalidInput(`'${text}' is not a valid sort. Use '<field> asc' or '<field> desc', with a field among ${SORT_FIELDS.join(', ')}.`),
    );
    return undefined;
  }
  const compare = compareBy(known);
  return { name: `${known} ${direction}`, compare: direction === 'asc' ? compare : (a, b) => compare(b, a) };
}

// Orders beyond these are sorted on every query rather than kept: the sorts come from requests.
const MAX_KEPT_ORDERS = 16;

function sortedBy(containers: Iterable<ImportContainer>, sorts: readonly Sort[], orders: SortedOrders): readonly ImportContainer[] {
  const name = sorts.map((sort) => sort.name).join(',');
  const kept = orders.get(name);
  if (kept) return kept;
  const order = [...sorts.map((sort) => sort.compare), ...DEFAULT_ORDER];
  const sorted = [...containers].sort((a, b) => {
    for (const compare of order) {
      const result = compare(a, b);
      if (result !== 0) return result;
    }
    return 0;
  });
  if (orders.size < MAX_KEPT_ORDERS) orders.set(name, sorted);
  return sorted;
}

/**
 * Answers a query: `limit` 0–500 (default 20), `offset` 0–10000 (default 0), and any number of
 * `<field> asc|desc` sorts, applied in order, then the default order (createdAt, then key).
 * `orders` keeps sorted orders between queries; the caller empties it when the containers change.
 *
 * @example
 * queryImportContainers(containers, { limit: '500', offset: '250', sort: ['createdAt desc'] }, new Map());
 */
export function queryImportContainers(
  containers: Iterable<ImportContainer>,
  query: ImportContainerQuery,
  orders: SortedOrders,
): Result<ImportContainerPagedResponse> {
  const errors: ErrorObject[] = [];
  const limit = parseBound('limit', query.limit, 20, 500, errors);
  const offset = parseBound('offset', query.offset, 0, 10_000, errors);
  const sorts = (query.sort ?? []).map((text) => parseSort(text, errors)).filter((sort): sort is Sort => sort !== undefined);
  const problems = nonEmpty(errors);
  if (problems) return fail(badRequest(problems));

  const sorted = sortedBy(containers, sorts, orders);
  const results = sorted.slice(offset, offset + limit);
  return ok({ limit, offset, count: results.length, total: sorted.length, results });
}
