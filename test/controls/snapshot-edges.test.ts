import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCommercetoolsMock, type CommercetoolsMock, type MockState } from '../../src/index.js';

// The edges of snapshots a review found (issue 33): stamps in other forms, an engine part that is
// no part, a refused restore beside Carts that are due, declarations the source never judged,
// counters after a restore and a reset, a declaration given before a restore, and what a snapshot
// shares with the mock it came from.

const START = '2030-01-01T00:00:00.000Z';
const API = 'https://api.europe-west1.gcp.commercetools.com/shop';
const DAY = 86_400_000;

afterEach(() => vi.restoreAllMocks());

const mock = () => createCommercetoolsMock({ projects: [{ key: 'shop', languages: ['en'] }], auth: false, now: START });
const copy = (state: MockState) => JSON.parse(JSON.stringify(state)) as Record<string, unknown>;
const keysOf = async (ct: CommercetoolsMock) => (await ct.resources('shop', 'category')).map((category) => category['key']);
const category = (key: string) => ({ typeId: 'category', key, name: { en: key }, slug: { en: key } }) as const;

describe('a snapshot refused whole', () => {
  it.each([
    ['a clock with an offset', (state: Record<string, unknown>) => (state['clock'] = '2030-01-01T00:00:00+01')],
    ['a clock past the clock’s range', (state: Record<string, unknown>) => (state['clock'] = '9999-12-31T00:00:00.000Z')],
    ['a day past the month’s end', (state: Record<string, unknown>) => (state['clock'] = '2030-02-31T00:00:00.000Z')],
    [
      'a container that expires in another form',
      (state: Record<string, unknown>) => ((state['importContainers'] as Record<string, { expiresAt: string }[]>)['shop']![0]!.expiresAt = '2030-01-03T00:00:00.000+01'),
    ],
    ['an engine part that is null', (state: Record<string, unknown>) => ((state['imports'] as { projects: Record<string, unknown> }).projects['shop'] = null)],
    ['an engine part without its lists', (state: Record<string, unknown>) => ((state['imports'] as { projects: Record<string, unknown> }).projects['shop'] = {})],
  ])('%s: a TypeError, and nothing changes', async (_, change) => {
    const source = createCommercetoolsMock({ projects: [{ key: 'shop', languages: ['en'] }], auth: false, now: START });
    source.addImportContainer('shop', { key: 'catalog' });
    await source.addResource('shop', category('tops'));
    const state = copy(source.snapshot());
    change(state);
    const ct = createCommercetoolsMock({ projects: [{ key: 'other' }], auth: false, now: START });
    const before = ct.snapshot();
    await expect(ct.restore(state as unknown as MockState)).rejects.toThrow(TypeError);
    expect(ct.snapshot()).toEqual(before);
  });

  it('leaves the Carts that fall due at the snapshot’s clock, and the events, as they were', async () => {
    const ct = mock();
    ct.addSubscription('shop', { key: 'carts', changes: [{ resourceTypeId: 'cart' }] });
    ct.addCart('shop', { id: 'cart-1', lastModifiedAt: START, deleteDaysAfterLastModification: 1 });
    const later = mock();
    await later.addResource('shop', category('tops'));
    later.clock.advance(2 * DAY);
    const state = copy(later.snapshot());
    (state['imports'] as { resourceSerial: number }).resourceSerial = 0; // its resource is past the counter
    await expect(ct.restore(state as unknown as MockState)).rejects.toThrow(/past resourceSerial 0/);
    expect(ct.events).toEqual([]);
    ct.clock.advance(2 * DAY);
    expect(ct.events.map((event) => event.type)).toEqual(['SubscriptionDelivery']);
  });
});

describe('restoring', () => {
  it('refuses to the console, as the source would have, a declaration its engine never judged, and keeps the rest', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const state = copy(mock().snapshot());
    (state['imports'] as { declared: unknown[] }).declared = [
      { projectKey: 'shop', resource: { typeId: 'product-type', key: 'bad', name: 'Bad', description: '', attributes: [{ name: 'x' }] } },
      { projectKey: 'shop', resource: { typeId: 'category', key: 'good', name: { en: 'Good' }, slug: { en: 'good' } } },
      { projectKey: 'shop', resource: { typeId: 'order', orderNumber: 'o-1' } },
    ];
    const ct = mock();
    await ct.restore(state as unknown as MockState);
    expect(await keysOf(ct)).toEqual(['good']);
    expect(errors).toHaveBeenCalledTimes(2);
    expect(String(errors.mock.calls[0]?.[0])).toContain("the product-type 'bad' declared in 'shop'");
  });

  it('counts ids on past what a Project had at creation, when a reset brings that back after a restore', async () => {
    const ct = createCommercetoolsMock({ projects: [{ key: 'shop', languages: ['en'] }], auth: false, now: START, resources: { shop: [category('aa')] } });
    await ct.restore(mock().snapshot());
    ct.reset({ projects: ['shop'] });
    await ct.addResource('shop', category('bb'));
    const ids = (await ct.resources('shop', 'category')).map((shown) => shown['id']);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });

  it('settles the declarations given before it first: they are part of the state it replaces', async () => {
    const ct = mock();
    const declared = ct.addResource('shop', category('early'));
    await ct.restore(mock().snapshot());
    await declared;
    expect(await keysOf(ct)).toEqual([]);
  });
});

describe('what a snapshot shares with its mock', () => {
  it('is frozen: changing it throws, and the mock reads as before', async () => {
    const ct = mock();
    await ct.addResource('shop', category('first')); // so that the ids it shows are not those the next mock makes
    await ct.addResource('shop', { ...category('tops'), assets: [{ key: 'pic', name: { en: 'Pic' }, sources: [{ uri: 'https://example.com/pic.png' }] }] });
    const shown = (await ct.resources('shop', 'category')).find((listed) => listed['key'] === 'tops');
    const source = createCommercetoolsMock({ projects: [{ key: 'shop', languages: ['en'] }], auth: false, now: START });
    await source.addResource('shop', { ...shown!, typeId: 'category' } as never);
    const before = await (await source.fetch(`${API}/categories/key=tops`)).json();
    const saved = source.snapshot();
    const [resource] = saved.imports.projects['shop']!.resources.filter(({ typeId }) => typeId === 'category');
    expect(resource?.givenIds).toBeDefined();
    expect(() => Object.assign(resource!.givenIds!, { x: 'mutated' })).toThrow(TypeError);
    expect(() => Object.assign(resource!.content!, { key: 'mutated' })).toThrow(TypeError);
    expect(await (await source.fetch(`${API}/categories/key=tops`)).json()).toEqual(before);
  });
});
