import type { ImportOutcomeOptions } from '../store/import-operations/import-outcomes.js';
import type { AdminContext } from './admin-context.js';
import { onlyFields, readObject } from './admin-input.js';
import { createInjections, readTimes, type Injections } from './admin-injections.js';
import type { AdminRequest, AdminResponse } from './admin-types.js';

const FIELDS = ['projectKey', 'importContainerKey', 'type', 'resourceKey', 'state', 'errors', 'times'];
const EXAMPLE = '{"type": "product-draft", "state": "rejected"}';

/** The import outcomes admin calls injected. */
export type AdminImportOutcomes = Injections;

/**
 * Makes the list of import outcomes injected through the admin API.
 *
 * @example
 * const outcomes = createAdminImportOutcomes();
 */
export function createAdminImportOutcomes(): AdminImportOutcomes {
  return createInjections('import outcome');
}

/**
 * `POST /__admin/import-outcomes`: the JSON form of `ct.injectImportOutcome`. Answers 201
 * `{ id, remaining, hits }`; `DELETE /__admin/import-outcomes[/{id}]` removes one or all.
 *
 * @example
 * injectImportOutcome(context, outcomes, { ...request, body: '{"state":"rejected"}' }); // 201 { id: '1', remaining: 1, hits: 0 }
 */
export function injectImportOutcome({ mock }: AdminContext, outcomes: AdminImportOutcomes, request: AdminRequest): AdminResponse {
  const body = readObject(request.body, EXAMPLE);
  onlyFields(body, FIELDS);
  const times = readTimes(body);
  // ct.injectImportOutcome checks every field, with a message that names it.
  const options = { ...body, ...(times === undefined ? {} : { times }) } as unknown as ImportOutcomeOptions;
  return outcomes.add(body, () => mock.injectImportOutcome(options));
}
