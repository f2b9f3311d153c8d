import type { Category, CategoryPagedQueryResponse, Order, Product, ProductProjection, ProductProjectionPagedQueryResponse } from '@commercetools/platform-sdk';
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../support/mock-server.js';
import { api, importThrough, settle, shirtDraft, shirtType, valid } from './helpers.js';

// Reference Expansion on the read routes (issue 32), through the official SDK: each reference an
// expansion path reaches gains `obj`, the referenced resource as its own read shows it; a reference
// to what the mock does not hold stays bare, and a path that reaches no reference is ignored. The
// official schemas leave `obj` unchecked, so each `obj` is compared with the referenced read.

const ct = useMockServer({
  projects: [{ key: 'shop', currencies: ['EUR'], languages: ['en'] }],
  resources: { shop: [{ typeId: 'customer-group', key: 'vip' }, { typeId: 'tax-category', key: 'standard' }] },
});

const category = (key: string, parent?: string) => ({ key, name: { en: key }, slug: { en: key }, ...(parent ? { parent: { typeId: 'category', key: parent } } : {}) });

/** root > mid > leaf, and a shirt in leaf, priced for the `vip` customer group the mock holds by identity only. */
async function catalog() {
  await importThrough(ct, 'product-types', [shirtType]);
  await importThrough(ct, 'categories', [category('root')]);
  await importThrough(ct, 'categories', [category('mid', 'root')]);
  await importThrough(ct, 'categories', [category('leaf', 'mid')]);
  await importThrough(ct, 'product-drafts', [
    shirtDraft('oxford', {
      publish: true,
      categories: [{ typeId: 'category', key: 'leaf' }, { typeId: 'category', key: 'root' }],
      taxCategory: { typeId: 'tax-category', key: 'standard' },
      masterVariant: {
        key: 'oxford-m',
        sku: 'OXFORD-M',
        prices: [{ key: 'oxford-vip', value: { type: 'centPrecision', centAmount: 1500, currencyCode: 'EUR' }, customerGroup: { typeId: 'customer-group', key: 'vip' } }],
        attributes: [
          { name: 'color', type: 'enum', value: 'red' },
          { name: 'related', type: 'reference', value: { typeId: 'category', key: 'mid' } },
        ],
      },
    }),
  ]);
  settle(ct);
}

const readCategory = async (key: string) => valid<Category>((await api().categories().withKey({ key }).get().execute()).body, 'Category');
const readProduct = async (expand?: string[]) =>
  valid<Product>((await api().products().withKey({ key: 'oxford' }).get(expand ? { queryArgs: { expand } } : {}).execute()).body, 'Product');

describe('expand on a single read', () => {
  it("expands a product's product type to the product type as its own read shows it", async () => {
    await catalog();
    const plain = await readProduct();
    const product = await readProduct(['productType']);
    const productType = (await api().productTypes().withKey({ key: 'shirt' }).get().execute()).body;
    expect(product.productType).toEqual({ typeId: 'product-type', id: productType.id, obj: productType });
    // Nothing else changes, by id as by key.
    expect({ ...product, productType: plain.productType }).toEqual(plain);
    const byId = (await api().products().withId({ ID: plain.id }).get({ queryArgs: { expand: ['productType'] } }).execute()).body;
    expect(byId.productType.obj).toEqual(productType);
  });

  it('expands every element of an array with [*], in current data only where the path says so', async () => {
    await catalog();
    const product = await readProduct(['masterData.current.categories[*]']);
    const [leaf, root] = [await readCategory('leaf'), await readCategory('root')];
    expect(product.masterData.current.categories).toEqual([
      { typeId: 'category', id: leaf.id, obj: leaf },
      { typeId: 'category', id: root.id, obj: root },
    ]);
    expect(product.masterData.staged.categories).toEqual([
      { typeId: 'category', id: leaf.id },
      { typeId: 'category', id: root.id },
    ]);
  });

  it("expands a reference attribute's value", async () => {
    await catalog();
    const product = await readProduct(['masterData.current.masterVariant.attributes[*].value']);
    const [color, related] = product.masterData.current.masterVariant.attributes ?? [];
    expect(color).toEqual({ name: 'color', value: { key: 'red', label: 'Red' } });
    expect(related).toEqual({ name: 'related', value: { typeId: 'category', id: (await readCategory('mid')).id, obj: await readCategory('mid') } });
  });

  it('continues a path inside an expanded reference: parent.parent, ancestors[*].parent', async () => {
    await catalog();
    const [root, mid, leaf] = [await readCategory('root'), await readCategory('mid'), await readCategory('leaf')];
    const read = async (expand: string[]) => valid<Category>((await api().categories().withId({ ID: leaf.id }).get({ queryArgs: { expand } }).execute()).body, 'Category');
    const nested = await read(['parent.parent']);
    expect(nested.parent).toEqual({ typeId: 'category', id: mid.id, obj: { ...mid, parent: { typeId: 'category', id: root.id, obj: root } } });
    const ancestors = await read(['ancestors[*].parent', 'parent']);
    expect(ancestors.ancestors).toEqual([
      { typeId: 'category', id: root.id, obj: root },
      { typeId: 'category', id: mid.id, obj: { ...mid, parent: { typeId: 'category', id: root.id, obj: root } } },
    ]);
    expect(ancestors.parent).toEqual({ typeId: 'category', id: mid.id, obj: mid });
    // Paths that meet in one reference keep what the first expanded.
    const both = await read(['parent', 'parent.parent']);
    expect(both.parent).toEqual(nested.parent);
    // A shorter path after a longer one keeps what the longer expanded inside.
    expect((await read(['parent.parent', 'parent'])).parent).toEqual(nested.parent);
  });

  it('leaves a reference to a resource the mock does not hold bare: a customer group, a tax category', async () => {
    await catalog();
    const product = await readProduct(['taxCategory', 'masterData.current.masterVariant.prices[*].customerGroup']);
    expect(product.taxCategory).toEqual({ typeId: 'tax-category', id: expect.any(String) });
    expect(product.taxCategory).not.toHaveProperty('obj');
    expect(product.masterData.current.masterVariant.prices?.[0]?.customerGroup).toEqual({ typeId: 'customer-group', id: expect.any(String) });
  });

  it('ignores a path that reaches no reference, and one it cannot follow', async () => {
    await catalog();
    const plain = await readProduct();
    // A field that is no reference, one that is not there, an array without [*], an index, an empty
    // path, [*] on what is no array, a step into an array by position, a step inside a reference the mock does not hold.
    const ignored = ['key', 'nothing.here', 'masterData.current.categories', 'masterData.current.categories[0]', '', 'masterData.current.name.en', 'productType[*]', 'masterData.current.categories.0', 'taxCategory.key'];
    expect(await readProduct(ignored)).toEqual(plain);
  });

  it('never changes what later reads show: an expansion leaves the resource as it was', async () => {
    await catalog();
    await readProduct(['productType', 'masterData.current.categories[*]']);
    const again = await readProduct();
    expect(again.productType).not.toHaveProperty('obj');
    expect(again.masterData.current.categories.every((reference) => !('obj' in reference))).toBe(true);
  });
});

describe('expand on queries', () => {
  it('expands ancestors[*] and parent of every category of a page', async () => {
    await catalog();
    const [root, mid] = [await readCategory('root'), await readCategory('mid')];
    const page = valid<CategoryPagedQueryResponse>(
      (await api().categories().get({ queryArgs: { expand: ['ancestors[*]', 'parent'], sort: 'createdAt asc' } }).execute()).body,
      'CategoryPagedQueryResponse',
    );
    const [first, second, third] = page.results;
    expect(first).toEqual(root);
    expect(second?.parent).toEqual({ typeId: 'category', id: root.id, obj: root });
    expect(third?.ancestors).toEqual([
      { typeId: 'category', id: root.id, obj: root },
      { typeId: 'category', id: mid.id, obj: mid },
    ]);
    expect(third?.parent).toEqual({ typeId: 'category', id: mid.id, obj: mid });
  });

  it("expands a projection's categories[*] and product type, by key and in a query", async () => {
    await catalog();
    const [leaf, root] = [await readCategory('leaf'), await readCategory('root')];
    const expand = ['categories[*]', 'productType'];
    const one = valid<ProductProjection>((await api().productProjections().withKey({ key: 'oxford' }).get({ queryArgs: { expand } }).execute()).body, 'ProductProjection');
    expect(one.categories).toEqual([
      { typeId: 'category', id: leaf.id, obj: leaf },
      { typeId: 'category', id: root.id, obj: root },
    ]);
    expect(one.productType.obj).toMatchObject({ key: 'shirt' });
    const page = valid<ProductProjectionPagedQueryResponse>((await api().productProjections().get({ queryArgs: { expand } }).execute()).body, 'ProductProjectionPagedQueryResponse');
    expect(page.results).toEqual([one]);
  });

  it('expands a product reference to the Product, not its projection', async () => {
    await importThrough(ct, 'product-types', [shirtType, { key: 'kit', name: 'Kit', description: 'Kits', attributes: [{ name: 'part', label: { en: 'Part' }, isRequired: false, type: { name: 'reference', referenceTypeId: 'product' } }] }]);
    await importThrough(ct, 'product-drafts', [shirtDraft('oxford', { publish: true })]);
    await importThrough(ct, 'product-drafts', [
      { key: 'bundle', name: { en: 'Bundle' }, slug: { en: 'bundle' }, productType: { typeId: 'product-type', key: 'kit' }, publish: true, masterVariant: { key: 'bundle-1', sku: 'BUNDLE', attributes: [{ name: 'part', type: 'reference', value: { typeId: 'product', key: 'oxford' } }] } },
    ]);
    settle(ct);
    const projection = (await api().productProjections().withKey({ key: 'bundle' }).get({ queryArgs: { expand: ['masterVariant.attributes[*].value'] } }).execute()).body;
    const oxford = (await api().products().withKey({ key: 'oxford' }).get().execute()).body;
    expect(projection.masterVariant.attributes?.[0]?.value).toEqual({ typeId: 'product', id: oxford.id, obj: oxford });
  });

  it("expands an order's line item product type, and leaves the zero id of a product type the Project lacks bare", async () => {
    await importThrough(ct, 'product-types', [shirtType]);
    await importThrough(ct, 'product-drafts', [shirtDraft('oxford', { publish: true })]);
    settle(ct);
    ct.injectImportOutcome({ state: 'imported', type: 'order' });
    const EUR = (centAmount: number) => ({ type: 'centPrecision', centAmount, currencyCode: 'EUR' });
    const line = (sku: string) => ({ name: { en: sku }, variant: { sku }, price: { value: EUR(1999) }, quantity: 1 });
    await importThrough(ct, 'orders', [{ orderNumber: 'o-1', totalPrice: EUR(3998), lineItems: [{ ...line('OXFORD-M'), product: { typeId: 'product', key: 'oxford' } }, line('GHOST')] }]);
    settle(ct);
    const page = (await api().orders().get({ queryArgs: { expand: ['lineItems[*].productType'] } }).execute()).body;
    const order = valid<Order>(page.results[0] as Order, 'Order');
    const productType = (await api().productTypes().withKey({ key: 'shirt' }).get().execute()).body;
    expect(order.lineItems.map((item) => item.productType)).toEqual([
      { typeId: 'product-type', id: productType.id, obj: productType },
      { typeId: 'product-type', id: '00000000-0000-4000-b000-000000000000' },
    ]);
  });
});
