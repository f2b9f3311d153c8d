import { createApiBuilderFromCtpClient } from '@commercetools/importapi-sdk';
import { ClientBuilder } from '@commercetools/ts-client';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { createCommercetoolsMock } from 'commercetools-msw';

const ct = createCommercetoolsMock({
  now: '2030-01-01T00:00:00.000Z',
  projects: [{ key: 'shop' }],
  importContainers: { shop: [{ key: 'catalog' }] },
  resources: { shop: [{ typeId: 'category', key: 'shirts' }] }, // exists on the "platform" already
  importProcessingMs: 5000, // the default: operations are processed 5 s after they are created
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

it('imports a product once its product type exists', async () => {
  const { body } = await imports
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
            productType: { typeId: 'product-type', key: 'clothing' },
            categories: [{ typeId: 'category', key: 'shirts' }],
          },
        ],
      },
    })
    .execute();
  const id = body.operationStatus[0]!.operationId!; // state: 'processing'
  const operation = () => imports.importOperations().withIdValue({ id }).get().execute();

  ct.clock.advance(5000); // processed: the product type 'clothing' does not exist yet
  expect((await operation()).body).toMatchObject({
    state: 'unresolved',
    unresolvedReferences: [{ typeId: 'product-type', key: 'clothing' }],
  });

  await ct.addResource('shop', { typeId: 'product-type', key: 'clothing' }); // or import it, in any container
  expect((await operation()).body).toMatchObject({ state: 'imported', resourceVersion: 1 });

  const summary = await imports.importContainers().withImportContainerKeyValue(catalog).importSummaries().get().execute();
  expect(summary.body).toMatchObject({ states: { imported: 1, unresolved: 0 }, total: 1 });
  expect(ct.events.map((event) => event.type)).toEqual(['ImportUnresolved']);
});

it('ends operations in a state the test chooses', async () => {
  ct.injectImportOutcome({ type: 'category', state: 'rejected', errors: [{ code: 'Generic', message: 'Try later.' }] });
  const { body } = await imports
    .categories()
    .importContainers()
    .withImportContainerKeyValue(catalog)
    .post({ body: { type: 'category', resources: [{ key: 'pants', name: { en: 'Pants' }, slug: { en: 'pants' } }] } })
    .execute();
  ct.clock.advance(5000);
  const { body: operation } = await imports.importOperations().withIdValue({ id: body.operationStatus[0]!.operationId! }).get().execute();
  expect(operation).toMatchObject({ state: 'rejected', errors: [{ code: 'Generic', message: 'Try later.' }] });
});
