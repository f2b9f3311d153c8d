import { BUSINESS_UNIT_STATUSES, PRODUCT_CATALOG_MODELS, PRODUCT_SEARCH_INDEXING_MODES, ROUNDING_MODES, SEARCH_STATUSES } from '../store/project/enums.js';
import type { ProjectActionFactories } from './action-types.js';
import { COUNTRY_POOL, CURRENCY_POOL, LOCALE_POOL } from './code-pools.js';
import { deepMerge } from './deep-merge.js';
import type { FactoryContext } from './factory-context.js';
import {
  generateAssociateRole,
  generateCartsConfiguration,
  generateDiscounts,
  generateExternalOAuth,
  generateMessagesConfiguration,
  generateShippingRateInputType,
  generateShoppingListsConfiguration,
} from './generators.js';

/**
 * Builders for the 23 update actions. Each builds an action that the mock accepts on any Project
 * (with one exception: `changeLanguages` may drop a language a declared Store still uses). So
 * `changeProductSearchIndexingEnabled` enables Product Search (mode `ProductsSearch`) unless
 * overrides choose the mode: Product Projection Search may not start on a Project created after
 * 31 August 2026.
 *
 * @example
 * const actions = createActionFactories(createFactoryContext(42));
 * actions.changeName({ name: 'Shop' }); // { action: 'changeName', name: 'Shop' }
 */
export function createActionFactories(context: FactoryContext): ProjectActionFactories {
  const { faker } = context;
  return {
    changeName: (overrides) => deepMerge({ action: 'changeName', name: faker.company.name() }, overrides),
    changeCountries: (overrides) => deepMerge({ action: 'changeCountries', countries: context.pickSome(COUNTRY_POOL, 1, 5) }, overrides),
    changeCurrencies: (overrides) =>
      deepMerge({ action: 'changeCurrencies', currencies: context.pickSome(CURRENCY_POOL, 1, 3) }, overrides),
    changeLanguages: (overrides) => deepMerge({ action: 'changeLanguages', languages: context.pickSome(LOCALE_POOL, 1, 4) }, overrides),
    changeMessagesConfiguration: (overrides) =>
      deepMerge({ action: 'changeMessagesConfiguration', messagesConfiguration: generateMessagesConfiguration(context) }, overrides),
    changeMessagesEnabled: (overrides) => deepMerge({ action: 'changeMessagesEnabled', messagesEnabled: context.chance(0.5) }, overrides),
    changeCartsConfiguration: (overrides) =>
      deepMerge({ action: 'changeCartsConfiguration', cartsConfiguration: generateCartsConfiguration(context) }, overrides),
    changeCountryTaxRateFallbackEnabled: (overrides) =>
      deepMerge({ action: 'changeCountryTaxRateFallbackEnabled', countryTaxRateFallbackEnabled: context.chance(0.5) }, overrides),
    changePriceRoundingMode: (overrides) =>
      deepMerge({ action: 'changePriceRoundingMode', priceRoundingMode: context.pick(ROUNDING_MODES) }, overrides),
    changeTaxRoundingMode: (overrides) => deepMerge({ action: 'changeTaxRoundingMode', taxRoundingMode: context.pick(ROUNDING_MODES) }, overrides),
    changeShoppingListsConfiguration: (overrides) =>
      deepMerge(
        { action: 'changeShoppingListsConfiguration', shoppingListsConfiguration: generateShoppingListsConfiguration(context) },
        overrides,
      ),
    changeMyBusinessUnitStatusOnCreation: (overrides) =>
      deepMerge({ action: 'changeMyBusinessUnitStatusOnCreation', status: context.pick(BUSINESS_UNIT_STATUSES) }, overrides),
    setMyBusinessUnitAssociateRoleOnCreation: (overrides) =>
      deepMerge({ action: 'setMyBusinessUnitAssociateRoleOnCreation', associateRole: generateAssociateRole(context) }, overrides),
    setShippingRateInputType: (overrides) =>
      deepMerge(
        {
          action: 'setShippingRateInputType',
          // The variant is chosen before merging, so that `{ type: 'CartClassification' }` gets values.
          shippingRateInputType: generateShippingRateInputType(context, overrides?.shippingRateInputType?.type, LOCALE_POOL),
        },
        overrides,
      ),
    setExternalOAuth: (overrides) => deepMerge({ action: 'setExternalOAuth', externalOAuth: generateExternalOAuth(context) }, overrides),
    changeProductSearchIndexingEnabled(overrides) {
      const drawn = context.chance(0.5);
      const mode = context.pick(PRODUCT_SEARCH_INDEXING_MODES);
      // Enabling goes to Product Search, which every Project may start; disabling, to either index.
      const enabled = overrides?.enabled ?? drawn;
      return deepMerge({ action: 'changeProductSearchIndexingEnabled', enabled, mode: enabled ? 'ProductsSearch' : mode }, overrides);
    },
    changeOrderSearchStatus: (overrides) => deepMerge({ action: 'changeOrderSearchStatus', status: context.pick(SEARCH_STATUSES) }, overrides),
    changeCustomerSearchStatus: (overrides) =>
      deepMerge({ action: 'changeCustomerSearchStatus', status: context.pick(SEARCH_STATUSES) }, overrides),
    changeBusinessUnitSearchStatus: (overrides) =>
      deepMerge({ action: 'changeBusinessUnitSearchStatus', status: context.pick(SEARCH_STATUSES) }, overrides),
    setDiscountsConfiguration: (overrides) =>
      deepMerge({ action: 'setDiscountsConfiguration', discountsConfiguration: generateDiscounts(context) }, overrides),
    setProductCatalogModel: (overrides) =>
      deepMerge({ action: 'setProductCatalogModel', productCatalogModel: context.pick(PRODUCT_CATALOG_MODELS) }, overrides),
    setReleaseExpiredReservations: (overrides) =>
      deepMerge({ action: 'setReleaseExpiredReservations', releaseExpiredReservations: context.chance(0.5) }, overrides),
    setReservationExpirationInMinutes: (overrides) =>
      deepMerge({ action: 'setReservationExpirationInMinutes', reservationExpirationInMinutes: context.int(1, 44640) }, overrides),
  };
}
