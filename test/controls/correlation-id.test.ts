import { createApiBuilderFromCtpClient } from '@commercetools/platform-sdk';
import { createApiBuilderFromCtpClient as createImportApiBuilder } from '@commercetools/importapi-sdk';
import { ClientBuilder } from '@commercetools/ts-client';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { serve, type RunningServer } from '../../src/cli/serve.js';
import { createCommercetoolsMock } from '../../src/index.js';
import { API_HOST, AUTH_HOST } from '../support/sdk.js';
import { START } from '../support/time.js';
import { BYPASS_LISTEN } from '../support/listen-options.js';

// X-Correlation-ID: the platform puts one on every answer, the request's own when it sent one,
// else one it generates. The official SDK's correlation-id middleware sends one on every request,
// and its integration test reads it back from the response, as these tests do: through msw and
// through the served mock over real HTTP.

const IMPORT_HOST = 'https://import.europe-west1.gcp.commercetools.com';
const generated = (n: number) => `projects-00000000-0000-4000-9000-${n.toString(16).padStart(12, '0')}`;

const ct = createCommercetoolsMock({ now: START, projects: [{ key: 'shop' }] });
// Requests to the served mock pass msw by: its handlers answer only this mock's hosts.
const interception = setupServer(...ct.handlers);
let served: RunningServer;
beforeAll(async () => {
  interception.listen(BYPASS_LISTEN);
  served = await serve({ port: 0, now: START });
});
afterEach(() => ct.reset());
afterAll(async () => {
  interception.close();
  await served.close();
});

const fetchLater: typeof fetch = (input, init) => globalThis.fetch(input, init);

/**
 * A fetch whose Response headers also have node-fetch's `raw()`, which the SDK prefers: it then
 * hands every header as a list, which is why the SDK's own integration test reads
 * `response.headers['x-correlation-id'][0]`.
 */
const nodeFetchLike: typeof fetch = async (input, init) => {
  const response = await globalThis.fetch(input, init);
  const raw = () => {
    const lists: Record<string, string[]> = {};
    response.headers.forEach((value, name) => (lists[name] ??= []).push(value));
    return lists;
  };
  Object.defineProperty(response.headers, 'raw', { value: raw });
  return response;
};

/** The SDK as its correlation-id integration test builds it: client credentials, the middleware, HTTP. */
function sdkClient(authHost: string, apiHost: string, httpClient: typeof fetch, correlationId: () => string) {
  return new ClientBuilder()
    .withClientCredentialsFlow({ host: authHost, projectKey: 'shop', credentials: { clientId: 'id', clientSecret: 'secret' }, httpClient })
    .withCorrelationIdMiddleware({ generate: correlationId })
    .withHttpMiddleware({ host: apiHost, httpClient })
    .build();
}

describe("the official SDK's correlation-id middleware", () => {
  it.each([
    ['msw, with fetch', () => ({ auth: AUTH_HOST, api: API_HOST, httpClient: fetchLater })],
    ['msw, with node-fetch-style headers', () => ({ auth: AUTH_HOST, api: API_HOST, httpClient: nodeFetchLike })],
    ['the served mock over real HTTP, with fetch', () => ({ auth: served.url, api: served.url, httpClient: fetchLater })],
    ['the served mock over real HTTP, with node-fetch-style headers', () => ({ auth: served.url, api: served.url, httpClient: nodeFetchLike })],
  ])('gets its own X-Correlation-ID back from %s, and the journal holds it', async (_, hosts) => {
    const { auth, api, httpClient } = hosts();
    const correlationId = `my-test-${Math.random().toString(36).slice(2)}`;
    const client = sdkClient(auth, api, httpClient, () => correlationId);
    const response = await createApiBuilderFromCtpClient(client).withProjectKey({ projectKey: 'shop' }).get().execute();
    expect(response.statusCode).toBe(200);
    const header: unknown = response.headers?.['x-correlation-id'];
    // A string from fetch's Headers, a list from node-fetch's raw(): the SDK test reads [0] of the list.
    expect(Array.isArray(header) ? header[0] : header).toBe(correlationId);
    if (httpClient === nodeFetchLike) expect((header as string[])[0]).toBe(correlationId);

    // The middleware sends the id with the token request too.
    const journal = api === served.url ? served.mock.requests : ct.requests;
    expect(journal.filter((entry) => entry.correlationId === correlationId).map((entry) => entry.operation)).toEqual(['token', 'getProject']);
  });

  it('gets it back on an error, which the SDK throws with the headers', async () => {
    const client = sdkClient(AUTH_HOST, API_HOST, fetchLater, () => 'sdk-error-1');
    const error: unknown = await createApiBuilderFromCtpClient(client).withProjectKey({ projectKey: 'nowhere' }).get().execute().catch((thrown: unknown) => thrown);
    // A Project the mock does not have answers 404 to any valid token, as the platform does.
    expect(error).toMatchObject({ statusCode: 404, headers: { 'x-correlation-id': 'sdk-error-1' } });
  });

  it('gets it back from the Import API', async () => {
    const client = sdkClient(AUTH_HOST, IMPORT_HOST, fetchLater, () => 'import-1');
    const response = await createImportApiBuilder(client).withProjectKeyValue({ projectKey: 'shop' }).importContainers().get().execute();
    expect(response.headers?.['x-correlation-id']).toBe('import-1');
  });
});

describe('generated correlation ids', () => {
  it('count up per mock from projects-00000000-0000-4000-9000-000000000001, and start again after a reset', async () => {
    const token = ct.issueToken({ scopes: ['manage_project:shop'] });
    const ids = async () => (await fetch(`${API_HOST}/shop`, { headers: { authorization: `Bearer ${token}` } })).headers.get('x-correlation-id');
    expect([await ids(), await ids()]).toEqual([generated(1), generated(2)]);
    ct.journal.clearRequests(); // empties the journal alone: the count goes on
    expect(await ids()).toBe(generated(3));
    ct.reset();
    expect(await ids()).toBe(generated(1));
    expect(ct.requests.map((entry) => entry.correlationId)).toEqual([generated(1)]);
  });

  it('are on errors, faults, the auth endpoints, HEAD and the 501, and each is journaled', async () => {
    const token = ct.issueToken({ scopes: ['manage_project:shop'] });
    const auth = { authorization: `Bearer ${token}` };
    ct.inject({ operation: 'getImportContainer', status: 503 });
    ct.inject({ operation: 'queryImportContainers', status: 429, body: 'slow down' });
    const answers = [
      await fetch(`${API_HOST}/shop`),
      await fetch(`${API_HOST}/nowhere`, { headers: auth }),
      await fetch(`${API_HOST}/shop`, { method: 'HEAD', headers: auth }),
      await fetch(`${API_HOST}/nowhere`, { method: 'HEAD', headers: auth }),
      await fetch(`${IMPORT_HOST}/shop/import-containers/box`, { headers: auth }),
      await fetch(`${IMPORT_HOST}/shop/import-containers`, { headers: auth }),
      await fetch(`${AUTH_HOST}/oauth/token`, { method: 'POST', headers: { authorization: `Basic ${btoa('id:secret')}` }, body: new URLSearchParams({ grant_type: 'client_credentials' }) }),
      await fetch(`${AUTH_HOST}/oauth/token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'client_credentials' }) }),
      await fetch(`${AUTH_HOST}/oauth/introspect?token=x`, { method: 'POST', headers: { authorization: `Basic ${btoa('id:secret')}` } }),
      await fetch(`${API_HOST}/shop/carts`, { headers: auth }),
      await fetch(`${API_HOST}/shop/carts`, { method: 'HEAD', headers: auth }),
    ];
    expect(answers.map((response) => response.status)).toEqual([401, 404, 200, 404, 503, 429, 200, 401, 200, 501, 501]);
    expect(answers.map((response) => response.headers.get('x-correlation-id'))).toEqual(answers.map((_, index) => generated(index + 1)));
    expect(ct.requests.map((entry) => entry.correlationId)).toEqual(answers.map((_, index) => generated(index + 1)));
  });

  it('echo what the request sent, whatever the answer, and the journal can be filtered by it', async () => {
    const sent = (id: string) => ({ 'x-correlation-id': id });
    expect((await fetch(`${API_HOST}/shop`, { headers: sent('a-401') })).headers.get('x-correlation-id')).toBe('a-401');
    expect((await fetch(`${API_HOST}/shop/carts`, { headers: sent('a-501') })).headers.get('x-correlation-id')).toBe('a-501');
    expect((await ct.fetch(`${API_HOST}/shop`, { method: 'HEAD', headers: sent('a-head') })).headers.get('x-correlation-id')).toBe('a-head');
    expect(ct.requests.filter((entry) => entry.correlationId === 'a-501').map((entry) => entry.operation)).toEqual(['unmodelled']);
    expect(ct.requests.map((entry) => entry.correlationId)).toEqual(['a-401', 'a-501', 'a-head']);
  });
});
