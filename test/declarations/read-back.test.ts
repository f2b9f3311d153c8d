import { describe, expect, it } from 'vitest';
import { createCommercetoolsMock, type CommercetoolsMock } from '../../src/index.js';

// Issue 33: what one mock's GET showed, declared in another mock with ct.addResource, reads back
// deep-equal there, by key, by id and through `where id=`, for every type the read routes serve.

const NOW = '2030-01-01T00:00:00.000Z';
const IMPORT = 'https://import.europe-west1.gcp.commercetools.com/shop';
const API = 'https://api.europe-west1.gcp.commercetools.com/shop';
const money = (centAmount: number) => ({ type: 'centPrecision', centAmount, currencyCode: 'EUR' });

const mock = () => createCommercetoolsMock({ now: NOW, projects: [{ key: 'shop', currencies: ['EUR'], languages: ['en', 'de'] }], auth: false });

async function importAll(ct: CommercetoolsMock, requests: readonly [string, string, readonly object[]][]): Promise<void> {
  await ct.fetch(`${IMPORT}/import-containers`, { method: 'POST', body: JSON.stringify({ key: 'all' }) });
  for (const [segment, type, resources] of requests) {
    const response = await ct.fetch(`${IMPORT}/${segment}/import-containers/all`, { method: 'POST', body: JSON.stringify({ type, resources }) });
    expect(response.status, await response.clone().text()).toBe(201);
    ct.clock.advance(5000);
  }
  const summary = (await (await ct.fetch(`${IMPORT}/import-containers/all/import-summaries`)).json()) as { states: Record<string, number>; total: number };
  expect(summary.states['imported']).toBe(summary.total);
}

const read = async (ct: CommercetoolsMock, path: string) => {
  const response = await ct.fetch(`${API}/${path}`);
  expect(response.status, path).toBe(200);
  return (await response.json()) as Record<string, unknown> & { id: string };
};

const extras = { key: 'extras', name: { en: 'Extras' }, resourceTypeIds: ['category', 'customer', 'order', 'product-price', 'asset', 'inventory-entry', 'discount-code', 'address'], fieldDefinitions: [
  { name: 'note', label: { en: 'Note' }, required: false, type: { name: 'String' } },
  { name: 'rank', label: { en: 'Rank' }, required: false, type: { name: 'Number' } },
  { name: 'tier', label: { en: 'Tier' }, required: false, type: { name: 'Enum', values: [{ key: 'gold', label: 'Gold' }] } },
  { name: 'deposit', label: { en: 'Deposit' }, required: false, type: { name: 'Money' } },
  { name: 'buddy', label: { en: 'Buddy' }, required: false, type: { name: 'Reference', referenceTypeId: 'category' } },
  { name: 'tags', label: { en: 'Tags' }, required: false, type: { name: 'Set', elementType: { name: 'String' } } },
] };
const custom = (fields: Record<string, { type: string; value: unknown }>) => ({ type: { typeId: 'type', key: 'extras' }, fields });
const shirt = { key: 'shirt', name: 'Shirt', description: 'Shirts', attributes: [
  { name: 'color', label: { en: 'Color' }, isRequired: true, type: { name: 'enum', values: [{ key: 'red', label: 'Red' }, { key: 'blue', label: 'Blue' }] } },
  { name: 'size', label: { en: 'Size' }, isRequired: false, type: { name: 'lenum', values: [{ key: 'm', label: { en: 'Medium', de: 'Mittel' } }] } },
  { name: 'care', label: { en: 'Care' }, isRequired: false, type: { name: 'set', elementType: { name: 'text' } } },
  { name: 'msrp', label: { en: 'MSRP' }, isRequired: false, type: { name: 'money' } },
  { name: 'related', label: { en: 'Related' }, isRequired: false, type: { name: 'reference', referenceTypeId: 'category' } },
] };
const asset = (key: string) => ({ key, sources: [{ uri: `https://example.com/${key}.png` }], name: { en: key }, custom: custom({ note: { type: 'String', value: key } }) });
const variant = (key: string, color: string) => ({
  key,
  sku: key.toUpperCase(),
  prices: [{ key: `${key}-eur`, value: money(1999), channel: { typeId: 'channel', key: 'berlin' }, custom: custom({ deposit: { type: 'Money', value: money(50) } }) }],
  attributes: [
    { name: 'color', type: 'enum', value: color },
    { name: 'size', type: 'lenum', value: 'm' },
    { name: 'care', type: 'text-set', value: ['wash', 'iron'] },
    { name: 'msrp', type: 'money', value: money(2999) },
    { name: 'related', type: 'reference', value: { typeId: 'category', key: 'men' } },
  ],
  images: [{ url: 'https://example.com/a.png', dimensions: { w: 10, h: 10 }, label: 'front' }],
  assets: [asset(`${key}-manual`)],
});
const oxford = (publish?: boolean, name = 'Oxford') => ({
  key: 'oxford',
  name: { en: name },
  slug: { en: 'oxford' },
  productType: { typeId: 'product-type', key: 'shirt' },
  categories: [{ typeId: 'category', key: 'men' }],
  taxCategory: { typeId: 'tax-category', key: 'standard' },
  masterVariant: variant('oxford-red', 'red'),
  variants: [variant('oxford-blue', 'blue')],
  ...(publish === undefined ? {} : { publish }),
});
const address = (key: string) => ({ key, country: 'DE', city: 'Berlin', custom: custom({ note: { type: 'String', value: key } }) });

/** Mock A: every type the read routes serve, imported with most of its fields, a product with staged changes. */
async function source(): Promise<CommercetoolsMock> {
  const ct = mock();
  for (const [typeId, key] of [['channel', 'berlin'], ['tax-category', 'standard'], ['cart-discount', 'ten'], ['store', 'berlin'], ['customer-group', 'vip']]) {
    await ct.addResource('shop', { typeId: typeId!, key: key! });
  }
  await importAll(ct, [
    ['types', 'type', [extras]],
    ['product-types', 'product-type', [shirt]],
    ['categories', 'category', [
      { key: 'clothes', name: { en: 'Clothes' }, slug: { en: 'clothes' }, orderHint: '0.1', assets: [asset('clothes-banner')] },
      { key: 'men', name: { en: 'Men' }, slug: { en: 'men' }, parent: { typeId: 'category', key: 'clothes' }, custom: custom({ rank: { type: 'Number', value: 3 }, tier: { type: 'Enum', value: 'gold' }, buddy: { type: 'Reference', value: { typeId: 'category', key: 'clothes' } }, tags: { type: 'StringSet', value: ['a'] } }) },
    ]],
    ['product-drafts', 'product-draft', [oxford(true)]],
    ['product-drafts', 'product-draft', [oxford(undefined, 'Oxford, staged')]],
    ['customers', 'customer', [{ key: 'jen', email: 'jen@example.com', password: 'secret', firstName: 'Jen', addresses: [address('home'), address('work')], defaultShippingAddress: 1, shippingAddresses: [0, 1], billingAddresses: [0], customerGroup: { typeId: 'customer-group', key: 'vip' }, stores: [{ typeId: 'store', key: 'berlin' }], custom: custom({ note: { type: 'String', value: 'hi' } }) }]],
    ['inventories', 'inventory', [{ key: 'oxford-red-stock', sku: 'OXFORD-RED', quantityOnStock: 7, supplyChannel: { typeId: 'channel', key: 'berlin' }, restockableInDays: 2 }]],
    ['standalone-prices', 'standalone-price', [{ key: 'oxford-red-std', sku: 'OXFORD-RED', value: money(1500), channel: { typeId: 'channel', key: 'berlin' }, tiers: [{ minimumQuantity: 3, value: money(1400) }], active: false }]],
    ['discount-codes', 'discount-code', [{ key: 'save', code: 'SAVE', cartDiscounts: [{ typeId: 'cart-discount', key: 'ten' }], isActive: true, name: { en: 'Save' }, groups: ['spring'] }]],
    ['orders', 'order', [{
      orderNumber: 'o-1',
      customer: { typeId: 'customer', key: 'jen' },
      customerEmail: 'jen@example.com',
      totalPrice: money(5000),
      store: { typeId: 'store', key: 'berlin' },
      lineItems: [{ product: { typeId: 'product', key: 'oxford' }, name: { en: 'Oxford' }, variant: { productVariant: { typeId: 'product-variant', key: 'oxford-red' } }, price: { value: money(1999) }, quantity: 2 }],
      customLineItems: [{ name: { en: 'Gift wrap' }, money: money(300), totalPrice: money(300), slug: 'gift-wrap', quantity: 1 }],
      shippingAddress: { country: 'DE', city: 'Berlin' },
      orderState: 'Confirmed',
    }]],
  ]);
  return ct;
}

/** The resources of mock A as its GETs show them, in an order where each names only those before it. */
const READS = [
  ['type', 'types/key=extras'],
  ['product-type', 'product-types/key=shirt'],
  ['category', 'categories/key=clothes'],
  ['category', 'categories/key=men'],
  ['product', 'products/key=oxford'],
  ['customer', 'customers/key=jen'],
  ['inventory-entry', 'inventory/key=oxford-red-stock'],
  ['standalone-price', 'standalone-prices/key=oxford-red-std'],
  ['discount-code', 'discount-codes/key=save'],
  ['order', 'orders/order-number=o-1'],
] as const;

describe('a resource declared as another mock GET showed it', () => {
  it('reads back deep-equal, by key, by id and where id=, with the ids of what it holds', async () => {
    const a = await source();
    const shown = await Promise.all(READS.map(async ([typeId, path]) => [typeId, path, await read(a, path)] as const));
    const projection = await read(a, 'product-projections/key=oxford?staged=true');
    const b = mock();
    // B counts its own ids from elsewhere: what reads back is what A showed, not what B would make.
    for (const key of ['x1', 'x2', 'x3']) await b.addResource('shop', { typeId: 'category', key });
    // What the mock reads nothing of is declared with the id A showed for it.
    const body = (typeId: string) => shown.find(([each]) => each === typeId)![2];
    const price = (body('product')['masterData'] as { current: { masterVariant: { prices: { channel: { id: string } }[] } } }).current.masterVariant.prices[0]!;
    await b.addResource('shop', { typeId: 'channel', key: 'berlin', id: price.channel.id });
    await b.addResource('shop', { typeId: 'tax-category', key: 'standard', id: (body('product')['taxCategory'] as { id: string }).id });
    await b.addResource('shop', { typeId: 'cart-discount', key: 'ten', id: (body('discount-code')['cartDiscounts'] as { id: string }[])[0]!.id });
    await b.addResource('shop', { typeId: 'customer-group', key: 'vip', id: (body('customer')['customerGroup'] as { id: string }).id });
    await b.addResource('shop', { typeId: 'store', key: 'berlin' });
    for (const [typeId, , body] of shown) await b.addResource('shop', { typeId, ...body });

    for (const [, path, body] of shown) {
      expect(await read(b, path), path).toEqual(body);
      const segment = path.split('/')[0]!;
      expect(await read(b, `${segment}/${body.id}`), `${segment} by id`).toEqual(body);
      const page = await read(b, `${segment}?where=${encodeURIComponent(`id = "${body.id}"`)}`);
      expect(page['results'], `${segment} where id=`).toEqual([body]);
    }
    expect(await read(b, 'product-projections/key=oxford?staged=true')).toEqual(projection);
  });
});

describe('an order that patches changed, declared as another mock GET showed it', () => {
  it('reads back deep-equal, with the returns, deliveries and parcels the patches added', async () => {
    const a = mock();
    await importAll(a, [
      ['product-types', 'product-type', [{ key: 'plain', name: 'Plain', description: 'Plain', attributes: [] }]],
      ['product-drafts', 'product-draft', [{ key: 'mug', name: { en: 'Mug' }, slug: { en: 'mug' }, productType: { typeId: 'product-type', key: 'plain' }, masterVariant: { key: 'mug-1', sku: 'MUG-1' } }]],
      ['orders', 'order', [{
        orderNumber: 'o-9',
        totalPrice: money(1500),
        lineItems: [{ product: { typeId: 'product', key: 'mug' }, name: { en: 'Mug' }, variant: { sku: 'MUG-1' }, price: { value: money(1200) }, quantity: 2 }],
        customLineItems: [{ name: { en: 'Gift wrap' }, money: money(300), totalPrice: money(300), slug: 'gift-wrap', quantity: 1 }],
        shippingInfo: {
          shippingMethodName: 'Standard',
          price: money(500),
          shippingRate: { price: money(500) },
          deliveries: [{ id: 'd-1', createdAt: '2029-12-31T10:00:00.000Z', items: [], parcels: [{ id: 'p-1', createdAt: '2029-12-31T10:00:00.000Z' }] }],
        },
      }]],
    ]);
    const before = await read(a, 'orders/order-number=o-9');
    const [lineItem] = before['lineItems'] as { id: string }[];
    const [customLineItem] = before['customLineItems'] as { id: string }[];
    const patched = await a.fetch(`${IMPORT}/order-patches/import-containers/all`, { method: 'POST', body: JSON.stringify({ type: 'order-patch', patches: [{ orderNumber: 'o-9', fields: {
      addReturnInfo: { returnTrackingId: 'R-1', items: [{ quantity: 1, lineItemId: lineItem!.id, shipmentState: 'Returned', comment: 'chipped' }, { quantity: 1, customLineItemId: customLineItem!.id, shipmentState: 'Advised' }] },
      addParcelToDelivery: { deliveryId: 'd-1', items: [{ id: lineItem!.id, quantity: 1 }], trackingData: { trackingId: 'T-1' } },
      addDeliveries: [{ items: [{ id: customLineItem!.id, quantity: 1 }], parcels: [{ items: [{ id: lineItem!.id, quantity: 1 }], measurements: { weightInGram: 400 } }] }],
      setDeliveryAddress: { deliveryId: 'd-1', address: { country: 'DE', city: 'Berlin' } },
    } }] }) });
    expect(patched.status).toBe(201);
    a.clock.advance(5000);
    const shown = await read(a, 'orders/order-number=o-9');
    expect(shown['returnInfo']).toHaveLength(1);
    expect((shown['shippingInfo'] as { deliveries: unknown[] }).deliveries).toHaveLength(2);

    const b = mock();
    await b.addResource('shop', { typeId: 'product-type', ...(await read(a, 'product-types/key=plain')) });
    await b.addResource('shop', { typeId: 'product', ...(await read(a, 'products/key=mug')) });
    await b.addResource('shop', { typeId: 'order', ...shown });
    expect(await read(b, 'orders/order-number=o-9')).toEqual(shown);
    expect(await read(b, `orders/${shown.id}`)).toEqual(shown);

    // B goes on from what was declared: a patch names the line items and deliveries as B shows them.
    await b.fetch(`${IMPORT}/import-containers`, { method: 'POST', body: JSON.stringify({ key: 'all' }) });
    const again = await b.fetch(`${IMPORT}/order-patches/import-containers/all`, { method: 'POST', body: JSON.stringify({ type: 'order-patch', patches: [{ orderNumber: 'o-9', fields: {
      addReturnInfo: { items: [{ quantity: 1, lineItemId: lineItem!.id, shipmentState: 'Advised' }] },
      addParcelToDelivery: { deliveryId: 'd-1', items: [{ id: lineItem!.id, quantity: 1 }] },
    } }] }) });
    expect(again.status).toBe(201);
    b.clock.advance(5000);
    const [operation] = ((await (await b.fetch(`${IMPORT}/import-containers/all/import-operations`)).json()) as { results: { state: string; errors?: unknown }[] }).results;
    expect(operation, JSON.stringify(operation?.errors)).toMatchObject({ state: 'imported' });
    const after = await read(b, 'orders/order-number=o-9');
    const returns = after['returnInfo'] as { items: { id: string; lineItemId?: string }[] }[];
    expect(returns.slice(0, 1)).toEqual(shown['returnInfo']);
    expect(returns[1]!.items.map(({ lineItemId }) => lineItemId)).toEqual([lineItem!.id]);
    const itemIds = returns.flatMap(({ items }) => items.map(({ id }) => id));
    expect(new Set(itemIds).size).toBe(itemIds.length);

    // A snapshot of it, returns and the count of ids its patches made included, restores as it reads.
    const c = mock();
    await c.restore(JSON.parse(JSON.stringify(b.snapshot())) as ReturnType<typeof b.snapshot>);
    expect(await read(c, 'orders/order-number=o-9')).toEqual(after);
  });

  it('refuses returns the platform could not show, naming the field, and declares nothing', async () => {
    const ct = mock();
    const order = { typeId: 'order', id: 'order-1', version: 1, orderNumber: 'o-1', totalPrice: money(100), lineItems: [], customLineItems: [], orderState: 'Open' } as const;
    const item = { id: 'r-1', type: 'LineItemReturnItem', lineItemId: 'li-1', quantity: 1, shipmentState: 'Returned', paymentState: 'Initial', createdAt: NOW, lastModifiedAt: NOW };
    const cases: [unknown, string][] = [
      [[{ items: 'none' }], "the order 'o-1' declared in 'shop' is not an order as the platform shows it: returnInfo.0: expected a return with its items"],
      ['soon', 'returnInfo: expected a list of returns'],
      [[{ items: [{ ...item, type: 'Gift' }] }], 'returnInfo.0.items.0.type: expected LineItemReturnItem or CustomLineItemReturnItem'],
      [[{ items: [{ ...item, lineItemId: undefined }] }], 'returnInfo.0.items.0.lineItemId: expected a non-empty string'],
      [[{ items: [{ ...item, quantity: 0 }] }], 'returnInfo.0.items.0.quantity: expected a whole number from 1'],
      [[{ items: [{ ...item, shipmentState: 'Lost' }] }], 'returnInfo.0.items.0.shipmentState: expected one of Advised, Returned, BackInStock, Unusable'],
      [[{ items: [{ ...item, paymentState: 'Paid' }] }], 'returnInfo.0.items.0.paymentState: expected one of NonRefundable, Initial, Refunded, NotRefunded'],
      [[{ items: [{ ...item, createdAt: 'then' }] }], 'returnInfo.0.items.0.createdAt: expected an ISO date-time'],
      [[{ items: [item], returnDate: 'then' }], 'returnInfo.0.returnDate: expected an ISO date-time'],
      [[{ items: [item], returnTrackingId: 7 }], 'returnInfo.0.returnTrackingId: expected a string'],
      [[{ items: [7] }], 'returnInfo.0.items.0: expected a return item'],
    ];
    for (const [returnInfo, problem] of cases) {
      await expect(ct.addResource('shop', { ...order, returnInfo } as never), problem).rejects.toThrow(problem);
      expect((await ct.fetch(`${API}/orders/order-number=o-1`)).status).toBe(404);
    }
    await ct.addResource('shop', { ...order, returnInfo: [{ items: [item] }] });
    expect((await read(ct, 'orders/order-number=o-1'))['returnInfo']).toEqual([{ items: [item] }]);
  });
});
