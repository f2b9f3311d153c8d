import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { createCommercetoolsMock } from '../../src/index.js';
import { STRICT_LISTEN } from '../support/listen-options.js';

// msw 3 intercepts fetch at the socket, in steps it schedules with process.nextTick: faked, a
// request to the mock never reaches its handler (it hangs, and goes out once the fake clock runs).
// Reading ct.handlers puts a check in front of the global fetch that refuses such a request,
// naming the fix. examples/jest shows the same under Jest, and what escapes over node:http.

const ct = createCommercetoolsMock({ projects: [{ key: 'shop' }], auth: false });
const server = setupServer(...ct.handlers);
beforeAll(() => server.listen(STRICT_LISTEN));
afterEach(() => {
  vi.useRealTimers();
  ct.reset();
});
afterAll(() => server.close());

const api = 'https://api.europe-west1.gcp.commercetools.com';

/**
 * Vitest's fake timers with process.nextTick among them. Vitest refuses to fake nextTick in a
 * child process (its default pool, forks), where its own messages go through it; the guard
 * looks at nothing but the fake, so it is installed as the threads pool would, for one request.
 */
function fakeNextTick(): void {
  const send = process.send;
  process.send = undefined;
  try {
    vi.useFakeTimers({ toFake: ['nextTick', 'setTimeout'] });
  } finally {
    process.send = send;
  }
}

// Vitest's default fakes setImmediate, with nextTick and queueMicrotask real: msw 3 answers, so the
// guard must not refuse on a faked setImmediate (examples/jest shows the same under Jest).
it("answers under Vitest's default fake timers, which fake setImmediate and leave nextTick real", async () => {
  vi.useFakeTimers();
  expect(Object.hasOwn(globalThis.setImmediate, 'clock')).toBe(true);
  expect(Object.hasOwn(process.nextTick, 'clock')).toBe(false);
  const response = await fetch(`${api}/shop`);
  expect(response.status).toBe(200);
  expect(ct.requests.map((entry) => entry.operation)).toEqual(['getProject']);
});

it('refuses a fetch to the mock while nextTick is faked, naming the fix, and journals nothing', async () => {
  fakeNextTick();
  const sent = fetch(`${api}/shop`, { method: 'POST', body: '{}' });
  vi.useRealTimers();
  await expect(sent).rejects.toThrow(
    "commercetools-msw: POST https://api.europe-west1.gcp.commercetools.com/shop was not sent. process.nextTick is faked (jest.useFakeTimers() fakes it unless told not to), and msw 3 cannot intercept a request then: it hangs, or reaches the real host once the fake clock runs. Leave it real: jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] }), or with Vitest vi.useFakeTimers() without 'nextTick' in toFake.",
  );
  expect(ct.requests).toEqual([]);
  expect((await fetch(`${api}/shop`)).status).toBe(200);
});

it('names the method and URL of a Request given, without its query', async () => {
  fakeNextTick();
  const sent = fetch(new Request(`${api}/shop/import-containers?limit=1`, { method: 'DELETE' }));
  vi.useRealTimers();
  await expect(sent).rejects.toThrow(`DELETE ${api}/shop/import-containers was not sent`);
});

it('leaves a fetch to another host alone', async () => {
  const inner = vi.fn(async () => new Response('elsewhere'));
  const guarded = globalThis.fetch;
  vi.stubGlobal('fetch', inner);
  // A mock read now wraps the stub: the guard in front of it is the one this test calls.
  void createCommercetoolsMock({ auth: false }).handlers;
  const outer = globalThis.fetch;
  expect(outer).not.toBe(inner);
  fakeNextTick();
  const answer = outer('https://example.com/shop');
  vi.useRealTimers();
  expect(await (await answer).text()).toBe('elsewhere');
  expect(inner).toHaveBeenCalledWith('https://example.com/shop', undefined);
  vi.unstubAllGlobals();
  expect(globalThis.fetch).toBe(guarded);
});

it('adds no layer to the global fetch for each further mock', () => {
  // The first guard went in before server.listen, under msw's fetch, which cannot be seen through:
  // a mock read now may put one more on top of it, and no mock after adds another.
  void createCommercetoolsMock({ auth: false }).handlers;
  const settled = globalThis.fetch;
  for (let i = 0; i < 3; i += 1) void createCommercetoolsMock({ auth: false, hosts: { api: [`https://mock-${i}.test`] } }).handlers;
  void ct.handlers;
  expect(globalThis.fetch).toBe(settled);
});

it('refuses on the hosts of every mock whose handlers were read', async () => {
  void createCommercetoolsMock({ auth: false, hosts: { api: ['http://127.0.0.1:9/ct'], regions: false } }).handlers;
  fakeNextTick();
  const sent = fetch('http://127.0.0.1:9/ct/shop?where=x');
  vi.useRealTimers();
  await expect(sent).rejects.toThrow('GET http://127.0.0.1:9/ct/shop was not sent');
});
