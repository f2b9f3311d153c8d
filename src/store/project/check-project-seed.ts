import * as v from 'valibot';
import { describeError } from '../../errors/error-response.js';
import { parseShape } from '../parse-shape.js';
import { DISCOUNT_COMBINATION_MODES } from './enums.js';
import { REQUIRED_PROJECT_FIELDS, type AssociateRole, type Project } from './project.js';
import type { ProjectRecord } from './project-record.js';
import { updateProject } from './update-project.js';

// A seeded Project must be one the platform could hold. Rather than restate every rule, the check
// replays the seed's settings as the update actions that would set them, so that seeds and updates
// obey the very same rules; only what no action sets is checked here.


const indexValues = (statuses: readonly [string, ...string[]], status: v.GenericSchema<unknown, string | null | undefined> = v.nullish(v.picklist(statuses))) =>
  v.nullish(
    v.object({
      status,
      lastModifiedAt: v.nullish(v.string()),
      lastModifiedBy: v.nullish(v.object({ clientId: v.nullish(v.string()), isPlatformClient: v.nullish(v.boolean()) })),
    }),
  );
const productStatuses = ['Activated', 'Deactivated', 'Indexing'] as const;
const otherStatuses = ['Activated', 'Deactivated'] as const;
// What only GraphQL's actions set; a seed (a snapshot's Project among them) may hold it too.
const graphqlOnly = v.nullish(
  v.object({
    totalPriceDiscountDoesNotReduceExternalTax: v.nullish(v.boolean()),
    productVsCartDiscountCombination: v.nullish(v.picklist(DISCOUNT_COMBINATION_MODES)),
    cartDiscountVisualizationSearch: indexValues(otherStatuses, v.picklist(otherStatuses)),
  }),
);
const unsetFields = v.object({
  version: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
  trialUntil: v.nullish(v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/))),
  searchIndexing: v.nullish(
    v.object({
      products: indexValues(productStatuses),
      productsSearch: indexValues(productStatuses),
      orders: indexValues(otherStatuses),
      customers: indexValues(otherStatuses),
      businessUnits: indexValues(otherStatuses),
    }),
  ),
  graphqlOnly,
});

/** The update actions that would give a default Project the settings the seed gives. */
function settingActions(project: Project, given: ReadonlySet<string>): unknown[] {
  const { messages, carts, inventory, businessUnits } = project;
  const actions: Record<string, unknown>[] = [];
  const when = (field: keyof Project, ...items: Record<string, unknown>[]) => {
    // Stryker disable next-line ConditionalExpression: replaying the defaults too finds nothing; they are valid
    if (given.has(field)) actions.push(...items);
  };
  when('name', { action: 'changeName', name: project.name });
  when('countries', { action: 'changeCountries', countries: project.countries });
  when('currencies', { action: 'changeCurrencies', currencies: project.currencies });
  when('languages', { action: 'changeLanguages', languages: project.languages });
  when(
    'messages',
    messages.deleteDaysAfterCreation === undefined
      ? { action: 'changeMessagesEnabled', messagesEnabled: messages.enabled }
      : { action: 'changeMessagesConfiguration', messagesConfiguration: messages },
  );
  when('carts', { action: 'changeCartsConfiguration', cartsConfiguration: carts });
  when('inventory', { action: 'setReleaseExpiredReservations', releaseExpiredReservations: inventory.releaseExpiredReservations });
  if (inventory.reservationExpirationInMinutes !== undefined) {
    when('inventory', { action: 'setReservationExpirationInMinutes', reservationExpirationInMinutes: inventory.reservationExpirationInMinutes });
  }
  when('discounts', { action: 'setDiscountsConfiguration', discountsConfiguration: project.discounts });
  when('shippingRateInputType', { action: 'setShippingRateInputType', shippingRateInputType: project.shippingRateInputType });
  when('externalOAuth', { action: 'setExternalOAuth', externalOAuth: project.externalOAuth });
  if (project.shoppingLists) when('shoppingLists', { action: 'changeShoppingListsConfiguration', shoppingListsConfiguration: project.shoppingLists });
  if (project.productCatalogModel !== undefined) when('productCatalogModel', { action: 'setProductCatalogModel', productCatalogModel: project.productCatalogModel });
  if (businessUnits) {
    when('businessUnits', { action: 'changeMyBusinessUnitStatusOnCreation', status: businessUnits.myBusinessUnitStatusOnCreation });
    if (businessUnits.myBusinessUnitAssociateRoleOnCreation) {
      when('businessUnits', { action: 'setMyBusinessUnitAssociateRoleOnCreation', associateRole: businessUnits.myBusinessUnitAssociateRoleOnCreation });
    }
  }
  return actions;
}

/**
 * A seed that names an Associate Role for new business units declares that role, with an id the
 * mock makes (the key reference holds none).
 *
 * @example
 * seededAssociateRoles(project, nextRoleId); // [{ id: '00000000-0000-4000-b200-000000000001', key: 'buyer' }]
 */
export function seededAssociateRoles(project: Project, makeId: () => string): AssociateRole[] {
  const key = project.businessUnits?.myBusinessUnitAssociateRoleOnCreation?.key;
  // Stryker disable next-line ArrayDeclaration: an extra role that no request could name
  return key ? [{ id: makeId(), key }] : [];
}

/** The id a seed check gives the role a seed names: the check replays actions by key, never by this id. */
const CHECKED_ROLE_ID = () => 'seed-check';

const UNSET_FIELDS: readonly string[] = ['version', 'createdAt', 'trialUntil', 'searchIndexing', 'graphqlOnly'];

/**
 * Lists what makes a seeded Project one the platform could not hold, as readable messages.
 *
 * @example
 * checkProjectSeed(project, defaults, new Set(['countries'])); // ["'XX' is not a valid country code. ..."]
 */
export function checkProjectSeed(project: Project, defaults: Project, given: ReadonlySet<string>): string[] {
  const missing = REQUIRED_PROJECT_FIELDS.filter((field) => project[field] === undefined);
  if (missing.length > 0) return missing.map((field) => `'${field}' is required; leave it out of the seed to get its default.`);
  // Only what the seed gives is checked: the defaults are valid, and a fresh mock per test should
  // not pay for checking them again.
  const unset = UNSET_FIELDS.some((field) => given.has(field)) ? parseShape(unsetFields, project) : undefined;
  const actions = settingActions(project, given);
  // Stryker disable next-line ArrayDeclaration: no action of a seed reads the Stores
  const base: ProjectRecord = { project: defaults, stores: [], associateRoles: seededAssociateRoles(project, CHECKED_ROLE_ID), indexingCompletesAt: {} };
  // Stryker disable next-line ConditionalExpression,EqualityOperator,ObjectLiteral,StringLiteral: a shortcut for seeds of a key alone; no seed action reads the clock
  const replayed = actions.length > 0 ? updateProject(base, { version: defaults.version, actions }, { now: 0, isoNow: '', indexingDurationMs: 0 }) : undefined;
  const errors = [...(unset && !unset.ok ? unset.error.errors : []), ...(replayed && !replayed.ok ? replayed.error.errors : [])];
  // Stryker disable next-line Regex: the request's prefix only ever comes first
  return errors.map((error) => describeError(error).replace(/^actions -> /, ''));
}
