import type { Project } from '../index.js';
import { PRODUCT_CATALOG_MODELS } from '../store/project/enums.js';
import { COUNTRY_POOL, CURRENCY_POOL, LOCALE_POOL } from './code-pools.js';
import { deepMerge, isPlainObject, type Overrides } from './deep-merge.js';
import type { FactoryContext } from './factory-context.js';
import {
  DAY_MS,
  generateBusinessUnits,
  generateCartsConfiguration,
  generateDiscounts,
  generateExternalOAuth,
  generateInventory,
  generateMessagesConfiguration,
  generateSearchIndexing,
  generateShippingRateInputType,
  generateShoppingListsConfiguration,
  REFERENCE_MS,
} from './generators.js';
import { givenPresence } from './given-presence.js';
import { FACTORY_REFERENCE_DATE } from './seeded-faker.js';

/** `YYYY-MM`, some months after the given instant (or after the reference date if it is none). */
function monthsAfter(isoTime: string, months: number): string {
  const parsed = Date.parse(isoTime);
  const start = new Date(Number.isFinite(parsed) ? parsed : REFERENCE_MS);
  const monthIndex = start.getUTCMonth() + months;
  const year = start.getUTCFullYear() + Math.floor(monthIndex / 12);
  return `${String(year).padStart(4, '0')}-${String((monthIndex % 12) + 1).padStart(2, '0')}`;
}

/**
 * Builds a whole Project that `createCommercetoolsMock({ projects: [project] })` accepts: a modern
 * Project (with shopping lists, search indexing and business units), created up to ten years
 * before the reference date, with some optional settings present by chance. Overrides merge in
 * deeply; fields that depend on others (search indexing on `createdAt`: its stamps, and
 * `products` Deactivated on a Project created after 31 August 2026; classification labels on
 * `languages`; `trialUntil` on `createdAt`) follow the overridden values. Override `createdAt` to
 * choose which of the platform's rules by creation date the Project follows in the mock.
 *
 * @example
 * const project = buildProject(createFactoryContext(42), { key: 'shop', carts: { taxRoundingMode: 'HalfUp' } });
 */
export function buildProject(context: FactoryContext, overrides: Overrides<Project> = {}): Project {
  const { faker } = context;
  const present = (key: keyof Project, probability: number): boolean => {
    const coin = context.chance(probability);
    return givenPresence(overrides, key) ?? coin;
  };

  // A counter ends the key so that one factory never repeats a key; the parts stay within the
  // platform's 36 characters, and hold no space or colon, which no scope could name.
  const key = `${context.slug(faker.word.adjective(), 12)}-${context.slug(faker.word.noun(), 12)}-${context.next('project')}`;
  const name = faker.company.name();
  const countries = context.pickSome(COUNTRY_POOL, 1, 5);
  const currencies = context.pickSome(CURRENCY_POOL, 1, 3);
  const generatedLanguages = context.pickSome(LOCALE_POOL, 1, 4);
  const languages = overrides.languages ?? generatedLanguages;
  const generatedCreatedAt = new Date(REFERENCE_MS - context.int(DAY_MS, 10 * 365 * DAY_MS)).toISOString();
  const createdAt = overrides.createdAt ?? generatedCreatedAt;
  const trialUntil = monthsAfter(createdAt, context.int(1, 3));
  const hasTrial = present('trialUntil', 0.25);
  const version = context.int(1, 100);

  const shippingOverrides = isPlainObject(overrides.shippingRateInputType) ? overrides.shippingRateInputType : undefined;
  // Classification labels speak the Project's own languages.
  const shippingRateInputType = generateShippingRateInputType(context, shippingOverrides?.type, languages);
  const hasShipping = present('shippingRateInputType', 0.5);
  const externalOAuth = generateExternalOAuth(context);
  const hasExternalOAuth = present('externalOAuth', 0.3);
  const productCatalogModel = context.pick(PRODUCT_CATALOG_MODELS);
  const hasCatalogModel = present('productCatalogModel', 0.5);

  const project: Project = {
    version,
    key,
    name,
    countries,
    currencies,
    languages,
    createdAt,
    ...(hasTrial ? { trialUntil } : {}),
    messages: generateMessagesConfiguration(context),
    carts: generateCartsConfiguration(context),
    shoppingLists: generateShoppingListsConfiguration(context),
    ...(hasShipping ? { shippingRateInputType } : {}),
    ...(hasExternalOAuth ? { externalOAuth } : {}),
    searchIndexing: generateSearchIndexing(context, Date.parse(createdAt)),
    businessUnits: generateBusinessUnits(context, givenPresence(overrides.businessUnits, 'myBusinessUnitAssociateRoleOnCreation')),
    inventory: generateInventory(context),
    discounts: generateDiscounts(context),
    ...(hasCatalogModel ? { productCatalogModel } : {}),
  };
  return deepMerge(project, overrides);
}

/**
 * Builds a Project as the platform shows it just after creating it: `version` 1, `createdAt` the
 * reference date (so search indexing is stamped then too, and `products` indexing is Deactivated,
 * as on any Project created after 31 August 2026), and no `trialUntil`. Everything else is what
 * `buildProject` builds for the same call: these are overrides of it, which shift nothing else, and
 * overrides given here win over them (`{ version: 3 }`, `{ trialUntil: '2030-03' }`).
 *
 * @example
 * const project = buildNewProject(createFactoryContext(42), { key: 'shop' }); // version 1
 */
export function buildNewProject(context: FactoryContext, overrides: Overrides<Project> = {}): Project {
  return buildProject(context, { version: 1, createdAt: FACTORY_REFERENCE_DATE, trialUntil: undefined, ...overrides });
}
