import type { ImportContainerDraft } from '@commercetools/importapi-sdk';
import { describe, expect, it } from 'vitest';
import { IMPORT_RESOURCE_TYPES, REGIONS, type ImportContainer } from '../../src/index.js';
import { useMockServer } from '../support/mock-server.js';
import { createImportApiRoot, interceptedFetch, sdkError } from '../support/sdk.js';
import {
  collectionUrl,
  DAY,
  DEFAULT_TTL,
  expectContainerValid,
  expectImportError,
  expectSdkImportError,
  expectUnchanged,
  HOUR,
  INVALID_JSON_MESSAGE,
  MINUTE,
  plus,
  raw,
  snapshot,
  START,
} from './helpers.js';

// POST {import}/{projectKey}/import-containers: the body it answers with and every rule it checks.

const ct = useMockServer({ projects: [{ key: 'shop' }, { key: 'other' }] });
const api = createImportApiRoot({ projectKey: 'shop', scopes: ['manage_import_containers:shop'] });
const containers = () => api.importContainers();
const create = (body: ImportContainerDraft) => containers().post({ body }).execute();
const token = () => ct.issueToken({ scopes: ['manage_import_containers:shop'] });

/** Creates through the SDK, expects the given error and proves nothing changed. */
async function expectRefused(body: ImportContainerDraft, status: number, codes: readonly string[]) {
  const before = await snapshot(ct);
  const error = await sdkError(create(body));
  const parsed = expectSdkImportError(error, status, codes);
  await expectUnchanged(ct, before);
  return parsed;
}

/** Creates through raw fetch with any body, expects the given error and proves nothing changed. */
async function expectRawRefused(body: unknown, codes: readonly string[]) {
  const before = await snapshot(ct);
  const reply = await raw('POST', collectionUrl(), { token: token(), body });
  const parsed = expectImportError(reply.status, reply.body, 400, codes);
  await expectUnchanged(ct, before);
  return parsed;
}

describe('the created container', () => {
  it('answers a minimal draft with 201, version 1 and the 72-hour default expiry', async () => {
    const response = await create({ key: 'my-import-container' });
    expect(response.statusCode).toBe(201);
    expect(response.body).toStrictEqual({
      key: 'my-import-container',
      version: 1,
      createdAt: START,
      lastModifiedAt: START,
      expiresAt: plus(START, DEFAULT_TTL),
    });
    expectContainerValid(response.body);
  });

  it('stamps createdAt = lastModifiedAt from the mock clock and keeps resourceType and retentionPolicy', async () => {
    ct.clock.advance(1234);
    const now = plus(START, 1234);
    const response = await create({
      key: 'products_2030-01',
      resourceType: 'product',
      retentionPolicy: { strategy: 'ttl', config: { timeToLive: '12h' } },
    });
    expect(response.statusCode).toBe(201);
    expect(response.body).toStrictEqual({
      key: 'products_2030-01',
      resourceType: 'product',
      version: 1,
      retentionPolicy: { strategy: 'ttl', config: { timeToLive: '12h' } },
      createdAt: now,
      lastModifiedAt: now,
      expiresAt: plus(now, 12 * HOUR),
    });
    expect(response.body.expiresAt).toBe('2030-01-01T12:00:01.234Z');
    expectContainerValid(response.body);
  });

  it('stores what it answered: get returns the same body, and the query lists it', async () => {
    const { body: created } = await create({ key: 'stored', resourceType: 'category' });
    const { body: read } = await containers().withImportContainerKeyValue({ importContainerKey: 'stored' }).get().execute();
    expect(read).toStrictEqual(created);
    const { body: page } = await containers().get().execute();
    expect(page).toStrictEqual({ limit: 20, offset: 0, count: 1, total: 1, results: [created] });
  });

  it('creates the same key in two Projects independently', async () => {
    const otherApi = createImportApiRoot({ projectKey: 'other', scopes: ['manage_import_containers:other'] });
    await create({ key: 'shared', resourceType: 'price' });
    const { statusCode, body } = await otherApi.importContainers().post({ body: { key: 'shared' } }).execute();
    expect(statusCode).toBe(201);
    expect(body).not.toHaveProperty('resourceType');
    expect((await snapshot(ct, 'shop')).containers.map((c) => c.resourceType)).toEqual(['price']);
  });

  it.each(REGIONS)("answers on the %s import host, through that region's token endpoint", async (region) => {
    const calls: string[] = [];
    const importHost = `https://import.${region}.commercetools.com`;
    const authHost = `https://auth.${region}.commercetools.com`;
    const httpClient: typeof fetch = (input, init) => {
      const request = new Request(input, init);
      calls.push(`${request.method} ${request.url}`);
      return interceptedFetch(input, init);
    };
    const regional = createImportApiRoot({ projectKey: 'shop', scopes: ['manage_import_containers:shop'], importHost, authHost, httpClient });
    const response = await regional.importContainers().post({ body: { key: `in-${region.replaceAll('.', '-')}` } }).execute();
    expect(response.statusCode).toBe(201);
    expect(response.body).toStrictEqual({
      key: `in-${region.replaceAll('.', '-')}`,
      version: 1,
      createdAt: START,
      lastModifiedAt: START,
      expiresAt: plus(START, DEFAULT_TTL),
    });
    expectContainerValid(response.body);
    expect(calls).toEqual([`POST ${authHost}/oauth/token`, `POST ${importHost}/shop/import-containers`]);
  });
});

describe('key', () => {
  it.each(['a', 'Z', '0', 'aZ09_-', '-', '_', 'my-import-container', 'x'.repeat(256)])('accepts %j', async (key) => {
    const { statusCode, body } = await create({ key });
    expect(statusCode).toBe(201);
    expect(body.key).toBe(key);
  });

  it.each(['a b', 'ä', 'a.b', '', 'a/b', 'a:b', ' a', 'a\n'])('refuses %j with 400 InvalidInput', async (key) => {
    await expectRefused({ key }, 400, ['InvalidInput']);
  });

  it('refuses a key that is not a string, or no key, with 400 InvalidJsonInput', async () => {
    for (const body of [{}, { key: 1 }, { key: null }, { key: ['a'] }]) {
      const error = await expectRawRefused(body, ['InvalidJsonInput']);
      expect(error.errors[0]).toMatchObject({ message: INVALID_JSON_MESSAGE, detailedErrorMessage: expect.stringContaining('key') });
    }
  });
});

describe('resourceType', () => {
  it('knows exactly the 18 documented resource types', () => {
    expect([...IMPORT_RESOURCE_TYPES].sort()).toEqual(
      [
        'business-unit',
        'category',
        'customer',
        'discount-code',
        'inventory',
        'order',
        'order-patch',
        'price',
        'product',
        'product-draft',
        'product-selection',
        'product-tailoring',
        'product-type',
        'product-variant',
        'product-variant-patch',
        'standalone-price',
        'type',
        'variant',
      ].sort(),
    );
  });

  it.each(IMPORT_RESOURCE_TYPES)('accepts %s', async (resourceType) => {
    const { statusCode, body } = await create({ key: `for-${resourceType}`, resourceType });
    expect(statusCode).toBe(201);
    expect(body).toStrictEqual({
      key: `for-${resourceType}`,
      resourceType,
      version: 1,
      createdAt: START,
      lastModifiedAt: START,
      expiresAt: plus(START, DEFAULT_TTL),
    });
    expectContainerValid(body);
  });

  it.each(['products', 'Product', 'cart', '', 'product ', 'productDraft'])('refuses %j with 400 InvalidInput', async (resourceType) => {
    await expectRefused({ key: 'typed', resourceType }, 400, ['InvalidInput']);
  });

  it('refuses a resourceType that is not a string with 400 InvalidJsonInput', async () => {
    await expectRawRefused({ key: 'typed', resourceType: 7 }, ['InvalidJsonInput']);
  });
});

describe('retentionPolicy', () => {
  const ttl = (timeToLive: string): ImportContainerDraft => ({ key: 'retained', retentionPolicy: { strategy: 'ttl', config: { timeToLive } } });

  it.each([
    ['1h', HOUR],
    ['60m', HOUR],
    ['90m', 90 * MINUTE],
    ['12h', 12 * HOUR],
    ['7d', 7 * DAY],
    ['30d', 30 * DAY],
    ['720h', 30 * DAY],
  ])('accepts timeToLive %s: expiresAt = createdAt + its duration', async (timeToLive, ms) => {
    ct.clock.advance(5);
    const now = plus(START, 5);
    const { statusCode, body } = await create(ttl(timeToLive));
    expect(statusCode).toBe(201);
    expect(body).toStrictEqual({
      key: 'retained',
      version: 1,
      retentionPolicy: { strategy: 'ttl', config: { timeToLive } },
      createdAt: now,
      lastModifiedAt: now,
      expiresAt: plus(now, ms),
    });
    expectContainerValid(body);
  });

  it.each(['59m', '0h', '31d', '721h', '43201m', '1w', '12', 'h', '1.5h', '-1h', ' 1h', '1H', '', '1dx', '1d 1h'])(
    'refuses timeToLive %j with 400 InvalidInput',
    async (timeToLive) => {
      await expectRefused(ttl(timeToLive), 400, ['InvalidInput']);
    },
  );

  it.each([
    ['an unknown strategy', { strategy: 'forever', config: { timeToLive: '1h' } }],
    ['no strategy', { config: { timeToLive: '1h' } }],
    ['no config', { strategy: 'ttl' }],
    ['a config without timeToLive', { strategy: 'ttl', config: {} }],
    ['a numeric timeToLive', { strategy: 'ttl', config: { timeToLive: 3600 } }],
    ['a string policy', 'ttl'],
  ])('refuses %s with 400 InvalidJsonInput', async (_, retentionPolicy) => {
    const error = await expectRawRefused({ key: 'retained', retentionPolicy }, ['InvalidJsonInput']);
    expect(error.message).toBe(INVALID_JSON_MESSAGE);
    expect(error.errors[0]?.detailedErrorMessage).toEqual(expect.stringContaining('retentionPolicy'));
  });

  it('lists every broken rule of one draft together', async () => {
    const error = await expectRefused(
      { key: 'a b', resourceType: 'nope', retentionPolicy: { strategy: 'ttl', config: { timeToLive: '31d' } } },
      400,
      ['InvalidInput', 'InvalidInput', 'InvalidInput'],
    );
    expect(error.errors.map((e) => e.message).join(' ')).toMatch(/a b[\s\S]*nope[\s\S]*31d/);
  });
});

describe('duplicate keys', () => {
  it('refuses a second container with the same key: 400 DuplicateField naming the key', async () => {
    await create({ key: 'dup', resourceType: 'product' });
    const error = await expectRefused({ key: 'dup', resourceType: 'category' }, 400, ['DuplicateField']);
    expect(error.errors[0]).toMatchObject({ code: 'DuplicateField', field: 'key', duplicateValue: 'dup' });
    expect(error.errors[0]?.message).toContain('dup');
    const { body } = await containers().withImportContainerKeyValue({ importContainerKey: 'dup' }).get().execute();
    expect(body.resourceType).toBe('product');
  });

  it('treats keys case-sensitively', async () => {
    await create({ key: 'Case' });
    expect((await create({ key: 'case' })).statusCode).toBe(201);
    expect((await snapshot(ct)).containers.map((c) => c.key)).toEqual(['Case', 'case']);
  });

  it('applies the same rules to seeding, which throws what it refuses and records nothing', async () => {
    ct.addImportContainer('shop', { key: 'taken' });
    expect(() => ct.addImportContainer('shop', { key: 'taken' })).toThrow(/taken/);
    expect(() => ct.addImportContainer('shop', { key: 'a b' })).toThrow();
    expect(() => ct.addImportContainer('shop', { key: 'typed', resourceType: 'products' })).toThrow();
    expect(() => ct.addImportContainer('shop', { key: 'ttl', retentionPolicy: { strategy: 'ttl', config: { timeToLive: '31d' } } })).toThrow();
    expect(() => ct.addImportContainer('ghost', { key: 'x' })).toThrow(/ghost/);
    expect((await snapshot(ct)).containers.map((c) => c.key)).toEqual(['taken']);
    expect(ct.events).toStrictEqual([]);
  });

  it('refuses a key taken by a seeded container', async () => {
    ct.addImportContainer('shop', { key: 'seeded' });
    await expectRefused({ key: 'seeded' }, 400, ['DuplicateField']);
  });
});

describe('malformed bodies', () => {
  it.each([
    ['broken JSON', '{"key": '],
    ['an empty body', ''],
    ['plain text', 'key=abc'],
    ['a JSON array', '[{"key":"abc"}]'],
    ['a JSON string', '"abc"'],
    ['JSON null', 'null'],
  ])('answers %s with 400 InvalidJsonInput', async (_, body) => {
    const error = await expectRawRefused(body, ['InvalidJsonInput']);
    expect(error.message).toBe(INVALID_JSON_MESSAGE);
  });
});

describe('the limit of 1000 containers per Project', () => {
  it('creates the 1000th, refuses the 1001st with a 400 naming 1000, and creates again after a delete', async () => {
    for (let i = 0; i < 999; i += 1) ct.addImportContainer('shop', { key: `seeded-${i}` });
    const thousandth = await create({ key: 'number-1000' });
    expect(thousandth.statusCode).toBe(201);
    expect((await containers().get({ queryArgs: { limit: 0 } }).execute()).body.total).toBe(1000);

    const error = await expectRefused({ key: 'number-1001' }, 400, ['InvalidInput']);
    expect(error.message).toMatch(/\b1000\b/);
    const again = await expectRefused({ key: 'number-1001', resourceType: 'product' }, 400, ['InvalidInput']);
    expect(again.message).toMatch(/\b1000\b/);

    // Another Project has its own allowance.
    const otherApi = createImportApiRoot({ projectKey: 'other', scopes: ['manage_import_containers:other'] });
    expect((await otherApi.importContainers().post({ body: { key: 'number-1001' } }).execute()).statusCode).toBe(201);

    const deleted = await containers().withImportContainerKeyValue({ importContainerKey: 'seeded-500' }).delete().execute();
    expect(deleted.statusCode).toBe(200);
    const replaced = await create({ key: 'number-1001' });
    expect(replaced.statusCode).toBe(201);
    expect(replaced.body.key).toBe('number-1001');
    const state = await snapshot(ct);
    expect(state.total).toBe(1000);
    expect(state.containers.map((c) => c.key)).not.toContain('seeded-500');
    await expectRefused({ key: 'number-1002' }, 400, ['InvalidInput']);
  });
});

describe('keys that are names of Object.prototype', () => {
  const KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'] as const;
  const typeOf = (i: number) => IMPORT_RESOURCE_TYPES[i] ?? 'product';

  it('creates, gets, queries, updates and deletes each of them without collisions', async () => {
    const created: ImportContainer[] = [];
    for (const [i, key] of KEYS.entries()) {
      ct.clock.advance(1000);
      const { statusCode, body } = await create({ key, resourceType: typeOf(i) });
      expect(statusCode).toBe(201);
      expect(body).toMatchObject({ key, resourceType: typeOf(i), version: 1 });
      expectContainerValid(body);
      created.push(body as ImportContainer);
    }

    for (const [i, key] of KEYS.entries()) {
      const { body } = await containers().withImportContainerKeyValue({ importContainerKey: key }).get().execute();
      expect(body).toStrictEqual(created[i]);
    }
    for (const key of ['valueOf', 'isPrototypeOf', 'prototype']) {
      const error = await sdkError(containers().withImportContainerKeyValue({ importContainerKey: key }).get().execute());
      expectSdkImportError(error, 404, ['ResourceNotFound']);
    }

    const { body: page } = await containers().get().execute();
    expect(page.total).toBe(4);
    expect(page.results).toStrictEqual(created);

    const { body: updated } = await containers()
      .withImportContainerKeyValue({ importContainerKey: 'constructor' })
      .put({ body: { version: 1, resourceType: 'order' } })
      .execute();
    expect(updated).toMatchObject({ key: 'constructor', resourceType: 'order', version: 2 });
    const duplicate = await sdkError(create({ key: '__proto__' }));
    expect(expectSdkImportError(duplicate, 400, ['DuplicateField']).errors[0]).toMatchObject({ field: 'key', duplicateValue: '__proto__' });

    const { body: deleted } = await containers().withImportContainerKeyValue({ importContainerKey: '__proto__' }).delete().execute();
    expect(deleted).toStrictEqual(created[0]);
    const state = await snapshot(ct);
    expect(state.containers.map((c) => [c.key, c.version, c.resourceType])).toEqual([
      ['constructor', 2, 'order'],
      ['hasOwnProperty', 1, typeOf(3)],
      ['toString', 1, typeOf(2)],
    ]);
    const gone = await sdkError(containers().withImportContainerKeyValue({ importContainerKey: '__proto__' }).get().execute());
    expectSdkImportError(gone, 404, ['ResourceNotFound']);
  });

  it('seeds them too', async () => {
    for (const key of KEYS) ct.addImportContainer('shop', { key });
    expect((await snapshot(ct)).containers.map((c) => c.key)).toEqual([...KEYS].sort());
    expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted')).toBe(false);
  });
});
