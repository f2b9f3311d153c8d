import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { createCommercetoolsMock } from 'commercetools-msw';

const ct = createCommercetoolsMock({ projects: [{ key: 'shop' }], auth: false });
const server = setupServer(...ct.handlers);
beforeAll(() => server.listen());
afterEach(() => {
  vi.useRealTimers();
  ct.reset();
});
afterAll(() => server.close());

const url = 'https://import.europe-west1.gcp.commercetools.com/shop/import-containers';

it('waits with real timers', async () => {
  ct.inject({ operation: 'queryImportContainers', delayMs: 50 });
  const started = performance.now();
  await fetch(url);
  expect(performance.now() - started).toBeGreaterThanOrEqual(45);
});

it('waits for fake timers to move', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout'] }); // the delay is a setTimeout, looked up per request
  ct.inject({ operation: 'queryImportContainers', delayMs: 300 });
  let done = false;
  const pending = fetch(url).then(() => (done = true));
  await vi.advanceTimersByTimeAsync(299);
  expect(done).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  await pending;
  expect(done).toBe(true);
});
