import { produce } from 'immer';
import { badRequest } from '../../errors/http-api-errors.js';
import { importConcurrentModification } from '../../errors/import-api-errors.js';
import { nonEmpty, type ErrorObject } from '../../errors/error-response.js';
import { parseJson } from '../parse-json.js';
import { parseShape } from '../parse-shape.js';
import { fail, ok, type Result } from '../result.js';
import { checkResourceType } from './build-import-container.js';
import type { ImportContainer } from './import-container.js';
import { importContainerDraftSchema, importContainerUpdateDraftSchema, type ImportContainerDraft } from './request-schemas.js';

export { queryImportContainers } from './query-import-containers.js';

// What only requests do to Import Containers: read a create or update body, and query. The store
// loads this module with the first of them, so that the main entry, and a test that only seeds
// containers, does not carry it.

/**
 * A create request's draft from its body's JSON text, or the 400 its shape gets.
 *
 * @example
 * readDraft('{"key":"products"}'); // ok({ key: 'products' })
 */
export function readDraft(bodyText: string): Result<ImportContainerDraft> {
  const body = parseJson(bodyText);
  return body.ok ? parseShape(importContainerDraftSchema, body.value) : body;
}

/**
 * The container an update request makes of the current one: the version checked, then raised by
 * 1 (always, even when nothing else changes), `lastModifiedAt` stamped, and `resourceType` set or,
 * when left out, removed.
 *
 * @example
 * updatedContainer(container, '{"version":1,"resourceType":"product"}', clock.isoNow());
 */
export function updatedContainer(current: ImportContainer, bodyText: string, isoNow: string): Result<ImportContainer> {
  const body = parseJson(bodyText);
  if (!body.ok) return body;
  const draft = parseShape(importContainerUpdateDraftSchema, body.value);
  if (!draft.ok) return draft;
  if (draft.value.version !== current.version) return fail(importConcurrentModification(draft.value.version, current.version));
  const errors: ErrorObject[] = [];
  const resourceType = checkResourceType(draft.value.resourceType, errors);
  const problems = nonEmpty(errors);
  if (problems) return fail(badRequest(problems));
  return ok(
    produce(current, (container) => {
      container.version += 1;
      container.lastModifiedAt = isoNow;
      // Stryker disable next-line ConditionalExpression: containers are only read as JSON, which leaves out a key holding undefined
      if (resourceType) container.resourceType = resourceType;
      else delete container.resourceType;
    }),
  );
}
