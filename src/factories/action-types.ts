import type {
  BusinessUnitConfigurationStatus,
  DiscountsConfiguration,
  ExternalOAuth,
  ProductCatalogModel,
  ProductSearchIndexingMode,
  ProjectUpdateAction,
  RoundingMode,
  SearchIndexingStatus,
  ShippingRateInputType,
  ShoppingListsConfiguration,
} from '../index.js';
import type { Overrides } from './deep-merge.js';
import type { AssociateRoleKeyReference, CartsConfigurationDraft, MessagesConfigurationDraft } from './factory-types.js';

// The update actions as the factories build them: the mock's ProjectUpdateAction accepts any
// string where the platform has an enumeration (an unknown value is a rule violation, not a
// shape error), while built actions carry only known values, and so also fit the SDK's types.

/** The statuses the order, customer and business unit search actions accept. */
export type SearchStatus = Exclude<SearchIndexingStatus, 'Indexing'>;

interface ActionPayloads {
  changeName: { action: 'changeName'; name: string };
  changeCountries: { action: 'changeCountries'; countries: string[] };
  changeCurrencies: { action: 'changeCurrencies'; currencies: string[] };
  changeLanguages: { action: 'changeLanguages'; languages: string[] };
  changeMessagesConfiguration: { action: 'changeMessagesConfiguration'; messagesConfiguration: MessagesConfigurationDraft };
  changeMessagesEnabled: { action: 'changeMessagesEnabled'; messagesEnabled: boolean };
  changeCartsConfiguration: { action: 'changeCartsConfiguration'; cartsConfiguration: CartsConfigurationDraft };
  changeCountryTaxRateFallbackEnabled: { action: 'changeCountryTaxRateFallbackEnabled'; countryTaxRateFallbackEnabled: boolean };
  changePriceRoundingMode: { action: 'changePriceRoundingMode'; priceRoundingMode: RoundingMode };
  changeTaxRoundingMode: { action: 'changeTaxRoundingMode'; taxRoundingMode: RoundingMode };
  changeShoppingListsConfiguration: { action: 'changeShoppingListsConfiguration'; shoppingListsConfiguration: ShoppingListsConfiguration };
  changeMyBusinessUnitStatusOnCreation: { action: 'changeMyBusinessUnitStatusOnCreation'; status: BusinessUnitConfigurationStatus };
  setMyBusinessUnitAssociateRoleOnCreation: { action: 'setMyBusinessUnitAssociateRoleOnCreation'; associateRole: AssociateRoleKeyReference };
  /** Without `shippingRateInputType` (override it with `undefined`), the action removes it. */
  setShippingRateInputType: { action: 'setShippingRateInputType'; shippingRateInputType?: ShippingRateInputType };
  /** Without `externalOAuth` (override it with `undefined`), the action removes it. */
  setExternalOAuth: { action: 'setExternalOAuth'; externalOAuth?: ExternalOAuth };
  changeProductSearchIndexingEnabled: { action: 'changeProductSearchIndexingEnabled'; enabled: boolean; mode?: ProductSearchIndexingMode };
  changeOrderSearchStatus: { action: 'changeOrderSearchStatus'; status: SearchStatus };
  changeCustomerSearchStatus: { action: 'changeCustomerSearchStatus'; status: SearchStatus };
  changeBusinessUnitSearchStatus: { action: 'changeBusinessUnitSearchStatus'; status: SearchStatus };
  setDiscountsConfiguration: { action: 'setDiscountsConfiguration'; discountsConfiguration: DiscountsConfiguration };
  setProductCatalogModel: { action: 'setProductCatalogModel'; productCatalogModel: ProductCatalogModel };
  setReleaseExpiredReservations: { action: 'setReleaseExpiredReservations'; releaseExpiredReservations: boolean };
  setReservationExpirationInMinutes: { action: 'setReservationExpirationInMinutes'; reservationExpirationInMinutes: number };
}

// Fails to compile when an action is missing, unknown to the mock, or shaped so the mock would refuse it.
type EveryActionOfTheMock<T extends { [Name in ProjectUpdateAction['action']]: Extract<ProjectUpdateAction, { action: Name }> }> = T;

/** Each Project update action, by name, as the factories build it. */
export type ProjectActionPayloads = EveryActionOfTheMock<ActionPayloads>;

/** The name of a Project update action. */
export type ProjectActionName = keyof ProjectActionPayloads;

/** Any Project update action as the factories build it. */
export type BuiltProjectUpdateAction = ProjectActionPayloads[ProjectActionName];

/** One builder per update action, each taking overrides for any field of its action. */
export type ProjectActionFactories = {
  readonly [Name in ProjectActionName]: (overrides?: Overrides<ProjectActionPayloads[Name]>) => ProjectActionPayloads[Name];
};
