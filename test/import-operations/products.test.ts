import type {
  Attribute,
  AttributeDefinition,
  ImportOperation,
  PriceImport,
  ProductDraftImport,
  ProductImport,
  ProductTypeImport,
  ProductVariantDraftImport,
  ProductVariantImport,
  ProductVariantPatch,
  TypedMoney,
} from '@commercetools/importapi-sdk';
import type { Product, ProductData } from '@commercetools/platform-sdk';
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../support/mock-server.js';
import { expectSchemaValid } from '../support/schemas.js';
import { createApiRoot, createImportApiRoot, sdkError } from '../support/sdk.js';
import { HOUR } from '../support/time.js';
import { operationEvents, states } from './helpers.js';
import { duplicateField, processingRequests, requiredField } from './processing-requests.js';

// Products as the platform imports them (issue 30): waiting for a master variant, what publishes
// and what reaches the current data, variant ids for life, versions that count changes, and the
// variant rules of the Import API's RAML. Imports through the official Import SDK, reads through
// the platform SDK, every body against the official schemas.

const ct = useMockServer({
  projects: [{ key: 'shop', currencies: ['EUR'] }],
  importContainers: { shop: [{ key: 'catalog' }] },
});
const { send, processed, imported, refused, getOperation } = processingRequests(ct);

const api = () => createApiRoot({ projectKey: 'shop' });
const catalog = { importContainerKey: 'catalog' };

const color = (value: string): Attribute => ({ name: 'color', type: 'enum', value });
const definition = (name: string, more: Partial<AttributeDefinition> = {}): AttributeDefinition => ({
  name,
  type: { name: 'enum', values: [{ key: 'red', label: 'Red' }, { key: 'green', label: 'Green' }, { key: 'blue', label: 'Blue' }] },
  label: { en: name },
  isRequired: false,
  ...more,
});
/** `shirt` requires a variant attribute `color`; `plain` has it optional. */
const SHIRT: ProductTypeImport = { key: 'shirt', name: 'Shirt', description: 'Shirts', attributes: [definition('color', { isRequired: true })] };
const PLAIN: ProductTypeImport = { key: 'plain', name: 'Plain', description: 'Plain', attributes: [definition('color')] };

const variant = (key: string, value = 'red', more: Partial<ProductVariantDraftImport> = {}): ProductVariantDraftImport => ({
  key,
  sku: key.toUpperCase(),
  attributes: [color(value)],
  ...more,
});
const draft = (key: string, more: Partial<ProductDraftImport> = {}): ProductDraftImport => ({
  key,
  name: { en: key },
  slug: { en: key },
  productType: { typeId: 'product-type', key: 'shirt' },
  ...more,
});
const productOnly = (key: string, more: Partial<ProductImport> = {}): ProductImport => ({
  key,
  name: { en: key },
  slug: { en: key },
  productType: { typeId: 'product-type', key: 'shirt' },
  ...more,
});
const productVariant = (key: string, product: string, more: Partial<ProductVariantImport> = {}): ProductVariantImport => ({
  key,
  sku: key.toUpperCase(),
  isMasterVariant: false,
  attributes: [color('red')],
  product: { typeId: 'product', key: product },
  ...more,
});
const EUR = (centAmount: number): TypedMoney => ({ type: 'centPrecision', centAmount, currencyCode: 'EUR' });
const price = (key: string, product: string, variantKey: string, more: Partial<PriceImport> = {}): PriceImport => ({
  key,
  value: EUR(1000),
  product: { typeId: 'product', key: product },
  productVariant: { typeId: 'product-variant', key: variantKey },
  ...more,
});
const patch = (variantKey: string, attributes: ProductVariantPatch['attributes'], more: Partial<ProductVariantPatch> = {}): ProductVariantPatch => ({
  productVariant: { typeId: 'product-variant', key: variantKey },
  attributes,
  ...more,
});

async function productTypes(...types: ProductTypeImport[]) {
  await imported(send.productTypes(types));
}

/** The product as the platform API shows it, checked against the official schema. */
async function product(key: string): Promise<Product> {
  const { body } = await api().products().withKey({ key }).get().execute();
  expectSchemaValid(body, 'platform-resources', 'Product');
  return body;
}

const variantIds = (data: ProductData) => Object.fromEntries([data.masterVariant, ...data.variants].map((each) => [each.key, each.id]));
const priceKeys = (data: ProductData) => [data.masterVariant, ...data.variants].flatMap((each) => (each.prices ?? []).map((each) => each.key));

async function operation(id: string): Promise<ImportOperation> {
  const found = await getOperation(id);
  expectSchemaValid(found, 'import-api', 'ImportOperation');
  return found;
}

describe('waitForMasterVariant', () => {
  it('holds a product draft without a master variant, whose product type requires variant attributes, until a product variant import brings it', async () => {
    await productTypes(SHIRT);
    const [waiting] = await processed(send.productDrafts([draft('polo', { publish: true })]));
    expect(waiting).toMatchObject({ state: 'waitForMasterVariant', version: 2 });
    expect(waiting?.resourceVersion).toBeUndefined();
    expect(operationEvents(ct).map((event) => [event.type, event.data])).toEqual([
      ['ImportWaitForMasterVariant', { id: waiting?.id, version: 2, importContainerKey: 'catalog' }],
    ]);
    const summary = await createImportApiRoot({ projectKey: 'shop' }).importContainers().withImportContainerKeyValue(catalog).importSummaries().get().execute();
    expect(summary.body).toEqual(states({ imported: 1, waitForMasterVariant: 1 }));
    // The product does not exist yet.
    expect((await sdkError(api().products().withKey({ key: 'polo' }).get().execute())).statusCode).toBe(404);

    const [bringing] = await imported(send.productVariants([productVariant('polo-red', 'polo', { isMasterVariant: true })]));
    expect(await operation(waiting!.id)).toMatchObject({ state: 'imported', version: 3, resourceVersion: 1 });
    // The variant became the master variant as the draft imported: importing it changed nothing more.
    expect(bringing).toMatchObject({ state: 'imported', resourceVersion: 1 });
    const polo = await product('polo');
    expect(polo.version).toBe(1);
    expect(polo.masterData.published).toBe(true);
    expect(polo.masterData.current.masterVariant).toMatchObject({ id: 1, key: 'polo-red', sku: 'POLO-RED' });
  });

  it('imports a waiting product draft with the master variant of a later product draft of its key, which then imports over it', async () => {
    await productTypes(SHIRT);
    const [waiting] = await processed(send.productDrafts([draft('polo', { name: { en: 'First' } })]));
    expect(waiting?.state).toBe('waitForMasterVariant');
    const [later] = await imported(send.productDrafts([draft('polo', { name: { en: 'Second' }, masterVariant: variant('polo-red') })]));
    expect(await operation(waiting!.id)).toMatchObject({ state: 'imported', resourceVersion: 1 });
    expect(later?.resourceVersion).toBe(2);
    const polo = await product('polo');
    expect(polo.version).toBe(2);
    expect(polo.masterData.staged).toMatchObject({ name: { en: 'Second' }, masterVariant: { id: 1, key: 'polo-red' } });
  });

  it('holds a new product import the same way, and a product variant import that came first waits for it', async () => {
    await productTypes(SHIRT);
    // The variant comes first: its product does not exist, so it is unresolved.
    const [early] = await processed(send.productVariants([productVariant('polo-red', 'polo', { isMasterVariant: true })]));
    expect(early).toMatchObject({ state: 'unresolved', unresolvedReferences: [{ typeId: 'product', key: 'polo' }] });
    // The product waits for a master variant, which the waiting variant brings: both import.
    const [waiting] = await processed(send.products([productOnly('polo')]));
    expect(waiting).toMatchObject({ state: 'imported', resourceVersion: 1 });
    expect(await operation(early!.id)).toMatchObject({ state: 'imported', resourceVersion: 1 });
    expect(operationEvents(ct).map((event) => event.type)).toEqual(['ImportUnresolved', 'ImportWaitForMasterVariant']);
    expect((await product('polo')).masterData.staged.masterVariant).toMatchObject({ id: 1, key: 'polo-red' });
  });

  it('fails an import whose master variant breaks the product type, and leaves the product waiting for another', async () => {
    await productTypes(SHIRT);
    const [waiting] = await processed(send.productDrafts([draft('polo')]));
    const [bringing] = await processed(send.productVariants([productVariant('polo-red', 'polo', { attributes: [] })]));
    // The variant breaks a rule of its own: it fails, and gives the product nothing.
    expect(bringing).toMatchObject({ state: 'validationFailed', errors: [requiredField('attributes.color')] });
    expect(await operation(waiting!.id)).toMatchObject({ state: 'waitForMasterVariant' });
    expect((await sdkError(api().products().withKey({ key: 'polo' }).get().execute())).statusCode).toBe(404);
    // A later variant that keeps the rules brings it.
    await imported(send.productVariants([productVariant('polo-green', 'polo', { attributes: [color('green')] })]));
    expect(await operation(waiting!.id)).toMatchObject({ state: 'imported', resourceVersion: 1 });
    expect((await product('polo')).masterData.staged.masterVariant).toMatchObject({ id: 1, key: 'polo-green' });
  });

  it('releases a waiting product only with an import that waits for nothing else', async () => {
    const related = definition('related', { type: { name: 'reference', referenceTypeId: 'category' } });
    await productTypes({ ...SHIRT, attributes: [...SHIRT.attributes!, related] });
    const [waiting] = await processed(send.productDrafts([draft('polo')]));
    const reference: Attribute = { name: 'related', type: 'reference', value: { typeId: 'category', key: 'tops' } };
    const [bringing] = await processed(send.productVariants([productVariant('polo-red', 'polo', { attributes: [color('red'), reference] })]));
    // The variant waits for its category as well: the product waits on, and so does the variant.
    expect(bringing).toMatchObject({ state: 'unresolved', unresolvedReferences: expect.arrayContaining([{ typeId: 'category', key: 'tops' }]) });
    expect(await operation(waiting!.id)).toMatchObject({ state: 'waitForMasterVariant' });
    // The category comes: the variant brings the master variant, and both import.
    await imported(send.categories([{ key: 'tops', name: { en: 'Tops' }, slug: { en: 'tops' } }]));
    expect(await operation(waiting!.id)).toMatchObject({ state: 'imported', resourceVersion: 1 });
    expect(await operation(bringing!.id)).toMatchObject({ state: 'imported' });
    expect((await product('polo')).masterData.staged.masterVariant).toMatchObject({ id: 1, key: 'polo-red' });
  });

  it.each(['category', 'product'] as const)(
    'releases a waiting product only once its supplier misses nothing, be it a category of the same key or another product (the %s first)',
    async (first) => {
      const category = definition('category', { type: { name: 'reference', referenceTypeId: 'category' } });
      const companion = definition('companion', { type: { name: 'reference', referenceTypeId: 'product' } });
      await productTypes({ ...SHIRT, attributes: [...SHIRT.attributes!, category, companion] }, PLAIN);
      const [waiting] = await processed(send.productDrafts([draft('polo')]));
      const references: Attribute[] = [
        { name: 'category', type: 'reference', value: { typeId: 'category', key: 'polo' } },
        { name: 'companion', type: 'reference', value: { typeId: 'product', key: 'shorts' } },
      ];
      const [bringing] = await processed(send.productVariants([productVariant('polo-red', 'polo', { attributes: [color('red'), ...references] })]));
      expect(bringing?.state).toBe('unresolved');
      const importCategory = () => imported(send.categories([{ key: 'polo', name: { en: 'Polo' }, slug: { en: 'polo-category' } }]));
      const importCompanion = () => imported(send.productDrafts([draft('shorts', { productType: { typeId: 'product-type', key: 'plain' }, masterVariant: variant('shorts-0') })]));
      await (first === 'category' ? importCategory() : importCompanion());
      // Still missing the other: the waiting product waits on, and so does the variant.
      expect(await operation(waiting!.id)).toMatchObject({ state: 'waitForMasterVariant' });
      expect((await operation(bringing!.id)).state).toBe('unresolved');
      await (first === 'category' ? importCompanion() : importCategory());
      expect(await operation(waiting!.id)).toMatchObject({ state: 'imported', resourceVersion: 1 });
      expect(await operation(bringing!.id)).toMatchObject({ state: 'imported' });
    },
  );

  it('fails a waiting product whose slug another product took while it waited, when its master variant comes; the variant waits on for it', async () => {
    await productTypes(SHIRT, PLAIN);
    const [waiting] = await processed(send.productDrafts([draft('polo')]));
    // A waiting product holds no unique value: another product may take its slug meanwhile.
    await imported(send.productDrafts([draft('other', { slug: { en: 'polo' }, productType: { typeId: 'product-type', key: 'plain' }, masterVariant: variant('other-0') })]));
    const [bringing] = await processed(send.productVariants([productVariant('polo-red', 'polo', { isMasterVariant: true })]));
    expect(await operation(waiting!.id)).toMatchObject({ state: 'validationFailed', errors: [duplicateField('slug.en', 'polo')] });
    expect(bringing).toMatchObject({ state: 'unresolved', unresolvedReferences: [{ typeId: 'product', key: 'polo' }] });
    expect((await sdkError(api().products().withKey({ key: 'polo' }).get().execute())).statusCode).toBe(404);
  });

  it('takes the master variant from the first of the imports waiting to bring one, and the others as variants after it', async () => {
    await productTypes(SHIRT);
    const [first] = await processed(send.productVariants([productVariant('polo-red', 'polo')]));
    const [second] = await processed(send.productVariants([productVariant('polo-green', 'polo', { attributes: [color('green')] })]));
    expect([first?.state, second?.state]).toEqual(['unresolved', 'unresolved']);
    await processed(send.productDrafts([draft('polo')]));
    expect(await operation(first!.id)).toMatchObject({ state: 'imported', resourceVersion: 1 });
    expect(await operation(second!.id)).toMatchObject({ state: 'imported', resourceVersion: 2 });
    const polo = await product('polo');
    expect(variantIds(polo.masterData.staged)).toEqual({ 'polo-red': 1, 'polo-green': 2 });
    expect(polo.masterData.staged.masterVariant.key).toBe('polo-red');
  });

  it('imports the products waiting for one master variant in the order they were created, not the order they began to wait', async () => {
    await productTypes(SHIRT);
    // The older draft waits for its category first, and for a master variant only after the newer one.
    const [older] = await processed(send.productDrafts([draft('polo', { name: { en: 'Older' }, categories: [{ typeId: 'category', key: 'tops' }] })]));
    const [newer] = await processed(send.productDrafts([draft('polo', { name: { en: 'Newer' } })]));
    expect([older?.state, newer?.state]).toEqual(['unresolved', 'waitForMasterVariant']);
    await imported(send.categories([{ key: 'tops', name: { en: 'Tops' }, slug: { en: 'tops' } }]));
    expect(await operation(older!.id)).toMatchObject({ state: 'waitForMasterVariant' });
    await imported(send.productVariants([productVariant('polo-red', 'polo', { isMasterVariant: true })]));
    expect(await operation(older!.id)).toMatchObject({ state: 'imported', resourceVersion: 1 });
    expect(await operation(newer!.id)).toMatchObject({ state: 'imported', resourceVersion: 2 });
    const polo = await product('polo');
    expect(polo.masterData.staged.name).toEqual({ en: 'Newer' });
    expect(polo.masterData.staged.categories).toEqual([]);
  });

  it('keeps a waiting price unresolved when its product starts waiting for a master variant', async () => {
    await productTypes(SHIRT);
    const [early] = await processed(send.prices([price('eur', 'polo', 'polo-red')]));
    expect(early?.state).toBe('unresolved');
    await processed(send.productDrafts([draft('polo')]));
    expect(await operation(early!.id)).toMatchObject({ state: 'unresolved', version: early!.version });
    await imported(send.productVariants([productVariant('polo-red', 'polo')]));
    expect(await operation(early!.id)).toMatchObject({ state: 'imported', resourceVersion: 2 });
  });

  it('fails a product variant that came first and breaks the product type, when a product import would wait for it', async () => {
    await productTypes(SHIRT);
    const [early] = await processed(send.productVariants([productVariant('polo-red', 'polo', { attributes: [] })]));
    expect(early?.state).toBe('unresolved');
    const [waiting] = await processed(send.products([productOnly('polo')]));
    expect(waiting?.state).toBe('waitForMasterVariant');
    expect(await operation(early!.id)).toMatchObject({ state: 'validationFailed', errors: [requiredField('attributes.color')] });
  });

  it('lets no variant import release a waiting product outside a Modular Project', async () => {
    await productTypes(SHIRT);
    const [waiting] = await processed(send.productDrafts([draft('polo')]));
    const [bringing] = await processed(send.variants([{ key: 'polo-red', sku: 'POLO-RED', attributes: [color('red')], product: { typeId: 'product', key: 'polo' } }]));
    expect(bringing).toMatchObject({ state: 'validationFailed', errors: [{ code: 'InvalidOperation' }] });
    expect(await operation(waiting!.id)).toMatchObject({ state: 'waitForMasterVariant' });
  });

  it('never holds a product the Project has: an import without master variant data updates it', async () => {
    await productTypes(SHIRT);
    await imported(send.productDrafts([draft('polo', { masterVariant: variant('polo-red') })]));
    const [update] = await imported(send.products([productOnly('polo', { name: { en: 'Renamed' } })]));
    expect(update?.resourceVersion).toBe(2);
    const polo = await product('polo');
    expect(polo.masterData.staged).toMatchObject({ name: { en: 'Renamed' }, masterVariant: { id: 1, key: 'polo-red' } });
    // A draft without a master variant keeps the product's, and replaces the rest.
    await imported(send.productVariants([productVariant('polo-green', 'polo', { attributes: [color('green')] })]));
    await imported(send.productDrafts([draft('polo', { name: { en: 'Drafted' } })]));
    expect(variantIds((await product('polo')).masterData.staged)).toEqual({ 'polo-red': 1 });
    // A product declared by its identity alone exists too: a draft without a master variant imports into it.
    ct.addResource('shop', { typeId: 'product', key: 'tee' });
    const [draftOfTee] = await imported(send.productDrafts([draft('tee')]));
    expect(draftOfTee?.state).toBe('imported');
    // It had no data to keep: the draft is its current data as well as its staged data.
    expect((await product('tee')).masterData.current.name).toEqual({ en: 'tee' });
    expect(operationEvents(ct).map((event) => event.type)).toEqual([]);
  });

  it('imports what waits for a master variant into a product declared with one, and not into one a test forced without', async () => {
    await productTypes(SHIRT);
    const [waiting] = await processed(send.productDrafts([draft('polo', { name: { en: 'Imported' } })]));
    await ct.addResource('shop', { typeId: 'product', key: 'polo', name: { en: 'Declared' }, slug: { en: 'polo' }, productType: { typeId: 'product-type', key: 'shirt' }, masterVariant: variant('polo-red') });
    expect(await operation(waiting!.id)).toMatchObject({ state: 'imported', resourceVersion: 2 });
    expect((await product('polo')).masterData.staged).toMatchObject({ name: { en: 'Imported' }, masterVariant: { id: 1, key: 'polo-red' } });

    const [second] = await processed(send.productDrafts([draft('tee')]));
    ct.injectImportOutcome({ type: 'product', state: 'imported' });
    const [forced] = await imported(send.products([productOnly('tee', { name: { en: 'Forced' } })]));
    expect(forced?.resourceVersion).toBe(1);
    // The forced product has no master variant data: the draft waits on, as a re-import of it would.
    expect(await operation(second!.id)).toMatchObject({ state: 'waitForMasterVariant', version: 2 });
    expect((await processed(send.products([productOnly('tee')])))[0]?.state).toBe('waitForMasterVariant');
    expect((await product('tee')).masterData.staged.name).toEqual({ en: 'Forced' });
  });

  it('stores a waiting product where a test forces its import, without a master variant', async () => {
    await productTypes(SHIRT);
    ct.injectImportOutcome({ type: 'product-draft', state: 'imported' });
    const [forced] = await imported(send.productDrafts([draft('polo', { name: { en: 'Forced' } })]));
    expect(forced?.resourceVersion).toBe(1);
    const polo = await product('polo');
    expect(polo.masterData.staged).toMatchObject({ name: { en: 'Forced' }, masterVariant: { id: 1, prices: [], attributes: [] } });
  });

  it('expires a waiting operation after its 48 hours, like an unresolved one', async () => {
    await productTypes(SHIRT);
    const [waiting] = await processed(send.productDrafts([draft('polo')]));
    ct.clock.advance(48 * HOUR);
    expect((await sdkError(createImportApiRoot({ projectKey: 'shop' }).importOperations().withIdValue({ id: waiting!.id }).get().execute())).statusCode).toBe(404);
    // Nothing waits any longer: a product variant of the product is unresolved.
    const [late] = await processed(send.productVariants([productVariant('polo-red', 'polo')]));
    expect(late?.state).toBe('unresolved');
  });

  it('imports a product without variants at once where its product type requires no variant attribute, with an empty master variant', async () => {
    await productTypes(PLAIN);
    const [operation] = await imported(send.productDrafts([draft('tee', { productType: { typeId: 'product-type', key: 'plain' } })]));
    expect(operation?.resourceVersion).toBe(1);
    expect((await product('tee')).masterData.staged.masterVariant).toEqual({ id: 1, prices: [], images: [], attributes: [], assets: [] });
    expect(operationEvents(ct)).toEqual([]);
  });

  it('imports a product import the same way: at once where its product type requires no variant attribute, and into a product declared by its identity alone', async () => {
    await productTypes(SHIRT, PLAIN);
    const [plain] = await imported(send.products([productOnly('tee', { productType: { typeId: 'product-type', key: 'plain' } })]));
    expect(plain?.resourceVersion).toBe(1);
    expect((await product('tee')).masterData.staged.masterVariant).toEqual({ id: 1, prices: [], images: [], attributes: [], assets: [] });
    ct.addResource('shop', { typeId: 'product', key: 'polo' });
    const [declared] = await imported(send.products([productOnly('polo')]));
    expect(declared?.resourceVersion).toBe(2);
    expect(operationEvents(ct)).toEqual([]);
  });

  it('fails a product that breaks a rule at once, rather than letting it wait for its master variant', async () => {
    await productTypes(SHIRT);
    await imported(send.productDrafts([draft('polo', { masterVariant: variant('polo-red') })]));
    await refused(send.products([productOnly('tee', { slug: { en: 'polo' } })]), [duplicateField('slug.en', 'polo')]);
    expect(operationEvents(ct).map((event) => event.type)).toEqual(['ImportValidationFailed']);
  });

  it('refuses to declare a product that an import would leave waiting, saying what to give it', async () => {
    await productTypes(SHIRT);
    const declared = { typeId: 'product', key: 'polo', name: { en: 'Polo' }, slug: { en: 'polo' }, productType: { typeId: 'product-type', key: 'shirt' } };
    await expect(ct.addResource('shop', declared)).rejects.toThrow(/would not import: an import of it would wait \(waitForMasterVariant\)\. Give it a masterVariant/);
    expect((await sdkError(api().products().withKey({ key: 'polo' }).get().execute())).statusCode).toBe(404);
    await ct.addResource('shop', { ...declared, masterVariant: variant('polo-red') });
    expect((await product('polo')).masterData.staged.masterVariant).toMatchObject({ id: 1, key: 'polo-red' });
  });

  it('refuses a product draft with variants and no master variant, with whatever else it breaks', async () => {
    await productTypes(PLAIN);
    await refused(send.productDrafts([draft('tee', { productType: { typeId: 'product-type', key: 'plain' }, variants: [variant('tee-1')] })]), [requiredField('masterVariant')]);
    await imported(send.productDrafts([draft('polo', { productType: { typeId: 'product-type', key: 'plain' } })]));
    await refused(send.productDrafts([draft('top', { productType: { typeId: 'product-type', key: 'plain' }, slug: { en: 'polo' }, variants: [variant('top-1')] })]), [
      requiredField('masterVariant'),
      duplicateField('slug.en', 'polo'),
    ]);
  });
});

describe('what reaches the current data, and what publishes', () => {
  /** A published product of two variants, `polo-red` (master) and `polo-green`. */
  async function published() {
    await productTypes(SHIRT);
    await imported(send.productDrafts([draft('polo', { publish: true, masterVariant: variant('polo-red'), variants: [variant('polo-green', 'green')] })]));
  }

  it('puts a price in the staged data alone by default, and in both with staged: false', async () => {
    await published();
    const [staged] = await imported(send.prices([price('polo-red-eur', 'polo', 'polo-red')]));
    expect(staged?.resourceVersion).toBe(2);
    let polo = await product('polo');
    expect(priceKeys(polo.masterData.staged)).toEqual(['polo-red-eur']);
    expect(priceKeys(polo.masterData.current)).toEqual([]);
    expect(polo.masterData).toMatchObject({ published: true, hasStagedChanges: true });

    const [both] = await imported(send.prices([price('polo-green-eur', 'polo', 'polo-green', { staged: false })]));
    expect(both?.resourceVersion).toBe(3);
    polo = await product('polo');
    expect(priceKeys(polo.masterData.staged)).toEqual(['polo-red-eur', 'polo-green-eur']);
    // Only this import's change reaches the current data: the staged price of polo-red stays staged.
    expect(priceKeys(polo.masterData.current)).toEqual(['polo-green-eur']);
    expect(polo.masterData).toMatchObject({ published: true, hasStagedChanges: true });
  });

  it('never publishes an unpublished product from a price, product variant or variant patch import, not even with publish: true', async () => {
    await productTypes(SHIRT);
    await imported(send.productDrafts([draft('polo', { masterVariant: variant('polo-red') })]));
    // The deprecated publish applies the change to the current data, as staged: false does, and publishes nothing.
    await imported(send.prices([{ ...price('polo-red-eur', 'polo', 'polo-red'), publish: true } as PriceImport]));
    await imported(send.productVariants([{ ...productVariant('polo-green', 'polo'), publish: true } as ProductVariantImport]));
    await imported(send.productVariantPatches([patch('polo-red', { color: { type: 'enum', value: 'blue' } }, { staged: false })]));
    const polo = await product('polo');
    expect(polo.masterData.published).toBe(false);
    expect(polo.masterData.hasStagedChanges).toBe(false);
    expect(polo.masterData.current.masterVariant.attributes).toEqual([{ name: 'color', value: { key: 'blue', label: 'Blue' } }]);
    expect(variantIds(polo.masterData.current)).toEqual({ 'polo-red': 1, 'polo-green': 2 });
    expect(priceKeys(polo.masterData.current)).toEqual(['polo-red-eur']);
    expect((await sdkError(api().productProjections().withKey({ key: 'polo' }).get().execute())).statusCode).toBe(404);
  });

  it('keeps a price with publish: false in the staged data alone, as the deprecated field defaults to', async () => {
    await published();
    await imported(send.prices([{ ...price('polo-red-eur', 'polo', 'polo-red'), publish: false } as PriceImport]));
    const polo = await product('polo');
    expect(priceKeys(polo.masterData.staged)).toEqual(['polo-red-eur']);
    expect(priceKeys(polo.masterData.current)).toEqual([]);
  });

  it('makes a variant import with publish: true current in a Modular Project, and publishes nothing', async () => {
    await productTypes(SHIRT);
    await imported(send.productDrafts([draft('polo', { masterVariant: variant('polo-red') })]));
    const { body: project } = await api().get().execute();
    await api().post({ body: { version: project.version, actions: [{ action: 'setProductCatalogModel', productCatalogModel: 'Modular' }] } }).execute();
    await imported(send.variants([{ key: 'polo-green', sku: 'POLO-GREEN', attributes: [color('green')], product: { typeId: 'product', key: 'polo' } }]));
    await imported(send.variants([{ key: 'polo-blue', sku: 'POLO-BLUE', attributes: [color('blue')], product: { typeId: 'product', key: 'polo' }, publish: true }]));
    const polo = await product('polo');
    expect(variantIds(polo.masterData.staged)).toEqual({ 'polo-red': 1, 'polo-green': 2, 'polo-blue': 3 });
    expect(variantIds(polo.masterData.current)).toEqual({ 'polo-red': 1, 'polo-blue': 3 });
    expect(polo.masterData.published).toBe(false);
  });

  it('imports a product variant without attributes where its product type requires none', async () => {
    await productTypes(PLAIN);
    await imported(send.productDrafts([draft('tee', { productType: { typeId: 'product-type', key: 'plain' } })]));
    const [bare] = await imported(send.productVariants([{ key: 'tee-1', sku: 'TEE-1', isMasterVariant: false, product: { typeId: 'product', key: 'tee' } }]));
    expect(bare?.resourceVersion).toBe(2);
  });

  it('adds a variant to the staged data alone by default, and to both with staged: false', async () => {
    await published();
    await imported(send.productVariants([productVariant('polo-blue', 'polo', { attributes: [color('blue')] })]));
    let polo = await product('polo');
    expect(variantIds(polo.masterData.staged)).toEqual({ 'polo-red': 1, 'polo-green': 2, 'polo-blue': 3 });
    expect(variantIds(polo.masterData.current)).toEqual({ 'polo-red': 1, 'polo-green': 2 });
    await imported(send.productVariants([productVariant('polo-blue', 'polo', { attributes: [color('blue')], staged: false })]));
    polo = await product('polo');
    expect(variantIds(polo.masterData.current)).toEqual({ 'polo-red': 1, 'polo-green': 2, 'polo-blue': 3 });
    expect(polo.masterData.hasStagedChanges).toBe(false);
  });

  it('patches the staged data alone by default, and both with staged: false', async () => {
    await published();
    await imported(send.productVariantPatches([patch('polo-green', { color: { type: 'enum', value: 'blue' } })]));
    let polo = await product('polo');
    expect(polo.masterData.staged.variants[0]?.attributes).toEqual([{ name: 'color', value: { key: 'blue', label: 'Blue' } }]);
    expect(polo.masterData.current.variants[0]?.attributes).toEqual([{ name: 'color', value: { key: 'green', label: 'Green' } }]);
    await imported(send.productVariantPatches([patch('polo-red', { color: { type: 'enum', value: 'green' } }, { staged: false })]));
    polo = await product('polo');
    expect(polo.masterData.current.masterVariant.attributes).toEqual([{ name: 'color', value: { key: 'green', label: 'Green' } }]);
    // polo-green's staged change is still staged only.
    expect(polo.masterData.current.variants[0]?.attributes).toEqual([{ name: 'color', value: { key: 'green', label: 'Green' } }]);
    expect(polo.masterData.hasStagedChanges).toBe(true);
  });
});

describe('variant ids', () => {
  it('keeps each variant its id for life: made master, reordered, others removed; no id is given twice', async () => {
    await productTypes(SHIRT);
    const three = draft('polo', { masterVariant: variant('a1'), variants: [variant('b2', 'green'), variant('c3', 'blue')] });
    await imported(send.productDrafts([three]));
    expect(variantIds((await product('polo')).masterData.staged)).toEqual({ a1: 1, b2: 2, c3: 3 });
    // c3 the master, b2 removed from the staged data and, as publish: false makes it the current data too, from both.
    await imported(send.productDrafts([draft('polo', { publish: false, masterVariant: variant('c3', 'blue'), variants: [variant('a1')] })]));
    let polo = await product('polo');
    expect(polo.masterData.staged.masterVariant.id).toBe(3);
    expect(variantIds(polo.masterData.staged)).toEqual({ c3: 3, a1: 1 });
    // New variants take ids never given: b2 back is a new variant.
    await imported(send.productVariants([productVariant('d4', 'polo', { attributes: [color('green')] })]));
    await imported(send.productDrafts([draft('polo', { masterVariant: variant('c3', 'blue'), variants: [variant('a1'), variant('d4', 'green'), variant('b2', 'red', { sku: 'B2-AGAIN' })] })]));
    polo = await product('polo');
    expect(variantIds(polo.masterData.staged)).toEqual({ c3: 3, a1: 1, d4: 4, b2: 5 });
    // Making another variant the master changes no id either.
    await imported(send.productVariants([productVariant('a1', 'polo', { isMasterVariant: true })]));
    polo = await product('polo');
    expect(polo.masterData.staged.masterVariant).toMatchObject({ id: 1, key: 'a1' });
    expect(variantIds(polo.masterData.staged)).toEqual({ a1: 1, c3: 3, d4: 4, b2: 5 });
  });

  it('gives variants no resource id of their own: the next resource made takes the id after their product', async () => {
    await productTypes(SHIRT);
    await imported(send.productDrafts([draft('polo', { masterVariant: variant('polo-red'), variants: [variant('polo-green', 'green')] })]));
    await imported(send.productVariants([productVariant('polo-blue', 'polo', { attributes: [color('blue')] })]));
    await imported(send.categories([{ key: 'tops', name: { en: 'Tops' }, slug: { en: 'tops' } }]));
    const { body: tops } = await api().categories().withKey({ key: 'tops' }).get().execute();
    const serialOf = (id: string) => Number.parseInt(id.slice(-12), 16);
    expect(serialOf(tops.id)).toBe(serialOf((await product('polo')).id) + 1);
  });

  it('keeps ids through a reorder of some variants, and gives a new variant an id above every one given, also after the last was dropped', async () => {
    await productTypes(SHIRT);
    await imported(send.productDrafts([draft('polo', { masterVariant: variant('a1'), variants: [variant('b2', 'green'), variant('c3', 'blue')] })]));
    // a1 stays first; b2 and c3 change places.
    await imported(send.productDrafts([draft('polo', { masterVariant: variant('a1'), variants: [variant('c3', 'blue'), variant('b2', 'green')] })]));
    expect(variantIds((await product('polo')).masterData.staged)).toEqual({ a1: 1, c3: 3, b2: 2 });
    // c3 leaves both data (publish: false makes the staged data current); d4 comes later and takes 4, not 3.
    await imported(send.productDrafts([draft('polo', { publish: false, masterVariant: variant('a1'), variants: [variant('b2', 'green')] })]));
    await imported(send.productVariants([productVariant('d4', 'polo', { attributes: [color('green')] })]));
    expect(variantIds((await product('polo')).masterData.staged)).toEqual({ a1: 1, b2: 2, d4: 4 });
  });

  it('keeps the ids of variants the current data still holds when the staged data drops them', async () => {
    await productTypes(SHIRT);
    await imported(send.productDrafts([draft('polo', { publish: true, masterVariant: variant('a1'), variants: [variant('b2', 'green')] })]));
    await imported(send.productDrafts([draft('polo', { masterVariant: variant('b2', 'green') })]));
    const polo = await product('polo');
    expect(variantIds(polo.masterData.current)).toEqual({ a1: 1, b2: 2 });
    expect(variantIds(polo.masterData.staged)).toEqual({ b2: 2 });
    await imported(send.productVariants([productVariant('c3', 'polo')]));
    expect(variantIds((await product('polo')).masterData.staged)).toEqual({ b2: 2, c3: 3 });
  });
});

describe('versions', () => {
  it('raises the product version with each import that changes it, variant, price and patch imports included, and not otherwise', async () => {
    await productTypes(SHIRT);
    const [created] = await imported(send.productDrafts([draft('polo', { masterVariant: variant('polo-red') })]));
    const steps: [string, () => ReturnType<typeof send.prices>, number][] = [
      ['a price', () => send.prices([price('eur', 'polo', 'polo-red')]), 2],
      ['the same price', () => send.prices([price('eur', 'polo', 'polo-red')]), 2],
      ['another amount', () => send.prices([price('eur', 'polo', 'polo-red', { value: EUR(1200) })]), 3],
      ['a variant', () => send.productVariants([productVariant('polo-green', 'polo', { attributes: [color('green')] })]), 4],
      ['the same variant', () => send.productVariants([productVariant('polo-green', 'polo', { attributes: [color('green')] })]), 4],
      ['a patch', () => send.productVariantPatches([patch('polo-green', { color: { type: 'enum', value: 'blue' } })]), 5],
      ['the same patch', () => send.productVariantPatches([patch('polo-green', { color: { type: 'enum', value: 'blue' } })]), 5],
      ['the same draft data', () => send.productDrafts([draft('polo', { masterVariant: { ...variant('polo-red'), prices: [{ key: 'eur', value: EUR(1200) }] }, variants: [variant('polo-green', 'blue')] })]), 5],
    ];
    expect(created?.resourceVersion).toBe(1);
    for (const [what, request, version] of steps) {
      const [step] = await imported(request());
      expect({ what, resourceVersion: step?.resourceVersion }).toEqual({ what, resourceVersion: version });
      expect({ what, version: (await product('polo')).version }).toEqual({ what, version });
    }
  });

  it('reports the product version for a variant patch that changes nothing, and raises none', async () => {
    await productTypes(SHIRT);
    await imported(send.productDrafts([draft('polo', { masterVariant: variant('polo-red') })]));
    await imported(send.productVariantPatches([patch('polo-red', { color: { type: 'enum', value: 'blue' } })]));
    const [empty] = await imported(send.productVariantPatches([{ productVariant: { typeId: 'product-variant', key: 'polo-red' } }]));
    expect(empty?.resourceVersion).toBe(2);
    expect((await product('polo')).version).toBe(2);
  });

  it('leaves lastModifiedAt where an import changes nothing', async () => {
    await productTypes(SHIRT);
    await imported(send.productDrafts([draft('polo', { masterVariant: variant('polo-red') })]));
    const before = await product('polo');
    ct.clock.advance(HOUR);
    await imported(send.productDrafts([draft('polo', { masterVariant: variant('polo-red') })]));
    expect(await product('polo')).toEqual(before);
  });
});

describe('request rules of product, product variant and patch imports', () => {
  it('refuses a product import that carries variant data: ProductImport allows no other fields', async () => {
    const { body, statusCode } = await sdkError(send.products([{ ...productOnly('polo'), masterVariant: variant('polo-red') } as ProductImport]));
    expect(statusCode).toBe(400);
    expectSchemaValid(body, 'import-api', 'ErrorResponse');
    expect(body).toMatchObject({
      message: 'Complete request got rejected. Import request has some invalid fields',
      errors: [{ code: 'InvalidField', field: 'resources.0.masterVariant', resourceIndex: 0, invalidValue: variant('polo-red') }],
    });
    const { body: page } = await createImportApiRoot({ projectKey: 'shop' }).importContainers().withImportContainerKeyValue(catalog).importOperations().get().execute();
    expect(page.total).toBe(0);
  });

  it('refuses a variant patch request where some patches name their product and others do not', async () => {
    const named = patch('polo-red', { color: null }, { product: { typeId: 'product', key: 'polo' } });
    const bare = patch('polo-green', { color: null });
    const { body, statusCode } = await sdkError(send.productVariantPatches([named, bare]));
    expect(statusCode).toBe(400);
    expectSchemaValid(body, 'import-api', 'ErrorResponse');
    expect(body).toMatchObject({ errors: [{ code: 'InvalidField', field: 'patches.1.product', invalidValue: null, resourceIndex: 1 }] });
    expect((body as { errors: unknown[] }).errors).toHaveLength(1);
    // Every patch naming its product, or none, is taken.
    for (const patches of [[named, { ...bare, product: { typeId: 'product' as const, key: 'polo' } }], [bare]]) {
      expect((await send.productVariantPatches(patches)).statusCode).toBe(201);
    }
  });

  it('takes references to products and variants by any key those may have, and holds other references to the key pattern', async () => {
    // A product's key may hold any character (2 to 256), a variant's any string: their references take them.
    const dotted = price('eur', 'polo.2024', 'polo.2024/red');
    expect((await send.prices([dotted])).statusCode).toBe(201);
    const { body, statusCode } = await sdkError(send.categories([{ key: 'shirts', name: { en: 'Shirts' }, slug: { en: 'shirts' }, parent: { typeId: 'category', key: 'all.items' } }]));
    expect(statusCode).toBe(400);
    expectSchemaValid(body, 'import-api', 'ErrorResponse');
    expect(body).toMatchObject({ errors: [{ code: 'InvalidField', field: 'resources.0.parent.key' }] });
    // A reference attribute to a product takes the same keys.
    const attribute: Attribute = { name: 'related', type: 'reference', value: { typeId: 'product', key: 'polo.2024' } };
    expect((await send.productVariants([productVariant('tee-red', 'tee', { attributes: [attribute] })])).statusCode).toBe(201);
  });

  it('lets a variant import into a product whose product type the mock knows by identity alone through unchecked', async () => {
    ct.addResource('shop', { typeId: 'product-type', key: 'declared' });
    await imported(send.productDrafts([draft('polo', { productType: { typeId: 'product-type', key: 'declared' } })]));
    // Without the product type's definitions nothing makes the product wait: it imports with an empty master variant, which the variant then fills.
    await imported(send.productVariants([productVariant('polo-red', 'polo', { attributes: [{ name: 'anything', type: 'text', value: 'x' }] })]));
    expect((await product('polo')).masterData.staged.masterVariant).toMatchObject({ id: 1, key: 'polo-red' });
  });
});
