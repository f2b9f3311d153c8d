import { describe, expect, it } from 'vitest';
import { createCommercetoolsMock } from '../../src/index.js';
import { useMockServer } from '../support/mock-server.js';
import { expectSchemaValid } from '../support/schemas.js';
import { createImportApiRoot, sdkError } from '../support/sdk.js';
import { expectImportError, HOUR, operationEvents, plus, PROCESSING_MS, START, states } from './helpers.js';

// The life of an import through the official Import SDK: processing on the mock's clock, imported
// with a resource version, unresolved until what it references exists (in any container, or
// declared by the test), SKU conflicts, expiry after 48 hours, and a deleted container.

const ct = useMockServer({
  projects: [{ key: 'shop' }],
  importContainers: { shop: [{ key: 'catalog' }, { key: 'types' }, { key: 'prices', resourceType: 'price' }] },
});
const api = () => createImportApiRoot({ projectKey: 'shop' });
const container = (key: string) => api().importContainers().withImportContainerKeyValue({ importContainerKey: key });

const category = (key: string, parent?: string) => ({
  key,
  name: { en: key },
  slug: { en: key },
  ...(parent === undefined ? {} : { parent: { typeId: 'category' as const, key: parent } }),
});
const productDraft = (key: string, productType: string, skus: string[] = []) => ({
  key,
  name: { en: key },
  slug: { en: key },
  productType: { typeId: 'product-type' as const, key: productType },
  ...(skus.length > 0 ? { masterVariant: { key: `${key}-0`, sku: skus[0] }, variants: skus.slice(1).map((sku, index) => ({ key: `${key}-${index + 1}`, sku })) } : {}),
});
const productType = (key: string) => ({ key, name: key, description: key });

async function importCategories(containerKey: string, resources: ReturnType<typeof category>[]) {
  const { body, statusCode } = await api()
    .categories()
    .importContainers()
    .withImportContainerKeyValue({ importContainerKey: containerKey })
    .post({ body: { type: 'category', resources } })
    .execute();
  expect(statusCode).toBe(201);
  expectSchemaValid(body, 'import-api', 'ImportResponse');
  return body.operationStatus.map((status) => status.operationId ?? '');
}

async function importProductDrafts(containerKey: string, resources: ReturnType<typeof productDraft>[]) {
  const { body } = await api()
    .productDrafts()
    .importContainers()
    .withImportContainerKeyValue({ importContainerKey: containerKey })
    .post({ body: { type: 'product-draft', resources } })
    .execute();
  return body.operationStatus.map((status) => status.operationId ?? '');
}

async function importProductTypes(containerKey: string, resources: ReturnType<typeof productType>[]) {
  const { body } = await api()
    .productTypes()
    .importContainers()
    .withImportContainerKeyValue({ importContainerKey: containerKey })
    .post({ body: { type: 'product-type', resources } })
    .execute();
  return body.operationStatus.map((status) => status.operationId ?? '');
}

async function getOperation(id: string) {
  const { body } = await api().importOperations().withIdValue({ id }).get().execute();
  expectSchemaValid(body, 'import-api', 'ImportOperation');
  return body;
}

async function summary(containerKey: string) {
  const { body } = await container(containerKey).importSummaries().get().execute();
  expectSchemaValid(body, 'import-api', 'ImportSummary');
  return body;
}

describe('an import request', () => {
  it('answers 201 with one processing status per item, in order, and one operation each', async () => {
    const ids = await importCategories('catalog', [category('aa'), category('bb'), category('cc')]);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const { body } = await container('catalog').importOperations().get().execute();
    expect(body.results.map((operation) => [operation.id, operation.resourceKey, operation.state, operation.version])).toEqual([
      [ids[0], 'aa', 'processing', 1],
      [ids[1], 'bb', 'processing', 1],
      [ids[2], 'cc', 'processing', 1],
    ]);
    expect(body.results[0]).toStrictEqual({
      version: 1,
      importContainerKey: 'catalog',
      resourceKey: 'aa',
      id: ids[0],
      state: 'processing',
      createdAt: START,
      lastModifiedAt: START,
      expiresAt: plus(START, 48 * HOUR),
    });
    expect(await summary('catalog')).toStrictEqual(states({ processing: 3 }));
  });

  it('is processed when the clock reaches the processing time, not before', async () => {
    const [id = ''] = await importCategories('catalog', [category('shirts')]);
    ct.clock.advance(PROCESSING_MS - 1);
    expect((await getOperation(id)).state).toBe('processing');
    ct.clock.advance(1);
    expect(await getOperation(id)).toStrictEqual({
      version: 2,
      importContainerKey: 'catalog',
      resourceKey: 'shirts',
      id,
      state: 'imported',
      resourceVersion: 1,
      createdAt: START,
      lastModifiedAt: plus(START, PROCESSING_MS),
      expiresAt: plus(START, 48 * HOUR),
    });
    expect(await summary('catalog')).toStrictEqual(states({ imported: 1 }));
  });

  it('stamps lastModifiedAt with the processing time even when the clock jumps past it', async () => {
    const [id = ''] = await importCategories('catalog', [category('shirts')]);
    ct.clock.advance(HOUR);
    expect((await getOperation(id)).lastModifiedAt).toBe(plus(START, PROCESSING_MS));
  });

  it('counts resourceVersion up with each later import of the same key that changes it', async () => {
    const renamed = (name: string) => ({ ...category('shirts'), name: { en: name } });
    const [first = ''] = await importCategories('catalog', [category('shirts')]);
    ct.clock.advance(PROCESSING_MS);
    const [second = '', other = ''] = await importCategories('types', [renamed('Shirts'), category('pants')]);
    ct.clock.advance(PROCESSING_MS);
    const [third = ''] = await importCategories('catalog', [renamed('All shirts')]);
    ct.clock.advance(PROCESSING_MS);
    expect((await getOperation(first)).resourceVersion).toBe(1);
    expect((await getOperation(second)).resourceVersion).toBe(2);
    expect((await getOperation(other)).resourceVersion).toBe(1);
    expect((await getOperation(third)).resourceVersion).toBe(3);
  });

  it('keeps the version where an import changes nothing: its operation reports the version the resource has', async () => {
    const [first = ''] = await importCategories('catalog', [category('shirts')]);
    ct.clock.advance(PROCESSING_MS);
    const [same = ''] = await importCategories('catalog', [category('shirts')]);
    ct.clock.advance(PROCESSING_MS);
    const [renamed = ''] = await importCategories('catalog', [{ ...category('shirts'), name: { en: 'Shirts' } }]);
    ct.clock.advance(PROCESSING_MS);
    expect(await getOperation(first)).toMatchObject({ state: 'imported', resourceVersion: 1 });
    expect(await getOperation(same)).toMatchObject({ state: 'imported', resourceVersion: 1 });
    expect(await getOperation(renamed)).toMatchObject({ state: 'imported', resourceVersion: 2 });
  });

  it('is processed in creation order, so a parent before its child in one request imports both', async () => {
    const [parent = '', child = ''] = await importCategories('catalog', [category('clothes'), category('shirts', 'clothes')]);
    ct.clock.advance(PROCESSING_MS);
    expect((await getOperation(parent)).state).toBe('imported');
    expect((await getOperation(child)).state).toBe('imported');
    expect(operationEvents(ct)).toEqual([]);
  });
});

describe('references', () => {
  it('leaves an item unresolved, with its missing references, until they exist', async () => {
    const [id = ''] = await importProductDrafts('catalog', [productDraft('shirt', 'clothing')]);
    ct.clock.advance(PROCESSING_MS);
    const unresolved = await getOperation(id);
    expect(unresolved).toMatchObject({ state: 'unresolved', version: 2, unresolvedReferences: [{ typeId: 'product-type', key: 'clothing' }] });
    expect(unresolved.resourceVersion).toBeUndefined();
    expect(operationEvents(ct)).toEqual([
      {
        id: expect.any(String),
        notificationType: 'Event',
        resourceType: 'import-api',
        type: 'ImportUnresolved',
        data: { id, version: 2, importContainerKey: 'catalog' },
        createdAt: plus(START, PROCESSING_MS),
      },
    ]);

    // The product type arrives through another container an hour later.
    ct.clock.advance(HOUR);
    await importProductTypes('types', [productType('clothing')]);
    ct.clock.advance(PROCESSING_MS - 1);
    expect((await getOperation(id)).state).toBe('unresolved');
    ct.clock.advance(1);
    const imported = await getOperation(id);
    expect(imported).toMatchObject({ state: 'imported', version: 3, resourceVersion: 1, lastModifiedAt: plus(START, HOUR + 2 * PROCESSING_MS) });
    expect(imported.unresolvedReferences).toBeUndefined();
    expect(await summary('catalog')).toStrictEqual(states({ imported: 1 }));
    expect(await summary('types')).toStrictEqual(states({ imported: 1 }));
  });

  it('resolves an item once the test declares what it references', async () => {
    const [id = ''] = await importProductDrafts('catalog', [productDraft('shirt', 'clothing')]);
    ct.clock.advance(PROCESSING_MS);
    expect((await getOperation(id)).state).toBe('unresolved');
    ct.clock.advance(1000);
    ct.addResource('shop', { typeId: 'product-type', key: 'clothing' });
    expect(await getOperation(id)).toMatchObject({ state: 'imported', lastModifiedAt: plus(START, PROCESSING_MS + 1000) });
  });

  it('imports what one declared resource frees, and what that frees in turn, in creation order', async () => {
    // bb and the first aa wait for dd; the second aa waits for bb, which the first import makes. The
    // first aa was created before the second, so it imports first, also though bb frees the second.
    const ids = await importCategories('catalog', [category('bb', 'dd'), category('aa', 'dd'), category('aa', 'bb')]);
    ct.clock.advance(PROCESSING_MS);
    ct.addResource('shop', { typeId: 'category', key: 'dd' });
    const operations = await Promise.all(ids.map((id) => getOperation(id)));
    expect(operations.map((operation) => [operation.state, operation.resourceVersion])).toEqual([
      ['imported', 1],
      ['imported', 1],
      ['imported', 2],
    ]);
  });

  it('needs every missing reference before it imports', async () => {
    const draft = { ...productDraft('shirt', 'clothing'), categories: [{ typeId: 'category' as const, key: 'tops' }] };
    const [id = ''] = await importProductDrafts('catalog', [draft]);
    ct.clock.advance(PROCESSING_MS);
    expect((await getOperation(id)).unresolvedReferences).toEqual([
      { typeId: 'product-type', key: 'clothing' },
      { typeId: 'category', key: 'tops' },
    ]);
    ct.addResource('shop', { typeId: 'category', key: 'tops' });
    expect(await getOperation(id)).toMatchObject({ state: 'unresolved', unresolvedReferences: [{ typeId: 'product-type', key: 'clothing' }] });
    ct.addResource('shop', { typeId: 'product-type', key: 'clothing' });
    expect((await getOperation(id)).state).toBe('imported');
  });

  it('resolves against resources declared in the options, also after a reset', async () => {
    const seeded = createCommercetoolsMock({
      now: START,
      projects: [{ key: 'shop' }],
      importContainers: { shop: [{ key: 'catalog' }] },
      resources: { shop: [{ typeId: 'product-type', key: 'clothing' }] },
    });
    const seededApi = createImportApiRoot({ projectKey: 'shop', httpClient: seeded.fetch });
    const post = () =>
      seededApi
        .productDrafts()
        .importContainers()
        .withImportContainerKeyValue({ importContainerKey: 'catalog' })
        .post({ body: { type: 'product-draft', resources: [productDraft('shirt', 'clothing')] } })
        .execute();
    for (const _round of [1, 2]) {
      const id = (await post()).body.operationStatus[0]?.operationId ?? '';
      seeded.clock.advance(PROCESSING_MS);
      const { body } = await seededApi.importOperations().withIdValue({ id }).get().execute();
      expect(body).toMatchObject({ state: 'imported', resourceVersion: 1 });
      seeded.reset();
    }
  });

  it('refuses a resources option that is not a list, saying what to pass', () => {
    expect(() => createCommercetoolsMock({ projects: [{ key: 'shop' }], resources: { shop: null as never } })).toThrow(
      /resources\.shop must be a list of \{ typeId, key \}/,
    );
    expect(() => createCommercetoolsMock({ projects: [{ key: 'shop' }], resources: { shop: [{ typeId: 'tax-categories', key: 'x' } as never] } })).toThrow(
      /addResource needs a typeId that a KeyReference can name/,
    );
  });

  it('reports every refusal of ct.addResource through its promise, never by a synchronous throw', async () => {
    const refused = [
      [() => ct.addResource('shop', { typeId: 'tax-categories', key: 'x' } as never), /addResource needs a typeId that a KeyReference can name/],
      [() => ct.addResource('shop', { typeId: 'tax-category', key: '' }), /non-empty string/],
      [() => ct.addResource('ghost', { typeId: 'tax-category', key: 'x' }), /ghost/],
    ] as const;
    for (const [add, message] of refused) {
      let pending: Promise<void> | undefined;
      expect(() => (pending = add())).not.toThrow();
      await expect(pending).rejects.toThrow(message);
    }
  });

  it('expires an unresolved item when its 48 hours pass first', async () => {
    const [id = ''] = await importProductDrafts('catalog', [productDraft('shirt', 'clothing')]);
    ct.clock.advance(48 * HOUR);
    expect((await getOperation(id)).state).toBe('unresolved');
    ct.clock.advance(1);
    const gone = await sdkError(api().importOperations().withIdValue({ id }).get().execute());
    expectImportError(gone.statusCode, gone.body, 404, ['ResourceNotFound']);
    ct.addResource('shop', { typeId: 'product-type', key: 'clothing' });
    expect(await summary('catalog')).toStrictEqual(states({}));
    const { body } = await container('catalog').importOperations().get().execute();
    expect(body.total).toBe(0);
  });

  it('does not let a resource imported in another Project resolve anything', async () => {
    ct.addProject({ key: 'other' });
    ct.addResource('other', { typeId: 'product-type', key: 'clothing' });
    const [id = ''] = await importProductDrafts('catalog', [productDraft('shirt', 'clothing')]);
    ct.clock.advance(PROCESSING_MS);
    expect((await getOperation(id)).state).toBe('unresolved');
  });
});

describe('a cascade of resolutions', () => {
  it('imports what a new resource frees in creation order, also what a freed import frees in turn', async () => {
    // cc#2 waits for bb, which waits for aa; cc#3 waits for aa. Once aa arrives, bb and then cc#2
    // come before cc#3, so the newer cc (#3) ends as the category's latest version.
    const [b = '', c2 = '', c3 = '', a = ''] = await importCategories('catalog', [category('bb', 'aa'), category('cc', 'bb'), category('cc', 'aa'), category('aa')]);
    ct.clock.advance(PROCESSING_MS);
    expect((await getOperation(a)).resourceVersion).toBe(1);
    expect((await getOperation(b)).resourceVersion).toBe(1);
    expect((await getOperation(c2)).resourceVersion).toBe(1);
    expect((await getOperation(c3)).resourceVersion).toBe(2);
  });
});

describe('variant SKUs', () => {
  it('frees the SKUs a product draft no longer lists when it is imported again', async () => {
    ct.addResource('shop', { typeId: 'product-type', key: 'clothing' });
    await importProductDrafts('catalog', [productDraft('shirt', 'clothing', ['sku-1'])]);
    ct.clock.advance(PROCESSING_MS);
    await importProductDrafts('catalog', [productDraft('shirt', 'clothing', ['sku-9'])]);
    ct.clock.advance(PROCESSING_MS);
    const [blouse = ''] = await importProductDrafts('catalog', [productDraft('blouse', 'clothing', ['sku-1'])]);
    ct.clock.advance(PROCESSING_MS);
    expect((await getOperation(blouse)).state).toBe('imported');
    const [pants = ''] = await importProductDrafts('catalog', [productDraft('pants', 'clothing', ['sku-9'])]);
    ct.clock.advance(PROCESSING_MS);
    expect((await getOperation(pants)).state).toBe('validationFailed');
  });

  it('fails validation for a SKU another product already holds, with DuplicateField', async () => {
    ct.addResource('shop', { typeId: 'product-type', key: 'clothing' });
    const [first = '', second = ''] = await importProductDrafts('catalog', [
      productDraft('shirt', 'clothing', ['sku-1', 'sku-2']),
      productDraft('blouse', 'clothing', ['sku-3', 'sku-2']),
    ]);
    ct.clock.advance(PROCESSING_MS);
    expect((await getOperation(first)).state).toBe('imported');
    const failed = await getOperation(second);
    expect(failed).toMatchObject({ state: 'validationFailed', version: 2 });
    expect(failed.errors).toEqual([{ code: 'DuplicateField', message: expect.any(String), field: 'sku', duplicateValue: 'sku-2' }]);
    expect(failed.resourceVersion).toBeUndefined();
    expect(operationEvents(ct).map((event) => [event.type, event.data])).toEqual([
      ['ImportValidationFailed', { id: second, version: 2, importContainerKey: 'catalog' }],
    ]);
  });

  it('lets the same product import its own SKUs again', async () => {
    ct.addResource('shop', { typeId: 'product-type', key: 'clothing' });
    await importProductDrafts('catalog', [productDraft('shirt', 'clothing', ['sku-1'])]);
    ct.clock.advance(PROCESSING_MS);
    const [again = ''] = await importProductDrafts('catalog', [{ ...productDraft('shirt', 'clothing', ['sku-1']), name: { en: 'Shirt' } }]);
    ct.clock.advance(PROCESSING_MS);
    expect(await getOperation(again)).toMatchObject({ state: 'imported', resourceVersion: 2 });
  });
});

describe('expiry and deletion', () => {
  it('removes operations once the clock passes expiresAt (48 h)', async () => {
    const [id = ''] = await importCategories('catalog', [category('shirts')]);
    ct.clock.advance(48 * HOUR);
    expect((await getOperation(id)).state).toBe('imported');
    ct.clock.advance(1);
    const gone = await sdkError(api().importOperations().withIdValue({ id }).get().execute());
    expectImportError(gone.statusCode, gone.body, 404, ['ResourceNotFound']);
    expect(await summary('catalog')).toStrictEqual(states({}));
  });

  it('deletes a container with its operations, and keeps what they imported', async () => {
    const [id = ''] = await importProductTypes('types', [productType('clothing')]);
    ct.clock.advance(PROCESSING_MS);
    await container('types').delete().execute();
    const gone = await sdkError(api().importOperations().withIdValue({ id }).get().execute());
    expectImportError(gone.statusCode, gone.body, 404, ['ResourceNotFound']);
    const [draft = ''] = await importProductDrafts('catalog', [productDraft('shirt', 'clothing')]);
    ct.clock.advance(PROCESSING_MS);
    expect((await getOperation(draft)).state).toBe('imported');
  });

  it('answers a summary of a deleted container with 404', async () => {
    await importCategories('catalog', [category('shirts')]);
    await container('catalog').delete().execute();
    const error = await sdkError(container('catalog').importSummaries().get().execute());
    expectImportError(error.statusCode, error.body, 404, ['ResourceNotFound']);
  });

  it('drops the operations of a container that expires, processing those due before it goes', async () => {
    ct.addImportContainer('shop', { key: 'short', retentionPolicy: { strategy: 'ttl', config: { timeToLive: '1h' } } });
    const [id = ''] = await importProductTypes('short', [productType('clothing')]);
    ct.clock.advance(2 * HOUR);
    const gone = await sdkError(api().importOperations().withIdValue({ id }).get().execute());
    expectImportError(gone.statusCode, gone.body, 404, ['ResourceNotFound']);
    // It was processed before its container expired: the product type exists.
    const [draft = ''] = await importProductDrafts('catalog', [productDraft('shirt', 'clothing')]);
    ct.clock.advance(PROCESSING_MS);
    expect((await getOperation(draft)).state).toBe('imported');
  });
});

describe('ct.reset()', () => {
  it('removes operations, declared resources and outcomes added after creation', async () => {
    ct.addResource('shop', { typeId: 'product-type', key: 'clothing' });
    ct.injectImportOutcome({ state: 'rejected', times: Infinity });
    const [id = ''] = await importCategories('catalog', [category('shirts')]);
    ct.reset();
    const gone = await sdkError(api().importOperations().withIdValue({ id }).get().execute());
    expectImportError(gone.statusCode, gone.body, 404, ['ResourceNotFound']);
    const [draft = ''] = await importProductDrafts('catalog', [productDraft('shirt', 'clothing')]);
    ct.clock.advance(PROCESSING_MS);
    expect((await getOperation(draft)).state).toBe('unresolved');
  });
});
