import type { ImportContainerUpdateDraft } from '@commercetools/importapi-sdk';
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../support/mock-server.js';
import { createImportApiRoot, sdkError } from '../support/sdk.js';
import {
  collectionUrl,
  containerNotFound,
  DEFAULT_TTL,
  expectContainerValid,
  expectImportError,
  expectSdkImportError,
  expectUnchanged,
  HOUR,
  importApiWithToken,
  INVALID_JSON_MESSAGE,
  itemUrl,
  type Method,
  plus,
  raw,
  snapshot,
  START,
} from './helpers.js';

// GET, PUT and DELETE {import}/{projectKey}/import-containers/{key}, and every call on an unknown Project.

const ct = useMockServer({ projects: [{ key: 'shop' }] });
const api = createImportApiRoot({ projectKey: 'shop', scopes: ['manage_import_containers:shop'] });
const container = (importContainerKey: string) => api.importContainers().withImportContainerKeyValue({ importContainerKey });
const update = (key: string, body: ImportContainerUpdateDraft) => container(key).put({ body }).execute();
const token = () => ct.issueToken({ scopes: ['manage_import_containers:shop'] });

describe('get', () => {
  it('answers 200 with the container as stored', async () => {
    const seeded = ct.addImportContainer('shop', {
      key: 'catalog',
      resourceType: 'product',
      retentionPolicy: { strategy: 'ttl', config: { timeToLive: '2d' } },
    });
    const { statusCode, body } = await container('catalog').get().execute();
    expect(statusCode).toBe(200);
    expect(body).toStrictEqual({
      key: 'catalog',
      resourceType: 'product',
      version: 1,
      retentionPolicy: { strategy: 'ttl', config: { timeToLive: '2d' } },
      createdAt: START,
      lastModifiedAt: START,
      expiresAt: plus(START, 48 * HOUR),
    });
    expect(body).toStrictEqual(seeded);
    expectContainerValid(body);
  });

  it('answers an unknown key with exactly the documented 404', async () => {
    ct.addImportContainer('shop', { key: 'present' });
    const error = await sdkError(container('absent').get().execute());
    expect(error).toStrictEqual({ statusCode: 404, body: containerNotFound('absent') });
    expectSdkImportError(error, 404, ['ResourceNotFound']);

    const reply = await raw('GET', itemUrl('absent'), { token: token() });
    expect(reply.status).toBe(404);
    expect(reply.body).toStrictEqual(containerNotFound('absent'));
    expect(reply.text).toBe(JSON.stringify(containerNotFound('absent')));
  });

  it('decodes the key the SDK encodes', async () => {
    const error = await sdkError(container('a b/c').get().execute());
    expect(error).toStrictEqual({ statusCode: 404, body: containerNotFound('a b/c') });
    ct.addImportContainer('shop', { key: 'plain-key_1' });
    const reply = await raw('GET', `${collectionUrl()}/plain%2Dkey%5F1`, { token: token() });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ key: 'plain-key_1' });
  });
});

describe('update', () => {
  it('raises the version by 1, stamps lastModifiedAt, and sets, changes and removes resourceType', async () => {
    ct.addImportContainer('shop', { key: 'box' });
    const expiresAt = plus(START, DEFAULT_TTL);

    ct.clock.advance(5000);
    const set = await update('box', { version: 1, resourceType: 'product' });
    expect(set.statusCode).toBe(200);
    expect(set.body).toStrictEqual({
      key: 'box',
      resourceType: 'product',
      version: 2,
      createdAt: START,
      lastModifiedAt: plus(START, 5000),
      expiresAt,
    });
    expectContainerValid(set.body);

    ct.clock.advance(HOUR);
    const changed = await update('box', { version: 2, resourceType: 'category' });
    expect(changed.body).toStrictEqual({
      key: 'box',
      resourceType: 'category',
      version: 3,
      createdAt: START,
      lastModifiedAt: plus(START, HOUR + 5000),
      expiresAt,
    });
    expectContainerValid(changed.body);

    ct.clock.advance(1);
    const removed = await update('box', { version: 3 });
    expect(removed.body).toStrictEqual({
      key: 'box',
      version: 4,
      createdAt: START,
      lastModifiedAt: plus(START, HOUR + 5001),
      expiresAt,
    });
    expect(removed.body).not.toHaveProperty('resourceType');
    expectContainerValid(removed.body);

    const { body: read } = await container('box').get().execute();
    expect(read).toStrictEqual(removed.body);
  });

  it('raises the version even when the resourceType stays the same', async () => {
    ct.addImportContainer('shop', { key: 'same', resourceType: 'price' });
    const { body } = await update('same', { version: 1, resourceType: 'price' });
    expect(body).toMatchObject({ version: 2, resourceType: 'price' });
  });

  it('keeps the retentionPolicy, createdAt and expiresAt of the container', async () => {
    ct.addImportContainer('shop', { key: 'kept', retentionPolicy: { strategy: 'ttl', config: { timeToLive: '90m' } } });
    ct.clock.advance(HOUR);
    const { body } = await update('kept', { version: 1, resourceType: 'inventory' });
    expect(body).toStrictEqual({
      key: 'kept',
      resourceType: 'inventory',
      version: 2,
      retentionPolicy: { strategy: 'ttl', config: { timeToLive: '90m' } },
      createdAt: START,
      lastModifiedAt: plus(START, HOUR),
      expiresAt: plus(START, 90 * 60_000),
    });
  });

  it('updates a seeded container whose version is not 1', async () => {
    ct.addImportContainer('shop', { key: 'later', version: 7, lastModifiedAt: plus(START, -1000), createdAt: plus(START, -2000) });
    const { body } = await update('later', { version: 7 });
    expect(body).toMatchObject({ version: 8, createdAt: plus(START, -2000), lastModifiedAt: START });
  });

  it.each([0, 2, 99])('answers version %i with a 409 that names both versions, and changes nothing', async (version) => {
    ct.addImportContainer('shop', { key: 'guarded', resourceType: 'order' });
    const before = await snapshot(ct);
    const error = await sdkError(update('guarded', { version, resourceType: 'customer' }));
    const body = expectSdkImportError(error, 409, ['ConcurrentModification']);
    expect(body.errors[0]).toStrictEqual({
      code: 'ConcurrentModification',
      message: body.message,
      specifiedVersion: version,
      currentVersion: 1,
    });
    expect(body.message).toEqual(expect.any(String));
    expect(body.message).not.toBe('');
    await expectUnchanged(ct, before);
  });

  it('answers a stale version after another update with 409 and currentVersion', async () => {
    ct.addImportContainer('shop', { key: 'raced' });
    await update('raced', { version: 1, resourceType: 'product' });
    const error = await sdkError(update('raced', { version: 1 }));
    expect(expectSdkImportError(error, 409, ['ConcurrentModification']).errors[0]).toMatchObject({ specifiedVersion: 1, currentVersion: 2 });
    const { body } = await container('raced').get().execute();
    expect(body).toMatchObject({ version: 2, resourceType: 'product' });
  });

  it.each(['products', 'Product', '', 'cart'])('answers resourceType %j with 400 InvalidInput, and changes nothing', async (resourceType) => {
    ct.addImportContainer('shop', { key: 'typed', resourceType: 'type' });
    const before = await snapshot(ct);
    const error = await sdkError(update('typed', { version: 1, resourceType }));
    expectSdkImportError(error, 400, ['InvalidInput']);
    await expectUnchanged(ct, before);
  });

  it.each([
    ['a fractional version', { version: 1.5 }],
    ['a version past int32', { version: 2 ** 31 }],
    ['a string version', { version: '1' }],
    ['no version', { resourceType: 'product' }],
    ['a null version', { version: null }],
    ['a numeric resourceType', { version: 1, resourceType: 3 }],
    ['a JSON array', [{ version: 1 }]],
    ['broken JSON', '{"version": 1'],
    ['an empty body', ''],
  ])('answers %s with 400 InvalidJsonInput, and changes nothing', async (_, body) => {
    ct.addImportContainer('shop', { key: 'shaped', resourceType: 'category' });
    const before = await snapshot(ct);
    const reply = await raw('PUT', itemUrl('shaped'), { token: token(), body });
    const error = expectImportError(reply.status, reply.body, 400, ['InvalidJsonInput']);
    expect(error.message).toBe(INVALID_JSON_MESSAGE);
    await expectUnchanged(ct, before);
  });

  it('answers a fractional version through the SDK with 400 InvalidJsonInput', async () => {
    ct.addImportContainer('shop', { key: 'shaped' });
    const before = await snapshot(ct);
    expectSdkImportError(await sdkError(update('shaped', { version: 1.5 })), 400, ['InvalidJsonInput']);
    await expectUnchanged(ct, before);
  });

  it('answers an unknown key with the documented 404', async () => {
    const before = await snapshot(ct);
    const error = await sdkError(update('absent', { version: 1 }));
    expect(error).toStrictEqual({ statusCode: 404, body: containerNotFound('absent') });
    await expectUnchanged(ct, before);
  });

  it.each([
    ['broken JSON', '{"version": '],
    ['a wrong shape', { version: 'one' }],
  ])('answers an unknown key with 404 before looking at a body with %s', async (_, body) => {
    const before = await snapshot(ct);
    const reply = await raw('PUT', itemUrl('absent'), { token: token(), body });
    expect(reply.status).toBe(404);
    expect(reply.body).toStrictEqual(containerNotFound('absent'));
    await expectUnchanged(ct, before);
  });
});

describe('delete', () => {
  it('answers 200 with the deleted container, needs no version, and the container is gone', async () => {
    ct.addImportContainer('shop', { key: 'doomed', resourceType: 'standalone-price' });
    ct.clock.advance(HOUR);
    const { body: updated } = await update('doomed', { version: 1, resourceType: 'price' });
    ct.clock.advance(HOUR);

    const deleted = await container('doomed').delete().execute();
    expect(deleted.statusCode).toBe(200);
    expect(deleted.body).toStrictEqual(updated);
    expect(deleted.body).toStrictEqual({
      key: 'doomed',
      resourceType: 'price',
      version: 2,
      createdAt: START,
      lastModifiedAt: plus(START, HOUR),
      expiresAt: plus(START, DEFAULT_TTL),
    });
    expectContainerValid(deleted.body);

    expect(await sdkError(container('doomed').get().execute())).toStrictEqual({ statusCode: 404, body: containerNotFound('doomed') });
    expect((await snapshot(ct)).total).toBe(0);
    expect(await sdkError(container('doomed').delete().execute())).toStrictEqual({ statusCode: 404, body: containerNotFound('doomed') });
    expect(await sdkError(update('doomed', { version: 2 }))).toStrictEqual({ statusCode: 404, body: containerNotFound('doomed') });
  });

  it('deletes only the named container', async () => {
    ct.addImportContainer('shop', { key: 'keep-1' });
    ct.addImportContainer('shop', { key: 'drop' });
    ct.addImportContainer('shop', { key: 'keep-2' });
    await container('drop').delete().execute();
    expect((await snapshot(ct)).containers.map((c) => c.key)).toEqual(['keep-1', 'keep-2']);
  });

  it('lets the key be used again after the delete, starting over at version 1', async () => {
    ct.addImportContainer('shop', { key: 'again', version: 4 });
    await container('again').delete().execute();
    ct.clock.advance(10);
    const { statusCode, body } = await api.importContainers().post({ body: { key: 'again' } }).execute();
    expect(statusCode).toBe(201);
    expect(body).toMatchObject({ key: 'again', version: 1, createdAt: plus(START, 10) });
  });

  it('answers an unknown key with the documented 404 and changes nothing', async () => {
    ct.addImportContainer('shop', { key: 'present' });
    const before = await snapshot(ct);
    const reply = await raw('DELETE', itemUrl('absent'), { token: token() });
    expect(reply.status).toBe(404);
    expect(reply.body).toStrictEqual(containerNotFound('absent'));
    expectImportError(reply.status, reply.body, 404, ['ResourceNotFound']);
    await expectUnchanged(ct, before);
  });
});

describe('an unknown Project', () => {
  const ghostToken = () => ct.issueToken({ scopes: ['manage_project:ghost'] });
  const OPERATIONS: readonly [Method, string, unknown][] = [
    ['GET', collectionUrl('ghost'), undefined],
    ['GET', `${collectionUrl('ghost')}?limit=1&sort=key+asc`, undefined],
    ['POST', collectionUrl('ghost'), { key: 'new' }],
    ['GET', itemUrl('any', 'ghost'), undefined],
    ['PUT', itemUrl('any', 'ghost'), { version: 1 }],
    ['DELETE', itemUrl('any', 'ghost'), undefined],
  ];

  it.each(OPERATIONS)('answers %s %s with 404 ResourceNotFound', async (method, url, body) => {
    const before = [...ct.events];
    const reply = await raw(method, url, { token: ghostToken(), body });
    expectImportError(reply.status, reply.body, 404, ['ResourceNotFound']);
    expect(ct.events).toStrictEqual(before);
  });

  it('answers 404 with view_import_containers and manage_import_containers scopes for it too', async () => {
    const viewer = ct.issueToken({ scopes: ['view_import_containers:ghost'] });
    expectImportError(...(await statusAndBody(raw('GET', collectionUrl('ghost'), { token: viewer }))), 404, ['ResourceNotFound']);
    expectImportError(...(await statusAndBody(raw('GET', itemUrl('x', 'ghost'), { token: viewer }))), 404, ['ResourceNotFound']);
    const manager = ct.issueToken({ scopes: ['manage_import_containers:ghost'] });
    expectImportError(...(await statusAndBody(raw('POST', collectionUrl('ghost'), { token: manager, body: { key: 'x' } }))), 404, [
      'ResourceNotFound',
    ]);
  });

  it('answers every operation through the SDK with 404', async () => {
    const ghost = importApiWithToken('ghost', ghostToken()).importContainers();
    const item = ghost.withImportContainerKeyValue({ importContainerKey: 'any' });
    const calls = [
      ghost.get().execute(),
      ghost.get({ queryArgs: { limit: 500, offset: 10, sort: ['key asc'] } }).execute(),
      ghost.post({ body: { key: 'new', resourceType: 'product' } }).execute(),
      item.get().execute(),
      item.put({ body: { version: 1 } }).execute(),
      item.delete().execute(),
    ];
    for (const call of calls) expectSdkImportError(await sdkError(call), 404, ['ResourceNotFound']);
    expect(ct.events).toStrictEqual([]);
  });

  it('answers 404 even for a draft that breaks rules, has the wrong shape or is not JSON', async () => {
    for (const body of [{ key: 'a b', resourceType: 'nope' }, { key: 7 }, '{"key": ', '']) {
      const reply = await raw('POST', collectionUrl('ghost'), { token: ghostToken(), body });
      expectImportError(reply.status, reply.body, 404, ['ResourceNotFound']);
    }
    for (const body of [{ version: 'x' }, 'not json']) {
      const reply = await raw('PUT', itemUrl('any', 'ghost'), { token: ghostToken(), body });
      expectImportError(reply.status, reply.body, 404, ['ResourceNotFound']);
    }
    const query = await raw('GET', `${collectionUrl('ghost')}?limit=-1&sort=bogus`, { token: ghostToken() });
    expectImportError(query.status, query.body, 404, ['ResourceNotFound']);
    expect(ct.events).toStrictEqual([]);
  });
});

async function statusAndBody(reply: Promise<{ status: number; body: unknown }>): Promise<[number, unknown]> {
  const { status, body } = await reply;
  return [status, body];
}
