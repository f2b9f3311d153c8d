import { createApiBuilderFromCtpClient as createImportApiBuilderFromCtpClient } from '@commercetools/importapi-sdk';
import { ClientBuilder } from '@commercetools/ts-client';
import { expect } from 'vitest';
import type { CommercetoolsMock, ImportApiEvent, ImportContainer, ImportContainerPagedResponse, MockEvent } from '../../src/index.js';
import { expectErrorSchemaValid, expectSchemaValid } from '../support/schemas.js';
import { IMPORT_HOST, interceptedFetch, type SdkError } from '../support/sdk.js';
import { HOUR } from '../support/time.js';
import { collectionUrl, itemUrl } from '../support/urls.js';

// Shared by the Import Container tests: constants from the spec, raw fetch calls, and a snapshot of
// a Project's containers and the mock's events, to prove that a failed request changed nothing.

export { DAY, HOUR, MINUTE, plus, START } from '../support/time.js';
export const DEFAULT_TTL = 72 * HOUR;

/** The platform's 404 for a container key the Project does not have (the importapi-sdk integration test's wording). */
export const notFoundMessage = (key: string) => `Import container ${key} does not exist`;
export const containerNotFound = (key: string) => ({
  statusCode: 404,
  message: notFoundMessage(key),
  errors: [{ code: 'ResourceNotFound', message: notFoundMessage(key) }],
});
export const INVALID_TOKEN = {
  statusCode: 401,
  message: 'invalid_token',
  errors: [{ code: 'invalid_token', message: 'invalid_token' }],
  error: 'invalid_token',
};
export const READ_MISSING = 'Insufficient scope. One of the following scopes is missing: view_import_containers, manage_import_containers.';
export const WRITE_MISSING = 'Insufficient scope. One of the following scopes is missing: manage_import_containers.';
export const INVALID_JSON_MESSAGE = 'Request body does not contain valid JSON.';

export interface ErrorEntry {
  code: string;
  message: string;
  [field: string]: unknown;
}
export interface ErrorBody {
  statusCode: number;
  message: string;
  errors: ErrorEntry[];
  error?: string;
}

export { collectionUrl, itemUrl };

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Reply {
  status: number;
  text: string;
  body: unknown;
}

export interface RawOptions {
  /** A bearer token; without it (and without `authorization`) no Authorization header is sent. */
  token?: string;
  /** The whole Authorization header. */
  authorization?: string;
  /** A string is sent as is; anything else as JSON. */
  body?: unknown;
}

/** A request through real fetch (msw intercepts it). */
export async function raw(method: Method, url: string, options: RawOptions = {}): Promise<Reply> {
  const headers: Record<string, string> = {};
  const authorization = options.authorization ?? (options.token === undefined ? undefined : `Bearer ${options.token}`);
  if (authorization !== undefined) headers.authorization = authorization;
  const init: RequestInit = { method, headers };
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  }
  const response = await fetch(url, init);
  const text = await response.text();
  return { status: response.status, text, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
}

/**
 * The official Import API client with a fixed Authorization header (or none), for tokens the
 * token endpoint would not hand out: unknown Projects, unknown tokens.
 */
export function importApiWithToken(projectKey: string, token: string | undefined, host = IMPORT_HOST) {
  let builder = new ClientBuilder().withProjectKey(projectKey);
  if (token !== undefined) builder = builder.withExistingTokenFlow(`Bearer ${token}`, { force: true });
  const client = builder.withHttpMiddleware({ host, httpClient: interceptedFetch }).build();
  return createImportApiBuilderFromCtpClient(client).withProjectKeyValue({ projectKey });
}

/** Asserts an Import API error: status, body status, `message` = first error's message, codes, schema. */
export function expectImportError(status: number, body: unknown, expectedStatus: number, codes: readonly string[]): ErrorBody {
  expect(status).toBe(expectedStatus);
  const error = body as ErrorBody;
  expect(error.statusCode).toBe(expectedStatus);
  expect(error.errors.map((entry) => entry.code)).toEqual(codes);
  expect(error.message).toBe(error.errors[0]?.message);
  expectErrorSchemaValid(body, status, 'import-api');
  return error;
}

/** Asserts a 403 insufficient_scope of the Import API whose message names the missing scopes. */
export function expectInsufficientScope(status: number, body: unknown, message: string): void {
  const error = expectImportError(status, body, 403, ['insufficient_scope']);
  expect(error).toMatchObject({ statusCode: 403, message, errors: [{ code: 'insufficient_scope', message }], error: 'insufficient_scope' });
}

/** The same for a rejected SDK call. */
export function expectSdkImportError(error: SdkError, expectedStatus: number, codes: readonly string[]): ErrorBody {
  return expectImportError(error.statusCode, error.body, expectedStatus, codes);
}

export function expectContainerValid(body: unknown): void {
  expectSchemaValid(body, 'import-api', 'ImportContainer');
}

export interface StateSnapshot {
  total: number;
  containers: ImportContainer[];
  events: MockEvent[];
}

/** Every container of a Project (all pages, by key) and every event, read through the API. */
export async function snapshot(ct: CommercetoolsMock, projectKey = 'shop'): Promise<StateSnapshot> {
  const token = ct.issueToken({ scopes: [`manage_project:${projectKey}`] });
  const containers: ImportContainer[] = [];
  let total = 0;
  for (let offset = 0; offset === 0 || offset < total; offset += 500) {
    const reply = await raw('GET', `${collectionUrl(projectKey)}?limit=500&offset=${offset}&sort=key+asc`, { token });
    expect(reply.status).toBe(200);
    const page = reply.body as ImportContainerPagedResponse;
    total = page.total;
    containers.push(...page.results);
  }
  expect(containers).toHaveLength(total);
  return { total, containers, events: [...ct.events] };
}

/** Asserts that nothing changed since the snapshot was taken. */
export async function expectUnchanged(ct: CommercetoolsMock, before: StateSnapshot, projectKey = 'shop'): Promise<void> {
  expect(await snapshot(ct, projectKey)).toStrictEqual(before);
}

/** The Import API events among everything the mock recorded (it also records subscription deliveries). */
export function importEvents(ct: CommercetoolsMock): ImportApiEvent[] {
  return ct.events.filter((event): event is ImportApiEvent => event.type !== 'SubscriptionDelivery');
}
