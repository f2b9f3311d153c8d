import type { Category, Customer, InventoryEntry, Order, Product, Type } from '@commercetools/platform-sdk';
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../support/mock-server.js';
import { sdkError } from '../support/sdk.js';
import { api, importThrough, settle, shirtDraft, shirtType, valid } from './helpers.js';

// What a read shows at the edges of what an import can leave (issue 33): fields the Import API may
// leave out that the platform always shows, and what only a forced import makes (a category cycle,
// a parent the Project lacks, a value that changed hands), read back through the platform SDK.

const ct = useMockServer({
  projects: [{ key: 'shop', currencies: ['EUR'], languages: ['en'], countries: ['DE'] }],
  resources: { shop: [{ typeId: 'channel', key: 'berlin' }, { typeId: 'store', key: 'munich' }] },
});

const ZERO_ID = '00000000-0000-4000-b000-000000000000';

/** Makes every import processed from now on end imported, whatever it breaks: the mock's forced import. */
const forceImports = () => ct.injectImportOutcome({ state: 'imported', times: Infinity });

const category = (key: string, parent?: string) => ({ key, name: { en: key }, slug: { en: key }, ...(parent ? { parent: { typeId: 'category', key: parent } } : {}) });

async function readCategory(key: string): Promise<Category> {
  return valid<Category>((await api().categories().withKey({ key }).get().execute()).body, 'Category');
}

describe('a Type imported without field definitions', () => {
  it('shows none, as the platform always shows the list', async () => {
    await importThrough(ct, 'types', [{ key: 'plain', name: { en: 'Plain' }, resourceTypeIds: ['category'] }]);
    settle(ct);
    const type = valid<Type>((await api().types().withKey({ key: 'plain' }).get().execute()).body, 'Type');
    expect(type.fieldDefinitions).toEqual([]);
  });
});

describe("a category's ancestors after a forced import", () => {
  it('end a cycle where the walk meets a category it passed, the category read included', async () => {
    await importThrough(ct, 'categories', [category('bb')]);
    settle(ct);
    await importThrough(ct, 'categories', [category('cc', 'bb')]);
    settle(ct);
    // bb under cc closes the cycle bb → cc → bb; aa under bb hangs below it.
    forceImports();
    await importThrough(ct, 'categories', [category('bb', 'cc')]);
    settle(ct);
    await importThrough(ct, 'categories', [category('aa', 'bb')]);
    settle(ct);
    const [aa, bb, cc] = [await readCategory('aa'), await readCategory('bb'), await readCategory('cc')];
    const ref = (target: Category) => ({ typeId: 'category', id: target.id });
    expect(aa.parent).toEqual(ref(bb));
    expect(aa.ancestors).toEqual([ref(cc), ref(bb)]);
    expect(bb.ancestors).toEqual([ref(cc)]);
    expect(cc.ancestors).toEqual([ref(bb)]);
  });

  it('name a parent the Project lacks by the zero id, and end there', async () => {
    forceImports();
    await importThrough(ct, 'categories', [category('orphan', 'ghost')]);
    settle(ct);
    const orphan = await readCategory('orphan');
    expect(orphan.parent).toEqual({ typeId: 'category', id: ZERO_ID });
    expect(orphan.ancestors).toEqual([{ typeId: 'category', id: ZERO_ID }]);
  });
});

describe('a customer with an empty list of Stores', () => {
  it('belongs to the whole Project: a Store finds it, one by one and in its query', async () => {
    await importThrough(ct, 'customers', [{ key: 'jen', email: 'jen@example.com', password: 'secret', stores: [] }]);
    settle(ct);
    const munich = api().inStoreKeyWithStoreKeyValue({ storeKey: 'munich' }).customers();
    const jen = valid<Customer>((await munich.withKey({ key: 'jen' }).get().execute()).body, 'Customer');
    expect(jen).toMatchObject({ key: 'jen', stores: [] });
    expect((await munich.get().execute()).body.results.map((customer) => customer.key)).toEqual(['jen']);
  });
});

describe('inventory entries of a SKU and channel that changed hands', () => {
  it('are all found by the SKU, the one it came from included, as the scan finds them', async () => {
    const entry = (key: string, quantityOnStock: number) => ({ key, sku: 'SKU-1', quantityOnStock, supplyChannel: { typeId: 'channel', key: 'berlin' } });
    await importThrough(ct, 'inventories', [entry('first', 1)]);
    settle(ct);
    // A second entry of the same SKU and channel fails processing; forced, it takes the pair.
    forceImports();
    await importThrough(ct, 'inventories', [entry('second', 2)]);
    settle(ct);
    const query = async (where: string) =>
      valid((await api().inventory().get({ queryArgs: { where } }).execute()).body, 'InventoryPagedQueryResponse').results.map((each: InventoryEntry) => each.key);
    expect(await query('sku = "SKU-1"')).toEqual(['first', 'second']);
    expect(await query('quantityOnStock > 0 and sku = "SKU-1"')).toEqual(['first', 'second']);
  });
});

describe('an id with more around it', () => {
  it('names no resource: a read by id finds only the id itself', async () => {
    await importThrough(ct, 'categories', [category('shirts')]);
    settle(ct);
    const { id } = await readCategory('shirts');
    expect((await api().categories().withId({ ID: id }).get().execute()).body.key).toBe('shirts');
    for (const ID of [`x${id}`, `${id}0`]) {
      const failure = await sdkError(api().categories().withId({ ID }).get().execute());
      expect(failure).toMatchObject({ statusCode: 404, body: { message: `The Resource with ID '${ID}' was not found.` } });
    }
  });
});

describe('a product whose product type the Project lacks', () => {
  it('shows the zero id for it, and its enum values with their keys as labels', async () => {
    forceImports();
    await importThrough(ct, 'product-drafts', [shirtDraft('stray', { productType: { typeId: 'product-type', key: 'ghost' } })]);
    settle(ct);
    const product = (await api().products().withKey({ key: 'stray' }).get().execute()).body as Product;
    expect(product.productType).toEqual({ typeId: 'product-type', id: ZERO_ID });
    expect(product.masterData.staged.masterVariant.attributes).toEqual([{ name: 'color', value: { key: 'red', label: 'red' } }]);
  });
});

describe('a product known by its identity alone', () => {
  it('is not found by key, as a product or a projection, and no query shows it', async () => {
    await ct.addResource('shop', { typeId: 'product', key: 'declared' });
    for (const read of [
      () => api().products().withKey({ key: 'declared' }).get().execute(),
      () => api().productProjections().withKey({ key: 'declared' }).get({ queryArgs: { staged: true } }).execute(),
    ]) {
      expect(await sdkError(read())).toMatchObject({ statusCode: 404 });
    }
    expect((await api().products().get({ queryArgs: { where: 'key = "declared"' } }).execute()).body.results).toEqual([]);
    expect((await api().productProjections().get({ queryArgs: { staged: true, where: 'key = "declared"' } }).execute()).body.results).toEqual([]);
  });

  it("shows a forced line item's variant of it as the line item describes it", async () => {
    await ct.addResource('shop', { typeId: 'product', key: 'declared' });
    ct.injectImportOutcome({ state: 'imported', type: 'order' });
    const EUR = { type: 'centPrecision', centAmount: 500, currencyCode: 'EUR' };
    const variant = { productVariant: { typeId: 'product-variant', key: 'declared-m' } };
    await importThrough(ct, 'orders', [{ orderNumber: 'o-1', totalPrice: EUR, lineItems: [{ product: { typeId: 'product', key: 'declared' }, name: { en: 'Shirt' }, variant, price: { value: EUR }, quantity: 1 }] }]);
    settle(ct);
    const order = valid<Order>((await api().orders().withOrderNumber({ orderNumber: 'o-1' }).get().execute()).body, 'Order');
    expect(order.lineItems[0]?.variant).toEqual({ id: 1, key: 'declared-m', prices: [], images: [], attributes: [] });
  });
});

describe('a line item selling a variant its product has not published yet', () => {
  it("shows the variant and slug of the product's staged data", async () => {
    await importThrough(ct, 'product-types', [shirtType]);
    await importThrough(ct, 'product-drafts', [shirtDraft('oxford', { publish: true })]);
    settle(ct);
    const large = { key: 'oxford-l', sku: 'OXFORD-L', attributes: [{ name: 'color', type: 'enum', value: 'blue' }] };
    await importThrough(ct, 'product-drafts', [shirtDraft('oxford', { slug: { en: 'oxford-new' }, variants: [large] })]);
    settle(ct);
    const EUR = { type: 'centPrecision', centAmount: 500, currencyCode: 'EUR' };
    await importThrough(ct, 'orders', [{ orderNumber: 'o-2', totalPrice: EUR, lineItems: [{ name: { en: 'Oxford L' }, variant: { sku: 'OXFORD-L' }, price: { value: EUR }, quantity: 1 }] }]);
    settle(ct);
    const [item] = valid<Order>((await api().orders().withOrderNumber({ orderNumber: 'o-2' }).get().execute()).body, 'Order').lineItems;
    expect(item).toMatchObject({ productKey: 'oxford', productSlug: { en: 'oxford-new' } });
    expect(item?.variant).toMatchObject({ id: 2, key: 'oxford-l', sku: 'OXFORD-L', attributes: [{ name: 'color', value: { key: 'blue', label: 'Blue' } }] });
  });
});
