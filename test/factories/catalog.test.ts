import type { ImportResponse } from '@commercetools/importapi-sdk';
import type { Category, CategoryPagedQueryResponse, Product, ProductProjection, ProductProjectionPagedQueryResponse, ProductType } from '@commercetools/platform-sdk';
import { describe, expect, it } from 'vitest';
import { createFactories, type Attribute, type AttributeDefinition, type Catalog, type CatalogRequest, type CategoryImport, type ProductDraftImport } from '../../src/factories/index.js';
import { envCount } from '../support/env-count.js';
import { useMockServer } from '../support/mock-server.js';
import { SCHEMA_DEFINITIONS } from '../support/resource-kinds.js';
import { expectSchemaValid } from '../support/schemas.js';
import { createApiRoot, createImportApiRoot } from '../support/sdk.js';

// f.catalog() (issue 25): for many seeds, the catalogue imports whole through the official Import
// SDK, and reads back through the official platform SDK as the platform shows it: the product type,
// the categories with their parents and ancestors, every product with its variants, prices and
// attribute values, published, and in the product projections. Bodies are validated against the
// official schemas.

const CURRENCIES = ['EUR', 'USD', 'JPY'];
const ct = useMockServer({ projects: [{ key: 'shop', currencies: CURRENCIES }], importContainers: { shop: [{ key: 'catalog' }] } });
// One client per API for the file, so that each asks for its token once, as an importer's does.
const imports = createImportApiRoot({ projectKey: 'shop' });
const api = createApiRoot({ projectKey: 'shop' });
const container = { importContainerKey: 'catalog' };

// FACTORY_SEEDS shortens the run where the factories are not what is tested (as in processing-rules.test.ts).
const SEEDS = [...Array.from({ length: Math.min(envCount('FACTORY_SEEDS', 12), 12) }, (_, index) => index), 2 ** 32 - 1];

/** Posts one request of the catalogue through its Import SDK builder. */
async function send({ segment, body }: CatalogRequest): Promise<ImportResponse> {
  const sent = await (() => {
    switch (segment) {
      case 'product-types':
        return imports.productTypes().importContainers().withImportContainerKeyValue(container).post({ body }).execute();
      case 'categories':
        return imports.categories().importContainers().withImportContainerKeyValue(container).post({ body }).execute();
      case 'product-drafts':
        return imports.productDrafts().importContainers().withImportContainerKeyValue(container).post({ body }).execute();
    }
  })();
  expect(sent.statusCode).toBe(201);
  return sent.body;
}

/** Posts every request of the catalogue, moves the clock past processing, and asserts each operation imported. */
async function importCatalog(catalog: Catalog): Promise<void> {
  const ids: string[] = [];
  for (const request of catalog.requests) {
    expectSchemaValid(request.body, 'import-api', SCHEMA_DEFINITIONS[request.body.type][1]);
    ids.push(...(await send(request)).operationStatus.map(({ operationId }) => operationId ?? ''));
  }
  ct.clock.advance(5000);
  const { body } = await imports.importContainers().withImportContainerKeyValue(container).importOperations().get({ queryArgs: { limit: 500 } }).execute();
  const states = new Map(body.results.map((operation) => [operation.id, { key: operation.resourceKey, state: operation.state, errors: operation.errors }]));
  expect(ids.map((id) => states.get(id)).filter((operation) => operation?.state !== 'imported')).toEqual([]);
  expect(ids.length).toBe(1 + catalog.categories.length + catalog.products.length);
}

const FRACTION_DIGITS: Readonly<Record<string, number>> = { EUR: 2, USD: 2, JPY: 0 };

/** An imported attribute value as the platform shows it: enums as `{ key, label }` with the product type's label, money with its fraction digits. */
function shown(definitions: readonly AttributeDefinition[], attribute: Attribute): { name: string; value: unknown } {
  const definition = definitions.find((each) => each.name === attribute.name);
  const name = attribute.name ?? '';
  switch (attribute.type) {
    case 'enum':
    case 'lenum': {
      const values = definition?.type.name === attribute.type ? definition.type.values : [];
      return { name, value: values.find((value) => value.key === attribute.value) ?? expect.fail(`${attribute.value} is no key of ${name}`) };
    }
    case 'money':
      return { name, value: { ...attribute.value, fractionDigits: FRACTION_DIGITS[attribute.value.currencyCode] } };
    default:
      return { name, value: attribute.value };
  }
}

/** The keys of a category's ancestors in the catalogue, root first. */
function ancestorsOf(categories: readonly CategoryImport[], category: CategoryImport): string[] {
  const byKey = new Map(categories.map((each) => [each.key, each]));
  const keys: string[] = [];
  for (let parent = category.parent?.key; parent !== undefined; parent = byKey.get(parent)?.parent?.key) keys.unshift(parent);
  return keys;
}

const variantsOf = (draft: ProductDraftImport) => [...(draft.masterVariant ? [draft.masterVariant] : []), ...(draft.variants ?? [])];

describe.each(SEEDS)('f.catalog() of seed %i', (seed) => {
  // The first seed also pays for loading the SDKs and compiling the schemas.
  it('imports whole and reads back through the platform SDK as the platform shows it', { timeout: 30_000 }, async () => {
    const catalog = createFactories({ seed }).catalog({ products: 7, categories: 6, currencies: CURRENCIES });
    await importCatalog(catalog);

    const productType = (await api.productTypes().withKey({ key: catalog.productType.key }).get().execute()).body;
    expectSchemaValid(productType, 'platform-resources', 'ProductType');
    expect(productType).toMatchObject<Partial<ProductType>>({ key: catalog.productType.key, name: catalog.productType.name });
    expect(productType.attributes?.map(({ name, isRequired }) => ({ name, isRequired }))).toEqual(catalog.productType.attributes?.map(({ name, isRequired }) => ({ name, isRequired })));

    const categoryKeys = catalog.categories.map(({ key }) => `"${key}"`).join(', ');
    const page = (await api.categories().get({ queryArgs: { where: `key in (${categoryKeys})`, limit: 500 } }).execute()).body;
    expectSchemaValid(page, 'platform-resources', 'CategoryPagedQueryResponse');
    const categories = new Map<string, Category>(page.results.map((category) => [category.key ?? '', category]));
    const idOf = (key: string) => categories.get(key)?.id ?? expect.fail(`category ${key} was not read back`);
    expect([...categories.keys()]).toEqual(catalog.categories.map(({ key }) => key));
    for (const draft of catalog.categories) {
      expect(categories.get(draft.key)).toMatchObject<Partial<Category>>({
        name: draft.name,
        slug: draft.slug,
        ancestors: ancestorsOf(catalog.categories, draft).map((key) => ({ typeId: 'category', id: idOf(key) })),
        ...(draft.parent ? { parent: { typeId: 'category', id: idOf(draft.parent.key) } } : {}),
      });
      if (!draft.parent) expect(categories.get(draft.key)?.parent).toBeUndefined();
    }

    const definitions = catalog.productType.attributes ?? [];
    for (const draft of catalog.products) {
      const product = (await api.products().withKey({ key: draft.key }).get().execute()).body;
      expectSchemaValid(product, 'platform-resources', 'Product');
      expect(product).toMatchObject<Partial<Product>>({ key: draft.key, productType: { typeId: 'product-type', id: productType.id } });
      const { published, hasStagedChanges, current, staged } = product.masterData;
      expect({ published, hasStagedChanges }).toEqual({ published: true, hasStagedChanges: false });
      expect(current).toEqual(staged);
      expect(current).toMatchObject({ name: draft.name, slug: draft.slug, categories: (draft.categories ?? []).map(({ key }) => ({ typeId: 'category', id: idOf(key) })) });
      const variants = [current.masterVariant, ...current.variants];
      expect(
        variants.map(({ id, key, sku, prices, attributes }) => ({
          id,
          key,
          sku,
          prices: prices?.map(({ key: priceKey, value }) => ({ key: priceKey, value })),
          attributes,
        })),
      ).toEqual(
        variantsOf(draft).map((variant, index) => ({
          id: index + 1,
          key: variant.key,
          sku: variant.sku,
          prices: (variant.prices ?? []).map(({ key, value }) => ({ key, value: { ...value, fractionDigits: FRACTION_DIGITS[value.currencyCode] } })),
          attributes: (variant.attributes ?? []).map((attribute) => shown(definitions, attribute)),
        })),
      );
      for (const variant of variants) expect(variant.prices?.map(({ value }) => value.currencyCode)).toEqual(CURRENCIES);
    }

    const productKeys = catalog.products.map(({ key }) => `"${key}"`).join(', ');
    const projections = (await api.productProjections().get({ queryArgs: { where: `key in (${productKeys})`, limit: 500 } }).execute()).body;
    expectSchemaValid(projections, 'platform-resources', 'ProductProjectionPagedQueryResponse');
    expect(projections.results.map(({ key }) => key)).toEqual(catalog.products.map(({ key }) => key));
    for (const [index, projection] of projections.results.entries()) {
      const draft = catalog.products[index];
      expect(projection).toMatchObject<Partial<ProductProjection>>({ published: true, hasStagedChanges: false, name: draft?.name, productType: { typeId: 'product-type', id: productType.id } });
      expect(projection.masterVariant.sku).toBe(draft?.masterVariant?.sku);
    }
  });
});

describe('f.catalog()', () => {
  it('imports whole in any order: what comes before its product type or parent waits unresolved until it is imported', async () => {
    const catalog = createFactories({ seed: 6 }).catalog({ products: 4, categories: 9 });
    const reversed: CatalogRequest[] = [...catalog.requests].reverse().map((request): CatalogRequest => {
      switch (request.segment) {
        case 'categories':
          return { segment: request.segment, body: { ...request.body, resources: [...request.body.resources].reverse() } };
        default:
          return request;
      }
    });
    expect(catalog.categories.at(-1)?.parent).toBeDefined();
    await importCatalog({ ...catalog, requests: reversed });
    const child = catalog.categories.at(-1);
    const read = (await api.categories().withKey({ key: child?.key ?? '' }).get().execute()).body;
    expect(read.ancestors).toHaveLength(ancestorsOf(catalog.categories, child ?? expect.fail('no categories')).length);
  });

  it('builds a product type with required enum attributes, a tree of categories and products that fit them', () => {
    const f = createFactories({ seed: 3 });
    const { productType, categories, products, requests } = f.catalog();
    const attributes = productType.attributes ?? [];
    expect(attributes.slice(0, 2)).toMatchObject([
      { name: 'color', isRequired: true, type: { name: 'lenum' } },
      { name: 'size', isRequired: true, attributeConstraint: 'CombinationUnique', type: { name: 'enum' } },
    ]);
    expect(attributes.length).toBeGreaterThanOrEqual(4);
    expect(attributes.slice(2).every((definition) => !definition.isRequired)).toBe(true);
    expect(categories).toHaveLength(4);
    expect(categories.filter((category) => !category.parent)).toHaveLength(2);
    for (const [index, category] of categories.entries()) {
      if (category.parent) expect(categories.slice(0, index).map(({ key }) => key)).toContain(category.parent.key);
    }
    expect(products).toHaveLength(5);
    const categoryKeys = categories.map(({ key }) => key);
    for (const product of products) {
      expect(product).toMatchObject({ productType: { typeId: 'product-type', key: productType.key }, publish: true });
      expect(product.categories?.length).toBeGreaterThanOrEqual(1);
      for (const category of product.categories ?? []) expect(categoryKeys).toContain(category.key);
      const variants = variantsOf(product);
      const sizes = variants.map((variant) => variant.attributes?.find(({ name }) => name === 'size')?.value);
      expect(new Set(sizes).size).toBe(variants.length);
      for (const variant of variants) {
        expect(variant.attributes?.find(({ name }) => name === 'color')).toBeDefined();
        expect(variant.prices).toEqual([{ key: `${variant.key}-eur`, value: expect.objectContaining({ currencyCode: 'EUR' }) }]);
      }
    }
    expect(requests).toEqual([
      { segment: 'product-types', body: { type: 'product-type', resources: [productType] } },
      { segment: 'categories', body: { type: 'category', resources: categories } },
      { segment: 'product-drafts', body: { type: 'product-draft', resources: products } },
    ]);
  });

  it('never repeats a key, slug or SKU, within a catalogue or between two of one instance', () => {
    const f = createFactories({ seed: 11 });
    const catalogs = [f.catalog({ products: 40, categories: 30 }), f.catalog({ products: 40, categories: 30 })];
    const products = catalogs.flatMap((catalog) => catalog.products);
    const categories = catalogs.flatMap((catalog) => catalog.categories);
    const variants = products.flatMap(variantsOf);
    const distinct = (values: readonly unknown[]) => expect(new Set(values).size).toBe(values.length);
    distinct(catalogs.map((catalog) => catalog.productType.key));
    distinct(products.map(({ key }) => key));
    distinct(products.map(({ slug }) => slug.en));
    distinct(categories.map(({ key }) => key));
    distinct(categories.map(({ slug }) => slug.en));
    distinct(variants.map(({ key }) => key));
    distinct(variants.map(({ sku }) => sku));
  });

  it('splits its requests at 20 items, parents before their children', () => {
    const { categories, products, requests } = createFactories({ seed: 5 }).catalog({ products: 45, categories: 21 });
    expect(requests.map(({ segment, body }) => [segment, body.resources.length])).toEqual([
      ['product-types', 1],
      ['categories', 20],
      ['categories', 1],
      ['product-drafts', 20],
      ['product-drafts', 20],
      ['product-drafts', 5],
    ]);
    expect(requests.flatMap(({ segment, body }) => (segment === 'categories' ? body.resources : []))).toEqual(categories);
    expect(requests.flatMap(({ segment, body }) => (segment === 'product-drafts' ? body.resources : []))).toEqual(products);
  });

  it('takes counts, currencies and overrides, the products fitting the product type the overrides give', () => {
    const f = createFactories({ seed: 8 });
    const material: AttributeDefinition = { name: 'material', label: { en: 'Material' }, isRequired: true, type: { name: 'enum', values: [{ key: 'wool', label: 'Wool' }] } };
    const catalog = f.catalog({
      products: 2,
      categories: 0,
      currencies: ['USD', 'JPY'],
      productType: { key: 'knitwear', attributes: [material] },
      product: { publish: undefined, description: { en: 'Warm' } },
    });
    expect(catalog.productType).toMatchObject({ key: 'knitwear', attributes: [material] });
    expect(catalog.categories).toEqual([]);
    expect(catalog.requests.map(({ segment }) => segment)).toEqual(['product-types', 'product-drafts']);
    for (const product of catalog.products) {
      expect(product).not.toHaveProperty('publish');
      expect(product).not.toHaveProperty('categories');
      expect(product).toMatchObject({ productType: { key: 'knitwear' }, description: { en: 'Warm' } });
      expect(product.masterVariant?.attributes).toEqual([{ name: 'material', type: 'enum', value: 'wool' }]);
      expect(product.masterVariant?.prices?.map(({ value }) => value)).toEqual([
        expect.objectContaining({ currencyCode: 'USD', fractionDigits: 2 }),
        expect.objectContaining({ currencyCode: 'JPY', fractionDigits: 0 }),
      ]);
    }
    expect(f.catalog({ products: 0, currencies: [] }).products).toEqual([]);
    const unpriced = f.catalog({ products: 1, currencies: [] }).products[0];
    expect(unpriced && variantsOf(unpriced).every((variant) => !('prices' in variant))).toBe(true);
  });

  it.each([-1, 1.5, 501, Number.NaN])('refuses %s products or categories with a RangeError', (count) => {
    const f = createFactories({ seed: 1 });
    expect(() => f.catalog({ products: count })).toThrow(RangeError);
    expect(() => f.catalog({ categories: count })).toThrow(/a catalog has 0 to 500 categories/);
  });

  it('builds the same catalogue for the same seed, and another for another seed', () => {
    const build = (seed: number) => JSON.stringify(createFactories({ seed }).catalog({ products: 10, categories: 8 }));
    expect(build(21)).toBe(build(21));
    expect(build(21)).not.toBe(build(22));
    const f = createFactories({ seed: 21 });
    expect(f.catalog()).not.toEqual(f.catalog());
  });
});
