import type { ImportOperation, ImportResponse } from '@commercetools/importapi-sdk';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  BREAKABLE_RULES,
  createFactories,
  type AttributeDefinition,
  type BreakableType,
  type CustomFieldRule,
  type Factories,
  type FieldDefinition,
  type ImportRequestBody,
  type ImportResources,
  type ProcessingRule,
  type ProductDraftImport,
  type ProductTypeImport,
  type TypeImport,
} from '../../src/factories/index.js';
import type { ImportResourceType } from '../../src/index.js';
import { envCount } from '../support/env-count.js';
import { useMockServer } from '../support/mock-server.js';
import { SCHEMA_DEFINITIONS } from '../support/resource-kinds.js';
import { expectSchemaValid } from '../support/schemas.js';
import { createImportApiRoot } from '../support/sdk.js';

// Factory data against the processing rules, through the official Import SDK: for many seeds,
// product types, products that fit them, customers, orders, codes… all end `imported`; and for
// every rule `invalidItem` can break, the item it returns ends `validationFailed` with exactly the
// errors it promised, after the valid item it came from was imported.

// Modular, so that variant imports, which exist only there, import as well as product variants.
const ct = useMockServer({ projects: [{ key: 'shop', productCatalogModel: 'Modular' }], importContainers: { shop: [{ key: 'catalog' }] } });
// One client for the file, so that it asks for its token once, as an importer's client does.
const imports = createImportApiRoot({ projectKey: 'shop' });
const api = () => imports;
const catalog = { importContainerKey: 'catalog' };

// FACTORY_SEEDS shortens the run where the factories are not what is tested (as in validity.test.ts).
const SEEDS = [...Array.from({ length: envCount('FACTORY_SEEDS', 40) }, (_, index) => index), 2 ** 32 - 1];
const RULE_SEEDS = SEEDS.slice(0, Math.min(SEEDS.length, envCount('FACTORY_RULE_SEEDS', 3)));

/** Posts a whole import request of any type through its SDK builder. */
async function send(body: ImportRequestBody): Promise<ImportResponse> {
  const sent = await (() => {
    switch (body.type) {
      case 'business-unit':
        return api().businessUnits().importContainers().withImportContainerKeyValue(catalog).post({ body }).execute();
      case 'category':
        return api().categories().importContainers().withImportContainerKeyValue(catalog).post({ body }).execute();
      case 'customer':
        return api().customers().importContainers().withImportContainerKeyValue(catalog).post({ body }).execute();
      case 'discount-code':
        return api().discountCodes().importContainers().withImportContainerKeyValue(catalog).post({ body }).execute();
      case 'inventory':
        return api().inventories().importContainers().withImportContainerKeyValue(catalog).post({ body }).execute();
      case 'order':
        return api().orders().importContainers().withImportContainerKeyValue(catalog).post({ body }).execute();
      case 'order-patch':
        return api().orderPatches().importContainers().withImportContainerKeyValue(catalog).post({ body }).execute();
      case 'price':
        return api().prices().importContainers().withImportContainerKeyValue(catalog).post({ body }).execute();
      case 'product':
        return api().products().importContainers().withImportContainerKeyValue(catalog).post({ body }).execute();
      case 'product-draft':
        return api().productDrafts().importContainers().withImportContainerKeyValue(catalog).post({ body }).execute();
      case 'product-selection':
        return api().productSelections().importContainers().withImportContainerKeyValue(catalog).post({ body }).execute();
      case 'product-tailoring':
        return api().productTailorings().importContainers().withImportContainerKeyValue(catalog).post({ body }).execute();
      case 'product-type':
        return api().productTypes().importContainers().withImportContainerKeyValue(catalog).post({ body }).execute();
      case 'product-variant':
        return api().productVariants().importContainers().withImportContainerKeyValue(catalog).post({ body }).execute();
      case 'product-variant-patch':
        return api().productVariantPatches().importContainers().withImportContainerKeyValue(catalog).post({ body }).execute();
      case 'standalone-price':
        return api().standalonePrices().importContainers().withImportContainerKeyValue(catalog).post({ body }).execute();
      case 'type':
        return api().types().importContainers().withImportContainerKeyValue(catalog).post({ body }).execute();
      case 'variant':
        return api().variants().importContainers().withImportContainerKeyValue(catalog).post({ body }).execute();
    }
  })();
  expect(sent.statusCode).toBe(201);
  return sent.body;
}

/** The one-item request body of an item of the type. */
function bodyOf<Type extends ImportResourceType>(type: Type, item: ImportResources[Type]): ImportRequestBody<Type> {
  const items = type === 'order-patch' || type === 'product-variant-patch' ? 'patches' : 'resources';
  // The key follows the type exactly as ImportRequestBody says; TypeScript cannot follow a conditional type here.
  return { type, [items]: [item] } as unknown as ImportRequestBody<Type>;
}

/**
 * Posts the requests in order, lets the clock reach their processing time, and returns their
 * operations, read in one query of the container. The mock processes operations in creation
 * order, so each finds what earlier requests imported.
 */
async function importAll(bodies: readonly ImportRequestBody[]): Promise<ImportOperation[]> {
  const ids: string[] = [];
  for (const body of bodies) ids.push(...(await send(body)).operationStatus.map(({ operationId }) => operationId ?? ''));
  ct.clock.advance(5000);
  const { body } = await api().importContainers().withImportContainerKeyValue(catalog).importOperations().get({ queryArgs: { limit: 500 } }).execute();
  const byId = new Map(body.results.map((operation) => [operation.id, operation]));
  return ids.map((id) => byId.get(id) ?? expect.fail(`operation ${id} is not in the container`));
}

/** Asserts that every operation of the bodies ends imported, naming the item and its errors if not. */
async function expectImported(bodies: readonly ImportRequestBody[]): Promise<void> {
  const operations = await importAll(bodies);
  const failed = operations.filter((operation) => operation.state !== 'imported');
  expect(failed.map(({ resourceKey, state, errors }) => ({ resourceKey, state, errors }))).toEqual([]);
  expect(operations.length).toBe(bodies.reduce((sum, body) => sum + ('patches' in body ? body.patches.length : body.resources.length), 0));
}

const label = (name: string) => ({ en: name });
const enumValues = (...keys: string[]) => keys.map((key) => ({ key, label: key.toUpperCase() }));

/** A product type with every kind of attribute the rules look at: required, Unique, CombinationUnique, SameForAll, enums, a reference, Product-level ones. */
const RICH_ATTRIBUTES: AttributeDefinition[] = [
  { name: 'color', label: label('Color'), isRequired: true, attributeConstraint: 'None', type: { name: 'lenum', values: ['red', 'green', 'blue'].map((key) => ({ key, label: label(key) })) } },
  { name: 'size', label: label('Size'), isRequired: true, attributeConstraint: 'CombinationUnique', type: { name: 'enum', values: enumValues('s', 'm', 'l', 'xl') } },
  { name: 'fit', label: label('Fit'), isRequired: false, attributeConstraint: 'CombinationUnique', type: { name: 'enum', values: enumValues('slim', 'regular') } },
  { name: 'ean', label: label('EAN'), isRequired: true, attributeConstraint: 'Unique', type: { name: 'text' } },
  { name: 'material', label: label('Material'), isRequired: false, attributeConstraint: 'SameForAll', type: { name: 'text' } },
  { name: 'waterproof', label: label('Waterproof'), isRequired: false, attributeConstraint: 'SameForAll', type: { name: 'boolean' } },
  { name: 'maker', label: label('Maker'), isRequired: false, type: { name: 'reference', referenceTypeId: 'channel' } },
  { name: 'occasions', label: label('Occasions'), isRequired: false, type: { name: 'set', elementType: { name: 'enum', values: enumValues('work', 'party') } } },
  { name: 'care', label: label('Care'), isRequired: false, level: 'Product', type: { name: 'ltext' } },
  // Product-level attributes of the kinds a product's own rules break: an enum and a reference.
  { name: 'season', label: label('Season'), isRequired: false, level: 'Product', type: { name: 'enum', values: enumValues('spring', 'autumn') } },
  { name: 'brand-store', label: label('Brand store'), isRequired: false, level: 'Product', type: { name: 'reference', referenceTypeId: 'channel' } },
  { name: 'released', label: label('Released'), isRequired: false, type: { name: 'date' } },
  { name: 'opens', label: label('Opens'), isRequired: false, type: { name: 'time' } },
  { name: 'launch', label: label('Launch'), isRequired: false, type: { name: 'datetime' } },
  { name: 'list-price', label: label('List price'), isRequired: false, type: { name: 'money' } },
  { name: 'weight', label: label('Weight'), isRequired: false, attributeConstraint: 'Unique', type: { name: 'number' } },
];

/** Resource type ids of every resource the factories give custom fields to. */
const CUSTOM_RESOURCES = ['category', 'customer', 'order', 'inventory-entry', 'discount-code', 'business-unit', 'product-price', 'standalone-price', 'product-selection'] as const;

const RICH_FIELDS: FieldDefinition[] = [
  { name: 'note', label: label('Note'), required: true, type: { name: 'String' } },
  { name: 'channel', label: label('Channel'), required: false, type: { name: 'Enum', values: enumValues('web', 'store') } },
  { name: 'regions', label: label('Regions'), required: false, type: { name: 'Set', elementType: { name: 'LocalizedEnum', values: [{ key: 'eu', label: label('EU') }] } } },
  { name: 'priority', label: label('Priority'), required: false, type: { name: 'Number' } },
  { name: 'wrapped', label: label('Wrapped'), required: false, type: { name: 'Boolean' } },
  { name: 'since', label: label('Since'), required: false, type: { name: 'DateTime' } },
];

/**
 * A built product type whose attributes the seed makes required, constrained or Product-level, so
 * that across seeds the fitting builders meet every mix.
 */
function mixedProductType(f: Factories): ProductTypeImport {
  const built = f.productTypeImport();
  const constraints = ['None', 'Unique', 'CombinationUnique', 'SameForAll'] as const;
  const attributes = (built.attributes ?? []).map((definition) => ({
    ...definition,
    isRequired: f.faker.datatype.boolean(),
    attributeConstraint: f.faker.helpers.arrayElement(constraints),
    ...(f.faker.datatype.boolean(0.2) ? { level: 'Product' as const } : {}),
  }));
  return { ...built, attributes };
}

describe.each(SEEDS)('factory data of seed %i', (seed) => {
  // The first seed also pays for loading the SDK and compiling the schemas.
  it('imports whole once what it names is there: every operation ends imported', { timeout: 30_000 }, async () => {
    const f = createFactories({ seed });
    const types = [mixedProductType(f), f.productTypeImport({ attributes: RICH_ATTRIBUTES }), f.productTypeImport()];
    const customType: TypeImport = f.typeImport({ resourceTypeIds: [...CUSTOM_RESOURCES] });
    const custom = () => f.customFor(customType);
    const bodies: ImportRequestBody[] = [
      { type: 'product-type', resources: types },
      { type: 'type', resources: [customType, f.typeImport({ resourceTypeIds: [...CUSTOM_RESOURCES], fieldDefinitions: RICH_FIELDS })] },
    ];
    const drafts: ProductDraftImport[] = [];
    for (const productType of types) {
      const products = f.productsFor(productType);
      // Products of a master variant alone take one more variant, whatever the type's Unique values:
      // a required Unique boolean allows two variants, and the platform would refuse a third.
      const [first, second] = [products.productDraftImport({ variants: undefined }), products.productDraftImport({ variants: undefined })];
      const request = products.importRequest('product-draft', 3);
      const productsRequest = products.importRequest('product', 2);
      const [third] = request.resources;
      if (!third) throw new Error('three drafts were asked for');
      drafts.push(first, second, ...request.resources);
      bodies.push(
        { type: 'product-draft', resources: [first, second] },
        request,
        // New products without variants; where the type requires variant attributes they wait for
        // the master variant that the product variant import after them brings.
        productsRequest,
        { type: 'product-variant', resources: productsRequest.resources.map((product) => products.productVariantImport(product, { isMasterVariant: true })) },
        { type: 'product-variant', resources: [products.productVariantImport(first)] },
        { type: 'variant', resources: [products.variantImport(second)] },
        { type: 'product-variant-patch', patches: [products.productVariantPatch(third)] },
      );
    }
    const [draft] = drafts;
    const cartDiscount = { typeId: 'cart-discount', key: `deal-${seed}` } as const;
    const store = { typeId: 'store', key: `store-${seed}` } as const;
    await ct.addResource('shop', cartDiscount);
    await ct.addResource('shop', store);
    bodies.push(
      // The master variant may hold a price of the same currency: a validity period of its own keeps
      // this one apart, since a price without one does not clash with a price defined for a time period.
      {
        type: 'price',
        resources: [
          f.priceImport({
            product: { key: draft?.key },
            productVariant: { key: draft?.masterVariant?.key },
            validFrom: '2030-01-01T00:00:00.000Z',
            validUntil: '2031-01-01T00:00:00.000Z',
            custom: custom(),
          }),
        ],
      },
      { type: 'category', resources: [...f.importRequest('category', 5).resources, f.categoryImport({ custom: custom() })] },
      { type: 'customer', resources: [...f.importRequest('customer', 15).resources, f.customerImport({ custom: custom() })] },
      { type: 'order', resources: [...f.importRequest('order', 5).resources, f.orderImport({ custom: custom() })] },
      f.importRequest('discount-code', 5, { cartDiscounts: [cartDiscount], custom: custom() }),
      f.importRequest('inventory', 5, { custom: custom() }),
      f.importRequest('standalone-price', 3, { custom: custom() }),
      f.importRequest('product-selection', 3, { custom: custom() }),
      f.importRequest('business-unit', 3, { custom: custom() }),
      f.importRequest('product-tailoring', 2, { store, product: { key: draft?.key } }),
    );
    for (const body of bodies) expectSchemaValid(body, 'import-api', SCHEMA_DEFINITIONS[body.type][1]);
    await expectImported(bodies);
  });
});

describe('factory values the platform keeps unique', () => {
  it('never repeat within an instance: slugs, SKUs, variant keys, emails without regard to case, customer numbers, order numbers, codes', () => {
    const f = createFactories({ seed: 9 });
    const drafts = Array.from({ length: 300 }, () => f.productsFor(f.productTypeImport()).productDraftImport());
    const variants = drafts.flatMap((draft) => [draft.masterVariant, ...(draft.variants ?? [])]);
    const customers = Array.from({ length: 500 }, () => f.customerImport());
    const distinct = (values: readonly unknown[]) => expect(new Set(values).size).toBe(values.length);
    distinct(drafts.map((draft) => draft.slug.en));
    distinct(variants.map((variant) => variant?.sku));
    distinct(variants.map((variant) => variant?.key));
    distinct(Array.from({ length: 300 }, () => f.categoryImport().slug.en));
    distinct(customers.map((customer) => customer.email.toLowerCase()));
    distinct(customers.flatMap((customer) => customer.customerNumber ?? []));
    distinct(Array.from({ length: 300 }, () => f.orderImport().orderNumber));
    distinct(Array.from({ length: 300 }, () => f.discountCodeImport().code));
    distinct(Array.from({ length: 300 }, () => f.inventoryImport().sku));
  });

  it('fit a product type that requires every attribute, with Unique and CombinationUnique values that run out', () => {
    const f = createFactories({ seed: 4 });
    const narrow = f.productTypeImport({
      attributes: [
        { name: 'size', label: label('Size'), isRequired: true, attributeConstraint: 'Unique', type: { name: 'enum', values: enumValues('s', 'm') } },
        { name: 'color', label: label('Color'), isRequired: true, attributeConstraint: 'SameForAll', type: { name: 'enum', values: enumValues('red') } },
      ],
    });
    const products = f.productsFor(narrow);
    for (let index = 0; index < 20; index += 1) {
      const draft = products.productDraftImport();
      const variants = [draft.masterVariant, ...(draft.variants ?? [])];
      expect(variants.length).toBeLessThanOrEqual(2);
      expect(new Set(variants.map((variant) => JSON.stringify(variant?.attributes?.find((attribute) => attribute.name === 'size')))).size).toBe(variants.length);
      for (const variant of variants) expect(variant?.attributes?.find((attribute) => attribute.name === 'color')?.value).toBe('red');
    }
    const full = products.productDraftImport({ variants: [{ key: 'second', attributes: [{ name: 'size', type: 'enum', value: 'm' }] }] });
    expect(() => products.productVariantImport({ ...full, masterVariant: { key: 'first', attributes: [{ name: 'size', type: 'enum', value: 's' }] } })).toThrow(TypeError);
    const nested = f.productTypeImport({
      attributes: [{ name: 'parts', label: label('Parts'), isRequired: true, type: { name: 'nested', typeReference: { typeId: 'product-type', key: 'part' } } }],
    });
    expect(() => f.productsFor(nested).productDraftImport()).toThrow(/requires the attribute 'parts'/);
  });
});

const isCustomFieldRule = (rule: ProcessingRule): rule is CustomFieldRule => (BREAKABLE_RULES.price as readonly string[]).includes(rule);

/** What a rule test imports first, the valid item, and what invalidItem needs besides. */
interface RuleSetup {
  readonly declare?: { typeId: string; key: string }[];
  readonly before: ImportRequestBody[];
  readonly valid: ImportRequestBody;
  readonly broken: () => { item: unknown; errors: unknown[] };
}

function setupOf(f: Factories, type: BreakableType, rule: ProcessingRule, seed: number): RuleSetup {
  const productType = f.productTypeImport({ attributes: RICH_ATTRIBUTES });
  const products = f.productsFor(productType);
  const customType = f.typeImport({ resourceTypeIds: [...CUSTOM_RESOURCES], fieldDefinitions: RICH_FIELDS });
  const otherType = f.typeImport({ resourceTypeIds: ['channel'], fieldDefinitions: RICH_FIELDS });
  const typeGiven = { type: rule === 'custom-type-not-for-resource' ? otherType : customType };
  const custom = isCustomFieldRule(rule);
  const types: ImportRequestBody = { type: 'type', resources: [customType, otherType] };
  const productTypes: ImportRequestBody = { type: 'product-type', resources: [productType] };
  const draft = products.productDraftImport();
  const drafts: ImportRequestBody = { type: 'product-draft', resources: [draft] };
  const product = { productType, product: draft };
  switch (type) {
    case 'product-draft': {
      const valid = draft;
      return { before: [productTypes], valid: drafts, broken: () => f.invalidItem('product-draft', valid, rule as ProcessingRule<'product-draft'>, { productType }) };
    }
    case 'product': {
      // The product of the draft imported again without its variants: a new one would wait for a master variant.
      const valid = products.productImport({ key: draft.key, slug: draft.slug });
      return { before: [productTypes, drafts], valid: bodyOf(type, valid), broken: () => f.invalidItem('product', valid, rule as ProcessingRule<'product'>, { productType }) };
    }
    case 'product-variant': {
      const valid = products.productVariantImport(draft);
      return { before: [productTypes, drafts], valid: bodyOf(type, valid), broken: () => f.invalidItem(type, valid, rule as ProcessingRule<'product-variant'>, product) };
    }
    case 'variant': {
      const valid = products.variantImport(draft);
      return { before: [productTypes, drafts], valid: bodyOf(type, valid), broken: () => f.invalidItem(type, valid, rule as ProcessingRule<'variant'>, product) };
    }
    case 'product-variant-patch': {
      const valid = products.productVariantPatch(draft);
      return { before: [productTypes, drafts], valid: bodyOf(type, valid), broken: () => f.invalidItem(type, valid, rule as ProcessingRule<'product-variant-patch'>, product) };
    }
    case 'category': {
      const valid = f.categoryImport({ custom: f.customFor(customType) });
      return { before: [types], valid: bodyOf(type, valid), broken: () => (custom ? f.invalidItem(type, valid, rule as CustomFieldRule, typeGiven) : f.invalidItem(type, valid, rule as 'category-cycle')) };
    }
    case 'customer': {
      const valid = f.customerImport({ customerNumber: `N-${seed}`, custom: f.customFor(customType) });
      return { before: [types], valid: bodyOf(type, valid), broken: () => (custom ? f.invalidItem(type, valid, rule as CustomFieldRule, typeGiven) : f.invalidItem(type, valid, rule as 'duplicate-email')) };
    }
    case 'order': {
      const valid = f.orderImport();
      return { before: [types], valid: bodyOf(type, valid), broken: () => (custom ? f.invalidItem(type, valid, rule as CustomFieldRule, typeGiven) : f.invalidItem(type, valid, rule as 'duplicate-order-number')) };
    }
    case 'discount-code': {
      const valid = f.discountCodeImport();
      return { declare: valid.cartDiscounts, before: [types], valid: bodyOf(type, valid), broken: () => (custom ? f.invalidItem(type, valid, rule as CustomFieldRule, typeGiven) : f.invalidItem(type, valid, rule as 'duplicate-discount-code')) };
    }
    case 'inventory': {
      const valid = f.inventoryImport();
      return { before: [types], valid: bodyOf(type, valid), broken: () => (custom ? f.invalidItem(type, valid, rule as CustomFieldRule, typeGiven) : f.invalidItem(type, valid, rule as 'duplicate-inventory-entry')) };
    }
    case 'business-unit': {
      const valid = f.businessUnitImport();
      return { before: [types], valid: bodyOf(type, valid), broken: () => f.invalidItem(type, valid, rule as ProcessingRule<'business-unit'>, typeGiven) };
    }
    case 'price': {
      const valid = f.priceImport({ product: { key: draft.key }, productVariant: { key: draft.masterVariant?.key } });
      return { before: [types, productTypes, drafts], valid: bodyOf(type, valid), broken: () => f.invalidItem(type, valid, rule as ProcessingRule<'price'>, typeGiven) };
    }
    case 'standalone-price': {
      const valid = f.standalonePriceImport();
      return { before: [types], valid: bodyOf(type, valid), broken: () => f.invalidItem(type, valid, rule as ProcessingRule<'standalone-price'>, typeGiven) };
    }
    case 'product-selection': {
      const valid = f.productSelectionImport();
      return { before: [types], valid: bodyOf(type, valid), broken: () => f.invalidItem(type, valid, rule as ProcessingRule<'product-selection'>, typeGiven) };
    }
    case 'product-type': {
      const valid = f.productTypeImport();
      return { before: [], valid: bodyOf(type, valid), broken: () => f.invalidItem(type, valid, 'duplicate-attribute-name') };
    }
    case 'type': {
      const valid = f.typeImport();
      return { before: [], valid: bodyOf(type, valid), broken: () => f.invalidItem(type, valid, 'duplicate-field-name') };
    }
  }
}

const RULE_CASES = (Object.keys(BREAKABLE_RULES) as BreakableType[]).flatMap((type) => BREAKABLE_RULES[type].map((rule) => [type, rule] as const));

describe.each(RULE_CASES)('a %s built to break %s', (type, rule) => {
  it.each(RULE_SEEDS)('ends validationFailed with exactly the promised errors (seed %i)', async (seed) => {
    const f = createFactories({ seed });
    const setup = setupOf(f, type, rule, seed);
    const { item, errors } = setup.broken();
    for (const resource of setup.declare ?? []) await ct.addResource('shop', resource);
    await expectImported([...setup.before, setup.valid]);
    const body = bodyOf(type, item as ImportResources[typeof type]);
    expectSchemaValid(body, 'import-api', SCHEMA_DEFINITIONS[type][1]);
    const { operationStatus } = await send(body);
    ct.clock.advance(5000);
    const { body: operation } = await api().importOperations().withIdValue({ id: operationStatus[0]?.operationId ?? '' }).get().execute();
    expect({ state: operation.state, errors: operation.errors }).toEqual({ state: 'validationFailed', errors });
    expect(errors.length).toBeGreaterThan(0);
    for (const error of errors) expectSchemaValid(error, 'import-api', 'ErrorObject');
  });
});

describe('invalidItem', () => {
  it('refuses what cannot break the rule, saying why', () => {
    const f = createFactories({ seed: 1 });
    const plain = f.productTypeImport({ attributes: [{ name: 'note', label: label('Note'), isRequired: false, type: { name: 'text' } }] });
    const draft = f.productsFor(plain).productDraftImport();
    expect(() => f.invalidItem('product-draft', draft, 'unknown-enum-value', { productType: plain })).toThrow(/defines no enum or lenum attribute/);
    expect(() => f.invalidItem('product-draft', draft, 'duplicate-attribute-value', { productType: plain })).toThrow(/defines no Unique attribute/);
    const forChannels = f.typeImport({ resourceTypeIds: ['channel'] });
    expect(() => f.invalidItem('customer', f.customerImport(), 'undefined-custom-field', { type: forChannels })).toThrow(/does not list 'customer'/);
    expect(() => f.invalidItem('customer', f.customerImport({ customerNumber: undefined }), 'duplicate-customer-number')).toThrow(/has no customerNumber/);
    const rule = 'category-cycle' as 'duplicate-email'; // as a caller without types could pass it
    expect(() => f.invalidItem('customer', f.customerImport(), rule)).toThrow(/'category-cycle' is no rule a customer can break/);
  });

  it('types its rules per request type, so that a misspelt or misplaced rule fails to compile', () => {
    expectTypeOf<'unknown-enum-value'>().toExtend<ProcessingRule<'product-draft'>>();
    expectTypeOf<'unknown-enum-vaule'>().not.toExtend<ProcessingRule<'product-draft'>>();
    expectTypeOf<'duplicate-email'>().not.toExtend<ProcessingRule<'product-draft'>>();
    expectTypeOf<'duplicate-email'>().toExtend<ProcessingRule<'customer'>>();
    expectTypeOf<Factories['invalidItem']>().toBeFunction();
  });

  it('builds the same item and errors for the same seed', () => {
    const build = () => {
      const f = createFactories({ seed: 77 });
      const productType = f.productTypeImport({ attributes: RICH_ATTRIBUTES });
      const draft = f.productsFor(productType).productDraftImport();
      return BREAKABLE_RULES['product-draft'].map((rule) => f.invalidItem('product-draft', draft, rule, { productType }));
    };
    expect(JSON.stringify(build())).toBe(JSON.stringify(build()));
  });
});
