import { changeCartsConfiguration } from './change-carts-configuration.js';
import { changeCountries } from './change-countries.js';
import { changeCountryTaxRateFallbackEnabled } from './change-country-tax-rate-fallback-enabled.js';
import { changeCurrencies } from './change-currencies.js';
import { changeLanguages } from './change-languages.js';
import { changeMessagesConfiguration } from './change-messages-configuration.js';
import { changeMessagesEnabled } from './change-messages-enabled.js';
import { changeMyBusinessUnitStatusOnCreation } from './change-my-business-unit-status-on-creation.js';
import { changeName } from './change-name.js';
import { changePriceRoundingMode } from './change-price-rounding-mode.js';
import { changeProductSearchIndexingEnabled } from './change-product-search-indexing-enabled.js';
import { changeShoppingListsConfiguration } from './change-shopping-lists-configuration.js';
import { changeTaxRoundingMode } from './change-tax-rounding-mode.js';
import type { ProjectActionMap } from './project-action.js';
import { searchStatusAction } from './search-status-action.js';
import { setDiscountsConfiguration } from './set-discounts-configuration.js';
import { setExternalOAuth } from './set-external-oauth.js';
import { setMyBusinessUnitAssociateRoleOnCreation } from './set-my-business-unit-associate-role-on-creation.js';
import { setProductCatalogModel } from './set-product-catalog-model.js';
import { setReleaseExpiredReservations } from './set-release-expired-reservations.js';
import { setReservationExpirationInMinutes } from './set-reservation-expiration-in-minutes.js';
import { setShippingRateInputType } from './set-shipping-rate-input-type.js';

/** Every Project update action, by name. */
export const projectActions: ProjectActionMap = {
  changeName,
  changeCountries,
  changeCurrencies,
  changeLanguages,
  changeMessagesConfiguration,
  changeMessagesEnabled,
  changeCartsConfiguration,
  changeCountryTaxRateFallbackEnabled,
  changePriceRoundingMode,
  changeTaxRoundingMode,
  changeShoppingListsConfiguration,
  changeMyBusinessUnitStatusOnCreation,
  setMyBusinessUnitAssociateRoleOnCreation,
  setShippingRateInputType,
  setExternalOAuth,
  changeProductSearchIndexingEnabled,
  changeOrderSearchStatus: searchStatusAction('orders'),
  changeCustomerSearchStatus: searchStatusAction('customers'),
  changeBusinessUnitSearchStatus: searchStatusAction('businessUnits'),
  setDiscountsConfiguration,
  setProductCatalogModel,
  setReleaseExpiredReservations,
  setReservationExpirationInMinutes,
};
