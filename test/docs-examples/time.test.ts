import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createCommercetoolsMock } from 'commercetools-msw';

const ct = createCommercetoolsMock({
  now: '2030-01-01T00:00:00.000Z', // every stamp is reproducible
  projects: [{ key: 'shop' }],
  indexingDurationMs: 5 * 60_000,
  eventualConsistency: { delayMs: 60_000 },
  auth: false,
});
const server = setupServer(...ct.handlers);
beforeAll(() => server.listen());
afterAll(() => server.close());

const api = 'https://api.europe-west1.gcp.commercetools.com/shop';
const update = (version: number, actions: unknown[]) => fetch(api, { method: 'POST', body: JSON.stringify({ version, actions }) });
const get = async () => (await (await fetch(api)).json()) as { version: number; searchIndexing: { productsSearch: { status: string } } };

it('reads stale state for a minute, then indexing completes on the clock', async () => {
  await update(1, [{ action: 'changeProductSearchIndexingEnabled', enabled: true, mode: 'ProductsSearch' }]);
  expect((await get()).version).toBe(1); // eventual consistency: the previous state for a minute

  ct.clock.advance(60_000);
  expect((await get()).searchIndexing.productsSearch.status).toBe('Indexing');

  ct.clock.advance(4 * 60_000);
  expect((await get()).searchIndexing.productsSearch.status).toBe('Activated');
});
