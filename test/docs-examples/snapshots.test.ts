import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { createCommercetoolsMock, type MockState } from 'commercetools-msw';

const ct = createCommercetoolsMock({ projects: [{ key: 'shop' }], auth: false, importProcessingMs: 0 });
const api = 'https://api.europe-west1.gcp.commercetools.com/shop';
const importApi = 'https://import.europe-west1.gcp.commercetools.com/shop';
const post = (url: string, body: unknown) => ct.fetch(url, { method: 'POST', body: JSON.stringify(body) });
let catalog: MockState;

beforeAll(async () => {
  // Set up once: a product type and 200 products, imported as a test of the importer would.
  await post(`${importApi}/import-containers`, { key: 'catalog' });
  await post(`${importApi}/product-types/import-containers/catalog`, {
    type: 'product-type',
    resources: [{ key: 'shirt', name: 'Shirt', description: 'Shirts', attributes: [] }],
  });
  const products = Array.from({ length: 200 }, (_, n) => ({
    key: `shirt-${n}`,
    name: { en: `Shirt ${n}` },
    slug: { en: `shirt-${n}` },
    productType: { typeId: 'product-type', key: 'shirt' },
  }));
  for (let start = 0; start < products.length; start += 20) {
    await post(`${importApi}/product-drafts/import-containers/catalog`, { type: 'product-draft', resources: products.slice(start, start + 20) });
  }
  await ct.fetch(`${api}/products?limit=1`); // processed at the next request (importProcessingMs: 0)
  catalog = ct.snapshot();
  // A plain JSON value: write it to a file, and start a mock (or `serve --state`) from it later.
  const file = join(mkdtempSync(join(tmpdir(), 'ct-')), 'catalog.json');
  writeFileSync(file, JSON.stringify(catalog));
  catalog = JSON.parse(readFileSync(file, 'utf8')) as MockState;
});

// Each test starts from the imported catalog, without importing it again.
beforeEach(() => ct.restore(catalog));

it('changes the catalog', async () => {
  // ...the code under test changes the catalog...
  await post(`${importApi}/import-containers`, { key: 'more' });
  const page = (await (await ct.fetch(`${importApi}/import-containers`)).json()) as { total: number };
  expect(page.total).toBe(2);
});

it('starts again from the snapshot', async () => {
  const page = (await (await ct.fetch(`${importApi}/import-containers`)).json()) as { total: number };
  expect(page.total).toBe(1);
  const products = (await (await ct.fetch(`${api}/products?limit=1`)).json()) as { total: number };
  expect(products.total).toBe(200);
  // A mock created from the same state answers alike: its ids and versions are the snapshot's.
  const twin = createCommercetoolsMock({ state: catalog, auth: false });
  const read = async (mock: typeof ct) => (await mock.fetch(`${api}/products/key=shirt-7`)).json();
  expect(await read(twin)).toEqual(await read(ct));
});
