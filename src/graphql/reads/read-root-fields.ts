import type { GraphQLResolveInfo } from 'graphql';
import type { ErrorResponse } from '../../errors/error-response.js';
import { exactlyOneArgument, pageBoundOutOfRange, unboundGraphqlVariable } from '../../errors/resource-read-errors.js';
import { READABLE_RESOURCES } from '../../store/import-requests/resource-types/readable-resources.js';
import { variableNames } from '../../store/query/where/input-variables.js';
import { findBy, PAGE_BOUNDS, parseResourceQuery, queryResources, type FindBy, type ResourceQuery } from '../../store/representations/resource-query.js';
import type { ReadSegment } from '../../vocabulary/read-resources.js';
import { readScopes } from '../../vocabulary/read-scopes.js';
import type { GraphqlContext } from '../graphql-context.js';
import { graphqlError } from '../graphql-error.js';
import { requireScope } from '../require-scope.js';
import { refuse, type RootResolver } from '../root-resolver.js';
import { givenArguments, refuseUnmodelledArguments } from './given-arguments.js';
import { readState } from './read-state.js';
import { withVariantsOf, type VariantField } from './variant-reads.js';

/** A query field's answer, GraphQL's `*QueryResult`: REST's page without `limit`, and `exists`. */
export interface QueryResultSource {
  readonly offset: number;
  readonly count: number;
  readonly total: number;
  readonly exists: boolean;
  readonly results: readonly Readonly<Record<string, unknown>>[];
}

/** The arguments that name the one resource a single read finds, and how each finds it. */
const FINDERS = { id: 'ID', key: 'key', orderNumber: 'orderNumber' } as const satisfies Readonly<Record<string, FindBy>>;

/** The arguments that name a product by one of its variants, with the variant field each names it by. */
const VARIANT_FINDERS = { sku: 'sku', variantKey: 'key' } as const satisfies Record<string, VariantField>;

/** An argument a read of one finds its resource by, as the mock models it. */
type Finder = keyof typeof FINDERS | keyof typeof VARIANT_FINDERS;

/** The arguments of the schema's reads of one that name the resource, of which exactly one is given. */
const NAMING_ARGUMENTS: ReadonlySet<string> = new Set(['id', 'key', 'orderNumber', 'sku', 'variantKey', 'emailToken', 'passwordToken']);

/** Throws REST's errors of a refused read at the field: the first, the others beside it. */
function refuseAsRest({ errors: [first, ...rest] }: ErrorResponse, context: GraphqlContext, info: GraphQLResolveInfo): never {
  // An error response always lists at least one error.
  if (!first) throw new TypeError('commercetools-msw: a refused read gave no error.');
  return refuse([first, ...rest], context, info);
}

let firstProduct: ResourceQuery | undefined;

/** REST's query of the first product in its default order, which a variant lookup narrows: the same for every request. */
function firstProductQuery(): ResourceQuery {
  if (!firstProduct) {
    const parsed = parseResourceQuery('products', new URLSearchParams({ limit: '1' }));
    if (!parsed.ok) throw new TypeError('commercetools-msw: REST refused its own query of the first product.');
    firstProduct = parsed.value;
  }
  return firstProduct;
}

/**
 * The product with a variant of that SKU or key in its current or staged data (variant-reads.ts),
 * as REST's query for the same predicate finds it, or null. Where a forced import left two
 * products with the value, the one created first.
 */
async function productOfVariant(field: VariantField, value: string, context: GraphqlContext, info: GraphQLResolveInfo): Promise<Readonly<Record<string, unknown>> | null> {
  const { read } = await readState(context);
  const found = queryResources(read, 'products', withVariantsOf(firstProductQuery(), field, [value]));
  if (!found.ok) return refuseAsRest(found.error, context, info);
  return found.value.page[0]?.shown ?? null;
}

/**
 * A read of one resource (`product(key:)`): the token's scope as REST's read of one, exactly one of
 * the arguments that name a resource, and the resource as REST's read shows it, or null for one the
 * Project does not hold. A product named by a variant (`sku`, `variantKey`) is the one REST's query
 * for it finds. Naming arguments the mock does not look up by (`emailToken`) are NotModelledByMock.
 */
const readOne =
  (segment: ReadSegment, named: readonly Finder[]): RootResolver =>
  async (args, context, info) => {
    requireScope(context, readScopes(segment));
    const given = givenArguments(info, args);
    const naming = info.parentType.getFields()[info.fieldName]?.args.filter(({ name }) => NAMING_ARGUMENTS.has(name)) ?? [];
    const names = naming.filter(({ name }) => given.includes(name)).map(({ name }) => name);
    if (names.length !== 1) {
      throw graphqlError(exactlyOneArgument(naming.map(({ name }) => name)));
    }
    refuseUnmodelledArguments(info, args, named);
    const [name] = names as [Finder];
    if (name === 'sku' || name === 'variantKey') return productOfVariant(VARIANT_FINDERS[name], String(args[name]), context, info);
    const { read } = await readState(context);
    const resource = READABLE_RESOURCES[segment];
    const found = findBy(read, segment, FINDERS[name], String(args[name]));
    const options = { staged: false };
    return found && resource.shows(found, options) ? resource.represent(found, read, options) : null;
  };

/**
 * Refuses a `limit` or `offset` the platform refuses, InvalidInput in the words of its GraphQL API
 * (release note 2026-01-29), checked before REST's parameters are.
 *
 * @example
 * refusePageBounds({ limit: 501 }); // throws InvalidInput
 */
export function refusePageBounds(args: Readonly<Record<string, unknown>>): void {
  for (const name of ['limit', 'offset'] as const) {
    const value = args[name];
    if (typeof value === 'number' && (value < 0 || value > PAGE_BOUNDS[name])) throw graphqlError(pageBoundOutOfRange(name, PAGE_BOUNDS[name]));
  }
}

/** REST's query parameters of a query field's arguments: `where`, each `sort`, `limit`, `offset`. */
function queryParameters(args: Readonly<Record<string, unknown>>): URLSearchParams {
  const parameters = new URLSearchParams();
  if (typeof args['where'] === 'string') parameters.append('where', args['where']);
  for (const sort of Array.isArray(args['sort']) ? args['sort'] : []) parameters.append('sort', String(sort));
  for (const name of ['limit', 'offset']) if (typeof args[name] === 'number') parameters.set(name, String(args[name]));
  return parameters;
}

/**
 * A query field (`products(where:, sort:, limit:, offset:)`): REST's query of the same resource
 * with the same parameters, its errors REST's, the page REST's `results` with `exists`. Without
 * `limit` it shows 20 results, REST's default: the schema does not say. `products(skus:)` narrows
 * the query to the products with a variant of one of the SKUs, beside its `where`.
 */
const readQuery =
  (segment: ReadSegment, bySkus: boolean): RootResolver =>
  async (args, context, info: GraphQLResolveInfo): Promise<QueryResultSource> => {
    requireScope(context, readScopes(segment));
    refusePageBounds(args);
    refuseUnmodelledArguments(info, args, ['where', 'sort', 'limit', 'offset', ...(bySkus ? ['skus'] : [])]);
    const parsed = parseResourceQuery(segment, queryParameters(args));
    if (!parsed.ok) return refuseAsRest(parsed.error, context, info);
    // REST's refusal would name the `var.<name>` parameter that GraphQL cannot send.
    const [variable] = variableNames(parsed.value.predicate);
    if (variable !== undefined) return refuse([unboundGraphqlVariable(variable)], context, info);
    const { read } = await readState(context);
    const skus = args['skus'];
    const query = bySkus && Array.isArray(skus) ? withVariantsOf(parsed.value, 'sku', skus.map(String)) : parsed.value;
    const found = queryResources(read, segment, query);
    if (!found.ok) return refuseAsRest(found.error, context, info);
    const { total, page } = found.value;
    return { offset: parsed.value.offset, count: page.length, total, exists: total > 0, results: page.map((row) => row.shown) };
  };

/**
 * The read root fields, each with the REST resource it reads and the arguments it finds one by.
 *
 * @example
 * READS.map(([one, , segment]) => [one, segment]); // [['product', 'products'], ['category', 'categories'], ...]
 */
export const READS: readonly (readonly [one: string, query: string, segment: ReadSegment, named: readonly Finder[]])[] = [
  ['product', 'products', 'products', ['id', 'key', 'sku', 'variantKey']],
  ['category', 'categories', 'categories', ['id', 'key']],
  ['productType', 'productTypes', 'product-types', ['id', 'key']],
  ['typeDefinition', 'typeDefinitions', 'types', ['id', 'key']],
  ['customer', 'customers', 'customers', ['id', 'key']],
  ['order', 'orders', 'orders', ['id', 'orderNumber']],
  ['inventoryEntry', 'inventoryEntries', 'inventory', ['id', 'key']],
  ['standalonePrice', 'standalonePrices', 'standalone-prices', ['id', 'key']],
  ['discountCode', 'discountCodes', 'discount-codes', ['id', 'key']],
];

/**
 * The resolvers of the 18 read root fields, by name.
 *
 * @example
 * const { product, products } = readRootFields();
 */
export function readRootFields(): Record<string, RootResolver> {
  return Object.fromEntries(READS.flatMap(([one, query, segment, named]) => [
    [one, readOne(segment, named)],
    // Of the query fields, only `products` filters by SKUs (`skus`).
    [query, readQuery(segment, segment === 'products')],
  ]));
}
