import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMPORT_REQUEST_SEGMENTS, type ImportResourceType } from '../../src/index.js';
import { useMockServer } from '../support/mock-server.js';
import { OFFICIAL_EXAMPLES_DIR } from '../support/schemas.js';
import { category, expectImportError, expectRejected, importUrl, manage, operationsOf, PROCESSING_MS, raw, states, summaryOf } from './helpers.js';

// The checks an import request gets before anything is stored, through raw fetch: the body, the
// type, 1 to 20 items each against its schema, the container. Each of the 18 types with a valid
// item and invalid ones.

const ct = useMockServer({
  projects: [{ key: 'shop' }],
  importContainers: { shop: [{ key: 'any' }, { key: 'prices', resourceType: 'price' }] },
});

const money = { type: 'centPrecision', centAmount: 1000, currencyCode: 'EUR' };

/** A minimal valid item per type, written from the schema's required fields. */
const MINIMAL: Readonly<Record<ImportResourceType, Record<string, unknown>>> = {
  'business-unit': { key: 'acme', name: 'ACME', unitType: 'Company' },
  category: { key: 'shirts', name: { en: 'Shirts' }, slug: { en: 'shirts' } },
  customer: { key: 'jane', email: 'jane@example.com' },
  'discount-code': { key: 'save', code: 'SAVE10', isActive: true, cartDiscounts: [{ typeId: 'cart-discount', key: 'ten' }] },
  inventory: { key: 'stock-1', sku: 'sku-1', quantityOnStock: 5 },
  order: { orderNumber: 'order-1', totalPrice: money },
  'order-patch': { orderNumber: 'order-1', fields: {} },
  price: { key: 'price-1', value: money, product: { typeId: 'product', key: 'shirt' }, productVariant: { typeId: 'product-variant', key: 'shirt-1' } },
  product: { key: 'shirt', name: { en: 'Shirt' }, slug: { en: 'shirt' }, productType: { typeId: 'product-type', key: 'clothing' } },
  'product-draft': { key: 'shirt', name: { en: 'Shirt' }, slug: { en: 'shirt' }, productType: { typeId: 'product-type', key: 'clothing' } },
  'product-selection': { key: 'summer', name: { en: 'Summer' } },
  'product-tailoring': { key: 'tailored', product: { typeId: 'product', key: 'shirt' }, store: { typeId: 'store', key: 'berlin' } },
  'product-type': { key: 'clothing', name: 'Clothing', description: 'Things to wear' },
  'product-variant': { key: 'shirt-1', isMasterVariant: true, product: { typeId: 'product', key: 'shirt' } },
  'product-variant-patch': { productVariant: { typeId: 'product-variant', key: 'shirt-1' } },
  'standalone-price': { key: 'price-2', sku: 'sku-1', value: money },
  type: { key: 'extras', name: { en: 'Extras' }, resourceTypeIds: ['category'] },
  variant: { key: 'shirt-2', sku: 'sku-2', product: { typeId: 'product', key: 'shirt' } },
};

/** Each minimal item's `resourceKey`: its `key`, an order's `orderNumber`, a variant patch's `productVariant` key. */
const RESOURCE_KEY: Readonly<Record<ImportResourceType, string>> = {
  ...(Object.fromEntries(Object.entries(MINIMAL).map(([type, item]) => [type, item.key])) as Record<ImportResourceType, string>),
  order: 'order-1',
  'order-patch': 'order-1',
  'product-variant-patch': 'shirt-1',
};

/** A required field of each type to leave out, and a reference of each type to get wrong (if it has one). */
const REQUIRED: Readonly<Record<ImportResourceType, string>> = {
  'business-unit': 'name',
  category: 'slug',
  customer: 'email',
  'discount-code': 'code',
  inventory: 'quantityOnStock',
  order: 'totalPrice',
  'order-patch': 'fields',
  price: 'value',
  product: 'productType',
  'product-draft': 'name',
  'product-selection': 'name',
  'product-tailoring': 'store',
  'product-type': 'description',
  'product-variant': 'isMasterVariant',
  'product-variant-patch': 'productVariant',
  'standalone-price': 'sku',
  type: 'resourceTypeIds',
  variant: 'sku',
};

// Official example files whose names do not follow `<type>-import-request.json`.
const EXAMPLE_FILE: Partial<Record<ImportResourceType, string>> = {
  'product-variant-patch': 'product-variant-patch-request',
  variant: 'variants-import-request',
  'business-unit': 'business-units-import-request',
};

const TYPES = Object.entries(IMPORT_REQUEST_SEGMENTS).map(([segment, type]) => ({ segment, type }));
const itemsKey = (type: ImportResourceType) => (type === 'order-patch' || type === 'product-variant-patch' ? 'patches' : 'resources');
const bodyOf = (type: ImportResourceType, items: readonly unknown[]) => ({ type, [itemsKey(type)]: items });

async function post(segment: string, body: unknown, container = 'any') {
  return raw('POST', importUrl(segment, container), { token: manage(ct), body });
}

/** JSON objects nested `levels` deep around a number. */
const deep = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

async function expectNothingStored(container = 'any') {
  expect(await summaryOf(ct, container)).toStrictEqual(states({}));
  expect((await operationsOf(ct, container)).total).toBe(0);
}

interface InvalidField {
  code: string;
  message: string;
  field: string;
  invalidValue?: unknown;
  resourceIndex?: number;
}

describe.each(TYPES)('$type imports at $segment', ({ segment, type }) => {
  it('takes a valid item: 201 and one processing operation, keyed as the spec says', async () => {
    const reply = await post(segment, bodyOf(type, [MINIMAL[type]]));
    expect(reply.status, reply.text).toBe(201);
    expect(await summaryOf(ct, 'any')).toStrictEqual(states({ processing: 1 }));
    const [operation] = (await operationsOf(ct, 'any')).results;
    expect(operation?.resourceKey).toBe(RESOURCE_KEY[type]);
  });

  it('refuses an item without a required field, naming it with its index', async () => {
    const { [REQUIRED[type]]: _left, ...broken } = MINIMAL[type];
    const reply = await post(segment, bodyOf(type, [MINIMAL[type], broken]));
    const error = expectRejected(reply, ['InvalidField']);
    const [field] = error.errors as unknown as InvalidField[];
    expect(field).toMatchObject({ field: `${itemsKey(type)}.1.${REQUIRED[type]}`, resourceIndex: 1 });
    await expectNothingStored();
  });

  it('refuses an item whose field has the wrong type', async () => {
    const [name = 'key'] = Object.keys(MINIMAL[type]);
    const reply = await post(segment, bodyOf(type, [{ ...MINIMAL[type], [name]: 42 }]));
    const error = expectRejected(reply, ['InvalidField']);
    expect(error.errors[0]).toMatchObject({ field: `${itemsKey(type)}.0.${name}`, invalidValue: 42, resourceIndex: 0 });
    await expectNothingStored();
  });

  it('refuses a body whose type is not the path’s', async () => {
    const other = type === 'category' ? 'customer' : 'category';
    const reply = await post(segment, { ...bodyOf(type, [MINIMAL[type]]), type: other });
    const error = expectRejected(reply, ['InvalidField']);
    expect(error.errors[0]).toMatchObject({ field: 'type', invalidValue: other });
    await expectNothingStored();
  });

  const example = resolve(OFFICIAL_EXAMPLES_DIR, `import-requests/${EXAMPLE_FILE[type] ?? `${type}-import-request`}.json`);
  it('takes the official example request as it is', async () => {
    const body = JSON.parse(readFileSync(example, 'utf8')) as Record<string, unknown>;
    const reply = await post(segment, body);
    expect(reply.status, reply.text).toBe(201);
  });
});

describe('the whole request', () => {
  it('refuses wrong values of every kind, one InvalidField per problem', async () => {
    const reply = await post('product-drafts', {
      type: 'product-draft',
      resources: [
        MINIMAL['product-draft'],
        { ...MINIMAL['product-draft'], productType: { typeId: 'category', key: 'clothing' }, priceMode: 'Cheap', publish: 'yes' },
      ],
    });
    const error = expectRejected(reply, ['InvalidField', 'InvalidField', 'InvalidField']);
    const fields = (error.errors as unknown as InvalidField[]).map(({ field, invalidValue, resourceIndex }) => ({ field, invalidValue, resourceIndex }));
    expect(fields).toHaveLength(3);
    expect(fields).toEqual(
      expect.arrayContaining([
        { field: 'resources.1.productType.typeId', invalidValue: 'category', resourceIndex: 1 },
        { field: 'resources.1.publish', invalidValue: 'yes', resourceIndex: 1 },
        { field: 'resources.1.priceMode', invalidValue: 'Cheap', resourceIndex: 1 },
      ]),
    );
    await expectNothingStored();
  });

  it.each([
    ['no items', []],
    ['21 items', Array.from({ length: 21 }, (_, index) => category(`c${index}`))],
  ])('refuses %s', async (_name, resources) => {
    const reply = await post('categories', { type: 'category', resources });
    const error = expectRejected(reply, ['InvalidField']);
    expect(error.errors[0]).toMatchObject({ field: 'resources' });
    await expectNothingStored();
  });

  it('words each kind of problem in its InvalidField message', async () => {
    const messageFor = async (extra: Record<string, unknown>, leaveOut?: string) => {
      const item: Record<string, unknown> = { key: 'jane', email: 'jane@example.com', ...extra };
      if (leaveOut) delete item[leaveOut];
      const error = expectRejected(await post('customers', bodyOf('customer', [item])), ['InvalidField']);
      return error.errors[0]?.message;
    };
    expect(await messageFor({ authenticationMode: 'Sso' })).toBe(
      `The value "Sso" of field 'resources.0.authenticationMode' is not valid: expected ("Password" | "ExternalAuth").`,
    );
    expect(await messageFor({ customerGroup: { typeId: 'customer', key: 'vip' } })).toBe(
      `The value "customer" of field 'resources.0.customerGroup.typeId' is not valid: expected "customer-group".`,
    );
    expect(await messageFor({ isEmailVerified: 'yes' })).toBe(`The value "yes" of field 'resources.0.isEmailVerified' is not valid: expected boolean, got "yes".`);
    expect(await messageFor({ defaultBillingAddress: 0.5 })).toBe(
      `The value 0.5 of field 'resources.0.defaultBillingAddress' is not valid: Invalid integer: Received 0.5.`,
    );
    expect(await messageFor({}, 'email')).toBe(`The field 'resources.0.email' is not valid: a required value is missing.`);
  });

  it('takes 20 items', async () => {
    const reply = await post('categories', { type: 'category', resources: Array.from({ length: 20 }, (_, index) => category(`c${index}`)) });
    expect(reply.status).toBe(201);
    expect((reply.body as { operationStatus: unknown[] }).operationStatus).toHaveLength(20);
  });

  it.each([
    ['resources missing', { type: 'category' }],
    ['resources not a list', { type: 'category', resources: { key: 'a' } }],
    ['a JSON array', [category('aa')]],
    ['a JSON string', 'text'],
    ['null', null],
  ])('refuses a body with %s', async (_name, body) => {
    const reply = await post('categories', JSON.stringify(body));
    expect(reply.status).toBe(400);
    const error = reply.body as { message: string; errors: { code: string }[] };
    expect(error.message).toBe('Complete request got rejected. Import request has some invalid fields');
    expect(new Set(error.errors.map((entry) => entry.code))).toEqual(new Set(['InvalidField']));
    await expectNothingStored();
  });

  it('uses patches, not resources, for patch types', async () => {
    const reply = await post('order-patches', { type: 'order-patch', resources: [MINIMAL['order-patch']] });
    const error = expectRejected(reply, ['InvalidField']);
    expect(error.errors[0]).toMatchObject({ field: 'patches' });
  });

  it.each(['{', '', 'not json'])('answers %j with InvalidJsonInput', async (text) => {
    const reply = await post('categories', text);
    expectImportError(reply.status, reply.body, 400, ['InvalidJsonInput']);
    await expectNothingStored();
  });

  it('answers a missing container with 400 InvalidInput, as the platform does', async () => {
    const reply = await post('categories', { type: 'category', resources: [category('aa')] }, 'nope');
    const error = expectImportError(reply.status, reply.body, 400, ['InvalidInput']);
    expect(error.message).toBe('Import container key in uri does not exist');
  });

  it('answers a container typed for another resource type with 400 InvalidInput naming both', async () => {
    const reply = await post('categories', { type: 'category', resources: [category('aa')] }, 'prices');
    const error = expectImportError(reply.status, reply.body, 400, ['InvalidInput']);
    expect(error.message).toContain("'price'");
    expect(error.message).toContain("'category'");
    await expectNothingStored('prices');
  });

  it('takes a request into a container typed for its type', async () => {
    const reply = await post('prices', bodyOf('price', [MINIMAL.price]), 'prices');
    expect(reply.status).toBe(201);
  });

  it('answers an unknown Project with 404', async () => {
    const reply = await raw('POST', importUrl('categories', 'any', 'ghost'), {
      token: ct.issueToken({ scopes: ['manage_project:ghost'] }),
      body: { type: 'category', resources: [category('aa')] },
    });
    expectImportError(reply.status, reply.body, 404, ['ResourceNotFound']);
  });

  it('needs manage_products for categories, not an import scope; view_import_containers reads the results', async () => {
    const body = { type: 'category', resources: [category('aa')] };
    for (const scopes of [['view_import_containers:shop'], ['manage_import_containers:shop'], ['view_products:shop', 'manage_categories:shop']]) {
      const denied = await raw('POST', importUrl('categories', 'any'), { token: ct.issueToken({ scopes }), body });
      const error = expectImportError(denied.status, denied.body, 403, ['insufficient_scope']);
      expect(error.message).toBe('Insufficient scope. One of the following scopes is missing: manage_products.');
    }
    await expectNothingStored();
    const settings = ct.issueToken({ scopes: ['manage_project_settings:shop'] });
    const reads = await raw('GET', `${importUrl('categories', 'any').replace('/categories', '')}/import-summaries`, { token: settings });
    expectImportError(reads.status, reads.body, 403, ['insufficient_scope']);
    const products = ct.issueToken({ scopes: ['manage_products:shop'] });
    const allowed = await raw('POST', importUrl('categories', 'any'), { token: products, body });
    expect(allowed.status).toBe(201);
    const view = ct.issueToken({ scopes: ['view_import_containers:shop'] });
    const summary = await raw('GET', `${importUrl('categories', 'any').replace('/categories', '')}/import-summaries`, { token: view });
    expect(summary.status).toBe(200);
    expect(summary.body).toStrictEqual(states({ processing: 1 }));
  });

  it('refuses a body nested deeper than 100 levels with InvalidJsonInput, however deep', async () => {
    for (const body of [
      `{"type":${deep(5000)},"resources":[]}`,
      `{"type":"category","resources":[{"key":"aa","name":{"en":${deep(5000)}},"slug":{"en":"aa"}}]}`,
    ]) {
      const reply = await post('categories', body);
      const error = expectImportError(reply.status, reply.body, 400, ['InvalidJsonInput']);
      expect(error.errors[0]?.detailedErrorMessage).toBe('The request body nests deeper than 100 levels.');
    }
    const set = (levels: number) => `${'{"name":"set","elementType":'.repeat(levels)}{"name":"text"}${'}'.repeat(levels)}`;
    const attribute = (levels: number) => `{"type":${set(levels)},"name":"a","label":{"en":"a"},"isRequired":false}`;
    const productType = (levels: number) => `{"type":"product-type","resources":[{"key":"pt","name":"n","description":"d","attributes":[${attribute(levels)}]}]}`;
    expectImportError((await post('product-types', productType(3000))).status, (await post('product-types', productType(3000))).body, 400, ['InvalidJsonInput']);
    expect((await post('product-types', productType(20))).status).toBe(201);
  });

  it('refuses a body of null, a list or a plain value with InvalidField for type and items, never a 500', async () => {
    for (const body of ['null', '[]', '5', '"categories"']) {
      const error = expectRejected(await post('categories', body), ['InvalidField', 'InvalidField']);
      expect(error.errors.map((problem) => (problem as unknown as InvalidField).field)).toEqual(['type', 'resources']);
    }
    await expectNothingStored();
  });

  it('reads a body 100 objects and arrays deep, and refuses one level more', async () => {
    // The body, resources, the item and its name hold 4 of the levels.
    const nested = (levels: number) => `{"type":"category","resources":[{"key":"aa","name":{"en":${deep(levels - 4)}},"slug":{"en":"aa"}}]}`;
    const atLimit = expectRejected(await post('categories', nested(100)), ['InvalidField']);
    expect(atLimit.errors[0]).toMatchObject({ field: 'resources.0.name.en' });
    const reply = await post('categories', nested(101));
    const beyond = expectImportError(reply.status, reply.body, 400, ['InvalidJsonInput']);
    expect(beyond.errors[0]?.detailedErrorMessage).toBe('The request body nests deeper than 100 levels.');
    await expectNothingStored();
  });

  it('refuses a localized string given as an array or null, saying it wants an object', async () => {
    for (const name of [['Shirt'], null]) {
      const error = expectRejected(await post('categories', { type: 'category', resources: [{ ...category('aa'), name }] }), ['InvalidField']);
      expect(error.errors[0]).toMatchObject({ field: 'resources.0.name', invalidValue: name });
      expect(error.errors[0]?.message).toContain('expected an object, not an array or a primitive');
    }
    await expectNothingStored();
  });

  it('refuses dates and times of another shape, saying which shape it expects', async () => {
    const price = { key: 'eur', sku: 'SKU-1', value: { type: 'centPrecision', centAmount: 100, currencyCode: 'EUR' } };
    const cases = [
      { segment: 'standalone-prices', type: 'standalone-price', item: { ...price, validFrom: 'tomorrow' }, field: 'validFrom', expected: 'expected a date and time such as 2026-01-02T03:04:05.000Z' },
      { segment: 'standalone-prices', type: 'standalone-price', item: { ...price, validUntil: '2026-01-02' }, field: 'validUntil', expected: 'expected a date and time such as 2026-01-02T03:04:05.000Z' },
      { segment: 'customers', type: 'customer', item: { key: 'jane', email: 'jane@example.com', dateOfBirth: '1990-13-01' }, field: 'dateOfBirth', expected: 'expected a date such as 2026-01-02' },
      {
        segment: 'product-variant-patches',
        type: 'product-variant-patch',
        item: { productVariant: { typeId: 'product-variant', key: 'shirt-1' }, attributes: { opens: { type: 'time', value: '25:00:00' } } },
        field: 'attributes.opens.value',
        expected: 'expected a time such as 03:04:05.000',
      },
    ] as const;
    for (const { segment, type, item, field, expected } of cases) {
      const error = expectRejected(await post(segment, bodyOf(type, [item])), ['InvalidField']);
      expect(error.errors[0]).toMatchObject({ field: `${itemsKey(type)}.0.${field}` });
      expect(error.errors[0]?.message).toContain(expected);
    }
    for (const { segment, type, item, field } of cases.slice(0, 2)) {
      const valid = { ...item, [field]: '2026-01-02T03:04:05Z' };
      expect((await post(segment, bodyOf(type, [valid]))).status).toBe(201);
    }
    expect((await post('customers', bodyOf('customer', [{ key: 'jane', email: 'jane@example.com', dateOfBirth: '1990-12-31' }]))).status).toBe(201);
  });

  it('checks values under __proto__, constructor and prototype keys like any other', async () => {
    for (const key of ['__proto__', 'constructor', 'prototype']) {
      const reply = await post('categories', `{"type":"category","resources":[{"key":"aa","name":{"${key}":5},"slug":{"en":"aa"}}]}`);
      const error = expectRejected(reply, ['InvalidField']);
      expect(error.errors[0]).toMatchObject({ field: `resources.0.name.${key}`, invalidValue: 5 });
    }
    await expectNothingStored();
  });

  it('follows references under a custom field named constructor', async () => {
    ct.addResource('shop', { typeId: 'type', key: 'extras' });
    const custom = { type: { typeId: 'type', key: 'extras' }, fields: { constructor: { type: 'Reference', value: { typeId: 'category', key: 'missing' } } } };
    const reply = await post('categories', JSON.stringify({ type: 'category', resources: [{ ...MINIMAL.category, custom }] }));
    expect(reply.status, reply.text).toBe(201);
    ct.clock.advance(PROCESSING_MS);
    const page = await operationsOf(ct, 'any', '?debug=true');
    expect(page.results[0]).toMatchObject({ state: 'unresolved', unresolvedReferences: [{ typeId: 'category', key: 'missing' }] });
  });

  it('names the list itself as the invalid value of a request with too many items', async () => {
    const resources = Array.from({ length: 21 }, (_, index) => category(`c${index}`));
    const error = expectRejected(await post('categories', { type: 'category', resources }), ['InvalidField']);
    expect(error.errors[0]).toMatchObject({ field: 'resources', invalidValue: resources });
  });

  it('is never a 500, and leaves operations processed as before', async () => {
    await post('categories', { type: 'category', resources: [category('aa')] });
    ct.clock.advance(PROCESSING_MS);
    for (const body of ['{"type":"category","resources":[{"key":{"__proto__":1}}]}', '{"__proto__":{"type":"category"}}', '[]', '1']) {
      const reply = await post('categories', body);
      expect(reply.status, body).toBe(400);
    }
    expect(await summaryOf(ct, 'any')).toStrictEqual(states({ imported: 1 }));
  });
});
