import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createCommercetoolsMock } from 'commercetools-msw';

const ct = createCommercetoolsMock({ now: '2030-01-01T00:00:00.000Z', projects: [{ key: 'shop' }] });
const server = setupServer(...ct.handlers);
beforeAll(() => server.listen());
afterAll(() => server.close());

it('records requests, Import API events and cart deletions', async () => {
  const token = ct.issueToken({ scopes: ['manage_project:shop'] });
  await fetch('https://import.europe-west1.gcp.commercetools.com/shop/import-containers', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: JSON.stringify({ key: 'products', resourceType: 'product' }),
  });
  expect(ct.requests).toMatchObject([
    { operation: 'createImportContainer', method: 'POST', projectKey: 'shop', status: 201, at: '2030-01-01T00:00:00.000Z' },
  ]);
  expect(ct.requests[0]?.authorization).toBe(`Bearer ****${token.slice(-4)}`);

  ct.addSubscription('shop', { key: 'cart-changes', changes: [{ resourceTypeId: 'cart' }] });
  ct.addCart('shop', { id: 'cart-1', lastModifiedAt: '2030-01-01T00:00:00.000Z' }); // deleted after 90 days
  ct.clock.advance(91 * 24 * 3_600_000);
  expect(ct.events.map((event) => event.type)).toEqual(['ImportContainerCreated', 'ImportContainerDeleted', 'SubscriptionDelivery']);
  expect(ct.events.at(-1)).toMatchObject({
    subscriptionKey: 'cart-changes',
    payload: { notificationType: 'ResourceDeleted', resource: { typeId: 'cart', id: 'cart-1' }, modifiedAt: '2030-04-01T00:00:00.000Z' },
  });
});
