import type { Category, Customer, InventoryEntry, Product, Type } from '@commercetools/platform-sdk';
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../support/mock-server.js';
import { sdkError } from '../support/sdk.js';
import { api, importThrough, settle, shirtDraft, valid } from './helpers.js';

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
