import type { CartClassificationValue, GraphqlOnlySettings, LastModifiedBy, Project, SearchIndexingConfigurationValues, ShippingRateInputType } from '../store/project/project.js';
import { unseededField } from '../errors/unmodelled-errors.js';
import { graphqlError } from './graphql-error.js';
import { localizedLabel, localizedEntries, type LocalizedLabelArgs } from './localized-string.js';

/** A Cart Classification value as GraphQL shows it: the label list, and the label in a locale. */
interface ClassificationValueSource {
  readonly key: string;
  readonly labelAllLocales: readonly { readonly locale: string; readonly value: string }[];
  /** graphql-js calls a function in the source with the field's arguments. */
  readonly label: (args: LocalizedLabelArgs) => string | null;
}

/** The Project as the resolvers hand it to graphql-js: REST's representation in GraphQL's shapes. */
export type ProjectProjectionSource = Record<string, unknown>;

// GraphQL's interface ShippingRateInputType has one object type per REST `type`.
const TYPENAMES = { CartValue: 'CartValueType', CartScore: 'CartScoreType', CartClassification: 'CartClassificationType' } as const;

function classificationValue({ key, label }: CartClassificationValue): ClassificationValueSource {
  return { key, labelAllLocales: localizedEntries(label), label: (args) => localizedLabel(label, args) };
}

function shippingRateInputType(input: ShippingRateInputType): Record<string, unknown> {
  const base = { __typename: TYPENAMES[input.type], type: input.type };
  return input.type === 'CartClassification' ? { ...base, values: input.values.map(classificationValue) } : base;
}

/** GraphQL's type of each index whose `status` and `lastModifiedAt` are non-null (REST leaves them optional). */
const REQUIRED_STAMPS = { orders: 'OrderSearchConfiguration', customers: 'CustomerSearchConfiguration', businessUnits: 'BusinessUnitSearchConfiguration' } as const;

/**
 * REST's `lastModifiedBy` as GraphQL's `Initiator`, whose references are `customerRef` and
 * `associateRef` where REST's are `customer` and `associate` (a seed may give them).
 */
function initiator(by: LastModifiedBy & { readonly customer?: unknown; readonly associate?: unknown }): Record<string, unknown> {
  const { customer, associate, ...rest } = by;
  return { ...rest, customerRef: customer, associateRef: associate };
}

/** An index as GraphQL shows it: its `lastModifiedBy` an `Initiator`. */
function index(values: SearchIndexingConfigurationValues): Record<string, unknown> {
  return { ...values, lastModifiedBy: values.lastModifiedBy && initiator(values.lastModifiedBy) };
}

/**
 * An index GraphQL requires a `status` and a `lastModifiedAt` of: a seed that left one out gets
 * an error naming it there, as the platform always has both, rather than a value made up.
 */
function stampedIndex(name: keyof typeof REQUIRED_STAMPS, values: SearchIndexingConfigurationValues | undefined): Record<string, unknown> | undefined {
  if (!values) return values;
  const unseeded = (field: string) => () => {
    throw graphqlError(unseededField(`${REQUIRED_STAMPS[name]}.${field}`, `searchIndexing.${name}.${field}`));
  };
  return { ...index(values), status: values.status ?? unseeded('status'), lastModifiedAt: values.lastModifiedAt ?? unseeded('lastModifiedAt') };
}

/** `searchIndexing` with the four indexes the public schema has: REST's `productsSearch` is not among them. */
function searchIndexing(indexing: NonNullable<Project['searchIndexing']>): Record<string, unknown> {
  const { products, orders, customers, businessUnits } = indexing;
  return {
    products: products && index(products),
    orders: stampedIndex('orders', orders),
    customers: stampedIndex('customers', customers),
    businessUnits: stampedIndex('businessUnits', businessUnits),
  };
}

/**
 * The Project as `ProjectProjection`, from what REST's `GET /{projectKey}` shows (masked already):
 * the same values where both have a field; the interface `shippingRateInputType` with its
 * `__typename`; localized labels as `{locale, value}` lists; REST's fields the public schema lacks
 * (`businessUnits`, `searchIndexing.productsSearch`) left out; the fields REST lacks
 * (`carts.totalPriceDiscountDoesNotReduceExternalTax`, `discounts.productVsCartDiscountCombination`)
 * from the settings only GraphQL's actions change, their defaults (false, null) until set. Where
 * GraphQL has a non-null field REST may omit, it takes the value the platform documents as the
 * default: `carts`' `allowAddingUnpublishedProducts` and `countryTaxRateFallbackEnabled` false,
 * the rounding modes `HalfEven`, `shoppingLists` 360 days (a Project from before January 2020 has
 * none in REST).
 *
 * @example
 * projectProjection(maskProject(project), project.graphqlOnly).shippingRateInputType; // { __typename: 'CartValueType', type: 'CartValue' }
 */
export function projectProjection(project: Project, graphqlOnly: GraphqlOnlySettings = {}): ProjectProjectionSource {
  const { carts } = project;
  return {
    key: project.key,
    name: project.name,
    languages: project.languages,
    trialUntil: project.trialUntil,
    carts: {
      deleteDaysAfterLastModification: carts.deleteDaysAfterLastModification,
      allowAddingUnpublishedProducts: false,
      countryTaxRateFallbackEnabled: carts.countryTaxRateFallbackEnabled ?? false,
      totalPriceDiscountDoesNotReduceExternalTax: graphqlOnly.totalPriceDiscountDoesNotReduceExternalTax ?? false,
      taxRoundingMode: carts.taxRoundingMode ?? 'HalfEven',
      priceRoundingMode: carts.priceRoundingMode ?? 'HalfEven',
    },
    shoppingLists: project.shoppingLists ?? { deleteDaysAfterLastModification: 360 },
    version: project.version,
    externalOAuth: project.externalOAuth,
    searchIndexing: project.searchIndexing && searchIndexing(project.searchIndexing),
    messages: project.messages,
    countries: project.countries,
    currencies: project.currencies,
    shippingRateInputType: project.shippingRateInputType && shippingRateInputType(project.shippingRateInputType),
    createdAt: project.createdAt,
    discounts: {
      discountCombinationMode: project.discounts.discountCombinationMode,
      productVsCartDiscountCombination: graphqlOnly.productVsCartDiscountCombination ?? null,
    },
    inventory: project.inventory,
    productCatalogModel: project.productCatalogModel,
  };
}
