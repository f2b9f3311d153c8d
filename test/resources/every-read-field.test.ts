import type { Category, DiscountCode, InventoryEntry, ProductType, StandalonePrice, Type } from '@commercetools/platform-sdk';
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../support/mock-server.js';
import { api, importThrough, settle, valid } from './helpers.js';

// Every field the Import API takes for the resources besides products, customers and orders, read
// back exactly through the platform SDK (issue 33): a field left out, defaulted or shown otherwise
// fails here. Custom fields show each value as the platform does: money with fraction digits,
// references by id, a set of money as a list of those.

const ct = useMockServer({
  projects: [{ key: 'shop', currencies: ['EUR', 'JPY'], languages: ['en'], countries: ['DE'] }],
  resources: {
    shop: [
      { typeId: 'channel', key: 'berlin' },
      { typeId: 'customer-group', key: 'vip' },
      { typeId: 'cart-discount', key: 'ten-off' },
      { typeId: 'product-discount', key: 'summer' },
    ],
  },
});

const ID = /^00000000-0000-4000-b000-0*[1-9a-f][0-9a-f]*$/;
const money = (centAmount: number, currencyCode = 'EUR') => ({ type: 'centPrecision', centAmount, currencyCode });
const shown = (centAmount: number, currencyCode = 'EUR') => ({ ...money(centAmount, currencyCode), fractionDigits: currencyCode === 'JPY' ? 0 : 2 });

const extras = {
  key: 'extras',
  name: { en: 'Extras' },
  description: { en: 'Extra fields' },
  resourceTypeIds: ['category', 'inventory-entry', 'standalone-price', 'discount-code', 'asset'],
  fieldDefinitions: [
    { name: 'gift', label: { en: 'Gift' }, required: false, type: { name: 'Boolean' } },
    { name: 'fee', label: { en: 'Fee' }, required: false, type: { name: 'Money' }, inputHint: 'MultiLine' },
    { name: 'fees', label: { en: 'Fees' }, required: false, type: { name: 'Set', elementType: { name: 'Money' } } },
    { name: 'tags', label: { en: 'Tags' }, required: false, type: { name: 'Set', elementType: { name: 'String' } } },
    { name: 'home', label: { en: 'Home' }, required: false, type: { name: 'Reference', referenceTypeId: 'channel' } },
  ],
};

/** Custom fields of every kind, as the Import API takes them and as the platform shows them. */
const customIn = {
  type: { typeId: 'type', key: 'extras' },
  fields: {
    gift: { type: 'Boolean', value: true },
    fee: { type: 'Money', value: money(250) },
    fees: { type: 'MoneySet', value: [money(100), money(300, 'JPY')] },
    tags: { type: 'StringSet', value: ['a', 'b'] },
    home: { type: 'Reference', value: { typeId: 'channel', key: 'berlin' } },
  },
};
async function customOut() {
  const typeId = (await api().types().withKey({ key: 'extras' }).get().execute()).body.id;
  return {
    type: { typeId: 'type', id: typeId },
    fields: { gift: true, fee: shown(250), fees: [shown(100), shown(300, 'JPY')], tags: ['a', 'b'], home: { typeId: 'channel', id: expect.stringMatching(ID) } },
  };
}

async function withType() {
  await importThrough(ct, 'types', [extras]);
  settle(ct);
}

describe('every field read back', () => {
  it('a Type: its description, and each field definition with the input hint it was given or SingleLine', async () => {
    await withType();
    const type = valid<Type>((await api().types().withKey({ key: 'extras' }).get().execute()).body, 'Type');
    expect(type).toEqual({
      id: type.id,
      version: 1,
      createdAt: type.createdAt,
      lastModifiedAt: type.lastModifiedAt,
      key: 'extras',
      name: { en: 'Extras' },
      description: { en: 'Extra fields' },
      resourceTypeIds: extras.resourceTypeIds,
      fieldDefinitions: extras.fieldDefinitions.map((field) => ({ inputHint: 'SingleLine', ...field })),
    });
    expect(type.fieldDefinitions[1]?.inputHint).toBe('MultiLine');
  });

  it('a product type: every attribute definition field as given, the defaults only where left out', async () => {
    const given = { name: 'sku-code', label: { en: 'Code' }, isRequired: true, type: { name: 'text' }, attributeConstraint: 'Unique', inputTip: { en: 'The code' }, inputHint: 'MultiLine', isSearchable: false, level: 'Product' };
    const bare = { name: 'note', label: { en: 'Note' }, isRequired: false, type: { name: 'text' } };
    await importThrough(ct, 'product-types', [{ key: 'coded', name: 'Coded', description: 'With a code', attributes: [given, bare] }, { key: 'empty', name: 'Empty', description: '' }]);
    settle(ct);
    const coded = valid<ProductType>((await api().productTypes().withKey({ key: 'coded' }).get().execute()).body, 'ProductType');
    expect(coded).toEqual({
      id: coded.id,
      version: 1,
      createdAt: coded.createdAt,
      lastModifiedAt: coded.lastModifiedAt,
      key: 'coded',
      name: 'Coded',
      description: 'With a code',
      attributes: [given, { ...bare, attributeConstraint: 'None', inputHint: 'SingleLine', isSearchable: true, level: 'Variant' }],
    });
    expect(coded.attributes?.[1]).not.toHaveProperty('inputTip');
    const empty = valid<ProductType>((await api().productTypes().withKey({ key: 'empty' }).get().execute()).body, 'ProductType');
    expect(empty.attributes).toEqual([]);
  });

  it('a category: description, external id, meta fields, custom fields, its order hint and assets with ids', async () => {
    await withType();
    await importThrough(ct, 'categories', [
      {
        key: 'tops',
        name: { en: 'Tops' },
        slug: { en: 'tops' },
        description: { en: 'All tops' },
        externalId: 'ext-1',
        metaTitle: { en: 'Tops title' },
        metaDescription: { en: 'Tops description' },
        metaKeywords: { en: 'tops' },
        orderHint: '0.3',
        custom: customIn,
        assets: [
          { key: 'banner', sources: [{ uri: 'https://img.example/banner.png' }], name: { en: 'Banner' }, tags: ['wide'], custom: { type: { typeId: 'type', key: 'extras' }, fields: { gift: { type: 'Boolean', value: false } } } },
          { key: 'icon', sources: [{ uri: 'https://img.example/icon.png', key: 'small', dimensions: { w: 16, h: 16 } }], name: { en: 'Icon' }, description: { en: 'An icon' } },
        ],
      },
    ]);
    settle(ct);
    const category = valid<Category>((await api().categories().withKey({ key: 'tops' }).get().execute()).body, 'Category');
    const typeId = (await api().types().withKey({ key: 'extras' }).get().execute()).body.id;
    const serial = category.id.slice(-12);
    expect(category).toEqual({
      id: category.id,
      version: 1,
      createdAt: category.createdAt,
      lastModifiedAt: category.lastModifiedAt,
      key: 'tops',
      name: { en: 'Tops' },
      slug: { en: 'tops' },
      description: { en: 'All tops' },
      ancestors: [],
      externalId: 'ext-1',
      metaTitle: { en: 'Tops title' },
      metaDescription: { en: 'Tops description' },
      metaKeywords: { en: 'tops' },
      custom: await customOut(),
      orderHint: '0.3',
      assets: [
        { id: `00000000-0000-4000-ba00-${serial}`, key: 'banner', sources: [{ uri: 'https://img.example/banner.png' }], name: { en: 'Banner' }, tags: ['wide'], custom: { type: { typeId: 'type', id: typeId }, fields: { gift: false } } },
        { id: `00000000-0001-4000-ba00-${serial}`, key: 'icon', sources: [{ uri: 'https://img.example/icon.png', key: 'small', dimensions: { w: 16, h: 16 } }], name: { en: 'Icon' }, description: { en: 'An icon' } },
      ],
    });
  });

  it('a category imported with the fewest fields: an order hint made of its serial, no parent, empty ancestors and assets', async () => {
    await importThrough(ct, 'categories', [{ key: 'bare', name: { en: 'Bare' }, slug: { en: 'bare' } }]);
    settle(ct);
    const category = valid<Category>((await api().categories().withKey({ key: 'bare' }).get().execute()).body, 'Category');
    expect(category).toEqual({
      id: category.id,
      version: 1,
      createdAt: category.createdAt,
      lastModifiedAt: category.lastModifiedAt,
      key: 'bare',
      name: { en: 'Bare' },
      slug: { en: 'bare' },
      ancestors: [],
      orderHint: `0.${Number.parseInt(category.id.slice(-12), 16).toString().padStart(12, '0')}`,
      assets: [],
    });
  });

  it('an inventory entry: restocking, expected delivery, reservation expiry and custom fields', async () => {
    await withType();
    await importThrough(ct, 'inventories', [
      { key: 'sku-1', sku: 'SKU-1', quantityOnStock: 4, restockableInDays: 3, expectedDelivery: '2030-02-01T00:00:00.000Z', reservationExpirationInMinutes: 30, custom: customIn },
      { key: 'sku-2', sku: 'SKU-2', quantityOnStock: 0 },
    ]);
    settle(ct);
    const entry = valid<InventoryEntry>((await api().inventory().withKey({ key: 'sku-1' }).get().execute()).body, 'InventoryEntry');
    expect(entry).toEqual({
      id: entry.id,
      version: 1,
      createdAt: entry.createdAt,
      lastModifiedAt: entry.lastModifiedAt,
      key: 'sku-1',
      sku: 'SKU-1',
      quantityOnStock: 4,
      availableQuantity: 4,
      restockableInDays: 3,
      expectedDelivery: '2030-02-01T00:00:00.000Z',
      reservationExpirationInMinutes: 30,
      custom: await customOut(),
    });
    const bare = valid<InventoryEntry>((await api().inventory().withKey({ key: 'sku-2' }).get().execute()).body, 'InventoryEntry');
    expect(bare).toEqual({ id: bare.id, version: 1, createdAt: bare.createdAt, lastModifiedAt: bare.lastModifiedAt, key: 'sku-2', sku: 'SKU-2', quantityOnStock: 0, availableQuantity: 0 });
  });

  it('a standalone price: country, customer group, channel, validity, tiers, discounted, custom fields and active', async () => {
    await withType();
    await importThrough(ct, 'standalone-prices', [
      {
        key: 'sku-1-vip',
        sku: 'SKU-1',
        value: money(999),
        country: 'DE',
        customerGroup: { typeId: 'customer-group', key: 'vip' },
        channel: { typeId: 'channel', key: 'berlin' },
        validFrom: '2030-01-01T00:00:00.000Z',
        validUntil: '2030-12-31T00:00:00.000Z',
        tiers: [{ minimumQuantity: 5, value: money(899) }],
        discounted: { value: money(799), discount: { typeId: 'product-discount', key: 'summer' } },
        custom: customIn,
        active: false,
      },
    ]);
    settle(ct);
    const price = valid<StandalonePrice>((await api().standalonePrices().withKey({ key: 'sku-1-vip' }).get().execute()).body, 'StandalonePrice');
    expect(price).toEqual({
      id: price.id,
      version: 1,
      createdAt: price.createdAt,
      lastModifiedAt: price.lastModifiedAt,
      key: 'sku-1-vip',
      sku: 'SKU-1',
      value: shown(999),
      country: 'DE',
      customerGroup: { typeId: 'customer-group', id: expect.stringMatching(ID) },
      channel: { typeId: 'channel', id: expect.stringMatching(ID) },
      validFrom: '2030-01-01T00:00:00.000Z',
      validUntil: '2030-12-31T00:00:00.000Z',
      tiers: [{ minimumQuantity: 5, value: shown(899) }],
      discounted: { value: shown(799), discount: { typeId: 'product-discount', id: expect.stringMatching(ID) } },
      custom: await customOut(),
      active: false,
    });
    expect(new Set([price.customerGroup?.id, price.channel?.id, price.discounted?.discount.id]).size).toBe(3);
  });

  it('a discount code: name, description, cart predicate, limits, validity, groups and custom fields', async () => {
    await withType();
    await importThrough(ct, 'discount-codes', [
      {
        key: 'save10',
        code: 'SAVE10',
        name: { en: 'Save 10' },
        description: { en: 'Ten off' },
        cartDiscounts: [{ typeId: 'cart-discount', key: 'ten-off' }],
        cartPredicate: 'totalPrice > "10.00 EUR"',
        isActive: false,
        maxApplications: 100,
        maxApplicationsPerCustomer: 1,
        groups: ['spring'],
        validFrom: '2030-01-01T00:00:00.000Z',
        validUntil: '2030-06-01T00:00:00.000Z',
        custom: customIn,
      },
    ]);
    settle(ct);
    const code = valid<DiscountCode>((await api().discountCodes().withKey({ key: 'save10' }).get().execute()).body, 'DiscountCode');
    expect(code).toEqual({
      id: code.id,
      version: 1,
      createdAt: code.createdAt,
      lastModifiedAt: code.lastModifiedAt,
      key: 'save10',
      name: { en: 'Save 10' },
      description: { en: 'Ten off' },
      code: 'SAVE10',
      cartDiscounts: [{ typeId: 'cart-discount', id: expect.stringMatching(ID) }],
      stores: [],
      cartPredicate: 'totalPrice > "10.00 EUR"',
      isActive: false,
      references: [],
      maxApplications: 100,
      maxApplicationsPerCustomer: 1,
      custom: await customOut(),
      validFrom: '2030-01-01T00:00:00.000Z',
      validUntil: '2030-06-01T00:00:00.000Z',
      groups: ['spring'],
    });
  });
});
