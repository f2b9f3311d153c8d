// What plain jest.useFakeTimers() does to a request: it fakes process.nextTick, in which msw 3's
// interception of fetch takes its steps, so the request would never reach the mock's handler and,
// once the test runs the fake clock, would go out to the host. The mock refuses such a fetch
// instead, with the fix in its message. msw 2 answers fetch without those steps. A node:http
// request is not covered and escapes under either. The mock answers here on a loopback server of
// this test, which records whatever reaches it: nothing in this file can reach a commercetools host.
import { afterAll, afterEach, beforeAll, expect, jest, test } from '@jest/globals';
import { createApiBuilderFromCtpClient } from '@commercetools/platform-sdk';
import { ClientBuilder } from '@commercetools/ts-client';
import { createServer, request } from 'node:http';
import { setupServer } from 'msw/node';
import mswManifest from 'msw/package.json' with { type: 'json' };
import { createCommercetoolsMock } from 'commercetools-msw';

const msw3 = Number(mswManifest.version.split('.')[0]) >= 3;
const underMsw3 = msw3 ? test : test.skip;
const underMsw2 = msw3 ? test.skip : test;

const reachedNetwork = [];
const loopback = createServer((req, res) => {
  reachedNetwork.push({ method: req.method, url: req.url, authorization: req.headers.authorization });
  res.end('{"answeredBy":"the network"}');
});
let base;
let ct;
let server;

beforeAll(async () => {
  await new Promise((resolve) => loopback.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${loopback.address().port}`;
  ct = createCommercetoolsMock({
    projects: [{ key: 'shop' }],
    // Only the loopback host: the regional commercetools hosts are not the mock's in this file.
    hosts: { api: [base], auth: [`${base}/auth`], regions: false },
    auth: { clients: [{ clientId: 'jest', clientSecret: 's3cret', scopes: ['manage_project:shop'] }] },
  });
  server = setupServer(...ct.handlers);
  server.listen({ onUnhandledFrame: 'error' });
});
afterEach(() => {
  jest.useRealTimers();
  reachedNetwork.length = 0;
  ct.reset();
});
afterAll(async () => {
  server.close();
  await new Promise((resolve) => loopback.close(resolve));
});

const fixMessage = "jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] })";
const bearer = () => ({ authorization: `Bearer ${ct.issueToken({ scopes: ['manage_project:shop'] })}` });

// Runs the fake clock as a test of delays would, with real waits between the steps (taken before
// any test fakes setTimeout), in which a request in flight can go on.
const realSetTimeout = globalThis.setTimeout;
async function runFakeClock() {
  for (let step = 0; step < 10; step += 1) {
    await jest.advanceTimersByTimeAsync(100);
    await new Promise((resolve) => realSetTimeout(resolve, 20));
  }
}

underMsw3('a fetch to the mock is refused, naming the fix; nothing is sent', async () => {
  jest.useFakeTimers();
  await expect(fetch(`${base}/shop`, { headers: bearer() })).rejects.toThrow(fixMessage);
  await runFakeClock();
  expect(reachedNetwork).toEqual([]);
  expect(ct.requests).toEqual([]);
});

// The official SDK on the loopback host, looking the global fetch up per call (as its default does).
function sdkApi() {
  const httpClient = (input, init) => globalThis.fetch(input, init);
  return createApiBuilderFromCtpClient(
    new ClientBuilder()
      .withClientCredentialsFlow({
        host: `${base}/auth`,
        projectKey: 'shop',
        credentials: { clientId: 'jest', clientSecret: 's3cret' },
        scopes: ['manage_project:shop'],
        httpClient,
      })
      .withHttpMiddleware({ host: base, httpClient })
      .build(),
  ).withProjectKey({ projectKey: 'shop' });
}

underMsw3('the SDK hands the refusal to the application', async () => {
  const api = sdkApi();
  jest.useFakeTimers();
  // The token request meets it first: the SDK rejects with the mock's Error.
  await expect(api.get().execute()).rejects.toThrow(fixMessage);
  jest.useRealTimers();
  await api.get().execute(); // the SDK has a token now
  jest.useFakeTimers();
  // With a token, the request itself meets it: the SDK hands it on as a network error.
  await expect(api.get().execute()).rejects.toMatchObject({ error: { code: 'NetworkError', message: expect.stringContaining(fixMessage) } });
  await runFakeClock();
  expect(reachedNetwork).toEqual([]);
  expect(ct.requests.map((entry) => entry.operation)).toEqual(['token', 'getProject']);
});

underMsw2('msw 2: a fetch reaches the mock all the same', async () => {
  jest.useFakeTimers();
  const response = await fetch(`${base}/shop`, { headers: bearer() });
  expect(response.status).toBe(200);
  expect(ct.requests.map((entry) => entry.operation)).toEqual(['getProject']);
  expect(reachedNetwork).toEqual([]);
});

// Jest's native ESM mode (--experimental-vm-modules) keeps msw from intercepting node:http at all,
// real timers or fake (docs/jest.md, "Fake timers"): both tests below reach the loopback server.
const sendOverNodeHttp = () =>
  new Promise((resolve, reject) => {
    const sent = request(`${base}/shop`, { headers: bearer() }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    sent.on('error', reject);
    sent.end();
  });

test('node:http escapes msw under Jest native ESM even with real timers', async () => {
  expect(await sendOverNodeHttp()).toBe(200);
  expect(reachedNetwork).toEqual([{ method: 'GET', url: '/shop', authorization: expect.stringMatching(/^Bearer /) }]);
  expect(ct.requests).toEqual([]);
});

test('node:http is not guarded: under fake nextTick its request escapes msw', async () => {
  jest.useFakeTimers();
  const answered = new Promise((resolve, reject) => {
    const sent = request(`${base}/shop`, { headers: bearer() }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    sent.on('error', reject);
    sent.end();
  });
  await runFakeClock();
  expect(await answered).toBe(200);
  // The loopback server answered, with the bearer token the request carried; the mock never saw it.
  expect(reachedNetwork).toEqual([{ method: 'GET', url: '/shop', authorization: expect.stringMatching(/^Bearer /) }]);
  expect(ct.requests).toEqual([]);
});

// Jest fakes setImmediate and queueMicrotask too unless told not to; with only nextTick real, msw 3
// intercepts all the same, and the mock has no reason to refuse (docs/jest.md, "Fake timers").
underMsw3('with only nextTick real (setImmediate and queueMicrotask faked), the mock answers a fetch', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick'] });
  expect(Object.hasOwn(globalThis.setImmediate, 'clock')).toBe(true);
  expect(Object.hasOwn(globalThis.queueMicrotask, 'clock')).toBe(true);
  const response = await fetch(`${base}/shop`, { headers: bearer() });
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ key: 'shop' });
  await runFakeClock();
  expect(ct.requests.map((entry) => entry.operation)).toEqual(['getProject']);
  expect(reachedNetwork).toEqual([]);
});

underMsw3('with only nextTick real, the mock answers the SDK, its token request first', async () => {
  const api = sdkApi();
  jest.useFakeTimers({ doNotFake: ['nextTick'] });
  const answer = await api.get().execute();
  expect(answer.statusCode).toBe(200);
  expect(answer.body).toMatchObject({ key: 'shop' });
  await runFakeClock();
  expect(ct.requests.map((entry) => entry.operation)).toEqual(['token', 'getProject']);
  expect(reachedNetwork).toEqual([]);
});

test('the recipe: with nextTick and setImmediate real, the mock answers', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] });
  const response = await fetch(`${base}/shop`, { headers: bearer() });
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ key: 'shop' });
  expect(ct.requests.map((entry) => entry.operation)).toEqual(['getProject']);
  expect(reachedNetwork).toEqual([]);
});
