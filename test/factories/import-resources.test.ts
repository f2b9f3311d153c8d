import { describe, expect, it } from 'vitest';
import { createCommercetoolsMock, IMPORT_REQUEST_SEGMENTS, IMPORT_RESOURCE_TYPES, type ImportResourceType, type ImportSummary } from '../../src/index.js';
import { createFactories, FACTORY_REFERENCE_DATE, type Factories, type ImportRequestBody, type KeyReference } from '../../src/factories/index.js';
import { expectSchemaValid } from '../support/schemas.js';
import { IMPORT_HOST } from '../support/sdk.js';
import { referencesIn } from '../support/references-in.js';
import { SCHEMA_DEFINITIONS } from '../support/resource-kinds.js';
import { SAMPLE_IMPORT_TYPES } from './fixtures/samples.js';

// The import resource builders: for many seeds, every request type's body validates against the
// official schema, the mock accepts it (201), and once the references it holds are declared, every
// item is imported. Then overrides, references pointed at declared resources, and determinism.

const SEEDS = [...Array.from({ length: 40 }, (_, index) => index), 2 ** 31, 2 ** 32 - 1];

const SEGMENT_OF = Object.fromEntries(Object.entries(IMPORT_REQUEST_SEGMENTS).map(([segment, type]) => [type, segment])) as Record<ImportResourceType, string>;

const itemsOf = (body: ImportRequestBody): readonly unknown[] => ('patches' in body ? body.patches : body.resources);


/**
 * A mock with Project `shop` and one container for any type, at the factories' reference date;
 * of the Modular catalog model for variant imports, which exist only there.
 */
function importMock(type?: ImportResourceType) {
  const shop = { key: 'shop', ...(type === 'variant' ? { productCatalogModel: 'Modular' as const } : {}) };
  const ct = createCommercetoolsMock({ projects: [shop], now: FACTORY_REFERENCE_DATE, importContainers: { shop: [{ key: 'imports' }] } });
  const authorization = `Bearer ${ct.issueToken({ scopes: ['manage_project:shop'] })}`;
  const post = async (body: ImportRequestBody) => {
    const response = await ct.fetch(`${IMPORT_HOST}/shop/${SEGMENT_OF[body.type]}/import-containers/imports`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const summary = async () => {
    const response = await ct.fetch(`${IMPORT_HOST}/shop/import-containers/imports/import-summaries`, { headers: { authorization } });
    expect(response.status).toBe(200);
    return (await response.json()) as ImportSummary;
  };
  return { ct, post, summary };
}

describe.each(SEEDS)('seed %i', (seed) => {
  it.each(IMPORT_RESOURCE_TYPES)('builds %s requests that validate, are accepted, and import once their references exist', async (type) => {
    const f = createFactories({ seed });
    const [itemDefinition, requestDefinition] = SCHEMA_DEFINITIONS[type];
    const body = f.importRequest(type, 1 + (seed % 3));
    expect(body.type).toBe(type);
    expectSchemaValid(body, 'import-api', requestDefinition);
    for (const item of itemsOf(body)) expectSchemaValid(item, 'import-api', itemDefinition);

    const { ct, post, summary } = importMock(type);
    const created = await post(body);
    expect({ body, created }).toMatchObject({ created: { status: 201 } });
    expectSchemaValid(created.body, 'import-api', 'ImportResponse');

    // A patch needs its target; every other item needs what it references.
    for (const item of itemsOf(body)) {
      for (const reference of referencesIn(item)) ct.addResource('shop', reference);
      if (type === 'order-patch') ct.addResource('shop', { typeId: 'order', key: (item as { orderNumber: string }).orderNumber });
    }
    ct.clock.advance(5000);
    const { states, total } = await summary();
    expect({ body, states }).toMatchObject({ states: { imported: itemsOf(body).length } });
    expect(total).toBe(itemsOf(body).length);
  });
});

describe('import resources point at what a test declared', () => {
  it('take the keys of declared resources as overrides, and import once those exist', async () => {
    const f = createFactories({ seed: 12 });
    const { ct, post, summary } = importMock();
    ct.addResource('shop', { typeId: 'product-type', key: 'clothing' });
    const drafts = f.importRequest('product-draft', 3, { productType: { key: 'clothing' } });
    expect(drafts.resources.map((draft) => draft.productType)).toEqual(Array(3).fill({ typeId: 'product-type', key: 'clothing' }));
    const [first] = drafts.resources;
    if (!first?.masterVariant) throw new Error('a product draft without a master variant');
    const price = f.priceImport({ product: { key: first.key }, productVariant: { key: first.masterVariant.key } });
    const variant = f.productVariantImport({ product: { key: first.key } });
    const patch = f.productVariantPatch({ productVariant: { key: first.masterVariant.key } });
    const bodies: ImportRequestBody[] = [drafts, { type: 'price', resources: [price] }, { type: 'product-variant', resources: [variant] }];
    for (const body of bodies) {
      expect((await post(body)).status).toBe(201);
    }
    expect((await post({ type: 'product-variant-patch', patches: [patch] })).status).toBe(201);
    ct.clock.advance(5000);
    expect(await summary()).toMatchObject({ states: { imported: 6, unresolved: 0 }, total: 6 });
  });

  it('leave a built reference unresolved until the resource it names exists', async () => {
    const f = createFactories({ seed: 3 });
    const { ct, post, summary } = importMock();
    const product = f.productImport();
    expect((await post({ type: 'product', resources: [product] })).status).toBe(201);
    ct.clock.advance(5000);
    expect(await summary()).toMatchObject({ states: { unresolved: 1 } });
    ct.addResource('shop', product.productType);
    expect(await summary()).toMatchObject({ states: { imported: 1, unresolved: 0 } });
  });

  it('build a Division with the parent unit the overrides name', () => {
    const f = createFactories({ seed: 5 });
    const division = f.businessUnitImport({ unitType: 'Division', parentUnit: { key: 'acme' } });
    expect(division).toMatchObject({ unitType: 'Division', parentUnit: { typeId: 'business-unit', key: 'acme' } });
    expectSchemaValid(division, 'import-api', 'DivisionBusinessUnitImport');
    for (let seed = 0; seed < 20; seed += 1) {
      const unit = createFactories({ seed }).businessUnitImport();
      expect(unit.unitType).toBe('Company');
      expect(referencesIn(unit)).toEqual([]);
    }
  });

  it('hold only the references the schema requires', () => {
    const required: Record<ImportResourceType, string[]> = {
      'business-unit': [],
      category: [],
      customer: [],
      'discount-code': ['cart-discount'],
      inventory: [],
      order: [],
      'order-patch': [],
      price: ['product', 'product-variant'],
      product: ['product-type'],
      'product-draft': ['product-type'],
      'product-selection': [],
      'product-tailoring': ['store', 'product'],
      'product-type': [],
      'product-variant': ['product'],
      'product-variant-patch': ['product-variant'],
      'standalone-price': [],
      type: [],
      variant: ['product'],
    };
    for (let seed = 0; seed < 30; seed += 1) {
      const f = createFactories({ seed });
      for (const type of IMPORT_RESOURCE_TYPES) {
        const typeIds = referencesIn(f.importResource(type)).map((reference) => reference.typeId);
        expect({ type, typeIds: [...new Set(typeIds)].sort() }).toEqual({ type, typeIds: [...required[type]].sort() });
      }
    }
  });
});

describe('import resource overrides', () => {
  const twins = (seed = 21) => [createFactories({ seed }), createFactories({ seed })] as const;

  it('merge into the built item and shift nothing else, then or later', () => {
    // Every type but orders and the two patch types has a key.
    const keyed = IMPORT_RESOURCE_TYPES.filter((type) => !['order', 'order-patch', 'product-variant-patch'].includes(type));
    for (const type of keyed) {
      const [plain, overridden] = twins();
      const expected = plain.importResource(type);
      const actual = overridden.importResource(type, { key: 'mine' } as never);
      expect(actual).toEqual({ ...expected, key: 'mine' });
      expect(overridden.importResource(type)).toEqual(plain.importResource(type));
    }
    const [plain, overridden] = twins();
    const draft = plain.productDraftImport();
    expect(overridden.productDraftImport({ name: { de: 'Hemd' }, masterVariant: { sku: 'MINE' }, variants: undefined })).toEqual({
      ...draft,
      name: { ...draft.name, de: 'Hemd' },
      masterVariant: { ...draft.masterVariant, sku: 'MINE' },
      variants: undefined,
    });
    expect(overridden.orderImport({ orderNumber: 'o-1' })).toEqual({ ...plain.orderImport(), orderNumber: 'o-1' });
  });

  it('let given patch fields and attributes replace the built ones', () => {
    const f = createFactories({ seed: 8 });
    expect(f.orderPatchImport({ orderNumber: 'o-1', fields: { removeDelivery: { id: 'd-1' } } })).toEqual({
      orderNumber: 'o-1',
      fields: { removeDelivery: { id: 'd-1' } },
    });
    const patch = f.productVariantPatch({ attributes: { color: null } });
    expect(patch.attributes).toEqual({ color: null });
    expectSchemaValid(patch, 'import-api', 'ProductVariantPatch');
    expect(Object.keys(f.orderPatchImport().fields)).toHaveLength(1);
  });

  it('apply to every item of a request, and leave a field given as undefined out', () => {
    const f = createFactories({ seed: 2 });
    const body = f.importRequest('price', 4, { product: { key: 'shirt' }, country: undefined });
    expect(body.resources).toHaveLength(4);
    for (const price of body.resources) {
      expect(price.product).toEqual({ typeId: 'product', key: 'shirt' });
      expect(price).not.toHaveProperty('country');
    }
    expect(new Set(body.resources.map((price) => price.key)).size).toBe(4);
  });

  it('refuse requests of no items, more than 20, or an unknown type', () => {
    const f = createFactories({ seed: 1 });
    expect(f.importRequest('category', 20).resources).toHaveLength(20);
    expect(f.importRequest('order-patch').patches).toHaveLength(1);
    for (const count of [0, 21, 1.5, Number.NaN]) expect(() => f.importRequest('category', count)).toThrow(RangeError);
    expect(() => f.importResource('shoe' as ImportResourceType)).toThrow(/'shoe' is no import request type/);
    expect(() => f.importResource('toString' as ImportResourceType)).toThrow(TypeError);
  });
});

describe('import resources, seeded', () => {
  const build = (f: Factories) => IMPORT_RESOURCE_TYPES.map((type) => f.importRequest(type, 3));

  it('are all in the samples that the determinism tests compare, in and across processes', () => {
    expect(SAMPLE_IMPORT_TYPES).toEqual(IMPORT_RESOURCE_TYPES);
  });

  it('are the same for the same seed and differ between seeds', () => {
    expect(JSON.stringify(build(createFactories({ seed: 42 })))).toBe(JSON.stringify(build(createFactories({ seed: 42 }))));
    for (const type of IMPORT_RESOURCE_TYPES) {
      expect(createFactories({ seed: 1 }).importResource(type)).not.toEqual(createFactories({ seed: 2 }).importResource(type));
    }
  });

  it('never repeat a key, SKU or order number within an instance', () => {
    const f = createFactories({ seed: 9 });
    const keys = new Map<string, string[]>();
    const record = (kind: string, value: string | undefined) => {
      if (value !== undefined) keys.set(kind, [...(keys.get(kind) ?? []), value]);
    };
    for (let round = 0; round < 100; round += 1) {
      for (const type of IMPORT_RESOURCE_TYPES) {
        const item = f.importResource(type) as { key?: string; orderNumber?: string; sku?: string };
        if (type !== 'order-patch') record(type, item.key ?? item.orderNumber);
      }
      const draft = f.productDraftImport();
      for (const variant of [draft.masterVariant, ...(draft.variants ?? [])]) {
        record('sku', variant?.sku);
        record('product-variant', variant?.key);
      }
      record('sku', f.productVariantImport().sku);
      record('sku', f.variantImport().sku);
      record('sku', f.inventoryImport().sku);
      record('sku', f.standalonePriceImport().sku);
    }
    for (const [kind, values] of keys) expect({ kind, repeated: values.length - new Set(values).size }).toEqual({ kind, repeated: 0 });
  });

  it('keep order totals the sum of their custom line items, and name no product a Project may lack', () => {
    for (let seed = 0; seed < 50; seed += 1) {
      const order = createFactories({ seed }).orderImport();
      const items = order.customLineItems ?? [];
      expect(items.length).toBeGreaterThan(0);
      expect(order.lineItems).toBeUndefined();
      expect(order.totalPrice.centAmount).toBe(items.reduce((total, item) => total + item.totalPrice.centAmount, 0));
      for (const item of items) {
        expect(item.totalPrice.centAmount).toBe(item.money.centAmount * item.quantity);
        expect([item.money.currencyCode, item.totalPrice.currencyCode]).toEqual([order.totalPrice.currencyCode, order.totalPrice.currencyCode]);
      }
      expect(new Set(items.map((item) => item.slug)).size).toBe(items.length);
    }
  });

  it('give a customer a password, or else authentication elsewhere, as the platform requires', () => {
    const f = createFactories({ seed: 5 });
    const customers = Array.from({ length: 40 }, () => f.customerImport());
    for (const customer of customers) expect(customer.password !== undefined || customer.authenticationMode === 'ExternalAuth').toBe(true);
    expect(new Set(customers.map((customer) => customer.authenticationMode ?? 'Password'))).toEqual(new Set(['Password', 'ExternalAuth']));
  });
});
