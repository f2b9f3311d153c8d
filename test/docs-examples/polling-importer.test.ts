import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { createCommercetoolsMock } from 'commercetools-msw';

// The code under test: it imports, then polls the operation every 2 s until the platform is done.
const importApi = 'https://import.europe-west1.gcp.commercetools.com/shop';
async function importCategory(key: string): Promise<string> {
  const sent = await fetch(`${importApi}/categories/import-containers/catalog`, {
    method: 'POST',
    body: JSON.stringify({ type: 'category', resources: [{ key, name: { en: key }, slug: { en: key } }] }),
  });
  const { operationStatus } = (await sent.json()) as { operationStatus: { operationId: string }[] };
  for (;;) {
    const polled = await fetch(`${importApi}/import-operations/${operationStatus[0]!.operationId}`);
    const { state } = (await polled.json()) as { state: string };
    if (state !== 'processing') return state;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

// The mock's clock follows Date.now(), which the fake timers below drive: no real waiting.
const ct = createCommercetoolsMock({
  projects: [{ key: 'shop' }],
  auth: false,
  clock: 'real',
  importProcessingMs: 5000, // the default: each operation is done 5 s after it was sent
  importContainers: { shop: [{ key: 'catalog' }] },
});
const server = setupServer(...ct.handlers);
beforeAll(() => server.listen());
afterEach(() => vi.useRealTimers());
afterAll(() => server.close());

it('polls until the operation is imported', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] }); // the importer's waits, and the time both read
  let state: string | undefined;
  void importCategory('shirts').then((done) => (state = done));
  // Each step runs the waits due by then and moves the mock's clock alike; setImmediate, which
  // stays real, lets a request in flight finish between steps.
  while (state === undefined) {
    await vi.advanceTimersByTimeAsync(500);
    await new Promise((resolve) => setImmediate(resolve));
  }
  expect(state).toBe('imported');
});
