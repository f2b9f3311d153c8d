import { createApiBuilderFromCtpClient as importApi } from '@commercetools/importapi-sdk';
import { createApiBuilderFromCtpClient as platformApi } from '@commercetools/platform-sdk';
import { ClientBuilder } from '@commercetools/ts-client';
import { expect, it } from 'vitest';
import { createCommercetoolsMock } from 'commercetools-msw';

const ct = createCommercetoolsMock({ now: '2030-01-01T00:00:00.000Z', projects: [{ key: 'shop', currencies: ['EUR'] }] });
ct.addImportContainer('shop', { key: 'catalog' });

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
const into = { importContainerKey: 'catalog' };

it('imports a product first and its variants and prices after it, as the platform does', async () => {
  await imports.productTypes().importContainers().withImportContainerKeyValue(into).post({
    body: {
      type: 'product-type',
      resources: [{
        key: 'shirt',
        name: 'Shirt',
        description: 'Shirts',
        attributes: [{ name: 'color', label: { en: 'Color' }, isRequired: true, type: { name: 'enum', values: [{ key: 'red', label: 'Red' }, { key: 'blue', label: 'Blue' }] } }],
      }],
    },
  }).execute();
  ct.clock.advance(5000);

  // The product alone: its product type requires a variant attribute, so it waits for a master variant.
  const { body: sent } = await imports.products().importContainers().withImportContainerKeyValue(into).post({
    body: { type: 'product', resources: [{ key: 'oxford', name: { en: 'Oxford' }, slug: { en: 'oxford' }, productType: { typeId: 'product-type', key: 'shirt' }, publish: true }] },
  }).execute();
  ct.clock.advance(5000);
  const id = sent.operationStatus[0]!.operationId!;
  expect((await imports.importOperations().withIdValue({ id }).get().execute()).body.state).toBe('waitForMasterVariant');

  // Its first variant brings the master variant: both import.
  await imports.productVariants().importContainers().withImportContainerKeyValue(into).post({
    body: {
      type: 'product-variant',
      resources: [
        { key: 'oxford-red', sku: 'OX-RED', isMasterVariant: true, attributes: [{ name: 'color', type: 'enum', value: 'red' }], product: { typeId: 'product', key: 'oxford' } },
        { key: 'oxford-blue', sku: 'OX-BLUE', isMasterVariant: false, attributes: [{ name: 'color', type: 'enum', value: 'blue' }], product: { typeId: 'product', key: 'oxford' } },
      ],
    },
  }).execute();
  ct.clock.advance(5000);
  expect((await imports.importOperations().withIdValue({ id }).get().execute()).body).toMatchObject({ state: 'imported', resourceVersion: 1 });

  // A price goes to the staged data; staged: false puts it in the published (current) data too.
  await imports.prices().importContainers().withImportContainerKeyValue(into).post({
    body: {
      type: 'price',
      resources: [{
        key: 'oxford-red-eur',
        value: { type: 'centPrecision', centAmount: 4900, currencyCode: 'EUR' },
        product: { typeId: 'product', key: 'oxford' },
        productVariant: { typeId: 'product-variant', key: 'oxford-red' },
        staged: false,
      }],
    },
  }).execute();
  ct.clock.advance(5000);

  const { body: product } = await api.products().withKey({ key: 'oxford' }).get().execute();
  expect(product.version).toBe(3); // the product with its master variant, the second variant, the price
  expect(product.masterData.published).toBe(true);
  const { current } = product.masterData;
  expect(current.masterVariant).toMatchObject({ id: 1, sku: 'OX-RED', prices: [{ value: { centAmount: 4900 } }] });
  // The second variant reached the staged data only: it imported without staged: false.
  expect(current.variants).toEqual([]);
  expect(product.masterData.staged.variants.map((variant) => variant.id)).toEqual([2]);
});
