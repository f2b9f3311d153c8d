import { createApiBuilderFromCtpClient } from '@commercetools/importapi-sdk';
import { ClientBuilder } from '@commercetools/ts-client';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { createCommercetoolsMock } from 'commercetools-msw';

const ct = createCommercetoolsMock({
  now: '2030-01-01T00:00:00.000Z',
  projects: [{ key: 'shop' }],
  importContainers: { shop: [{ key: 'catalog' }] },
});
const server = setupServer(...ct.handlers);
beforeAll(() => server.listen());
afterEach(() => ct.reset());
afterAll(() => server.close());

const httpClient: typeof fetch = (input, init) => globalThis.fetch(input, init);
const imports = createApiBuilderFromCtpClient(
  new ClientBuilder()
    .withClientCredentialsFlow({
      host: 'https://auth.europe-west1.gcp.commercetools.com',
      projectKey: 'shop',
      credentials: { clientId: 'any-id', clientSecret: 'any-secret' },
      httpClient,
    })
    .withHttpMiddleware({ host: 'https://import.europe-west1.gcp.commercetools.com', httpClient })
    .build(),
).withProjectKeyValue({ projectKey: 'shop' });
const catalog = { importContainerKey: 'catalog' };

const importShirt = (color: string) =>
  imports
    .productDrafts()
    .importContainers()
    .withImportContainerKeyValue(catalog)
    .post({
      body: {
        type: 'product-draft',
        resources: [
          {
            key: 'oxford-shirt',
            name: { en: 'Oxford shirt' },
            slug: { en: 'oxford-shirt' },
            productType: { typeId: 'product-type', key: 'shirt' },
            masterVariant: { key: 'oxford-shirt-1', sku: 'OX-1', attributes: [{ name: 'color', type: 'enum', value: color }] },
          },
        ],
      },
    })
    .execute();

it('fails a product whose enum value the product type does not list', async () => {
  await imports
    .productTypes()
    .importContainers()
    .withImportContainerKeyValue(catalog)
    .post({
      body: {
        type: 'product-type',
        resources: [
          {
            key: 'shirt',
            name: 'Shirt',
            description: 'Shirts',
            attributes: [
              {
                name: 'color',
                label: { en: 'Color' },
                isRequired: true,
                type: { name: 'enum', values: [{ key: 'red', label: 'Red' }, { key: 'green', label: 'Green' }] },
              },
            ],
          },
        ],
      },
    })
    .execute();
  ct.clock.advance(5000); // the product type is imported, with its attribute definitions

  const { body } = await importShirt('blue');
  ct.clock.advance(5000); // processed: 'blue' is no key of the enum
  const id = body.operationStatus[0]!.operationId!;
  const { body: operation } = await imports.importOperations().withIdValue({ id }).get().execute();
  expect(operation).toMatchObject({
    state: 'validationFailed',
    errors: [
      {
        code: 'InvalidField',
        message: `The value '"blue"' is not valid for field 'masterVariant.attributes.color'.`,
        field: 'masterVariant.attributes.color',
        invalidValue: 'blue',
        allowedValues: ['red', 'green'],
      },
    ],
  });
  expect(ct.events.map((event) => event.type)).toEqual(['ImportValidationFailed']);

  // The failed operation stored nothing: the corrected product is a new one, version 1.
  const { body: corrected } = await importShirt('red');
  ct.clock.advance(5000);
  const { body: imported } = await imports.importOperations().withIdValue({ id: corrected.operationStatus[0]!.operationId! }).get().execute();
  expect(imported).toMatchObject({ state: 'imported', resourceVersion: 1 });

  const summary = await imports.importContainers().withImportContainerKeyValue(catalog).importSummaries().get().execute();
  expect(summary.body).toMatchObject({ states: { imported: 2, validationFailed: 1 }, total: 3 });
});
