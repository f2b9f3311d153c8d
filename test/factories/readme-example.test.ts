import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createCommercetoolsMock } from 'commercetools-msw';
import { createFactories } from 'commercetools-msw/factories';

const f = createFactories({ seed: 42 }); // the same seed builds the same data on every machine
const project = f.project({ key: 'shop', languages: ['en', 'de'], carts: { taxRoundingMode: 'HalfUp' } });

const ct = createCommercetoolsMock({ projects: [project], now: '2030-01-01T00:00:00.000Z', auth: false });
ct.addStore('shop', f.storeFor(project)); // speaks some of the Project's languages
const server = setupServer(...ct.handlers);
beforeAll(() => server.listen());
afterAll(() => server.close());

it('applies built update actions', async () => {
  const rename = f.actions.changeName(); // { action: 'changeName', name: <a company name> }
  const shipping = f.actions.setShippingRateInputType({ shippingRateInputType: { type: 'CartClassification' } });
  const response = await fetch('https://api.europe-west1.gcp.commercetools.com/shop', {
    method: 'POST',
    body: JSON.stringify({ version: project.version, actions: [rename, shipping] }),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as typeof project;
  expect(body.name).toBe(rename.name);
  expect(body.carts.taxRoundingMode).toBe('HalfUp');
});

it('creates built Import Containers', async () => {
  const draft = f.importContainerDraft({ resourceType: 'product' });
  const response = await fetch('https://import.europe-west1.gcp.commercetools.com/shop/import-containers', {
    method: 'POST',
    body: JSON.stringify(draft),
  });
  expect(response.status).toBe(201);
  expect(await response.json()).toMatchObject(draft);
});

it('imports built product drafts once their product type exists', async () => {
  await ct.addResource('shop', { typeId: 'product-type', key: 'clothing' }); // or import one first
  const body = f.importRequest('product-draft', 2, { productType: { key: 'clothing' } });
  const importApi = 'https://import.europe-west1.gcp.commercetools.com/shop';
  await fetch(`${importApi}/import-containers`, { method: 'POST', body: JSON.stringify({ key: 'catalog' }) });
  const response = await fetch(`${importApi}/product-drafts/import-containers/catalog`, { method: 'POST', body: JSON.stringify(body) });
  expect(response.status).toBe(201);
  ct.clock.advance(5000); // the default importProcessingMs
  const summary = await fetch(`${importApi}/import-containers/catalog/import-summaries`).then((reply) => reply.json());
  expect(summary).toMatchObject({ states: { imported: 2 }, total: 2 });
});
