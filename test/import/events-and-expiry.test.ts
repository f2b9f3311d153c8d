import { describe, expect, it } from 'vitest';
import type { ImportApiEvent } from '../../src/index.js';
import { useMockServer } from '../support/mock-server.js';
import { createImportApiRoot, sdkError } from '../support/sdk.js';
import {
  importEvents,
  containerNotFound,
  DAY,
  DEFAULT_TTL,
  expectContainerValid,
  expectSdkImportError,
  HOUR,
  plus,
  snapshot,
  START,
} from './helpers.js';

// The ImportContainerCreated and ImportContainerDeleted events, and the deletion of containers
// once the mock's clock passes their expiresAt.

const ct = useMockServer({ projects: [{ key: 'shop' }, { key: 'other' }] });
const api = createImportApiRoot({ projectKey: 'shop', scopes: ['manage_import_containers:shop'] });
const containers = () => api.importContainers();
const container = (importContainerKey: string) => containers().withImportContainerKeyValue({ importContainerKey });
const create = (key: string, timeToLive?: string) =>
  containers()
    .post({ body: timeToLive ? { key, retentionPolicy: { strategy: 'ttl', config: { timeToLive } } } : { key } })
    .execute();

const eventId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function deletedEvent(n: number, key: string, version: number, createdAt: string): ImportApiEvent {
  return { id: eventId(n), notificationType: 'Event', resourceType: 'import-api', type: 'ImportContainerDeleted', data: { version, key }, createdAt };
}

async function expectGone(key: string): Promise<void> {
  const error = await sdkError(container(key).get().execute());
  expect(error).toStrictEqual({ statusCode: 404, body: containerNotFound(key) });
  expectSdkImportError(error, 404, ['ResourceNotFound']);
}

describe('events', () => {
  it('records ImportContainerCreated with the created container as data', async () => {
    ct.clock.advance(777);
    const { body } = await containers()
      .post({ body: { key: 'evented', resourceType: 'product', retentionPolicy: { strategy: 'ttl', config: { timeToLive: '2h' } } } })
      .execute();
    expect(importEvents(ct)).toStrictEqual([
      {
        id: '00000000-0000-4000-8000-000000000001',
        notificationType: 'Event',
        resourceType: 'import-api',
        type: 'ImportContainerCreated',
        data: {
          key: 'evented',
          resourceType: 'product',
          version: 1,
          retentionPolicy: { strategy: 'ttl', config: { timeToLive: '2h' } },
          createdAt: plus(START, 777),
          lastModifiedAt: plus(START, 777),
          expiresAt: plus(START, 2 * HOUR + 777),
        },
        createdAt: plus(START, 777),
      },
    ]);
    expect(importEvents(ct)[0]?.data).toStrictEqual(body);
    expectContainerValid(importEvents(ct)[0]?.data);
  });

  it('records ImportContainerDeleted with {version, key}, stamped at the deletion, and nothing for an update', async () => {
    const { body: created } = await create('short-lived');
    ct.clock.advance(HOUR);
    await container('short-lived').put({ body: { version: 1, resourceType: 'order' } }).execute();
    expect(importEvents(ct)).toHaveLength(1);
    ct.clock.advance(HOUR);
    await container('short-lived').delete().execute();
    expect(importEvents(ct)).toStrictEqual([
      { id: eventId(1), notificationType: 'Event', resourceType: 'import-api', type: 'ImportContainerCreated', data: created, createdAt: START },
      deletedEvent(2, 'short-lived', 2, plus(START, 2 * HOUR)),
    ]);
  });

  it('hands out deterministic, distinct UUID ids in order', async () => {
    for (let i = 0; i < 12; i += 1) await create(`c${i}`);
    await container('c3').delete().execute();
    const ids = importEvents(ct).map((event) => event.id);
    expect(ids.slice(0, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9].map(eventId));
    expect(new Set(ids).size).toBe(13);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(importEvents(ct).map((event) => event.type)).toEqual([...Array<string>(12).fill('ImportContainerCreated'), 'ImportContainerDeleted']);
  });

  it('starts the ids over for the next test, after the reset', async () => {
    await create('first-again');
    expect(importEvents(ct).map((event) => event.id)).toEqual([eventId(1)]);
  });

  it('records no event for a seeded container, nor for its update', async () => {
    ct.addImportContainer('shop', { key: 'seeded', resourceType: 'price' });
    await container('seeded').put({ body: { version: 1 } }).execute();
    expect(importEvents(ct)).toStrictEqual([]);
    await container('seeded').delete().execute();
    expect(importEvents(ct)).toStrictEqual([deletedEvent(1, 'seeded', 2, START)]);
  });

  it('records no event for a failed request', async () => {
    await create('exists');
    const before = [...importEvents(ct)];
    await sdkError(create('exists'));
    await sdkError(create('bad key'));
    await sdkError(create('ttl', '31d'));
    await sdkError(container('exists').put({ body: { version: 9 } }).execute());
    await sdkError(container('absent').delete().execute());
    expect(importEvents(ct)).toStrictEqual(before);
  });

  it('clears the events recorded after creation on ct.reset()', async () => {
    await create('one');
    await create('two');
    await container('one').delete().execute();
    expect(importEvents(ct)).toHaveLength(3);
    ct.reset();
    expect(importEvents(ct)).toStrictEqual([]);
    expect((await snapshot(ct)).total).toBe(0);
    await create('three');
    expect(importEvents(ct)).toMatchObject([{ id: eventId(1), type: 'ImportContainerCreated', data: { key: 'three' } }]);
  });

  it('keeps the events of each Project in one log', async () => {
    const other = createImportApiRoot({ projectKey: 'other', scopes: ['manage_import_containers:other'] });
    await create('mine');
    ct.clock.advance(1);
    await other.importContainers().post({ body: { key: 'theirs' } }).execute();
    expect(importEvents(ct).map((event) => [event.id, event.type, (event.data as { key: string }).key])).toEqual([
      [eventId(1), 'ImportContainerCreated', 'mine'],
      [eventId(2), 'ImportContainerCreated', 'theirs'],
    ]);
  });
});

describe('expiry', () => {
  it('keeps a container at exactly expiresAt and deletes it 1 ms later, with an event stamped at expiresAt', async () => {
    const { body: created } = await create('expiring');
    const expiresAt = plus(START, DEFAULT_TTL);
    expect(created.expiresAt).toBe(expiresAt);

    ct.clock.advance(DEFAULT_TTL);
    const { body: still } = await container('expiring').get().execute();
    expect(still).toStrictEqual(created);
    expect((await snapshot(ct)).total).toBe(1);
    expect(importEvents(ct)).toHaveLength(1);

    ct.clock.advance(1);
    await expectGone('expiring');
    const { body: page } = await containers().get().execute();
    expect(page).toStrictEqual({ limit: 20, offset: 0, count: 0, total: 0, results: [] });
    expect(importEvents(ct)).toStrictEqual([
      { id: eventId(1), notificationType: 'Event', resourceType: 'import-api', type: 'ImportContainerCreated', data: created, createdAt: START },
      deletedEvent(2, 'expiring', 1, expiresAt),
    ]);
    expect(await sdkError(container('expiring').delete().execute())).toStrictEqual({ statusCode: 404, body: containerNotFound('expiring') });
    expect(await sdkError(container('expiring').put({ body: { version: 1 } }).execute())).toStrictEqual({
      statusCode: 404,
      body: containerNotFound('expiring'),
    });
    expect(importEvents(ct)).toHaveLength(2);
  });

  it('expires a 1h container before a default 72h one', async () => {
    await create('long');
    await create('short', '1h');
    ct.clock.advance(HOUR);
    expect((await snapshot(ct)).containers.map((c) => c.key)).toEqual(['long', 'short']);

    ct.clock.advance(1);
    await expectGone('short');
    expect((await container('long').get().execute()).statusCode).toBe(200);
    const { body: page } = await containers().get().execute();
    expect(page).toMatchObject({ count: 1, total: 1, results: [{ key: 'long' }] });
    expect(importEvents(ct).slice(2)).toStrictEqual([deletedEvent(3, 'short', 1, plus(START, HOUR))]);

    ct.clock.advance(DEFAULT_TTL - HOUR - 1);
    expect((await container('long').get().execute()).statusCode).toBe(200);
    ct.clock.advance(1);
    await expectGone('long');
    expect(importEvents(ct).slice(2)).toStrictEqual([deletedEvent(3, 'short', 1, plus(START, HOUR)), deletedEvent(4, 'long', 1, plus(START, DEFAULT_TTL))]);
  });

  it('removes expired containers from query results and totals, and keeps the others', async () => {
    for (let i = 0; i < 30; i += 1) ct.addImportContainer('shop', { key: `keep-${String(i).padStart(2, '0')}`, createdAt: plus(START, i) });
    for (let i = 0; i < 5; i += 1) {
      ct.addImportContainer('shop', { key: `drop-${i}`, createdAt: plus(START, -i), retentionPolicy: { strategy: 'ttl', config: { timeToLive: '1h' } } });
    }
    expect((await containers().get({ queryArgs: { limit: 0 } }).execute()).body.total).toBe(35);
    ct.clock.advance(HOUR + 1);
    const { body: page } = await containers().get({ queryArgs: { limit: 500 } }).execute();
    expect(page.total).toBe(30);
    expect(page.count).toBe(30);
    expect(page.results.map((c) => c.key)).toEqual(Array.from({ length: 30 }, (_, i) => `keep-${String(i).padStart(2, '0')}`));
    // Seeding records no ImportContainerCreated, but the expiry records the deletions, oldest first.
    expect(importEvents(ct)).toStrictEqual(
      [4, 3, 2, 1, 0].map((i, n) => deletedEvent(n + 1, `drop-${i}`, 1, plus(START, HOUR - i))),
    );
  });

  it('records several deletions in the order of their expiresAt', async () => {
    ct.addImportContainer('shop', { key: 'a', retentionPolicy: { strategy: 'ttl', config: { timeToLive: '3h' } } });
    ct.addImportContainer('shop', { key: 'b', retentionPolicy: { strategy: 'ttl', config: { timeToLive: '2h' } } });
    ct.addImportContainer('shop', { key: 'c', retentionPolicy: { strategy: 'ttl', config: { timeToLive: '1h' } } });
    ct.clock.advance(4 * HOUR);
    expect((await snapshot(ct)).total).toBe(0);
    expect(importEvents(ct)).toStrictEqual([
      deletedEvent(1, 'c', 1, plus(START, HOUR)),
      deletedEvent(2, 'b', 1, plus(START, 2 * HOUR)),
      deletedEvent(3, 'a', 1, plus(START, 3 * HOUR)),
    ]);
  });

  it('does not extend the expiry on update, and reports the updated version when it expires', async () => {
    await create('touched', '1h');
    ct.clock.advance(30 * 60_000);
    const { body } = await container('touched').put({ body: { version: 1, resourceType: 'category' } }).execute();
    expect(body.expiresAt).toBe(plus(START, HOUR));
    ct.clock.advance(30 * 60_000 + 1);
    await expectGone('touched');
    expect(importEvents(ct).at(-1)).toStrictEqual(deletedEvent(2, 'touched', 2, plus(START, HOUR)));
  });

  it('lets an expired key be created again', async () => {
    await create('reused', '1h');
    ct.clock.advance(HOUR + 1);
    const { statusCode, body } = await create('reused');
    expect(statusCode).toBe(201);
    expect(body).toMatchObject({ key: 'reused', version: 1, createdAt: plus(START, HOUR + 1) });
    expect(importEvents(ct).map((event) => event.type)).toEqual(['ImportContainerCreated', 'ImportContainerDeleted', 'ImportContainerCreated']);
  });

  it('frees the places of expired containers under the limit of 1000', async () => {
    for (let i = 0; i < 1000; i += 1) {
      ct.addImportContainer('shop', { key: `full-${i}`, retentionPolicy: { strategy: 'ttl', config: { timeToLive: i < 10 ? '1h' : '30d' } } });
    }
    expectSdkImportError(await sdkError(create('one-too-many')), 400, ['InvalidInput']);
    ct.clock.advance(HOUR + 1);
    expect((await create('one-too-many')).statusCode).toBe(201);
    expect((await snapshot(ct)).total).toBe(991);
  });

  it('expires the containers of every Project', async () => {
    ct.addImportContainer('other', { key: 'elsewhere', retentionPolicy: { strategy: 'ttl', config: { timeToLive: '1h' } } });
    ct.clock.advance(30 * DAY);
    expect((await snapshot(ct, 'other')).total).toBe(0);
    expect(importEvents(ct)).toStrictEqual([deletedEvent(1, 'elsewhere', 1, plus(START, HOUR))]);
  });

  it('lists the deletion in importEvents(ct) as soon as the clock has passed expiresAt, without another request', async () => {
    const { body: created } = await create('watched', '1h');
    ct.clock.advance(HOUR + 1);
    expect(importEvents(ct)).toStrictEqual([
      { id: eventId(1), notificationType: 'Event', resourceType: 'import-api', type: 'ImportContainerCreated', data: created, createdAt: START },
      deletedEvent(2, 'watched', 1, plus(START, HOUR)),
    ]);
  });

  it('keeps importEvents(ct) in time order when a container of one Project expires before a creation in another', async () => {
    await create('early', '1h');
    ct.clock.advance(2 * HOUR);
    const other = createImportApiRoot({ projectKey: 'other', scopes: ['manage_import_containers:other'] });
    await other.importContainers().post({ body: { key: 'late' } }).execute();
    await snapshot(ct, 'shop');
    expect(importEvents(ct).map((event) => [event.type, (event.data as { key: string }).key, event.createdAt])).toEqual([
      ['ImportContainerCreated', 'early', START],
      ['ImportContainerDeleted', 'early', plus(START, HOUR)],
      ['ImportContainerCreated', 'late', plus(START, 2 * HOUR)],
    ]);
  });
});
