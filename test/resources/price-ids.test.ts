import type { Asset as ShownAsset, Category, Product, ProductVariant } from '@commercetools/platform-sdk';
import type { Asset, CategoryImport, PriceDraftImport, PriceImport, ProductDraftImport, ProductVariantDraftImport } from '@commercetools/importapi-sdk';
import { describe, expect, it } from 'vitest';
import { createCommercetoolsMock, type CommercetoolsMock } from '../../src/index.js';
import type { MockState } from '../../src/store/snapshot/mock-state.js';
import { START } from '../support/time.js';
import { createApiRoot, createImportApiRoot } from '../support/sdk.js';
import { expectSchemaValid } from '../support/schemas.js';
import { graphqlClient } from '../support/graphql-client.js';

// Issue 44: embedded prices and assets keep their ids with their keys. A price import of a key the
// variant has updates that price (`PriceImport.key`), a product draft's prices are tracked by key
// (release notes 2020-11-12 and 2023-07-31), and so are assets: reordering swaps no ids, dropping a
// price hands its id to none, in the current and staged data alike, and through a snapshot. Imported
// through the official Import SDK and read back through the platform SDK, both over `ct.fetch`.

const mock = () => createCommercetoolsMock({ now: START, projects: [{ key: 'shop', currencies: ['EUR', 'USD', 'GBP', 'CHF'], languages: ['en'] }] });
const platform = (ct: CommercetoolsMock) => createApiRoot({ projectKey: 'shop', httpClient: ct.fetch });
const importApi = (ct: CommercetoolsMock) => createImportApiRoot({ projectKey: 'shop', httpClient: ct.fetch });

const money = (currencyCode: string, centAmount: number) => ({ type: 'centPrecision' as const, currencyCode, centAmount });
const price = (key: string, currencyCode = 'EUR', centAmount = 1000): PriceDraftImport => ({ key, value: money(currencyCode, centAmount) });
const asset = (key: string): Asset => ({ key, name: { en: key }, sources: [{ uri: `https://example.com/${key}.png` }] });
const variant = (key: string, prices: PriceDraftImport[], assets?: Asset[]): ProductVariantDraftImport => ({ key, sku: key.toUpperCase(), prices, ...(assets ? { assets } : {}) });
const draft = (master: ProductVariantDraftImport, others: ProductVariantDraftImport[] = [], publish?: boolean): ProductDraftImport => ({
  key: 'polo',
  name: { en: 'Polo' },
  slug: { en: 'polo' },
  productType: { typeId: 'product-type', key: 'plain' },
  masterVariant: master,
  ...(others.length > 0 ? { variants: others } : {}),
  ...(publish === undefined ? {} : { publish }),
});
const priceImport = (key: string, variantKey: string, more: Partial<PriceImport> = {}): PriceImport => ({
  key,
  value: money('EUR', 1000),
  product: { typeId: 'product', key: 'polo' },
  productVariant: { typeId: 'product-variant', key: variantKey },
  ...more,
});

/** Sends one import request through the Import SDK and moves the clock past its processing; answers the operations' states and errors. */
async function send(ct: CommercetoolsMock, type: string, resources: readonly object[]): Promise<{ state: string; errors?: unknown[] }[]> {
  const containerKey = `c-${type}-${Math.random().toString(36).slice(2, 8)}`;
  ct.addImportContainer('shop', { key: containerKey });
  const segment = { 'product-type': 'productTypes', 'product-draft': 'productDrafts', price: 'prices', category: 'categories' }[type] as 'productTypes';
  const { body } = await importApi(ct)[segment]().importContainers().withImportContainerKeyValue({ importContainerKey: containerKey }).post({ body: { type, resources } as never }).execute();
  ct.clock.advance(5000);
  return Promise.all(
    body.operationStatus.map(async ({ operationId }) => (await importApi(ct).importOperations().withIdValue({ id: operationId! }).get().execute()).body as never),
  );
}

async function imported(ct: CommercetoolsMock, type: string, resources: readonly object[]): Promise<void> {
  const operations = await send(ct, type, resources);
  expect(operations.map(({ state, errors }) => ({ state, errors }))).toEqual(operations.map(() => ({ state: 'imported', errors: undefined })));
}

async function catalog(ct: CommercetoolsMock, first: ProductDraftImport): Promise<void> {
  await imported(ct, 'product-type', [{ key: 'plain', name: 'Plain', description: 'No attributes', attributes: [] }]);
  await imported(ct, 'product-draft', [first]);
}

/** The product as `GET /{projectKey}/products/{id}` shows it, checked against the official schema. */
async function product(ct: CommercetoolsMock): Promise<Product> {
  const { id } = (await platform(ct).products().withKey({ key: 'polo' }).get().execute()).body;
  const { body } = await platform(ct).products().withId({ ID: id }).get().execute();
  expectSchemaValid(body, 'platform-resources', 'Product');
  return body;
}

const variantsOf = (data: Product['masterData']['staged']): ProductVariant[] => [data.masterVariant, ...data.variants];
const byKey = (parts: readonly { key?: string; id: string }[] | undefined) => Object.fromEntries((parts ?? []).map(({ key, id }) => [key, id]));
/** Each price's id by its key, in one variant of one data. */
const priceIds = (data: Product['masterData']['staged'], variantKey: string) => byKey(variantsOf(data).find(({ key }) => key === variantKey)?.prices);
/** Every price id a product shows, in both data. */
const everyPriceId = (body: Product) => [body.masterData.current, body.masterData.staged].flatMap((data) => variantsOf(data).flatMap(({ prices }) => (prices ?? []).map(({ id }) => id)));

describe('a price import of a key the variant has', () => {
  it('updates that price, which keeps its id; a new key gets an id of its own', async () => {
    const ct = mock();
    await catalog(ct, draft(variant('polo-m', [price('eur'), price('usd', 'USD')]), [], true));
    const before = priceIds((await product(ct)).masterData.staged, 'polo-m');
    await imported(ct, 'price', [priceImport('eur', 'polo-m', { value: money('EUR', 1500), staged: false })]);
    const after = await product(ct);
    for (const data of [after.masterData.staged, after.masterData.current]) {
      expect(priceIds(data, 'polo-m')).toEqual(before);
      expect(data.masterVariant.prices?.[0]).toMatchObject({ key: 'eur', value: { centAmount: 1500 } });
    }
    await imported(ct, 'price', [priceImport('gbp', 'polo-m', { value: money('GBP', 900) })]);
    const added = priceIds((await product(ct)).masterData.staged, 'polo-m');
    expect(added).toMatchObject(before);
    expect(Object.values(before)).not.toContain(added['gbp']);
  });

  it('with staged: false shows one id in the current and staged data, wherever the price sits in each', async () => {
    const ct = mock();
    await catalog(ct, draft(variant('polo-m', [price('eur')]), [], true));
    // The staged data gains a price the current data lacks, so that a price added to both sits second in one and third in the other.
    await imported(ct, 'price', [priceImport('usd', 'polo-m', { value: money('USD', 1200) })]);
    await imported(ct, 'price', [priceImport('gbp', 'polo-m', { value: money('GBP', 900), staged: false })]);
    const { current, staged } = (await product(ct)).masterData;
    expect(current.masterVariant.prices?.map(({ key }) => key)).toEqual(['eur', 'gbp']);
    expect(staged.masterVariant.prices?.map(({ key }) => key)).toEqual(['eur', 'usd', 'gbp']);
    expect(priceIds(current, 'polo-m')).toEqual({ eur: priceIds(staged, 'polo-m')['eur'], gbp: priceIds(staged, 'polo-m')['gbp'] });
    expect(new Set(Object.values(priceIds(staged, 'polo-m'))).size).toBe(3);
  });

  it('for another variant of the product adds a price there, and leaves the price of that key in its own variant', async () => {
    const ct = mock();
    await catalog(ct, draft(variant('polo-m', [price('eur')]), [variant('polo-l', [price('usd', 'USD')])]));
    const before = await product(ct);
    await imported(ct, 'price', [priceImport('eur', 'polo-l')]);
    const { staged } = (await product(ct)).masterData;
    expect(priceIds(staged, 'polo-m')).toEqual(priceIds(before.masterData.staged, 'polo-m'));
    expect(Object.keys(priceIds(staged, 'polo-l'))).toEqual(['usd', 'eur']);
    expect(priceIds(staged, 'polo-l')['eur']).not.toBe(priceIds(staged, 'polo-m')['eur']);
  });
});

describe("a product draft's embedded prices", () => {
  it('keep their ids with their keys when a re-import reorders them', async () => {
    const ct = mock();
    await catalog(ct, draft(variant('polo-m', [price('eur'), price('usd', 'USD'), price('gbp', 'GBP')]), [], true));
    const before = priceIds((await product(ct)).masterData.staged, 'polo-m');
    await imported(ct, 'product-draft', [draft(variant('polo-m', [price('gbp', 'GBP'), price('eur'), price('usd', 'USD')]), [], true)]);
    const { current, staged } = (await product(ct)).masterData;
    expect(staged.masterVariant.prices?.map(({ key }) => key)).toEqual(['gbp', 'eur', 'usd']);
    expect(priceIds(staged, 'polo-m')).toEqual(before);
    expect(priceIds(current, 'polo-m')).toEqual(before);
    // GraphQL shows the prices with the same ids.
    const query = '{ product(key: "polo") { masterData { staged { masterVariant { prices { id key } } } current { masterVariant { prices { id key } } } } } }';
    const { data } = await graphqlClient(() => ({ httpClient: ct.fetch })).send({ query });
    const shown = (data as { product: { masterData: Record<'current' | 'staged', { masterVariant: { prices: { id: string; key: string }[] } }> } }).product.masterData;
    expect([byKey(shown.staged.masterVariant.prices), byKey(shown.current.masterVariant.prices)]).toEqual([before, before]);
  });

  it('hand the id of a dropped price to none: the next keeps its own, and a new key gets one never given', async () => {
    // Each import publishes, so that a price dropped from the staged data leaves the current data too.
    const ct = mock();
    await catalog(ct, draft(variant('polo-m', [price('eur'), price('usd', 'USD')]), [], true));
    const before = priceIds((await product(ct)).masterData.staged, 'polo-m');
    await imported(ct, 'product-draft', [draft(variant('polo-m', [price('usd', 'USD')]), [], true)]);
    expect(priceIds((await product(ct)).masterData.staged, 'polo-m')).toEqual({ usd: before['usd'] });
    await imported(ct, 'product-draft', [draft(variant('polo-m', [price('gbp', 'GBP'), price('usd', 'USD')]), [], true)]);
    const after = priceIds((await product(ct)).masterData.staged, 'polo-m');
    expect(after['usd']).toBe(before['usd']);
    expect([before['eur'], before['usd']]).not.toContain(after['gbp']);
    // Published, the price left both data: its key given again is a new price, as the platform removed the old one.
    await imported(ct, 'product-draft', [draft(variant('polo-m', [price('eur'), price('gbp', 'GBP'), price('usd', 'USD')]), [], true)]);
    const again = priceIds((await product(ct)).masterData.staged, 'polo-m');
    expect(again).toMatchObject({ gbp: after['gbp'], usd: before['usd'] });
    expect([before['eur'], before['usd'], after['gbp']]).not.toContain(again['eur']);
    // A variant that lost every price gives none of their ids again.
    await imported(ct, 'product-draft', [draft(variant('polo-m', []), [], true)]);
    expect((await product(ct)).masterData.staged.masterVariant.prices).toEqual([]);
    await imported(ct, 'product-draft', [draft(variant('polo-m', [price('chf', 'CHF')]), [], true)]);
    const last = priceIds((await product(ct)).masterData.staged, 'polo-m');
    expect([...Object.values(before), ...Object.values(after), ...Object.values(again)]).not.toContain(last['chf']);
  });

  it('keep their ids in the current data while an unpublished re-import reorders the staged data', async () => {
    const ct = mock();
    await catalog(ct, draft(variant('polo-m', [price('eur'), price('usd', 'USD')]), [], true));
    const before = priceIds((await product(ct)).masterData.current, 'polo-m');
    await imported(ct, 'product-draft', [draft(variant('polo-m', [price('usd', 'USD'), price('gbp', 'GBP'), price('eur')]))]);
    const body = await product(ct);
    expect(body.masterData.hasStagedChanges).toBe(true);
    expect(priceIds(body.masterData.current, 'polo-m')).toEqual(before);
    expect(priceIds(body.masterData.staged, 'polo-m')).toMatchObject(before);
    expect(Object.values(before)).not.toContain(priceIds(body.masterData.staged, 'polo-m')['gbp']);
    // Published, the current data shows the staged prices with the same ids.
    await imported(ct, 'product-draft', [draft(variant('polo-m', [price('usd', 'USD'), price('gbp', 'GBP'), price('eur')]), [], true)]);
    const published = await product(ct);
    expect(priceIds(published.masterData.current, 'polo-m')).toEqual(priceIds(body.masterData.staged, 'polo-m'));
  });

  it('moved to another variant by key, is a new price there with an id of its own', async () => {
    const ct = mock();
    await catalog(ct, draft(variant('polo-m', [price('eur'), price('usd', 'USD')]), [variant('polo-l', [price('gbp', 'GBP')])]));
    const before = await product(ct);
    await imported(ct, 'product-draft', [draft(variant('polo-m', [price('usd', 'USD')]), [variant('polo-l', [price('gbp', 'GBP'), price('eur')])])]);
    const { staged } = (await product(ct)).masterData;
    expect(priceIds(staged, 'polo-m')).toEqual({ usd: priceIds(before.masterData.staged, 'polo-m')['usd'] });
    expect(priceIds(staged, 'polo-l')['gbp']).toBe(priceIds(before.masterData.staged, 'polo-l')['gbp']);
    expect(everyPriceId(before)).not.toContain(priceIds(staged, 'polo-l')['eur']);
  });

  it('still refuse a key twice in one variant, naming the price by the id it keeps', async () => {
    const ct = mock();
    await catalog(ct, draft(variant('polo-m', [price('eur'), price('usd', 'USD')])));
    const before = await product(ct);
    const [usd] = before.masterData.staged.masterVariant.prices!.filter(({ key }) => key === 'usd');
    const [operation] = await send(ct, 'product-draft', [draft(variant('polo-m', [price('usd', 'USD'), price('usd', 'GBP')]))]);
    expect(operation).toMatchObject({
      state: 'validationFailed',
      errors: [{ code: 'DuplicatePriceKey', message: 'Duplicate price key: usd. The price key must be unique per variant.', conflictingPrice: usd }],
    });
    expect(await product(ct)).toEqual(before);
  });
});

describe('assets with keys', () => {
  it("keep their ids in a variant's and a category's assets when a re-import reorders or drops them", async () => {
    const ct = mock();
    await catalog(ct, draft(variant('polo-m', [], [asset('front'), asset('back'), asset('side')])));
    const category = (assets: Asset[]): CategoryImport => ({ key: 'tops', name: { en: 'Tops' }, slug: { en: 'tops' }, assets });
    await imported(ct, 'category', [category([asset('banner'), asset('icon')])]);
    const assetsOf = async () => byKey((await platform(ct).categories().withKey({ key: 'tops' }).get().execute()).body.assets as ShownAsset[]);
    const variantAssets = async () => byKey((await product(ct)).masterData.staged.masterVariant.assets);
    const [productBefore, categoryBefore] = [await variantAssets(), await assetsOf()];
    await imported(ct, 'product-draft', [draft(variant('polo-m', [], [asset('side'), asset('front')]))]);
    await imported(ct, 'category', [category([asset('icon'), asset('banner'), asset('logo')])]);
    expect(await variantAssets()).toEqual({ side: productBefore['side'], front: productBefore['front'] });
    const categoryAfter = await assetsOf();
    expect(categoryAfter).toMatchObject(categoryBefore);
    expect(Object.values(categoryBefore)).not.toContain(categoryAfter['logo']);
    // A category that lost every asset gives none of their ids again.
    await imported(ct, 'category', [category([])]);
    await imported(ct, 'category', [category([asset('hero')])]);
    expect([...Object.values(categoryBefore), ...Object.values(categoryAfter)]).not.toContain((await assetsOf())['hero']);
    expectSchemaValid((await platform(ct).categories().withKey({ key: 'tops' }).get().execute()).body as Category, 'platform-resources', 'Category');
  });
});

describe('price ids through a snapshot', () => {
  it('round-trip, and a restored mock gives a new key no id given before', async () => {
    const ct = mock();
    await catalog(ct, draft(variant('polo-m', [price('eur'), price('usd', 'USD')])));
    const first = priceIds((await product(ct)).masterData.staged, 'polo-m');
    await imported(ct, 'product-draft', [draft(variant('polo-m', [price('usd', 'USD'), price('gbp', 'GBP')]))]);
    const shown = await product(ct);
    const saved = JSON.parse(JSON.stringify(ct.snapshot())) as MockState;
    const restored = mock();
    await restored.restore(saved);
    expect(await product(restored)).toEqual(shown);
    await imported(restored, 'product-draft', [draft(variant('polo-m', [price('chf', 'CHF', 5), price('gbp', 'GBP'), price('usd', 'USD')]))]);
    const after = priceIds((await product(restored)).masterData.staged, 'polo-m');
    expect(after).toMatchObject(priceIds(shown.masterData.staged, 'polo-m'));
    expect([first['eur'], first['usd'], after['gbp']]).not.toContain(after['chf']);
  });
});

describe('a price declared without a key', () => {
  it('is replaced by a re-import, whose prices get ids of their own, also where one of them gives that price a key', async () => {
    const ct = mock();
    await imported(ct, 'product-type', [{ key: 'plain', name: 'Plain', description: 'No attributes', attributes: [] }]);
    const { id: typeId } = (await platform(ct).productTypes().withKey({ key: 'plain' }).get().execute()).body;
    const data = {
      name: { en: 'Polo' },
      slug: { en: 'polo' },
      categories: [],
      categoryOrderHints: {},
      masterVariant: {
        id: 1,
        key: 'polo-m',
        sku: 'POLO-M',
        // Given as the platform showed it: the first price keyless, the second keyed.
        prices: [
          { id: 'keyless-price-id', value: { ...money('EUR', 1000), fractionDigits: 2 } },
          { id: 'usd-price-id', key: 'usd', value: { ...money('USD', 1000), fractionDigits: 2 } },
        ],
        images: [],
        attributes: [],
        assets: [],
      },
      variants: [],
      searchKeywords: {},
      attributes: [],
    };
    await ct.addResource('shop', { typeId: 'product', key: 'polo', productType: { typeId: 'product-type', id: typeId }, masterData: { published: true, hasStagedChanges: false, current: data, staged: data } });
    const declared = await product(ct);
    expect(declared.masterData.staged.masterVariant.prices?.map(({ id }) => id)).toEqual(['keyless-price-id', 'usd-price-id']);
    // The re-import names the keyed price and gives the keyless one's value a key: that is a new price.
    await imported(ct, 'product-draft', [draft(variant('polo-m', [price('usd', 'USD'), price('eur')]), [], true)]);
    const { current, staged } = (await product(ct)).masterData;
    for (const shown of [current, staged]) {
      expect(shown.masterVariant.prices?.map(({ key }) => key)).toEqual(['usd', 'eur']);
      expect(priceIds(shown, 'polo-m')['usd']).toBe('usd-price-id');
      expect(priceIds(shown, 'polo-m')['eur']).not.toBe('keyless-price-id');
    }
    expect(priceIds(current, 'polo-m')).toEqual(priceIds(staged, 'polo-m'));
  });

  it("is like an asset declared without a key, which a category's re-import replaces", async () => {
    const ct = mock();
    const given = { id: 'keyless-asset-id', name: { en: 'Banner' }, sources: [{ uri: 'https://example.com/banner.png' }] };
    await ct.addResource('shop', { typeId: 'category', id: 'tops-id', version: 1, createdAt: START, lastModifiedAt: START, key: 'tops', name: { en: 'Tops' }, slug: { en: 'tops' }, ancestors: [], orderHint: '0.5', assets: [given] });
    const read = async () => (await platform(ct).categories().withKey({ key: 'tops' }).get().execute()).body;
    expect((await read()).assets).toEqual([given]);
    await imported(ct, 'category', [{ key: 'tops', name: { en: 'Tops' }, slug: { en: 'tops' }, orderHint: '0.5', assets: [{ ...asset('banner'), name: given.name, sources: given.sources }] }]);
    const [banner] = (await read()).assets ?? [];
    expect(banner).toMatchObject({ key: 'banner', name: given.name });
    expect(banner?.id).not.toBe('keyless-asset-id');
  });
});
