import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { createCommercetoolsMock } from 'commercetools-msw';
import { createFactories } from 'commercetools-msw/factories';

const ct = createCommercetoolsMock({
  now: '2030-01-01T00:00:00.000Z',
  projects: [{ key: 'shop' }],
  importContainers: { shop: [{ key: 'catalog' }] },
  auth: false,
});
const server = setupServer(...ct.handlers);
beforeAll(() => server.listen());
afterEach(() => ct.reset());
afterAll(() => server.close());

const importApi = 'https://import.europe-west1.gcp.commercetools.com/shop';

/** Posts one import request, lets the mock's clock process it, and reads its operations. */
async function importItems(segment: string, body: object): Promise<{ state: string; errors?: unknown[] }[]> {
  const response = await fetch(`${importApi}/${segment}/import-containers/catalog`, { method: 'POST', body: JSON.stringify(body) });
  const { operationStatus } = (await response.json()) as { operationStatus: { operationId: string }[] };
  ct.clock.advance(5000); // the default importProcessingMs
  return Promise.all(operationStatus.map(({ operationId }) => fetch(`${importApi}/import-operations/${operationId}`).then((reply) => reply.json())));
}

const f = createFactories({ seed: 42 });
const shirt = f.productTypeImport({
  attributes: [
    { name: 'size', label: { en: 'Size' }, isRequired: true, type: { name: 'enum', values: [{ key: 's', label: 'S' }, { key: 'm', label: 'M' }] } },
  ],
});
const shirts = f.productsFor(shirt); // products whose variants all have a size, 's' or 'm'

it('imports product drafts that fit their product type', async () => {
  await importItems('product-types', { type: 'product-type', resources: [shirt] });
  const operations = await importItems('product-drafts', shirts.importRequest('product-draft', 5));
  expect(operations.map((operation) => operation.state)).toEqual(Array(5).fill('imported'));
});

it('fails a draft built to break a rule, with the errors invalidItem promised', async () => {
  const draft = shirts.productDraftImport();
  await importItems('product-types', { type: 'product-type', resources: [shirt] });
  await importItems('product-drafts', { type: 'product-draft', resources: [draft] });

  const { item, errors } = f.invalidItem('product-draft', draft, 'unknown-enum-value', { productType: shirt });
  const [operation] = await importItems('product-drafts', { type: 'product-draft', resources: [item] });
  expect(operation).toEqual(expect.objectContaining({ state: 'validationFailed', errors }));
  expect(errors).toMatchObject([{ code: 'InvalidField', field: 'masterVariant.attributes.size', invalidValue: 'unknown-value', allowedValues: ['s', 'm'] }]);
});

it('fails a customer whose email another customer has in other letters', async () => {
  const customer = f.customerImport();
  await importItems('customers', { type: 'customer', resources: [customer] });

  const { item, errors } = f.invalidItem('customer', customer, 'duplicate-email'); // a new customer, the email in capitals
  const [operation] = await importItems('customers', { type: 'customer', resources: [item] });
  expect(operation).toEqual(expect.objectContaining({ state: 'validationFailed', errors }));
  expect(errors).toMatchObject([{ code: 'DuplicateField', field: 'email', duplicateValue: customer.email.toUpperCase() }]);
});
