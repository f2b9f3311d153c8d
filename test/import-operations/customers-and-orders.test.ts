import type { CustomerAddress, CustomerImport, OrderImport, OrderPatchImport, ProductDraftImport, ProductTypeImport, ShippingInfoImportDraft, TypedMoney } from '@commercetools/importapi-sdk';
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../support/mock-server.js';
import { expectSchemaValid } from '../support/schemas.js';
import { duplicateField, invalidField, processingRequests, requiredField } from './processing-requests.js';

// The processing rules of customers and orders (issue 30), through the official Import SDK: a
// customer's password, address keys and address indexes; the variants an order's line items sell;
// the line items, deliveries and parcels an order patch names. Each rule gets an item that breaks
// it (validationFailed, with exactly the error the docs name) and one that keeps it (imported).

const ct = useMockServer({
  projects: [{ key: 'shop' }],
  importContainers: { shop: [{ key: 'catalog' }] },
});

const { send, processed, imported, refused } = processingRequests(ct);

const EUR = (centAmount: number): TypedMoney => ({ type: 'centPrecision', currencyCode: 'EUR', centAmount, fractionDigits: 2 });
const address = (key: string): CustomerAddress => ({ key, country: 'DE' });
const customer = (more: Partial<CustomerImport> = {}): CustomerImport => ({ key: 'jen', email: 'jen@example.com', password: 'secret', ...more });

describe('customers', () => {
  it('refuse a customer in Password mode (the default) without a password, or with an empty one', async () => {
    const { password: _password, ...withoutPassword } = customer();
    await refused(send.customers([withoutPassword]), [requiredField('password')]);
    await refused(send.customers([{ ...withoutPassword, authenticationMode: 'Password' }]), [requiredField('password')]);
    await refused(send.customers([customer({ password: '' })]), [requiredField('password')]);
    // The failed customer claimed nothing: the first import that keeps the rule is version 1.
    const [first] = await imported(send.customers([customer()]));
    expect(first?.resourceVersion).toBe(1);
  });

  it('take a customer authenticated elsewhere without a password', async () => {
    const { password: _password, ...withoutPassword } = customer();
    const [operation] = await imported(send.customers([{ ...withoutPassword, authenticationMode: 'ExternalAuth' }]));
    expect(operation?.resourceVersion).toBe(1);
  });

  it('refuse an update without a password too: the Import API needs one on every import', async () => {
    await imported(send.customers([customer()]));
    const { password: _password, ...withoutPassword } = customer({ firstName: 'Jen' });
    await refused(send.customers([withoutPassword]), [requiredField('password')]);
    const [update] = await imported(send.customers([customer({ firstName: 'Jen' })]));
    expect(update?.resourceVersion).toBe(2);
  });

  it('refuse an address key twice in one customer, where another customer may have it too', async () => {
    await refused(send.customers([customer({ addresses: [address('home'), address('work'), address('home')] })]), [duplicateField('addresses.2.key', 'home')]);
    await imported(send.customers([customer({ addresses: [address('home'), address('work')] })]));
    await imported(send.customers([customer({ key: 'ann', email: 'ann@example.com', addresses: [address('home')] })]));
  });

  it('refuse address indexes that name no address, listing the indexes there are', async () => {
    const two = [address('home'), address('work')];
    await refused(send.customers([customer({ addresses: two, defaultShippingAddress: 2 })]), [invalidField('defaultShippingAddress', 2, [0, 1])]);
    await refused(send.customers([customer({ addresses: two, defaultBillingAddress: -1 })]), [invalidField('defaultBillingAddress', -1, [0, 1])]);
    await refused(send.customers([customer({ addresses: two, shippingAddresses: [1, 5], billingAddresses: [0, 1, 2] })]), [
      invalidField('shippingAddresses.1', 5, [0, 1]),
      invalidField('billingAddresses.2', 2, [0, 1]),
    ]);
    await refused(send.customers([customer({ defaultShippingAddress: 0 })]), [invalidField('defaultShippingAddress', 0, [])]);
    const [operation] = await imported(
      send.customers([customer({ addresses: two, defaultShippingAddress: 1, defaultBillingAddress: 0, shippingAddresses: [0, 1], billingAddresses: [1] })]),
    );
    expect(operation?.resourceVersion).toBe(1);
  });

  it('list every rule a customer breaks', async () => {
    await refused(send.customers([{ key: 'jen', email: 'jen@example.com', addresses: [address('home'), address('home')], defaultBillingAddress: 3 }]), [
      requiredField('password'),
      duplicateField('addresses.1.key', 'home'),
      invalidField('defaultBillingAddress', 3, [0, 1]),
    ]);
  });
});

// Orders: a product type with a required color, and two products of one or two variants.
const SHIRT: ProductTypeImport = {
  key: 'shirt',
  name: 'Shirt',
  description: 'Shirts',
  attributes: [{ name: 'color', label: { en: 'Color' }, isRequired: true, type: { name: 'enum', values: [{ key: 'red', label: 'Red' }] } }],
};
const product = (key: string, skus: string[]): ProductDraftImport => {
  const [master, ...more] = skus.map((sku, index) => ({ key: `${key}-${index}`, sku, attributes: [{ name: 'color', type: 'enum' as const, value: 'red' }] }));
  return { key, name: { en: key }, slug: { en: key }, productType: { typeId: 'product-type', key: 'shirt' }, masterVariant: master, ...(more.length > 0 ? { variants: more } : {}) };
};

async function importCatalog() {
  await imported(send.productTypes([SHIRT]));
  await imported(send.productDrafts([product('oxford', ['OX-S', 'OX-M']), product('polo', ['PO-S'])]));
}

type LineItem = NonNullable<OrderImport['lineItems']>[number];
const lineItem = (variant: LineItem['variant'], productKey?: string): LineItem => ({
  ...(productKey === undefined ? {} : { product: { typeId: 'product', key: productKey } }),
  name: { en: 'Shirt' },
  variant,
  price: { value: EUR(1999) },
  quantity: 1,
});
const order = (lineItems: LineItem[], orderNumber = 'o-1'): OrderImport => ({ orderNumber, totalPrice: EUR(1999 * lineItems.length), lineItems });
const variantKey = (key: string) => ({ typeId: 'product-variant' as const, key });

describe('order line items', () => {
  it('sell variants named by SKU, by key, or both, of the product they name', async () => {
    await importCatalog();
    const [operation] = await imported(
      send.orders([
        order([
          lineItem({ sku: 'OX-M' }),
          lineItem({ sku: 'OX-S' }, 'oxford'),
          lineItem({ productVariant: variantKey('polo-0') }, 'polo'),
          lineItem({ productVariant: variantKey('oxford-1'), sku: 'OX-M' }),
        ]),
      ]),
    );
    expect(operation?.resourceVersion).toBe(1);
  });

  it('refuse a SKU no variant has', async () => {
    await importCatalog();
    await refused(send.orders([order([lineItem({ sku: 'OX-S' }), lineItem({ sku: 'OX-XL' })])]), [invalidField('lineItems.1.variant.sku', 'OX-XL')]);
    await refused(send.orders([order([lineItem({ sku: 'OX-XL' }, 'oxford')])]), [invalidField('lineItems.0.variant.sku', 'OX-XL')]);
    // The failed order holds no order number.
    const [operation] = await imported(send.orders([order([lineItem({ sku: 'OX-S' })])]));
    expect(operation?.resourceVersion).toBe(1);
  });

  it('refuse a variant of another product than the one they name, by SKU or by key', async () => {
    await importCatalog();
    await refused(send.orders([order([lineItem({ sku: 'PO-S' }, 'oxford')])]), [invalidField('lineItems.0.variant.sku', 'PO-S')]);
    await refused(send.orders([order([lineItem({ productVariant: variantKey('polo-0') }, 'oxford')])]), [invalidField('lineItems.0.variant.productVariant', variantKey('polo-0'))]);
  });

  it('refuse a key and a SKU that name two variants', async () => {
    await importCatalog();
    await refused(send.orders([order([lineItem({ productVariant: variantKey('oxford-0'), sku: 'OX-M' })])]), [invalidField('lineItems.0.variant.sku', 'OX-M')]);
    await refused(send.orders([order([lineItem({ productVariant: variantKey('oxford-0'), sku: 'OX-XL' })])]), [invalidField('lineItems.0.variant.sku', 'OX-XL')]);
  });

  it('refuse a line item that names no variant', async () => {
    await importCatalog();
    await refused(send.orders([order([lineItem({}, 'oxford')])]), [requiredField('lineItems.0.variant.sku')]);
  });

  it('wait for a variant named by key until it exists', async () => {
    await imported(send.productTypes([SHIRT]));
    const [waiting] = await processed(send.orders([order([lineItem({ productVariant: variantKey('oxford-1') }, 'oxford')])]));
    expect(waiting).toMatchObject({ state: 'unresolved', unresolvedReferences: [{ typeId: 'product', key: 'oxford' }, variantKey('oxford-1')] });
    await imported(send.productDrafts([product('oxford', ['OX-S', 'OX-M'])]));
    expect((await processed(send.orders([order([lineItem({ sku: 'OX-S' })], 'o-2')])))[0]?.state).toBe('imported');
  });

  it('skip what only a product content tells, for a product declared by its identity alone', async () => {
    await ct.addResource('shop', { typeId: 'product', key: 'declared' });
    await imported(send.orders([order([lineItem({ sku: 'ANY' }, 'declared')])]));
    // Without the product, a SKU no variant has is refused all the same.
    await refused(send.orders([order([lineItem({ sku: 'ANY' })], 'o-2')]), [invalidField('lineItems.0.variant.sku', 'ANY')]);
    // A variant declared by its identity alone may have any SKU, and be any product's.
    await ct.addResource('shop', variantKey('declared-v'));
    await imported(send.orders([order([lineItem({ productVariant: variantKey('declared-v'), sku: 'ANY' }, 'declared')], 'o-3')]));
  });
});

describe('order patches', () => {
  const shippingInfo: ShippingInfoImportDraft = {
    shippingMethodName: 'Standard',
    price: EUR(500),
    shippingRate: { price: { type: 'centPrecision', currencyCode: 'EUR', centAmount: 500, fractionDigits: 2 } },
    deliveries: [{ id: 'd-1', createdAt: '2029-12-31T10:00:00.000Z', items: [], parcels: [{ id: 'p-1', createdAt: '2029-12-31T10:00:00.000Z' }] }],
  };
  const patch = (fields: OrderPatchImport['fields']): OrderPatchImport => ({ orderNumber: 'o-1', fields });

  /** An order with two line items, a custom line item and delivery d-1 with parcel p-1; returns its item ids as the platform API shows them. */
  async function importOrder(withShipping = true): Promise<{ lineItems: string[]; customLineItems: string[] }> {
    await importCatalog();
    await imported(
      send.orders([
        {
          ...order([lineItem({ sku: 'OX-S' }), lineItem({ sku: 'PO-S' })]),
          customLineItems: [{ name: { en: 'Gift wrap' }, money: EUR(300), totalPrice: EUR(300), slug: 'gift-wrap', quantity: 1 }],
          ...(withShipping ? { shippingInfo } : {}),
        },
      ]),
    );
    const read = await fetch('https://api.europe-west1.gcp.commercetools.com/shop/orders/order-number=o-1', {
      headers: { authorization: `Bearer ${ct.issueToken({ scopes: ['view_orders:shop'] })}` },
    });
    const body = (await read.json()) as { lineItems: { id: string }[]; customLineItems: { id: string }[] };
    return { lineItems: body.lineItems.map(({ id }) => id), customLineItems: body.customLineItems.map(({ id }) => id) };
  }

  it('apply what names the order has: its line items, deliveries and parcels; each patch raises its version', async () => {
    const ids = await importOrder();
    const [first] = await imported(
      send.orderPatches([
        patch({
          addReturnInfo: { items: [{ quantity: 1, lineItemId: ids.lineItems[1], shipmentState: 'Returned' }, { quantity: 1, customLineItemId: ids.customLineItems[0], shipmentState: 'Advised' }] },
          addParcelToDelivery: { deliveryId: 'd-1', items: [{ id: ids.lineItems[0]!, quantity: 1 }] },
          addDeliveries: [{ items: [{ id: ids.customLineItems[0]!, quantity: 1 }], parcels: [{ items: [{ id: ids.lineItems[1]!, quantity: 1 }] }] }],
          setDeliveryAddress: { deliveryId: 'd-1', address: { country: 'DE' } },
          setParcelMeasurements: { parcelId: 'p-1', measurements: { weightInGram: 500 } },
          setParcelTrackingData: { parcelId: 'p-1', trackingData: { trackingId: 'T-1' } },
          setParcelItems: [{ parcelId: 'p-1', items: [{ id: ids.lineItems[0]!, quantity: 1 }] }],
        }),
      ]),
    );
    expect(first?.resourceVersion).toBe(2);
    const [second] = await imported(send.orderPatches([patch({ removeParcelFromDelivery: { parcelId: 'p-1' }, removeDelivery: { id: 'd-1' } })]));
    expect(second?.resourceVersion).toBe(3);
  });

  it('fail a patch naming a line item, delivery or parcel the order lacks, and change nothing', async () => {
    const ids = await importOrder();
    const allItems = [...ids.lineItems, ...ids.customLineItems];
    await refused(
      send.orderPatches([
        patch({
          addReturnInfo: { items: [{ quantity: 1, lineItemId: 'li-x', shipmentState: 'Returned' }, { quantity: 1, customLineItemId: ids.lineItems[0], shipmentState: 'Advised' }] },
          addParcelToDelivery: { deliveryId: 'd-x', items: [{ id: 'li-y', quantity: 1 }] },
          addDeliveries: [{ items: [{ id: 'li-z', quantity: 1 }], parcels: [{ items: [{ id: 'li-w', quantity: 1 }] }] }],
          removeDelivery: { id: 'd-2' },
          removeParcelFromDelivery: { parcelId: 'p-2' },
          setDeliveryAddress: { deliveryId: 'd-3' },
          setParcelMeasurements: { parcelId: 'p-3' },
          setParcelTrackingData: { parcelId: 'p-4' },
          setParcelItems: [{ parcelId: 'p-1', items: [{ id: 'li-v', quantity: 1 }] }, { parcelId: 'p-5' }],
        }),
      ]),
      [
        invalidField('fields.addReturnInfo.items.0.lineItemId', 'li-x', ids.lineItems),
        invalidField('fields.addReturnInfo.items.1.customLineItemId', ids.lineItems[0], ids.customLineItems),
        invalidField('fields.addDeliveries.0.items.0.id', 'li-z', allItems),
        invalidField('fields.addDeliveries.0.parcels.0.items.0.id', 'li-w', allItems),
        invalidField('fields.addParcelToDelivery.deliveryId', 'd-x', ['d-1']),
        invalidField('fields.addParcelToDelivery.items.0.id', 'li-y', allItems),
        invalidField('fields.removeDelivery.id', 'd-2', ['d-1']),
        invalidField('fields.removeParcelFromDelivery.parcelId', 'p-2', ['p-1']),
        invalidField('fields.setDeliveryAddress.deliveryId', 'd-3', ['d-1']),
        invalidField('fields.setParcelMeasurements.parcelId', 'p-3', ['p-1']),
        invalidField('fields.setParcelTrackingData.parcelId', 'p-4', ['p-1']),
        invalidField('fields.setParcelItems.0.items.0.id', 'li-v', allItems),
        invalidField('fields.setParcelItems.1.parcelId', 'p-5', ['p-1']),
      ],
    );
    // The failed patch raised nothing: the next one makes the order's second version.
    const [next] = await imported(send.orderPatches([patch({ removeDelivery: { id: 'd-1' } })]));
    expect(next?.resourceVersion).toBe(2);
    // d-1 is gone now, and a patch naming it fails.
    await refused(send.orderPatches([patch({ setDeliveryAddress: { deliveryId: 'd-1' } })]), [invalidField('fields.setDeliveryAddress.deliveryId', 'd-1', [])]);
  });

  it('check nothing of an order known by its identity alone, which keeps no content', async () => {
    await ct.addResource('shop', { typeId: 'order', key: 'o-1' });
    const [operation] = await imported(send.orderPatches([patch({ removeDelivery: { id: 'd-x' }, addDeliveries: [{ items: [], parcels: [] }] })]));
    expect(operation?.resourceVersion).toBe(2);
  });

  it('apply what they can when a test forces them imported: no delivery for an order without shipping info', async () => {
    const ids = await importOrder(false);
    ct.injectImportOutcome({ state: 'imported', type: 'order-patch' });
    await imported(send.orderPatches([patch({ addDeliveries: [{ items: [{ id: ids.lineItems[0]!, quantity: 1 }], parcels: [] }], removeDelivery: { id: 'd-x' } })]));
    const read = await fetch('https://api.europe-west1.gcp.commercetools.com/shop/orders/order-number=o-1', {
      headers: { authorization: `Bearer ${ct.issueToken({ scopes: ['view_orders:shop'] })}` },
    });
    const body = (await read.json()) as { version: number };
    expectSchemaValid(body, 'platform-resources', 'Order');
    expect(body).toMatchObject({ version: 2 });
    expect(body).not.toHaveProperty('shippingInfo');
  });

  it('name no line item of an order that has none, nor a custom line item of one that has none', async () => {
    await importCatalog();
    await imported(
      send.orders([
        { orderNumber: 'o-1', totalPrice: EUR(300), customLineItems: [{ name: { en: 'Gift wrap' }, money: EUR(300), totalPrice: EUR(300), slug: 'gift-wrap', quantity: 1 }] },
        order([lineItem({ sku: 'OX-S' })], 'o-2'),
      ]),
    );
    await refused(send.orderPatches([patch({ addReturnInfo: { items: [{ quantity: 1, lineItemId: 'li-x', shipmentState: 'Returned' }] } })]), [
      invalidField('fields.addReturnInfo.items.0.lineItemId', 'li-x', []),
    ]);
    await refused(send.orderPatches([{ orderNumber: 'o-2', fields: { addReturnInfo: { items: [{ quantity: 1, customLineItemId: 'cli-x', shipmentState: 'Returned' }] } } }]), [
      invalidField('fields.addReturnInfo.items.0.customLineItemId', 'cli-x', []),
    ]);
  });

  it('fail a return item that names neither a line item nor a custom line item', async () => {
    await importOrder();
    await refused(send.orderPatches([patch({ addReturnInfo: { items: [{ quantity: 1, shipmentState: 'Returned' }] } })]), [requiredField('fields.addReturnInfo.items.0.lineItemId')]);
  });

  it('fail deliveries added to an order without shipping info', async () => {
    const ids = await importOrder(false);
    await refused(send.orderPatches([patch({ addDeliveries: [{ items: [{ id: ids.lineItems[0]!, quantity: 1 }], parcels: [] }] })]), [
      { code: 'InvalidOperation', message: "The order has no shippingInfo, so 'fields.addDeliveries' cannot add deliveries to it." },
    ]);
    // An empty list adds none, and so asks for no shipping info.
    await imported(send.orderPatches([patch({ addDeliveries: [] })]));
  });
});
