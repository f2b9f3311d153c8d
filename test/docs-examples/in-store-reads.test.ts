import { createApiBuilderFromCtpClient } from '@commercetools/platform-sdk';
import { ClientBuilder } from '@commercetools/ts-client';
import { expect, it } from 'vitest';
import { createCommercetoolsMock } from 'commercetools-msw';

// Two Stores, declared as resources, as orders that name them need; an order in each.
const ct = createCommercetoolsMock({
  projects: [{ key: 'shop', currencies: ['EUR'] }],
  resources: { shop: [{ typeId: 'store', key: 'berlin' }, { typeId: 'store', key: 'munich' }] },
});
const order = (orderNumber: string, store: string) => ({
  typeId: 'order',
  key: orderNumber,
  orderNumber,
  totalPrice: { type: 'centPrecision', centAmount: 4900, currencyCode: 'EUR' },
  store: { typeId: 'store', key: store },
});
await ct.addResource('shop', order('b-1', 'berlin'));
await ct.addResource('shop', order('m-1', 'munich'));

// The Berlin storefront's API client: its scope is bound to the Berlin Store.
const token = ct.issueToken({ scopes: ['view_orders:shop:berlin'] });
const api = createApiBuilderFromCtpClient(
  new ClientBuilder()
    .withExistingTokenFlow(`Bearer ${token}`, { force: true })
    .withHttpMiddleware({ host: 'https://api.europe-west1.gcp.commercetools.com', httpClient: ct.fetch })
    .build(),
).withProjectKey({ projectKey: 'shop' });

it("reads its Store's orders, and no other's", async () => {
  const berlin = api.inStoreKeyWithStoreKeyValue({ storeKey: 'berlin' });
  const { body: page } = await berlin.orders().get().execute();
  expect(page.results.map((found) => found.orderNumber)).toEqual(['b-1']);
  const { body: one } = await berlin.orders().withOrderNumber({ orderNumber: 'b-1' }).get().execute();
  expect(one.store).toEqual({ typeId: 'store', key: 'berlin' });

  // Munich's endpoints, and the global ones, need a scope the token does not hold.
  await expect(api.inStoreKeyWithStoreKeyValue({ storeKey: 'munich' }).orders().get().execute()).rejects.toMatchObject({ statusCode: 403 });
  await expect(api.orders().get().execute()).rejects.toMatchObject({ statusCode: 403 });
});
