import { changeCartDiscountVisualizationSearchStatus } from './change-cart-discount-visualization-search-status.js';
import { changeCountryTaxRateFallbackEnabled } from './change-country-tax-rate-fallback-enabled.js';
import { changePriceRoundingMode } from './change-price-rounding-mode.js';
import { changeProductSearchIndexingEnabled } from './change-product-search-indexing-enabled.js';
import { changeTaxRoundingMode } from './change-tax-rounding-mode.js';
import { changeTotalPriceDiscountDoesNotReduceExternalTax } from './change-total-price-discount-does-not-reduce-external-tax.js';
import type { GraphqlOnlyActionName } from '../update-schema.js';
import type { ProjectActionMap } from './project-action.js';
import { setProductVsCartDiscountCombination } from './set-product-vs-cart-discount-combination.js';

/**
 * Update actions that only a request sends: no seed is replayed through them. The search status
 * actions are request-only too, but stay with the main entry: they are a line each, and code that
 * drives the store directly (the benchmarks) sends them without a request. The actions only
 * GraphQL has are among them: only GraphQL's updateProject sends them.
 */
export type RequestActionName = 'changeCountryTaxRateFallbackEnabled' | 'changePriceRoundingMode' | 'changeTaxRoundingMode' | 'changeProductSearchIndexingEnabled' | GraphqlOnlyActionName;

/**
 * The request-only actions, loaded with the first Project request (`loadProjectRequests` in
 * project-store.ts), so that the main entry, and a test that only seeds Projects, does not carry them.
 */
export const requestActions: Pick<ProjectActionMap, RequestActionName> = {
  changeCountryTaxRateFallbackEnabled,
  changePriceRoundingMode,
  changeTaxRoundingMode,
  changeProductSearchIndexingEnabled,
  changeTotalPriceDiscountDoesNotReduceExternalTax,
  setProductVsCartDiscountCombination,
  changeCartDiscountVisualizationSearchStatus,
};
