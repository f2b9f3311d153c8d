import { createApiBuilderFromCtpClient } from '@commercetools/platform-sdk';
import { createApiBuilderFromCtpClient as createImportApiBuilderFromCtpClient } from '@commercetools/importapi-sdk';
import { ClientBuilder } from '@commercetools/ts-client';
import { setupWorker } from 'msw/browser';
import { createCommercetoolsMock } from '../../../src/index.js';
import type { BrowserResult, Exchange, MswEvent } from './result.js';

// The page that test/browser/browser.test.ts bundles with esbuild and opens in headless Chromium.
// It starts msw's service worker with the mock's handlers, then talks to the mock the way an app
// in a browser would: through the official SDKs and plain fetch. Everything it saw goes to
// window.__RESULT__, which the test reads and checks.

declare global {
  interface Window {
    __RESULT__?: BrowserResult;
  }
}

const PROJECT_KEY = 'shop';
const REGION = 'europe-west1.gcp';
const AUTH_HOST = `https://auth.${REGION}.commercetools.com`;
const API_HOST = `https://api.${REGION}.commercetools.com`;
const IMPORT_HOST = `https://import.${REGION}.commercetools.com`;

// Looks fetch up on every call, as the README advises; in the browser the service worker answers
// the real fetch, so this is the page's own window.fetch.
const httpClient: typeof fetch = (input, init) => globalThis.fetch(input, init);

function sdkClient(serviceHost: string) {
  return new ClientBuilder()
    .withProjectKey(PROJECT_KEY)
    .withClientCredentialsFlow({
      host: AUTH_HOST,
      projectKey: PROJECT_KEY,
      credentials: { clientId: 'browser-client', clientSecret: 'browser-secret' },
      scopes: [`manage_project:${PROJECT_KEY}`],
      httpClient,
    })
    .withHttpMiddleware({ host: serviceHost, httpClient })
    .build();
}

async function exchange(response: Response): Promise<Exchange> {
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
}

/** Runs an SDK call and keeps its status and body, whether it succeeded or the SDK rejected. */
async function sdkExchange(call: Promise<{ statusCode?: number; body: unknown }>): Promise<Exchange> {
  try {
    const { statusCode, body } = await call;
    return { status: statusCode ?? -1, body };
  } catch (error) {
    const { statusCode, body } = error as { statusCode?: unknown; body?: unknown };
    if (typeof statusCode !== 'number') throw error;
    return { status: statusCode, body };
  }
}

async function run(result: BrowserResult): Promise<void> {
  const ct = createCommercetoolsMock({
    projects: [{ key: PROJECT_KEY, currencies: ['EUR'], languages: ['en', 'de'] }],
    now: '2030-01-01T00:00:00.000Z',
  });

  const worker = setupWorker(...ct.handlers);
  const mswEvents: MswEvent[] = [];
  result.mswEvents = mswEvents;
  const record = (type: MswEvent['type'], request: Request, status?: number) =>
    mswEvents.push({ type, method: request.method, url: request.url, ...(status === undefined ? {} : { status }) });
  worker.events.on('request:start', ({ request }) => record('request:start', request));
  worker.events.on('request:unhandled', ({ request }) => record('request:unhandled', request));
  worker.events.on('response:mocked', ({ request, response }) => record('response:mocked', request, response.status));
  worker.events.on('response:bypass', ({ request, response }) => record('response:bypass', request, response.status));
  worker.events.on('unhandledException', ({ request }) => record('unhandledException', request));

  const registration = await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledFrame: 'error', // msw 2: onUnhandledRequest
    quiet: true,
  });
  const controller = navigator.serviceWorker.controller;
  result.serviceWorker = {
    controllerScriptUrl: controller?.scriptURL ?? null,
    controllerState: controller?.state ?? null,
    activeScriptUrl: registration?.active?.scriptURL ?? null,
  };

  // The token endpoint with plain fetch, as the ts-client would call it.
  const tokenResponse = await fetch(`${AUTH_HOST}/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${btoa('browser-client:browser-secret')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: `grant_type=client_credentials&scope=manage_project:${PROJECT_KEY}`,
  });
  result.token = await exchange(tokenResponse);
  const accessToken = (result.token.body as { access_token?: unknown } | undefined)?.access_token;
  if (typeof accessToken !== 'string') throw new Error(`No access token in ${JSON.stringify(result.token)}`);

  const projectUrl = `${API_HOST}/${PROJECT_KEY}`;
  const bearer = { authorization: `Bearer ${accessToken}` };
  result.getProjectFetch = await exchange(await fetch(projectUrl, { headers: bearer }));

  // The platform SDK: its own token request, then GET and two updates, the second one stale.
  const api = createApiBuilderFromCtpClient(sdkClient(API_HOST)).withProjectKey({ projectKey: PROJECT_KEY });
  result.getProjectSdk = await sdkExchange(api.get().execute());
  const version = (result.getProjectSdk.body as { version?: number } | undefined)?.version ?? -1;
  result.updateSdk = await sdkExchange(
    api
      .post({
        body: {
          version,
          actions: [
            { action: 'changeName', name: 'Browser shop' },
            { action: 'changeCurrencies', currencies: ['EUR', 'USD'] },
          ],
        },
      })
      .execute(),
  );
  result.staleUpdateSdk = await sdkExchange(
    api.post({ body: { version, actions: [{ action: 'changeName', name: 'Too late' }] } }).execute(),
  );
  result.getAfterUpdateFetch = await exchange(await fetch(projectUrl, { headers: bearer }));

  // The Import API SDK: two containers, then a sorted query; and one more query with plain fetch.
  const importApi = createImportApiBuilderFromCtpClient(sdkClient(IMPORT_HOST)).withProjectKeyValue({ projectKey: PROJECT_KEY });
  result.createContainers = [];
  for (const draft of [
    { key: 'alpha-products', resourceType: 'product' as const },
    { key: 'zeta-prices', resourceType: 'price' as const },
  ]) {
    result.createContainers.push(await sdkExchange(importApi.importContainers().post({ body: draft }).execute()));
  }
  result.querySdk = await sdkExchange(importApi.importContainers().get({ queryArgs: { sort: ['key desc'] } }).execute());
  result.queryFetch = await exchange(
    await fetch(`${IMPORT_HOST}/${PROJECT_KEY}/import-containers?sort=resourceType+asc&limit=1`, { headers: bearer }),
  );

  result.journal = ct.requests.map(({ operation, status }) => ({ operation, status }));
  result.events = ct.events.map((event) => ({
    type: event.type,
    key: 'data' in event ? (event.data as { key?: unknown }).key : undefined,
  }));
}

const result: BrowserResult = {};
try {
  await run(result);
} catch (error) {
  result.error = error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ''}` : String(error);
} finally {
  // A plain copy, so the test reads data rather than live objects.
  window.__RESULT__ = JSON.parse(JSON.stringify(result)) as BrowserResult;
}
