import type { Price, Product, StandalonePrice } from '@commercetools/platform-sdk';
import type { PriceDraftImport, PriceImport, ProductDraftImport, ProductVariantDraftImport, StandalonePriceImport, TypedMoney } from '@commercetools/importapi-sdk';
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../support/mock-server.js';
import { expectSchemaValid } from '../support/schemas.js';
import { createApiRoot } from '../support/sdk.js';
import { duplicateField, invalidField, processingRequests } from './processing-requests.js';

// Issue 30, prices: the scope rules of embedded prices (product drafts' variants, price imports)
// and of standalone prices, validFrom at least 1 ms before validUntil, and the fields a standalone
// price or discount code keeps for life. Each rule gets an item that breaks it (validationFailed,
// with the platform's error object, checked against the platform API's schema of that error) and
// items that keep it (imported), so that a missing rule and an over-eager one both fail here.

const ct = useMockServer({
  projects: [{ key: 'shop' }],
  importContainers: { shop: [{ key: 'catalog' }] },
  resources: {
    shop: [
      { typeId: 'customer-group', key: 'b2b' },
      { typeId: 'channel', key: 'web' },
      { typeId: 'channel', key: 'store' },
      { typeId: 'cart-discount', key: 'ten' },
    ],
  },
});
const { send, processed, imported, refused } = processingRequests(ct);
const platform = () => createApiRoot({ projectKey: 'shop' });

const money = (currencyCode: string, centAmount: number): TypedMoney => ({ type: 'centPrecision', currencyCode, centAmount, fractionDigits: 2 });
const EUR = (centAmount = 1000) => money('EUR', centAmount);
const DAY = '2030-01-01T00:00:00.000Z';
const at = (iso: string, plusMs: number) => new Date(Date.parse(iso) + plusMs).toISOString();
const HOUR_MS = 3_600_000;

const b2b = { typeId: 'customer-group', key: 'b2b' } as const;
const web = { typeId: 'channel', key: 'web' } as const;
const store = { typeId: 'channel', key: 'store' } as const;

const price = (key: string, more: Partial<PriceDraftImport> = {}): PriceDraftImport => ({ key, value: EUR(), ...more });
const variant = (key: string, prices: PriceDraftImport[]): ProductVariantDraftImport => ({ key, sku: key.toUpperCase(), prices });
const draft = (key: string, master: PriceDraftImport[], ...others: PriceDraftImport[][]): ProductDraftImport => ({
  key,
  name: { en: key },
  slug: { en: key },
  productType: { typeId: 'product-type', key: 'plain' },
  masterVariant: variant(`${key}-0`, master),
  ...(others.length > 0 ? { variants: others.map((prices, index) => variant(`${key}-${index + 1}`, prices)) } : {}),
});

async function importPlainType() {
  await imported(send.productTypes([{ key: 'plain', name: 'Plain', description: 'No attributes', attributes: [] }]));
}

async function readProduct(key: string): Promise<Product> {
  const { body } = await platform().products().withKey({ key }).get().execute();
  expectSchemaValid(body, 'platform-resources', 'Product');
  return body;
}

/** The prices of a product's variant as the platform API shows them (staged data). */
async function pricesOf(productKey: string, variantIndex = 0): Promise<Price[]> {
  const { staged } = (await readProduct(productKey)).masterData;
  return (variantIndex === 0 ? staged.masterVariant : staged.variants[variantIndex - 1])?.prices ?? [];
}

/** Checks an error of the processing rules against the platform API's schema of its code. */
function platformShaped<T extends object>(error: T, definition: string): T {
  expectSchemaValid(error, 'project-api', definition);
  return error;
}

// The errors as the platform's error RAMLs document them.
const SCOPE_RULE = 'The combination of currency, country, customerGroup and channel must be unique for each price of a product variant.';
const duplicatePriceScope = (conflictingPrice: object, scope: string) =>
  platformShaped({ code: 'DuplicatePriceScope', message: `Duplicate price scope: ${scope}. ${SCOPE_RULE}`, conflictingPrice }, 'DuplicatePriceScopeError');
const duplicatePriceKey = (conflictingPrice: object, key: string) =>
  platformShaped({ code: 'DuplicatePriceKey', message: `Duplicate price key: ${key}. The price key must be unique per variant.`, conflictingPrice }, 'DuplicatePriceKeyError');
const overlappingPriceValidity = (fields: { conflictingPrice: string; currency: string } & Record<string, unknown>) =>
  platformShaped({ code: 'OverlappingPriceValidity', message: 'Two prices have overlapping validity periods.', ...fields }, 'OverlappingPriceValidityError');
const STANDALONE_SCOPE_RULE = 'The combination of SKU, currency, country, customerGroup, channel, validFrom and validUntil must be unique for each standalone price.';
const duplicateStandalonePriceScope = (fields: { conflictingStandalonePrice: object; sku: string; currency: string } & Record<string, unknown>) =>
  platformShaped(
    { code: 'DuplicateStandalonePriceScope', message: `Duplicate standalone price scope for SKU: ${fields.sku}. ${STANDALONE_SCOPE_RULE}`, ...fields },
    'DuplicateStandalonePriceScopeError',
  );
const overlappingStandalonePriceValidity = (fields: { conflictingStandalonePrice: object; sku: string; currency: string } & Record<string, unknown>) =>
  platformShaped(
    { code: 'OverlappingStandalonePriceValidity', message: 'Two standalone prices have overlapping validity periods.', ...fields },
    'OverlappingStandalonePriceValidityError',
  );
const invalidFieldUpdate = (fields: string[]) => {
  const error = { code: 'InvalidFieldUpdate', message: 'The following fields are currently not supported for changes/updates', fields };
  expectSchemaValid(error, 'import-api', 'InvalidFieldsUpdateError');
  return error;
};

describe('embedded prices of a product draft', () => {
  it('imports prices of one variant that differ in currency, country, customer group, channel or validity', async () => {
    await importPlainType();
    const prices = [
      price('eur'),
      price('usd', { value: money('USD', 1000) }),
      price('eur-de', { country: 'DE' }),
      price('eur-b2b', { customerGroup: b2b }),
      price('eur-web', { channel: web }),
      price('eur-store', { channel: store }),
      // Validity periods of one scope that do not overlap: one ends as the next begins.
      price('eur-jan', { validFrom: DAY, validUntil: at(DAY, 31 * 24 * HOUR_MS) }),
      price('eur-feb', { validFrom: at(DAY, 31 * 24 * HOUR_MS) }),
      price('eur-before', { validUntil: DAY }),
    ];
    // The same keys and scopes in another variant are that variant's own: keys are unique per variant.
    await imported(send.productDrafts([draft('polo', prices, prices)]));
    expect((await pricesOf('polo')).map((shown) => shown.key)).toEqual(prices.map(({ key }) => key));
    expect((await pricesOf('polo', 1)).map((shown) => shown.key)).toEqual(prices.map(({ key }) => key));
  });

  it('imports a price without a validity period beside prices of the same scope defined for a time period', async () => {
    await importPlainType();
    await imported(send.productDrafts([draft('polo', [price('jan', { validFrom: DAY, validUntil: at(DAY, HOUR_MS) }), price('always'), price('later', { validFrom: at(DAY, HOUR_MS) })])]));
  });

  it('refuses two prices of one variant with the same key, showing the first as the platform shows a price', async () => {
    await importPlainType();
    await imported(send.productDrafts([draft('polo', [price('eur', { country: 'DE' })])]));
    const [shown] = await pricesOf('polo');
    // The re-import repeats the key in the master variant: the conflicting price is the one it keeps.
    await refused(send.productDrafts([draft('polo', [price('eur', { country: 'DE' }), price('eur', { value: money('USD', 500) })])]), [duplicatePriceKey(shown!, 'eur')]);
    expect(shown).toMatchObject({ key: 'eur', value: { currencyCode: 'EUR', centAmount: 1000, fractionDigits: 2 }, country: 'DE' });
    // Nothing changed: the product keeps its one price, and its next import is its second.
    expect(await pricesOf('polo')).toEqual([shown]);
    const [next] = await imported(send.productDrafts([draft('polo', [price('eur', { country: 'DE' }), price('usd', { value: money('USD', 500) })])]));
    expect(next?.resourceVersion).toBe(2);
  });

  it('refuses two prices of one variant with the same scope, validity included, naming the scope', async () => {
    await importPlainType();
    await imported(send.productDrafts([draft('polo', [price('aa')], [price('bb', { country: 'DE', customerGroup: b2b, channel: web, validFrom: DAY, validUntil: at(DAY, HOUR_MS) })])]));
    const [first] = await pricesOf('polo', 1);
    const scoped = { country: 'DE', customerGroup: b2b, channel: web, validFrom: DAY, validUntil: at(DAY, HOUR_MS) } as const;
    // The same instants written otherwise are the same validity.
    const sameInstants = { ...scoped, validFrom: '2030-01-01T01:00:00+01:00', validUntil: '2030-01-01T02:00:00+01' };
    await refused(send.productDrafts([draft('polo', [price('aa')], [price('bb', scoped), price('cc', { ...sameInstants, value: EUR(900) })])]), [
      duplicatePriceScope(first!, 'currency EUR, country DE, customerGroup b2b, channel web, validFrom 2030-01-01T01:00:00+01:00, validUntil 2030-01-01T02:00:00+01'),
    ]);
    expect(first).toMatchObject({ key: 'bb', customerGroup: { typeId: 'customer-group', id: expect.any(String) }, channel: { typeId: 'channel', id: expect.any(String) } });
  });

  it('refuses the same scope in the master variant of a new product, at the first clash of each price', async () => {
    await importPlainType();
    const [operation] = await processed(send.productDrafts([draft('polo', [price('aa'), price('bb', { value: EUR(5) }), price('cc', { value: EUR(7) })])]));
    // The product the import would have made has no id yet: both errors name price a alike.
    const conflictingPrice = (operation?.errors?.[0] as { conflictingPrice?: Price } | undefined)?.conflictingPrice;
    expect(conflictingPrice).toEqual({ id: expect.any(String), key: 'aa', value: EUR() });
    expect({ state: operation?.state, errors: operation?.errors }).toEqual({
      state: 'validationFailed',
      errors: [duplicatePriceScope(conflictingPrice!, 'currency EUR'), duplicatePriceScope(conflictingPrice!, 'currency EUR')],
    });
    await imported(send.productDrafts([draft('polo', [price('aa'), price('bb', { value: money('GBP', 5) })])]));
  });

  it('refuses validity periods that overlap within one scope, naming both periods and the other price by id', async () => {
    await importPlainType();
    const january = { validFrom: DAY, validUntil: at(DAY, 31 * 24 * HOUR_MS) };
    await imported(send.productDrafts([draft('polo', [price('mm')], [price('jan', { channel: store, ...january })])]));
    const [first] = await pricesOf('polo', 1);
    const overlapping = { channel: store, validFrom: at(DAY, 30 * 24 * HOUR_MS) };
    await refused(send.productDrafts([draft('polo', [price('mm')], [price('jan', { channel: store, ...january }), price('late-jan', overlapping)])]), [
      overlappingPriceValidity({
        conflictingPrice: first!.id,
        currency: 'EUR',
        channel: { typeId: 'channel', id: first!.channel!.id },
        validFrom: overlapping.validFrom,
        conflictingValidFrom: january.validFrom,
        conflictingValidUntil: january.validUntil,
      }),
    ]);
    // A period that ends before the other begins, in the same scope, overlaps nothing.
    await imported(send.productDrafts([draft('polo', [price('mm')], [price('jan', { channel: store, ...january }), price('dec', { channel: store, validUntil: DAY })])]));
  });

  it('refuses a price valid for less than 1 ms, at its validUntil', async () => {
    await importPlainType();
    await refused(send.productDrafts([draft('polo', [price('aa')], [price('bb'), price('cc', { value: EUR(1), validFrom: DAY, validUntil: DAY })])]), [
      invalidField('variants.0.prices.1.validUntil', DAY),
    ]);
    await refused(send.productDrafts([draft('polo', [price('aa', { validFrom: at(DAY, 1), validUntil: DAY })])]), [invalidField('masterVariant.prices.0.validUntil', DAY)]);
    await imported(send.productDrafts([draft('polo', [price('aa', { validFrom: DAY, validUntil: at(DAY, 1) })])]));
  });
});

describe('price imports', () => {
  const priceImport = (key: string, variantKey: string, more: Partial<PriceImport> = {}): PriceImport => ({
    key,
    value: EUR(),
    product: { typeId: 'product', key: 'polo' },
    productVariant: { typeId: 'product-variant', key: variantKey },
    ...more,
  });

  it("refuses a price with the scope of another of its variant's prices, showing it as a read of the product does", async () => {
    await importPlainType();
    await imported(send.productDrafts([draft('polo', [price('usd', { value: money('USD', 100) })], [price('eur-de', { country: 'DE' })])]));
    await imported(send.prices([priceImport('eur-de-b2b', 'polo-1', { country: 'DE', customerGroup: b2b })]));
    const shown = await pricesOf('polo', 1);
    // Ids made of the product, the variant (2) and each price's number in it: the draft's first, the price import's next.
    expect([shown[0]!.id, shown[1]!.id]).toEqual([expect.stringMatching(/^00000002-0000-4000-bc00-/), expect.stringMatching(/^00000002-0001-4000-bc00-/)]);
    await refused(send.prices([priceImport('eur-de-2', 'polo-1', { country: 'DE', value: EUR(1) })]), [duplicatePriceScope(shown[0]!, 'currency EUR, country DE')]);
    await refused(send.prices([priceImport('eur-de-b2b-2', 'polo-1', { country: 'DE', customerGroup: b2b })]), [
      duplicatePriceScope(shown[1]!, 'currency EUR, country DE, customerGroup b2b'),
    ]);
    // Nothing changed; the same scope in another variant, or in another currency, is imported.
    expect(await pricesOf('polo', 1)).toEqual(shown);
    await imported(send.prices([priceImport('eur-de-2', 'polo-0', { country: 'DE' }), priceImport('gbp-de', 'polo-1', { country: 'DE', value: money('GBP', 1) })]));
  });

  it('replaces the price of its own key, in the same scope or another, which is no clash with itself', async () => {
    await importPlainType();
    await imported(send.productDrafts([draft('polo', [price('eur'), price('usd', { value: money('USD', 100) })])]));
    const [again] = await imported(send.prices([priceImport('eur', 'polo-0', { value: EUR(1500) })]));
    // The operation reports the product's version, which the changed price raised.
    expect(again?.resourceVersion).toBe(2);
    // Moved to the other price's scope it clashes with that price; moved to a scope of its own it is imported.
    const shown = await pricesOf('polo');
    await refused(send.prices([priceImport('eur', 'polo-0', { value: money('USD', 7) })]), [duplicatePriceScope(shown[1]!, 'currency USD')]);
    await imported(send.prices([priceImport('eur', 'polo-0', { value: money('GBP', 7) })]));
    expect((await pricesOf('polo')).map(({ key, value }) => [key, value.currencyCode])).toEqual([
      ['eur', 'GBP'],
      ['usd', 'USD'],
    ]);
  });

  it('refuses a validity that overlaps one of its variant in the same scope', async () => {
    await importPlainType();
    const until = at(DAY, HOUR_MS);
    await imported(send.productDrafts([draft('polo', [price('early', { validUntil: until })])]));
    const [early] = await pricesOf('polo');
    await refused(send.prices([priceImport('late', 'polo-0', { validFrom: at(until, -1) })]), [
      overlappingPriceValidity({ conflictingPrice: early!.id, currency: 'EUR', validFrom: at(until, -1), conflictingValidUntil: until }),
    ]);
    await imported(send.prices([priceImport('late', 'polo-0', { validFrom: until })]));
  });

  it('refuses a price valid for less than 1 ms, also in a product known by its identity alone', async () => {
    await ct.addResource('shop', { typeId: 'product', key: 'polo' });
    await ct.addResource('shop', { typeId: 'product-variant', key: 'polo-0' });
    await refused(send.prices([priceImport('eur', 'polo-0', { validFrom: DAY, validUntil: at(DAY, -HOUR_MS) })]), [invalidField('validUntil', at(DAY, -HOUR_MS))]);
    // Its prices are unknown, so no scope is compared: two prices of one scope are imported.
    await imported(send.prices([priceImport('eur', 'polo-0'), priceImport('eur-2', 'polo-0')]));
  });

  it('imports a price a test forces imported, also where its product is missing', async () => {
    ct.injectImportOutcome({ type: 'price', state: 'imported' });
    const [operation] = await processed(send.prices([priceImport('eur', 'polo-0')]));
    expect(operation).toMatchObject({ state: 'imported', resourceVersion: 1 });
  });

  it('checks a price of a variant the product does not hold for its validity alone', async () => {
    await importPlainType();
    await imported(send.productDrafts([draft('polo', [price('eur')]), draft('polo2', [price('eur')])]));
    // polo2-0 is no variant of polo: the price joins no variant, and clashes with none.
    await imported(send.prices([priceImport('eur-2', 'polo2-0')]));
    expect(await pricesOf('polo')).toHaveLength(1);
  });
});

describe('standalone prices', () => {
  const standalone = (key: string, sku: string, more: Partial<StandalonePriceImport> = {}): StandalonePriceImport => ({ key, sku, value: EUR(), ...more });

  async function readStandalone(key: string): Promise<StandalonePrice> {
    const { body } = await platform().standalonePrices().withKey({ key }).get().execute();
    expectSchemaValid(body, 'platform-resources', 'StandalonePrice');
    return body;
  }

  it('imports prices of one SKU that differ in currency, country, customer group, channel or validity, and any scope of another SKU', async () => {
    await imported(
      send.standalonePrices([
        standalone('eur', 'S'),
        standalone('usd', 'S', { value: money('USD', 1) }),
        standalone('eur-de', 'S', { country: 'DE' }),
        standalone('eur-b2b', 'S', { customerGroup: b2b }),
        standalone('eur-web', 'S', { channel: web }),
        standalone('eur-jan', 'S', { validFrom: DAY, validUntil: at(DAY, HOUR_MS) }),
        standalone('eur-feb', 'S', { validFrom: at(DAY, HOUR_MS) }),
        standalone('other-eur', 'T'),
      ]),
    );
  });

  it('refuses the scope of another standalone price of its SKU, naming it by reference', async () => {
    const scope = { country: 'DE', customerGroup: b2b, channel: web, validFrom: DAY, validUntil: at(DAY, HOUR_MS) } as const;
    await imported(send.standalonePrices([standalone('first', 'S', scope)]));
    const first = await readStandalone('first');
    await refused(send.standalonePrices([standalone('second', 'S', { ...scope, value: EUR(1) })]), [
      duplicateStandalonePriceScope({
        conflictingStandalonePrice: { typeId: 'standalone-price', id: first.id },
        sku: 'S',
        currency: 'EUR',
        country: 'DE',
        customerGroup: first.customerGroup,
        channel: first.channel,
        validFrom: DAY,
        validUntil: at(DAY, HOUR_MS),
      }),
    ]);
    expect(first.customerGroup).toEqual({ typeId: 'customer-group', id: expect.any(String) });
    // The failed price is not there: a read by its key is 404, and it imports later as new.
    await expect(platform().standalonePrices().withKey({ key: 'second' }).get().execute()).rejects.toMatchObject({ statusCode: 404 });
    const [later] = await imported(send.standalonePrices([standalone('second', 'S', { ...scope, country: 'AT' })]));
    expect(later?.resourceVersion).toBe(1);
  });

  it('refuses a validity that overlaps another in the same scope, first the oldest such price, and takes one that begins as another ends', async () => {
    await imported(
      send.standalonePrices([
        standalone('jan', 'S', { channel: store, validFrom: DAY, validUntil: at(DAY, 10 * HOUR_MS) }),
        standalone('feb', 'S', { channel: store, validFrom: at(DAY, 20 * HOUR_MS), validUntil: at(DAY, 30 * HOUR_MS) }),
      ]),
    );
    // jan imported again keeps its place: it is still the older of the two.
    await imported(send.standalonePrices([standalone('jan', 'S', { channel: store, validFrom: DAY, validUntil: at(DAY, 10 * HOUR_MS), value: EUR(5) })]));
    const [jan, feb] = [await readStandalone('jan'), await readStandalone('feb')];
    const both = { channel: store, validFrom: at(DAY, 5 * HOUR_MS), validUntil: at(DAY, 25 * HOUR_MS) };
    await refused(send.standalonePrices([standalone('mid', 'S', both)]), [
      overlappingStandalonePriceValidity({
        conflictingStandalonePrice: { typeId: 'standalone-price', id: jan.id },
        sku: 'S',
        currency: 'EUR',
        channel: jan.channel,
        validFrom: both.validFrom,
        validUntil: both.validUntil,
        conflictingValidFrom: DAY,
        conflictingValidUntil: at(DAY, 10 * HOUR_MS),
      }),
    ]);
    await refused(send.standalonePrices([standalone('open', 'S', { channel: store, validFrom: at(DAY, 29 * HOUR_MS) })]), [
      overlappingStandalonePriceValidity({
        conflictingStandalonePrice: { typeId: 'standalone-price', id: feb.id },
        sku: 'S',
        currency: 'EUR',
        channel: feb.channel,
        validFrom: at(DAY, 29 * HOUR_MS),
        conflictingValidFrom: at(DAY, 20 * HOUR_MS),
        conflictingValidUntil: at(DAY, 30 * HOUR_MS),
      }),
    ]);
    await imported(
      send.standalonePrices([
        standalone('mid', 'S', { channel: store, validFrom: at(DAY, 10 * HOUR_MS), validUntil: at(DAY, 20 * HOUR_MS) }),
        standalone('open', 'S', { channel: store, validFrom: at(DAY, 30 * HOUR_MS) }),
        standalone('always', 'S', { channel: store }),
      ]),
    );
  });

  it('compares a price with its SKU as the Project holds it: a re-import that moves it to another SKU takes its scope along', async () => {
    await imported(send.standalonePrices([standalone('moving', 'S', { country: 'DE' }), standalone('staying', 'S', { country: 'AT' })]));
    const [moving, staying] = [await readStandalone('moving'), await readStandalone('staying')];
    const [again] = await imported(send.standalonePrices([standalone('moving', 'T', { country: 'DE' })]));
    expect(again?.resourceVersion).toBe(2);
    // S keeps its other price, and frees the scope of the one that moved.
    await refused(send.standalonePrices([standalone('second', 'S', { country: 'AT' })]), [
      duplicateStandalonePriceScope({ conflictingStandalonePrice: { typeId: 'standalone-price', id: staying.id }, sku: 'S', currency: 'EUR', country: 'AT' }),
    ]);
    await imported(send.standalonePrices([standalone('stays', 'S', { country: 'DE' })]));
    await refused(send.standalonePrices([standalone('follows', 'T', { country: 'DE' })]), [
      duplicateStandalonePriceScope({ conflictingStandalonePrice: { typeId: 'standalone-price', id: moving.id }, sku: 'T', currency: 'EUR', country: 'DE' }),
    ]);
  });

  it('compares standalone prices alone: an inventory entry of the SKU, keyed as a standalone price of another SKU, is none', async () => {
    await imported(send.inventories([{ key: 'eur', sku: 'S', quantityOnStock: 1 }]));
    await imported(send.standalonePrices([standalone('eur', 'T')]));
    await imported(send.standalonePrices([standalone('s-eur', 'S')]));
  });

  it('refuses a price valid for less than 1 ms, at its validUntil', async () => {
    await refused(send.standalonePrices([standalone('eur', 'S', { validFrom: DAY, validUntil: DAY })]), [invalidField('validUntil', DAY)]);
    await imported(send.standalonePrices([standalone('eur', 'S', { validFrom: DAY, validUntil: at(DAY, 1) })]));
  });

  it('keeps the country, customer group and channel it was created with: a re-import changing them fails and changes nothing', async () => {
    await imported(send.standalonePrices([standalone('eur', 'S', { country: 'DE', customerGroup: b2b })]));
    const before = await readStandalone('eur');
    await refused(send.standalonePrices([standalone('eur', 'S', { country: 'AT', value: EUR(1), customerGroup: b2b })]), [invalidFieldUpdate(['country'])]);
    // Removing a value, or giving one the price did not have, is a change too; every changed field is listed.
    await refused(send.standalonePrices([standalone('eur', 'S', { channel: web })]), [invalidFieldUpdate(['country', 'customerGroup', 'channel'])]);
    expect(await readStandalone('eur')).toEqual(before);
    const [next] = await imported(send.standalonePrices([standalone('eur', 'S', { country: 'DE', customerGroup: b2b, value: EUR(5) })]));
    expect(next?.resourceVersion).toBe(2);
  });
});

describe('discount codes', () => {
  const discountCode = (key: string, code: string) => ({ key, code, isActive: true, cartDiscounts: [{ typeId: 'cart-discount' as const, key: 'ten' }] });

  it('keep their code: a re-import changing it fails, keeps the old code taken and leaves the new one free', async () => {
    await imported(send.discountCodes([discountCode('save', 'SAVE10')]));
    await refused(send.discountCodes([discountCode('save', 'SAVE20')]), [invalidFieldUpdate(['code'])]);
    const { body } = await platform().discountCodes().withKey({ key: 'save' }).get().execute();
    expect(body).toMatchObject({ code: 'SAVE10', version: 1 });
    await refused(send.discountCodes([discountCode('other', 'SAVE10')]), [duplicateField('code', 'SAVE10')]);
    await imported(send.discountCodes([discountCode('other', 'SAVE20')]));
    // A new code another discount code holds breaks both rules.
    await refused(send.discountCodes([discountCode('save', 'SAVE20')]), [invalidFieldUpdate(['code']), duplicateField('code', 'SAVE20')]);
    const [again] = await imported(send.discountCodes([{ ...discountCode('save', 'SAVE10'), isActive: false }]));
    expect(again?.resourceVersion).toBe(2);
  });
});

describe('what a failed price operation changes: nothing', () => {
  it('records ImportValidationFailed and counts in the summary', async () => {
    await imported(send.standalonePrices([{ key: 'aa', sku: 'S', value: EUR() }]));
    const [failed] = await processed(send.standalonePrices([{ key: 'bb', sku: 'S', value: EUR(2) }]));
    expect(failed?.state).toBe('validationFailed');
    expect(ct.events.filter((event) => event.type === 'ImportValidationFailed')).toHaveLength(1);
  });
});
