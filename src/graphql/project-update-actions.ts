import type { ErrorObject } from '../errors/error-response.js';
import { invalidInput } from '../errors/http-api-errors.js';
import type { ProjectActionName } from '../store/project/update-schema.js';

/** An update action in REST's form, as the store's update takes it, before it checks its shape. */
export interface RestProjectAction {
  readonly action: ProjectActionName;
  readonly [field: string]: unknown;
}

type Fields = Readonly<Record<string, unknown>>;
/** A GraphQL action's input as the REST action, or the errors that refuse it. */
type Conversion = (fields: Fields, at: string) => RestProjectAction | ErrorObject[];

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields of a one-of input object that are set (not null). */
const setFields = (input: Fields) => Object.keys(input).filter((name) => input[name] != null);

const same =
  (action: ProjectActionName): Conversion =>
  (fields) => ({ action, ...fields });

/**
 * An action whose configuration GraphQL's input makes all optional, where REST's requires some
 * fields and replaces the whole configuration: a field left out (or null) takes the default
 * REST's RAML documents for it, as REST's own optional fields do.
 */
const withDefaults =
  (action: ProjectActionName, field: string, defaults: Fields): Conversion =>
  (fields) => {
    const input = fields[field];
    const given = isFields(input) ? Object.fromEntries(Object.entries(input).filter(([, value]) => value != null)) : {};
    return { action, [field]: { ...defaults, ...given } };
  };

const SHIPPING_RATE_INPUT_TYPES = ['CartValue', 'CartClassification', 'CartScore'] as const;

/** GraphQL's one-of `ShippingRateInputTypeInput` (`{ CartClassification: { values } }`) as REST's `{ type, values }`. */
const setShippingRateInputType: Conversion = ({ shippingRateInputType: input }, at) => {
  if (!isFields(input)) return { action: 'setShippingRateInputType' };
  const [type, ...more] = setFields(input);
  if (type === undefined || more.length > 0) {
    return [invalidInput(`${at}.setShippingRateInputType.shippingRateInputType sets exactly one of ${SHIPPING_RATE_INPUT_TYPES.join(', ')}, such as { CartValue: {} }; ${describeSet([type, ...more])}.`)];
  }
  const chosen = input[type];
  if (type !== 'CartClassification' || !isFields(chosen) || !Array.isArray(chosen.values)) return { action: 'setShippingRateInputType', shippingRateInputType: { type } };
  // Each label's {locale, value} list as REST's map; the store checks keys and locales as for REST.
  const values = chosen.values.filter(isFields).map(({ key, label }) => ({
    key,
    label: Object.fromEntries((Array.isArray(label) ? label : []).filter(isFields).map(({ locale, value }) => [locale, value])),
  }));
  return { action: 'setShippingRateInputType', shippingRateInputType: { type, values } };
};

function describeSet(names: readonly (string | undefined)[]): string {
  const set = names.filter((name) => name !== undefined);
  return set.length === 0 ? 'this one sets none' : `this one sets ${set.join(' and ')}`;
}

/**
 * How each GraphQL update action becomes REST's: the input object's fields beside `action`, as
 * the official schema names them alike; the three configurations GraphQL makes all optional
 * filled with REST's defaults; `setShippingRateInputType`'s one-of input turned into
 * REST's `type`; GraphQL's own actions in the same form. Typed by the schema's action names,
 * so that a name without a conversion fails to compile (the store's names are REST's and the
 * three GraphQL has beyond them, which it runs for GraphQL's requests alone).
 */
const CONVERSIONS: Readonly<Record<ProjectActionName, Conversion>> = {
  changeBusinessUnitSearchStatus: same('changeBusinessUnitSearchStatus'),
  // RAML: CartsConfiguration.deleteDaysAfterLastModification `default: 90`.
  changeCartsConfiguration: withDefaults('changeCartsConfiguration', 'cartsConfiguration', { deleteDaysAfterLastModification: 90 }),
  changeCountries: same('changeCountries'),
  changeCountryTaxRateFallbackEnabled: same('changeCountryTaxRateFallbackEnabled'),
  changeCurrencies: same('changeCurrencies'),
  changeCustomerSearchStatus: same('changeCustomerSearchStatus'),
  changeLanguages: same('changeLanguages'),
  changeMessagesConfiguration: same('changeMessagesConfiguration'),
  changeMessagesEnabled: same('changeMessagesEnabled'),
  changeMyBusinessUnitStatusOnCreation: same('changeMyBusinessUnitStatusOnCreation'),
  changeName: same('changeName'),
  changeOrderSearchStatus: same('changeOrderSearchStatus'),
  changePriceRoundingMode: same('changePriceRoundingMode'),
  // RAML: ShoppingListsConfiguration.deleteDaysAfterLastModification `default: 360`.
  changeShoppingListsConfiguration: withDefaults('changeShoppingListsConfiguration', 'shoppingListsConfiguration', { deleteDaysAfterLastModification: 360 }),
  changeTaxRoundingMode: same('changeTaxRoundingMode'),
  changeTotalPriceDiscountDoesNotReduceExternalTax: same('changeTotalPriceDiscountDoesNotReduceExternalTax'),
  // RAML: DiscountsConfiguration.discountCombinationMode "Default value is `Stacking`".
  setDiscountsConfiguration: withDefaults('setDiscountsConfiguration', 'discountsConfiguration', { discountCombinationMode: 'Stacking' }),
  setExternalOAuth: same('setExternalOAuth'),
  setShippingRateInputType,
  setMyBusinessUnitAssociateRoleOnCreation: same('setMyBusinessUnitAssociateRoleOnCreation'),
  changeCartDiscountVisualizationSearchStatus: same('changeCartDiscountVisualizationSearchStatus'),
  changeProductSearchIndexingEnabled: same('changeProductSearchIndexingEnabled'),
  setProductVsCartDiscountCombination: same('setProductVsCartDiscountCombination'),
  setReservationExpirationInMinutes: same('setReservationExpirationInMinutes'),
  setReleaseExpiredReservations: same('setReleaseExpiredReservations'),
  setProductCatalogModel: same('setProductCatalogModel'),
};

/** The schema's update action names, in the order of `ProjectSettingsUpdateAction`'s fields. */
export const GRAPHQL_PROJECT_ACTIONS = Object.keys(CONVERSIONS);

const isActionName = (name: string): name is ProjectActionName => Object.hasOwn(CONVERSIONS, name);

/**
 * GraphQL's `updateProject` actions as REST's: each element of the list sets exactly one field,
 * named after the REST action, whose input object holds REST's fields (0 or 2 fields set is
 * InvalidInput, naming the element). Gives the REST actions, or every error found, in order.
 *
 * @example
 * restProjectActions([{ changeName: { name: 'Shop' } }]); // { actions: [{ action: 'changeName', name: 'Shop' }] }
 */
export function restProjectActions(elements: readonly Fields[]): { actions: RestProjectAction[] } | { errors: [ErrorObject, ...ErrorObject[]] } {
  const actions: RestProjectAction[] = [];
  const errors: ErrorObject[] = [];
  elements.forEach((element, index) => {
    const at = `actions[${index}]`;
    const [name, ...more] = setFields(element);
    if (name === undefined || more.length > 0 || !isActionName(name)) {
      errors.push(invalidInput(`${at}: an update action sets exactly one field, such as { changeName: { name: "Shop" } }; ${describeSet([name, ...more])}.`));
      return;
    }
    const input = element[name];
    const converted = CONVERSIONS[name](isFields(input) ? input : {}, at);
    if (Array.isArray(converted)) errors.push(...converted);
    else actions.push(converted);
  });
  const [first, ...rest] = errors;
  return first === undefined ? { actions } : { errors: [first, ...rest] };
}
