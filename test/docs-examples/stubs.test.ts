import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { createCommercetoolsMock } from 'commercetools-msw';

const ct = createCommercetoolsMock({ projects: [{ key: 'shop' }], auth: false });
const api = 'https://api.europe-west1.gcp.commercetools.com';
// Your own handlers come first: the mock's answer every request to its hosts.
const server = setupServer(
  http.get(`${api}/shop/shopping-lists`, () => HttpResponse.json({ results: [] })),
  ...ct.handlers,
);
beforeAll(() => server.listen());
afterEach(() => ct.reset()); // also removes the stubs
afterAll(() => server.close());

it('answers what it does not model with a 501, or with a stub', async () => {
  const carts = await fetch(`${api}/shop/carts`);
  expect(carts.status).toBe(501); // NotModelledByMock: GET /shop/carts never reached commercetools

  const stub = await ct.stub({ method: 'GET', path: '/shop/carts/*', status: 200, body: { id: 'p1', version: 1 } });
  const product = await fetch(`${api}/shop/carts/p1`, { headers: { 'X-Correlation-ID': 'my-test-1' } });
  expect(await product.json()).toEqual({ id: 'p1', version: 1 });
  expect(product.headers.get('x-correlation-id')).toBe('my-test-1'); // echoed, as the platform does
  expect(stub.hits).toBe(1);

  expect(ct.requests.map((entry) => [entry.operation, entry.status])).toEqual([['unmodelled', 501], ['stub', 200]]);
  expect(ct.requests.filter((entry) => entry.correlationId === 'my-test-1')).toHaveLength(1);
  expect((await fetch(`${api}/shop/shopping-lists`)).status).toBe(200); // your handler's, not journaled
});
