import { changeCartsConfiguration } from './change-carts-configuration.js';
import { changeCountries } from './change-countries.js';
import { changeCurrencies } from './change-currencies.js';
import { changeLanguages } from './change-languages.js';
import { changeMessagesConfiguration } from './change-messages-configuration.js';
import { changeMessagesEnabled } from './change-messages-enabled.js';
import { changeMyBusinessUnitStatusOnCreation } from './change-my-business-unit-status-on-creation.js';
import { changeName } from './change-name.js';
import { changeShoppingListsConfiguration } from './change-shopping-lists-configuration.js';
import type { ProjectActionMap } from './project-action.js';
import { searchStatusAction } from './search-status-action.js';
import { setDiscountsConfiguration } from './set-discounts-configuration.js';
import { setExternalOAuth } from './set-external-oauth.js';
import { setMyBusinessUnitAssociateRoleOnCreation } from './set-my-business-unit-associate-role-on-creation.js';
import { setProductCatalogModel } from './set-product-catalog-model.js';
import { setReleaseExpiredReservations } from './set-release-expired-reservations.js';
import { setReservationExpirationInMinutes } from './set-reservation-expiration-in-minutes.js';
import { setShippingRateInputType } from './set-shipping-rate-input-type.js';

/** Stands in for a request-only action, which seeds never replay, until it is loaded. */
function notLoaded(): never {
  // Stryker disable next-line all: unreachable, the update route loads them first and seeds never send them
  throw new Error('commercetools-msw: a request-only Project update action ran before loadProjectRequests().');
}

/**
 * Every Project update action, by name. The request-only ones (`RequestActionName` in
 * request-actions.ts) are placeholders until `loadProjectRequests()` (project-store.ts), which the
 * update route awaits, puts the loaded functions in their place: the main entry does not carry them.
 */
export const projectActions: ProjectActionMap = {
  changeName,
  changeCountries,
  changeCurrencies,
  changeLanguages,
  changeMessagesConfiguration,
  changeMessagesEnabled,
  changeCartsConfiguration,
  changeCountryTaxRateFallbackEnabled: notLoaded,
  changePriceRoundingMode: notLoaded,
  changeTaxRoundingMode: notLoaded,
  changeShoppingListsConfiguration,
  changeMyBusinessUnitStatusOnCreation,
  setMyBusinessUnitAssociateRoleOnCreation,
  setShippingRateInputType,
  setExternalOAuth,
  changeProductSearchIndexingEnabled: notLoaded,
  changeOrderSearchStatus: searchStatusAction('orders'),
  changeCustomerSearchStatus: searchStatusAction('customers'),
  changeBusinessUnitSearchStatus: searchStatusAction('businessUnits'),
  setDiscountsConfiguration,
  setProductCatalogModel,
  setReleaseExpiredReservations,
  setReservationExpirationInMinutes,
  changeTotalPriceDiscountDoesNotReduceExternalTax: notLoaded,
  setProductVsCartDiscountCombination: notLoaded,
  changeCartDiscountVisualizationSearchStatus: notLoaded,
};
