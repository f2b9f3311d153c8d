import type { Faker } from '@faker-js/faker';
import type {
  BusinessUnitConfiguration,
  CartClassificationValue,
  DiscountsConfiguration,
  ExternalOAuth,
  ImportContainer,
  InventoryConfiguration,
  Project,
  RetentionPolicy,
  SearchIndexingConfiguration,
  ShippingRateInputType,
  ShoppingListsConfiguration,
} from '../index.js';
import { createActionFactories } from './action-factories.js';
import type { ProjectActionFactories } from './action-types.js';
import { CLASSIFICATION_KEY_POOL, LOCALE_POOL } from './code-pools.js';
import { deepMerge, type Overrides } from './deep-merge.js';
import { createFactoryContext } from './factory-context.js';
import type {
  AssociateRoleKeyReference,
  CartClassificationType,
  CartsConfigurationDraft,
  ImportContainerDraftValues,
  MessagesConfigurationDraft,
  StoreSeed,
} from './factory-types.js';
import {
  generateAssociateRole,
  generateBusinessUnits,
  generateCartClassification,
  generateCartClassificationValue,
  generateCartsConfiguration,
  generateDiscounts,
  generateExternalOAuth,
  generateInventory,
  generateMessagesConfiguration,
  generateRetentionPolicy,
  generateSearchIndexing,
  generateShippingRateInputType,
  generateShoppingListsConfiguration,
  generateStore,
  DAY_MS,
  REFERENCE_MS,
} from './generators.js';
import { givenPresence } from './given-presence.js';
import { createImportContainerFactories } from './import-container-factories.js';
import { createImportResourceFactories, type ImportResourceFactories } from './import-resource-factories.js';
import { buildNewProject, buildProject } from './project-factory.js';

export interface FactoryOptions {
  /** A whole number from 0 to 4294967295. The same seed gives the same values, call for call. */
  readonly seed: number;
}

/**
 * Seeded builders of valid data for the mock. Every builder takes optional overrides: plain
 * objects merge in deeply, arrays and other values replace, and a field given as `undefined`
 * is left out. Each call moves the instance's own sequence on. The import resource builders
 * (`categoryImport`, `productDraftImport`, …, `importRequest`) are described in `ImportResourceFactories`.
 */
export interface Factories extends ImportResourceFactories {
  /** The seed this instance was created with. */
  readonly seed: number;
  /** This instance's own Faker (English), for values of your own from the same sequence. */
  readonly faker: Faker;
  /**
   * A whole Project, accepted by `createCommercetoolsMock({ projects: [project] })`. It has been
   * around a while: a random `version` (1 to 100), a `createdAt` up to ten years before
   * `FACTORY_REFERENCE_DATE`, and sometimes a `trialUntil`. Use `newProject` for version 1.
   */
  project(overrides?: Overrides<Project>): Project;
  /**
   * A whole Project as the platform shows it just after creating it: `version` 1, created at
   * `FACTORY_REFERENCE_DATE`, no `trialUntil`; the rest as `project()` builds it for the same call.
   * So after one update a test can expect `version: 2`. Overrides win (`{ trialUntil: '2030-03' }`).
   */
  newProject(overrides?: Overrides<Project>): Project;
  messagesConfiguration(overrides?: Overrides<MessagesConfigurationDraft>): MessagesConfigurationDraft;
  cartsConfiguration(overrides?: Overrides<CartsConfigurationDraft>): CartsConfigurationDraft;
  shoppingListsConfiguration(overrides?: Overrides<ShoppingListsConfiguration>): ShoppingListsConfiguration;
  /** A random variant, or the one named by `overrides.type`, with values for `CartClassification`. */
  shippingRateInputType(overrides?: Overrides<ShippingRateInputType>): ShippingRateInputType;
  /** The `CartClassification` variant: one to four values with distinct keys. */
  cartClassification(overrides?: Overrides<CartClassificationType>): CartClassificationType;
  /** One classification value; its key is new on every call of this instance. */
  cartClassificationValue(overrides?: Overrides<CartClassificationValue>): CartClassificationValue;
  externalOAuth(overrides?: Overrides<ExternalOAuth>): ExternalOAuth;
  /**
   * All five indexes, `Activated` or `Deactivated`, stamped within the year before the reference
   * date; `products` Deactivated, as on any Project created after 31 August 2026.
   */
  searchIndexing(overrides?: Overrides<SearchIndexingConfiguration>): SearchIndexingConfiguration;
  businessUnits(overrides?: Overrides<BusinessUnitConfiguration>): BusinessUnitConfiguration;
  associateRole(overrides?: Overrides<AssociateRoleKeyReference>): AssociateRoleKeyReference;
  inventory(overrides?: Overrides<InventoryConfiguration>): InventoryConfiguration;
  discounts(overrides?: Overrides<DiscountsConfiguration>): DiscountsConfiguration;
  /** An Import Container retention policy, with a time to live between 1h and 30d. */
  retentionPolicy(overrides?: Overrides<RetentionPolicy>): RetentionPolicy;
  /**
   * A Store for `ct.addStore`. Its default languages come from a general list; pass the
   * Project's (`store({ languages })`) or use `storeFor`, since the mock refuses others.
   */
  store(overrides?: Overrides<StoreSeed>): StoreSeed;
  /** A Store speaking one to three of the Project's languages. */
  storeFor(project: Pick<Project, 'languages'>, overrides?: Overrides<StoreSeed>): StoreSeed;
  /** A create request body for an Import Container, accepted with 201. */
  importContainerDraft(overrides?: Overrides<ImportContainerDraftValues>): ImportContainerDraftValues;
  /** An Import Container as the Import API returns it, still alive at `FACTORY_REFERENCE_DATE`. */
  importContainer(overrides?: Overrides<ImportContainer>): ImportContainer;
  /** One builder per Project update action, each producing an action the mock accepts. */
  readonly actions: ProjectActionFactories;
}

/**
 * Creates seeded factories of Projects, their settings, update actions, Stores, Import
 * Containers and import resources, all valid for the mock. Each instance owns its Faker: the
 * same seed gives byte-identical values on any machine, whatever else uses faker meanwhile.
 *
 * @example
 * import { createCommercetoolsMock } from 'commercetools-msw';
 * import { createFactories } from 'commercetools-msw/factories';
 *
 * const f = createFactories({ seed: 42 });
 * const project = f.project({ key: 'shop', carts: { taxRoundingMode: 'HalfUp' } });
 * const fresh = f.newProject({ key: 'new-shop' }); // version 1, created at FACTORY_REFERENCE_DATE
 * const ct = createCommercetoolsMock({ projects: [project, fresh] });
 * ct.addStore('shop', f.storeFor(project));
 * const actions = [f.actions.changeName(), f.actions.setExternalOAuth()];
 * const body = f.importRequest('product-draft', 3, { productType: { key: 'clothing' } });
 */
export function createFactories({ seed }: FactoryOptions): Factories {
  const context = createFactoryContext(seed);
  const { importContainerDraft, importContainer } = createImportContainerFactories(context);

  return {
    seed,
    faker: context.faker,
    project: (overrides) => buildProject(context, overrides),
    newProject: (overrides) => buildNewProject(context, overrides),
    messagesConfiguration: (overrides) => deepMerge(generateMessagesConfiguration(context), overrides),
    cartsConfiguration: (overrides) => deepMerge(generateCartsConfiguration(context), overrides),
    shoppingListsConfiguration: (overrides) => deepMerge(generateShoppingListsConfiguration(context), overrides),
    shippingRateInputType: (overrides) => deepMerge(generateShippingRateInputType(context, overrides?.type, LOCALE_POOL), overrides),
    cartClassification: (overrides) => deepMerge(generateCartClassification(context, LOCALE_POOL), overrides),
    cartClassificationValue(overrides) {
      // Labels name the plain word; the key adds a counter, so that values built apart never clash.
      const word = context.pick(CLASSIFICATION_KEY_POOL);
      const value = generateCartClassificationValue(context, word, LOCALE_POOL);
      return deepMerge({ ...value, key: `${word}-${context.next('classificationValue')}` }, overrides);
    },
    externalOAuth: (overrides) => deepMerge(generateExternalOAuth(context), overrides),
    searchIndexing: (overrides) => deepMerge(generateSearchIndexing(context, REFERENCE_MS - 365 * DAY_MS), overrides),
    businessUnits: (overrides) =>
      deepMerge(generateBusinessUnits(context, givenPresence(overrides, 'myBusinessUnitAssociateRoleOnCreation')), overrides),
    associateRole: (overrides) => deepMerge(generateAssociateRole(context), overrides),
    inventory: (overrides) => deepMerge(generateInventory(context), overrides),
    discounts: (overrides) => deepMerge(generateDiscounts(context), overrides),
    retentionPolicy: (overrides) => deepMerge(generateRetentionPolicy(context), overrides),
    store: (overrides) => deepMerge(generateStore(context, LOCALE_POOL), overrides),
    storeFor: (project, overrides) => deepMerge(generateStore(context, project.languages), overrides),
    importContainerDraft,
    importContainer,
    actions: createActionFactories(context),
    ...createImportResourceFactories(context),
  };
}
