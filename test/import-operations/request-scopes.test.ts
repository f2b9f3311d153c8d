import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ImportRequest } from '@commercetools/importapi-sdk';
import { describe, expect, it } from 'vitest';
import { IMPORT_REQUEST_SEGMENTS, type ImportResourceType } from '../../src/index.js';
import { useMockServer } from '../support/mock-server.js';
import { expectSchemaValid, OFFICIAL_EXAMPLES_DIR } from '../support/schemas.js';
import { createImportApiRoot, sdkError } from '../support/sdk.js';
import { expectInsufficientScope, expectSdkImportError, importUrl, operationsOf, raw, states, summaryOf } from './helpers.js';

// Issue 30, "Authorization": an import request needs the scope that creates a resource of its
// type, never manage_import_containers (https://docs.commercetools.com/import-export/hosts-and-authorization,
// and each request's secured_by_manage_* trait in the Import API's api.raml). Every request goes
// through the official Import SDK, with a token its client-credentials flow asked for.

/** The scope each type needs, as the docs and the RAML name it: written here apart from src/. */
const SCOPE: Readonly<Record<ImportResourceType, string>> = {
  'business-unit': 'manage_business_units',
  category: 'manage_products',
  customer: 'manage_customers',
  'discount-code': 'manage_discount_codes',
  inventory: 'manage_products',
  order: 'manage_orders',
  'order-patch': 'manage_orders',
  price: 'manage_products',
  product: 'manage_products',
  'product-draft': 'manage_products',
  'product-selection': 'manage_product_selections',
  'product-tailoring': 'manage_products',
  'product-type': 'manage_products',
  'product-variant': 'manage_products',
  'product-variant-patch': 'manage_products',
  'standalone-price': 'manage_standalone_prices',
  type: 'manage_types',
  variant: 'manage_products',
};

const EXAMPLE_FILE: Partial<Record<ImportResourceType, string>> = {
  'product-variant-patch': 'product-variant-patch-request',
  variant: 'variants-import-request',
  'business-unit': 'business-units-import-request',
};

/** The official example request of a type (test/support/official-examples), valid as it is. */
const example = (type: ImportResourceType): ImportRequest =>
  JSON.parse(readFileSync(resolve(OFFICIAL_EXAMPLES_DIR, `import-requests/${EXAMPLE_FILE[type] ?? `${type}-import-request`}.json`), 'utf8')) as ImportRequest;

const itemsOf = (request: ImportRequest) => ('patches' in request ? request.patches : request.resources).length;

type ImportApi = ReturnType<typeof createImportApiRoot>;
const box = { importContainerKey: 'box' };

/** Posts a request through the SDK's request builder of its type. */
function post(api: ImportApi, request: ImportRequest) {
  switch (request.type) {
    case 'business-unit':
      return api.businessUnits().importContainers().withImportContainerKeyValue(box).post({ body: request }).execute();
    case 'category':
      return api.categories().importContainers().withImportContainerKeyValue(box).post({ body: request }).execute();
    case 'customer':
      return api.customers().importContainers().withImportContainerKeyValue(box).post({ body: request }).execute();
    case 'discount-code':
      return api.discountCodes().importContainers().withImportContainerKeyValue(box).post({ body: request }).execute();
    case 'inventory':
      return api.inventories().importContainers().withImportContainerKeyValue(box).post({ body: request }).execute();
    case 'order':
      return api.orders().importContainers().withImportContainerKeyValue(box).post({ body: request }).execute();
    case 'order-patch':
      return api.orderPatches().importContainers().withImportContainerKeyValue(box).post({ body: request }).execute();
    case 'price':
      return api.prices().importContainers().withImportContainerKeyValue(box).post({ body: request }).execute();
    case 'product':
      return api.products().importContainers().withImportContainerKeyValue(box).post({ body: request }).execute();
    case 'product-draft':
      return api.productDrafts().importContainers().withImportContainerKeyValue(box).post({ body: request }).execute();
    case 'product-selection':
      return api.productSelections().importContainers().withImportContainerKeyValue(box).post({ body: request }).execute();
    case 'product-tailoring':
      return api.productTailorings().importContainers().withImportContainerKeyValue(box).post({ body: request }).execute();
    case 'product-type':
      return api.productTypes().importContainers().withImportContainerKeyValue(box).post({ body: request }).execute();
    case 'product-variant':
      return api.productVariants().importContainers().withImportContainerKeyValue(box).post({ body: request }).execute();
    case 'product-variant-patch':
      return api.productVariantPatches().importContainers().withImportContainerKeyValue(box).post({ body: request }).execute();
    case 'standalone-price':
      return api.standalonePrices().importContainers().withImportContainerKeyValue(box).post({ body: request }).execute();
    case 'type':
      return api.types().importContainers().withImportContainerKeyValue(box).post({ body: request }).execute();
    case 'variant':
      return api.variants().importContainers().withImportContainerKeyValue(box).post({ body: request }).execute();
  }
}

/** The Import SDK with a token its client-credentials flow asked for with exactly these scopes. */
const importApi = (...scopes: string[]) => createImportApiRoot({ projectKey: 'shop', scopes: scopes.map((scope) => `${scope}:shop`) });

const missing = (scope: string) => `Insufficient scope. One of the following scopes is missing: ${scope}.`;

const TYPES = Object.entries(IMPORT_REQUEST_SEGMENTS).map(([segment, type]) => ({ segment, type, scope: SCOPE[type] }));

const ct = useMockServer({ projects: [{ key: 'shop' }], importContainers: { shop: [{ key: 'box' }] } });

async function expectNothingStored(): Promise<void> {
  expect(await summaryOf(ct, 'box')).toStrictEqual(states({}));
  expect((await operationsOf(ct, 'box')).total).toBe(0);
}

describe.each(TYPES)('a $type import ($segment)', ({ type, scope }) => {
  it(`is refused with 403 naming ${scope} for a token of manage_import_containers alone, and stores nothing`, async () => {
    const error = await sdkError(post(importApi('manage_import_containers'), example(type)));
    const body = expectSdkImportError(error, 403, ['insufficient_scope']);
    expectInsufficientScope(error.statusCode, error.body, missing(scope));
    expect(body.errors).toHaveLength(1);
    await expectNothingStored();
  });

  it('is refused for the view scope of its type, and for every other import scope together', async () => {
    const others = [...new Set(TYPES.map((other) => other.scope))].filter((other) => other !== scope);
    for (const scopes of [[scope.replace('manage_', 'view_')], ['manage_import_containers', 'view_import_containers', ...others]]) {
      const error = await sdkError(post(importApi(...scopes), example(type)));
      expectInsufficientScope(error.statusCode, error.body, missing(scope));
    }
    await expectNothingStored();
  });

  it(`is taken with ${scope} alone: 201, one operation per item`, async () => {
    const request = example(type);
    const { statusCode, body } = await post(importApi(scope), request);
    expect(statusCode).toBe(201);
    expectSchemaValid(body, 'import-api', 'ImportResponse');
    expect(body.operationStatus).toHaveLength(itemsOf(request));
    expect((await summaryOf(ct, 'box')).total).toBe(itemsOf(request));
  });
});

describe('scopes that are not a type’s own', () => {
  it('lets manage_project import every type', async () => {
    const api = importApi('manage_project');
    let total = 0;
    for (const { type } of TYPES) {
      const request = example(type);
      const { statusCode } = await post(api, request);
      expect(statusCode, type).toBe(201);
      total += itemsOf(request);
    }
    expect((await summaryOf(ct, 'box')).total).toBe(total);
  });

  it('checks the scope before the body and the container: 403, not 400', async () => {
    const containers = ct.issueToken({ scopes: ['manage_import_containers:shop'] });
    for (const [url, body] of [
      [importUrl('categories', 'box'), '{not json'],
      [importUrl('categories', 'absent'), { type: 'category', resources: [] }],
      [importUrl('customers', 'box'), { type: 'category', resources: [{ key: 'a' }] }],
    ] as const) {
      const reply = await raw('POST', url, { token: containers, body });
      expectInsufficientScope(reply.status, reply.body, missing(url.includes('/customers/') ? 'manage_customers' : 'manage_products'));
    }
    await expectNothingStored();
  });
});

describe('containers, summaries and operations keep their scopes', () => {
  it('creates a container with manage_import_containers, imports with manage_products, and reads back with view_import_containers', async () => {
    const created = await importApi('manage_import_containers').importContainers().post({ body: { key: 'cats', resourceType: 'category' } }).execute();
    expect(created.statusCode).toBe(201);

    const products = importApi('manage_products');
    const denied = await sdkError(products.importContainers().post({ body: { key: 'more' } }).execute());
    expectInsufficientScope(denied.statusCode, denied.body, missing('manage_import_containers'));
    const sent = await products.categories().importContainers().withImportContainerKeyValue({ importContainerKey: 'cats' })
      .post({ body: { type: 'category', resources: [{ key: 'shirts', name: { en: 'Shirts' }, slug: { en: 'shirts' } }] } })
      .execute();
    const id = sent.body.operationStatus[0]?.operationId ?? '';

    // manage_products creates categories, but does not see the Import API's containers, summaries or operations.
    const reads = 'Insufficient scope. One of the following scopes is missing: view_import_containers, manage_import_containers.';
    const cats = products.importContainers().withImportContainerKeyValue({ importContainerKey: 'cats' });
    const readsOfProducts = [
      () => cats.get().execute(),
      () => cats.importSummaries().get().execute(),
      () => cats.importOperations().get().execute(),
      () => products.importOperations().withIdValue({ id }).get().execute(),
    ];
    for (const read of readsOfProducts) {
      const error = await sdkError(read());
      expectInsufficientScope(error.statusCode, error.body, reads);
    }

    const viewer = importApi('view_import_containers').importContainers().withImportContainerKeyValue({ importContainerKey: 'cats' });
    expect((await viewer.importSummaries().get().execute()).body).toStrictEqual(states({ processing: 1 }));
    expect((await viewer.importOperations().get().execute()).body.results.map((operation) => operation.id)).toEqual([id]);
    const one = await importApi('view_import_containers').importOperations().withIdValue({ id }).get().execute();
    expect(one.body).toMatchObject({ id, resourceKey: 'shirts', state: 'processing' });
  });
});
