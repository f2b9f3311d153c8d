import { describe, expect, it } from 'vitest';
import { createCommercetoolsMock, type MockEvent, type SubscriptionDelivery } from '../../src/index.js';
import { useMockServer } from '../support/mock-server.js';
import { collectionUrl, DAY, HOUR, MINUTE, plus, projectUrl, send, START } from './helpers.js';

// Carts that stay unmodified longer than their retention are deleted on the mock's clock, and each
// ChangeSubscription for carts receives a ResourceDeleted delivery, recorded in ct.events.

const ct = useMockServer({
  projects: [{ key: 'shop' }, { key: 'brief', carts: { deleteDaysAfterLastModification: 7 } }, { key: 'other' }],
});
const manage = () => `Bearer ${ct.issueToken({ scopes: ['manage_project:shop', 'manage_project:brief', 'manage_project:other'] })}`;

const CARTS = [{ resourceTypeId: 'cart' }];
const eventId = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

function delivery(n: number, subscriptionKey: string, cartId: string, at: string, options: { projectKey?: string; version?: number } = {}): SubscriptionDelivery {
  return {
    id: eventId(n),
    type: 'SubscriptionDelivery',
    subscriptionKey,
    payload: {
      notificationType: 'ResourceDeleted',
      projectKey: options.projectKey ?? 'shop',
      resource: { typeId: 'cart', id: cartId },
      version: options.version ?? 1,
      modifiedAt: at,
    },
    createdAt: at,
  };
}

const deliveries = (): SubscriptionDelivery[] => ct.events.filter((event): event is SubscriptionDelivery => event.type === 'SubscriptionDelivery');

describe('cart deletion', () => {
  it('deletes a cart once the clock passes lastModifiedAt plus the default 90 days, and delivers ResourceDeleted', () => {
    ct.addSubscription('shop', { key: 'cart-changes', changes: CARTS });
    ct.addCart('shop', { id: 'cart-1', lastModifiedAt: START });
    ct.clock.advance(90 * DAY);
    expect(ct.events).toEqual([]);
    ct.clock.advance(1);
    expect(ct.events).toStrictEqual([delivery(1, 'cart-changes', 'cart-1', plus(START, 90 * DAY))]);
  });

  it('counts from lastModifiedAt, not from when the cart was added', () => {
    ct.addSubscription('shop', { key: 'cart-changes', changes: CARTS });
    ct.addCart('shop', { id: 'old', lastModifiedAt: plus(START, -80 * DAY) });
    ct.clock.advance(10 * DAY);
    expect(ct.events).toEqual([]);
    ct.clock.advance(1);
    expect(ct.events).toStrictEqual([delivery(1, 'cart-changes', 'old', plus(START, 10 * DAY))]);
  });

  it("uses a seeded Project's own carts.deleteDaysAfterLastModification", () => {
    ct.addSubscription('brief', { key: 'brief-carts', changes: CARTS });
    ct.addCart('brief', { id: 'weekly', lastModifiedAt: START });
    ct.clock.advance(7 * DAY);
    expect(ct.events).toEqual([]);
    ct.clock.advance(1);
    expect(ct.events).toStrictEqual([delivery(1, 'brief-carts', 'weekly', plus(START, 7 * DAY), { projectKey: 'brief' })]);
  });

  it("reports the cart's last seen version", () => {
    ct.addSubscription('shop', { key: 'cart-changes', changes: CARTS });
    ct.addCart('shop', { id: 'edited', lastModifiedAt: START, version: 12 });
    ct.clock.advance(90 * DAY + 1);
    expect(deliveries()[0]?.payload.version).toBe(12);
  });

  it('delivers also when a request, rather than a look at ct.events, comes after the time has passed', async () => {
    ct.addSubscription('shop', { key: 'cart-changes', changes: CARTS });
    ct.addCart('shop', { id: 'cart-1', lastModifiedAt: START });
    ct.clock.advance(91 * DAY);
    expect((await send('HEAD', projectUrl(), { authorization: manage() })).status).toBe(200);
    expect(ct.events).toStrictEqual([delivery(1, 'cart-changes', 'cart-1', plus(START, 90 * DAY))]);
  });

  it('delivers once, however often the events are read', () => {
    ct.addSubscription('shop', { key: 'cart-changes', changes: CARTS });
    ct.addCart('shop', { id: 'cart-1', lastModifiedAt: START });
    ct.clock.advance(100 * DAY);
    expect(ct.events).toHaveLength(1);
    ct.clock.advance(100 * DAY);
    expect(ct.events).toHaveLength(1);
  });

  it('refuses a cart already past its retention, whose deletion would lie before recorded events', () => {
    ct.addSubscription('shop', { key: 'cart-changes', changes: CARTS });
    expect(() => ct.addCart('shop', { id: 'ancient', lastModifiedAt: plus(START, -100 * DAY) })).toThrow(
      `Cart 'ancient' would already have been deleted at ${plus(START, -10 * DAY)}. Give a later lastModifiedAt.`,
    );
    ct.addCart('shop', { id: 'just-in-time', lastModifiedAt: plus(START, -90 * DAY) });
    expect(ct.events).toStrictEqual([]);
  });

  it('lets a deleted cart id be added again', () => {
    ct.addSubscription('shop', { key: 'cart-changes', changes: CARTS });
    ct.addCart('shop', { id: 'cart-1', lastModifiedAt: START });
    ct.clock.advance(90 * DAY + 1);
    expect(ct.events).toHaveLength(1);
    ct.addCart('shop', { id: 'cart-1', lastModifiedAt: ct.clock.isoNow() });
    ct.clock.advance(90 * DAY + 1);
    expect(deliveries().map((event) => event.payload.resource.id)).toEqual(['cart-1', 'cart-1']);
  });
});

describe('subscriptions', () => {
  it('delivers nothing to a subscription whose changes do not include carts', () => {
    ct.addSubscription('shop', { key: 'orders-only', changes: [{ resourceTypeId: 'order' }] });
    ct.addSubscription('shop', { key: 'nothing', changes: [] });
    ct.addCart('shop', { id: 'cart-1', lastModifiedAt: START });
    ct.clock.advance(91 * DAY);
    expect(ct.events).toEqual([]);
  });

  it('delivers to a subscription for carts among other resource types', () => {
    ct.addSubscription('shop', { key: 'mixed', changes: [{ resourceTypeId: 'order' }, { resourceTypeId: 'cart' }] });
    ct.addCart('shop', { id: 'cart-1', lastModifiedAt: START });
    ct.clock.advance(91 * DAY);
    expect(ct.events).toStrictEqual([delivery(1, 'mixed', 'cart-1', plus(START, 90 * DAY))]);
  });

  it('delivers one payload to each of two subscriptions, in the order they were added', () => {
    ct.addSubscription('shop', { key: 'first', changes: CARTS });
    ct.addSubscription('shop', { key: 'second', changes: CARTS });
    ct.addCart('shop', { id: 'cart-1', lastModifiedAt: START });
    ct.clock.advance(91 * DAY);
    const at = plus(START, 90 * DAY);
    expect(ct.events).toStrictEqual([delivery(1, 'first', 'cart-1', at), delivery(2, 'second', 'cart-1', at)]);
  });

  it("delivers nothing for another Project's carts", () => {
    ct.addSubscription('other', { key: 'other-carts', changes: CARTS });
    ct.addCart('shop', { id: 'cart-1', lastModifiedAt: START });
    ct.clock.advance(91 * DAY);
    expect(ct.events).toEqual([]);
  });

  it('delivers nothing, and deletes silently, without any subscription', () => {
    ct.addCart('shop', { id: 'cart-1', lastModifiedAt: START });
    ct.clock.advance(91 * DAY);
    expect(ct.events).toEqual([]);
    // The cart is gone: a subscription added now receives nothing for it.
    ct.addSubscription('shop', { key: 'late', changes: CARTS });
    ct.clock.advance(DAY);
    expect(ct.events).toEqual([]);
  });

  it('delivers nothing to a subscription added after the cart was deleted, even when nothing looked in between', () => {
    ct.addCart('shop', { id: 'cart-1', lastModifiedAt: START });
    ct.clock.advance(91 * DAY);
    // The cart was deleted at START + 90 days; the subscription only exists from START + 91 days.
    ct.addSubscription('shop', { key: 'late', changes: CARTS });
    expect(ct.events).toEqual([]);
  });

  it('copies the subscription, so that changing the object afterwards changes nothing', () => {
    const changes = [{ resourceTypeId: 'cart' }];
    ct.addSubscription('shop', { key: 'copied', changes });
    changes[0] = { resourceTypeId: 'order' };
    ct.addCart('shop', { id: 'cart-1', lastModifiedAt: START });
    ct.clock.advance(91 * DAY);
    expect(deliveries().map((event) => event.subscriptionKey)).toEqual(['copied']);
  });
});

describe('retention', () => {
  it('keeps the retention a cart had when added, after the Project setting changes', async () => {
    ct.addSubscription('shop', { key: 'cart-changes', changes: CARTS });
    ct.addCart('shop', { id: 'before-change', lastModifiedAt: START });
    const update = await send('POST', projectUrl(), {
      authorization: manage(),
      body: {
        version: 1,
        actions: [
          {
            action: 'changeCartsConfiguration',
            cartsConfiguration: { deleteDaysAfterLastModification: 10, countryTaxRateFallbackEnabled: false, priceRoundingMode: 'HalfEven', taxRoundingMode: 'HalfEven' },
          },
        ],
      },
    });
    expect(update.status).toBe(200);
    expect(ct.getProject('shop')?.carts.deleteDaysAfterLastModification).toBe(10);
    ct.addCart('shop', { id: 'after-change', lastModifiedAt: START });

    ct.clock.advance(10 * DAY + 1);
    expect(deliveries().map((event) => event.payload.resource.id)).toEqual(['after-change']);
    ct.clock.set(plus(START, 90 * DAY));
    expect(deliveries()).toHaveLength(1);
    ct.clock.advance(1);
    expect(deliveries().map((event) => event.payload.resource.id)).toEqual(['after-change', 'before-change']);
  });

  it("lets a cart's own deleteDaysAfterLastModification override the Project's", () => {
    ct.addSubscription('brief', { key: 'brief-carts', changes: CARTS });
    ct.addCart('brief', { id: 'long', lastModifiedAt: START, deleteDaysAfterLastModification: 30 });
    ct.addCart('brief', { id: 'short', lastModifiedAt: START, deleteDaysAfterLastModification: 1 });
    ct.clock.advance(DAY + 1);
    expect(deliveries().map((event) => event.payload.resource.id)).toEqual(['short']);
    ct.clock.advance(7 * DAY);
    expect(deliveries()).toHaveLength(1);
    ct.clock.set(plus(START, 30 * DAY + 1));
    expect(deliveries().map((event) => event.payload.resource.id)).toEqual(['short', 'long']);
  });

  it('accepts the limits 1 and 365250 days', () => {
    ct.addSubscription('shop', { key: 'cart-changes', changes: CARTS });
    ct.addCart('shop', { id: 'one', lastModifiedAt: START, deleteDaysAfterLastModification: 1 });
    ct.addCart('shop', { id: 'max', lastModifiedAt: START, deleteDaysAfterLastModification: 365_250 });
    ct.clock.set(plus(START, 365_250 * DAY + 1));
    expect(deliveries().map((event) => event.createdAt)).toEqual([plus(START, DAY), plus(START, 365_250 * DAY)]);
  });

  it('delivers carts in the order their retention ended, whatever the order they were added in', () => {
    ct.addSubscription('shop', { key: 'cart-changes', changes: CARTS });
    ct.addCart('shop', { id: 'late', lastModifiedAt: plus(START, 2 * DAY) });
    ct.addCart('shop', { id: 'early', lastModifiedAt: START });
    ct.addCart('shop', { id: 'middle', lastModifiedAt: plus(START, DAY) });
    ct.clock.advance(100 * DAY);
    expect(deliveries().map((event) => event.payload.resource.id)).toEqual(['early', 'middle', 'late']);
  });
});

describe('with Import Container events', () => {
  const createContainer = async (key: string, timeToLive: string) => {
    const reply = await send('POST', collectionUrl(), {
      authorization: manage(),
      body: { key, retentionPolicy: { strategy: 'ttl', config: { timeToLive } } },
    });
    expect(reply.status).toBe(201);
  };
  const summary = (events: readonly MockEvent[]) =>
    events.map((event) => ({
      id: event.id,
      what: event.type === 'SubscriptionDelivery' ? `delivery ${event.payload.resource.id}` : `${event.type} ${(event.data as { key: string }).key}`,
      createdAt: event.createdAt,
    }));
  const RETENTION = 90 * DAY;

  async function declare() {
    ct.addSubscription('shop', { key: 'cart-changes', changes: CARTS });
    await createContainer('one-hour', '1h');
    await createContainer('three-hours', '3h');
    ct.addCart('shop', { id: 'half-hour', lastModifiedAt: plus(START, 30 * MINUTE - RETENTION) });
    ct.addCart('shop', { id: 'two-hours', lastModifiedAt: plus(START, 2 * HOUR - RETENTION) });
  }

  const EXPECTED = [
    { id: eventId(1), what: 'ImportContainerCreated one-hour', createdAt: START },
    { id: eventId(2), what: 'ImportContainerCreated three-hours', createdAt: START },
    { id: eventId(3), what: 'delivery half-hour', createdAt: plus(START, 30 * MINUTE) },
    { id: eventId(4), what: 'ImportContainerDeleted one-hour', createdAt: plus(START, HOUR) },
    { id: eventId(5), what: 'delivery two-hours', createdAt: plus(START, 2 * HOUR) },
    { id: eventId(6), what: 'ImportContainerDeleted three-hours', createdAt: plus(START, 3 * HOUR) },
  ];

  it('interleaves deliveries and expiry events in time order when the clock jumps past them all', async () => {
    await declare();
    ct.clock.advance(4 * HOUR);
    expect(summary(ct.events)).toEqual(EXPECTED);
  });

  it('gives the same order when the clock steps past them one by one', async () => {
    await declare();
    for (let step = 0; step < 16; step += 1) {
      ct.clock.advance(15 * MINUTE);
      void ct.events;
    }
    expect(summary(ct.events)).toEqual(EXPECTED);
  });
});

describe('ct.reset()', () => {
  it('forgets carts, subscriptions and deliveries added since creation', () => {
    ct.addSubscription('shop', { key: 'cart-changes', changes: CARTS });
    ct.addCart('shop', { id: 'cart-1', lastModifiedAt: START });
    ct.addCart('shop', { id: 'cart-2', lastModifiedAt: plus(START, 100 * DAY) });
    ct.clock.advance(91 * DAY);
    expect(ct.events).toHaveLength(1);

    ct.reset();
    expect(ct.events).toEqual([]);
    ct.clock.advance(400 * DAY);
    expect(ct.events).toEqual([]);
  });

  it('frees the ids of carts it forgot', () => {
    ct.addCart('shop', { id: 'cart-1', lastModifiedAt: START });
    ct.reset();
    expect(() => ct.addCart('shop', { id: 'cart-1', lastModifiedAt: START })).not.toThrow();
  });
});

describe('bad input', () => {
  it('refuses a cart or subscription for an unknown Project', () => {
    expect(() => ct.addCart('ghost', { id: 'cart-1', lastModifiedAt: START })).toThrow(
      "commercetools-msw: there is no Project 'ghost'. Add it first with ct.addProject({ key: 'ghost' }).",
    );
    expect(() => ct.addSubscription('ghost', { key: 'carts', changes: CARTS })).toThrow(/there is no Project 'ghost'/);
  });

  it('refuses a cart for an unknown Project even when the cart brings its own retention', () => {
    expect(() => ct.addCart('ghost', { id: 'cart-1', lastModifiedAt: START, deleteDaysAfterLastModification: 5 })).toThrow(
      /there is no Project 'ghost'/,
    );
  });

  it('refuses a cart id the Project already has, but not one another Project has', () => {
    ct.addCart('shop', { id: 'cart-1', lastModifiedAt: START });
    expect(() => ct.addCart('shop', { id: 'cart-1', lastModifiedAt: plus(START, DAY) })).toThrow(
      "commercetools-msw: a Cart needs an id that is unique in Project 'shop', but got 'cart-1'.",
    );
    expect(() => ct.addCart('other', { id: 'cart-1', lastModifiedAt: START })).not.toThrow();
  });

  it('refuses an empty cart id', () => {
    expect(() => ct.addCart('shop', { id: '', lastModifiedAt: START })).toThrow(/a Cart needs an id/);
  });

  it.each(['yesterday', '', '2030-13-45T00:00:00.000Z'])('refuses lastModifiedAt %j with a TypeError that says what a time looks like', (lastModifiedAt) => {
    expect(() => ct.addCart('shop', { id: 'cart-1', lastModifiedAt })).toThrow(TypeError);
    expect(() => ct.addCart('shop', { id: 'cart-1', lastModifiedAt })).toThrow(/is not a valid time\. Pass a Date, an ISO 8601 string or epoch milliseconds/);
  });

  it.each([0, -1, 1.5, 365_251, Number.NaN])('refuses deleteDaysAfterLastModification %d with a RangeError that names the range', (days) => {
    expect(() => ct.addCart('shop', { id: 'cart-1', lastModifiedAt: START, deleteDaysAfterLastModification: days })).toThrow(RangeError);
    expect(() => ct.addCart('shop', { id: 'cart-1', lastModifiedAt: START, deleteDaysAfterLastModification: days })).toThrow(
      `deleteDaysAfterLastModification must be a whole number from 1 to 365250, not ${days}.`,
    );
  });

  it('keeps nothing of a refused cart', () => {
    ct.addSubscription('shop', { key: 'cart-changes', changes: CARTS });
    expect(() => ct.addCart('shop', { id: 'cart-1', lastModifiedAt: 'yesterday' })).toThrow();
    expect(() => ct.addCart('shop', { id: 'cart-1', lastModifiedAt: START, deleteDaysAfterLastModification: 0 })).toThrow();
    ct.addCart('shop', { id: 'cart-1', lastModifiedAt: START });
    ct.clock.advance(91 * DAY);
    expect(ct.events).toHaveLength(1);
  });

  it('refuses a subscription without a key or changes', () => {
    const message = /a subscription needs a key and changes/;
    expect(() => ct.addSubscription('shop', { key: '', changes: CARTS })).toThrow(TypeError);
    expect(() => ct.addSubscription('shop', { key: '', changes: CARTS })).toThrow(message);
    expect(() => ct.addSubscription('shop', JSON.parse('{"key":"carts"}') as { key: string; changes: { resourceTypeId: string }[] })).toThrow(message);
  });

  it('reaches a Project added after creation', () => {
    const mock = createCommercetoolsMock({ now: START });
    mock.addProject({ key: 'late' });
    mock.addSubscription('late', { key: 'carts', changes: CARTS });
    mock.addCart('late', { id: 'cart-1', lastModifiedAt: START });
    mock.clock.advance(91 * DAY);
    expect(mock.events).toHaveLength(1);
  });
});
