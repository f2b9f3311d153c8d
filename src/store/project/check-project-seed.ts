import * as v from 'valibot';
import { invalidInput } from '../../errors/http-api-errors.js';
import { describeError, type ErrorObject } from '../../errors/error-response.js';
import { parseShape } from '../parse-shape.js';
import { REQUIRED_PROJECT_FIELDS, type Project } from './project.js';
import type { ProjectRecord } from './project-record.js';
import { updateProject } from './update-project.js';

// A seeded Project must be one the platform could hold. Rather than restate every rule, the check
// replays the seed's settings as the update actions that would set them, so that seeds and updates
// obey the very same rules; only what no action sets is checked here.


const indexValues = (statuses: readonly [string, ...string[]]) =>
  v.nullish(v.object({ status: v.nullish(v.picklist(statuses)), lastModifiedAt: v.nullish(v.string()) }));
const productStatuses = ['Activated', 'Deactivated', 'Indexing'] as const;
const otherStatuses = ['Activated', 'Deactivated'] as const;
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
});

/** The update actions that would give a default Project the seed's settings. */
function settingActions(project: Project): unknown[] {
  const { messages, carts, inventory, businessUnits } = project;
  const actions: Record<string, unknown>[] = [
    { action: 'changeName', name: project.name },
    { action: 'changeCountries', countries: project.countries },
    { action: 'changeCurrencies', currencies: project.currencies },
    { action: 'changeLanguages', languages: project.languages },
    messages?.deleteDaysAfterCreation === undefined
      ? { action: 'changeMessagesEnabled', messagesEnabled: messages?.enabled }
      : { action: 'changeMessagesConfiguration', messagesConfiguration: messages },
    { action: 'changeCartsConfiguration', cartsConfiguration: carts },
    { action: 'setReleaseExpiredReservations', releaseExpiredReservations: inventory?.releaseExpiredReservations },
    { action: 'setDiscountsConfiguration', discountsConfiguration: project.discounts },
    { action: 'setShippingRateInputType', shippingRateInputType: project.shippingRateInputType },
    { action: 'setExternalOAuth', externalOAuth: project.externalOAuth },
  ];
  if (inventory?.reservationExpirationInMinutes !== undefined) {
    actions.push({ action: 'setReservationExpirationInMinutes', reservationExpirationInMinutes: inventory.reservationExpirationInMinutes });
  }
  if (project.shoppingLists) actions.push({ action: 'changeShoppingListsConfiguration', shoppingListsConfiguration: project.shoppingLists });
  if (project.productCatalogModel !== undefined) actions.push({ action: 'setProductCatalogModel', productCatalogModel: project.productCatalogModel });
  if (businessUnits) {
    actions.push({ action: 'changeMyBusinessUnitStatusOnCreation', status: businessUnits.myBusinessUnitStatusOnCreation });
    if (businessUnits.myBusinessUnitAssociateRoleOnCreation) {
      actions.push({ action: 'setMyBusinessUnitAssociateRoleOnCreation', associateRole: businessUnits.myBusinessUnitAssociateRoleOnCreation });
    }
  }
  return actions;
}

/**
 * Lists what makes a seeded Project one the platform could not hold, as readable messages.
 *
 * @example
 * checkProjectSeed(project, defaults); // ["'XX' is not a valid country code. ..."]
 */
export function checkProjectSeed(project: Project, defaults: Project): string[] {
  const missing: ErrorObject[] = REQUIRED_PROJECT_FIELDS.filter((field) => project[field] === undefined).map((field) =>
    invalidInput(`'${field}' is required; leave it out of the seed to get its default.`),
  );
  if (missing.length > 0) return missing.map((error) => error.message);
  const unset = parseShape(unsetFields, project);
  const base: ProjectRecord = { project: defaults, stores: [], indexingCompletesAt: {} };
  const replayed = updateProject(base, { version: defaults.version, actions: settingActions(project) }, { now: 0, isoNow: '', indexingDurationMs: 0 });
  const errors = [...(unset.ok ? [] : unset.error.errors), ...(replayed.ok ? [] : replayed.error.errors)];
  return errors.map((error) => describeError(error).replace(/^actions -> /, ''));
}
