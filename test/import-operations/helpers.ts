import { expect } from 'vitest';
import type { CommercetoolsMock, ImportApiEvent, ImportOperation, ImportOperationPagedResponse, ImportSummary } from '../../src/index.js';
import { expectErrorSchemaValid, expectSchemaValid } from '../support/schemas.js';
import { IMPORT_HOST } from '../support/sdk.js';
import { itemUrl } from '../support/urls.js';
import { raw, type ErrorBody, type Reply } from '../import/helpers.js';

// Shared by the import request tests: URLs, raw calls, and reads of a container's operations.

export { raw, type Reply };
export { DAY, HOUR, MINUTE, plus, START } from '../support/time.js';
export { expectImportError, expectInsufficientScope, expectSdkImportError, importApiWithToken } from '../import/helpers.js';

/** The top-level message of an import request refused for its fields. */
export const REJECTED = 'Complete request got rejected. Import request has some invalid fields';

/** Asserts a refused import request: 400, the spec's message, these codes, and the schema. */
export function expectRejected(reply: Reply, codes: readonly string[]): ErrorBody {
  expect(reply.status, reply.text).toBe(400);
  const error = reply.body as ErrorBody;
  expect(error.statusCode).toBe(400);
  expect(error.message).toBe(REJECTED);
  expect(error.errors.map((entry) => entry.code)).toEqual(codes);
  expectErrorSchemaValid(reply.body, 400, 'import-api');
  return error;
}

/** The default time from an operation's creation to its processing. */
export const PROCESSING_MS = 5000;

export const importUrl = (segment: string, containerKey: string, projectKey = 'shop') =>
  `${IMPORT_HOST}/${encodeURIComponent(projectKey)}/${segment}/import-containers/${encodeURIComponent(containerKey)}`;
export const summaryUrl = (containerKey: string, projectKey = 'shop') => `${itemUrl(containerKey, projectKey)}/import-summaries`;
export const operationsUrl = (containerKey: string, projectKey = 'shop') => `${itemUrl(containerKey, projectKey)}/import-operations`;
export const operationUrl = (id: string, projectKey = 'shop') => `${IMPORT_HOST}/${encodeURIComponent(projectKey)}/import-operations/${encodeURIComponent(id)}`;

export const manage = (ct: CommercetoolsMock, projectKey = 'shop') => ct.issueToken({ scopes: [`manage_project:${projectKey}`] });

export const category = (key: string, parent?: string) => ({
  key,
  name: { en: key },
  slug: { en: key },
  ...(parent === undefined ? {} : { parent: { typeId: 'category', key: parent } }),
});

/** Posts categories to a container through fetch and returns the operation ids. */
export async function importCategories(ct: CommercetoolsMock, containerKey: string, resources: readonly unknown[], projectKey = 'shop'): Promise<string[]> {
  const reply = await raw('POST', importUrl('categories', containerKey, projectKey), {
    token: manage(ct, projectKey),
    body: { type: 'category', resources },
  });
  expect(reply.status, reply.text).toBe(201);
  expectSchemaValid(reply.body, 'import-api', 'ImportResponse');
  return (reply.body as { operationStatus: { operationId: string }[] }).operationStatus.map((status) => status.operationId);
}

export async function summaryOf(ct: CommercetoolsMock, containerKey: string, projectKey = 'shop'): Promise<ImportSummary> {
  const reply = await raw('GET', summaryUrl(containerKey, projectKey), { token: manage(ct, projectKey) });
  expect(reply.status, reply.text).toBe(200);
  expectSchemaValid(reply.body, 'import-api', 'ImportSummary');
  return reply.body as ImportSummary;
}

export async function operationsOf(ct: CommercetoolsMock, containerKey: string, query = '', projectKey = 'shop'): Promise<ImportOperationPagedResponse> {
  const reply = await raw('GET', `${operationsUrl(containerKey, projectKey)}${query}`, { token: manage(ct, projectKey) });
  expect(reply.status, reply.text).toBe(200);
  expectSchemaValid(reply.body, 'import-api', 'ImportOperationPagedResponse');
  return reply.body as ImportOperationPagedResponse;
}

export async function operation(ct: CommercetoolsMock, id: string, projectKey = 'shop'): Promise<ImportOperation> {
  const reply = await raw('GET', operationUrl(id, projectKey), { token: manage(ct, projectKey) });
  expect(reply.status, reply.text).toBe(200);
  expectSchemaValid(reply.body, 'import-api', 'ImportOperation');
  return reply.body as ImportOperation;
}

/** A summary whose states are all zero but those given. */
export function states(counts: Partial<ImportSummary['states']>): ImportSummary {
  const all = {
    processing: 0,
    validationFailed: 0,
    unresolved: 0,
    waitForMasterVariant: 0,
    imported: 0,
    rejected: 0,
    canceled: 0,
    partiallyImported: 0,
    ...counts,
  };
  return { states: all, total: Object.values(all).reduce((sum, count) => sum + count, 0) };
}

/** The events about import operations (not containers). */
export function operationEvents(ct: CommercetoolsMock): ImportApiEvent[] {
  return ct.events.filter(
    (event): event is ImportApiEvent => event.type !== 'SubscriptionDelivery' && !event.type.startsWith('ImportContainer'),
  );
}
