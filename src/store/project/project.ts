// The Project as the mock stores it and the API returns it, following the official schema (`Project`).
// Enumerations are unions of their known values; values outside them are refused with InvalidInput.

export type RoundingMode = 'HalfEven' | 'HalfUp' | 'HalfDown';
export type SearchIndexingStatus = 'Activated' | 'Deactivated' | 'Indexing';
export type BusinessUnitConfigurationStatus = 'Active' | 'Inactive';
export type DiscountCombinationMode = 'BestDeal' | 'Stacking';
/** `InMigration`: a Classic Project moving to Modular in stages (release note 2026-09-18). */
export type ProductCatalogModel = 'Classic' | 'Modular' | 'InMigration';
export type ProductSearchIndexingMode = 'ProductProjectionsSearch' | 'ProductsSearch';

export interface MessagesConfiguration {
  enabled: boolean;
  /** Absent on Projects created before 8 October 2018. */
  deleteDaysAfterCreation?: number;
}

export interface CartsConfiguration {
  deleteDaysAfterLastModification: number;
  countryTaxRateFallbackEnabled?: boolean;
  priceRoundingMode?: RoundingMode;
  taxRoundingMode?: RoundingMode;
}

export interface ShoppingListsConfiguration {
  deleteDaysAfterLastModification: number;
}

export interface CartClassificationValue {
  key: string;
  label: Record<string, string>;
}

export type ShippingRateInputType =
  | { type: 'CartValue' }
  | { type: 'CartScore' }
  | { type: 'CartClassification'; values: CartClassificationValue[] };

export interface ExternalOAuth {
  url: string;
  authorizationHeader: string;
}

/** Who last changed a search index's status: the API client whose token made the change. */
export interface LastModifiedBy {
  clientId?: string;
  isPlatformClient?: boolean;
}

export interface SearchIndexingConfigurationValues {
  status?: SearchIndexingStatus;
  lastModifiedAt?: string;
  lastModifiedBy?: LastModifiedBy;
}

export interface SearchIndexingConfiguration {
  products?: SearchIndexingConfigurationValues;
  productsSearch?: SearchIndexingConfigurationValues;
  orders?: SearchIndexingConfigurationValues;
  customers?: SearchIndexingConfigurationValues;
  businessUnits?: SearchIndexingConfigurationValues;
}

export type SearchIndexingKey = keyof SearchIndexingConfiguration;

export interface BusinessUnitConfiguration {
  myBusinessUnitStatusOnCreation: BusinessUnitConfigurationStatus;
  myBusinessUnitAssociateRoleOnCreation?: { typeId: 'associate-role'; key: string };
}

export interface InventoryConfiguration {
  releaseExpiredReservations: boolean;
  reservationExpirationInMinutes?: number;
}

export interface DiscountsConfiguration {
  discountCombinationMode: DiscountCombinationMode;
}

/**
 * Settings that only GraphQL's update actions change and only GraphQL's `project` shows: REST's
 * Project has no field for them and no REST action sets them (RAML of August 2026). REST's
 * responses leave this field out; an absent setting reads as its default.
 */
export interface GraphqlOnlySettings {
  /** GraphQL's `carts.totalPriceDiscountDoesNotReduceExternalTax`; absent is `false`. */
  totalPriceDiscountDoesNotReduceExternalTax?: boolean;
  /** GraphQL's `discounts.productVsCartDiscountCombination`; absent is `null`. */
  productVsCartDiscountCombination?: DiscountCombinationMode;
  /**
   * The cart discount visualization search index that `changeCartDiscountVisualizationSearchStatus`
   * switches (BETA); no field of GraphQL's Project shows it. Absent is `Deactivated`.
   */
  cartDiscountVisualizationSearch?: SearchIndexingConfigurationValues & { status: 'Activated' | 'Deactivated' };
}

export interface Project {
  version: number;
  key: string;
  name: string;
  countries: string[];
  currencies: string[];
  languages: string[];
  createdAt: string;
  /** `YYYY-MM`; present only on Projects in trial. */
  trialUntil?: string;
  messages: MessagesConfiguration;
  carts: CartsConfiguration;
  /** Absent on Projects created before January 2020. */
  shoppingLists?: ShoppingListsConfiguration;
  shippingRateInputType?: ShippingRateInputType;
  /** Stored whole; every response masks `authorizationHeader`. */
  externalOAuth?: ExternalOAuth;
  searchIndexing?: SearchIndexingConfiguration;
  businessUnits?: BusinessUnitConfiguration;
  inventory: InventoryConfiguration;
  discounts: DiscountsConfiguration;
  productCatalogModel?: ProductCatalogModel;
  /** What GraphQL alone sets and shows; REST's responses leave it out. */
  graphqlOnly?: GraphqlOnlySettings;
}

/** The fields the official schema requires of every Project. */
export const REQUIRED_PROJECT_FIELDS = [
  'version',
  'key',
  'name',
  'countries',
  'currencies',
  'languages',
  'createdAt',
  'messages',
  'carts',
  'inventory',
  'discounts',
] as const satisfies readonly (keyof Project)[];

/**
 * A type with its string enumerations widened to `string`, as TypeScript types a JSON import.
 * Seeds are checked when they are added, so they may come from JSON fixtures without a cast.
 */
export type Widened<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? Widened<Item>[]
    : T extends object
      ? { [K in keyof T]: Widened<T[K]> }
      : T;

/**
 * What a test passes to seed a Project: a key and any other fields. A whole Project is stored as
 * it is; in a partial one, a field that is given replaces its default whole. Enumerations may be
 * plain strings (a JSON fixture's type): the values are checked when the Project is added.
 */
export type ProjectDraft = (Partial<Project> & { key: string }) | Widened<Partial<Project> & { key: string }>;

/** A Store of a Project, declared by a test so that LanguageUsedInStores has something to protect. */
export interface StoreDraft {
  key: string;
  languages?: string[];
}

/**
 * An Associate Role of a Project, declared by a test so that `setMyBusinessUnitAssociateRoleOnCreation`
 * may name it, by key or by id. Without an `id`, the mock makes up a UUID.
 */
export interface AssociateRoleDraft {
  key: string;
  id?: string;
}

/** An Associate Role as the mock keeps it: both its identifiers. */
export interface AssociateRole {
  readonly id: string;
  readonly key: string;
}
