import type { Product, ProductPagedQueryResponse, ProductProjection } from '@commercetools/platform-sdk';
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../support/mock-server.js';
import { expectErrorSchemaValid } from '../support/schemas.js';
import { API_HOST, sdkError } from '../support/sdk.js';
import { START } from '../support/time.js';
import { api, importThrough, settle, shirtDraft, shirtType, valid } from './helpers.js';

// Products read back through the platform SDK after an import (issue 25): masterData with current
// and staged data, variant ids from 1, prices with ids and fraction digits, attribute values as the
// platform shows them, references by id, and the publish rules of the Import API.

const ct = useMockServer({ projects: [{ key: 'shop', currencies: ['EUR', 'JPY'], languages: ['en', 'de'] }] });

async function catalog(drafts: readonly object[]) {
  await importThrough(ct, 'product-types', [shirtType]);
  await importThrough(ct, 'categories', [{ key: 'tops', name: { en: 'Tops' }, slug: { en: 'tops' } }]);
  await importThrough(ct, 'product-drafts', drafts);
  settle(ct);
}

describe('GET products/key={key}', () => {
  it('shows an imported product as the platform does', async () => {
    await catalog([
      shirtDraft('oxford', {
        categories: [{ typeId: 'category', key: 'tops' }],
        publish: true,
        variants: [
          {
            key: 'oxford-l',
            sku: 'OXFORD-L',
            prices: [{ key: 'oxford-l-jpy', value: { type: 'centPrecision', centAmount: 3000, currencyCode: 'JPY' } }],
            attributes: [
              { name: 'color', type: 'enum', value: 'blue' },
              { name: 'size', type: 'lenum', value: 'm' },
              { name: 'care', type: 'text-set', value: ['wash cold', 'no tumble'] },
              { name: 'msrp', type: 'money', value: { type: 'centPrecision', centAmount: 2500, currencyCode: 'EUR' } },
              { name: 'related', type: 'reference', value: { typeId: 'category', key: 'tops' } },
            ],
          },
        ],
      }),
    ]);
    const { body } = await api().products().withKey({ key: 'oxford' }).get().execute();
    const product = valid<Product>(body, 'Product');
    const productType = (await api().productTypes().withKey({ key: 'shirt' }).get().execute()).body;
    const tops = (await api().categories().withKey({ key: 'tops' }).get().execute()).body;
    expect(product).toMatchObject({
      key: 'oxford',
      version: 1,
      createdAt: '2030-01-01T00:00:05.000Z',
      lastModifiedAt: '2030-01-01T00:00:05.000Z',
      productType: { typeId: 'product-type', id: productType.id },
      masterData: { published: true, hasStagedChanges: false },
    });
    expect(product.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const { current, staged } = product.masterData;
    expect(current).toEqual(staged);
    expect(current.categories).toEqual([{ typeId: 'category', id: tops.id }]);
    expect(current.masterVariant).toMatchObject({ id: 1, key: 'oxford-m', sku: 'OXFORD-M', attributes: [{ name: 'color', value: { key: 'red', label: 'Red' } }] });
    expect(current.masterVariant.prices?.[0]).toMatchObject({ key: 'oxford-eur', value: { type: 'centPrecision', currencyCode: 'EUR', centAmount: 1999, fractionDigits: 2 } });
    expect(current.masterVariant.prices?.[0]?.id).toEqual(expect.any(String));
    const [large] = current.variants;
    expect(large?.id).toBe(2);
    expect(large?.prices?.[0]?.value).toEqual({ type: 'centPrecision', currencyCode: 'JPY', centAmount: 3000, fractionDigits: 0 });
    expect(large?.attributes).toEqual([
      { name: 'color', value: { key: 'blue', label: 'Blue' } },
      { name: 'size', value: { key: 'm', label: { en: 'Medium', de: 'Mittel' } } },
      { name: 'care', value: ['wash cold', 'no tumble'] },
      { name: 'msrp', value: { type: 'centPrecision', currencyCode: 'EUR', centAmount: 2500, fractionDigits: 2 } },
      { name: 'related', value: { typeId: 'category', id: tops.id } },
    ]);
  });

  it('reads the same product by its id, and HEAD finds it', async () => {
    await catalog([shirtDraft('oxford')]);
    const byKey = (await api().products().withKey({ key: 'oxford' }).get().execute()).body;
    const byId = (await api().products().withId({ ID: byKey.id }).get().execute()).body;
    expect(byId).toEqual(byKey);
    expect((await api().products().withId({ ID: byKey.id }).head().execute()).statusCode).toBe(200);
    expect((await api().products().withKey({ key: 'oxford' }).head().execute()).statusCode).toBe(200);
  });

  it('answers 404 ResourceNotFound for an unknown key or id, and HEAD 404', async () => {
    await catalog([shirtDraft('oxford')]);
    const byKey = await sdkError(api().products().withKey({ key: 'nope' }).get().execute());
    expect(byKey).toMatchObject({ statusCode: 404, body: { message: "The Resource with key 'nope' was not found.", errors: [{ code: 'ResourceNotFound' }] } });
    expectErrorSchemaValid(byKey.body, 404);
    const byId = await sdkError(api().products().withId({ ID: 'not-an-id' }).get().execute());
    expect(byId).toMatchObject({ statusCode: 404, body: { message: "The Resource with ID 'not-an-id' was not found." } });
    expect((await sdkError(api().products().withKey({ key: 'nope' }).head().execute())).statusCode).toBe(404);
  });

  it('does not read a product type as a product by its id', async () => {
    await catalog([shirtDraft('oxford')]);
    const productType = (await api().productTypes().withKey({ key: 'shirt' }).get().execute()).body;
    expect((await sdkError(api().products().withId({ ID: productType.id }).get().execute())).statusCode).toBe(404);
  });

  it('has nothing to read before the clock reaches the processing time', async () => {
    await importThrough(ct, 'product-types', [shirtType]);
    await importThrough(ct, 'product-drafts', [shirtDraft('oxford')]);
    expect((await sdkError(api().products().withKey({ key: 'oxford' }).get().execute())).statusCode).toBe(404);
    settle(ct);
    expect((await api().products().withKey({ key: 'oxford' }).get().execute()).statusCode).toBe(200);
  });
});

describe('publishing, as the Import API documents publish', () => {
  it('keeps a product imported without publish unpublished, its current and staged data the same', async () => {
    await catalog([shirtDraft('oxford')]);
    const { masterData } = valid<Product>((await api().products().withKey({ key: 'oxford' }).get().execute()).body, 'Product');
    expect(masterData).toMatchObject({ published: false, hasStagedChanges: false });
    expect(masterData.current).toEqual(masterData.staged);
  });

  it('changes only the staged data of a published product imported again without publish', async () => {
    await catalog([shirtDraft('oxford', { publish: true })]);
    ct.clock.advance(1000);
    await importThrough(ct, 'product-drafts', [shirtDraft('oxford', { name: { en: 'Renamed' } })]);
    settle(ct);
    const product = valid<Product>((await api().products().withKey({ key: 'oxford' }).get().execute()).body, 'Product');
    expect(product).toMatchObject({ version: 2, createdAt: '2030-01-01T00:00:05.000Z', lastModifiedAt: '2030-01-01T00:00:11.000Z' });
    expect(product.masterData).toMatchObject({ published: true, hasStagedChanges: true, current: { name: { en: 'Shirt oxford' } }, staged: { name: { en: 'Renamed' } } });
  });

  it('publishes the new data with publish: true, and unpublishes with publish: false', async () => {
    await catalog([shirtDraft('oxford', { publish: true })]);
    await importThrough(ct, 'product-drafts', [shirtDraft('oxford', { name: { en: 'Renamed' }, publish: true })]);
    settle(ct);
    const published = (await api().products().withKey({ key: 'oxford' }).get().execute()).body.masterData;
    expect(published).toMatchObject({ published: true, hasStagedChanges: false, current: { name: { en: 'Renamed' } } });
    await importThrough(ct, 'product-drafts', [shirtDraft('oxford', { name: { en: 'Hidden' }, publish: false })]);
    settle(ct);
    const unpublished = (await api().products().withKey({ key: 'oxford' }).get().execute()).body.masterData;
    expect(unpublished).toMatchObject({ published: false, hasStagedChanges: false, current: { name: { en: 'Hidden' } } });
  });

  it('has no staged changes after the same draft is imported again without publish', async () => {
    await catalog([shirtDraft('oxford', { publish: true })]);
    await importThrough(ct, 'product-drafts', [shirtDraft('oxford')]);
    settle(ct);
    const { masterData } = valid<Product>((await api().products().withKey({ key: 'oxford' }).get().execute()).body, 'Product');
    expect(masterData).toMatchObject({ published: true, hasStagedChanges: false });
    const projection = valid<ProductProjection>((await api().productProjections().withKey({ key: 'oxford' }).get().execute()).body, 'ProductProjection');
    expect(projection).toMatchObject({ published: true, hasStagedChanges: false });
  });

  it('adds an imported price to its variant, with an id of its own there', async () => {
    await catalog([shirtDraft('oxford', { publish: true })]);
    await importThrough(ct, 'prices', [
      {
        key: 'oxford-m-jpy',
        value: { type: 'centPrecision', centAmount: 2000, currencyCode: 'JPY' },
        product: { typeId: 'product', key: 'oxford' },
        productVariant: { typeId: 'product-variant', key: 'oxford-m' },
      },
    ]);
    settle(ct);
    const { masterData } = valid<Product>((await api().products().withKey({ key: 'oxford' }).get().execute()).body, 'Product');
    expect(masterData.staged.masterVariant.prices?.map((price) => price.key)).toEqual(['oxford-eur', 'oxford-m-jpy']);
    // Both ids are made of the product, the variant (1) and the price's number in it: the draft's first, the price import's next.
    const [own, imported] = masterData.staged.masterVariant.prices ?? [];
    expect(imported?.id).toMatch(/^00000001-0001-4000-bc00-[0-9a-f]{12}$/);
    expect(own?.id).toMatch(/^00000001-0000-4000-bc00-[0-9a-f]{12}$/);
    // Without publish the price changes the staged data only.
    expect(masterData.current.masterVariant.prices?.map((price) => price.key)).toEqual(['oxford-eur']);
    expect(masterData.hasStagedChanges).toBe(true);
  });
});

describe('GET product-projections', () => {
  it('shows the current data of published products, and with staged=true the staged data of every product', async () => {
    await catalog([shirtDraft('shown', { publish: true }), shirtDraft('hidden')]);
    const current = valid<ProductPagedQueryResponse>((await api().productProjections().get().execute()).body as never, 'ProductProjectionPagedQueryResponse');
    expect(current.results.map((projection) => projection.key)).toEqual(['shown']);
    const staged = (await api().productProjections().get({ queryArgs: { staged: true } }).execute()).body;
    expect(staged.results.map((projection) => projection.key)).toEqual(['shown', 'hidden']);
    const one = valid<ProductProjection>((await api().productProjections().withKey({ key: 'shown' }).get().execute()).body, 'ProductProjection');
    expect(one).toMatchObject({ key: 'shown', published: true, hasStagedChanges: false, masterVariant: { id: 1, sku: 'SHOWN-M' }, variants: [] });
    expect((await sdkError(api().productProjections().withKey({ key: 'hidden' }).get().execute())).statusCode).toBe(404);
    expect((await api().productProjections().withKey({ key: 'hidden' }).get({ queryArgs: { staged: true } }).execute()).body.key).toBe('hidden');
  });

  it('lets view_published_products read published data only', async () => {
    await catalog([shirtDraft('shown', { publish: true })]);
    const published = api(['view_published_products:shop']);
    expect((await published.productProjections().withKey({ key: 'shown' }).get().execute()).statusCode).toBe(200);
    const staged = await sdkError(published.productProjections().withKey({ key: 'shown' }).get({ queryArgs: { staged: true } }).execute());
    expect(staged).toMatchObject({ statusCode: 403, body: { message: 'Insufficient scope. One of the following scopes is missing: view_products.' } });
    expect((await sdkError(published.products().withKey({ key: 'shown' }).get().execute())).statusCode).toBe(403);
  });
});

describe('GET products with view_published_products', () => {
  // Shown is published, then changed without publishing: its staged data has another name and SKU.
  async function publishedAndStaged() {
    await catalog([shirtDraft('shown', { publish: true }), shirtDraft('hidden')]);
    const renamed = shirtDraft('shown');
    await importThrough(ct, 'product-drafts', [{ ...renamed, name: { en: 'Renamed' }, masterVariant: { ...renamed.masterVariant, sku: 'SHOWN-NEW' } }]);
    settle(ct);
  }
  const keysOf = (page: ProductPagedQueryResponse) => valid<ProductPagedQueryResponse>(page, 'ProductPagedQueryResponse').results.map((product) => product.key);

  it('lists published products alone, their current data shown as the staged data, without staged changes', async () => {
    await publishedAndStaged();
    const page = (await api(['view_published_products:shop']).products().get().execute()).body;
    expect(keysOf(page)).toEqual(['shown']);
    expect(page).toMatchObject({ count: 1, total: 1 });
    const [shown] = page.results;
    expect(shown?.masterData).toMatchObject({ published: true, hasStagedChanges: false, current: { name: { en: 'Shirt shown' }, masterVariant: { sku: 'SHOWN-M' } } });
    expect(shown?.masterData.staged).toEqual(shown?.masterData.current);
    // view_products sees the staged data and the unpublished product.
    const full = (await api(['view_products:shop']).products().get().execute()).body;
    expect(keysOf(full)).toEqual(['shown', 'hidden']);
    expect(full.results[0]?.masterData).toMatchObject({ hasStagedChanges: true, staged: { name: { en: 'Renamed' }, masterVariant: { sku: 'SHOWN-NEW' } } });
  });

  it('evaluates predicates on what the token may see', async () => {
    await publishedAndStaged();
    const published = api(['view_published_products:shop']).products();
    const viewer = api(['view_products:shop']).products();
    const found = async (root: typeof published, where: string) => keysOf((await root.get({ queryArgs: { where } }).execute()).body);
    expect(await found(published, 'masterData(staged(masterVariant(sku = "SHOWN-NEW")))')).toEqual([]);
    expect(await found(viewer, 'masterData(staged(masterVariant(sku = "SHOWN-NEW")))')).toEqual(['shown']);
    expect(await found(published, 'masterData(staged(masterVariant(sku = "SHOWN-M")))')).toEqual(['shown']);
    expect(await found(viewer, 'masterData(staged(masterVariant(sku = "SHOWN-M")))')).toEqual([]);
    expect(await found(published, 'masterData(current(masterVariant(sku = "SHOWN-M")))')).toEqual(['shown']);
    expect(await found(published, 'key in ("shown", "hidden")')).toEqual(['shown']);
    const none = (await published.get({ queryArgs: { where: 'key = "hidden"' } }).execute()).body;
    expect(none).toMatchObject({ count: 0, total: 0, results: [] });
  });

  it('is no limit to a token that also holds view_products, or a scope that grants it', async () => {
    await publishedAndStaged();
    for (const scopes of [['view_published_products:shop', 'view_products:shop'], ['manage_products:shop'], ['manage_project:shop']]) {
      const page = (await api(scopes).products().get().execute()).body;
      expect(keysOf(page), scopes.join(' ')).toEqual(['shown', 'hidden']);
      expect(page.results[0]?.masterData.hasStagedChanges).toBe(true);
    }
  });

  it('takes the query alone: HEAD, and one product by key or id, need view_products', async () => {
    await publishedAndStaged();
    const published = api(['view_published_products:shop']).products();
    const message = 'Insufficient scope. One of the following scopes is missing: view_products.';
    for (const call of [() => published.head().execute(), () => published.withKey({ key: 'shown' }).head().execute()]) {
      expect((await sdkError(call())).statusCode).toBe(403);
    }
    const failure = await sdkError(published.withKey({ key: 'shown' }).get().execute());
    expect(failure.body).toMatchObject({ message });
    expectErrorSchemaValid(failure.body, 403);
    // The query's 403 names both scopes it takes.
    const neither = await sdkError(api(['view_orders:shop']).products().get().execute());
    expect(neither.body).toMatchObject({ message: 'Insufficient scope. One of the following scopes is missing: view_products, view_published_products.' });
  });

  it('answers fetch alike', async () => {
    await publishedAndStaged();
    const token = ct.issueToken({ scopes: ['view_published_products:shop'] });
    const headers = { authorization: `Bearer ${token}` };
    const response = await fetch(`${API_HOST}/shop/products?where=${encodeURIComponent('key in ("shown", "hidden")')}`, { headers });
    expect(response.status).toBe(200);
    const page = (await response.json()) as ProductPagedQueryResponse;
    expect(keysOf(page)).toEqual(['shown']);
    expect(page.results[0]?.masterData).toMatchObject({ hasStagedChanges: false, staged: { name: { en: 'Shirt shown' } } });
    expect((await fetch(`${API_HOST}/shop/products`, { method: 'HEAD', headers })).status).toBe(403);
  });
});

it('starts its clock where the suite does', () => {
  expect(ct.clock.isoNow()).toBe(START);
});
