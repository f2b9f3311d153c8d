import { describe, expect, it } from 'vitest';
import { checked, issuePaths, readExample } from '../../../../test/support/resource-kinds.js';
import type { ImportResourceKind, ResourceIdentity } from '../import-resource-kind.js';
import { IMPORT_RESOURCE_KINDS } from './index.js';

const businessUnit = IMPORT_RESOURCE_KINDS['business-unit'];
const category = IMPORT_RESOURCE_KINDS.category;
const customer = IMPORT_RESOURCE_KINDS.customer;
const discountCode = IMPORT_RESOURCE_KINDS['discount-code'];
const order = IMPORT_RESOURCE_KINDS.order;
const orderPatch = IMPORT_RESOURCE_KINDS['order-patch'];
const type = IMPORT_RESOURCE_KINDS.type;

// The order patch example is an array of one patch.
const firstOf = (json: unknown): unknown => (Array.isArray(json) ? json[0] : json);

const ref = (typeId: string, key: string): ResourceIdentity => ({ typeId, key });
const cents = (centAmount: number) => ({ type: 'centPrecision', centAmount, currencyCode: 'EUR' });
const customType = (key: string) => ({ type: ref('type', key), fields: { note: { type: 'String', value: 'x' } } });

function expectSameMembers(actual: readonly ResourceIdentity[], expected: readonly ResourceIdentity[]) {
  expect(actual).toHaveLength(expected.length);
  expect(actual).toEqual(expect.arrayContaining([...expected]));
}

interface InvalidCase {
  readonly problem: string;
  readonly item: unknown;
  /** The one issue's path. */
  readonly path: string;
}

interface KindCase {
  readonly kind: ImportResourceKind;
  /** The official examples of one item. */
  readonly examples: readonly string[];
  /** How to take the item out of an example file, where it is not the whole file. */
  readonly pick?: (json: unknown) => unknown;
  /** The official example request, whose items must all pass. */
  readonly request: string;
  readonly minimal: Record<string, unknown>;
  readonly invalid: readonly InvalidCase[];
}

const CASES: readonly KindCase[] = [
  {
    kind: category,
    examples: ['category-import.json'],
    request: 'category-import-request.json',
    minimal: { key: 'shoes', name: { en: 'Shoes' }, slug: { en: 'shoes' } },
    invalid: [
      { problem: 'a missing required field', item: { key: 'shoes', name: { en: 'Shoes' } }, path: 'slug' },
      { problem: 'a wrong field type', item: { key: 'shoes', name: 'Shoes', slug: { en: 'shoes' } }, path: 'name' },
      {
        problem: 'an unknown enum value (a custom field type)',
        item: { key: 'shoes', name: { en: 'Shoes' }, slug: { en: 'shoes' }, custom: { type: ref('type', 'extras'), fields: { a: { type: 'Text', value: 'x' } } } },
        path: 'custom.fields.a.type',
      },
      {
        problem: 'a reference with the wrong typeId',
        item: { key: 'shoes', name: { en: 'Shoes' }, slug: { en: 'shoes' }, parent: ref('product', 'clothing') },
        path: 'parent.typeId',
      },
    ],
  },
  {
    kind: customer,
    examples: ['customer-import.json'],
    request: 'customer-import-request.json',
    minimal: { key: 'jane', email: 'jane@example.com' },
    invalid: [
      { problem: 'a missing required field', item: { key: 'jane' }, path: 'email' },
      { problem: 'a wrong field type', item: { key: 'jane', email: 'jane@example.com', isEmailVerified: 'yes' }, path: 'isEmailVerified' },
      { problem: 'a fractional int32', item: { key: 'jane', email: 'jane@example.com', defaultBillingAddress: 0.5 }, path: 'defaultBillingAddress' },
      { problem: 'an address without its key', item: { key: 'jane', email: 'jane@example.com', addresses: [{ country: 'DE' }] }, path: 'addresses.0.key' },
      { problem: 'an unknown enum value', item: { key: 'jane', email: 'jane@example.com', authenticationMode: 'Sso' }, path: 'authenticationMode' },
      {
        problem: 'a reference with the wrong typeId',
        item: { key: 'jane', email: 'jane@example.com', customerGroup: ref('customer', 'vip') },
        path: 'customerGroup.typeId',
      },
      {
        problem: 'a store reference with the wrong typeId',
        item: { key: 'jane', email: 'jane@example.com', stores: [ref('store', 'berlin'), ref('channel', 'munich')] },
        path: 'stores.1.typeId',
      },
    ],
  },
  {
    kind: businessUnit,
    examples: ['business-units-company-import.json', 'business-units-division-import.json'],
    request: 'business-units-import-request.json',
    minimal: { key: 'acme', name: 'ACME', unitType: 'Company' },
    invalid: [
      { problem: 'a missing required field', item: { key: 'acme', unitType: 'Company' }, path: 'name' },
      { problem: "a division's missing parent", item: { key: 'acme-a', name: 'ACME A', unitType: 'Division' }, path: 'parentUnit' },
      { problem: 'a wrong field type', item: { key: 'acme', name: 'ACME', unitType: 'Company', shippingAddresses: ['0'] }, path: 'shippingAddresses.0' },
      { problem: 'an unknown unit type', item: { key: 'acme', name: 'ACME', unitType: 'Department' }, path: 'unitType' },
      { problem: 'an unknown enum value', item: { key: 'acme', name: 'ACME', unitType: 'Company', status: 'Closed' }, path: 'status' },
      {
        problem: 'an unknown inheritance mode',
        item: {
          key: 'acme',
          name: 'ACME',
          unitType: 'Company',
          associates: [{ customer: ref('customer', 'jane'), associateRoleAssignments: [{ associateRole: ref('associate-role', 'buyer'), inheritance: 'Sometimes' }] }],
        },
        path: 'associates.0.associateRoleAssignments.0.inheritance',
      },
      {
        problem: 'a reference with the wrong typeId',
        item: { key: 'acme-a', name: 'ACME A', unitType: 'Division', parentUnit: ref('customer', 'acme') },
        path: 'parentUnit.typeId',
      },
      {
        problem: "an associate's customer with the wrong typeId",
        item: { key: 'acme', name: 'ACME', unitType: 'Company', associates: [{ customer: ref('business-unit', 'jane'), associateRoleAssignments: [] }] },
        path: 'associates.0.customer.typeId',
      },
    ],
  },
  {
    kind: discountCode,
    examples: ['discount-code-import.json'],
    request: 'discount-code-import-request.json',
    minimal: { key: 'save10', code: 'SAVE10', isActive: true, cartDiscounts: [ref('cart-discount', 'ten-off')] },
    invalid: [
      { problem: 'a missing required field', item: { key: 'save10', code: 'SAVE10', isActive: true }, path: 'cartDiscounts' },
      { problem: 'a wrong field type', item: { key: 'save10', code: 'SAVE10', isActive: 'true', cartDiscounts: [] }, path: 'isActive' },
      {
        problem: 'an unknown enum value (a custom field type)',
        item: { key: 'save10', code: 'SAVE10', isActive: true, cartDiscounts: [], custom: { type: ref('type', 'extras'), fields: { a: { type: 'Text', value: 'x' } } } },
        path: 'custom.fields.a.type',
      },
      {
        problem: 'a reference with the wrong typeId',
        item: { key: 'save10', code: 'SAVE10', isActive: true, cartDiscounts: [ref('product-discount', 'ten-off')] },
        path: 'cartDiscounts.0.typeId',
      },
    ],
  },
  {
    kind: type,
    examples: ['type-import.json'],
    request: 'type-import-request.json',
    minimal: { key: 'extras', name: { en: 'Extras' }, resourceTypeIds: ['order'] },
    invalid: [
      { problem: 'a missing required field', item: { key: 'extras', name: { en: 'Extras' } }, path: 'resourceTypeIds' },
      {
        problem: 'a wrong field type',
        item: { key: 'extras', name: { en: 'Extras' }, resourceTypeIds: [], fieldDefinitions: [{ type: { name: 'String' }, name: 'note', label: { en: 'Note' }, required: 'no' }] },
        path: 'fieldDefinitions.0.required',
      },
      { problem: 'an unknown enum value', item: { key: 'extras', name: { en: 'Extras' }, resourceTypeIds: ['order', 'product'] }, path: 'resourceTypeIds.1' },
      {
        problem: 'an unknown field type inside a Set',
        item: {
          key: 'extras',
          name: { en: 'Extras' },
          resourceTypeIds: ['order'],
          fieldDefinitions: [{ type: { name: 'Set', elementType: { name: 'Set', elementType: { name: 'Text' } } }, name: 'tags', label: { en: 'Tags' }, required: false }],
        },
        path: 'fieldDefinitions.0.type.elementType.elementType.name',
      },
      // A Type holds no KeyReference; the nearest thing is the resource type a Reference field names.
      {
        problem: 'a Reference field to a resource type custom fields cannot reference',
        item: {
          key: 'extras',
          name: { en: 'Extras' },
          resourceTypeIds: ['order'],
          fieldDefinitions: [{ type: { name: 'Reference', referenceTypeId: 'type' }, name: 'tags', label: { en: 'Tags' }, required: false }],
        },
        path: 'fieldDefinitions.0.type.referenceTypeId',
      },
    ],
  },
  {
    kind: order,
    examples: ['order-import.json'],
    request: 'order-import-request.json',
    minimal: { orderNumber: 'o-1', totalPrice: cents(100) },
    invalid: [
      { problem: 'a missing required field', item: { orderNumber: 'o-1' }, path: 'totalPrice' },
      {
        problem: "a line item's missing variant",
        item: { orderNumber: 'o-1', totalPrice: cents(100), lineItems: [{ name: { en: 'Shirt' }, price: { value: cents(100) }, quantity: 1 }] },
        path: 'lineItems.0.variant',
      },
      {
        problem: 'a wrong field type',
        item: { orderNumber: 'o-1', totalPrice: cents(100), lineItems: [{ name: { en: 'Shirt' }, variant: {}, price: { value: cents(100) }, quantity: '1' }] },
        path: 'lineItems.0.quantity',
      },
      { problem: 'an unknown enum value', item: { orderNumber: 'o-1', totalPrice: cents(100), orderState: 'Shipped' }, path: 'orderState' },
      {
        problem: 'an unknown money type',
        item: { orderNumber: 'o-1', totalPrice: { type: 'exactPrecision', centAmount: 100, currencyCode: 'EUR' } },
        path: 'totalPrice.type',
      },
      {
        // TaxedPrice's totals are `Money`, which is cent precision only.
        problem: 'high precision money where Money is asked for',
        item: {
          orderNumber: 'o-1',
          totalPrice: cents(100),
          taxedPrice: { totalNet: { ...cents(84), type: 'highPrecision', preciseAmount: 8403 }, totalGross: cents(100), taxPortions: [] },
        },
        path: 'taxedPrice.totalNet.type',
      },
      {
        problem: 'a shipping rate tier type the Import API does not map',
        item: {
          orderNumber: 'o-1',
          totalPrice: cents(100),
          shippingInfo: { shippingMethodName: 'Standard', price: cents(500), shippingRate: { price: cents(500), tiers: [{ type: 'CartValue' }] } },
        },
        path: 'shippingInfo.shippingRate.tiers.0.type',
      },
      {
        problem: "an unknown attribute type on a line item's variant",
        item: {
          orderNumber: 'o-1',
          totalPrice: cents(100),
          lineItems: [{ name: { en: 'Shirt' }, variant: { attributes: [{ name: 'size', type: 'size', value: 'M' }] }, price: { value: cents(100) }, quantity: 1 }],
        },
        path: 'lineItems.0.variant.attributes.0.type',
      },
      {
        problem: 'a reference with the wrong typeId',
        item: {
          orderNumber: 'o-1',
          totalPrice: cents(100),
          lineItems: [{ product: ref('product-variant', 'shirt'), name: { en: 'Shirt' }, variant: {}, price: { value: cents(100) }, quantity: 1 }],
        },
        path: 'lineItems.0.product.typeId',
      },
      {
        problem: "a variant's reference with the wrong typeId",
        item: {
          orderNumber: 'o-1',
          totalPrice: cents(100),
          lineItems: [{ name: { en: 'Shirt' }, variant: { productVariant: ref('product', 'shirt') }, price: { value: cents(100) }, quantity: 1 }],
        },
        path: 'lineItems.0.variant.productVariant.typeId',
      },
    ],
  },
  {
    kind: orderPatch,
    examples: ['order-patch-import.json'],
    pick: firstOf,
    request: 'order-patch-import-request.json',
    minimal: { orderNumber: 'o-1', fields: {} },
    invalid: [
      { problem: 'a missing required field', item: { orderNumber: 'o-1' }, path: 'fields' },
      { problem: 'a wrong field type', item: { orderNumber: 'o-1', fields: { removeDelivery: { id: 5 } } }, path: 'fields.removeDelivery.id' },
      {
        problem: 'an unknown enum value',
        item: { orderNumber: 'o-1', fields: { addReturnInfo: { items: [{ quantity: 1, lineItemId: 'l-1', shipmentState: 'Lost' }] } } },
        path: 'fields.addReturnInfo.items.0.shipmentState',
      },
      {
        problem: 'a reference with the wrong typeId',
        item: { orderNumber: 'o-1', fields: { setDeliveryAddress: { deliveryId: 'd-1', address: { country: 'DE', custom: { type: ref('category', 'extras') } } } } },
        path: 'fields.setDeliveryAddress.address.custom.type.typeId',
      },
    ],
  },
];

describe.each(CASES)('the $kind.type kind', ({ kind, examples, pick = (json) => json, request, minimal, invalid }) => {
  for (const file of examples) {
    it(`accepts the official example (${file})`, () => {
      checked(kind, pick(readExample(file)));
    });
  }

  it(`accepts every item of the official example request (${request})`, () => {
    const body = readExample(request);
    expect(body).toMatchObject({ type: kind.type });
    const items: unknown = typeof body === 'object' && body !== null ? Reflect.get(body, kind.itemsKey) : undefined;
    if (!Array.isArray(items)) throw new Error(`${request} has no ${kind.itemsKey} array`);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) checked(kind, item);
  });

  it('accepts a minimal item', () => {
    checked(kind, minimal);
  });

  it('ignores properties the schema does not name', () => {
    // Nor does it follow references inside them: only checked fields can name what must exist.
    const item = checked(kind, { ...minimal, somethingElse: { typeId: 'channel', key: 'not-a-field' } });
    expect(item).toEqual(checked(kind, minimal));
  });

  it.each(invalid)('rejects $problem at $path', ({ item, path }) => {
    expect(issuePaths(kind, item)).toEqual([path]);
  });

  it('rejects what is not an object', () => {
    for (const value of [null, 'item', 42]) expect(kind.check(value).success).toBe(false);
  });
});

describe('what a checked item references and creates', () => {
  it('a category: its parent, and itself', () => {
    const item = checked(category, { key: 'shoes', name: { en: 'Shoes' }, slug: { en: 'shoes' }, parent: ref('category', 'clothing'), custom: customType('extras') });
    expect(item).toEqual({
      resourceKey: 'shoes',
      target: ref('category', 'shoes'),
      references: [ref('category', 'clothing'), ref('type', 'extras')],
      creates: [ref('category', 'shoes')],
    });
  });

  it('a customer: its group, stores and custom Types, and itself', () => {
    const item = checked(customer, {
      key: 'jane',
      email: 'jane@example.com',
      stores: [ref('store', 'berlin'), ref('store', 'munich'), ref('store', 'berlin')],
      customerGroup: ref('customer-group', 'vip'),
      addresses: [{ key: 'home', country: 'DE', custom: customType('address-extras') }],
      defaultShippingAddress: 0,
      shippingAddresses: [0],
      custom: customType('customer-extras'),
      authenticationMode: 'ExternalAuth',
    });
    expect(item.resourceKey).toBe('jane');
    expect(item.target).toEqual(ref('customer', 'jane'));
    expect(item.creates).toEqual([ref('customer', 'jane')]);
    expectSameMembers(item.references, [
      ref('store', 'berlin'),
      ref('store', 'munich'),
      ref('customer-group', 'vip'),
      ref('type', 'address-extras'),
      ref('type', 'customer-extras'),
    ]);
  });

  it('the official customer: its customer group', () => {
    const item = checked(customer, readExample('customer-import.json'));
    expect(item.resourceKey).toBe('customer-to-import');
    expect(item.references).toEqual([ref('customer-group', 'customer-group-key')]);
  });

  it('a business unit: parent, associates, roles and stores, and itself', () => {
    const item = checked(businessUnit, {
      key: 'acme-a',
      name: 'ACME A',
      unitType: 'Division',
      parentUnit: ref('business-unit', 'acme'),
      associates: [
        {
          customer: ref('customer', 'jane'),
          associateRoleAssignments: [{ associateRole: ref('associate-role', 'buyer'), inheritance: 'Enabled' }],
        },
      ],
      addresses: [{ country: 'DE' }],
      defaultBillingAddress: 0,
      stores: [ref('store', 'berlin')],
      storeMode: 'Explicit',
      associateMode: 'ExplicitAndFromParent',
      approvalRuleMode: 'Explicit',
    });
    expect(item.resourceKey).toBe('acme-a');
    expect(item.target).toEqual(ref('business-unit', 'acme-a'));
    expect(item.creates).toEqual([ref('business-unit', 'acme-a')]);
    expectSameMembers(item.references, [
      ref('business-unit', 'acme'),
      ref('customer', 'jane'),
      ref('associate-role', 'buyer'),
      ref('store', 'berlin'),
    ]);
  });

  it('a company business unit references nothing by default', () => {
    expect(checked(businessUnit, { key: 'acme', name: 'ACME', unitType: 'Company' }).references).toEqual([]);
  });

  it('the official division: its parent', () => {
    const item = checked(businessUnit, readExample('business-units-division-import.json'));
    expect(item.references).toEqual([ref('business-unit', 'acme-business-unit')]);
    expect(item.creates).toEqual([ref('business-unit', 'acme-business-unit-division-a')]);
  });

  it('a discount code: its cart discounts, and itself', () => {
    const item = checked(discountCode, {
      key: 'save10',
      code: 'SAVE10',
      isActive: true,
      cartDiscounts: [ref('cart-discount', 'ten-off'), ref('cart-discount', 'free-shipping')],
      maxApplications: 100,
      validFrom: '2025-01-01T00:00:00.000Z',
    });
    expect(item).toEqual({
      resourceKey: 'save10',
      target: ref('discount-code', 'save10'),
      references: [ref('cart-discount', 'ten-off'), ref('cart-discount', 'free-shipping')],
      creates: [ref('discount-code', 'save10')],
    });
  });

  it('a type: nothing to reference, and itself', () => {
    const item = checked(type, {
      key: 'extras',
      name: { en: 'Extras' },
      resourceTypeIds: ['order', 'line-item'],
      fieldDefinitions: [
        { type: { name: 'Enum', values: [{ key: 'a', label: 'A' }] }, name: 'grade', label: { en: 'Grade' }, required: true },
        { type: { name: 'LocalizedEnum', values: [{ key: 'a', label: { en: 'A' } }] }, name: 'level', label: { en: 'Level' }, required: false },
        { type: { name: 'Set', elementType: { name: 'Reference', referenceTypeId: 'product' } }, name: 'related', label: { en: 'Related' }, required: false },
        { type: { name: 'Money' }, name: 'deposit', label: { en: 'Deposit' }, required: false, inputHint: 'MultiLine' },
      ],
    });
    expect(item).toEqual({
      resourceKey: 'extras',
      target: ref('type', 'extras'),
      references: [],
      creates: [ref('type', 'extras')],
    });
  });

  it('an order: keyed by its orderNumber, with everything it names', () => {
    const item = checked(order, {
      orderNumber: 'o-1',
      customer: ref('customer', 'jane'),
      customerEmail: 'jane@example.com',
      lineItems: [
        {
          product: ref('product', 'shirt'),
          name: { en: 'Shirt' },
          variant: {
            productVariant: ref('product-variant', 'shirt-m'),
            sku: 'SHIRT-M',
            prices: [
              {
                value: cents(1200),
                discounted: { value: cents(1000), discount: ref('product-discount', 'summer') },
                tiers: [{ minimumQuantity: 10, value: cents(900) }],
              },
            ],
            attributes: [
              { name: 'color', type: 'enum', value: 'red' },
              { name: 'maker', type: 'reference', value: ref('key-value-document', 'acme') },
            ],
            images: [{ url: 'https://example.com/shirt.png', dimensions: { w: 640, h: 480 } }],
          },
          price: { value: cents(1000), channel: ref('channel', 'berlin'), customerGroup: ref('customer-group', 'vip') },
          quantity: 2,
          state: [{ quantity: 2, state: ref('state', 'picked') }],
          supplyChannel: ref('channel', 'warehouse'),
          taxRate: { name: 'VAT', amount: 0.19, includedInPrice: true, country: 'DE', subRates: [{ name: 'federal', amount: 0.19 }] },
          shippingDetails: { targets: [{ addressKey: 'home', quantity: 2 }] },
        },
      ],
      customLineItems: [
        {
          name: { en: 'Gift wrap' },
          money: cents(300),
          totalPrice: cents(300),
          slug: 'gift-wrap',
          quantity: 1,
          taxCategory: ref('tax-category', 'standard'),
          externalTaxRate: { name: 'VAT', country: 'DE' },
          discountedPricePerQuantity: [
            { value: cents(200), includedDiscounts: [{ discount: ref('cart-discount', 'wrap-deal'), discountedAmount: cents(100) }] },
          ],
        },
      ],
      totalPrice: cents(2300),
      taxedPrice: { totalNet: cents(1933), totalGross: cents(2300), taxPortions: [{ rate: 0.19, amount: cents(367) }] },
      shippingAddress: { key: 'home', country: 'DE' },
      customerGroup: ref('customer-group', 'vip'),
      orderState: 'Complete',
      shipmentState: 'Shipped',
      paymentState: 'Paid',
      shippingInfo: {
        shippingMethodName: 'Standard',
        price: cents(500),
        shippingRate: {
          price: cents(500),
          freeAbove: cents(5000),
          tiers: [{ type: 'CartClassification', value: 'heavy', price: cents(900), tiers: [] }],
        },
        shippingMethod: ref('shipping-method', 'standard'),
        taxCategory: ref('tax-category', 'standard'),
        deliveries: [{ id: 'd-1', createdAt: '2025-01-02T00:00:00.000Z', items: [{ id: 'l-1', quantity: 2 }], parcels: [] }],
        shippingMethodState: 'MatchesCart',
      },
      completedAt: '2025-01-01T00:00:00.000Z',
      custom: customType('order-extras'),
      inventoryMode: 'TrackOnly',
      taxRoundingMode: 'HalfEven',
      taxCalculationMode: 'LineItemLevel',
      origin: 'Customer',
      store: ref('store', 'berlin'),
      state: ref('state', 'open'),
    });
    expect(item.resourceKey).toBe('o-1');
    expect(item.target).toEqual(ref('order', 'o-1'));
    expect(item.creates).toEqual([ref('order', 'o-1')]);
    expectSameMembers(item.references, [
      ref('customer', 'jane'),
      ref('product', 'shirt'),
      ref('product-variant', 'shirt-m'),
      ref('product-discount', 'summer'),
      ref('key-value-document', 'acme'),
      ref('channel', 'berlin'),
      ref('customer-group', 'vip'),
      ref('state', 'picked'),
      ref('channel', 'warehouse'),
      ref('tax-category', 'standard'),
      ref('cart-discount', 'wrap-deal'),
      ref('shipping-method', 'standard'),
      ref('type', 'order-extras'),
      ref('store', 'berlin'),
      ref('state', 'open'),
    ]);
  });

  it('the official order: its customer, customer group, supply channel and variant', () => {
    const item = checked(order, readExample('order-import.json'));
    expect(item.resourceKey).toBe('order-number');
    expect(item.target).toEqual(ref('order', 'order-number'));
    expectSameMembers(item.references, [
      ref('customer', 'order-customer-key'),
      ref('product-variant', 'product-key'),
      ref('channel', 'supplier-channel-key'),
      ref('customer-group', 'customer-group-key'),
    ]);
  });

  it('an order patch: needs its order, and creates nothing', () => {
    const item = checked(orderPatch, {
      orderNumber: 'o-1',
      fields: {
        addDeliveries: [{ items: [{ id: 'l-1', quantity: 1 }], parcels: [{ trackingData: { carrier: 'DHL', isReturn: false } }] }],
        setDeliveryAddress: { deliveryId: 'd-1', address: { country: 'DE', custom: customType('address-extras') } },
      },
    });
    expect(item).toEqual({
      resourceKey: 'o-1',
      target: ref('order', 'o-1'),
      references: [ref('order', 'o-1'), ref('type', 'address-extras')],
      creates: [],
    });
  });

  it('the official order patch: its order', () => {
    const item = checked(orderPatch, firstOf(readExample('order-patch-import.json')));
    expect(item.references).toEqual([ref('order', 'order-number')]);
    expect(item.creates).toEqual([]);
  });
});
