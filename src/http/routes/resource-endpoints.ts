import { authorize } from '../../auth/authorize.js';
import type { ErrorObject, ErrorResponse } from '../../errors/error-response.js';
import { badRequest, invalidInput, projectNotFound } from '../../errors/http-api-errors.js';
import { malformedWhere, resourceNotFound, unmodelledParameter, whereTooDeep } from '../../errors/resource-read-errors.js';
import type { ProjectResources } from '../../store/import-operations/import-operation-engine.js';
import { READABLE_RESOURCES } from '../../store/import-requests/resource-types/readable-resources.js';
import type { StoredResource } from '../../store/import-rules/resource-rules.js';
import { parseBound, parseSort, sortBy, type Comparator } from '../../store/query/query-parameters.js';
import type { Predicate } from '../../store/query/where/predicate.js';
import { selectResources } from '../../store/query/where/select-resources.js';
import { parse, SyntaxError as PredicateSyntaxError } from '../../store/query/where/where-parser.js';
import { resourceId, serialOf } from '../../store/representations/read-context.js';
import type { ReadOptions } from '../../store/representations/readable-resource.js';
import type { ReadSegment } from '../../vocabulary/read-resources.js';
import type { MockContext } from '../mock-context.js';
import type { PlainResponse } from '../plain-messages.js';
import { empty, errorJson, json } from '../respond.js';
import type { RouteInput } from '../route.js';

// What the read routes of the platform resources answer (issue 25), loaded with the first such
// request: finding one resource (by key, id or order number), queries with `where`, `sort`,
// `limit`, `offset` and `withTotal`, and the representations.

const QUERY_PARAMETERS = ['where', 'sort', 'limit', 'offset', 'withTotal'];

/** An error answer, or none for HEAD. */
const refusal = (status: number, body: Parameters<typeof errorJson>[0], head: boolean) => (head ? empty(status) : errorJson(body));

/** `staged` of product projections, and the refusal of any query parameter a route does not model. */
function readOptions(mock: MockContext, input: RouteInput, segment: ReadSegment, modelled: readonly string[], errors: ErrorObject[]): ReadOptions {
  const { searchParams } = input.request.url;
  const projections = segment === 'product-projections';
  const known = projections ? [...modelled, 'staged'] : modelled;
  for (const name of new Set(searchParams.keys())) {
    if (!known.includes(name) && !(modelled.length > 0 && name.startsWith('var.'))) errors.push(unmodelledParameter(name, segment, known));
  }
  const staged = searchParams.get('staged');
  if (staged !== null && staged !== 'true' && staged !== 'false') errors.push(invalidInput(`'staged' must be true or false, not '${staged}'.`));
  return { staged: projections && staged === 'true' };
}

/** Staged data of product projections needs `view_products`: `view_published_products` sees published data only. */
function stagedDenied(mock: MockContext, input: RouteInput, options: ReadOptions): ErrorResponse | undefined {
  if (!options.staged || !mock.authEnabled) return undefined;
  const checked = authorize(mock.tokens, input.request.header('authorization'), input.params[0], ['view_products']);
  return 'statusCode' in checked ? checked : undefined;
}

/** The resource a path names: `key=...`, an order's `order-number=...`, or its id. */
function findOne(read: ProjectResources, segment: ReadSegment, reference: string): { readonly found: StoredResource | undefined; readonly by: 'ID' | 'key' | 'orderNumber'; readonly value: string } {
  const { typeId } = READABLE_RESOURCES[segment];
  if (segment === 'orders' && reference.startsWith('order-number=')) {
    const value = reference.slice('order-number='.length);
    return { found: read.resources.get(typeId, value), by: 'orderNumber', value };
  }
  if (segment !== 'orders' && reference.startsWith('key=')) {
    const value = reference.slice('key='.length);
    return { found: read.resources.get(typeId, value), by: 'key', value };
  }
  const serial = serialOf(reference);
  return { found: serial === undefined ? undefined : read.resources.bySerial(typeId, serial), by: 'ID', value: reference };
}

/**
 * `GET` and `HEAD {api}/{projectKey}/{segment}/key={key}` (or `/{id}`, an order's
 * `/order-number={orderNumber}`): the resource as the platform shows it, or 404 ResourceNotFound.
 *
 * @example
 * return (await loadEndpoints()).answerOne(mock, input, 'products', false);
 */
export async function answerOne(mock: MockContext, input: RouteInput, segment: ReadSegment, head: boolean): Promise<PlainResponse> {
  const [projectKey, reference] = input.params;
  const read = await mock.store.importOperations.readResources(projectKey);
  if (!read) return refusal(404, projectNotFound(projectKey), head);
  const errors: ErrorObject[] = [];
  const options = readOptions(mock, input, segment, [], errors);
  const [first, ...rest] = errors;
  if (first) return refusal(400, badRequest([first, ...rest]), head);
  const denied = stagedDenied(mock, input, options);
  if (denied) return refusal(denied.statusCode, denied, head);
  const resource = READABLE_RESOURCES[segment];
  const { found, by, value } = findOne(read, segment, reference);
  const shown = found && resource.shows(found, options) ? resource.represent(found, read, options) : undefined;
  if (!shown) return refusal(404, resourceNotFound(by, value), head);
  return head ? empty(200) : json(shown);
}

const compareValues = (a: string | number | undefined, b: string | number | undefined) => (a === b ? 0 : a === undefined ? -1 : b === undefined ? 1 : a < b ? -1 : 1);

/** The comparators `sort` may name on a resource: the common fields, and the resource's own. */
function comparators(segment: ReadSegment): Record<string, Comparator<StoredResource>> {
  const resource = READABLE_RESOURCES[segment];
  const by = (value: (stored: StoredResource) => string | number | undefined): Comparator<StoredResource> => (a, b) => compareValues(value(a), value(b));
  const key = (stored: StoredResource) => (stored.content as { key?: string } | undefined)?.key;
  return {
    id: by((stored) => resourceId(stored.serial)),
    ...(segment === 'orders' ? {} : { key: by(key) }),
    version: by((stored) => stored.version),
    createdAt: by((stored) => stored.createdAt),
    lastModifiedAt: by((stored) => stored.lastModifiedAt),
    ...Object.fromEntries(Object.entries(resource.sorts).map(([name, value]) => [name, by(value)])),
  };
}

/** The parsed `where` parameters, joined with `and` as the platform joins repeated ones; errors for the malformed. */
function predicates(wheres: readonly string[], errors: ErrorObject[]): Predicate | undefined {
  let joined: Predicate | undefined;
  for (const where of wheres) {
    try {
      const predicate = parse(where);
      joined = joined ? { kind: 'and', left: joined, right: predicate, text: `${joined.text} and ${predicate.text}` } : predicate;
    } catch (error) {
      // A predicate nested thousands deep overflows the parser's stack: a 400, never a 500.
      if (error instanceof RangeError) {
        errors.push(whereTooDeep());
        continue;
      }
      if (!(error instanceof PredicateSyntaxError)) throw error;
      errors.push(malformedWhere(where, error.message, error.location.start.column));
    }
  }
  return joined;
}

/**
 * `GET {api}/{projectKey}/{segment}`: the query, `{limit, offset, count, total, results}` in
 * creation order unless sorted; `where` finds resources through indexes. `HEAD` answers 200 when
 * the query finds any, 404 otherwise.
 *
 * @example
 * return (await loadEndpoints()).answerQuery(mock, input, 'products', false);
 */
export async function answerQuery(mock: MockContext, input: RouteInput, segment: ReadSegment, head: boolean): Promise<PlainResponse> {
  const [projectKey] = input.params;
  const read = await mock.store.importOperations.readResources(projectKey);
  if (!read) return refusal(404, projectNotFound(projectKey), head);
  const { searchParams } = input.request.url;
  const errors: ErrorObject[] = [];
  const options = readOptions(mock, input, segment, QUERY_PARAMETERS, errors);
  const limit = parseBound('limit', searchParams.get('limit'), 20, 500, errors);
  const offset = parseBound('offset', searchParams.get('offset'), 0, 10_000, errors);
  const withTotal = searchParams.get('withTotal');
  if (withTotal !== null && withTotal !== 'true' && withTotal !== 'false') errors.push(invalidInput(`'withTotal' must be true or false, not '${withTotal}'.`));
  const sorts = searchParams.getAll('sort').map((text) => parseSort(text, comparators(segment), errors));
  const predicate = predicates(searchParams.getAll('where'), errors);
  const [first, ...rest] = errors;
  if (first) return refusal(400, badRequest([first, ...rest]), head);
  const denied = stagedDenied(mock, input, options);
  if (denied) return refusal(denied.statusCode, denied, head);

  const resource = READABLE_RESOURCES[segment];
  let selected: readonly StoredResource[];
  if (predicate) {
    const found = selectResources(predicate, { resource, name: segment, context: read, options, variables: searchParams });
    if (!found.ok) return refusal(400, found.error, head);
    selected = found.value.filter((stored) => resource.shows(stored, options));
  } else {
    selected = [...read.resources.all(resource.typeId)].filter((stored) => resource.shows(stored, options));
  }
  if (head) return empty(selected.length > 0 ? 200 : 404);
  const ordered = sorts.length > 0 ? sortBy(selected, sorts.flatMap((sort) => (sort ? [sort.compare] : []))) : selected;
  const results = ordered.slice(offset, offset + limit).flatMap((stored) => resource.represent(stored, read, options) ?? []);
  return json({ limit, offset, count: results.length, ...(withTotal === 'false' ? {} : { total: selected.length }), results });
}
