import { createHash } from 'node:crypto';
import type { Customer, Order, Product } from '@commercetools/platform-sdk';
import { describe, expect, it } from 'vitest';
import type { ImportOperation } from '../../src/index.js';
import { useMockServer } from '../support/mock-server.js';
import { api, imports, importThrough, settle, shirtDraft, shirtType, valid } from './helpers.js';

// What customer and order imports leave, read back through the platform SDK (issue 30), each body
// validated against the official schema: a customer's password as the platform shows it, its
// generated address ids; an order's import defaults, the variants its line items sell as their
// product shows them, and what order patches add and change.

const ct = useMockServer({ projects: [{ key: 'shop', currencies: ['EUR'], languages: ['en'], countries: ['DE'] }] });

// The platform's ids of what it keeps inside a resource (addresses, line items, deliveries...) are its own; the mock's are UUIDs too.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const masked = (password: string) => `****${createHash('sha256').update(password, 'utf8').digest('base64').slice(-4)}`;
const readCustomer = async (key: string) => valid<Customer>((await api().customers().withKey({ key }).get().execute()).body, 'Customer');
const readOrder = async (orderNumber = 'o-1') => valid<Order>((await api().orders().withOrderNumber({ orderNumber }).get().execute()).body, 'Order');
const operation = async (id: string | undefined) => (await imports().importOperations().withIdValue({ id: id ?? '' }).get().execute()).body as ImportOperation;

describe('customers', () => {
  it('show the hash of the password they were created with, masked, and none when authenticated elsewhere', async () => {
    await importThrough(ct, 'customers', [
      { key: 'jen', email: 'jen@example.com', password: 'secret' },
      { key: 'ann', email: 'ann@example.com', password: 'hidden', authenticationMode: 'ExternalAuth' },
      { key: 'bob', email: 'bob@example.com', authenticationMode: 'ExternalAuth' },
    ]);
    settle(ct);
    expect((await readCustomer('jen')).password).toBe(masked('secret'));
    expect(await readCustomer('ann')).not.toHaveProperty('password');
    expect(await readCustomer('bob')).not.toHaveProperty('password');
    // A later import needs a password, but the platform uses it only to create the customer.
    await importThrough(ct, 'customers', [{ key: 'jen', email: 'jen@example.com', password: 'changed', firstName: 'Jen' }]);
    settle(ct);
    expect(await readCustomer('jen')).toMatchObject({ version: 2, firstName: 'Jen', password: masked('secret') });
    expect(masked('changed')).not.toBe(masked('secret'));
    const everything = JSON.stringify([...(await ct.resources('shop', 'customer')), (await api().customers().get().execute()).body]);
    for (const clear of ['secret', 'hidden', 'changed']) expect(everything).not.toContain(clear);
  });

  it('give addresses ids of their own, the same on every read, kept by a key a later import keeps', async () => {
    await importThrough(ct, 'customers', [
      { key: 'jen', email: 'jen@example.com', password: 'secret', addresses: [{ key: 'home', country: 'DE' }, { key: 'work', country: 'DE' }], defaultShippingAddress: 1 },
      { key: 'ann', email: 'ann@example.com', password: 'secret', addresses: [{ key: 'home', country: 'DE' }], shippingAddresses: [0] },
    ]);
    settle(ct);
    const jen = await readCustomer('jen');
    const [home, work] = jen.addresses.map((address) => address.id ?? '');
    expect(jen).toMatchObject({ addresses: [{ key: 'home', id: home }, { key: 'work', id: work }], defaultShippingAddressId: work, shippingAddressIds: [], billingAddressIds: [] });
    expect((await api().customers().withId({ ID: jen.id }).get().execute()).body).toEqual(jen);
    const ann = await readCustomer('ann');
    expect(ann.shippingAddressIds).toEqual([ann.addresses[0]?.id]);
    const ids = [home, work, ann.addresses[0]?.id];
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(ids).not.toContain('home');

    // Work goes, office comes first: home keeps its id, office gets one neither address had.
    await importThrough(ct, 'customers', [
      { key: 'jen', email: 'jen@example.com', password: 'secret', addresses: [{ key: 'office', country: 'DE' }, { key: 'home', country: 'DE' }], defaultBillingAddress: 1, billingAddresses: [0, 1] },
    ]);
    settle(ct);
    const moved = await readCustomer('jen');
    const [office, stayed] = moved.addresses.map((address) => address.id ?? '');
    expect(stayed).toBe(home);
    expect([home, work]).not.toContain(office);
    expect(moved).toMatchObject({ defaultBillingAddressId: home, billingAddressIds: [office, home], shippingAddressIds: [] });
    expect(moved).not.toHaveProperty('defaultShippingAddressId');

    // An address that went gives its id back to none: a later one gets a new id, not work's.
    await importThrough(ct, 'customers', [{ key: 'jen', email: 'jen@example.com', password: 'secret', addresses: [{ key: 'home', country: 'DE' }] }]);
    settle(ct);
    await importThrough(ct, 'customers', [
      { key: 'jen', email: 'jen@example.com', password: 'secret', addresses: [{ key: 'home', country: 'DE' }, { key: 'gym', country: 'DE' }] },
    ]);
    settle(ct);
    const [, gym] = (await readCustomer('jen')).addresses.map((address) => address.id ?? '');
    expect([home, work, office]).not.toContain(gym);

    // The same steps give the same ids.
    ct.reset();
    await importThrough(ct, 'customers', [
      { key: 'jen', email: 'jen@example.com', password: 'secret', addresses: [{ key: 'home', country: 'DE' }, { key: 'work', country: 'DE' }], defaultShippingAddress: 1 },
    ]);
    settle(ct);
    expect((await readCustomer('jen')).addresses.map((address) => address.id)).toEqual([home, work]);
  });

  it('show the Stores they belong to by key, and none when the import names none', async () => {
    await ct.addResource('shop', { typeId: 'store', key: 'berlin' });
    await importThrough(ct, 'customers', [
      { key: 'jen', email: 'jen@example.com', password: 'secret', stores: [{ typeId: 'store', key: 'berlin' }] },
      { key: 'ann', email: 'ann@example.com', password: 'secret' },
    ]);
    settle(ct);
    expect((await readCustomer('jen')).stores).toEqual([{ typeId: 'store', key: 'berlin' }]);
    expect((await readCustomer('ann')).stores).toEqual([]);
  });

  it('are not found when known by their identity alone, and a query leaves them out', async () => {
    await ct.addResource('shop', { typeId: 'customer', key: 'declared' });
    await importThrough(ct, 'customers', [{ key: 'jen', email: 'jen@example.com', password: 'secret' }]);
    settle(ct);
    await expect(api().customers().withKey({ key: 'declared' }).get().execute()).rejects.toMatchObject({ statusCode: 404 });
    const page = valid((await api().customers().get({ queryArgs: { sort: 'email asc' } }).execute()).body, 'CustomerPagedQueryResponse');
    expect(page).toMatchObject({ count: 1, total: 1, results: [{ key: 'jen' }] });
  });
});

describe('customer queries', () => {
  it('find a customer by email as given and by customer number, and sort by email', async () => {
    await importThrough(ct, 'customers', [
      { key: 'jen', email: 'Jen@example.com', password: 'secret', customerNumber: 'C-1' },
      { key: 'ann', email: 'ann@example.com', password: 'secret', customerNumber: 'C-2' },
    ]);
    settle(ct);
    const keys = async (queryArgs: Record<string, string>) => valid((await api().customers().get({ queryArgs }).execute()).body, 'CustomerPagedQueryResponse').results.map(({ key }) => key);
    expect(await keys({ where: 'customerNumber = "C-2"' })).toEqual(['ann']);
    expect(await keys({ where: 'customerNumber = "C-3"' })).toEqual([]);
    expect(await keys({ where: 'email = "Jen@example.com"' })).toEqual(['jen']);
    // The platform compares the email in a predicate as given.
    expect(await keys({ where: 'email = "jen@example.com"' })).toEqual([]);
    expect(await keys({ where: 'email = "nobody@example.com"' })).toEqual([]);
    expect(await keys({ sort: 'email asc' })).toEqual(['jen', 'ann']);
    expect(await keys({ sort: 'email desc' })).toEqual(['ann', 'jen']);
  });
});

describe('customers a test forced imported', () => {
  it('show what they hold without failing on what breaks the rules: no password, one id per address, no id for an index without an address', async () => {
    await importThrough(ct, 'customers', [{ key: 'jen', email: 'jen@example.com', password: 'secret', addresses: [{ key: 'home', country: 'DE' }] }]);
    settle(ct);
    const [home] = (await readCustomer('jen')).addresses.map((address) => address.id);
    ct.injectImportOutcome({ state: 'imported', type: 'customer', times: 2 });
    await importThrough(ct, 'customers', [
      { key: 'jen', email: 'jen@example.com', addresses: [{ key: 'home', country: 'DE' }, { key: 'home', country: 'FR' }], defaultShippingAddress: 5, shippingAddresses: [1, 7] },
      { key: 'ann', email: 'ann@example.com' },
    ]);
    settle(ct);
    const jen = await readCustomer('jen');
    const [first, second] = jen.addresses.map((address) => address.id);
    expect(first).toBe(home);
    expect([home, undefined]).not.toContain(second);
    expect(jen.shippingAddressIds).toEqual([second]);
    expect(jen).not.toHaveProperty('defaultShippingAddressId');
    // Jen keeps the password she was created with; Ann, forced in without one, shows none.
    expect(jen.password).toBe(masked('secret'));
    expect(await readCustomer('ann')).not.toHaveProperty('password');
  });
});

describe('orders', () => {
  const EUR = (centAmount: number) => ({ type: 'centPrecision' as const, centAmount, currencyCode: 'EUR' });
  const giftWrap = { name: { en: 'Gift wrap' }, money: EUR(300), totalPrice: EUR(300), slug: 'gift-wrap', quantity: 1 };

  it('show the defaults of an order import, and the modes an import gives', async () => {
    await importThrough(ct, 'orders', [
      { orderNumber: 'o-1', totalPrice: EUR(300), customLineItems: [giftWrap] },
      { orderNumber: 'o-2', totalPrice: EUR(300), customLineItems: [giftWrap], taxRoundingMode: 'HalfUp', taxCalculationMode: 'UnitPriceLevel', inventoryMode: 'TrackOnly' },
    ]);
    settle(ct);
    expect(await readOrder('o-1')).toMatchObject({
      inventoryMode: 'None',
      priceRoundingMode: 'HalfEven',
      taxRoundingMode: 'HalfEven',
      taxCalculationMode: 'LineItemLevel',
      returnInfo: [],
      discountCodes: [],
      orderState: 'Open',
      origin: 'Customer',
    });
    expect(await readOrder('o-2')).toMatchObject({ inventoryMode: 'TrackOnly', priceRoundingMode: 'HalfEven', taxRoundingMode: 'HalfUp', taxCalculationMode: 'UnitPriceLevel' });
  });

  it("show the customer by id, and what a forced import kept without failing: line items of products and variants the Project lacks", async () => {
    await importThrough(ct, 'customers', [{ key: 'jen', email: 'jen@example.com', password: 'secret' }]);
    settle(ct);
    ct.injectImportOutcome({ state: 'imported', type: 'order' });
    const item = (variant: object, more: object = {}) => ({ name: { en: 'Ghost' }, variant, price: { value: EUR(100) }, quantity: 1, ...more });
    const ghost = { product: { typeId: 'product', key: 'ghost' } };
    await importThrough(ct, 'orders', [
      {
        orderNumber: 'o-1',
        customer: { typeId: 'customer', key: 'jen' },
        totalPrice: EUR(300),
        lineItems: [item({ sku: 'GHOST' }), item({ productVariant: { typeId: 'product-variant', key: 'ghost-v' } }, ghost), item({ sku: 'GHOST-2' }, ghost)],
      },
    ]);
    settle(ct);
    const order = await readOrder();
    expect(order.customerId).toBe((await readCustomer('jen')).id);
    const zero = '00000000-0000-4000-b000-000000000000';
    expect(order.lineItems.map(({ productId, productKey, variant }) => ({ productId, productKey, variant }))).toEqual([
      { productId: zero, productKey: undefined, variant: { id: 1, sku: 'GHOST', prices: [], images: [], attributes: [] } },
      { productId: zero, productKey: 'ghost', variant: { id: 1, key: 'ghost-v', prices: [], images: [], attributes: [] } },
      { productId: zero, productKey: 'ghost', variant: { id: 1, sku: 'GHOST-2', prices: [], images: [], attributes: [] } },
    ]);
  });

  it('show shipping info with its defaults: no deliveries, a method that matches the cart, a rate without tiers', async () => {
    await importThrough(ct, 'orders', [
      { orderNumber: 'o-1', totalPrice: EUR(800), customLineItems: [giftWrap], shippingInfo: { shippingMethodName: 'Standard', price: EUR(500), shippingRate: { price: EUR(500) } } },
      {
        orderNumber: 'o-2',
        totalPrice: EUR(800),
        customLineItems: [giftWrap],
        shippingInfo: { shippingMethodName: 'Standard', price: EUR(500), shippingRate: { price: EUR(500), tiers: [] }, shippingMethodState: 'DoesNotMatchCart' },
      },
    ]);
    settle(ct);
    expect((await readOrder('o-1')).shippingInfo).toMatchObject({ deliveries: [], shippingMethodState: 'MatchesCart', shippingRate: { tiers: [] } });
    expect((await readOrder('o-2')).shippingInfo).toMatchObject({ deliveries: [], shippingMethodState: 'DoesNotMatchCart' });
  });

  it("show money in platform form, with the fraction digits of its currency whether the import gave them or not: the taxed price and each custom line item's", async () => {
    const given = { ...EUR(1190), fractionDigits: 2 };
    await importThrough(ct, 'orders', [
      {
        orderNumber: 'o-1',
        totalPrice: EUR(1190),
        taxedPrice: { totalNet: EUR(1000), totalGross: given, taxPortions: [{ name: 'VAT', rate: 0.19, amount: EUR(190) }] },
        customLineItems: [{ ...giftWrap, taxedPrice: { totalNet: EUR(252), totalGross: given } }, giftWrap],
      },
    ]);
    settle(ct);
    const order = await readOrder();
    const shown = (centAmount: number) => ({ ...EUR(centAmount), fractionDigits: 2 });
    expect(order.taxedPrice).toEqual({ totalNet: shown(1000), totalGross: shown(1190), taxPortions: [{ name: 'VAT', rate: 0.19, amount: shown(190) }] });
    expect(order.customLineItems.map((item) => item.taxedPrice)).toEqual([{ totalNet: shown(252), totalGross: shown(1190), taxPortions: [] }, undefined]);
    expect(order.customLineItems[1]).not.toHaveProperty('taxedPrice');
  });

  it('show the custom fields of their addresses as the platform does: the Type by id, each field its value alone', async () => {
    await importThrough(ct, 'types', [
      { key: 'address-extras', name: { en: 'Address extras' }, resourceTypeIds: ['address'], fieldDefinitions: [{ name: 'note', label: { en: 'Note' }, required: false, type: { name: 'String' } }] },
    ]);
    settle(ct);
    const typeId = (await api().types().withKey({ key: 'address-extras' }).get().execute()).body.id;
    const custom = (note: string) => ({ type: { typeId: 'type', key: 'address-extras' }, fields: { note: { type: 'String', value: note } } });
    await importThrough(ct, 'orders', [
      {
        orderNumber: 'o-1',
        totalPrice: EUR(300),
        customLineItems: [giftWrap],
        billingAddress: { key: 'bill', country: 'DE', custom: custom('invoice') },
        shippingAddress: { key: 'ship', country: 'DE', city: 'Berlin', custom: custom('ring twice') },
        itemShippingAddresses: [{ key: 'gift', country: 'DE', custom: custom('a gift') }, { key: 'plain', country: 'DE' }],
      },
      { orderNumber: 'o-2', totalPrice: EUR(300), customLineItems: [giftWrap], billingAddress: { country: 'DE' } },
    ]);
    settle(ct);
    const shown = (note: string) => ({ type: { typeId: 'type', id: typeId }, fields: { note } });
    expect(await readOrder()).toMatchObject({
      billingAddress: { key: 'bill', country: 'DE', custom: shown('invoice') },
      shippingAddress: { key: 'ship', country: 'DE', city: 'Berlin', custom: shown('ring twice') },
      itemShippingAddresses: [{ key: 'gift', country: 'DE', custom: shown('a gift') }, { key: 'plain', country: 'DE' }],
    });
    const plain = await readOrder('o-2');
    expect(plain.billingAddress).toEqual({ country: 'DE' });
    for (const absent of ['shippingAddress', 'itemShippingAddresses', 'taxedPrice']) expect(plain).not.toHaveProperty(absent);
  });

  it('show shipping rate tiers with their price in platform form', async () => {
    const heavy = { type: 'CartClassification', value: 'Heavy', price: EUR(900), tiers: [], isMatching: true };
    await importThrough(ct, 'orders', [
      { orderNumber: 'o-1', totalPrice: EUR(1200), customLineItems: [giftWrap], shippingInfo: { shippingMethodName: 'Standard', price: EUR(900), shippingRate: { price: EUR(500), tiers: [heavy] } } },
    ]);
    settle(ct);
    expect((await readOrder()).shippingInfo?.shippingRate.tiers).toEqual([{ ...heavy, price: { ...EUR(900), fractionDigits: 2 } }]);
  });

  it('show the States of line items and custom line items by id', async () => {
    await ct.addResource('shop', { typeId: 'state', key: 'picked' });
    await importThrough(ct, 'product-types', [shirtType]);
    await importThrough(ct, 'product-drafts', [shirtDraft('oxford')]);
    settle(ct);
    const picked = [{ quantity: 1, state: { typeId: 'state', key: 'picked' } }];
    await importThrough(ct, 'orders', [
      {
        orderNumber: 'o-1',
        totalPrice: EUR(2299),
        lineItems: [{ name: { en: 'Oxford' }, variant: { sku: 'OXFORD-M' }, price: { value: EUR(1999) }, quantity: 1, state: picked }],
        customLineItems: [{ ...giftWrap, state: picked }, giftWrap],
      },
    ]);
    settle(ct);
    const order = await readOrder();
    const [lineItemState] = order.lineItems[0]?.state ?? [];
    expect(lineItemState).toEqual({ quantity: 1, state: { typeId: 'state', id: expect.stringMatching(UUID) } });
    expect(lineItemState?.state.id).not.toBe('00000000-0000-4000-b000-000000000000');
    expect(order.customLineItems.map((item) => item.state)).toEqual([[lineItemState], []]);
  });

  it('show a line item of a product known by its identity alone as the line item describes it', async () => {
    await ct.addResource('shop', { typeId: 'product', key: 'declared' });
    await importThrough(ct, 'orders', [
      { orderNumber: 'o-1', totalPrice: EUR(1999), lineItems: [{ product: { typeId: 'product', key: 'declared' }, name: { en: 'Shirt' }, variant: { sku: 'ANY' }, price: { value: EUR(1999) }, quantity: 1 }] },
    ]);
    settle(ct);
    const [item] = (await readOrder()).lineItems;
    expect(item?.variant).toEqual({ id: 1, sku: 'ANY', prices: [], images: [], attributes: [] });
    expect(item).not.toHaveProperty('productSlug');
  });

  it('show a customer the Project lacks, which only a forced import keeps, by the zero id', async () => {
    ct.injectImportOutcome({ state: 'imported', type: 'order' });
    await importThrough(ct, 'orders', [{ orderNumber: 'o-1', customer: { typeId: 'customer', key: 'ghost' }, totalPrice: EUR(300), customLineItems: [giftWrap] }]);
    settle(ct);
    expect((await readOrder()).customerId).toBe('00000000-0000-4000-b000-000000000000');
  });

  it("show a forced line item's SKU that no variant of its product has as the line item describes it, never the product's variant without a key", async () => {
    await importThrough(ct, 'product-types', [{ key: 'plain', name: 'Plain', description: 'Plain', attributes: [] }]);
    // A product imported without a master variant shows an empty one, which has no key.
    await importThrough(ct, 'products', [{ key: 'plain', name: { en: 'Plain' }, slug: { en: 'plain' }, productType: { typeId: 'product-type', key: 'plain' }, publish: true }]);
    settle(ct);
    ct.injectImportOutcome({ state: 'imported', type: 'order' });
    await importThrough(ct, 'orders', [
      { orderNumber: 'o-1', totalPrice: EUR(500), lineItems: [{ product: { typeId: 'product', key: 'plain' }, name: { en: 'Plain' }, variant: { sku: 'GHOST' }, price: { value: EUR(500) }, quantity: 1 }] },
    ]);
    settle(ct);
    const [item] = (await readOrder()).lineItems;
    expect(item).toMatchObject({ productKey: 'plain', variant: { id: 1, sku: 'GHOST', prices: [], images: [], attributes: [] } });
    expect(item?.variant).not.toHaveProperty('assets');
    expect(item).not.toHaveProperty('productSlug');
  });

  it("show each line item's variant as its product shows it, with the product's slug; what the line item gives replaces the variant's", async () => {
    await importThrough(ct, 'product-types', [shirtType]);
    const second = { key: 'oxford-l', sku: 'OXFORD-L', attributes: [{ name: 'color', type: 'enum', value: 'blue' }], images: [{ url: 'https://example.com/l.png', dimensions: { w: 1, h: 1 } }] };
    await importThrough(ct, 'product-drafts', [shirtDraft('oxford', { slug: { en: 'oxford-shirt' }, variants: [second], publish: true })]);
    settle(ct);
    const lineItem = (variant: object, more: object = {}) => ({ name: { en: 'Oxford' }, variant, price: { value: EUR(1999) }, quantity: 1, ...more });
    await importThrough(ct, 'orders', [
      {
        orderNumber: 'o-1',
        totalPrice: EUR(3998),
        lineItems: [
          lineItem({ sku: 'OXFORD-M', prices: [{ value: EUR(999) }], images: [] }),
          lineItem({ sku: 'OXFORD-L' }),
          lineItem({ productVariant: { typeId: 'product-variant', key: 'oxford-m' }, attributes: [{ name: 'color', type: 'enum', value: 'blue' }] }, { product: { typeId: 'product', key: 'oxford' } }),
        ],
      },
    ]);
    settle(ct);
    const product = valid<Product>((await api().products().withKey({ key: 'oxford' }).get().execute()).body, 'Product');
    const { masterVariant, variants } = product.masterData.current;
    const [withPrices, bySku, byKey] = (await readOrder()).lineItems;
    for (const item of [bySku, byKey, withPrices]) {
      expect(item?.id).toMatch(UUID);
      expect(item?.price.id).toMatch(UUID);
    }
    expect(bySku).toMatchObject({ productId: product.id, productKey: 'oxford', productSlug: { en: 'oxford-shirt' }, productType: product.productType });
    expect(bySku?.variant).toEqual(variants[0]);
    expect(bySku?.variant.attributes).toEqual([{ name: 'color', value: { key: 'blue', label: 'Blue' } }]);
    expect(byKey?.variant).toEqual({ ...masterVariant, attributes: [{ name: 'color', value: { key: 'blue', label: 'Blue' } }] });
    expect(byKey?.id).not.toBe(bySku?.id);
    expect(withPrices?.variant).toEqual({ ...masterVariant, prices: [{ id: expect.any(String), value: { ...EUR(999), fractionDigits: 2 } }], images: [] });
    expect(withPrices?.variant.prices?.[0]?.id).toMatch(UUID);
    expect(withPrices?.variant.prices?.[0]?.id).not.toBe(masterVariant.prices?.[0]?.id);
  });

  it('show what order patches add and change, made when the patch is processed, one version each', async () => {
    await importThrough(ct, 'product-types', [shirtType]);
    await importThrough(ct, 'product-drafts', [shirtDraft('oxford')]);
    settle(ct);
    const delivered = '2029-12-31T10:00:00.000Z';
    await importThrough(ct, 'orders', [
      {
        orderNumber: 'o-1',
        totalPrice: EUR(2299),
        lineItems: [{ name: { en: 'Oxford' }, variant: { sku: 'OXFORD-M' }, price: { value: EUR(1999) }, quantity: 1 }],
        customLineItems: [giftWrap],
        shippingInfo: {
          shippingMethodName: 'Standard',
          price: EUR(500),
          shippingRate: { price: EUR(500) },
          deliveries: [
            { id: 'd-1', createdAt: delivered, items: [], parcels: [{ id: 'p-1', createdAt: delivered }] },
            { id: 'd-0', createdAt: delivered, items: [], parcels: [{ id: 'p-0', createdAt: delivered }] },
          ],
        },
      },
    ]);
    settle(ct);
    const before = await readOrder();
    const [line] = before.lineItems.map(({ id }) => id);
    const [custom] = before.customLineItems.map(({ id }) => id);
    expect([line, custom]).toEqual([expect.stringMatching(UUID), expect.stringMatching(UUID)]);
    const untouched = { id: 'd-0', createdAt: delivered, items: [], parcels: [{ id: 'p-0', createdAt: delivered }] };
    expect(before.shippingInfo?.deliveries).toEqual([{ id: 'd-1', createdAt: delivered, items: [], parcels: [{ id: 'p-1', createdAt: delivered }] }, untouched]);

    const [first] = await importThrough(ct, 'order-patches', [
      {
        orderNumber: 'o-1',
        fields: {
          addReturnInfo: { items: [{ quantity: 1, lineItemId: line, comment: 'too small', shipmentState: 'Advised' }, { quantity: 1, customLineItemId: custom, shipmentState: 'Returned' }], returnTrackingId: 'R-1' },
          addParcelToDelivery: { deliveryId: 'd-1', trackingData: { trackingId: 'T-2' } },
          addDeliveries: [{ items: [{ id: line, quantity: 1 }], address: { country: 'DE' }, parcels: [{ measurements: { weightInGram: 300 } }] }],
          setDeliveryAddress: { deliveryId: 'd-1', address: { country: 'DE', city: 'Berlin' } },
          setParcelMeasurements: { parcelId: 'p-1', measurements: { weightInGram: 500 } },
          setParcelTrackingData: { parcelId: 'p-1', trackingData: { trackingId: 'T-1', carrier: 'DHL' } },
          setParcelItems: [{ parcelId: 'p-1', items: [{ id: custom, quantity: 1 }] }],
        },
      },
    ]);
    settle(ct);
    const at = (await operation(first)).lastModifiedAt;
    const patched = await readOrder();
    const made = (patched.returnInfo ?? []).flatMap((info) => info.items.map(({ id }) => id));
    const [delivery1, other, delivery2] = patched.shippingInfo?.deliveries ?? [];
    // What the patch named changed; the other delivery is as it was.
    expect(other).toEqual(untouched);
    expect(patched.version).toBe(2);
    expect(patched.returnInfo).toEqual([
      {
        items: [
          { id: made[0], type: 'LineItemReturnItem', lineItemId: line, quantity: 1, comment: 'too small', shipmentState: 'Advised', paymentState: 'NonRefundable', createdAt: at, lastModifiedAt: at },
          { id: made[1], type: 'CustomLineItemReturnItem', customLineItemId: custom, quantity: 1, shipmentState: 'Returned', paymentState: 'Initial', createdAt: at, lastModifiedAt: at },
        ],
        returnTrackingId: 'R-1',
        returnDate: at,
      },
    ]);
    expect(delivery1).toEqual({
      id: 'd-1',
      createdAt: delivered,
      items: [],
      address: { country: 'DE', city: 'Berlin' },
      parcels: [
        { id: 'p-1', createdAt: delivered, measurements: { weightInGram: 500 }, trackingData: { trackingId: 'T-1', carrier: 'DHL' }, items: [{ id: custom, quantity: 1 }] },
        { id: expect.any(String), createdAt: at, trackingData: { trackingId: 'T-2' } },
      ],
    });
    expect(delivery2).toEqual({ id: expect.any(String), createdAt: at, items: [{ id: line, quantity: 1 }], address: { country: 'DE' }, parcels: [{ id: expect.any(String), createdAt: at, measurements: { weightInGram: 300 } }] });
    const ids = [...made, delivery1?.parcels[1]?.id, delivery2?.id, delivery2?.parcels[0]?.id];
    expect(new Set(ids).size).toBe(5);
    for (const id of ids) expect(id).toMatch(UUID);

    // Fields a patch leaves out are removed where the platform's actions remove them; what goes stays gone.
    await importThrough(ct, 'order-patches', [
      { orderNumber: 'o-1', fields: { setDeliveryAddress: { deliveryId: 'd-1' }, setParcelMeasurements: { parcelId: 'p-1' }, setParcelTrackingData: { parcelId: 'p-1' }, setParcelItems: [{ parcelId: 'p-1' }] } },
    ]);
    settle(ct);
    expect((await readOrder()).shippingInfo?.deliveries?.slice(0, 2)).toEqual([{ id: 'd-1', createdAt: delivered, items: [], parcels: [{ id: 'p-1', createdAt: delivered }, delivery1?.parcels[1]] }, untouched]);
    await importThrough(ct, 'order-patches', [{ orderNumber: 'o-1', fields: { removeParcelFromDelivery: { parcelId: 'p-1' }, removeDelivery: { id: delivery2?.id ?? '' } } }]);
    settle(ct);
    const trimmed = await readOrder();
    expect(trimmed.version).toBe(4);
    expect(trimmed.shippingInfo?.deliveries).toEqual([{ id: 'd-1', createdAt: delivered, items: [], parcels: [delivery1?.parcels[1]] }, untouched]);
    // A later patch's ids are new ones, never one a removed part had.
    await importThrough(ct, 'order-patches', [{ orderNumber: 'o-1', fields: { addDeliveries: [{ items: [], parcels: [] }] } }]);
    settle(ct);
    const added = (await readOrder()).shippingInfo?.deliveries?.[2]?.id;
    expect(added).toMatch(UUID);
    expect(ids).not.toContain(added);
  });
});

describe('order queries', () => {
  it('find orders by number, none for a number no order has, and sort by order number both ways; an order known by its identity alone is left out', async () => {
    await ct.addResource('shop', { typeId: 'order', key: 'o-0' });
    const order = (orderNumber: string) => ({ orderNumber, totalPrice: { type: 'centPrecision', centAmount: 300, currencyCode: 'EUR' }, customLineItems: [] });
    await importThrough(ct, 'orders', [order('o-2'), order('o-10'), order('o-1')]);
    settle(ct);
    const numbers = async (queryArgs: Record<string, string>) => valid((await api().orders().get({ queryArgs }).execute()).body, 'OrderPagedQueryResponse').results.map((found) => found.orderNumber);
    expect(await numbers({})).toEqual(['o-2', 'o-10', 'o-1']);
    expect(await numbers({ where: 'orderNumber = "o-10"' })).toEqual(['o-10']);
    expect(await numbers({ where: 'orderNumber = "o-9"' })).toEqual([]);
    expect(await numbers({ where: 'orderNumber in ("o-0", "o-1")' })).toEqual(['o-1']);
    expect(await numbers({ sort: 'orderNumber asc' })).toEqual(['o-1', 'o-10', 'o-2']);
    expect(await numbers({ sort: 'orderNumber desc' })).toEqual(['o-2', 'o-10', 'o-1']);
  });
});
