import type { Category, Product, ProductType } from '@commercetools/platform-sdk';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createCommercetoolsMock } from 'commercetools-msw';
import { createFactories } from 'commercetools-msw/factories';

const ct = createCommercetoolsMock({ now: '2030-01-01T00:00:00.000Z', projects: [{ key: 'shop', currencies: ['EUR', 'USD'] }], auth: false });
const server = setupServer(...ct.handlers);
beforeAll(() => server.listen());
afterAll(() => server.close());

const importApi = 'https://import.europe-west1.gcp.commercetools.com/shop';
const read = <T>(path: string) => fetch(`https://api.europe-west1.gcp.commercetools.com/shop/${path}`).then((reply) => reply.json() as Promise<T>);

it('imports a built catalogue whole and reads it back', async () => {
  const { productType, categories, products, requests } = createFactories({ seed: 42 }).catalog({ products: 8, currencies: ['EUR', 'USD'] });
  await fetch(`${importApi}/import-containers`, { method: 'POST', body: JSON.stringify({ key: 'catalog' }) });
  for (const { segment, body } of requests) {
    await fetch(`${importApi}/${segment}/import-containers/catalog`, { method: 'POST', body: JSON.stringify(body) });
  }
  ct.clock.advance(5000); // the default importProcessingMs: every operation is imported now

  const summary = await fetch(`${importApi}/import-containers/catalog/import-summaries`).then((reply) => reply.json() as Promise<unknown>);
  expect(summary).toMatchObject({ states: { imported: 1 + categories.length + products.length } });

  const [first] = products;
  const product = await read<Product>(`products/key=${first?.key}`);
  expect(product.masterData.published).toBe(true);
  expect(product.masterData.current.masterVariant).toMatchObject({
    id: 1,
    sku: first?.masterVariant?.sku,
    prices: [{ value: { currencyCode: 'EUR' } }, { value: { currencyCode: 'USD' } }],
    attributes: expect.arrayContaining([{ name: 'size', value: { key: expect.any(String), label: expect.any(String) } }]),
  });
  const type = await read<ProductType>(`product-types/key=${productType.key}`);
  expect(product.productType).toEqual({ typeId: 'product-type', id: type.id });

  const child = categories.find((category) => category.parent);
  const category = await read<Category>(`categories/key=${child?.key}`);
  expect(category.ancestors.length).toBeGreaterThan(0);
});
