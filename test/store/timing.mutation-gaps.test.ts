import { describe, expect, it } from 'vitest';
import { createClock } from '../../src/clock/create-clock.js';
import { createCommercetoolsMock, type CommercetoolsMockOptions, type ImportOperation, type SubscriptionDelivery } from '../../src/index.js';
import { createStore } from '../../src/store/create-store.js';
import { IMPORT_HOST } from '../support/sdk.js';
import { DAY, HOUR, MINUTE, plus, SECOND, START } from '../support/time.js';
import { collectionUrl, itemUrl } from '../support/urls.js';

// What happens on the mock's clock that mutation testing of src/store found no test for: a Cart or
// a container whose time comes exactly at the clock's instant, next to one whose time has passed,
// Project-only resets of Carts, the seeds a test may get wrong, recorded events that a test cannot
// rewrite, and operations created after the clock was set back.

const mock = (options: CommercetoolsMockOptions = {}) =>
  createCommercetoolsMock({ auth: false, now: START, projects: [{ key: 'shop' }, { key: 'other' }], ...options });
type Mock = ReturnType<typeof mock>;

const CARTS = [{ resourceTypeId: 'cart' }];
const deliveredIds = (ct: Mock) =>
  ct.events.filter((event): event is SubscriptionDelivery => event.type === 'SubscriptionDelivery').map((event) => `${event.payload.projectKey}/${event.payload.resource.id}`);

async function send(ct: Mock, method: string, url: string, body?: unknown) {
  const response = await ct.fetch(url, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  const text = await response.text();
  return { status: response.status, body: (text === '' ? undefined : JSON.parse(text)) as unknown };
}

describe('a Cart deleted on the clock', () => {
  it('is deleted once the clock is past its time, not at it, also when another Cart is due before', () => {
    const ct = mock({ projects: [{ key: 'shop', carts: { deleteDaysAfterLastModification: 1 } }] });
    ct.addSubscription('shop', { key: 'carts', changes: CARTS });
    ct.addCart('shop', { id: 'first', lastModifiedAt: START });
    ct.addCart('shop', { id: 'second', lastModifiedAt: plus(START, 1) });
    ct.clock.advance(DAY + 1);
    expect(deliveredIds(ct)).toEqual(['shop/first']);
    ct.clock.advance(1);
    expect(deliveredIds(ct)).toEqual(['shop/first', 'shop/second']);
    ct.clock.advance(DAY);
    expect(deliveredIds(ct)).toEqual(['shop/first', 'shop/second']);
  });

  it('refuses an id that is not a string', () => {
    const ct = mock();
    expect(() => ct.addCart('shop', { id: 7 as unknown as string, lastModifiedAt: START })).toThrow(
      "commercetools-msw: a Cart needs an id that is unique in Project 'shop', but got '7'.",
    );
  });
});

describe('a subscription', () => {
  const message = "commercetools-msw: a subscription needs a key and changes, such as { key: 'carts', changes: [{ resourceTypeId: 'cart' }] }.";
  it.each([
    ['a key that is not a string', { key: 5, changes: CARTS }],
    ['changes that are strings', { key: 'carts', changes: ['cart'] }],
    ['a change whose resourceTypeId is not a string', { key: 'carts', changes: [{ resourceTypeId: 1 }] }],
    ['a change that is null', { key: 'carts', changes: [null] }],
    ['changes that are not a list', { key: 'carts', changes: { resourceTypeId: 'cart' } }],
  ])('is refused with %s', (_, subscription) => {
    const ct = mock();
    expect(() => ct.addSubscription('shop', subscription as never)).toThrow(message);
  });
});

describe('resetProjects and Carts, through the store', () => {
  // No option of createCommercetoolsMock seeds Carts, so the state a reset returns to holds some
  // only when the store marks it after adding them, as a store's own user may.
  it("restores the reset Project's Carts and subscriptions once, and leaves the others' as they are", () => {
    const clock = createClock(START);
    const store = createStore({ clock, indexingDurationMs: 0, staleReadMs: 0, importProcessingMs: 5000, eventLimit: 100 });
    for (const key of ['shop', 'other']) {
      store.projects.add({ key });
      store.carts.addSubscription(key, { key: 'carts', changes: CARTS });
      store.carts.addCart(key, { id: `${key}-initial`, lastModifiedAt: START });
    }
    store.markInitial();
    for (const key of ['shop', 'other']) store.carts.addCart(key, { id: `${key}-later`, lastModifiedAt: START });
    store.resetProjects(['shop']);
    store.markInitial();
    store.resetProjects(['other']);
    const deliveries = () =>
      store.events().flatMap((event) => (event.type === 'SubscriptionDelivery' ? [`${event.payload.projectKey}/${event.payload.resource.id}`] : []));
    expect(deliveries()).toEqual([]);
    clock.advance(100 * DAY);
    expect(deliveries().sort()).toEqual(['other/other-initial', 'other/other-later', 'shop/shop-initial']);
  });
});

describe('a request body', () => {
  it.each([
    ['empty', ''],
    ['only spaces', '  \n '],
  ])('that is %s is answered as empty', async (_, body) => {
    const ct = mock();
    const response = await ct.fetch(collectionUrl(), { method: 'POST', body });
    expect(response.status).toBe(400);
    const reply = (await response.json()) as { errors: { code: string; detailedErrorMessage?: string }[] };
    expect(reply.errors).toEqual([expect.objectContaining({ code: 'InvalidJsonInput', detailedErrorMessage: 'The request body is empty.' })]);
  });
});

describe('events are records', () => {
  it('cannot be rewritten, down to the nested fields of their data', async () => {
    const ct = mock();
    const created = await send(ct, 'POST', collectionUrl(), { key: 'kept', retentionPolicy: { strategy: 'ttl', config: { timeToLive: '2h' } } });
    expect(created.status).toBe(201);
    const [event] = ct.events;
    if (event?.type !== 'ImportContainerCreated') throw new Error('expected ImportContainerCreated');
    const config = event.data.retentionPolicy?.config as { timeToLive: string };
    expect(() => {
      config.timeToLive = '9h';
    }).toThrow(TypeError);
    expect(() => {
      (event.data as { key: string }).key = 'other';
    }).toThrow(TypeError);
    expect(ct.events[0]).toMatchObject({ data: { key: 'kept', retentionPolicy: { config: { timeToLive: '2h' } } } });
  });
});

describe('containers expiring a millisecond apart', () => {
  it('go one at a time, each once the clock is past its expiresAt', async () => {
    const ct = mock();
    ct.addImportContainer('shop', { key: 'first', createdAt: START });
    ct.addImportContainer('shop', { key: 'second', createdAt: plus(START, 1) });
    ct.clock.advance(72 * HOUR + 1);
    expect((await send(ct, 'GET', itemUrl('first'))).status).toBe(404);
    expect((await send(ct, 'GET', itemUrl('second'))).status).toBe(200);
    expect(ct.events.map((event) => event.type === 'ImportContainerDeleted' && event.data.key)).toEqual(['first']);
    ct.clock.advance(1);
    expect((await send(ct, 'GET', itemUrl('second'))).status).toBe(404);
    expect(ct.events.map((event) => event.createdAt)).toEqual([plus(START, 72 * HOUR), plus(START, 72 * HOUR + 1)]);
  });

  it('in different Projects go in time order', async () => {
    const ct = mock();
    ct.addImportContainer('other', { key: 'late', createdAt: plus(START, MINUTE) });
    ct.addImportContainer('shop', { key: 'early', createdAt: START });
    ct.clock.advance(80 * HOUR);
    expect(ct.events.map((event) => event.type === 'ImportContainerDeleted' && event.data.key)).toEqual(['early', 'late']);
    expect((await send(ct, 'GET', `${IMPORT_HOST}/other/import-containers/late`)).status).toBe(404);
  });
});

describe('import operations created after the clock was set back', () => {
  const importCategory = async (ct: Mock, key: string) => {
    const reply = await send(ct, 'POST', `${IMPORT_HOST}/shop/categories/import-containers/box`, {
      type: 'category',
      resources: [{ key, name: { en: key }, slug: { en: key } }],
    });
    expect(reply.status).toBe(201);
    return (reply.body as { operationStatus: { operationId: string }[] }).operationStatus[0]!.operationId;
  };
  const stateOf = async (ct: Mock, id: string) => ((await send(ct, 'GET', `${IMPORT_HOST}/shop/import-operations/${id}`)).body as ImportOperation).state;

  it('are processed at their own time, before those created at the later time', async () => {
    const ct = mock();
    expect((await send(ct, 'POST', collectionUrl(), { key: 'box', retentionPolicy: { strategy: 'ttl', config: { timeToLive: '30d' } } })).status).toBe(201);
    ct.clock.set(plus(START, HOUR));
    const later = await importCategory(ct, 'later');
    ct.clock.set(START);
    const earlier = await importCategory(ct, 'earlier');
    ct.clock.advance(5 * SECOND);
    expect(await stateOf(ct, earlier)).toBe('imported');
    expect(await stateOf(ct, later)).toBe('processing');
    ct.clock.set(plus(START, HOUR + 5 * SECOND));
    expect(await stateOf(ct, later)).toBe('imported');
    // Each expires 48 hours after its own creation, the one created at the earlier time first.
    ct.clock.set(plus(START, 48 * HOUR + 1));
    expect((await send(ct, 'GET', `${IMPORT_HOST}/shop/import-operations/${earlier}`)).status).toBe(404);
    expect(await stateOf(ct, later)).toBe('imported');
  });
});

describe('events of different parts due in one clock advance', () => {
  it('are recorded in time order, whichever part they come from', async () => {
    const ct = mock({ importContainers: { shop: [{ key: 'c' }] } });
    ct.addSubscription('shop', { key: 'cart-changes', changes: CARTS });
    // Cart deletions due before, at and after the import operation's change at START + 5 s.
    for (const [id, afterStart] of [['early', 1], ['middle', 5], ['late', 8]] as const) {
      ct.addCart('shop', { id, lastModifiedAt: plus(START, afterStart * SECOND - 90 * DAY) });
    }
    // Its parent does not exist, so the operation turns unresolved, an event, when processed.
    const category = { key: 'shirts', name: { en: 'Shirts' }, slug: { en: 'shirts' }, parent: { typeId: 'category', key: 'clothing' } };
    expect((await send(ct, 'POST', `${IMPORT_HOST}/shop/categories/import-containers/c`, { type: 'category', resources: [category] })).status).toBe(201);
    ct.clock.advance(10 * SECOND);
    const times = ct.events.map((event) => event.createdAt);
    expect(times).toStrictEqual([...times].sort());
    expect(deliveredIds(ct)).toStrictEqual(['shop/early', 'shop/middle', 'shop/late']);
    expect(ct.events.map((event) => event.type)).toStrictEqual([
      'SubscriptionDelivery',
      'ImportUnresolved',
      'SubscriptionDelivery',
      'SubscriptionDelivery',
    ]);
  });
});
