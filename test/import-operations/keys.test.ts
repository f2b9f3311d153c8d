import type {
  BusinessUnitImport,
  CategoryImport,
  CustomerImport,
  DiscountCodeImport,
  FieldDefinition,
  InventoryImport,
  OrderImport,
  PriceImport,
  ProductDraftImport,
  ProductImport,
  ProductTypeImport,
  StandalonePriceImport,
  TypeImport,
} from '@commercetools/importapi-sdk';
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../support/mock-server.js';
import { expectErrorSchemaValid } from '../support/schemas.js';
import { createImportApiRoot, sdkError } from '../support/sdk.js';
import { processingRequests, type Sent } from './processing-requests.js';
import { REJECTED, states, summaryOf } from './helpers.js';

// Keys, names and codes as the Import API's RAML constrains them, through the official Import
// SDK. The platform checks a request body against its RAML, so a value that breaks a `pattern`,
// `minLength` or `maxLength` there refuses the whole request at once: 400, one InvalidField per
// value, nothing stored. Each constraint gets values it refuses and values it takes at its edges.

const ct = useMockServer({
  projects: [{ key: 'shop' }],
  importContainers: { shop: [{ key: 'catalog' }] },
});
const { send, imported } = processingRequests(ct);

const KEY = 'expected 2 to 256 characters of A-Z, a-z, 0-9, _ and -';
const ANY_KEY = 'expected 2 to 256 characters';
const FIELD_NAME = 'expected 2 to 36 characters of A-Z, a-z, 0-9, _ and -';
const LOCALE = 'expected a locale such as de, de-DE, zh-Hans-CN or es-419';

/** Keys the RAML's `^[A-Za-z0-9_-]+$` with 2 to 256 characters refuses: too short, too long, a character outside the set at the start, inside and at the end. */
const BAD_KEYS = ['a', '', 'k'.repeat(257), '.ab', 'a.b', 'ab.', 'a b', 'ab ', ' ab', 'äb', 'a/b', 'a+b', 'ab\n'];
/** Keys it takes: its edges and every kind of character it allows. */
const GOOD_KEYS = ['ab', 'k'.repeat(256), 'AZ_az-09', '--', '__', 'Z9'];

/** A value as a message shows it: its JSON, cut to 100 characters. */
const shown = (value: unknown) => {
  const json = JSON.stringify(value);
  return json.length > 100 ? `${json.slice(0, 97)}...` : json;
};

/** The InvalidField an import request is refused with, as the mock words it. */
const problem = (field: string, invalidValue: unknown, expected: string, resourceIndex = 0) => ({
  code: 'InvalidField',
  message: `The value ${shown(invalidValue)} of field '${field}' is not valid: ${expected}.`,
  field,
  invalidValue,
  resourceIndex,
});

/** Asserts that the request was refused whole with exactly these errors, and stored nothing. */
async function refusedWhole(request: Sent, errors: readonly object[]): Promise<void> {
  const failure = await sdkError(request);
  expect(failure).toEqual({ statusCode: 400, body: { statusCode: 400, message: REJECTED, errors } });
  expectErrorSchemaValid(failure.body, 400, 'import-api');
  expect(await summaryOf(ct, 'catalog')).toStrictEqual(states({}));
}

const category = (key: string, more: Partial<CategoryImport> = {}): CategoryImport => ({ key, name: { en: 'Shirts' }, slug: { en: 'shirts' }, ...more });
const productType = (key: string): ProductTypeImport => ({ key, name: 'Clothing', description: 'Things to wear' });
const draft = (key: string, more: Partial<ProductDraftImport> = {}): ProductDraftImport => ({
  key,
  name: { en: 'Shirt' },
  slug: { en: 'shirt' },
  productType: { typeId: 'product-type', key: 'clothing' },
  ...more,
});
const EUR = { type: 'centPrecision' as const, currencyCode: 'EUR', centAmount: 1000, fractionDigits: 2 };

/** One request per resource type whose own key has the RAML's pattern, with the item's key given. */
const KEYED: readonly { type: string; send: (key: string) => Sent }[] = [
  { type: 'category', send: (key) => send.categories([category(key)]) },
  { type: 'customer', send: (key) => send.customers([{ key, email: 'jen@example.com' } satisfies CustomerImport]) },
  { type: 'discount-code', send: (key) => send.discountCodes([{ key, code: 'SAVE10', isActive: true, cartDiscounts: [] } satisfies DiscountCodeImport]) },
  { type: 'inventory', send: (key) => send.inventories([{ key, sku: 'SKU-1', quantityOnStock: 5 } satisfies InventoryImport]) },
  {
    type: 'price',
    send: (key) =>
      send.prices([
        { key, value: EUR, product: { typeId: 'product', key: 'shirt' }, productVariant: { typeId: 'product-variant', key: 'shirt-1' } } satisfies PriceImport,
      ]),
  },
  { type: 'standalone-price', send: (key) => send.standalonePrices([{ key, sku: 'SKU-1', value: EUR } satisfies StandalonePriceImport]) },
  { type: 'product-type', send: (key) => send.productTypes([productType(key)]) },
  { type: 'type', send: (key) => send.types([{ key, name: { en: 'Extras' }, resourceTypeIds: ['category'] } satisfies TypeImport]) },
  { type: 'business-unit', send: (key) => send.businessUnits([{ key, name: 'ACME', unitType: 'Company' } satisfies BusinessUnitImport]) },
];

describe("a resource's key, where the RAML gives it the pattern ^[A-Za-z0-9_-]+$ and 2 to 256 characters", () => {
  it.each(KEYED)('$type: refuses a key too short, too long or with another character, naming it', async ({ send: sendWith }) => {
    for (const key of BAD_KEYS) await refusedWhole(sendWith(key), [problem('resources.0.key', key, KEY)]);
  });

  it.each(KEYED)('$type: takes a key at the edges of the pattern and its lengths', async ({ send: sendWith }) => {
    for (const key of GOOD_KEYS) {
      const { statusCode } = await sendWith(key);
      expect(statusCode, key).toBe(201);
    }
  });

  it('imports a category whose key is at the edges', async () => {
    const [operation] = await imported(send.categories([category('k'.repeat(256), { slug: { en: 'long' } }), category('AZ_az-09')]));
    expect(operation?.resourceKey).toBe('k'.repeat(256));
  });

  it('refuses the whole request for one key, and names every key it refuses with its index', async () => {
    const items = [category('shirts'), category('a.b', { slug: { en: 'ab' } }), category('pants', { slug: { en: 'pants' } }), category('x', { slug: { en: 'x1' } })];
    await refusedWhole(send.categories(items), [problem('resources.1.key', 'a.b', KEY, 1), problem('resources.3.key', 'x', KEY, 3)]);
  });
});

describe("a product's, product draft's and product tailoring's key: 2 to 256 characters of any kind", () => {
  // Release note 2026-01-12 removed the pattern from ProductImport and ProductDraftImport keys.
  const sends: readonly [string, (key: string) => Sent][] = [
    ['product-draft', (key) => send.productDrafts([draft(key)])],
    ['product', (key) => send.products([draft(key) satisfies ProductImport])],
    [
      'product-tailoring',
      (key) =>
        createImportApiRoot({ projectKey: 'shop' })
          .productTailorings()
          .importContainers()
          .withImportContainerKeyValue({ importContainerKey: 'catalog' })
          .post({ body: { type: 'product-tailoring', resources: [{ key, store: { typeId: 'store', key: 'berlin' }, product: { typeId: 'product', key: 'shirt' } }] } })
          .execute(),
    ],
  ];

  it.each(sends)('%s: refuses a key of fewer than 2 or more than 256 characters', async (_, sendWith) => {
    // One emoji is two UTF-16 code units but one character.
    for (const key of ['a', '', '😀', 'k'.repeat(257), '😀'.repeat(257)]) await refusedWhole(sendWith(key), [problem('resources.0.key', key, ANY_KEY)]);
  });

  it.each(sends)('%s: takes any characters, 2 to 256 of them', async (_, sendWith) => {
    for (const key of ['ab', 'a.b c/d', 'äö', '😀😀', 'k'.repeat(256), '😀'.repeat(256), 'line\nbreak']) {
      const { statusCode } = await sendWith(key);
      expect(statusCode, key).toBe(201);
    }
  });

  it('imports a product draft whose key has characters the other keys may not have', async () => {
    ct.addResource('shop', { typeId: 'product-type', key: 'clothing' });
    const [operation] = await imported(send.productDrafts([draft('shirt.blue 1')]));
    expect(operation).toMatchObject({ resourceKey: 'shirt.blue 1', resourceVersion: 1 });
  });
});

describe('KeyReference keys: the pattern and lengths common.raml gives every KeyReference', () => {
  it('refuses a reference key that breaks them wherever the reference sits', async () => {
    await refusedWhole(send.categories([category('shirts', { parent: { typeId: 'category', key: 'a' } })]), [problem('resources.0.parent.key', 'a', KEY)]);
    await refusedWhole(send.productDrafts([draft('shirt', { productType: { typeId: 'product-type', key: 'clothing.v2' } })]), [
      problem('resources.0.productType.key', 'clothing.v2', KEY),
    ]);
    await refusedWhole(send.productDrafts([draft('shirt', { categories: [{ typeId: 'category', key: 'tops' }, { typeId: 'category', key: 'k'.repeat(257) }] })]), [
      problem('resources.0.categories.1.key', 'k'.repeat(257), KEY),
    ]);
    await refusedWhole(send.categories([category('shirts', { custom: { type: { typeId: 'type', key: 'my extras' } } })]), [problem('resources.0.custom.type.key', 'my extras', KEY)]);
    // A reference attribute names a resource of any type: its key follows the same rule.
    await refusedWhole(send.productDrafts([draft('shirt', { attributes: [{ name: 'related', type: 'reference', value: { typeId: 'category', key: 'x' } }] })]), [
      problem('resources.0.attributes.0.value.key', 'x', KEY),
    ]);
    const custom = { type: { typeId: 'type' as const, key: 'extras' }, fields: { related: { type: 'Reference' as const, value: { typeId: 'category' as const, key: 'é' } } } };
    await refusedWhole(send.categories([category('shirts', { custom })]), [problem('resources.0.custom.fields.related.value.key', 'é', KEY)]);
  });

  it('takes reference keys at the edges, and resolves them', async () => {
    ct.addResource('shop', { typeId: 'category', key: 'k'.repeat(256) });
    const [operation] = await imported(send.categories([category('shirts', { parent: { typeId: 'category', key: 'k'.repeat(256) } })]));
    expect(operation?.resourceVersion).toBe(1);
  });
});

describe("an embedded price's key (release note 2022-12-14)", () => {
  it('refuses a product draft variant price key that breaks the pattern or the lengths', async () => {
    for (const key of ['p', 'eur price', 'k'.repeat(257)]) {
      await refusedWhole(send.productDrafts([draft('shirt', { masterVariant: { key: 'shirt-1', prices: [{ key: 'eur', value: EUR }, { key, value: EUR }] } })]), [
        problem('resources.0.masterVariant.prices.1.key', key, KEY),
      ]);
    }
    await refusedWhole(send.productDrafts([draft('shirt', { variants: [{ key: 'shirt-2', prices: [{ key: 'p', value: EUR }] }] })]), [
      problem('resources.0.variants.0.prices.0.key', 'p', KEY),
    ]);
  });

  it('imports a product draft whose price keys are at the edges', async () => {
    ct.addResource('shop', { typeId: 'product-type', key: 'clothing' });
    const prices = [{ key: 'EU', value: EUR }, { key: 'k'.repeat(256), value: { ...EUR, currencyCode: 'USD' } }];
    await imported(send.productDrafts([draft('shirt', { masterVariant: { key: 'shirt-1', prices } })]));
  });
});

describe('address keys', () => {
  it("refuses a customer address's key, which is required, and another address's, which is optional, when it breaks the pattern or the lengths", async () => {
    await refusedWhole(send.customers([{ key: 'jen', email: 'jen@example.com', addresses: [{ key: 'home', country: 'DE' }, { key: 'w', country: 'DE' }] }]), [
      problem('resources.0.addresses.1.key', 'w', KEY),
    ]);
    await refusedWhole(send.businessUnits([{ key: 'acme', name: 'ACME', unitType: 'Company', addresses: [{ key: 'head office', country: 'DE' }] }]), [
      problem('resources.0.addresses.0.key', 'head office', KEY),
    ]);
    const order: OrderImport = { orderNumber: 'o-1', totalPrice: EUR, shippingAddress: { key: 'k'.repeat(257), country: 'DE' } };
    await refusedWhole(send.orders([order]), [problem('resources.0.shippingAddress.key', 'k'.repeat(257), KEY)]);
  });

  it('imports addresses with keys at the edges, or none where the key is optional', async () => {
    await imported(
      send.customers([{ key: 'jen', email: 'jen@example.com', password: 'secret', addresses: [{ key: 'h1', country: 'DE' }, { key: 'k'.repeat(256), country: 'DE' }] }]),
    );
    await imported(send.businessUnits([{ key: 'acme', name: 'ACME', unitType: 'Company', addresses: [{ country: 'DE' }, { key: 'HQ_1-a', country: 'DE' }] }]));
  });
});

describe("a Type's field names: the keys' pattern, 2 to 36 characters (type-import.raml)", () => {
  const field = (name: string): FieldDefinition => ({ name, type: { name: 'String' }, label: { en: 'Field' }, required: false });
  const typeWith = (...names: string[]): TypeImport => ({ key: 'extras', name: { en: 'Extras' }, resourceTypeIds: ['category'], fieldDefinitions: names.map(field) });

  it('refuses a name too short, too long or with another character', async () => {
    for (const name of ['n', 'k'.repeat(37), 'gift.wrap', 'gift wrap', 'größe']) {
      await refusedWhole(send.types([typeWith('note', name)]), [problem('resources.0.fieldDefinitions.1.name', name, FIELD_NAME)]);
    }
  });

  it('imports names at the edges', async () => {
    await imported(send.types([typeWith('ab', 'k'.repeat(36), 'Gift_Wrap-2')]));
  });
});

describe("a customer's locale: the pattern customer-import.raml gives it", () => {
  it('refuses a locale of another shape', async () => {
    for (const locale of ['e', 'english', 'en_US', 'en-', '-en', 'en-U', 'en-USA', 'en-1234', 'zh-Han-CN', 'de-DE-x', ' de', 'de ', '']) {
      await refusedWhole(send.customers([{ key: 'jen', email: 'jen@example.com', locale }]), [problem('resources.0.locale', locale, LOCALE)]);
    }
  });

  it('takes a language, perhaps with a script and a region', async () => {
    const locales = ['de', 'fil', 'DE', 'de-DE', 'de-de', 'zh-Hans', 'zh-Hans-CN', 'es-419', 'sr-Latn-RS'];
    await imported(send.customers(locales.map((locale, index) => ({ key: `c${index}`, email: `c${index}@example.com`, password: 'secret', locale }))));
  });
});

describe("country and currency codes: the patterns common.raml gives CountryCode and CurrencyCode", () => {
  const COUNTRY = 'expected a country code of two capital letters, such as DE';
  const CURRENCY = 'expected a currency code such as EUR, or HUF0';
  const BAD_COUNTRIES = ['de', 'De', 'DEU', 'D', '', 'D1', ' DE', 'DE ', 'ÄB'];
  const BAD_CURRENCIES = ['eur', 'Eur', 'EURO', 'EU', '', 'E1R', 'HUF00', 'EUR1', 'huf0', ' EUR', 'EUR '];
  const money = (currencyCode: string) => ({ type: 'centPrecision' as const, currencyCode, centAmount: 1000, fractionDigits: 2 });
  const price = (more: Partial<PriceImport>): PriceImport => ({
    key: 'shirt-eur',
    value: EUR,
    product: { typeId: 'product', key: 'shirt' },
    productVariant: { typeId: 'product-variant', key: 'shirt-1' },
    ...more,
  });
  const lineItem = (country: string): NonNullable<OrderImport['lineItems']>[number] => ({
    name: { en: 'Shirt' },
    variant: { sku: 'SKU-1' },
    price: { value: EUR },
    quantity: 1,
    taxRate: { name: 'VAT', amount: 0.19, includedInPrice: true, country },
  });

  it('refuses a country that is not two capital letters, wherever a CountryCode sits', async () => {
    for (const country of BAD_COUNTRIES) {
      await refusedWhole(send.customers([{ key: 'jen', email: 'jen@example.com', addresses: [{ key: 'home', country }] }]), [
        problem('resources.0.addresses.0.country', country, COUNTRY),
      ]);
    }
    await refusedWhole(send.prices([price({ country: 'de' })]), [problem('resources.0.country', 'de', COUNTRY)]);
    await refusedWhole(send.standalonePrices([{ key: 'sku-1-eur', sku: 'SKU-1', value: EUR, country: 'DEU' }]), [problem('resources.0.country', 'DEU', COUNTRY)]);
    await refusedWhole(send.productDrafts([draft('shirt', { masterVariant: { key: 'shirt-1', prices: [{ key: 'eur', value: EUR, country: 'at' }] } })]), [
      problem('resources.0.masterVariant.prices.0.country', 'at', COUNTRY),
    ]);
    await refusedWhole(send.businessUnits([{ key: 'acme', name: 'ACME', unitType: 'Company', addresses: [{ country: 'Germany' }] }]), [
      problem('resources.0.addresses.0.country', 'Germany', COUNTRY),
    ]);
    await refusedWhole(send.orders([{ orderNumber: 'o-1', totalPrice: EUR, shippingAddress: { country: 'us' }, lineItems: [lineItem('DE'), lineItem('d')] }]), [
      problem('resources.0.lineItems.1.taxRate.country', 'd', COUNTRY),
      problem('resources.0.shippingAddress.country', 'us', COUNTRY),
    ]);
  });

  it("takes two capital letters, and any string as an order's own country, which the RAML types as a string", async () => {
    await imported(send.customers([{ key: 'jen', email: 'jen@example.com', password: 'secret', addresses: [{ key: 'home', country: 'DE' }, { key: 'away', country: 'ZZ' }] }]));
    await imported(send.orders([{ orderNumber: 'o-1', totalPrice: EUR, country: 'Germany', shippingAddress: { country: 'AT' } }]));
    expect((await sdkError(send.orders([{ orderNumber: 'o-2', totalPrice: EUR, lineItems: [lineItem('DE'), lineItem('de')] }]))).body).toMatchObject({
      errors: [{ field: 'resources.0.lineItems.1.taxRate.country' }],
    });
  });

  it('refuses a currency that is not three capital letters, perhaps with a 0, wherever money sits', async () => {
    for (const currency of BAD_CURRENCIES) {
      await refusedWhole(send.standalonePrices([{ key: 'sku-1-eur', sku: 'SKU-1', value: money(currency) }]), [problem('resources.0.value.currencyCode', currency, CURRENCY)]);
    }
    await refusedWhole(send.prices([price({ value: { type: 'highPrecision', currencyCode: 'eur', centAmount: 1000, preciseAmount: 100_000, fractionDigits: 4 } })]), [
      problem('resources.0.value.currencyCode', 'eur', CURRENCY),
    ]);
    await refusedWhole(send.productDrafts([draft('shirt', { attributes: [{ name: 'msrp', type: 'money', value: money('Euro') }] })]), [
      problem('resources.0.attributes.0.value.currencyCode', 'Euro', CURRENCY),
    ]);
    const custom = { type: { typeId: 'type' as const, key: 'extras' }, fields: { deposit: { type: 'MoneySet' as const, value: [money('EUR'), money('usd')] } } };
    await refusedWhole(send.categories([category('shirts', { custom })]), [problem('resources.0.custom.fields.deposit.value.1.currencyCode', 'usd', CURRENCY)]);
    await refusedWhole(send.orders([{ orderNumber: 'o-1', totalPrice: money('€') }]), [problem('resources.0.totalPrice.currencyCode', '€', CURRENCY)]);
  });

  it("takes three capital letters, and the platform's non-standard currencies", async () => {
    for (const [index, currency] of ['EUR', 'JPY', 'HUF0', 'TWD0'].entries()) {
      await imported(send.standalonePrices([{ key: `sku-1-${index}`, sku: 'SKU-1', value: money(currency) }]));
    }
  });
});
