import type { GraphQLResolveInfo } from 'graphql';
import { exactlyOneArgument, negativePageBound } from '../../errors/resource-read-errors.js';
import type { GraphqlContext } from '../graphql-context.js';
import { graphqlError } from '../graphql-error.js';
import { refuseUnmodelledArguments } from './given-arguments.js';
import { knownReadState } from './read-state.js';

type Source = Readonly<Record<string, unknown>>;
type Args = Readonly<Record<string, unknown>>;

/** A resolver of a field whose GraphQL shape is not REST's field of the same name. */
export type ReadFieldResolver = (source: Source, args: Args, context: GraphqlContext, info: GraphQLResolveInfo) => unknown;

const list = (value: unknown): readonly Source[] => (Array.isArray(value) ? (value as Source[]) : []);
const map = (value: unknown): Source => (typeof value === 'object' && value !== null ? (value as Source) : {});
const names = (value: unknown): readonly string[] | undefined => (Array.isArray(value) ? value.map(String) : undefined);

/** Elements kept by `includeNames` and `excludeNames`, by their `nameOf`. */
function named<T>(elements: readonly T[], args: Args, nameOf: (element: T) => unknown, include = 'includeNames', exclude = 'excludeNames'): T[] {
  const included = names(args[include]);
  const excluded = names(args[exclude]) ?? [];
  return elements.filter((element) => (!included || included.includes(String(nameOf(element)))) && !excluded.includes(String(nameOf(element))));
}

/**
 * A REST list as GraphQL's paged `*Result` (`attributeDefinitions`, enum `values`): filtered by
 * name or key, then `offset` and `limit` (all when omitted); `sort` is NotModelledByMock. A
 * negative `limit` or `offset` is InvalidInput, as the root fields' page bounds are: neither the
 * schema nor the platform's documentation gives these lists an upper bound, so none is refused.
 */
const paged =
  (field: string, nameField: string, include: string, exclude: string): ReadFieldResolver =>
  (source, args, _context, info) => {
    for (const bound of ['limit', 'offset'] as const) {
      const value = args[bound];
      if (typeof value === 'number' && value < 0) throw graphqlError(negativePageBound(bound));
    }
    refuseUnmodelledArguments(info, args, [include, exclude, 'limit', 'offset']);
    const kept = named(list(source[field]), args, (element) => element[nameField], include, exclude);
    const offset = typeof args['offset'] === 'number' ? args['offset'] : 0;
    const limit = typeof args['limit'] === 'number' ? args['limit'] : undefined;
    return { ...(limit === undefined ? {} : { limit }), offset, total: kept.length, results: kept.slice(offset, limit === undefined ? undefined : offset + limit) };
  };

/** REST's attributes (`[{ name, value }]`) as `attributesRaw(includeNames:, excludeNames:)`. */
const attributesRaw: ReadFieldResolver = (source, args, _context, info) => {
  refuseUnmodelledArguments(info, args, ['includeNames', 'excludeNames']);
  return named(list(source['attributes']), args, (attribute) => attribute['name']);
};

/** The master variant first, then the others, as REST's ProductData holds them. */
const allVariants = (data: Source): readonly Source[] => [map(data['masterVariant']), ...list(data['variants'])];

/** Only the variant lists without filters: their arguments filter by what the mock does not hold (stock, matching). */
const variants =
  (withMaster: boolean): ReadFieldResolver =>
  (source, args, _context, info) => {
    refuseUnmodelledArguments(info, args, []);
    return withMaster ? allVariants(source) : list(source['variants']);
  };

/** An address of a customer by the id a field of it names. */
const addressNamed =
  (idField: string): ReadFieldResolver =>
  (source) =>
    list(source['addresses']).find((address) => address['id'] === source[idField]) ?? null;

/** The addresses of a customer whose ids a list of it holds. */
const addressesListed =
  (idsField: string): ReadFieldResolver =>
  (source) => {
    const ids = names(source[idsField]) ?? [];
    return list(source['addresses']).filter((address) => ids.includes(String(address['id'])));
  };

/** REST's `{ w, h }` as GraphQL's `{ width, height }`. */
const dimensions: Readonly<Record<string, ReadFieldResolver>> = { width: (source) => source['w'], height: (source) => source['h'] };

/**
 * An order's customer, which GraphQL expands from `customerId` (it has no `customerRef`): the
 * Customer as REST's `expand` of a customer reference shows it, needing no scope of its own as
 * the other expanded references; null for an order without one or a customer the Project does not hold.
 */
const customer: ReadFieldResolver = (source, _args, context) =>
  typeof source['customerId'] === 'string' ? (knownReadState(context).resolve('customer', source['customerId']) ?? null) : null;

/**
 * The fields whose GraphQL shape is not REST's field of the same name, and no localized string or
 * reference either (rest-field-resolvers.ts resolves those), by type and field.
 *
 * @example
 * SPECIAL_READ_FIELDS['ProductData']?.['allVariants']; // the master variant first, then the others
 */
export const SPECIAL_READ_FIELDS: Readonly<Record<string, Readonly<Record<string, ReadFieldResolver>>>> = {
  ProductData: {
    // REST's map of category id to hint, as a list.
    categoryOrderHints: (source) => Object.entries(map(source['categoryOrderHints'])).map(([categoryId, orderHint]) => ({ categoryId, orderHint })),
    categoryOrderHint: (source, { categoryId }) => map(source['categoryOrderHints'])[String(categoryId)] ?? null,
    // REST's map of locale to keywords, as a list.
    searchKeywords: (source) => Object.entries(map(source['searchKeywords'])).map(([locale, searchKeywords]) => ({ locale, searchKeywords })),
    searchKeyword: (source, { locale }) => map(source['searchKeywords'])[String(locale)] ?? null,
    variants: variants(false),
    allVariants: variants(true),
    variant: (source, { sku, key }) => {
      // As a read of one given no naming argument or two (read-root-fields.ts): the request's fault.
      if ((sku == null) === (key == null)) throw graphqlError(exactlyOneArgument(['sku', 'key']));
      return allVariants(source).find((variant) => (sku == null ? variant['key'] === key : variant['sku'] === sku)) ?? null;
    },
    skus: (source) => allVariants(source).flatMap((variant) => (typeof variant['sku'] === 'string' ? [variant['sku']] : [])),
    // Product-level attributes (REST's ProductData `attributes`); none where REST shows none.
    attributesRaw,
  },
  ProductVariant: { attributesRaw },
  ProductTypeDefinition: { attributeDefinitions: paged('attributes', 'name', 'includeNames', 'excludeNames') },
  EnumAttributeDefinitionType: { values: paged('values', 'key', 'includeKeys', 'excludeKeys') },
  LocalizableEnumAttributeDefinitionType: { values: paged('values', 'key', 'includeKeys', 'excludeKeys') },
  TypeDefinition: {
    fieldDefinitions: (source, args, _context, info) => {
      refuseUnmodelledArguments(info, args, ['includeNames', 'excludeNames']);
      return named(list(source['fieldDefinitions']), args, (definition) => definition['name']);
    },
  },
  CustomFieldsType: {
    customFieldsRaw: (source, args, _context, info) => {
      refuseUnmodelledArguments(info, args, ['includeNames', 'excludeNames']);
      return named(Object.entries(map(source['fields'])).map(([name, value]) => ({ name, value })), args, (field) => field.name);
    },
  },
  // REST's `{ w, h }`, of an image and of an asset's source.
  Dimensions: dimensions,
  AssetDimensions: dimensions,
  Customer: {
    defaultShippingAddress: addressNamed('defaultShippingAddressId'),
    defaultBillingAddress: addressNamed('defaultBillingAddressId'),
    shippingAddresses: addressesListed('shippingAddressIds'),
    billingAddresses: addressesListed('billingAddressIds'),
  },
  Order: { customer },
};

/**
 * The REST field whose value, or whose elements, a special field hands on as REST shows them, by
 * type and field: a path from the representation of the type (`['searchKeywords', '*']`, any
 * locale's keywords), and `within`, the field of the object the special field builds that holds
 * them (a paged `*Result`'s `results`). rest-representations.ts follows them, so that the fields
 * of what they hand on (`AttributeDefinition`, `SearchKeyword`) answer by REST's field map too.
 *
 * @example
 * SPECIAL_READ_SOURCES['ProductTypeDefinition']?.['attributeDefinitions']; // { path: ['attributes'], within: 'results' }
 */
export const SPECIAL_READ_SOURCES: Readonly<Record<string, Readonly<Record<string, { readonly path: readonly string[]; readonly within?: string }>>>> = {
  ProductData: {
    searchKeywords: { path: ['searchKeywords', '*'], within: 'searchKeywords' },
    searchKeyword: { path: ['searchKeywords', '*'] },
    variants: { path: ['variants'] },
    allVariants: { path: ['variants'] },
    variant: { path: ['variants'] },
    attributesRaw: { path: ['attributes'] },
  },
  ProductVariant: { attributesRaw: { path: ['attributes'] } },
  ProductTypeDefinition: { attributeDefinitions: { path: ['attributes'], within: 'results' } },
  EnumAttributeDefinitionType: { values: { path: ['values'], within: 'results' } },
  LocalizableEnumAttributeDefinitionType: { values: { path: ['values'], within: 'results' } },
  TypeDefinition: { fieldDefinitions: { path: ['fieldDefinitions'] } },
  Customer: {
    defaultShippingAddress: { path: ['addresses'] },
    defaultBillingAddress: { path: ['addresses'] },
    shippingAddresses: { path: ['addresses'] },
    billingAddresses: { path: ['addresses'] },
  },
};
