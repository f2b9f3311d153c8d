import { createApiBuilderFromCtpClient as importApi } from '@commercetools/importapi-sdk';
import { createApiBuilderFromCtpClient as platformApi } from '@commercetools/platform-sdk';
import { ClientBuilder } from '@commercetools/ts-client';
import { expect, it } from 'vitest';
import { createCommercetoolsMock } from 'commercetools-msw';

const ct = createCommercetoolsMock({ now: '2030-01-01T00:00:00.000Z', projects: [{ key: 'shop', currencies: ['EUR'], languages: ['en', 'de'] }] });
ct.addImportContainer('shop', { key: 'catalog' });

const client = (host: string, scopes: string[]) =>
  new ClientBuilder()
    .withClientCredentialsFlow({
      host: 'https://auth.europe-west1.gcp.commercetools.com',
      projectKey: 'shop',
      credentials: { clientId: 'importer', clientSecret: 'secret' },
      scopes,
      httpClient: ct.fetch,
    })
    .withHttpMiddleware({ host, httpClient: ct.fetch })
    .build();
const imports = importApi(client('https://import.europe-west1.gcp.commercetools.com', ['manage_products:shop'])).withProjectKeyValue({ projectKey: 'shop' });
const api = platformApi(client('https://api.europe-west1.gcp.commercetools.com', ['view_products:shop'])).withProjectKey({ projectKey: 'shop' });
const into = { importContainerKey: 'catalog' };

// The importer's check after a run: every key it sent, read back in one GraphQL request.
const readBack = 'query ReadBack($where: String) { products(where: $where, sort: ["key asc"]) { total results { key productType { key } masterData { published current { name(locale: "en") nameAllLocales { locale value } masterVariant { sku prices { value { centAmount currencyCode } } } } } } } }';

it('reads back through GraphQL what an importer imported', async () => {
  await imports.productTypes().importContainers().withImportContainerKeyValue(into).post({
    body: { type: 'product-type', resources: [{ key: 'shirt', name: 'Shirt', description: 'Shirts', attributes: [] }] },
  }).execute();
  const shirt = (key: string, name: string, sku: string) => ({
    key,
    name: { en: name, de: `${name}-Hemd` },
    slug: { en: key },
    productType: { typeId: 'product-type' as const, key: 'shirt' },
    publish: true,
    masterVariant: { key: sku.toLowerCase(), sku, prices: [{ key: `${sku}-eur`, value: { type: 'centPrecision' as const, centAmount: 4900, currencyCode: 'EUR' } }] },
  });
  await imports.productDrafts().importContainers().withImportContainerKeyValue(into).post({
    body: { type: 'product-draft', resources: [shirt('oxford', 'Oxford', 'OXFORD-1'), shirt('polo', 'Polo', 'POLO-1')] },
  }).execute();

  ct.clock.advance(5000); // the mock's processing time: the operations are imported now

  const { body } = await api.graphql().post({ body: { query: readBack, variables: { where: 'key in ("oxford", "polo", "henley")' } } }).execute();
  expect(body.errors).toBeUndefined();
  expect(body.data.products.total).toBe(2); // henley was never imported
  expect(body.data.products.results[0]).toEqual({
    key: 'oxford',
    productType: { key: 'shirt' },
    masterData: {
      published: true,
      current: {
        name: 'Oxford',
        nameAllLocales: [{ locale: 'en', value: 'Oxford' }, { locale: 'de', value: 'Oxford-Hemd' }],
        masterVariant: { sku: 'OXFORD-1', prices: [{ value: { centAmount: 4900, currencyCode: 'EUR' } }] },
      },
    },
  });
});
