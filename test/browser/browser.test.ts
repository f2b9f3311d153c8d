import { rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { buildPage, servePage } from '../support/browser-page.js';
import { CHROMIUM_PATH, hasChromium, launchChromium } from '../support/chromium.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserResult, Exchange } from './page/result.js';

// Runs test/browser/page/main.ts in real headless Chromium: esbuild bundles it, node:http serves it
// with msw's mockServiceWorker.js on 127.0.0.1 (a secure context, so service workers work), and the
// page drives the mock through the official SDKs and fetch behind setupWorker(...ct.handlers).

const root = resolve(import.meta.dirname, '../..');
if (!hasChromium) {
  console.warn(`test/browser/browser.test.ts is skipped: no Chromium at ${CHROMIUM_PATH}. Install Debian's chromium or set CHROMIUM_PATH.`);
}

/** A request to a commercetools host, as Chromium reported it to Playwright. */
interface ObservedRequest {
  method: string;
  url: string;
  status: number | null;
  fromServiceWorker: boolean;
  failure: string | null;
}

describe.skipIf(!hasChromium)(`the mock in headless Chromium behind setupWorker (needs Chromium at ${CHROMIUM_PATH})`, () => {
  let dir: string | undefined;
  let server: Server | undefined;
  let browser: Browser | undefined;
  let result: BrowserResult;
  const observed: ObservedRequest[] = [];
  const consoleErrors: string[] = [];
  const pending: Promise<void>[] = [];

  beforeAll(async () => {
    dir = await buildPage(resolve(root, 'test/browser/page/main.ts'));
    const served = await servePage(dir);
    server = served.server;
    browser = await launchChromium();
    const page = await browser.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message}`));
    const isCommercetools = (url: string) => new URL(url).hostname.endsWith('.commercetools.com');
    page.on('requestfinished', (request) => {
      if (!isCommercetools(request.url())) return;
      pending.push(
        request.response().then((response) => {
          observed.push({
            method: request.method(),
            url: request.url(),
            status: response?.status() ?? null,
            fromServiceWorker: response?.fromServiceWorker() ?? false,
            failure: null,
          });
        }),
      );
    });
    page.on('requestfailed', (request) => {
      if (!isCommercetools(request.url())) return;
      observed.push({ method: request.method(), url: request.url(), status: null, fromServiceWorker: false, failure: request.failure()?.errorText ?? 'failed' });
    });

    await page.goto(`${served.origin}/`);
    await page.waitForFunction(() => window.__RESULT__ !== undefined, undefined, { timeout: 30_000 });
    result = (await page.evaluate(() => window.__RESULT__)) as BrowserResult;
    await Promise.all(pending);
    await page.close();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise<void>((resolveClose) => (server ? server.close(() => resolveClose()) : resolveClose()));
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  /** The step, failing with the page's error and console when the page never reached it. */
  function step<K extends keyof BrowserResult>(key: K): NonNullable<BrowserResult[K]> {
    const value = result[key];
    if (value === undefined) {
      throw new Error(`The page never reached '${key}'. Page error: ${result.error ?? 'none'}\nConsole errors: ${consoleErrors.join('\n') || 'none'}`);
    }
    return value as NonNullable<BrowserResult[K]>;
  }

  const bodyOf = <T>(exchange: Exchange) => exchange.body as T;

  it('runs every step without an error or a console error', () => {
    expect(result.error).toBeUndefined();
    // Chromium logs every response of 400 or more; the stale update's 409 is the one the page expects.
    const expected = /^Failed to load resource: the server responded with a status of 409\b/;
    expect(consoleErrors.filter((message) => expected.test(message))).toHaveLength(1);
    expect(consoleErrors.filter((message) => !expected.test(message))).toEqual([]);
  });

  it('is controlled by msw’s service worker, which answers every commercetools request', () => {
    const serviceWorker = step('serviceWorker');
    expect(serviceWorker.controllerScriptUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mockServiceWorker\.js$/);
    expect(serviceWorker.controllerState).toBe('activated');
    expect(serviceWorker.activeScriptUrl).toBe(serviceWorker.controllerScriptUrl);

    // Chromium itself says each response came from the service worker, and none went to the network.
    const calls = observed.map(({ method, url }) => `${method} ${new URL(url).host}${new URL(url).pathname}`);
    expect(calls.sort()).toEqual(
      [
        'POST auth.europe-west1.gcp.commercetools.com/oauth/token', // fetch
        'POST auth.europe-west1.gcp.commercetools.com/oauth/token', // platform SDK
        'POST auth.europe-west1.gcp.commercetools.com/oauth/token', // Import API SDK
        'GET api.europe-west1.gcp.commercetools.com/shop',
        'GET api.europe-west1.gcp.commercetools.com/shop',
        'GET api.europe-west1.gcp.commercetools.com/shop',
        'POST api.europe-west1.gcp.commercetools.com/shop',
        'POST api.europe-west1.gcp.commercetools.com/shop',
        'POST import.europe-west1.gcp.commercetools.com/shop/import-containers',
        'POST import.europe-west1.gcp.commercetools.com/shop/import-containers',
        'GET import.europe-west1.gcp.commercetools.com/shop/import-containers',
        'GET import.europe-west1.gcp.commercetools.com/shop/import-containers',
      ].sort(),
    );
    for (const request of observed) {
      expect(request, `${request.method} ${request.url}`).toMatchObject({ fromServiceWorker: true, failure: null });
    }

    // msw saw the same twelve requests and mocked each; none was unhandled or passed through.
    const mswEvents = step('mswEvents');
    expect(mswEvents.filter((event) => event.type === 'request:start')).toHaveLength(12);
    expect(mswEvents.filter((event) => event.type === 'response:mocked')).toHaveLength(12);
    expect(mswEvents.filter((event) => !['request:start', 'response:mocked'].includes(event.type))).toEqual([]);
    expect(mswEvents.filter((event) => event.type === 'response:mocked').map((event) => event.status)).toEqual(
      step('journal').map((entry) => entry.status),
    );
  });

  it('issues a token at the OAuth endpoint', () => {
    const token = step('token');
    expect(token.status).toBe(200);
    expect(token.body).toEqual({
      access_token: expect.stringMatching(/^\S{20,}$/),
      token_type: 'Bearer',
      expires_in: 172800,
      scope: 'manage_project:shop',
    });
  });

  it('gets the Project with fetch and through the platform SDK', () => {
    const expected = { key: 'shop', name: 'shop', version: 1, currencies: ['EUR'], languages: ['en', 'de'], createdAt: '2030-01-01T00:00:00.000Z' };
    expect(step('getProjectFetch')).toMatchObject({ status: 200, body: expected });
    expect(step('getProjectSdk')).toMatchObject({ status: 200, body: expected });
  });

  it('updates the Project through the SDK, and answers a stale version with 409', () => {
    expect(step('updateSdk')).toMatchObject({ status: 200, body: { key: 'shop', version: 2, name: 'Browser shop', currencies: ['EUR', 'USD'] } });

    const stale = step('staleUpdateSdk');
    expect(stale.status).toBe(409);
    const message = 'Object shop has a different version than expected. Expected: 1 - Actual: 2.';
    expect(stale.body).toMatchObject({
      statusCode: 409,
      message,
      errors: [{ code: 'ConcurrentModification', message, currentVersion: 2 }],
    });

    // The 409 changed nothing.
    expect(step('getAfterUpdateFetch')).toMatchObject({ status: 200, body: { version: 2, name: 'Browser shop', currencies: ['EUR', 'USD'] } });
  });

  it('creates two Import Containers through the Import API SDK', () => {
    const created = step('createContainers');
    expect(created.map((exchange) => exchange.status)).toEqual([201, 201]);
    expect(created.map((exchange) => exchange.body)).toEqual([
      expect.objectContaining({ key: 'alpha-products', resourceType: 'product', version: 1, createdAt: '2030-01-01T00:00:00.000Z' }),
      expect.objectContaining({ key: 'zeta-prices', resourceType: 'price', version: 1, createdAt: '2030-01-01T00:00:00.000Z' }),
    ]);
    expect(step('events')).toEqual([
      { type: 'ImportContainerCreated', key: 'alpha-products' },
      { type: 'ImportContainerCreated', key: 'zeta-prices' },
    ]);
  });

  it('queries the Import Containers in the order the sort asks for', () => {
    type Page = { limit: number; offset: number; count: number; total: number; results: { key: string }[] };
    const bySdk = step('querySdk');
    expect(bySdk.status).toBe(200);
    const sdkPage = bodyOf<Page>(bySdk);
    expect(sdkPage).toMatchObject({ limit: 20, offset: 0, count: 2, total: 2 });
    expect(sdkPage.results.map((container) => container.key)).toEqual(['zeta-prices', 'alpha-products']);

    const byFetch = step('queryFetch');
    expect(byFetch.status).toBe(200);
    const fetchPage = bodyOf<Page>(byFetch);
    expect(fetchPage).toMatchObject({ limit: 1, offset: 0, count: 1, total: 2 });
    expect(fetchPage.results.map((container) => container.key)).toEqual(['zeta-prices']);
  });

  it('journals every request in the mock that runs inside the page', () => {
    expect(step('journal')).toEqual([
      { operation: 'token', status: 200 },
      { operation: 'getProject', status: 200 },
      { operation: 'token', status: 200 },
      { operation: 'getProject', status: 200 },
      { operation: 'updateProject', status: 200 },
      { operation: 'updateProject', status: 409 },
      { operation: 'getProject', status: 200 },
      { operation: 'token', status: 200 },
      { operation: 'createImportContainer', status: 201 },
      { operation: 'createImportContainer', status: 201 },
      { operation: 'queryImportContainers', status: 200 },
      { operation: 'queryImportContainers', status: 200 },
    ]);
  });
});
