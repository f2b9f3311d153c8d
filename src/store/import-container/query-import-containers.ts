import { badRequest } from '../../errors/http-api-errors.js';
import { parseBound, parseSort, sortBy, type Comparator as QueryComparator, type Sort as QuerySort } from '../query/query-parameters.js';
import { nonEmpty, type ErrorObject } from '../../errors/error-response.js';
import { fail, ok, type Result } from '../result.js';
import type { ImportContainer } from './import-container.js';

/**
 * The query parameters as they arrive (the request's URLSearchParams): raw strings, `sort`
 * possibly repeated. Read here, in the module the first query loads, so that the route hands
 * them over as they are.
 */
export type ImportContainerQuery = Pick<URLSearchParams, 'get' | 'getAll'>;

export interface ImportContainerPagedResponse {
  limit: number;
  offset: number;
  count: number;
  total: number;
  results: ImportContainer[];
}

type SortField = 'key' | 'createdAt' | 'lastModifiedAt' | 'version' | 'resourceType';
type Sort = QuerySort<ImportContainer>;
type Comparator = QueryComparator<ImportContainer>;

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
    // Stryker disable next-line EqualityOperator: equal values have returned above
    return y !== undefined && x < y ? -1 : 1;
  };
}

// Built per query rather than once per module: this module loads lazily, on the first query, and
// a table built then would be traced by mutation testing to that one query alone (TESTING.md).

/** Ties under the requested sort fall back to the default order, so pages never shuffle. */
const defaultOrder = (): readonly Comparator[] => [compareBy('createdAt'), compareBy('key')];

const comparators = (): Readonly<Record<SortField, Comparator>> => ({
  key: compareBy('key'),
  createdAt: compareBy('createdAt'),
  lastModifiedAt: compareBy('lastModifiedAt'),
  version: compareBy('version'),
  resourceType: compareBy('resourceType'),
});

// Orders beyond these are sorted on every query rather than kept: the sorts come from requests.
const MAX_KEPT_ORDERS = 16;

function sortedBy(containers: Iterable<ImportContainer>, sorts: readonly Sort[], orders: SortedOrders): readonly ImportContainer[] {
  // Stryker disable next-line StringLiteral: names end in asc or desc and no field begins with either, so joined without a separator they still name one list
  const name = sorts.map((sort) => sort.name).join(',');
  const kept = orders.get(name);
  // Stryker disable next-line ConditionalExpression: the cache; an order sorted again is the same
  if (kept) return kept;
  const sorted = sortBy(containers, [...sorts.map((sort) => sort.compare), ...defaultOrder()]);
  // Stryker disable next-line ConditionalExpression,EqualityOperator,CallExpression: the cache's bound; an order not kept is sorted again, the same
  if (orders.size < MAX_KEPT_ORDERS) orders.set(name, sorted);
  return sorted;
}

/**
 * Answers a query: `limit` 0–500 (default 20), `offset` 0–10000 (default 0), and any number of
 * `<field> asc|desc` sorts, applied in order, then the default order (createdAt, then key).
 * `orders` keeps sorted orders between queries; the caller empties it when the containers change.
 *
 * @example
 * queryImportContainers(containers, new URLSearchParams('limit=500&offset=250&sort=createdAt+desc'), new Map());
 */
export function queryImportContainers(
  containers: Iterable<ImportContainer>,
  query: ImportContainerQuery,
  orders: SortedOrders,
): Result<ImportContainerPagedResponse> {
  const errors: ErrorObject[] = [];
  const limit = parseBound('limit', query.get('limit'), 20, 500, errors);
  const offset = parseBound('offset', query.get('offset'), 0, 10_000, errors);
  const byField = comparators();
  // Stryker disable next-line MethodExpression,ConditionalExpression: an undefined sort comes only with an error, answered below
  const sorts = query.getAll('sort').map((text) => parseSort(text, byField, errors)).filter((sort): sort is Sort => sort !== undefined);
  const problems = nonEmpty(errors);
  if (problems) return fail(badRequest(problems));

  const sorted = sortedBy(containers, sorts, orders);
  const results = sorted.slice(offset, offset + limit);
  return ok({ limit, offset, count: results.length, total: sorted.length, results });
}
