import { readFileSync } from 'node:fs';
import { createApiBuilderFromCtpClient } from '@commercetools/platform-sdk';
import { ClientBuilder } from '@commercetools/ts-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FaultOptions, OperationName } from '../../src/index.js';
import { OPERATIONS } from '../../src/index.js';
import { inStoreReadOperations, readOperations } from '../../src/vocabulary/operations.js';
import { IN_STORE_RESOURCES, READ_RESOURCES } from '../../src/vocabulary/read-resources.js';
import { useMockServer } from '../support/mock-server.js';
import { expectErrorSchemaValid, expectSchemaValid, type SchemaFile } from '../support/schemas.js';
import { API_HOST, AUTH_HOST, createApiRoot, createImportApiRoot, IMPORT_HOST, interceptedFetch, sdkError } from '../support/sdk.js';
import { basic, collectionUrl, itemUrl, projectUrl, requestInit, send, TOKEN_URL, track, type Method, type Reply } from './helpers.js';

// ct.inject: statuses with realistic bodies, network errors, delays (real and fake timers), how
// many requests a fault hits, which requests it matches, and that it never touches stored state.

const ct = useMockServer({
  projects: [{ key: 'shop' }, { key: 'other' }],
  importContainers: { shop: [{ key: 'existing' }], other: [{ key: 'existing' }] },
  // The Store the in-store reads address.
  resources: { shop: [{ typeId: 'store', key: 'berlin' }], other: [{ typeId: 'store', key: 'berlin' }] },
});
const bearer = () => `Bearer ${ct.issueToken({ scopes: ['manage_project:shop', 'manage_project:other'] })}`;

interface OperationCase {
  readonly operation: OperationName;
  readonly method: Method;
  readonly url: (projectKey: string) => string;
  readonly body?: unknown;
  /** The status the operation answers when no fault hits it. */
  readonly ok: number;
  readonly schema: SchemaFile;
  /** The scopes a 403 names. */
  readonly scopes: string;
}

const VIEW_IMPORT = 'view_import_containers, manage_import_containers';
const MISSING_OPERATION = '00000000-0000-4000-a000-00000000ffff';
const CASES: OperationCase[] = [
  // A token is for one Project, so the request names one: the mock has two.
  { operation: 'token', method: 'POST', url: () => TOKEN_URL, body: 'grant_type=client_credentials&scope=manage_project:shop', ok: 200, schema: 'project-api', scopes: '' },
  { operation: 'introspectToken', method: 'POST', url: () => `${AUTH_HOST}/oauth/introspect?token=unknown`, ok: 200, schema: 'project-api', scopes: '' },
  { operation: 'revokeToken', method: 'POST', url: () => `${AUTH_HOST}/oauth/token/revoke?token=unknown`, ok: 200, schema: 'project-api', scopes: '' },
  { operation: 'getProject', method: 'GET', url: projectUrl, ok: 200, schema: 'project-api', scopes: 'view_project_settings' },
  { operation: 'headProject', method: 'HEAD', url: projectUrl, ok: 200, schema: 'project-api', scopes: 'view_project_settings' },
  // GraphQL checks scopes per field; an injected 403 names the scope the API reference gives the endpoint.
  { operation: 'graphql', method: 'POST', url: (key) => `${projectUrl(key)}/graphql`, body: { query: '{ project { key } }' }, ok: 200, schema: 'project-api', scopes: 'view_products' },
  {
    operation: 'updateProject',
    method: 'POST',
    url: projectUrl,
    body: { version: 1, actions: [{ action: 'changeName', name: 'Faulted' }] },
    ok: 200,
    schema: 'project-api',
    scopes: 'manage_project_settings',
  },
  { operation: 'queryImportContainers', method: 'GET', url: collectionUrl, ok: 200, schema: 'import-api', scopes: VIEW_IMPORT },
  { operation: 'getImportContainer', method: 'GET', url: (key) => itemUrl('existing', key), ok: 200, schema: 'import-api', scopes: VIEW_IMPORT },
  {
    operation: 'createImportContainer',
    method: 'POST',
    url: collectionUrl,
    body: { key: 'created' },
    ok: 201,
    schema: 'import-api',
    scopes: 'manage_import_containers',
  },
  {
    operation: 'updateImportContainer',
    method: 'PUT',
    url: (key) => itemUrl('existing', key),
    body: { version: 1, resourceType: 'product' },
    ok: 200,
    schema: 'import-api',
    scopes: 'manage_import_containers',
  },
  {
    operation: 'deleteImportContainer',
    method: 'DELETE',
    url: (key) => itemUrl('existing', key),
    ok: 200,
    schema: 'import-api',
    scopes: 'manage_import_containers',
  },
  {
    operation: 'importResources',
    method: 'POST',
    // A product import: the updateImportContainer case types the container for products.
    url: (key) => `${IMPORT_HOST}/${key}/products/import-containers/existing`,
    body: {
      type: 'product',
      resources: [{ key: 'shirt', name: { en: 'Shirt' }, slug: { en: 'shirt' }, productType: { typeId: 'product-type', key: 'clothing' } }],
    },
    ok: 201,
    schema: 'import-api',
    // A product import needs manage_products, the scope that creates products.
    scopes: 'manage_products',
  },
  {
    operation: 'getImportSummary',
    method: 'GET',
    url: (key) => `${itemUrl('existing', key)}/import-summaries`,
    ok: 200,
    schema: 'import-api',
    scopes: VIEW_IMPORT,
  },
  {
    operation: 'queryImportOperations',
    method: 'GET',
    url: (key) => `${itemUrl('existing', key)}/import-operations`,
    ok: 200,
    schema: 'import-api',
    scopes: VIEW_IMPORT,
  },
  {
    operation: 'getImportOperation',
    method: 'GET',
    url: (key) => `${IMPORT_HOST}/${key}/import-operations/${MISSING_OPERATION}`,
    // No operation has this id: unfaulted, the lookup answers 404.
    ok: 404,
    schema: 'import-api',
    scopes: VIEW_IMPORT,
  },
];

// The read routes of the platform resources (issue 25): nothing imported, so one resource is a
// 404 and the query an empty page; the 403 names each route's scopes.
const READ_SCOPES: Readonly<Record<string, string>> = {
  'product-types': 'view_product_types, view_products',
  categories: 'view_categories, view_products',
  products: 'view_products',
  inventory: 'view_products',
  'product-projections': 'view_products, view_published_products',
};
CASES.push(
  ...READ_RESOURCES.flatMap(([segment, noun]): OperationCase[] => {
    const [get, head, query] = readOperations(noun);
    const scopes = READ_SCOPES[segment] ?? `view_${segment.replace('-', '_')}`;
    const one = (key: string) => `${API_HOST}/${key}/${segment}/key=missing`;
    return [
      { operation: get, method: 'GET', url: one, ok: 404, schema: 'project-api', scopes },
      { operation: head, method: 'HEAD', url: one, ok: 404, schema: 'project-api', scopes },
      // The products query alone also takes view_published_products (issue 31).
      { operation: query, method: 'GET', url: (key) => `${API_HOST}/${key}/${segment}`, ok: 200, schema: 'project-api', scopes: segment === 'products' ? 'view_products, view_published_products' : scopes },
    ];
  }),
);

// The in-store reads (issue 31), in a Store with nothing in it: one is a 404, the query an empty page.
CASES.push(
  ...IN_STORE_RESOURCES.flatMap(([segment, noun]): OperationCase[] => {
    const [get, head, query] = inStoreReadOperations(noun);
    const collection = (key: string) => `${API_HOST}/${key}/in-store/key=berlin/${segment}`;
    const one = (key: string) => `${collection(key)}/${segment === 'orders' ? 'order-number' : 'key'}=missing`;
    const scopes = `view_${segment}`;
    return [
      { operation: get, method: 'GET', url: one, ok: 404, schema: 'project-api', scopes },
      { operation: head, method: 'HEAD', url: one, ok: 404, schema: 'project-api', scopes },
      { operation: query, method: 'GET', url: collection, ok: 200, schema: 'project-api', scopes },
    ];
  }),
);

/** The auth host's operations, which take client credentials and answer in the OAuth shape. */
const isAuthOperation = (operation: OperationName) => operation === 'token' || operation === 'introspectToken' || operation === 'revokeToken';

const caseOf = (operation: OperationName): OperationCase => {
  const found = CASES.find((entry) => entry.operation === operation);
  if (!found) throw new Error(`No case for ${operation}`);
  return found;
};

function authorizationFor(operation: OperationName): string {
  return isAuthOperation(operation) ? basic('client-id', 'client-secret') : bearer();
}

/** Sends the request of an operation, as a user's code would. */
function call(operation: OperationName, projectKey = 'shop'): Promise<Reply> {
  const { method, url, body } = caseOf(operation);
  return send(method, url(projectKey), { authorization: authorizationFor(operation), ...(body === undefined ? {} : { body }) });
}

function rawFetch(operation: OperationName, projectKey = 'shop'): Promise<Response> {
  const { method, url, body } = caseOf(operation);
  return fetch(url(projectKey), requestInit(method, { authorization: authorizationFor(operation), ...(body === undefined ? {} : { body }) }));
}

interface ErrorBody {
  statusCode: number;
  message: string;
  errors: { code: string; message: string; [field: string]: unknown }[];
  error?: string;
  error_description?: string;
}

const error = (statusCode: number, code: string, message: string, extra: Record<string, unknown> = {}): ErrorBody => ({
  statusCode,
  message,
  errors: [{ code, message, ...extra }],
});
const oauth = (body: ErrorBody, code: string): ErrorBody =>
  body.message === code ? { ...body, error: code } : { ...body, error: code, error_description: body.message };
const serverError = (operation: OperationName, body: ErrorBody): ErrorBody =>
  isAuthOperation(operation) ? { ...body, error: 'server_error', error_description: body.message } : body;

const INVALID_CLIENT = 'Please provide valid client credentials using HTTP Basic Authentication.';
const IMPORT_CONCURRENT = 'A concurrent modification was detected';

/** The body a fault with this status answers for this operation, on Project 'shop' at version 1. */
function expectedBody(operation: OperationName, status: number): ErrorBody | undefined {
  const { schema, scopes } = caseOf(operation);
  // The auth host's operations answer in the OAuth shape.
  const isAuth = isAuthOperation(operation);
  const isImport = schema === 'import-api';
  switch (status) {
    case 401:
      return isAuth
        ? oauth(error(401, 'invalid_client', INVALID_CLIENT), 'invalid_client')
        : oauth(error(401, 'invalid_token', 'invalid_token'), 'invalid_token');
    case 403:
      return isAuth
        ? oauth(error(403, 'access_denied', 'access_denied'), 'access_denied')
        : oauth(error(403, 'insufficient_scope', `Insufficient scope. One of the following scopes is missing: ${scopes}.`), 'insufficient_scope');
    case 404:
      if (isAuth) return serverError(operation, error(404, 'General', 'Error.'));
      if (operation === 'getImportOperation') return error(404, 'ResourceNotFound', `The Resource with ID '${MISSING_OPERATION}' was not found.`);
      if (!isImport) return error(404, 'ResourceNotFound', 'The Resource with ID shop was not found.');
      // The container routes name the container; create and query address the Project alone.
      return caseOf(operation).url('shop').includes('/existing')
        ? error(404, 'ResourceNotFound', 'Import container existing does not exist')
        : error(404, 'ResourceNotFound', "The requested project 'shop' wasn't found.");
    case 409: {
      if (isAuth) return serverError(operation, error(409, 'General', 'Error.'));
      // The Import API's 409 is checked in its own test below: its versions concern the container.
      if (isImport) return undefined;
      // An injected conflict changes nothing, so it names the stored version as the current one.
      const message = 'Object shop has a different version than expected. Expected: 1 - Actual: 1.';
      return error(409, 'ConcurrentModification', message, { currentVersion: 1 });
    }
    case 500:
      return serverError(operation, error(500, 'General', 'Internal Server Error.'));
    case 502:
      return serverError(operation, error(502, 'BadGateway', 'Bad Gateway.'));
    case 503:
      return serverError(operation, error(503, 'General', 'Service Unavailable.'));
    default:
      throw new Error(`No expected body for ${status}`);
  }
}

const STATUSES = [401, 403, 404, 409, 500, 502, 503] as const;
const MATRIX = CASES.flatMap(({ operation }) => STATUSES.map((status) => [operation, status] as const));

afterEach(() => {
  vi.useRealTimers();
});

describe('a status fault', () => {
  it.each(MATRIX)('answers %s with %i and the realistic body', async (operation, status) => {
    const fault = ct.inject({ operation, status });
    const reply = await call(operation);
    expect(reply.status).toBe(status);
    expect(fault.hits).toBe(1);
    const { schema } = caseOf(operation);
    if (caseOf(operation).method === 'HEAD') {
      expect(reply.text).toBe('');
      return;
    }
    const expected = expectedBody(operation, status);
    if (expected) {
      expect(reply.body).toStrictEqual(expected);
    } else {
      expect(reply.body).toMatchObject({
        statusCode: 409,
        message: IMPORT_CONCURRENT,
        errors: [{ code: 'ConcurrentModification', message: IMPORT_CONCURRENT }],
      });
    }
    expectErrorSchemaValid(reply.body, status, schema);
  });

  it("gives an Import API 409 the Import API's versions: the one the request specified and the container's stored one", async () => {
    // The container is at version 3 while its Project stays at version 1.
    expect((await send('PUT', itemUrl('existing'), { authorization: bearer(), body: { version: 1, resourceType: 'product' } })).status).toBe(200);
    expect((await send('PUT', itemUrl('existing'), { authorization: bearer(), body: { version: 2, resourceType: 'order' } })).status).toBe(200);
    ct.inject({ operation: 'updateImportContainer', status: 409 });
    const reply = await send('PUT', itemUrl('existing'), { authorization: bearer(), body: { version: 3, resourceType: 'price' } });
    expect(reply.status).toBe(409);
    const [entry] = (reply.body as ErrorBody).errors;
    // As ../shared/spec/README.md gives it: errors[0] = {code, message, specifiedVersion, currentVersion}.
    expect.soft(entry).toStrictEqual({
      code: 'ConcurrentModification',
      message: IMPORT_CONCURRENT,
      specifiedVersion: 3,
      currentVersion: 3,
    });
  });

  it('answers a HEAD request with the status and no body, whatever body was given', async () => {
    ct.inject({ operation: 'headProject', status: 503, body: { not: 'sent' } });
    const response = await rawFetch('headProject');
    expect(response.status).toBe(503);
    expect(await response.text()).toBe('');
  });

  it('answers with a given JSON body instead of the realistic one', async () => {
    ct.inject({ operation: 'getProject', status: 418, body: { teapot: true, statusCode: 418 } });
    const reply = await call('getProject');
    expect(reply).toStrictEqual({ status: 418, text: '{"teapot":true,"statusCode":418}', body: { teapot: true, statusCode: 418 } });
  });

  it('sends a given string body as it is', async () => {
    ct.inject({ operation: 'queryImportContainers', status: 502, body: '<html>upstream unreachable</html>' });
    const reply = await call('queryImportContainers');
    expect(reply.status).toBe(502);
    expect(reply.text).toBe('<html>upstream unreachable</html>');
  });

  it('names the current version in a Project 409, so that the next attempt can use it', async () => {
    expect((await call('updateProject')).status).toBe(200);
    ct.inject({ operation: 'updateProject', status: 409 });
    const reply = await send('POST', projectUrl(), { authorization: bearer(), body: { version: 2, actions: [{ action: 'changeName', name: 'X' }] } });
    expect(reply.body).toStrictEqual(
      error(409, 'ConcurrentModification', 'Object shop has a different version than expected. Expected: 2 - Actual: 2.', { currentVersion: 2 }),
    );
    const retried = await send('POST', projectUrl(), { authorization: bearer(), body: { version: 2, actions: [{ action: 'changeName', name: 'X' }] } });
    expect(retried.status).toBe(200);
  });

  it('makes an SDK call reject with the status and body', async () => {
    ct.inject({ operation: 'getProject', status: 503 });
    const api = createApiRoot({ projectKey: 'shop' });
    const failure = await sdkError(api.get().execute());
    expect(failure).toStrictEqual({ statusCode: 503, body: error(503, 'General', 'Service Unavailable.') });
  });
});

describe('a network error', () => {
  it.each(OPERATIONS)('makes fetch reject with a TypeError for %s', async (operation) => {
    const fault = ct.inject({ operation, networkError: true });
    await expect(rawFetch(operation)).rejects.toThrow(TypeError);
    expect(fault.hits).toBe(1);
    expect((await call(operation)).status).toBe(caseOf(operation).ok);
  });

  it('makes an SDK call reject', async () => {
    ct.inject({ operation: 'getProject', networkError: true });
    const api = createApiRoot({ projectKey: 'shop' });
    await expect(api.get().execute()).rejects.toThrow();
    expect((await api.get().execute()).body.key).toBe('shop');
  });

  it('makes an Import SDK call reject', async () => {
    ct.inject({ operation: 'createImportContainer', networkError: true });
    const api = createImportApiRoot({ projectKey: 'shop' });
    await expect(api.importContainers().post({ body: { key: 'never' } }).execute()).rejects.toThrow();
  });

  it('makes the SDK fail to get a token when it hits the token endpoint', async () => {
    ct.inject({ operation: 'token', networkError: true });
    const api = createApiRoot({ projectKey: 'shop' });
    await expect(api.get().execute()).rejects.toThrow();
  });
});

describe('a delay', () => {
  const DELAY = 150;

  it('waits at least delayMs of real time, then answers normally', async () => {
    ct.inject({ operation: 'getProject', delayMs: DELAY });
    const started = performance.now();
    const reply = await call('getProject');
    const elapsed = performance.now() - started;
    // Node may fire a timer up to a millisecond early by performance.now().
    expect(elapsed).toBeGreaterThanOrEqual(DELAY - 1);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ key: 'shop', version: 1 });
    expectSchemaValid(reply.body, 'project-api', 'Project');
  });

  it('lets a delayed update go through and change the Project', async () => {
    ct.inject({ operation: 'updateProject', delayMs: 20 });
    const reply = await call('updateProject');
    expect(reply.status).toBe(200);
    expect(ct.getProject('shop')).toMatchObject({ version: 2, name: 'Faulted' });
  });

  it('delays, then answers with the status', async () => {
    ct.inject({ operation: 'getImportContainer', delayMs: DELAY, status: 503 });
    const started = performance.now();
    const reply = await call('getImportContainer');
    expect(performance.now() - started).toBeGreaterThanOrEqual(DELAY - 1);
    expect(reply.status).toBe(503);
    expect(reply.body).toStrictEqual(error(503, 'General', 'Service Unavailable.'));
  });

  it('delays, then fails the network', async () => {
    ct.inject({ operation: 'token', delayMs: 50, networkError: true });
    const started = performance.now();
    await expect(rawFetch('token')).rejects.toThrow(TypeError);
    expect(performance.now() - started).toBeGreaterThanOrEqual(49);
  });

  it.each(OPERATIONS)("follows vitest's fake timers for %s", async (operation) => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    ct.inject({ operation, delayMs: 10_000 });
    const request = track(call(operation));
    // Let the request reach the handler, which is now waiting on a fake timer.
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(request.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(request.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    // No timer is left to run: the answer arrives with fake timers still in place.
    const reply = await request.promise;
    expect(request.settled).toBe(true);
    expect(reply.status).toBe(caseOf(operation).ok);
    vi.useRealTimers();
  });

  it('follows fake timers together with a status', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    ct.inject({ operation: 'updateProject', delayMs: 60_000, status: 503 });
    const request = track(call('updateProject'));
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(request.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect((await request.promise).status).toBe(503);
    vi.useRealTimers();
    expect(ct.getProject('shop')?.version).toBe(1);
  });

  it('holds only the request it hits', async () => {
    ct.inject({ operation: 'getProject', delayMs: 300 });
    const slow = track(call('getProject'));
    const fast = await call('getProject');
    expect(fast.status).toBe(200);
    expect(slow.settled).toBe(false);
    expect((await slow.promise).status).toBe(200);
  });
});

describe('how many requests a fault hits', () => {
  it('hits one request by default', async () => {
    const fault = ct.inject({ operation: 'getProject', status: 503 });
    expect({ remaining: fault.remaining, hits: fault.hits }).toEqual({ remaining: 1, hits: 0 });
    expect((await call('getProject')).status).toBe(503);
    expect({ remaining: fault.remaining, hits: fault.hits }).toEqual({ remaining: 0, hits: 1 });
    expect((await call('getProject')).status).toBe(200);
    expect({ remaining: fault.remaining, hits: fault.hits }).toEqual({ remaining: 0, hits: 1 });
  });

  it('hits as many requests as `times` says', async () => {
    const fault = ct.inject({ operation: 'getProject', status: 503, times: 2 });
    expect(fault.remaining).toBe(2);
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await call('getProject')).status);
    expect(statuses).toEqual([503, 503, 200]);
    expect({ remaining: fault.remaining, hits: fault.hits }).toEqual({ remaining: 0, hits: 2 });
  });

  it('hits every request with `times: Infinity` until removed', async () => {
    const fault = ct.inject({ operation: 'getProject', status: 503, times: Infinity });
    for (let i = 0; i < 5; i += 1) expect((await call('getProject')).status).toBe(503);
    expect({ remaining: fault.remaining, hits: fault.hits }).toEqual({ remaining: Infinity, hits: 5 });
    fault.remove();
    expect((await call('getProject')).status).toBe(200);
    expect(fault.hits).toBe(5);
  });

  it('lets remove() end a fault before its times are used up', async () => {
    const fault = ct.inject({ operation: 'getProject', status: 503, times: 3 });
    expect((await call('getProject')).status).toBe(503);
    fault.remove();
    expect((await call('getProject')).status).toBe(200);
    expect(fault.hits).toBe(1);
    fault.remove();
  });

  it('reports no remaining hits once removed, as it will hit no more requests', async () => {
    const fault = ct.inject({ operation: 'getProject', status: 503, times: Infinity });
    await call('getProject');
    fault.remove();
    expect(fault.remaining).toBe(0);
  });

  it('counts only the requests it matched', async () => {
    const fault = ct.inject({ operation: 'updateProject', status: 503, times: 2 });
    await call('getProject');
    await call('token');
    expect({ remaining: fault.remaining, hits: fault.hits }).toEqual({ remaining: 2, hits: 0 });
  });

  it('is gone after ct.reset(), with nothing remaining', async () => {
    const fault = ct.inject({ operation: 'getProject', status: 503, times: Infinity });
    ct.reset();
    expect((await call('getProject')).status).toBe(200);
    expect({ remaining: fault.remaining, hits: fault.hits }).toEqual({ remaining: 0, hits: 0 });
  });
});

describe('which requests a fault matches', () => {
  it('hits every operation when none is named', async () => {
    ct.inject({ status: 500, times: Infinity });
    for (const operation of OPERATIONS) expect((await call(operation)).status, operation).toBe(500);
  });

  it('hits only the operations in a list', async () => {
    const fault = ct.inject({ operation: ['headProject', 'deleteImportContainer', 'getImportSummary'], status: 503, times: Infinity });
    const statuses = Object.fromEntries(await Promise.all(OPERATIONS.map(async (operation) => [operation, (await call(operation, 'other')).status])));
    expect(statuses).toEqual({
      token: 200,
      introspectToken: 200,
      revokeToken: 200,
      getProject: 200,
      headProject: 503,
      updateProject: 200,
      graphql: 200,
      queryImportContainers: 200,
      getImportContainer: 200,
      createImportContainer: 201,
      updateImportContainer: 200,
      deleteImportContainer: 503,
      importResources: 201,
      getImportSummary: 503,
      queryImportOperations: 200,
      getImportOperation: 404,
      ...Object.fromEntries(READ_RESOURCES.flatMap(([, noun]) => readOperations(noun).map((name) => [name, name.startsWith('query') ? 200 : 404]))),
      ...Object.fromEntries(IN_STORE_RESOURCES.flatMap(([, noun]) => inStoreReadOperations(noun).map((name) => [name, name.startsWith('query') ? 200 : 404]))),
    });
    expect(fault.hits).toBe(3);
  });

  it('hits only requests for its projectKey', async () => {
    const fault = ct.inject({ projectKey: 'other', status: 503, times: Infinity });
    expect((await call('getProject', 'shop')).status).toBe(200);
    expect((await call('getImportContainer', 'shop')).status).toBe(200);
    expect((await call('getProject', 'other')).status).toBe(503);
    expect((await call('getImportContainer', 'other')).status).toBe(503);
    expect(fault.hits).toBe(2);
  });

  it('never hits the token endpoint, which addresses no Project, when it names a projectKey', async () => {
    const fault = ct.inject({ projectKey: 'shop', status: 503, times: Infinity });
    expect((await call('token')).status).toBe(200);
    expect(fault.hits).toBe(0);
  });

  it('hits an unknown Project by its key, before the mock looks it up', async () => {
    ct.inject({ operation: 'getProject', projectKey: 'ghost', status: 503 });
    const ghost = ct.issueToken({ scopes: ['manage_project:ghost'] });
    expect((await send('GET', projectUrl('ghost'), { authorization: `Bearer ${ghost}` })).status).toBe(503);
    expect((await send('GET', projectUrl('ghost'), { authorization: `Bearer ${ghost}` })).status).toBe(404);
  });

  it('hits only requests its predicate accepts', async () => {
    const fault = ct.inject({
      operation: 'queryImportContainers',
      match: (request) => new URL(request.url).searchParams.get('limit') === '5',
      status: 503,
      times: Infinity,
    });
    expect((await send('GET', `${collectionUrl()}?limit=6`, { authorization: bearer() })).status).toBe(200);
    expect((await send('GET', `${collectionUrl()}?limit=5`, { authorization: bearer() })).status).toBe(503);
    expect(fault.hits).toBe(1);
  });

  it("gives the predicate a clone, whose body it may read without taking the request's", async () => {
    const seen: Promise<string>[] = [];
    ct.inject({
      operation: 'updateProject',
      match: (request) => {
        seen.push(request.text());
        return request.headers.get('x-fail') === 'yes';
      },
      status: 503,
      times: Infinity,
    });
    const body = { version: 1, actions: [{ action: 'changeName', name: 'Read twice' }] };
    const accepted = await fetch(projectUrl(), {
      method: 'POST',
      headers: { authorization: bearer(), 'content-type': 'application/json', 'x-fail': 'yes' },
      body: JSON.stringify(body),
    });
    expect(accepted.status).toBe(503);
    const passed = await send('POST', projectUrl(), { authorization: bearer(), body });
    expect(passed.status).toBe(200);
    expect(passed.body).toMatchObject({ version: 2, name: 'Read twice' });
    expect(await Promise.all(seen)).toEqual([JSON.stringify(body), JSON.stringify(body)]);
  });

  it('applies faults in the order they were injected', async () => {
    const first = ct.inject({ operation: 'getProject', status: 500 });
    const second = ct.inject({ operation: 'getProject', status: 503 });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await call('getProject')).status);
    expect(statuses).toEqual([500, 503, 200]);
    expect([first.hits, second.hits]).toEqual([1, 1]);
  });

  it('lets an earlier, broader fault win over a later, narrower one', async () => {
    ct.inject({ status: 500, times: 1 });
    const narrow = ct.inject({ operation: 'getProject', projectKey: 'shop', status: 503 });
    expect((await call('getProject')).status).toBe(500);
    expect(narrow.remaining).toBe(1);
    expect((await call('getProject')).status).toBe(503);
  });

  it('skips an earlier fault that does not match', async () => {
    const other = ct.inject({ operation: 'getProject', projectKey: 'other', status: 500 });
    ct.inject({ operation: 'getProject', status: 503 });
    expect((await call('getProject', 'shop')).status).toBe(503);
    expect(other.remaining).toBe(1);
  });
});

describe('stored state', () => {
  const snapshot = async () => ({
    shop: ct.getProject('shop'),
    containers: (await send('GET', `${collectionUrl()}?sort=key+asc`, { authorization: bearer() })).body,
    events: [...ct.events],
  });

  it.each([{ status: 503 }, { status: 409 }, { status: 500, body: { fine: true } }, { networkError: true }] satisfies FaultOptions[])(
    'stays as it was when updateProject is hit by %o',
    async (effect) => {
      const before = await snapshot();
      ct.inject({ operation: 'updateProject', ...effect });
      await call('updateProject').catch(() => undefined);
      expect(await snapshot()).toStrictEqual(before);
      expect((await call('updateProject')).body).toMatchObject({ version: 2, name: 'Faulted' });
    },
  );

  it('keeps a container from being created by a faulted createImportContainer', async () => {
    const before = await snapshot();
    ct.inject({ operation: 'createImportContainer', status: 503 });
    expect((await call('createImportContainer')).status).toBe(503);
    expect(await snapshot()).toStrictEqual(before);
    expect(ct.events).toEqual([]);
    expect((await call('createImportContainer')).status).toBe(201);
  });

  it('keeps a container from being deleted by a faulted deleteImportContainer', async () => {
    const before = await snapshot();
    ct.inject({ operation: 'deleteImportContainer', status: 503 });
    expect((await call('deleteImportContainer')).status).toBe(503);
    expect(await snapshot()).toStrictEqual(before);
    expect((await call('getImportContainer')).status).toBe(200);
    expect(ct.events).toEqual([]);
  });

  it('keeps a container at its version when updateImportContainer is faulted', async () => {
    ct.inject({ operation: 'updateImportContainer', status: 502 });
    expect((await call('updateImportContainer')).status).toBe(502);
    expect((await call('getImportContainer')).body).toMatchObject({ key: 'existing', version: 1 });
  });
});

describe('invalid options', () => {
  const cases: readonly [string, unknown, RegExp][] = [
    ['an unknown operation', { operation: 'getProjects', status: 503 }, /unknown operation getProjects; use one of token, introspectToken, revokeToken, getProject, headProject/],
    ['an unknown operation in a list', { operation: ['getProject', 'nope'], status: 503 }, /unknown operation nope/],
    ['no effect', { operation: 'getProject' }, /give a status, networkError: true or delayMs/],
    ['a status and a network error', { status: 503, networkError: true }, /a status or fails the network, not both/],
    ['a body without a status', { body: { a: 1 }, delayMs: 10 }, /a body needs a status/],
    ['a negative delay', { delayMs: -1 }, /delayMs must be a number of milliseconds from 0 to 2147483647/],
    ['a delay that is not a number', { delayMs: Number.NaN }, /delayMs must be a number of milliseconds from 0 to 2147483647/],
    ['a delay setTimeout cannot wait', { delayMs: 3e9 }, /delayMs must be a number of milliseconds from 0 to 2147483647/],
    ['a status that cannot carry an error body', { status: 204 }, /status must be an error status from 400 to 599/],
    ['a body JSON cannot write', { status: 500, body: { big: 1n } }, /the body cannot be written as JSON/],
    ['a match that is not a function', { status: 500, match: 'shop' }, /match must be a function/],
    ['times 0', { status: 503, times: 0 }, /times must be a positive whole number or Infinity/],
    ['fractional times', { status: 503, times: 1.5 }, /times must be a positive whole number or Infinity/],
    ['a status outside HTTP', { status: 99 }, /status must be an error status from 400 to 599/],
  ];

  it.each(cases)('throws a TypeError that explains %s', async (_, options, message) => {
    expect(() => ct.inject(options as FaultOptions)).toThrow(TypeError);
    expect(() => ct.inject(options as FaultOptions)).toThrow(message);
    expect(() => ct.inject(options as FaultOptions)).toThrow(/^commercetools-msw: ct\.inject\(/);
    expect((await call('getProject')).status).toBe(200);
  });
});

describe('through the official SDK', () => {
  function retryingApi(httpOptions: Record<string, unknown>) {
    const credentials = { clientId: 'client-id', clientSecret: 'client-secret' };
    const client = new ClientBuilder()
      .withProjectKey('shop')
      .withClientCredentialsFlow({ host: AUTH_HOST, projectKey: 'shop', credentials, scopes: ['manage_project:shop'], httpClient: interceptedFetch })
      .withHttpMiddleware({ host: API_HOST, httpClient: interceptedFetch, ...httpOptions })
      .build();
    return createApiBuilderFromCtpClient(client).withProjectKey({ projectKey: 'shop' });
  }

  it("lets the SDK's retry middleware retry 503s until the Project comes back", async () => {
    ct.inject({ operation: 'getProject', status: 503, times: 2 });
    const api = retryingApi({ enableRetry: true, retryConfig: { maxRetries: 3, retryDelay: 1, backoff: false } });
    const { body, statusCode } = await api.get().execute();
    expect(statusCode).toBe(200);
    expect(body.key).toBe('shop');
    const gets = ct.requests.filter((entry) => entry.operation === 'getProject');
    expect(gets.map((entry) => entry.status)).toEqual([503, 503, 200]);
    expect(gets.map((entry) => entry.faulted)).toEqual([true, true, false]);
  });

  it('gives up after maxRetries when the fault outlasts them', async () => {
    const fault = ct.inject({ operation: 'getProject', status: 503, times: Infinity });
    const api = retryingApi({ enableRetry: true, retryConfig: { maxRetries: 2, retryDelay: 1, backoff: false } });
    const failure = await sdkError(api.get().execute());
    expect(failure.statusCode).toBe(503);
    expect(fault.hits).toBe(3);
  });

  it("aborts at the SDK's timeout when a delay outlasts it", async () => {
    ct.inject({ operation: 'getProject', delayMs: 500 });
    const api = retryingApi({ timeout: 50, enableRetry: true, retryConfig: { maxRetries: 3, retryDelay: 1, backoff: false, retryOnAbort: false } });
    const started = performance.now();
    await expect(api.get().execute()).rejects.toThrow();
    expect(performance.now() - started).toBeLessThan(400);
    // The abandoned request stops waiting with the abort and is never answered or recorded.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(ct.requests.filter((entry) => entry.operation === 'getProject')).toEqual([]);
  });
});

describe('predicates and resets', () => {
  it('treats a throwing predicate as no match, and warns', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fault = ct.inject({ operation: 'getProject', status: 503, match: () => { throw new Error('boom'); } });
    expect((await call('getProject')).status).toBe(200);
    expect(fault.hits).toBe(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('boom'));
    warn.mockRestore();
  });

  it('awaits an async predicate, which may read the body', async () => {
    ct.inject({ operation: 'updateProject', status: 503, match: async (request) => (await request.text()).includes('"Poisoned"') });
    const clean = await send('POST', projectUrl(), { authorization: bearer(), body: { version: 1, actions: [{ action: 'changeName', name: 'Clean' }] } });
    expect(clean.status).toBe(200);
    const poisoned = await send('POST', projectUrl(), { authorization: bearer(), body: { version: 2, actions: [{ action: 'changeName', name: 'Poisoned' }] } });
    expect(poisoned.status).toBe(503);
    expect(ct.getProject('shop')?.name).toBe('Clean');
  });

  it('ignores changes to the options object after injecting', async () => {
    const options: { operation: 'getProject'; status: number } = { operation: 'getProject', status: 503 };
    ct.inject(options);
    options.status = 204;
    expect((await call('getProject')).status).toBe(503);
  });

  it('keeps a request delayed across a reset from touching the state after it', async () => {
    ct.inject({ operation: 'updateProject', delayMs: 100 });
    const pending = send('POST', projectUrl(), { authorization: bearer(), body: { version: 1, actions: [{ action: 'changeName', name: 'Late' }] } }).catch(
      (error: unknown) => error,
    );
    await new Promise((resolve) => setTimeout(resolve, 30)); // let the request reach the mock and start waiting
    ct.reset();
    expect(await pending).toBeInstanceOf(Error);
    expect(ct.getProject('shop')).toMatchObject({ version: 1 });
    expect(ct.requests).toEqual([]);
  });
});

describe('docs/controlling.md', () => {
  it('names every operation ct.inject takes, and how many there are', () => {
    const page = readFileSync(new URL('../../docs/controlling.md', import.meta.url), 'utf8');
    const missing = OPERATIONS.filter((operation) => !page.includes(`\`${operation}\``));
    expect(missing).toEqual([]);
    expect(page).toContain(`all ${OPERATIONS.length} exported as \`OPERATIONS\``);
  });
});
