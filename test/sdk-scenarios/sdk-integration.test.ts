import { createApiBuilderFromCtpClient } from '@commercetools/platform-sdk';
import { createApiBuilderFromCtpClient as createImportApiBuilder } from '@commercetools/importapi-sdk';
import { ClientBuilder, type MiddlewareRequest, type MiddlewareResponse, type Next, type TokenCache, type TokenStore } from '@commercetools/ts-client';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { serve, type RunningServer } from '../../src/cli/serve.js';
import { createCommercetoolsMock, type CommercetoolsMock } from '../../src/index.js';
import { API_HOST, AUTH_HOST, IMPORT_HOST } from '../support/sdk.js';
import { START } from '../support/time.js';
import { BYPASS_LISTEN } from '../support/listen-options.js';

// The scenarios of the official TypeScript SDK's own integration tests (packages/platform-sdk
// test/integration-tests and packages/importapi-sdk test/integration, which run against the real
// platform), restated for the surface the mock covers, and run twice: intercepted by msw, and over
// real HTTP against a served mock. What each asserts is what the SDK's test asserts.

const ct = createCommercetoolsMock({ now: START, projects: [{ key: 'shop' }] });
// Requests to the served mock pass msw by: its handlers answer only this mock's hosts.
const interception = setupServer(...ct.handlers);
let served: RunningServer;
beforeAll(async () => {
  interception.listen(BYPASS_LISTEN);
  served = await serve({ port: 0, now: START, projects: [{ key: 'shop' }] });
});
afterEach(() => {
  ct.reset();
  served.mock.reset();
});
afterAll(async () => {
  interception.close();
  await served.close();
});

// msw replaces globalThis.fetch when it listens, so the SDK looks it up per call.
const fetchLater: typeof fetch = (input, init) => globalThis.fetch(input, init);
const credentials = { clientId: 'sdk-it', clientSecret: 'sdk-it-secret' };
const scopes = ['manage_project:shop'];

interface Transport {
  auth: string;
  api: string;
  imports: string;
  mock: CommercetoolsMock;
}

const TRANSPORTS: readonly (readonly [string, () => Transport])[] = [
  ['msw', () => ({ auth: AUTH_HOST, api: API_HOST, imports: IMPORT_HOST, mock: ct })],
  ['serve', () => ({ auth: served.url, api: served.url, imports: served.url, mock: served.mock })],
];

/** A token cache the test can read and seed, as the SDK's tests use one. */
function cacheHolding(stored: TokenStore): TokenCache & { stored: TokenStore } {
  const cache = {
    stored,
    get: async () => cache.stored,
    set: async (value: TokenStore) => {
      cache.stored = value;
    },
  };
  return cache;
}

const bearer = /^Bearer [A-Za-z0-9\-_.~+/=]+$/;

describe.each(TRANSPORTS)('the official SDK integration scenarios, over %s', (_, transport) => {
  const authOptions = (t: Transport, extra: Record<string, unknown> = {}) => ({
    host: t.auth,
    projectKey: 'shop',
    credentials,
    scopes,
    httpClient: fetchLater,
    ...extra,
  });
  const project = (client: ReturnType<ClientBuilder['build']>) => createApiBuilderFromCtpClient(client).withProjectKey({ projectKey: 'shop' });

  it('fetches a new token after a 401 for a bad token in the request, and the retried request succeeds', async () => {
    const t = transport();
    const badToken = () => (next: Next) => (request: MiddlewareRequest) => next({ ...request, headers: { Authorization: 'Bearer not-a-real-token' } });
    const client = new ClientBuilder()
      .withMiddleware(badToken())
      .withClientCredentialsFlow(authOptions(t))
      .withHttpMiddleware({ host: t.api, httpClient: fetchLater, maskSensitiveHeaderData: false, includeOriginalRequest: true })
      .build();
    const response = await project(client).get().execute();
    expect(response.statusCode).toBe(200);
    const sent = (response as { originalRequest?: { headers?: Record<string, string> } }).originalRequest?.headers?.Authorization;
    expect(sent).toMatch(bearer);
    expect(sent).not.toBe('Bearer not-a-real-token');
  });

  it('replaces an invalid cached token after the 401 and stores the new one', async () => {
    const t = transport();
    const expirationTime = Date.now() * 2;
    const tokenCache = cacheHolding({ token: 'x-invalid-token', expirationTime });
    const client = new ClientBuilder().withClientCredentialsFlow(authOptions(t, { tokenCache })).withHttpMiddleware({ host: t.api, httpClient: fetchLater }).build();
    expect(tokenCache.stored.token).toBe('x-invalid-token');
    const response = await project(client).get().execute();
    expect(response.statusCode).toBe(200);
    expect(tokenCache.stored.token).not.toBe('x-invalid-token');
    expect(tokenCache.stored.expirationTime).toBeGreaterThan(-1);
  });

  it('fetches one token for concurrent calls made with an expired cached one', async () => {
    const t = transport();
    const tokenCache = cacheHolding({ token: 'an-expired-token', expirationTime: -1 });
    const client = new ClientBuilder().withClientCredentialsFlow(authOptions(t, { tokenCache })).withHttpMiddleware({ host: t.api, httpClient: fetchLater }).build();
    const answers = await Promise.all([project(client).get().execute(), project(client).get().execute(), project(client).get().execute()]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(tokenCache.stored.token).not.toBe('an-expired-token');
    expect(tokenCache.stored.expirationTime).toBeGreaterThan(-1);
  });

  it('concurrent-modification middleware: no retry on a 200, and a retry with the current version after a 409', async () => {
    const t = transport();
    const plain = new ClientBuilder()
      .withHttpMiddleware({ host: t.api, httpClient: fetchLater })
      .withConcurrentModificationMiddleware()
      .withClientCredentialsFlow(authOptions(t))
      .build();
    const first = await project(plain).post({ body: { version: 1, actions: [{ action: 'changeName', name: 'First' }] } }).execute();
    expect(first.statusCode).toBe(200);
    expect(first.body).toMatchObject({ version: 2 });
    const before = t.mock.requests.filter((entry) => entry.operation === 'updateProject').length;
    expect(before).toBe(1);

    const seen: { statusCode: unknown; name: unknown; version: number }[] = [];
    const retrying = new ClientBuilder()
      .withHttpMiddleware({ host: t.api, httpClient: fetchLater })
      .withConcurrentModificationMiddleware({
        concurrentModificationHandlerFn: async (version: number, request: MiddlewareRequest, response: MiddlewareResponse) => {
          seen.push({ statusCode: response.statusCode, name: (response.error as { name?: unknown } | undefined)?.name, version });
          return JSON.stringify({ ...(request.body as object), version });
        },
      })
      .withClientCredentialsFlow(authOptions(t))
      .build();
    // A version behind, as the SDK's test sends `product.version - 2`.
    const second = await project(retrying).post({ body: { version: 1, actions: [{ action: 'changeName', name: 'Second' }] } }).execute();
    expect(second.statusCode).toBe(200);
    expect(second.body).toMatchObject({ name: 'Second', version: 3 });
    expect(seen).toEqual([{ statusCode: 409, name: 'ConcurrentModification', version: 2 }]);
  });

  it('concurrent-modification middleware keeps the real bearer token on the retry when headers are masked', async () => {
    const t = transport();
    const authorizations: unknown[] = [];
    const client = new ClientBuilder()
      .withHttpMiddleware({ host: t.api, httpClient: fetchLater, maskSensitiveHeaderData: true })
      .withConcurrentModificationMiddleware({
        concurrentModificationHandlerFn: async (version: number, request: MiddlewareRequest) => {
          authorizations.push(request.headers?.Authorization);
          return JSON.stringify({ ...(request.body as object), version });
        },
      })
      .withClientCredentialsFlow(authOptions(t))
      .build();
    const response = await project(client).post({ body: { version: 7, actions: [{ action: 'changeName', name: 'Masked' }] } }).execute();
    expect(response.statusCode).toBe(200);
    expect(authorizations).toHaveLength(1);
    expect(authorizations[0]).toMatch(/^Bearer (?!\*+$)\S+$/);
  });

  it('retries a request aborted on its first attempt (retryOnAbort)', async () => {
    const t = transport();
    let attempts = 0;
    const abortFirst: typeof fetch = (input, init) => {
      attempts += 1;
      // The SDK's test gives the first attempt a 10 ms timeout; an already aborted signal is the same, without the race.
      return fetchLater(input, attempts === 1 ? { ...init, signal: AbortSignal.abort() } : init);
    };
    const client = new ClientBuilder()
      .withClientCredentialsFlow(authOptions(t))
      .withHttpMiddleware({ host: t.api, httpClient: abortFirst, enableRetry: true, retryConfig: { retryOnAbort: true, retryDelay: 1 } })
      .build();
    const response = await project(client).get().execute();
    expect(response.statusCode).toBe(200);
    expect(attempts).toBe(2);
  });

  it('logger middleware sees the 200 and the original request with its bearer token', async () => {
    const t = transport();
    const logged: MiddlewareResponse[] = [];
    const client = new ClientBuilder()
      .withHttpMiddleware({ host: t.api, httpClient: fetchLater, includeOriginalRequest: true })
      .withLoggerMiddleware({ loggerFn: (response: MiddlewareResponse) => void logged.push(response) })
      .withClientCredentialsFlow(authOptions(t))
      .build();
    await project(client).get().execute();
    expect(logged).toHaveLength(1);
    expect(logged[0]?.statusCode).toBe(200);
    expect(logged[0]?.originalRequest?.headers?.Authorization).toMatch(bearer);
  });

  it('before-execution middleware runs before after-execution middleware, and the response reaches the latter', async () => {
    const t = transport();
    const order: string[] = [];
    let beforeRequest: MiddlewareRequest | undefined;
    let afterRequest: MiddlewareRequest | undefined;
    const before = () => (next: Next) => (request: MiddlewareRequest) => {
      order.push('before');
      beforeRequest = request;
      return next(request);
    };
    const after = () => (next: Next) => (request: MiddlewareRequest) => {
      order.push('after');
      afterRequest = request;
      return next(request);
    };
    const client = new ClientBuilder()
      .withHttpMiddleware({ host: t.api, httpClient: fetchLater })
      .withClientCredentialsFlow(authOptions(t))
      .withBeforeExecutionMiddleware({ middleware: before })
      .withAfterExecutionMiddleware({ middleware: after })
      .build();
    const response = await project(client).get().execute();
    expect(response.statusCode).toBe(200);
    expect(order).toEqual(['before', 'after']);
    expect(beforeRequest?.headers).toBeDefined();
    expect(afterRequest?.response).toBeDefined();
  });

  it('telemetry middleware, with the anonymous session flow, adds a response time to the result', async () => {
    const t = transport();
    let called = 0;
    const createTelemetryMiddleware = () => (next: Next) => async (request: MiddlewareRequest) => {
      called += 1;
      const start = performance.now();
      const response = await next(request);
      return Object.assign(response, { response_time: performance.now() - start });
    };
    const client = new ClientBuilder()
      .withTelemetryMiddleware({ userAgent: 'sdk-it-telemetry', createTelemetryMiddleware })
      .withAnonymousSessionFlow(authOptions(t))
      .withHttpMiddleware({ host: t.api, httpClient: fetchLater })
      .build();
    const result = await project(client).get().execute();
    expect(result.statusCode).toBe(200);
    expect(called).toBeGreaterThan(0);
    expect(typeof (result as { response_time?: unknown }).response_time).toBe('number');
    // The session token came from the Project's anonymous endpoint.
    expect(t.mock.requests.some((entry) => entry.url.includes('/oauth/shop/anonymous/token'))).toBe(true);
  });

  it('a bare HTTP client posts to the anonymous token endpoint and gets an access token (the v2 client scenario, on ts-client)', async () => {
    const t = transport();
    // v2's `headersWithStringBody` is ts-client's `stringBodyContentTypes`: the form body goes as is.
    const client = new ClientBuilder()
      .withHttpMiddleware({ host: t.auth, httpClient: fetchLater, stringBodyContentTypes: ['application/x-www-form-urlencoded'] })
      .build();
    const response = await client.execute({
      method: 'POST',
      uri: '/oauth/shop/anonymous/token',
      headers: {
        Authorization: `Basic ${btoa(`${credentials.clientId}:${credentials.clientSecret}`)}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: `grant_type=client_credentials&scope=${scopes.join(' ')}`,
    });
    expect(response.statusCode).toBe(200);
    expect((response.body as { access_token?: unknown }).access_token).toEqual(expect.any(String));
  });

  it('correlation-id middleware: the answer carries the id the SDK sent', async () => {
    const t = transport();
    const correlationId = `sdk-it-${Math.random().toString(36).slice(2)}`;
    const client = new ClientBuilder()
      .withUserAgentMiddleware({ name: 'test-app', version: '1.0.0' })
      .withCorrelationIdMiddleware({ generate: () => correlationId })
      .withHttpMiddleware({ host: t.api, httpClient: fetchLater, includeOriginalRequest: true })
      .withClientCredentialsFlow(authOptions(t))
      .build();
    const response = await project(client).get().execute();
    expect(response.headers?.['x-correlation-id']).toBe(correlationId);
    expect((response as { originalRequest?: { headers?: Record<string, string> } }).originalRequest?.headers?.['User-Agent']).toContain('test-app/');
  });

  it('Import API: create a container, import into it, delete it, and a read then answers `Import container {key} does not exist`', async () => {
    const t = transport();
    const client = new ClientBuilder().withClientCredentialsFlow(authOptions(t)).withHttpMiddleware({ host: t.imports, httpClient: fetchLater }).build();
    const api = createImportApiBuilder(client).withProjectKeyValue({ projectKey: 'shop' });
    const key = 'import-container-key';

    const created = await api.importContainers().post({ body: { key } }).execute();
    expect(created.statusCode).toBe(201);
    expect(created.body.key).toBe(key);

    const imported = await api
      .orders()
      .importContainers()
      .withImportContainerKeyValue({ importContainerKey: key })
      .post({
        body: {
          type: 'order',
          resources: [{ orderNumber: 'order-1', totalPrice: { type: 'centPrecision', currencyCode: 'EUR', fractionDigits: 2, centAmount: 0 } }],
        },
      })
      .execute();
    expect(imported.statusCode).toBe(201);
    expect(imported.body.operationStatus[0]?.state).toBe('processing');

    await api.importContainers().withImportContainerKeyValue({ importContainerKey: key }).delete().execute();
    const error: unknown = await api
      .importContainers()
      .withImportContainerKeyValue({ importContainerKey: key })
      .get()
      .execute()
      .then(() => undefined, (thrown: unknown) => thrown);
    expect(error).toMatchObject({
      name: 'NotFound',
      statusCode: 404,
      body: { errors: [{ code: 'ResourceNotFound', message: 'Import container import-container-key does not exist' }] },
    });
  });
});
