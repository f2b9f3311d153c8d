import type { ErrorObject } from '../../errors/error-response.js';
import { badRequest, invalidInput } from '../../errors/http-api-errors.js';
import { malformedWhere, unmodelledParameter, whereTooDeep } from '../../errors/resource-read-errors.js';
import type { ReadSegment } from '../../vocabulary/read-resources.js';
import type { ProjectResources } from '../import-operations/import-operation-engine.js';
import { READABLE_RESOURCES } from '../import-requests/resource-types/readable-resources.js';
import type { StoredResource } from '../import-rules/resource-rules.js';
import { parseBound, parseSort, sortBy, type Comparator, type Sort } from '../query/query-parameters.js';
import type { Predicate } from '../query/where/predicate.js';
import { selectResources } from '../query/where/select-resources.js';
import { syntaxProblem } from '../query/where/syntax-problem.js';
import { parse, SyntaxError as PredicateSyntaxError } from '../query/where/where-parser.js';
import { fail, ok, type Result } from '../result.js';
import { platformOnlyParameters } from './read-parameters.js';
import { resourceId, serialOf } from './read-context.js';
import type { ReadOptions } from './readable-resource.js';

// The rules of reading the platform resources imports create (issue 25), on plain values: which
// query parameters a read takes, finding one resource, and a query's selection, order and page.
// The read routes (http/routes/resource-endpoints.ts) add the Project, scopes and HEAD.

const QUERY_PARAMETERS = ['where', 'sort', 'limit', 'offset', 'withTotal', 'expand'];

/** A query as its parameters ask for it, checked. */
export interface ResourceQuery {
  readonly options: ReadOptions;
  readonly limit: number;
  readonly offset: number;
  readonly withTotal: boolean;
  readonly sorts: readonly Sort<StoredResource>[];
  readonly predicate: Predicate | undefined;
  /** The request's parameters, where `where`'s input variables (`var.*`) are read. */
  readonly variables: URLSearchParams;
  /** The expansion paths (`expand`), in the order given: expand-references.ts follows them. */
  readonly expand: readonly string[];
}

/** A read of one resource as its parameters ask for it: how it shows, and the expansion paths (`expand`). */
export interface OneRead {
  readonly options: ReadOptions;
  readonly expand: readonly string[];
}

/**
 * `staged` of product projections, and the refusal of any query parameter the platform does not
 * take either (a typo); those it takes and the mock does not model (price selection...) pass, for
 * the read's 501 (read-parameters.ts). `var.*` goes with `where`.
 */
function readOptions(segment: ReadSegment, searchParams: URLSearchParams, modelled: readonly string[], errors: ErrorObject[]): ReadOptions {
  const projections = segment === 'product-projections';
  const known = projections ? [...modelled, 'staged'] : modelled;
  const platformOnly = platformOnlyParameters(segment);
  for (const name of new Set(searchParams.keys())) {
    const taken = known.includes(name) || platformOnly.includes(name) || (modelled.includes('where') && name.startsWith('var.'));
    if (!taken) errors.push(unmodelledParameter(name, segment, known));
  }
  const staged = searchParams.get('staged');
  if (staged !== null && staged !== 'true' && staged !== 'false') errors.push(invalidInput(`'staged' must be true or false, not '${staged}'.`));
  return { staged: projections && staged === 'true' };
}

const checked = <T>(value: T, errors: readonly ErrorObject[]): Result<T> => {
  const [first, ...rest] = errors;
  return first ? fail(badRequest([first, ...rest])) : ok(value);
};

/**
 * What a read of one resource takes: `expand`, and `staged` for product projections.
 *
 * @example
 * parseOneRead('products', new URLSearchParams('expand=productType')); // ok({ options: { staged: false }, expand: ['productType'] })
 * parseOneRead('products', new URLSearchParams('limit=5')); // fail(400 InvalidInput ...)
 */
export function parseOneRead(segment: ReadSegment, searchParams: URLSearchParams): Result<OneRead> {
  const errors: ErrorObject[] = [];
  const options = readOptions(segment, searchParams, ['expand'], errors);
  return checked({ options, expand: searchParams.getAll('expand') }, errors);
}

/**
 * The resource a path names: `key=...`, an order's `order-number=...`, or its id; with how it was
 * named, for the 404.
 *
 * @example
 * findOne(read, 'products', 'key=oxford'); // { found: <oxford>, by: 'key', value: 'oxford' }
 */
export function findOne(read: ProjectResources, segment: ReadSegment, reference: string): { readonly found: StoredResource | undefined; readonly by: 'ID' | 'key' | 'orderNumber'; readonly value: string } {
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

const compareValues = (a: string | number | undefined, b: string | number | undefined) => (a === b ? 0 : a === undefined ? -1 : b === undefined ? 1 : a < b ? -1 : 1);
const by = (value: (stored: StoredResource) => string | number | undefined): Comparator<StoredResource> => (a, b) => compareValues(value(a), value(b));
const keyOf = (stored: StoredResource) => (stored.content as { key?: string } | undefined)?.key;

const comparators = new Map<ReadSegment, Readonly<Record<string, Comparator<StoredResource>>>>();

/** The comparators `sort` may name on a resource: the common fields, and the resource's own. Built once per resource. */
function comparatorsOf(segment: ReadSegment): Readonly<Record<string, Comparator<StoredResource>>> {
  let named = comparators.get(segment);
  if (!named) {
    named = {
      id: by((stored) => resourceId(stored.serial)),
      ...(segment === 'orders' ? {} : { key: by(keyOf) }),
      version: by((stored) => stored.version),
      createdAt: by((stored) => stored.createdAt),
      lastModifiedAt: by((stored) => stored.lastModifiedAt),
      ...Object.fromEntries(Object.entries(READABLE_RESOURCES[segment].sorts).map(([name, value]) => [name, by(value)])),
    };
    comparators.set(segment, named);
  }
  return named;
}

/** How deep parentheses may nest in a `where`: far more than any field path needs. */
const MAX_WHERE_DEPTH = 256;
/** How many `and`s and `or`s a `where` may join: far more than a query writes (`in` lists values). */
const MAX_WHERE_CONNECTIVES = 1000;

const isWordChar = (char: string | undefined) => char !== undefined && /[\w]/u.test(char);

/**
 * How deep a predicate's parentheses nest and how many `and`s and `or`s it joins, outside its
 * string literals: what the parser and the selection recurse through.
 */
function predicateShape(where: string): { readonly depth: number; readonly connectives: number } {
  let depth = 0;
  let deepest = 0;
  let connectives = 0;
  let quote: string | undefined;
  for (let at = 0; at < where.length; at += 1) {
    const char = where[at];
    if (quote !== undefined) {
      if (char === '\\') at += 1;
      else if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') deepest = Math.max(deepest, (depth += 1));
    else if (char === ')') depth -= 1;
    else if ((char === 'a' || char === 'o') && !isWordChar(where[at - 1])) {
      const word = char === 'a' ? 'and' : 'or';
      if (where.startsWith(word, at) && !isWordChar(where[at + word.length])) connectives += 1;
    }
  }
  return { depth: deepest, connectives };
}

/** The parsed `where` parameters, joined with `and` as the platform joins repeated ones; errors for the malformed. */
function predicates(wheres: readonly string[], errors: ErrorObject[]): Predicate | undefined {
  let joined: Predicate | undefined;
  for (const where of wheres) {
    // Refused before the parser meets it: how deep a stack reaches differs between runtimes.
    const shape = predicateShape(where);
    if (shape.depth > MAX_WHERE_DEPTH || shape.connectives > MAX_WHERE_CONNECTIVES) {
      errors.push(whereTooDeep());
      continue;
    }
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
      errors.push(malformedWhere(where, syntaxProblem(error), error.location.start.line, error.location.start.column));
    }
  }
  return joined;
}

/**
 * A query's parameters, checked: `limit` (default 20, at most 500), `offset` (at most 10 000),
 * `withTotal`, `sort` over the resource's fields, `where` parsed whole, `expand`, and `staged` for
 * product projections; any other parameter the platform does not take refused.
 *
 * @example
 * parseResourceQuery('products', new URLSearchParams('where=key in ("a", "b")&limit=5')); // ok({ limit: 5, ... })
 */
export function parseResourceQuery(segment: ReadSegment, searchParams: URLSearchParams): Result<ResourceQuery> {
  const errors: ErrorObject[] = [];
  const options = readOptions(segment, searchParams, QUERY_PARAMETERS, errors);
  const limit = parseBound('limit', searchParams.get('limit'), 20, 500, errors);
  const offset = parseBound('offset', searchParams.get('offset'), 0, 10_000, errors);
  const withTotal = searchParams.get('withTotal');
  if (withTotal !== null && withTotal !== 'true' && withTotal !== 'false') errors.push(invalidInput(`'withTotal' must be true or false, not '${withTotal}'.`));
  const sorts = searchParams.getAll('sort').flatMap((text) => parseSort(text, comparatorsOf(segment), errors) ?? []);
  const predicate = predicates(searchParams.getAll('where'), errors);
  return checked({ options, limit, offset, withTotal: withTotal !== 'false', sorts, predicate, variables: searchParams, expand: searchParams.getAll('expand') }, errors);
}

/**
 * The resources a query selects (those a read shows, through indexes when `where` names them), in
 * creation order unless sorted, and the page of them it asks for.
 *
 * @example
 * const found = queryResources(read, 'products', query);
 * if (found.ok) found.value.page; // the stored resources of the page
 */
export function queryResources(read: ProjectResources, segment: ReadSegment, query: ResourceQuery): Result<{ readonly selected: readonly StoredResource[]; readonly page: readonly StoredResource[] }> {
  const resource = READABLE_RESOURCES[segment];
  const { options, predicate } = query;
  let candidates: Iterable<StoredResource> = read.resources.all(resource.typeId);
  if (predicate) {
    const found = selectResources(predicate, { resource, name: segment, context: read, options, variables: query.variables });
    if (!found.ok) return found;
    candidates = found.value;
  }
  const selected = [...candidates].filter((stored) => resource.shows(stored, options));
  const ordered = query.sorts.length > 0 ? sortBy(selected, query.sorts.map((sort) => sort.compare)) : selected;
  return ok({ selected, page: ordered.slice(query.offset, query.offset + query.limit) });
}
