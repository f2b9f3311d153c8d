import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createCommercetoolsMock } from 'commercetools-msw';

// 'new-shop' is created at the mock's clock; 'old-shop' on the day of its createdAt.
const ct = createCommercetoolsMock({
  now: '2030-01-01T00:00:00.000Z',
  projects: [{ key: 'new-shop' }, { key: 'old-shop', createdAt: '2026-08-31T00:00:00.000Z' }],
  auth: false,
});
const server = setupServer(...ct.handlers);
beforeAll(() => server.listen());
afterAll(() => server.close());

const enable = (projectKey: string, mode?: 'ProductsSearch') =>
  fetch(`https://api.europe-west1.gcp.commercetools.com/${projectKey}`, {
    method: 'POST',
    body: JSON.stringify({ version: 1, actions: [{ action: 'changeProductSearchIndexingEnabled', enabled: true, mode }] }),
  });

it('closes Product Projection Search to Projects created after 31 August 2026', async () => {
  expect((await enable('new-shop')).status).toBe(400); // InvalidOperation
  expect((await enable('new-shop', 'ProductsSearch')).status).toBe(200); // Product Search is open to every Project
  expect((await enable('old-shop')).status).toBe(200); // created by 31 August 2026: the old behaviour
});
