import type { Category, Product } from '@commercetools/platform-sdk';
import { Category as CategoryBuilder } from '@commercetools-test-data/category';
import { ProductType } from '@commercetools-test-data/product-type';
import { expect, it } from 'vitest';
import { createCommercetoolsMock, type CommercetoolsMock } from 'commercetools-msw';

const api = 'https://api.europe-west1.gcp.commercetools.com/shop';
const mock = () => createCommercetoolsMock({ now: '2030-01-01T00:00:00.000Z', projects: [{ key: 'shop', languages: ['en', 'de', 'fr'] }], auth: false });
const read = <T>(ct: CommercetoolsMock, path: string) => ct.fetch(`${api}/${path}`).then((reply) => reply.json() as Promise<T>);

it('seeds resources as the official test-data builders build them', async () => {
  const ct = mock();
  const shirt = ProductType.random().key('shirt').buildRest(); // random id, version, attributes...
  const men = CategoryBuilder.random().key('men').buildRest(); // nulls for what it leaves out
  await ct.addResource('shop', { ...shirt, typeId: 'product-type' });
  await ct.addResource('shop', { ...men, typeId: 'category' });

  const category = await read<Category>(ct, `categories/${men.id}`); // found by the builder's id
  expect(category).toMatchObject({ id: men.id, version: men.version, key: 'men', name: men.name, slug: men.slug });
  expect(category).not.toHaveProperty('parent'); // parent: null is a category without one
});

it("declares in one mock what another mock's GET showed", async () => {
  const first = mock();
  await first.addResource('shop', { ...ProductType.random().key('shirt').attributes([]).buildRest(), typeId: 'product-type' });
  await first.addResource('shop', {
    typeId: 'product',
    key: 'oxford',
    name: { en: 'Oxford' },
    slug: { en: 'oxford' },
    productType: { typeId: 'product-type', key: 'shirt' },
    masterVariant: { key: 'oxford-1', sku: 'OXFORD-1', prices: [{ key: 'eur', value: { type: 'centPrecision', centAmount: 4900, currencyCode: 'EUR' } }] },
    publish: true,
  });
  const productType = await read<Record<string, unknown>>(first, 'product-types/key=shirt');
  const product = await read<Product>(first, 'products/key=oxford');

  const second = mock();
  await second.addResource('shop', { ...productType, typeId: 'product-type' }); // what the product names by id comes first
  await second.addResource('shop', { ...product, typeId: 'product' });
  expect(await read<Product>(second, `products/${product.id}`)).toEqual(product); // ids, version, times, price ids as shown
});
