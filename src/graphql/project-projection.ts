import type { CartClassificationValue, Project, ShippingRateInputType } from '../store/project/project.js';
import { notModelledField } from '../errors/unmodelled-errors.js';
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

/**
 * The Project as `ProjectProjection`, from what REST's `GET /{projectKey}` shows (masked already):
 * the same values where both have a field; the interface `shippingRateInputType` with its
 * `__typename`; localized labels as `{locale, value}` lists; REST's fields the public schema lacks
 * (`businessUnits`) left out and `searchIndexing.productsSearch` unread; `discounts.productVsCartDiscountCombination`,
 * which REST lacks, a NotModelledByMock error. Where GraphQL has a non-null field
 * REST may omit, it takes the value the platform documents as the default: `carts`'
 * `allowAddingUnpublishedProducts`, `totalPriceDiscountDoesNotReduceExternalTax` and
 * `countryTaxRateFallbackEnabled` false, the rounding modes `HalfEven`, `shoppingLists` 360 days
 * (a Project from before January 2020 has none in REST).
 *
 * @example
 * projectProjection(maskProject(project)).shippingRateInputType; // { __typename: 'CartValueType', type: 'CartValue' }
 */
export function projectProjection(project: Project): ProjectProjectionSource {
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
      totalPriceDiscountDoesNotReduceExternalTax: false,
      taxRoundingMode: carts.taxRoundingMode ?? 'HalfEven',
      priceRoundingMode: carts.priceRoundingMode ?? 'HalfEven',
    },
    shoppingLists: project.shoppingLists ?? { deleteDaysAfterLastModification: 360 },
    version: project.version,
    externalOAuth: project.externalOAuth,
    // REST's as it is: graphql-js reads the four indexes the public schema has, and never REST's
    // `productsSearch`, which the schema lacks.
    searchIndexing: project.searchIndexing,
    messages: project.messages,
    countries: project.countries,
    currencies: project.currencies,
    shippingRateInputType: project.shippingRateInputType && shippingRateInputType(project.shippingRateInputType),
    createdAt: project.createdAt,
    discounts: {
      discountCombinationMode: project.discounts.discountCombinationMode,
      // GraphQL's older field beside discountCombinationMode, which REST lacks: the mock does not
      // know how the platform keeps the two apart, so it names the field rather than guess.
      productVsCartDiscountCombination: () => {
        throw graphqlError(notModelledField('DiscountsConfiguration.productVsCartDiscountCombination'));
      },
    },
    inventory: project.inventory,
    productCatalogModel: project.productCatalogModel,
  };
}
