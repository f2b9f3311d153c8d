import type { ErrorObject } from '../../errors/error-response.js';
import { badRequest, invalidInput } from '../../errors/http-api-errors.js';
import { malformedWhere, pageBoundOutOfRange, unmodelledParameter, whereTooDeep } from '../../errors/resource-read-errors.js';
import type { ReadSegment } from '../../vocabulary/read-resources.js';
import type { ProjectResources } from '../import-operations/import-operation-engine.js';
import { READABLE_RESOURCES } from '../import-requests/resource-types/readable-resources.js';
import type { StoredResource } from '../import-rules/resource-rules.js';
import { representationType } from '../query/fields/field-type.js';
import { parseBound, sortBy, type Sort } from '../query/query-parameters.js';
import { parseRepresentationSort } from '../query/sort/representation-sort.js';
import { compilePredicate } from '../query/where/compile-predicate.js';
import { indexCandidates } from '../query/where/index-candidates.js';
import { bindableParameters, variableNames } from '../query/where/input-variables.js';
import type { Predicate } from '../query/where/predicate.js';
import { syntaxProblem } from '../query/where/syntax-problem.js';
import { parse, type SyntaxError as PredicateSyntaxError } from '../query/where/where-parser.js';
import { fail, ok, type Result } from '../result.js';
import { platformOnlyParameters } from './read-parameters.js';
import { findById } from './read-context.js';
import type { ReadOptions } from './readable-resource.js';
import { representedRows, rowOf, type Row } from './represented-rows.js';

// The rules of reading the platform resources imports create (issue 25), on plain values: which
// query parameters a read takes, finding one resource, and a query's selection, order and page.
// The read routes (http/routes/resource-endpoints.ts) add the Project, scopes and HEAD.

/** The parameters a query takes: a function, not a module-level list, so that Stryker traces them to every test of a query. */
const queryParameters = () => ['where', 'sort', 'limit', 'offset', 'withTotal', 'expand'];

/** A query as its parameters ask for it, checked. */
export interface ResourceQuery {
  readonly options: ReadOptions;
  readonly limit: number;
  readonly offset: number;
  readonly withTotal: boolean;
  readonly sorts: readonly Sort<Row>[];
  readonly predicate: Predicate | undefined;
  /**
   * The request's parameters `where`'s input variables read: `var.*`, and plain ones of names the
   * query does not take itself (input-variables.ts).
   */
  readonly variables: URLSearchParams;
  /** The parameters the query's endpoint defines itself, which no input variable binds plain. */
  readonly own: ReadonlySet<string>;
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
 * the read's 501 (read-parameters.ts). `var.*` goes with `where`, as does a plain parameter named
 * as one of the `where`'s input variables (`bound`, input-variables.ts).
 */
/** The parameters a read's endpoint defines: those the mock models, `staged` of product projections, and those only the platform models. */
function ownParameters(segment: ReadSegment, modelled: readonly string[]): { readonly known: readonly string[]; readonly platformOnly: readonly string[] } {
  return { known: segment === 'product-projections' ? [...modelled, 'staged'] : modelled, platformOnly: platformOnlyParameters(segment) };
}

function readOptions(segment: ReadSegment, searchParams: URLSearchParams, modelled: readonly string[], errors: ErrorObject[], bound: ReadonlySet<string> = new Set()): ReadOptions {
  const projections = segment === 'product-projections';
  const { known, platformOnly } = ownParameters(segment, modelled);
  for (const name of new Set(searchParams.keys())) {
    const taken = known.includes(name) || platformOnly.includes(name) || (modelled.includes('where') && (name.startsWith('var.') || bound.has(name)));
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

/** How a read names the one resource it reads: by id, by key, or an order by its number. */
export type FindBy = 'ID' | 'key' | 'orderNumber';

/**
 * The resource of this id, key or order number, as GraphQL's arguments name it: the value is
 * taken as it is, never read as a path (`id: "key=oxford"` is an id no resource has).
 *
 * @example
 * findBy(read, 'products', 'key', 'oxford'); // <oxford>
 */
export function findBy(read: ProjectResources, segment: ReadSegment, by: FindBy, value: string): StoredResource | undefined {
  const { typeId } = READABLE_RESOURCES[segment];
  if (by === 'ID') return findById(read.resources, typeId, value);
  const found = read.resources.get(typeId, value);
  // A key the mock made to keep a resource that has none (ct.addCustomer without one) is no key
  // of the platform's: reads show none, and none finds the resource by it.
  return (found?.content as { readonly keyMade?: true } | undefined)?.keyMade ? undefined : found;
}

/**
 * The resource a path names: `key=...`, an order's `order-number=...`, or its id; with how it was
 * named, for the 404.
 *
 * @example
 * findOne(read, 'products', 'key=oxford'); // { found: <oxford>, by: 'key', value: 'oxford' }
 */
export function findOne(read: ProjectResources, segment: ReadSegment, reference: string): { readonly found: StoredResource | undefined; readonly by: FindBy; readonly value: string } {
  const named = (by: FindBy, value: string) => ({ found: findBy(read, segment, by, value), by, value });
  if (segment === 'orders' && reference.startsWith('order-number=')) return named('orderNumber', reference.slice('order-number='.length));
  if (segment !== 'orders' && reference.startsWith('key=')) return named('key', reference.slice('key='.length));
  return named('ID', reference);
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
  // The grammar takes `AND` and `Or` as well.
  const text = where.toLowerCase();
  let depth = 0;
  let deepest = 0;
  let connectives = 0;
  let quote: string | undefined;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at];
    if (quote !== undefined) {
      if (char === '\\') at += 1;
      else if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') deepest = Math.max(deepest, (depth += 1));
    else if (char === ')') depth -= 1;
    else if ((char === 'a' || char === 'o') && !isWordChar(text[at - 1])) {
      const word = char === 'a' ? 'and' : 'or';
      if (text.startsWith(word, at) && !isWordChar(text[at + word.length])) connectives += 1;
    }
  }
  return { depth: deepest, connectives };
}

/**
 * The parsed `where` parameters, joined with `and` as the platform joins repeated ones; errors for
 * the malformed. The limits hold for the request's predicate as a whole: each repeated parameter
 * is one more `and`.
 */
function predicates(wheres: readonly string[], errors: ErrorObject[]): Predicate | undefined {
  // Refused before the parser meets them: how deep a stack reaches differs between runtimes.
  const shapes = wheres.map(predicateShape);
  const connectives = shapes.reduce((sum, shape) => sum + shape.connectives, Math.max(0, wheres.length - 1));
  if (connectives > MAX_WHERE_CONNECTIVES || shapes.some((shape) => shape.depth > MAX_WHERE_DEPTH)) {
    errors.push(whereTooDeep());
    return undefined;
  }
  let joined: Predicate | undefined;
  for (const where of wheres) {
    try {
      const predicate = parse(where);
      joined = joined ? { kind: 'and', left: joined, right: predicate } : predicate;
    } catch (thrown) {
      // The generated parser throws its SyntaxError alone, and the limits above keep the stack short.
      const error = thrown as PredicateSyntaxError;
      errors.push(malformedWhere(where, syntaxProblem(error), error.location.start.line, error.location.start.column));
    }
  }
  return joined;
}

/**
 * The most a query's page takes, whatever the resource (the platform's limits): REST's and
 * GraphQL's queries both refuse more.
 */
export const PAGE_BOUNDS = { limit: 500, offset: 10_000 } as const;

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
  // Parsed first, for the plain parameters its variables bind; its errors still come after the others'.
  const whereErrors: ErrorObject[] = [];
  const predicate = predicates(searchParams.getAll('where'), whereErrors);
  const options = readOptions(segment, searchParams, queryParameters(), errors, variableNames(predicate));
  const { known, platformOnly } = ownParameters(segment, queryParameters());
  const own = [...known, ...platformOnly];
  // The platform API's words, as GraphQL's answer has them; a bound that is no number is out of the range as well.
  const bound = (name: 'limit' | 'offset', fallback: number) =>
    parseBound(name, searchParams.get(name), fallback, PAGE_BOUNDS[name], errors, () => pageBoundOutOfRange(name, PAGE_BOUNDS[name]));
  const limit = bound('limit', 20);
  const offset = bound('offset', 0);
  const withTotal = searchParams.get('withTotal');
  if (withTotal !== null && withTotal !== 'true' && withTotal !== 'false') errors.push(invalidInput(`'withTotal' must be true or false, not '${withTotal}'.`));
  const sorts = searchParams.getAll('sort').flatMap((text) => parseRepresentationSort(text, representationType(segment), errors) ?? []);
  errors.push(...whereErrors);
  return checked({ options, limit, offset, withTotal: withTotal !== 'false', sorts, predicate, variables: bindableParameters(searchParams, own), own: new Set(own), expand: searchParams.getAll('expand') }, errors);
}

/** What a query found: how many resources it selects, and the page of them it shows. */
export interface QueryAnswer {
  /**
   * How many it selects: with a `where`, at most the greatest offset (10 000), as the platform
   * caps the total of a filtered query (release note 2020-10-12); without one, exact.
   */
  readonly total: number;
  readonly page: readonly Row[];
}

/**
 * Whether a query shows its page without building every representation: neither a `where` nor a
 * `sort` reads them. A speed shortcut (Stryker's `speed-shortcut` ignorer excludes its mutants):
 * the general way, which builds them all, answers alike.
 */
function pagesUnscanned(query: ResourceQuery): boolean {
  return !query.predicate && query.sorts.length === 0;
}

/**
 * The resources a query selects, in creation order unless sorted, and the page of them it asks
 * for; the total of a query with a `where` is capped at 10 000. `where` is evaluated over each representation, compiled once; where an index decides it
 * (ids, keys, SKUs...), only the resources the index finds are evaluated. A query with neither
 * `where` nor `sort` shows its page without building the other representations.
 *
 * @example
 * const found = queryResources(read, 'products', query);
 * if (found.ok) found.value.page.map((row) => row.shown);
 */
export function queryResources(read: ProjectResources, segment: ReadSegment, query: ResourceQuery): Result<QueryAnswer> {
  const resource = READABLE_RESOURCES[segment];
  const { options, predicate, sorts, offset, limit } = query;
  if (pagesUnscanned(query)) {
    const shown = [...read.resources.all(resource.typeId)].filter((stored) => resource.shows(stored, options));
    return ok({ total: shown.length, page: shown.slice(offset, offset + limit).flatMap((stored) => rowOf(read, resource, stored, options) ?? []) });
  }
  let selected: readonly Row[];
  if (predicate) {
    const compiled = compilePredicate(predicate, representationType(segment), query.variables, query.own);
    if (!compiled.ok) return compiled;
    const candidates = indexCandidates(predicate, { resource, context: read, options, variables: query.variables });
    const rows = candidates ? candidates.flatMap((stored) => rowOf(read, resource, stored, options) ?? []) : representedRows(read, resource, options);
    selected = rows.filter((row) => compiled.value(row.shown));
  } else selected = representedRows(read, resource, options);
  // Without a sort, every pair compares equal: the sort is stable, and keeps creation order.
  const ordered = sortBy(selected, sorts.map((sort) => sort.compare));
  return ok({ total: predicate ? Math.min(selected.length, PAGE_BOUNDS.offset) : selected.length, page: ordered.slice(offset, offset + limit) });
}
