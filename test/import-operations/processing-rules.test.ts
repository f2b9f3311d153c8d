import type {
  Attribute,
  AttributeDefinition,
  AttributeType,
  CategoryImport,
  Custom,
  CustomerImport,
  DiscountCodeImport,
  FieldDefinition,
  FieldType,
  InventoryImport,
  OrderImport,
  ProductDraftImport,
  ProductImport,
  ProductTypeImport,
  ProductVariantDraftImport,
  ProductVariantImport,
  ProductVariantPatch,
  TypeImport,
  TypedMoney,
  VariantImport,
} from '@commercetools/importapi-sdk';
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../support/mock-server.js';
import { duplicateField, invalidField, processingRequests, requiredField, type Sent } from './processing-requests.js';
import { expectSchemaValid } from '../support/schemas.js';
import { createApiRoot, createImportApiRoot } from '../support/sdk.js';
import { operationEvents, states } from './helpers.js';

// Processing rules through the official Import SDK: an operation whose references resolve is
// checked as the platform checks a create or update of its resource. Each rule gets an item that
// breaks it (validationFailed, with exactly the platform's error objects) and one that keeps it
// (imported), so that a missing rule and an over-eager one both fail here.

const ct = useMockServer({
  projects: [{ key: 'shop' }],
  importContainers: { shop: [{ key: 'catalog' }] },
});
const api = () => createImportApiRoot({ projectKey: 'shop' });
const catalog = { importContainerKey: 'catalog' };

const { send, processed, imported, refused } = processingRequests(ct);

// Product types and products.

const enumOf = (...keys: string[]): AttributeType => ({ name: 'enum', values: keys.map((key) => ({ key, label: key.toUpperCase() })) });
const definition = (name: string, type: AttributeType, more: Partial<AttributeDefinition> = {}): AttributeDefinition => ({
  name,
  type,
  label: { en: name },
  isRequired: false,
  ...more,
});
const productType = (key: string, attributes: AttributeDefinition[]): ProductTypeImport => ({ key, name: key, description: key, attributes });
/** The product type: a required enum `color`, red or green. */
const SHIRT = productType('shirt', [definition('color', enumOf('red', 'green'), { isRequired: true })]);

const color = (value: string): Attribute => ({ name: 'color', type: 'enum', value });
const text = (name: string, value: string): Attribute => ({ name, type: 'text', value });
const variant = (key: string, attributes: Attribute[] = [], more: Partial<ProductVariantDraftImport> = {}): ProductVariantDraftImport => ({ key, attributes, ...more });
const draft = (key: string, more: Partial<ProductDraftImport> = {}): ProductDraftImport => ({
  key,
  name: { en: key },
  slug: { en: key },
  productType: { typeId: 'product-type', key: 'shirt' },
  ...more,
});
const productVariant = (key: string, product: string, attributes: Attribute[], more: Partial<ProductVariantImport> = {}): ProductVariantImport => ({
  key,
  isMasterVariant: false,
  attributes,
  product: { typeId: 'product', key: product },
  ...more,
});

// Types, custom fields and other resources.

const field = (name: string, type: FieldType, required = false): FieldDefinition => ({ name, type, label: { en: name }, required });
const customType = (key: string, resourceTypeIds: string[], fieldDefinitions: FieldDefinition[] = []): TypeImport => ({
  key,
  name: { en: key },
  resourceTypeIds,
  fieldDefinitions,
});
const custom = (type: string, fields?: Custom['fields']): Custom => ({ type: { typeId: 'type', key: type }, ...(fields === undefined ? {} : { fields }) });
const EUR = (centAmount: number): TypedMoney => ({ type: 'centPrecision', currencyCode: 'EUR', centAmount, fractionDigits: 2 });
const category = (key: string, parent?: string): CategoryImport => ({
  key,
  name: { en: key },
  slug: { en: key },
  ...(parent === undefined ? {} : { parent: { typeId: 'category', key: parent } }),
});

/** Moves the Project to a catalog model, through the Project API. */
async function useCatalogModel(productCatalogModel: 'Classic' | 'Modular' | 'InMigration') {
  const project = createApiRoot({ projectKey: 'shop' });
  const { body } = await project.get().execute();
  await project.post({ body: { version: body.version, actions: [{ action: 'setProductCatalogModel', productCatalogModel }] } }).execute();
}

async function importShirtType() {
  await imported(send.productTypes([SHIRT]));
}

describe('the issue: product type shirt with a required enum color (red, green)', () => {
  it('imports a draft whose variants are red and green', async () => {
    await importShirtType();
    const [operation] = await imported(
      send.productDrafts([draft('polo', { masterVariant: variant('polo-red', [color('red')]), variants: [variant('polo-green', [color('green')])] })]),
    );
    expect(operation?.resourceVersion).toBe(1);
  });

  it('refuses an attribute the product type does not define', async () => {
    await importShirtType();
    await refused(send.productDrafts([draft('polo', { masterVariant: variant('polo-red', [color('red'), text('fabric', 'cotton')]) })]), [
      {
        code: 'InvalidField',
        message: `The value '"fabric"' is not valid for field 'masterVariant.attributes.fabric'.`,
        field: 'masterVariant.attributes.fabric',
        invalidValue: 'fabric',
        allowedValues: ['color'],
      },
    ]);
  });

  it('refuses color blue, naming the keys it may have', async () => {
    await importShirtType();
    await refused(send.productDrafts([draft('polo', { masterVariant: variant('polo-blue', [color('blue')]) })]), [
      {
        code: 'InvalidField',
        message: `The value '"blue"' is not valid for field 'masterVariant.attributes.color'.`,
        field: 'masterVariant.attributes.color',
        invalidValue: 'blue',
        allowedValues: ['red', 'green'],
      },
    ]);
  });

  it('refuses a variant without the required color', async () => {
    await importShirtType();
    await refused(send.productDrafts([draft('polo', { masterVariant: variant('polo-0') })]), [
      { code: 'RequiredField', message: `A value is required for field 'masterVariant.attributes.color'.`, field: 'masterVariant.attributes.color' },
    ]);
    await refused(send.productDrafts([draft('polo', { masterVariant: variant('polo-0', [color('red')]), variants: [variant('polo-1')] })]), [
      requiredField('variants.0.attributes.color'),
    ]);
  });

  it('refuses color given as a number', async () => {
    await importShirtType();
    await refused(send.productDrafts([draft('polo', { masterVariant: variant('polo-0', [{ name: 'color', type: 'number', value: 1 }]) })]), [
      {
        code: 'InvalidField',
        message: `The value '1' is not valid for field 'masterVariant.attributes.color'.`,
        field: 'masterVariant.attributes.color',
        invalidValue: 1,
      },
    ]);
  });

  it('refuses a slug another product has', async () => {
    await importShirtType();
    await imported(send.productDrafts([draft('polo', { masterVariant: variant('polo-0', [color('red')]) })]));
    await refused(send.productDrafts([draft('tee', { slug: { en: 'polo' }, masterVariant: variant('tee-0', [color('red')]) })]), [
      { code: 'DuplicateField', message: `A duplicate value '"polo"' exists for field 'slug.en'.`, field: 'slug.en', duplicateValue: 'polo' },
    ]);
    await imported(send.productDrafts([draft('tee', { masterVariant: variant('tee-0', [color('red')]) })]));
  });

  it('refuses a customer email another customer has in another letter case', async () => {
    await imported(send.customers([{ key: 'jen', email: 'Jen@Example.com', password: 'secret' }]));
    await refused(send.customers([{ key: 'jenny', email: 'jen@example.COM', password: 'secret' }]), [
      { code: 'DuplicateField', message: `A duplicate value '"jen@example.COM"' exists for field 'email'.`, field: 'email', duplicateValue: 'jen@example.COM' },
    ]);
    await imported(send.customers([{ key: 'jenny', email: 'jenny@example.com', password: 'secret' }]));
  });

  it('refuses a second order with the same orderNumber', async () => {
    const order: OrderImport = { orderNumber: 'o-1', totalPrice: EUR(1000) };
    await imported(send.orders([order]));
    await refused(send.orders([order]), [
      { code: 'DuplicateField', message: `A duplicate value '"o-1"' exists for field 'orderNumber'.`, field: 'orderNumber', duplicateValue: 'o-1' },
    ]);
    await imported(send.orders([{ ...order, orderNumber: 'o-2' }]));
  });

  it('refuses a second category with the same slug', async () => {
    await imported(send.categories([category('shirts')]));
    await refused(send.categories([{ ...category('tops'), slug: { en: 'shirts' } }]), [
      { code: 'DuplicateField', message: `A duplicate value '"shirts"' exists for field 'slug.en'.`, field: 'slug.en', duplicateValue: 'shirts' },
    ]);
    await imported(send.categories([category('tops')]));
  });

  it('refuses customer custom fields the Type does not define', async () => {
    await imported(send.types([customType('loyalty', ['customer'], [field('tier', { name: 'String' })])]));
    await refused(send.customers([{ key: 'jen', email: 'jen@example.com', password: 'secret', custom: custom('loyalty', { shoeSize: { type: 'Number', value: 42 } }) }]), [
      {
        code: 'InvalidField',
        message: `The value '"shoeSize"' is not valid for field 'custom.fields.shoeSize'.`,
        field: 'custom.fields.shoeSize',
        invalidValue: 'shoeSize',
        allowedValues: ['tier'],
      },
    ]);
    await imported(send.customers([{ key: 'jen', email: 'jen@example.com', password: 'secret', custom: custom('loyalty', { tier: { type: 'String', value: 'gold' } }) }]));
  });

  it('lists every rule one draft breaks', async () => {
    await importShirtType();
    await imported(send.productDrafts([draft('polo', { masterVariant: variant('polo-0', [color('red')]) })]));
    await refused(
      send.productDrafts([
        draft('tee', {
          slug: { en: 'polo' },
          masterVariant: variant('tee-0', [color('blue'), text('fabric', 'cotton')]),
          variants: [variant('tee-1'), variant('tee-2', [{ name: 'color', type: 'number', value: 2 }])],
        }),
      ]),
      [
        invalidField('masterVariant.attributes.color', 'blue', ['red', 'green']),
        invalidField('masterVariant.attributes.fabric', 'fabric', ['color']),
        requiredField('variants.0.attributes.color'),
        invalidField('variants.1.attributes.color', 2),
        duplicateField('slug.en', 'polo'),
      ],
    );
  });
});

describe('attribute values against their definitions', () => {
  const CLOTHING = productType('clothing', [
    definition('sizes', { name: 'set', elementType: enumOf('s', 'm', 'l') }),
    definition('fit', { name: 'lenum', values: [{ key: 'slim', label: { en: 'Slim' } }, { key: 'regular', label: { en: 'Regular' } }] }),
    definition('related', { name: 'reference', referenceTypeId: 'product' }),
    definition('brand', { name: 'text' }, { level: 'Product' }),
  ]);
  const clothing = (key: string, more: Partial<ProductDraftImport> = {}) => draft(key, { productType: { typeId: 'product-type', key: 'clothing' }, ...more });

  async function setUp() {
    await imported(send.productTypes([CLOTHING]));
    ct.addResource('shop', { typeId: 'product', key: 'other' });
    ct.addResource('shop', { typeId: 'category', key: 'shirts' });
  }

  it('pairs enum-set with a set of enum, and checks each key', async () => {
    await setUp();
    await imported(send.productDrafts([clothing('polo', { masterVariant: variant('polo-0', [{ name: 'sizes', type: 'enum-set', value: ['s', 'm'] }]) })]));
    await refused(send.productDrafts([clothing('tee', { masterVariant: variant('tee-0', [{ name: 'sizes', type: 'enum-set', value: ['s', 'xl'] }]) })]), [
      invalidField('masterVariant.attributes.sizes', 'xl', ['s', 'm', 'l']),
    ]);
    await refused(send.productDrafts([clothing('tee', { masterVariant: variant('tee-0', [{ name: 'sizes', type: 'enum', value: 'm' }]) })]), [
      invalidField('masterVariant.attributes.sizes', 'm'),
    ]);
    await refused(send.productDrafts([clothing('tee', { masterVariant: variant('tee-0', [{ name: 'fit', type: 'lenum-set', value: ['slim'] }]) })]), [
      invalidField('masterVariant.attributes.fit', ['slim']),
    ]);
  });

  it('checks a localized enum key', async () => {
    await setUp();
    await refused(send.productDrafts([clothing('tee', { masterVariant: variant('tee-0', [{ name: 'fit', type: 'lenum', value: 'loose' }]) })]), [
      invalidField('masterVariant.attributes.fit', 'loose', ['slim', 'regular']),
    ]);
    await imported(send.productDrafts([clothing('tee', { masterVariant: variant('tee-0', [{ name: 'fit', type: 'lenum', value: 'slim' }]) })]));
  });

  it("refuses a reference to another type than the definition's referenceTypeId", async () => {
    await setUp();
    const shirts = { typeId: 'category', key: 'shirts' } as const;
    await refused(send.productDrafts([clothing('tee', { masterVariant: variant('tee-0', [{ name: 'related', type: 'reference', value: shirts }]) })]), [
      invalidField('masterVariant.attributes.related', shirts),
    ]);
    await imported(
      send.productDrafts([clothing('tee', { masterVariant: variant('tee-0', [{ name: 'related', type: 'reference', value: { typeId: 'product', key: 'other' } }]) })]),
    );
  });

  it("checks a product's own attributes, at attributes.<name>, against the definitions of level Product", async () => {
    await setUp();
    await refused(send.productDrafts([clothing('tee', { attributes: [{ name: 'brand', type: 'number', value: 3 }, text('maker', 'acme')] })]), [
      invalidField('attributes.brand', 3),
      invalidField('attributes.maker', 'maker', ['brand']),
    ]);
    await imported(send.productDrafts([clothing('tee', { attributes: [text('brand', 'acme')] })]));
    const product: ProductImport = { key: 'tee', name: { en: 'Tee' }, slug: { en: 'tee' }, productType: { typeId: 'product-type', key: 'clothing' } };
    await refused(send.products([{ ...product, attributes: [{ name: 'brand', type: 'boolean', value: true }] }]), [invalidField('attributes.brand', true)]);
    const [update] = await imported(send.products([{ ...product, attributes: [text('brand', 'other')] }]));
    expect(update?.resourceVersion).toBe(2);
  });

  it('keeps attributes of level Product on the product and the others on its variants', async () => {
    await setUp();
    // An attribute of level Product on a variant, and one of level Variant on the product.
    await refused(send.productDrafts([clothing('tee', { masterVariant: variant('tee-0', [text('brand', 'acme')]), attributes: [{ name: 'fit', type: 'lenum', value: 'slim' }] })]), [
      invalidField('attributes.fit', 'fit', ['brand']),
      invalidField('masterVariant.attributes.brand', 'brand', ['sizes', 'fit', 'related']),
    ]);
    await refused(send.products([{ key: 'tee', name: { en: 'Tee' }, slug: { en: 'tee' }, productType: { typeId: 'product-type', key: 'clothing' }, attributes: [{ name: 'fit', type: 'lenum', value: 'slim' }] }]), [
      invalidField('attributes.fit', 'fit', ['brand']),
    ]);
    await imported(send.productDrafts([clothing('tee', { masterVariant: variant('tee-0', [{ name: 'fit', type: 'lenum', value: 'slim' }]), attributes: [text('brand', 'acme')] })]));
  });

  it('requires a required attribute of level Product on the product, not on its variants', async () => {
    await imported(send.productTypes([productType('labelled', [definition('label', { name: 'text' }, { level: 'Product', isRequired: true })])]));
    const labelled = (key: string, more: Partial<ProductDraftImport> = {}) => draft(key, { productType: { typeId: 'product-type', key: 'labelled' }, ...more });
    await refused(send.productDrafts([labelled('tee', { masterVariant: variant('tee-0') })]), [requiredField('attributes.label')]);
    const product: ProductImport = { key: 'tee', name: { en: 'Tee' }, slug: { en: 'tee' }, productType: { typeId: 'product-type', key: 'labelled' } };
    await refused(send.products([product]), [requiredField('attributes.label')]);
    // Its variants need not have it.
    await imported(send.productDrafts([labelled('tee', { masterVariant: variant('tee-0'), variants: [variant('tee-1', [], { sku: 'TEE-1' })], attributes: [text('label', 'Acme')] })]));
    const [update] = await imported(send.products([{ ...product, attributes: [text('label', 'Other')] }]));
    expect(update?.resourceVersion).toBe(2);
  });
});

describe('product variant, variant and variant patch imports', () => {
  async function setUp() {
    await importShirtType();
    await imported(send.productDrafts([draft('polo', { masterVariant: variant('polo-red', [color('red')], { sku: 'POLO-RED' }) })]));
  }

  it('checks a product variant import at attributes.<name>, required ones included', async () => {
    await setUp();
    await refused(send.productVariants([productVariant('polo-blue', 'polo', [color('blue')])]), [invalidField('attributes.color', 'blue', ['red', 'green'])]);
    await refused(send.productVariants([productVariant('polo-none', 'polo', [])]), [requiredField('attributes.color')]);
    const [operation] = await imported(send.productVariants([productVariant('polo-green', 'polo', [color('green')], { sku: 'POLO-GREEN' })]));
    // The product's version: the product draft made it 1, the new variant 2.
    expect(operation?.resourceVersion).toBe(2);
  });

  it('lets a product variant import naming an attribute its product type does not define wait, unresolved, until the product type defines it', async () => {
    await setUp();
    const [waiting] = await processed(send.productVariants([productVariant('polo-x', 'polo', [color('green'), text('fabric', 'silk')], { sku: 'POLO-X' })]));
    expect(waiting).toMatchObject({ state: 'unresolved', version: 2, unresolvedReferences: [{ typeId: 'product-type', key: 'shirt' }] });
    expect(operationEvents(ct).map((event) => event.type)).toEqual(['ImportUnresolved']);
    // Another import of the product type that still lacks it leaves the operation as it is.
    await imported(send.productTypes([{ ...SHIRT, description: 'Shirts' }]));
    const { body: still } = await api().importOperations().withIdValue({ id: waiting!.id }).get().execute();
    expect(still).toMatchObject({ state: 'unresolved', version: 2 });
    await imported(send.productTypes([productType('shirt', [...SHIRT.attributes!, definition('fabric', { name: 'text' })])]));
    const { body: operation } = await api().importOperations().withIdValue({ id: waiting!.id }).get().execute();
    expectSchemaValid(operation, 'import-api', 'ImportOperation');
    expect(operation).toMatchObject({ state: 'imported', version: 3, resourceVersion: 2 });
    expect(operation.unresolvedReferences).toBeUndefined();
  });

  it('checks a variant import the same way, in a Project of the Modular catalog model', async () => {
    await setUp();
    const item = (attributes: Attribute[]): VariantImport => ({ key: 'polo-green', sku: 'POLO-GREEN', product: { typeId: 'product', key: 'polo' }, attributes });
    await useCatalogModel('Modular');
    await refused(send.variants([item([color('green'), { name: 'size', type: 'text', value: 'm' }])]), [invalidField('attributes.size', 'size', ['color'])]);
    await refused(send.variants([item([])]), [requiredField('attributes.color')]);
    await refused(send.variants([item([{ name: 'color', type: 'lenum', value: 'green' }])]), [invalidField('attributes.color', 'green')]);
    await imported(send.variants([item([color('green')])]));
  });

  it.each(['Classic', 'InMigration'] as const)('refuses variant imports in a Project of the %s catalog model, naming it', async (model) => {
    await setUp();
    await useCatalogModel(model);
    const item: VariantImport = { key: 'polo-green', sku: 'POLO-GREEN', product: { typeId: 'product', key: 'polo' }, attributes: [color('green')] };
    await refused(send.variants([item]), [
      {
        code: 'InvalidOperation',
        message: `Variant imports are available only in Projects whose productCatalogModel is Modular; this Project's is ${model}. Import product variants (product-variant) instead, or change the catalog model.`,
      },
    ]);
    // The same variant as a product variant imports.
    await imported(send.productVariants([productVariant('polo-green', 'polo', [color('green')], { sku: 'POLO-GREEN' })]));
  });

  it('stores what a forced import holds: a product variant that would wait for its definitions, a variant refused for the catalog model', async () => {
    await setUp();
    const skus = async () => {
      const { body } = await createApiRoot({ projectKey: 'shop' }).products().withKey({ key: 'polo' }).get().execute();
      return [body.masterData.staged.masterVariant, ...body.masterData.staged.variants].map((shown) => shown.sku);
    };
    ct.injectImportOutcome({ state: 'imported', type: 'product-variant' });
    await processed(send.productVariants([productVariant('polo-x', 'polo', [color('green'), text('fabric', 'silk')], { sku: 'POLO-X' })]));
    expect(await skus()).toEqual(['POLO-RED', 'POLO-X']);
    ct.injectImportOutcome({ state: 'imported', type: 'variant' });
    await processed(send.variants([{ key: 'polo-y', sku: 'POLO-Y', product: { typeId: 'product', key: 'polo' }, attributes: [color('green')] }]));
    expect(await skus()).toEqual(['POLO-RED', 'POLO-X', 'POLO-Y']);
  });

  it('checks the attributes a patch sets, and refuses the removal of a required one with InvalidOperation', async () => {
    await setUp();
    const patch = (attributes: ProductVariantPatch['attributes']): ProductVariantPatch => ({ productVariant: { typeId: 'product-variant', key: 'polo-red' }, attributes });
    await refused(send.productVariantPatches([patch({ color: { type: 'enum', value: 'blue' } })]), [invalidField('attributes.color', 'blue', ['red', 'green'])]);
    await refused(send.productVariantPatches([patch({ color: null })]), [
      { code: 'InvalidOperation', message: "The attribute 'color' is required by the product type and cannot be removed: give it a value instead of null." },
    ]);
    // Unlike a product variant import, a patch naming an attribute the product type does not define fails.
    await refused(send.productVariantPatches([patch({ fabric: { type: 'text', value: 'silk' } })]), [invalidField('attributes.fabric', 'fabric', ['color'])]);
    await refused(send.productVariantPatches([patch({ color: { type: 'text', value: 'green' } })]), [invalidField('attributes.color', 'green')]);
    await imported(send.productVariantPatches([patch({ color: { type: 'enum', value: 'green' } })]));
    // Removing an attribute the type does not require is no error.
    await imported(send.productVariantPatches([patch({ fabric: null })]));
  });

  it('refuses a new variant as master variant of a product that has variants', async () => {
    await setUp();
    await refused(send.productVariants([productVariant('polo-green', 'polo', [color('green')], { isMasterVariant: true })]), [
      { code: 'NewMasterVariantAdditionNotAllowed', message: 'Adding a new variant as master variant is not allowed.' },
    ]);
    await imported(send.productVariants([productVariant('polo-green', 'polo', [color('green')], { isMasterVariant: false })]));
  });

  it('lets a new variant be the master variant of a product imported without one', async () => {
    // No required variant attributes: the product imports with an empty master variant.
    await imported(send.productTypes([productType('plain', [definition('color', enumOf('red', 'green'))])]));
    await imported(send.products([{ key: 'polo', name: { en: 'Polo' }, slug: { en: 'polo' }, productType: { typeId: 'product-type', key: 'plain' } }]));
    await imported(send.productVariants([productVariant('polo-red', 'polo', [color('red')], { isMasterVariant: true })]));
    // Now it has one, so the next new master is refused.
    await refused(send.productVariants([productVariant('polo-green', 'polo', [color('green')], { isMasterVariant: true })]), [
      { code: 'NewMasterVariantAdditionNotAllowed', message: 'Adding a new variant as master variant is not allowed.' },
    ]);
  });

  it('makes an existing variant the master variant', async () => {
    await imported(send.productTypes([productType('branded', [definition('brand', { name: 'text' }, { attributeConstraint: 'SameForAll' })])]));
    const branded = { productType: { typeId: 'product-type', key: 'branded' } } as const;
    await imported(
      send.productDrafts([draft('polo', { ...branded, masterVariant: variant('polo-0', [text('brand', 'acme')], { sku: 'P0' }), variants: [variant('polo-1', [text('brand', 'acme')], { sku: 'P1' })] })]),
    );
    await imported(send.productVariants([productVariant('polo-1', 'polo', [text('brand', 'acme')], { sku: 'P1', isMasterVariant: true })]));
    // polo-1 is the master now: polo-0, at variants.0, must follow its brand.
    await refused(send.productVariants([productVariant('polo-0', 'polo', [text('brand', 'other')], { sku: 'P0' })]), [
      invalidField('variants.0.attributes.brand', 'other', ['acme']),
    ]);
  });
});

describe('constraints across the variants of one product', () => {
  const constrained = (key: string, attributes: AttributeDefinition[]) =>
    imported(send.productTypes([productType(key, attributes)])).then(() => ({ productType: { typeId: 'product-type', key } }) as const);

  it('Unique: a value in one variant only', async () => {
    const type = await constrained('coded', [definition('ean', { name: 'text' }, { attributeConstraint: 'Unique' })]);
    const product = (second: string) =>
      draft('polo', { ...type, masterVariant: variant('polo-0', [text('ean', '111')], { sku: 'P0' }), variants: [variant('polo-1', [text('ean', second)], { sku: 'P1' })] });
    await refused(send.productDrafts([product('111')]), [
      { code: 'DuplicateAttributeValue', message: "Attribute can't have the same value in a different variant.", attribute: { name: 'ean', type: 'text', value: '111' } },
    ]);
    await imported(send.productDrafts([product('222')]));
    // A variant imported on its own joins the product's variants.
    await refused(send.productVariants([productVariant('polo-2', 'polo', [text('ean', '222')], { sku: 'P2' })]), [
      { code: 'DuplicateAttributeValue', message: "Attribute can't have the same value in a different variant.", attribute: { name: 'ean', type: 'text', value: '222' } },
    ]);
    await imported(send.productVariants([productVariant('polo-2', 'polo', [text('ean', '333')], { sku: 'P2' })]));
    // So does a patch: its variant then holds a value another variant has.
    const patch = (value: string): ProductVariantPatch => ({ productVariant: { typeId: 'product-variant', key: 'polo-2' }, attributes: { ean: { type: 'text', value } } });
    await refused(send.productVariantPatches([patch('111')]), [
      { code: 'DuplicateAttributeValue', message: "Attribute can't have the same value in a different variant.", attribute: { name: 'ean', type: 'text', value: '111' } },
    ]);
    await imported(send.productVariantPatches([patch('444')]));
  });

  it('CombinationUnique: a combination in one variant only', async () => {
    const type = await constrained('sized', [
      definition('color', enumOf('red', 'green'), { attributeConstraint: 'CombinationUnique' }),
      definition('size', { name: 'text' }, { attributeConstraint: 'CombinationUnique' }),
    ]);
    const product = (second: Attribute[]) =>
      draft('polo', { ...type, masterVariant: variant('polo-0', [color('red'), text('size', 'm')], { sku: 'P0' }), variants: [variant('polo-1', second, { sku: 'P1' })] });
    await refused(send.productDrafts([product([text('size', 'm'), color('red')])]), [
      {
        code: 'DuplicateAttributeValues',
        message: 'The set of attributes must be unique across all variants.',
        attributes: [
          { name: 'color', type: 'enum', value: 'red' },
          { name: 'size', type: 'text', value: 'm' },
        ],
      },
    ]);
    await imported(send.productDrafts([product([color('red'), text('size', 'l')])]));
    await imported(send.productDrafts([product([color('green'), text('size', 'm')])]));
  });

  it('CombinationUnique: variants without any of the attributes have no combination to repeat', async () => {
    const type = await constrained('plain', [definition('size', { name: 'text' }, { attributeConstraint: 'CombinationUnique' })]);
    await imported(send.productDrafts([draft('tee', { ...type, masterVariant: variant('tee-0', [], { sku: 'T0' }), variants: [variant('tee-1', [], { sku: 'T1' })] })]));
  });

  it('SameForAll: the same value in every variant', async () => {
    const type = await constrained('branded', [definition('brand', { name: 'text' }, { attributeConstraint: 'SameForAll' })]);
    const product = (second: string) =>
      draft('polo', { ...type, masterVariant: variant('polo-0', [text('brand', 'acme')], { sku: 'P0' }), variants: [variant('polo-1', [text('brand', second)], { sku: 'P1' })] });
    await refused(send.productDrafts([product('other')]), [invalidField('variants.0.attributes.brand', 'other', ['acme'])]);
    // A variant without the attribute differs too.
    const without = draft('polo', { ...type, masterVariant: variant('polo-0', [text('brand', 'acme')], { sku: 'P0' }), variants: [variant('polo-1', [], { sku: 'P1' })] });
    await refused(send.productDrafts([without]), [
      {
        code: 'InvalidField',
        message: `The value 'null' is not valid for field 'variants.0.attributes.brand'.`,
        field: 'variants.0.attributes.brand',
        invalidValue: null,
        allowedValues: ['acme'],
      },
    ]);
    await imported(send.productDrafts([product('acme')]));
  });

  it('DuplicateVariantValues: no two variants with the same values (sku, key, images, prices, attributes)', async () => {
    const type = await constrained('sized', [definition('size', { name: 'text' })]);
    const product = (secondKey: string, second: string, sku?: string) =>
      draft('polo', {
        ...type,
        masterVariant: variant('polo-0', [text('size', 'm')], sku === undefined ? {} : { sku }),
        variants: [variant(secondKey, [text('size', second)], sku === undefined ? {} : { sku })],
      });
    const message = 'A duplicate combination of the variant values (sku, key, images, prices, attributes) exists.';
    const size = { name: 'size', type: 'text', value: 'm' };
    await refused(send.productDrafts([product('polo-0', 'm')]), [{ code: 'DuplicateVariantValues', message, variantValues: { prices: [], attributes: [size] } }]);
    await refused(send.productDrafts([product('polo-0', 'm', 'POLO')]), [
      { code: 'DuplicateVariantValues', message, variantValues: { sku: 'POLO', prices: [], attributes: [size] } },
    ]);
    // Two variants with one SKU: the SKU is unique among all variants.
    await refused(send.productDrafts([product('polo-1', 'l', 'POLO')]), [duplicateField('sku', 'POLO')]);
    // The same key with other values names the key.
    await refused(send.productDrafts([product('polo-0', 'l')]), [duplicateField('key', 'polo-0')]);
    // Variants told apart by their keys alone are not duplicates, nor by one attribute.
    await imported(send.productDrafts([product('polo-1', 'm')]));
    await imported(send.productDrafts([product('polo-1', 'l')]));
  });
});

describe("the variants a product may have in its Project's catalog model", () => {
  /** A draft of `count` variants: the master variant and count - 1 more. */
  const manyVariants = (key: string, count: number) => {
    const [masterVariant, ...variants] = Array.from({ length: count }, (_, index) => variant(`${key}-${index}`, [color('red')], { sku: `${key}-${index}` }));
    return draft(key, { masterVariant, variants });
  };
  const tooMany = (count: number, limit: number) => ({
    code: 'InvalidField',
    message: `A product can have at most ${limit} variants in this Project's catalog model; this one would have ${count}.`,
    field: 'variants',
    invalidValue: count,
  });
  const setCatalogModel = async (productCatalogModel: 'Classic' | 'Modular' | 'InMigration') => {
    const root = createApiRoot({ projectKey: 'shop' });
    const { body: project } = await root.get().execute();
    await root.post({ body: { version: project.version, actions: [{ action: 'setProductCatalogModel', productCatalogModel }] } }).execute();
  };

  it('Classic (the default): at most 100, counted after a product variant import joins', async () => {
    await importShirtType();
    await refused(send.productDrafts([manyVariants('big', 101)]), [tooMany(101, 100)]);
    await imported(send.productDrafts([manyVariants('big', 100)]));
    await refused(send.productVariants([productVariant('big-100', 'big', [color('red')], { sku: 'big-100' })]), [tooMany(101, 100)]);
  });

  it('Modular: more than 100, and the limit follows the Project when it changes', async () => {
    await importShirtType();
    await setCatalogModel('Modular');
    await imported(send.productDrafts([manyVariants('big', 101)]));
    await setCatalogModel('Classic');
    await refused(send.productVariants([productVariant('big-101', 'big', [color('red')], { sku: 'big-101' })]), [tooMany(102, 100)]);
  });

  // In InMigration, products and product projections still return their variants embedded, and
  // the Product API still takes variant actions (release note of 18 September 2026): the embedded
  // limit holds until the Project is Modular.
  it('InMigration: at most 100, as Classic, since products still hold their variants embedded', async () => {
    await importShirtType();
    await setCatalogModel('InMigration');
    await refused(send.productDrafts([manyVariants('big', 101)]), [tooMany(101, 100)]);
    await imported(send.productDrafts([manyVariants('big', 100)]));
  });
});

describe('values unique among the resources of a Project', () => {
  it('a product slug per locale', async () => {
    await importShirtType();
    await imported(send.productDrafts([draft('polo', { slug: { en: 'polo', de: 'hemd' }, masterVariant: variant('polo-0', [color('red')]) })]));
    await refused(send.productDrafts([draft('tee', { slug: { en: 'tee', de: 'hemd' }, masterVariant: variant('tee-0', [color('red')]) })]), [
      duplicateField('slug.de', 'hemd'),
    ]);
    // The same text in another locale is another slug.
    await imported(send.productDrafts([draft('tee', { slug: { en: 'hemd' }, masterVariant: variant('tee-0', [color('red')]) })]));
    // Within one request, the earlier item takes it.
    const [first, second] = await processed(
      send.productDrafts([
        draft('polo', { slug: { en: 'same' }, masterVariant: variant('polo-0', [color('red')]) }),
        draft('tee', { slug: { en: 'same' }, masterVariant: variant('tee-0', [color('red')]) }),
      ]),
    );
    expect(first).toMatchObject({ state: 'imported' });
    expect(second).toMatchObject({ state: 'validationFailed', errors: [duplicateField('slug.en', 'same')] });
  });

  it('a SKU among all variants', async () => {
    await importShirtType();
    await imported(send.productDrafts([draft('polo', { masterVariant: variant('polo-0', [color('red')], { sku: 'SKU-1' }) })]));
    await refused(send.productDrafts([draft('tee', { masterVariant: variant('tee-0', [color('red')], { sku: 'SKU-1' }) })]), [duplicateField('sku', 'SKU-1')]);
    await refused(send.productVariants([productVariant('polo-1', 'polo', [color('green')], { sku: 'SKU-1' })]), [duplicateField('sku', 'SKU-1')]);
    await imported(send.productDrafts([draft('tee', { masterVariant: variant('tee-0', [color('red')], { sku: 'SKU-2' }) })]));
  });

  it('a variant key another product holds', async () => {
    await importShirtType();
    await imported(send.productDrafts([draft('polo', { masterVariant: variant('shared', [color('red')]) })]));
    await refused(send.productDrafts([draft('tee', { masterVariant: variant('shared', [color('red')]) })]), [duplicateField('key', 'shared')]);
    await imported(send.productDrafts([draft('tee', { masterVariant: variant('tee-0', [color('red')]) })]));
    await refused(send.productVariants([productVariant('shared', 'tee', [color('green')])]), [duplicateField('key', 'shared')]);
  });

  it('a category slug per locale', async () => {
    await imported(send.categories([{ ...category('shirts'), slug: { en: 'shirts', de: 'hemden' } }]));
    await refused(send.categories([{ ...category('tops'), slug: { en: 'tops', de: 'hemden' } }]), [duplicateField('slug.de', 'hemden')]);
    await imported(send.categories([{ ...category('tops'), slug: { en: 'hemden' } }]));
    // Products and categories keep their slugs apart.
    await importShirtType();
    await imported(send.productDrafts([draft('shirts', { masterVariant: variant('shirts-0', [color('red')]) })]));
  });

  it('a category parent that makes no cycle', async () => {
    await imported(send.categories([category('aa'), category('bb', 'aa'), category('cc', 'bb')]));
    await refused(send.categories([category('aa', 'cc')]), [invalidField('parent', { typeId: 'category', key: 'cc' })]);
    await refused(send.categories([category('aa', 'aa')]), [invalidField('parent', { typeId: 'category', key: 'aa' })]);
    await refused(send.categories([category('new', 'new')]), [invalidField('parent', { typeId: 'category', key: 'new' })]);
    // Once bb is under dd, aa may go under cc: dd > bb > cc > aa is no cycle.
    await imported(send.categories([category('dd'), category('bb', 'dd')]));
    await imported(send.categories([category('aa', 'cc')]));
  });

  it('a customer number', async () => {
    await imported(send.customers([{ key: 'jen', email: 'jen@example.com', password: 'secret', customerNumber: 'C-1' }]));
    await refused(send.customers([{ key: 'ann', email: 'ann@example.com', password: 'secret', customerNumber: 'C-1' }]), [duplicateField('customerNumber', 'C-1')]);
    await imported(send.customers([{ key: 'ann', email: 'ann@example.com', password: 'secret', customerNumber: 'C-2' }]));
  });

  it('an orderNumber the Project declares, or an earlier item of the same request imports', async () => {
    ct.addResource('shop', { typeId: 'order', key: 'o-1' });
    await refused(send.orders([{ orderNumber: 'o-1', totalPrice: EUR(100) }]), [duplicateField('orderNumber', 'o-1')]);
    const [first, second] = await processed(send.orders([{ orderNumber: 'o-2', totalPrice: EUR(100) }, { orderNumber: 'o-2', totalPrice: EUR(200) }]));
    expect(first).toMatchObject({ state: 'imported', resourceVersion: 1 });
    expect(second).toMatchObject({ state: 'validationFailed', errors: [duplicateField('orderNumber', 'o-2')] });
  });

  it('a discount code', async () => {
    ct.addResource('shop', { typeId: 'cart-discount', key: 'ten' });
    const code = (key: string, value: string): DiscountCodeImport => ({ key, code: value, isActive: true, cartDiscounts: [{ typeId: 'cart-discount', key: 'ten' }] });
    await imported(send.discountCodes([code('save', 'SAVE10')]));
    await refused(send.discountCodes([code('again', 'SAVE10')]), [duplicateField('code', 'SAVE10')]);
    await imported(send.discountCodes([code('again', 'SAVE20')]));
    const [update] = await imported(send.discountCodes([{ ...code('save', 'SAVE10'), isActive: false }]));
    expect(update?.resourceVersion).toBe(2);
  });

  it('one inventory entry per SKU and supply channel', async () => {
    ct.addResource('shop', { typeId: 'channel', key: 'berlin' });
    const entry = (key: string, channel?: string): InventoryImport => ({
      key,
      sku: 'SKU-1',
      quantityOnStock: 1,
      ...(channel === undefined ? {} : { supplyChannel: { typeId: 'channel', key: channel } }),
    });
    await imported(send.inventories([entry('stock')]));
    await refused(send.inventories([entry('again')]), [duplicateField('sku', 'SKU-1')]);
    await imported(send.inventories([entry('berlin', 'berlin')]));
    await refused(send.inventories([entry('berlin-again', 'berlin')]), [duplicateField('sku', 'SKU-1')]);
    const [update] = await imported(send.inventories([{ ...entry('stock'), quantityOnStock: 2 }]));
    expect(update?.resourceVersion).toBe(2);
  });

  it('attribute names within a product type', async () => {
    const attributes = [definition('color', enumOf('red')), definition('size', { name: 'text' }), definition('color', { name: 'text' })];
    await refused(send.productTypes([productType('shirt', attributes)]), [duplicateField('attributes.2.name', 'color')]);
    await imported(send.productTypes([productType('shirt', attributes.slice(0, 2))]));
  });

  it('field names within a type', async () => {
    const fields = [field('tier', { name: 'String' }), field('tier', { name: 'Number' })];
    await refused(send.types([customType('loyalty', ['customer'], fields)]), [duplicateField('fieldDefinitions.1.name', 'tier')]);
    await imported(send.types([customType('loyalty', ['customer'], fields.slice(0, 1))]));
  });
});

describe('custom fields against their Type', () => {
  const LOYALTY = customType('loyalty', ['customer'], [
    field('nickname', { name: 'String' }),
    field('tier', { name: 'Enum', values: [{ key: 'gold', label: 'Gold' }, { key: 'silver', label: 'Silver' }] }),
    field('tags', { name: 'Set', elementType: { name: 'String' } }),
    field('referrer', { name: 'Reference', referenceTypeId: 'customer' }),
    field('vip', { name: 'Boolean' }, true),
  ]);
  const customer = (fields?: Custom['fields']): CustomerImport => ({ key: 'jen', email: 'jen@example.com', password: 'secret', custom: custom('loyalty', fields) });
  const vip = { vip: { type: 'Boolean', value: true } } as const;

  async function setUp() {
    await imported(send.types([LOYALTY]));
    ct.addResource('shop', { typeId: 'customer', key: 'ann' });
    ct.addResource('shop', { typeId: 'category', key: 'shirts' });
  }

  it('imports fields of their definitions, StringSet for a Set of String', async () => {
    await setUp();
    await imported(
      send.customers([
        customer({
          ...vip,
          nickname: { type: 'String', value: 'J' },
          tier: { type: 'Enum', value: 'gold' },
          tags: { type: 'StringSet', value: ['a', 'b'] },
          referrer: { type: 'Reference', value: { typeId: 'customer', key: 'ann' } },
        }),
      ]),
    );
  });

  it('refuses a field of another kind', async () => {
    await setUp();
    await refused(send.customers([customer({ ...vip, nickname: { type: 'Number', value: 42 } })]), [invalidField('custom.fields.nickname', 42)]);
    await refused(send.customers([customer({ ...vip, tags: { type: 'String', value: 'a' } })]), [invalidField('custom.fields.tags', 'a')]);
    await refused(send.customers([customer({ ...vip, tier: { type: 'LocalizedEnum', value: 'gold' } })]), [invalidField('custom.fields.tier', 'gold')]);
  });

  it('refuses an enum key the definition does not list', async () => {
    await setUp();
    await refused(send.customers([customer({ ...vip, tier: { type: 'Enum', value: 'bronze' } })]), [invalidField('custom.fields.tier', 'bronze', ['gold', 'silver'])]);
  });

  it("refuses a reference to another type than the definition's", async () => {
    await setUp();
    const shirts = { typeId: 'category', key: 'shirts' } as const;
    await refused(send.customers([customer({ ...vip, referrer: { type: 'Reference', value: shirts } })]), [invalidField('custom.fields.referrer', shirts)]);
  });

  it('refuses a required field left out', async () => {
    await setUp();
    await refused(send.customers([customer({ nickname: { type: 'String', value: 'J' } })]), [requiredField('custom.fields.vip')]);
    await refused(send.customers([customer()]), [requiredField('custom.fields.vip')]);
    await imported(send.customers([customer(vip)]));
  });

  it('lists every broken field', async () => {
    await setUp();
    await refused(send.customers([customer({ shoeSize: { type: 'Number', value: 42 }, tier: { type: 'Enum', value: 'bronze' } })]), [
      invalidField('custom.fields.shoeSize', 'shoeSize', ['nickname', 'tier', 'tags', 'referrer', 'vip']),
      invalidField('custom.fields.tier', 'bronze', ['gold', 'silver']),
      requiredField('custom.fields.vip'),
    ]);
  });

  it('skips the checks of a Type declared by its identity alone', async () => {
    ct.addResource('shop', { typeId: 'type', key: 'declared' });
    await imported(send.customers([{ key: 'jen', email: 'jen@example.com', password: 'secret', custom: custom('declared', { anything: { type: 'Number', value: 1 } }) }]));
  });

  interface Placement {
    readonly resource: string;
    /** The resource type id the Type must list. */
    readonly resourceTypeId: string;
    /** Where the `custom` sits in the item. */
    readonly path: string;
    /** Makes what the item references exist. */
    readonly before?: () => Promise<unknown> | void;
    /** The resourceVersion its import reports, where not 1. */
    readonly version?: number;
    readonly send: (custom: Custom) => Sent;
  }
  const address = (c: Custom) => ({ key: 'home', country: 'DE', custom: c });
  const asset = (c: Custom) => ({ key: 'photo', name: { en: 'Photo' }, sources: [{ uri: 'https://example.com/photo.jpg' }], custom: c });
  const declare = (...identities: { typeId: string; key: string }[]) => () => {
    for (const identity of identities) ct.addResource('shop', identity);
  };
  const PLACEMENTS: readonly Placement[] = [
    { resource: 'customer', resourceTypeId: 'customer', path: 'custom', send: (c) => send.customers([{ key: 'jen', email: 'jen@example.com', password: 'secret', custom: c }]) },
    { resource: 'customer address', resourceTypeId: 'address', path: 'addresses.0.custom', send: (c) => send.customers([{ key: 'jen', email: 'jen@example.com', password: 'secret', addresses: [address(c)] }]) },
    { resource: 'category', resourceTypeId: 'category', path: 'custom', send: (c) => send.categories([{ ...category('shirts'), custom: c }]) },
    { resource: 'category asset', resourceTypeId: 'asset', path: 'assets.0.custom', send: (c) => send.categories([{ ...category('shirts'), assets: [asset(c)] }]) },
    { resource: 'order', resourceTypeId: 'order', path: 'custom', send: (c) => send.orders([{ orderNumber: 'o-1', totalPrice: EUR(100), custom: c }]) },
    {
      resource: 'order shipping address',
      resourceTypeId: 'address',
      path: 'shippingAddress.custom',
      send: (c) => send.orders([{ orderNumber: 'o-1', totalPrice: EUR(100), shippingAddress: address(c) }]),
    },
    {
      resource: 'order line item',
      resourceTypeId: 'line-item',
      path: 'lineItems.0.custom',
      before: declare({ typeId: 'product', key: 'polo' }),
      send: (c) =>
        send.orders([
          {
            orderNumber: 'o-1',
            totalPrice: EUR(100),
            lineItems: [{ product: { typeId: 'product', key: 'polo' }, name: { en: 'Polo' }, variant: { sku: 'P' }, price: { value: EUR(100) }, quantity: 1, custom: c }],
          },
        ]),
    },
    { resource: 'inventory entry', resourceTypeId: 'inventory-entry', path: 'custom', send: (c) => send.inventories([{ key: 'stock', sku: 'S', quantityOnStock: 1, custom: c }]) },
    {
      resource: 'discount code',
      resourceTypeId: 'discount-code',
      path: 'custom',
      before: declare({ typeId: 'cart-discount', key: 'ten' }),
      send: (c) => send.discountCodes([{ key: 'save', code: 'SAVE', isActive: true, cartDiscounts: [{ typeId: 'cart-discount', key: 'ten' }], custom: c }]),
    },
    { resource: 'business unit', resourceTypeId: 'business-unit', path: 'custom', send: (c) => send.businessUnits([{ key: 'acme', name: 'ACME', unitType: 'Company', custom: c }]) },
    {
      resource: 'business unit address',
      resourceTypeId: 'address',
      path: 'addresses.0.custom',
      send: (c) => send.businessUnits([{ key: 'acme', name: 'ACME', unitType: 'Company', addresses: [address(c)] }]),
    },
    {
      resource: 'price',
      resourceTypeId: 'product-price',
      path: 'custom',
      before: declare({ typeId: 'product', key: 'polo' }, { typeId: 'product-variant', key: 'polo-0' }),
      // The product's version: declared (1), then changed by the price.
      version: 2,
      send: (c) =>
        send.prices([
          { key: 'eur', value: EUR(100), product: { typeId: 'product', key: 'polo' }, productVariant: { typeId: 'product-variant', key: 'polo-0' }, custom: c },
        ]),
    },
    { resource: 'standalone price', resourceTypeId: 'standalone-price', path: 'custom', send: (c) => send.standalonePrices([{ key: 'eur', sku: 'S', value: EUR(100), custom: c }]) },
    { resource: 'product selection', resourceTypeId: 'product-selection', path: 'custom', send: (c) => send.productSelections([{ key: 'summer', name: { en: 'Summer' }, custom: c }]) },
    {
      resource: 'product draft variant price',
      resourceTypeId: 'product-price',
      path: 'masterVariant.prices.0.custom',
      before: declare({ typeId: 'product-type', key: 'shirt' }),
      send: (c) => send.productDrafts([draft('polo', { masterVariant: variant('polo-0', [], { prices: [{ key: 'eur', value: EUR(100), custom: c }] }) })]),
    },
    {
      resource: 'product draft variant asset',
      resourceTypeId: 'asset',
      path: 'variants.0.assets.0.custom',
      before: declare({ typeId: 'product-type', key: 'shirt' }),
      send: (c) =>
        send.productDrafts([draft('polo', { masterVariant: variant('polo-0', [], { sku: 'P0' }), variants: [variant('polo-1', [], { sku: 'P1', assets: [asset(c)] })] })]),
    },
    {
      resource: 'product variant asset',
      resourceTypeId: 'asset',
      path: 'assets.0.custom',
      before: async () => {
        ct.addResource('shop', { typeId: 'product-type', key: 'shirt' });
        await imported(send.productDrafts([draft('polo', { masterVariant: variant('polo-0', [], { sku: 'P0' }) })]));
      },
      version: 2,
      send: (c) => send.productVariants([{ ...productVariant('polo-1', 'polo', [], { sku: 'P1' }), assets: [asset(c)] }]),
    },
    {
      resource: 'product variant asset, its product declared by identity',
      resourceTypeId: 'asset',
      path: 'assets.0.custom',
      before: declare({ typeId: 'product', key: 'polo' }),
      version: 2,
      send: (c) => send.productVariants([{ ...productVariant('polo-1', 'polo', []), assets: [asset(c)] }]),
    },
  ];

  it.each(PLACEMENTS)('custom fields on: $resource — the Type must list $resourceTypeId', async (placement) => {
    const other = placement.resourceTypeId === 'customer' ? 'category' : 'customer';
    await imported(send.types([customType('right', [placement.resourceTypeId]), customType('wrong', [other])]));
    await placement.before?.();
    await refused(placement.send(custom('wrong')), [invalidField(`${placement.path}.type`, 'wrong')]);
    const [operation] = await imported(placement.send(custom('right')));
    // The version of what the import changes: the product, for its prices and variants.
    expect(operation?.resourceVersion).toBe(placement.version ?? 1);
  });
});

describe('what a failed operation changes: nothing', () => {
  it('leaves its slug, SKU and variant keys free, counts in the summary and records an event', async () => {
    await importShirtType();
    const failed = await refused(send.productDrafts([draft('polo', { masterVariant: variant('polo-0', [color('blue')], { sku: 'POLO' }) })]), [
      invalidField('masterVariant.attributes.color', 'blue', ['red', 'green']),
    ]);
    // What the failed draft would have made does not exist.
    const [price] = await processed(
      send.prices([{ key: 'eur', value: EUR(100), product: { typeId: 'product', key: 'polo' }, productVariant: { typeId: 'product-variant', key: 'polo-0' } }]),
    );
    expect(price).toMatchObject({ state: 'unresolved' });
    // Another product takes what it wanted: its slug, SKU and variant key.
    await imported(send.productDrafts([draft('tee', { slug: { en: 'polo' }, masterVariant: variant('polo-0', [color('red')], { sku: 'POLO' }) })]));
    const [corrected] = await imported(send.productDrafts([draft('polo', { slug: { en: 'polo-2' }, masterVariant: variant('polo-2', [color('red')]) })]));
    expect(corrected?.resourceVersion).toBe(1);

    const { body: summary } = await api().importContainers().withImportContainerKeyValue(catalog).importSummaries().get().execute();
    expectSchemaValid(summary, 'import-api', 'ImportSummary');
    // The price waited for polo and polo-0, and was imported once both existed.
    expect(summary).toStrictEqual(states({ validationFailed: 1, imported: 4 }));
    expect(operationEvents(ct).map((event) => [event.type, event.data])).toEqual([
      ['ImportValidationFailed', { id: failed.id, version: 2, importContainerKey: 'catalog' }],
      ['ImportUnresolved', { id: price?.id, version: 2, importContainerKey: 'catalog' }],
    ]);
  });

  it('leaves an email free, and a failed re-import keeps the resource as it was', async () => {
    await imported(send.types([customType('loyalty', ['customer'])]));
    await imported(send.customers([{ key: 'jen', email: 'jen@example.com', password: 'secret' }]));
    await refused(send.customers([{ key: 'jen', email: 'jennifer@example.com', password: 'secret', custom: custom('loyalty', { x: { type: 'String', value: 'y' } }) }]), [
      invalidField('custom.fields.x', 'x', []),
    ]);
    // jen keeps her email; the one the failed import wanted is free.
    await refused(send.customers([{ key: 'ann', email: 'JEN@example.com', password: 'secret' }]), [duplicateField('email', 'JEN@example.com')]);
    await imported(send.customers([{ key: 'ann', email: 'jennifer@example.com', password: 'secret' }]));
    const [update] = await imported(send.customers([{ key: 'jen', email: 'jen@example.com', password: 'secret', firstName: 'Jen' }]));
    expect(update?.resourceVersion).toBe(2);
  });
});

describe('a re-import of the same key', () => {
  it('updates the resource, is no duplicate of itself, and frees what it no longer holds', async () => {
    await importShirtType();
    const polo = (slug: string, skus: [string, string]) =>
      draft('polo', { slug: { en: slug }, masterVariant: variant('polo-0', [color('red')], { sku: skus[0] }), variants: [variant('polo-1', [color('green')], { sku: skus[1] })] });
    expect((await imported(send.productDrafts([polo('polo', ['A', 'B'])])))[0]?.resourceVersion).toBe(1);
    // The same data again changes nothing, so the version stays.
    expect((await imported(send.productDrafts([polo('polo', ['A', 'B'])])))[0]?.resourceVersion).toBe(1);
    // The SKUs may change hands between the product's own variants.
    expect((await imported(send.productDrafts([polo('polo', ['B', 'A'])])))[0]?.resourceVersion).toBe(2);
    // A new slug and SKUs, and one variant dropped: the old ones are free.
    const moved = draft('polo', { slug: { en: 'polo-new' }, masterVariant: variant('polo-0', [color('red')], { sku: 'C' }) });
    expect((await imported(send.productDrafts([moved])))[0]?.resourceVersion).toBe(3);
    await imported(send.productDrafts([draft('tee', { slug: { en: 'polo' }, masterVariant: variant('polo-1', [color('red')], { sku: 'A' }), variants: [variant('tee-1', [color('green')], { sku: 'B' })] })]));
  });

  it('of a customer keeps its email, also in another letter case, and frees the one it gives up', async () => {
    await imported(send.customers([{ key: 'jen', email: 'jen@example.com', password: 'secret', customerNumber: 'C-1' }]));
    const [update] = await imported(send.customers([{ key: 'jen', email: 'JEN@example.com', password: 'secret', customerNumber: 'C-1' }]));
    expect(update?.resourceVersion).toBe(2);
    await imported(send.customers([{ key: 'jen', email: 'jennifer@example.com', password: 'secret' }]));
    await imported(send.customers([{ key: 'ann', email: 'jen@example.com', password: 'secret', customerNumber: 'C-1' }]));
    await refused(send.customers([{ key: 'jen', email: 'Jen@example.com', password: 'secret' }]), [duplicateField('email', 'Jen@example.com')]);
  });

  it('of a category keeps its slug', async () => {
    await imported(send.categories([category('shirts')]));
    const [update] = await imported(send.categories([{ ...category('shirts'), name: { en: 'Shirts' } }]));
    expect(update?.resourceVersion).toBe(2);
  });
});

describe('what skips or overrides the rules', () => {
  it('a product type declared by its identity alone: no attribute rules', async () => {
    ct.addResource('shop', { typeId: 'product-type', key: 'shirt' });
    await imported(
      send.productDrafts([draft('polo', { masterVariant: variant('polo-0', [text('fabric', 'cotton'), { name: 'color', type: 'number', value: 1 }]), variants: [variant('polo-1')] })]),
    );
    // Its slug is still taken.
    await refused(send.productDrafts([draft('tee', { slug: { en: 'polo' } })]), [duplicateField('slug.en', 'polo')]);
  });

  it('a forced imported outcome: the item is stored whatever rule it breaks', async () => {
    await importShirtType();
    const outcome = ct.injectImportOutcome({ state: 'imported', resourceKey: 'polo' });
    const [operation] = await imported(send.productDrafts([draft('polo', { masterVariant: variant('polo-0', [color('blue')]) })]));
    expect(operation?.resourceVersion).toBe(1);
    expect(outcome.hits).toBe(1);
    // Without it the same item is refused.
    await refused(send.productDrafts([draft('polo', { masterVariant: variant('polo-0', [color('blue')]) })]), [
      invalidField('masterVariant.attributes.color', 'blue', ['red', 'green']),
    ]);
  });
});
