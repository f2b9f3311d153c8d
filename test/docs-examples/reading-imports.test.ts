import { createApiBuilderFromCtpClient as importApi, type AttributeDefinition } from '@commercetools/importapi-sdk';
import { createApiBuilderFromCtpClient as platformApi } from '@commercetools/platform-sdk';
import { ClientBuilder } from '@commercetools/ts-client';
import { expect, it } from 'vitest';
import { createCommercetoolsMock } from 'commercetools-msw';
import { createFactories, type CatalogRequest } from 'commercetools-msw/factories';

const ct = createCommercetoolsMock({ now: '2030-01-01T00:00:00.000Z', projects: [{ key: 'shop', currencies: ['EUR'] }] });
ct.addImportContainer('shop', { key: 'catalog' });

// One client per host, each answered by the mock through ct.fetch (msw's setupServer works too).
const client = (host: string) =>
  new ClientBuilder()
    .withClientCredentialsFlow({
      host: 'https://auth.europe-west1.gcp.commercetools.com',
      projectKey: 'shop',
      credentials: { clientId: 'importer', clientSecret: 'secret' },
      httpClient: ct.fetch,
    })
    .withHttpMiddleware({ host, httpClient: ct.fetch })
    .build();
const imports = importApi(client('https://import.europe-west1.gcp.commercetools.com')).withProjectKeyValue({ projectKey: 'shop' });
const api = platformApi(client('https://api.europe-west1.gcp.commercetools.com')).withProjectKey({ projectKey: 'shop' });
const catalog = { importContainerKey: 'catalog' };

it('reads back what the importer imported', async () => {
  const color: AttributeDefinition = { name: 'color', label: { en: 'Color' }, isRequired: true, type: { name: 'enum', values: [{ key: 'red', label: 'Red' }] } };
  await imports.productTypes().importContainers().withImportContainerKeyValue(catalog).post({
    body: { type: 'product-type', resources: [{ key: 'shirt', name: 'Shirt', description: 'Shirts', attributes: [color] }] },
  }).execute();
  await imports.productDrafts().importContainers().withImportContainerKeyValue(catalog).post({
    body: {
      type: 'product-draft',
      resources: [{
        key: 'oxford',
        name: { en: 'Oxford shirt' },
        slug: { en: 'oxford-shirt' },
        productType: { typeId: 'product-type', key: 'shirt' },
        publish: true,
        masterVariant: {
          key: 'oxford-red',
          sku: 'OXFORD-RED',
          prices: [{ key: 'oxford-red-eur', value: { type: 'centPrecision', centAmount: 4900, currencyCode: 'EUR' } }],
          attributes: [{ name: 'color', type: 'enum', value: 'red' }],
        },
      }],
    },
  }).execute();

  ct.clock.advance(5000); // the mock's processing time: both operations are imported now

  const { body: product } = await api.products().withKey({ key: 'oxford' }).get().execute();
  const { body: shirt } = await api.productTypes().withKey({ key: 'shirt' }).get().execute();
  expect(product.productType).toEqual({ typeId: 'product-type', id: shirt.id });
  expect(product.masterData.published).toBe(true);
  expect(product.masterData.current.masterVariant).toMatchObject({
    id: 1,
    sku: 'OXFORD-RED',
    prices: [{ value: { centAmount: 4900, currencyCode: 'EUR', fractionDigits: 2 } }],
    attributes: [{ name: 'color', value: { key: 'red', label: 'Red' } }],
  });
  const { body: page } = await api.products().get({ queryArgs: { where: 'masterData(current(masterVariant(sku = "OXFORD-RED")))' } }).execute();
  expect(page.results.map((found) => found.key)).toEqual(['oxford']);
});

// f.catalog() builds a product type, categories and published products that import whole.
const post = ({ segment, body }: CatalogRequest) => {
  const into = { importContainerKey: 'catalog' };
  switch (segment) {
    case 'product-types': return imports.productTypes().importContainers().withImportContainerKeyValue(into).post({ body }).execute();
    case 'categories': return imports.categories().importContainers().withImportContainerKeyValue(into).post({ body }).execute();
    case 'product-drafts': return imports.productDrafts().importContainers().withImportContainerKeyValue(into).post({ body }).execute();
  }
};

it('reads back a catalogue built by the factories', async () => {
  const { products, requests } = createFactories({ seed: 7 }).catalog({ products: 3, currencies: ['EUR'] });
  for (const request of requests) await post(request);
  ct.clock.advance(5000);

  const keys = products.map((product) => JSON.stringify(product.key)).join(', ');
  const { body: page } = await api.productProjections().get({ queryArgs: { where: `key in (${keys})` } }).execute();
  expect(page.results.map((projection) => projection.key)).toEqual(products.map((product) => product.key)); // all published
  const [first] = products;
  const { body: product } = await api.products().withKey({ key: first?.key ?? '' }).get().execute();
  const { body: category } = await api.categories().withKey({ key: first?.categories?.[0]?.key ?? '' }).get().execute();
  expect(product.masterData.current.categories).toContainEqual({ typeId: 'category', id: category.id });
});
