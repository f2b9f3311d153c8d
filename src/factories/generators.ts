import type {
  BusinessUnitConfiguration,
  CartClassificationValue,
  DiscountsConfiguration,
  ExternalOAuth,
  InventoryConfiguration,
  RetentionPolicy,
  SearchIndexingConfiguration,
  SearchIndexingKey,
  ShippingRateInputType,
  ShoppingListsConfiguration,
} from '../index.js';
import { PRODUCT_PROJECTION_SEARCH_CLOSED_FROM } from '../store/project/creation-dates.js';
import { BUSINESS_UNIT_STATUSES, DISCOUNT_COMBINATION_MODES, ROUNDING_MODES, SEARCH_STATUSES } from '../store/project/enums.js';
import { CLASSIFICATION_KEY_POOL } from './code-pools.js';
import type { FactoryContext } from './factory-context.js';
import type {
  AssociateRoleKeyReference,
  CartClassificationType,
  CartsConfigurationDraft,
  MessagesConfigurationDraft,
  StoreSeed,
} from './factory-types.js';
import { FACTORY_REFERENCE_DATE } from './seeded-faker.js';

// The default values of the nested configurations, before overrides. Each generator draws the
// same amount of randomness whatever its options (which overrides may have chosen), so that an
// override changes no other value of the sequence, then or later.

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
export const REFERENCE_MS = Date.parse(FACTORY_REFERENCE_DATE);

/**
 * An ISO instant from `sinceMs` up to the reference date (or `sinceMs` itself when that is later).
 *
 * @example
 * instantAfter(context, Date.parse('2029-01-01T00:00:00.000Z')); // e.g. '2029-07-13T02:51:09.331Z'
 */
export function instantAfter(context: FactoryContext, sinceMs: number): string {
  // An overridden createdAt that is no timestamp still gets stamps the mock accepts.
  const since = Number.isFinite(sinceMs) ? sinceMs : REFERENCE_MS;
  const span = Math.max(0, REFERENCE_MS - since);
  // faker draws nothing for an empty range, so a createdAt at or after the reference date would
  // shift everything built after it: draw once either way, as an override must shift nothing.
  const offset = context.int(0, Math.max(1, span));
  return new Date(since + Math.min(offset, span)).toISOString();
}

/**
 * @example
 * generateMessagesConfiguration(context); // { enabled: true, deleteDaysAfterCreation: 17 }
 */
export function generateMessagesConfiguration(context: FactoryContext): MessagesConfigurationDraft {
  return { enabled: context.chance(0.5), deleteDaysAfterCreation: context.int(1, 90) };
}

/**
 * Days stay within ten years: valid (the rule allows 1–365250) and still recognisable.
 *
 * @example
 * generateCartsConfiguration(context); // { deleteDaysAfterLastModification: 412, countryTaxRateFallbackEnabled: false, ... }
 */
export function generateCartsConfiguration(context: FactoryContext): CartsConfigurationDraft {
  return {
    deleteDaysAfterLastModification: context.int(1, 3650),
    countryTaxRateFallbackEnabled: context.chance(0.5),
    priceRoundingMode: context.pick(ROUNDING_MODES),
    taxRoundingMode: context.pick(ROUNDING_MODES),
  };
}

/**
 * @example
 * generateShoppingListsConfiguration(context); // { deleteDaysAfterLastModification: 360 }
 */
export function generateShoppingListsConfiguration(context: FactoryContext): ShoppingListsConfiguration {
  return { deleteDaysAfterLastModification: context.int(1, 3650) };
}

/**
 * A classification value whose label speaks one to three of the given locales.
 *
 * @example
 * generateCartClassificationValue(context, 'heavy', ['en', 'de']); // { key: 'heavy', label: { de: 'Rustic heavy' } }
 */
export function generateCartClassificationValue(context: FactoryContext, key: string, locales: readonly string[]): CartClassificationValue {
  // Three words are drawn whatever the number of locales, so that few languages shift nothing.
  const words = [1, 2, 3].map(() => context.faker.commerce.productAdjective());
  const chosen = context.pickRun(locales, 1, 3);
  return { key, label: Object.fromEntries(chosen.map((locale, index) => [locale, `${words[index] ?? ''} ${key}`])) };
}

/**
 * One to four values with distinct keys, as the rule requires.
 *
 * @example
 * generateCartClassification(context, ['en']); // { type: 'CartClassification', values: [{ key: 'small', label: { en: 'Sleek small' } }] }
 */
export function generateCartClassification(context: FactoryContext, locales: readonly string[]): CartClassificationType {
  const keys = context.pickSome(CLASSIFICATION_KEY_POOL, 1, 4);
  return { type: 'CartClassification', values: keys.map((key) => generateCartClassificationValue(context, key, locales)) };
}

const SHIPPING_RATE_INPUT_TYPES = ['CartValue', 'CartScore', 'CartClassification'] as const;

/**
 * The given variant, or a random one. The classification values are drawn either way.
 *
 * @example
 * generateShippingRateInputType(context, 'CartScore', ['en']); // { type: 'CartScore' }
 */
export function generateShippingRateInputType(
  context: FactoryContext,
  type: ShippingRateInputType['type'] | undefined,
  locales: readonly string[],
): ShippingRateInputType {
  const classification = generateCartClassification(context, locales);
  const picked = context.pick(SHIPPING_RATE_INPUT_TYPES);
  const chosen = type ?? picked;
  return chosen === 'CartClassification' ? classification : { type: chosen };
}

/**
 * An https introspection endpoint and a bearer header, which never starts or ends with a space.
 *
 * @example
 * generateExternalOAuth(context); // { url: 'https://sunny-sprout.org/oauth/introspect', authorizationHeader: 'Bearer 4fQ…' }
 */
export function generateExternalOAuth(context: FactoryContext): ExternalOAuth {
  const { faker } = context;
  return {
    url: `https://${faker.internet.domainName()}/oauth/introspect`,
    authorizationHeader: `Bearer ${faker.string.alphanumeric(32)}`,
  };
}

const SEARCH_INDEX_KEYS: readonly SearchIndexingKey[] = ['products', 'productsSearch', 'orders', 'customers', 'businessUnits'];

/**
 * Every index `Activated` or `Deactivated` (never `Indexing`, which would change on the mock's
 * clock), stamped between `sinceMs`, the Project's creation, and the reference date. A Project
 * created after 31 August 2026 never had Product Projection Search (it starts Deactivated and
 * may not start it), so its `products` index is Deactivated.
 *
 * @example
 * generateSearchIndexing(context, Date.parse('2028-01-01T00:00:00.000Z')); // products: { status: 'Deactivated', ... }
 */
export function generateSearchIndexing(context: FactoryContext, sinceMs: number): SearchIndexingConfiguration {
  const indexing: SearchIndexingConfiguration = {};
  const closed = sinceMs >= PRODUCT_PROJECTION_SEARCH_CLOSED_FROM;
  for (const key of SEARCH_INDEX_KEYS) {
    // Drawn either way, so that the rest of the sequence stays where it was.
    const status = context.pick(SEARCH_STATUSES);
    indexing[key] = { status: key === 'products' && closed ? 'Deactivated' : status, lastModifiedAt: instantAfter(context, sinceMs) };
  }
  return indexing;
}

/**
 * @example
 * generateAssociateRole(context); // { typeId: 'associate-role', key: 'buyer-engineer-3' }
 */
export function generateAssociateRole(context: FactoryContext): AssociateRoleKeyReference {
  return { typeId: 'associate-role', key: `${context.slug(context.faker.person.jobType(), 24)}-${context.next('associateRole')}` };
}

/**
 * @example
 * generateBusinessUnits(context, true); // { myBusinessUnitStatusOnCreation: 'Active', myBusinessUnitAssociateRoleOnCreation: { … } }
 */
export function generateBusinessUnits(context: FactoryContext, withRole: boolean | undefined): BusinessUnitConfiguration {
  const status = context.pick(BUSINESS_UNIT_STATUSES);
  const role = generateAssociateRole(context);
  const hasRole = context.chance(0.5);
  return { myBusinessUnitStatusOnCreation: status, ...((withRole ?? hasRole) ? { myBusinessUnitAssociateRoleOnCreation: role } : {}) };
}

/**
 * @example
 * generateInventory(context); // { releaseExpiredReservations: true, reservationExpirationInMinutes: 720 }
 */
export function generateInventory(context: FactoryContext): InventoryConfiguration {
  const releaseExpiredReservations = context.chance(0.5);
  const minutes = context.int(1, 44640);
  return { releaseExpiredReservations, ...(context.chance(0.5) ? { reservationExpirationInMinutes: minutes } : {}) };
}

/**
 * @example
 * generateDiscounts(context); // { discountCombinationMode: 'BestDeal' }
 */
export function generateDiscounts(context: FactoryContext): DiscountsConfiguration {
  return { discountCombinationMode: context.pick(DISCOUNT_COMBINATION_MODES) };
}

const TIME_TO_LIVE_UNITS = [
  { unit: 'm', min: 60, max: 30 * 24 * 60 },
  { unit: 'h', min: 1, max: 30 * 24 },
  { unit: 'd', min: 1, max: 30 },
] as const;

/**
 * A time to live between 1h and 30d, in minutes, hours or days.
 *
 * @example
 * generateRetentionPolicy(context); // { strategy: 'ttl', config: { timeToLive: '36h' } }
 */
export function generateRetentionPolicy(context: FactoryContext): RetentionPolicy {
  const { unit, min, max } = context.pick(TIME_TO_LIVE_UNITS);
  return { strategy: 'ttl', config: { timeToLive: `${context.int(min, max)}${unit}` } };
}

/**
 * A Store named after a city, speaking one to three of the given languages.
 *
 * @example
 * generateStore(context, ['en', 'de']); // { key: 'port-ashley-1', languages: ['de'] }
 */
export function generateStore(context: FactoryContext, languages: readonly string[]): StoreSeed {
  const key = `${context.slug(context.faker.location.city(), 28)}-${context.next('store')}`;
  return { key, languages: context.pickSome(languages, 1, 3) };
}
