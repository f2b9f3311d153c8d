// One Jest suite past set-up (docs/jest.md shows it verbatim): application code on the official
// SDK, injected faults, a delay under fake timers, and the journal. Native ESM, so `jest` comes
// from @jest/globals (it is no global in an ES module); the other globals are imported too, to
// keep the file explicit.
import { afterAll, afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { createApiBuilderFromCtpClient } from '@commercetools/platform-sdk';
import { ClientBuilder } from '@commercetools/ts-client';
import { setupServer } from 'msw/node';
import { createCommercetoolsMock } from 'commercetools-msw';

const ct = createCommercetoolsMock({
  projects: [{ key: 'shop', currencies: ['EUR'], languages: ['en'] }],
  auth: { clients: [{ clientId: 'screen', clientSecret: 's3cret', scopes: ['manage_project:shop'] }] },
});
const server = setupServer(...ct.handlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' })); // msw 2: onUnhandledRequest
afterEach(() => {
  jest.useRealTimers();
  ct.reset();
});
afterAll(() => server.close());

// msw replaces globalThis.fetch when the server starts listening: the SDK must look it up per call.
const httpClient = (input, init) => globalThis.fetch(input, init);
const api = createApiBuilderFromCtpClient(
  new ClientBuilder()
    .withClientCredentialsFlow({
      host: 'https://auth.europe-west1.gcp.commercetools.com',
      projectKey: 'shop',
      credentials: { clientId: 'screen', clientSecret: 's3cret' },
      scopes: ['manage_project:shop'],
      httpClient,
    })
    .withHttpMiddleware({ host: 'https://api.europe-west1.gcp.commercetools.com', httpClient })
    .build(),
).withProjectKey({ projectKey: 'shop' });

// The application code under test: what a settings screen does when the user renames the shop.
async function renameShop(version, name) {
  try {
    const { body } = await api.post({ body: { version, actions: [{ action: 'changeName', name }] } }).execute();
    return { saved: body.version };
  } catch (error) {
    // An HTTP error: the SDK rejects with the platform's body, its statusCode and its errors.
    if (error.statusCode === 409) return { conflict: error.body.errors[0].currentVersion };
    // A network error: a plain object (no Error), whose `error` says what failed; no statusCode.
    if (error.error?.code === 'NetworkError') return { offline: error.error.message };
    throw error;
  }
}

test("saves the new name, and the journal shows the SDK's requests", async () => {
  expect(await renameShop(1, 'Jest Shop')).toEqual({ saved: 2 });
  expect(ct.getProject('shop')).toMatchObject({ name: 'Jest Shop', version: 2 });
  expect(ct.requests.map((entry) => [entry.operation, entry.status])).toEqual([
    ['token', 200],
    ['updateProject', 200],
  ]);
});

test('a stale version: the screen reads errors[0].currentVersion', async () => {
  await renameShop(1, 'Saved elsewhere');
  expect(await renameShop(1, 'Too late')).toEqual({ conflict: 2 });
});

describe('injected faults', () => {
  test("a 503: the SDK rejects with the platform's error body", async () => {
    ct.inject({ operation: 'getProject', status: 503, times: 1 });
    await expect(api.get().execute()).rejects.toMatchObject({
      statusCode: 503,
      body: { statusCode: 503, errors: [{ code: 'General' }] },
    });
    await expect(api.get().execute()).resolves.toMatchObject({ statusCode: 200 });
    expect(ct.requests.filter((entry) => entry.operation === 'getProject').map((entry) => entry.faulted)).toEqual([true, false]);
  });

  test('a network error: no statusCode, error.error.code is NetworkError', async () => {
    ct.inject({ operation: 'getProject', networkError: true, times: 1 });
    const error = await api.get().execute().catch((rejection) => rejection);
    expect(error).not.toBeInstanceOf(Error);
    expect(error.statusCode).toBeUndefined();
    expect(error).toMatchObject({ body: null, error: { name: 'NetworkError', code: 'NetworkError', statusCode: 0 } });

    ct.inject({ operation: 'updateProject', networkError: true, times: 1 });
    // The message is fetch's own: 'fetch failed' under msw 3, 'Failed to fetch' under msw 2.
    expect(await renameShop(1, 'Offline')).toEqual({ offline: expect.stringMatching(/fetch/i) });
    expect(ct.getProject('shop')?.version).toBe(1); // nothing was applied
  });
});

test('a delay under fake timers: nextTick and setImmediate stay real', async () => {
  // msw 3 intercepts fetch in steps scheduled with process.nextTick: faked, a request would not
  // reach the mock (the mock refuses it instead, naming this fix). setImmediate stays real as msw's
  // docs say. setTimeout, which the delay uses, is fake.
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] });
  ct.inject({ operation: 'getProject', delayMs: 5000, times: 1 });
  let answered = false;
  const pending = api.get().execute().then(() => (answered = true));
  // The request reaches the mock over real turns of the event loop (the token request first):
  // wait for the delay's timer before moving the clock, with the setImmediate that stays real.
  while (jest.getTimerCount() === 0) await new Promise((resolve) => setImmediate(resolve));
  await jest.advanceTimersByTimeAsync(4999);
  expect(answered).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  await pending;
  expect(answered).toBe(true);
  // The token request comes only if an earlier test has not got one: the SDK keeps its token.
  expect(ct.requests.filter((entry) => entry.operation !== 'token').map((entry) => [entry.operation, entry.status])).toEqual([['getProject', 200]]);
});
