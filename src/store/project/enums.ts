import type {
  BusinessUnitConfigurationStatus,
  DiscountCombinationMode,
  ProductCatalogModel,
  ProductSearchIndexingMode,
  RoundingMode,
} from './project.js';

// The known values of the Project's enumerations, for the rule checks.

export const ROUNDING_MODES: readonly RoundingMode[] = ['HalfEven', 'HalfUp', 'HalfDown'];
export const SEARCH_STATUSES = ['Activated', 'Deactivated'] as const;
export const BUSINESS_UNIT_STATUSES: readonly BusinessUnitConfigurationStatus[] = ['Active', 'Inactive'];
export const DISCOUNT_COMBINATION_MODES: readonly DiscountCombinationMode[] = ['BestDeal', 'Stacking'];
export const PRODUCT_CATALOG_MODELS: readonly ProductCatalogModel[] = ['Classic', 'Modular', 'InMigration'];
export const PRODUCT_SEARCH_INDEXING_MODES: readonly ProductSearchIndexingMode[] = ['ProductProjectionsSearch', 'ProductsSearch'];
