import { createHash } from 'node:crypto';
import type { Category, Customer, DiscountCode, InventoryEntry, Order, ProductType, StandalonePrice, Type } from '@commercetools/platform-sdk';
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../support/mock-server.js';
import { API_HOST, sdkError } from '../support/sdk.js';
import { api, importThrough, settle, shirtType, valid } from './helpers.js';

// The other resources imports create, read back through the platform SDK (issue 25), each
// validated against the official schema: by key, by id, and queried.

const ct = useMockServer({
  projects: [{ key: 'shop', currencies: ['EUR', 'HUF0'], languages: ['en'], countries: ['DE'] }],
  resources: { shop: [{ typeId: 'cart-discount', key: 'ten-off' }, { typeId: 'channel', key: 'berlin' }, { typeId: 'customer-group', key: 'vip' }] },
});

describe('product types and types', () => {
  it('shows a product type with the platform defaults of its attribute definitions', async () => {
    await importThrough(ct, 'product-types', [shirtType]);
    settle(ct);
    const productType = valid<ProductType>((await api().productTypes().withKey({ key: 'shirt' }).get().execute()).body, 'ProductType');
    expect(productType).toMatchObject({ key: 'shirt', name: 'Shirt', description: 'Shirts', version: 1 });
    expect(productType.attributes?.[1]).toEqual({
      name: 'size',
      label: { en: 'Size' },
      isRequired: false,
      type: { name: 'lenum', values: [{ key: 'm', label: { en: 'Medium', de: 'Mittel' } }] },
      attributeConstraint: 'None',
      inputHint: 'SingleLine',
      isSearchable: true,
      level: 'Variant',
    });
    valid((await api().productTypes().get().execute()).body, 'ProductTypePagedQueryResponse');
  });

  it('shows a Type', async () => {
    await importThrough(ct, 'types', [{ key: 'extras', name: { en: 'Extras' }, resourceTypeIds: ['category'], fieldDefinitions: [{ name: 'gift', label: { en: 'Gift' }, required: false, type: { name: 'Boolean' } }] }]);
    settle(ct);
    const type = valid<Type>((await api().types().withKey({ key: 'extras' }).get().execute()).body, 'Type');
    expect(type.fieldDefinitions).toEqual([{ name: 'gift', label: { en: 'Gift' }, required: false, type: { name: 'Boolean' }, inputHint: 'SingleLine' }]);
    valid((await api().types().get().execute()).body, 'TypePagedQueryResponse');
  });
});

describe('categories', () => {
  it('shows parent and ancestors root first, by id, and custom fields by their values', async () => {
    await importThrough(ct, 'types', [{ key: 'extras', name: { en: 'Extras' }, resourceTypeIds: ['category'], fieldDefinitions: [{ name: 'gift', label: { en: 'Gift' }, required: false, type: { name: 'Boolean' } }] }]);
    await importThrough(ct, 'categories', [
      { key: 'root', name: { en: 'Root' }, slug: { en: 'root' } },
      { key: 'mid', name: { en: 'Mid' }, slug: { en: 'mid' }, parent: { typeId: 'category', key: 'root' } },
      {
        key: 'leaf',
        name: { en: 'Leaf' },
        slug: { en: 'leaf' },
        orderHint: '0.5',
        parent: { typeId: 'category', key: 'mid' },
        custom: { type: { typeId: 'type', key: 'extras' }, fields: { gift: { type: 'Boolean', value: true } } },
      },
    ]);
    settle(ct);
    const read = async (key: string) => valid<Category>((await api().categories().withKey({ key }).get().execute()).body, 'Category');
    const [root, mid, leaf] = [await read('root'), await read('mid'), await read('leaf')];
    const type = (await api().types().withKey({ key: 'extras' }).get().execute()).body;
    expect(root).toMatchObject({ ancestors: [], orderHint: expect.any(String) });
    expect(root.parent).toBeUndefined();
    expect(leaf).toMatchObject({
      parent: { typeId: 'category', id: mid.id },
      ancestors: [
        { typeId: 'category', id: root.id },
        { typeId: 'category', id: mid.id },
      ],
      orderHint: '0.5',
      custom: { type: { typeId: 'type', id: type.id }, fields: { gift: true } },
    });
    const page = valid((await api().categories().get({ queryArgs: { where: `id in ("${root.id}", "${leaf.id}")` } }).execute()).body, 'CategoryPagedQueryResponse');
    expect(page.results.map((category) => category.key)).toEqual(['root', 'leaf']);
  });

  it('sorts by orderHint as it shows, the one made for a category imported without one included', async () => {
    await importThrough(ct, 'categories', [
      { key: 'hinted', name: { en: 'Hinted' }, slug: { en: 'hinted' }, orderHint: '0.5' },
      { key: 'first', name: { en: 'First' }, slug: { en: 'first' } },
      { key: 'second', name: { en: 'Second' }, slug: { en: 'second' } },
    ]);
    settle(ct);
    const sorted = async (sort: string) => {
      const page = valid((await api().categories().get({ queryArgs: { sort } }).execute()).body, 'CategoryPagedQueryResponse');
      return page.results.map(({ key, orderHint }) => ({ key, orderHint }));
    };
    const ascending = await sorted('orderHint asc');
    expect(ascending.map(({ key }) => key)).toEqual(['first', 'second', 'hinted']);
    expect(ascending.map(({ orderHint }) => orderHint)).toEqual(ascending.map(({ orderHint }) => orderHint).sort());
    expect((await sorted('orderHint desc')).map(({ key }) => key)).toEqual(['hinted', 'second', 'first']);
  });
});

describe('customers', () => {
  it('shows the password masked as the platform shows its hash, and addresses with generated ids that the indexes name', async () => {
    await importThrough(ct, 'customers', [
      {
        key: 'jen',
        email: 'Jen@example.com',
        password: 'secret',
        customerGroup: { typeId: 'customer-group', key: 'vip' },
        addresses: [{ key: 'home', country: 'DE' }, { key: 'work', country: 'DE' }],
        defaultShippingAddress: 0,
        billingAddresses: [1],
      },
    ]);
    settle(ct);
    const customer = valid<Customer>((await api().customers().withKey({ key: 'jen' }).get().execute()).body, 'Customer');
    expect(JSON.stringify(customer)).not.toContain('secret');
    const [home, work] = customer.addresses;
    expect(customer).toMatchObject({
      email: 'Jen@example.com',
      password: `****${createHash('sha256').update('secret').digest('base64').slice(-4)}`,
      addresses: [{ key: 'home', country: 'DE' }, { key: 'work', country: 'DE' }],
      defaultShippingAddressId: home?.id,
      billingAddressIds: [work?.id],
      shippingAddressIds: [],
      isEmailVerified: false,
      authenticationMode: 'Password',
      customerGroup: { typeId: 'customer-group', id: expect.any(String) },
    });
    expect([home?.id, work?.id]).not.toContain('home');
    expect(new Set([home?.id, work?.id]).size).toBe(2);
    const page = (await api().customers().get({ queryArgs: { where: 'email = "Jen@example.com"' } }).execute()).body;
    expect(valid(page, 'CustomerPagedQueryResponse').results.map((found) => found.key)).toEqual(['jen']);
  });
});

describe('inventory, standalone prices and discount codes', () => {
  it('shows an inventory entry with its available quantity and channel by id', async () => {
    await importThrough(ct, 'inventories', [{ key: 'sku-1-berlin', sku: 'SKU-1', quantityOnStock: 7, supplyChannel: { typeId: 'channel', key: 'berlin' } }]);
    settle(ct);
    const entry = valid<InventoryEntry>((await api().inventory().withKey({ key: 'sku-1-berlin' }).get().execute()).body, 'InventoryEntry');
    expect(entry).toMatchObject({ sku: 'SKU-1', quantityOnStock: 7, availableQuantity: 7, supplyChannel: { typeId: 'channel', id: expect.any(String) } });
    valid((await api().inventory().get().execute()).body, 'InventoryPagedQueryResponse');
  });

  it('shows a standalone price, active by default, with fraction digits', async () => {
    await importThrough(ct, 'standalone-prices', [{ key: 'sku-1-eur', sku: 'SKU-1', value: { type: 'centPrecision', centAmount: 999, currencyCode: 'EUR' } }]);
    settle(ct);
    const price = valid<StandalonePrice>((await api().standalonePrices().withKey({ key: 'sku-1-eur' }).get().execute()).body, 'StandalonePrice');
    expect(price).toMatchObject({ sku: 'SKU-1', active: true, value: { type: 'centPrecision', currencyCode: 'EUR', centAmount: 999, fractionDigits: 2 } });
    valid((await api().standalonePrices().get().execute()).body, 'StandalonePricePagedQueryResponse');
  });

  it('shows a price in a zero-decimal currency of the platform (HUF0) with fraction digits 0', async () => {
    await importThrough(ct, 'standalone-prices', [{ key: 'sku-1-huf', sku: 'SKU-1', value: { type: 'centPrecision', centAmount: 4990, currencyCode: 'HUF0' } }]);
    settle(ct);
    const price = valid<StandalonePrice>((await api().standalonePrices().withKey({ key: 'sku-1-huf' }).get().execute()).body, 'StandalonePrice');
    expect(price.value).toEqual({ type: 'centPrecision', currencyCode: 'HUF0', centAmount: 4990, fractionDigits: 0 });
  });

  it('shows a discount code with its cart discounts by id', async () => {
    await importThrough(ct, 'discount-codes', [{ key: 'save10', code: 'SAVE10', isActive: true, cartDiscounts: [{ typeId: 'cart-discount', key: 'ten-off' }] }]);
    settle(ct);
    const code = valid<DiscountCode>((await api().discountCodes().withKey({ key: 'save10' }).get().execute()).body, 'DiscountCode');
    expect(code).toMatchObject({ code: 'SAVE10', isActive: true, cartDiscounts: [{ typeId: 'cart-discount', id: expect.any(String) }], groups: [], stores: [], references: [] });
    const page = (await api().discountCodes().get({ queryArgs: { where: 'code = "SAVE10"' } }).execute()).body;
    expect(valid(page, 'DiscountCodePagedQueryResponse').results).toHaveLength(1);
  });
});

describe('orders', () => {
  it('reads an order by order number and by id, with its line items', async () => {
    await importThrough(ct, 'product-types', [shirtType]);
    await importThrough(ct, 'product-drafts', [
      { key: 'oxford', name: { en: 'Oxford' }, slug: { en: 'oxford' }, productType: { typeId: 'product-type', key: 'shirt' }, masterVariant: { key: 'oxford-m', sku: 'OX-M', attributes: [{ name: 'color', type: 'enum', value: 'red' }] } },
    ]);
    settle(ct);
    await importThrough(ct, 'orders', [
      {
        orderNumber: 'o-1',
        customerEmail: 'jen@example.com',
        totalPrice: { type: 'centPrecision', centAmount: 3998, currencyCode: 'EUR' },
        lineItems: [
          {
            product: { typeId: 'product', key: 'oxford' },
            name: { en: 'Oxford' },
            variant: { sku: 'OX-M', productVariant: { typeId: 'product-variant', key: 'oxford-m' } },
            price: { value: { type: 'centPrecision', centAmount: 1999, currencyCode: 'EUR' } },
            quantity: 2,
          },
        ],
      },
    ]);
    settle(ct);
    const order = valid<Order>((await api().orders().withOrderNumber({ orderNumber: 'o-1' }).get().execute()).body, 'Order');
    const product = (await api().products().withKey({ key: 'oxford' }).get().execute()).body;
    expect(order).toMatchObject({
      orderNumber: 'o-1',
      orderState: 'Open',
      totalPrice: { centAmount: 3998, fractionDigits: 2 },
      lineItems: [{ productId: product.id, productKey: 'oxford', quantity: 2, variant: { id: 1, sku: 'OX-M' }, totalPrice: { centAmount: 3998 } }],
    });
    expect((await api().orders().withId({ ID: order.id }).get().execute()).body).toEqual(order);
    const page = (await api().orders().get({ queryArgs: { where: 'orderNumber in ("o-1", "o-2")' } }).execute()).body;
    expect(valid(page, 'OrderPagedQueryResponse').results.map((found) => found.orderNumber)).toEqual(['o-1']);
    expect((await sdkError(api().orders().withOrderNumber({ orderNumber: 'o-2' }).get().execute())).body).toMatchObject({ message: "The Resource with orderNumber 'o-2' was not found." });
  });
});

describe('scopes', () => {
  it.each([
    ['categories', ['view_products:shop'], 200],
    ['categories', ['view_categories:shop'], 200],
    ['categories', ['manage_categories:shop'], 200],
    ['categories', ['view_orders:shop'], 403],
    ['customers', ['view_customers:shop'], 200],
    ['customers', ['view_products:shop'], 403],
    ['orders', ['manage_orders:shop'], 200],
    ['orders', ['view_project_settings:shop'], 403],
  ] as const)('answers %s for %o with %i', async (resource, scopes, status) => {
    const root = api([...scopes]);
    const call = resource === 'categories' ? root.categories().get().execute() : resource === 'customers' ? root.customers().get().execute() : root.orders().get().execute();
    if (status === 200) expect((await call).statusCode).toBe(200);
    else expect((await sdkError(call)).statusCode).toBe(403);
  });

  it('answers an unknown Project with 404', async () => {
    const token = ct.issueToken({ scopes: ['manage_project:nowhere'] });
    const response = await fetch(`${API_HOST}/nowhere/products/key=a`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ errors: [{ code: 'ResourceNotFound', message: 'The Resource with ID nowhere was not found.' }] });
  });
});
