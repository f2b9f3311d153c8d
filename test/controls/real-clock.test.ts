import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCommercetoolsMock, type CommercetoolsMock } from '../../src/index.js';

// clock: 'real' in-process (issue 33): the mock's clock follows Date.now() from `now`, catching up
// before every request and control call, as serve --clock real does; fake timers drive it.

const START = '2030-01-01T00:00:00.000Z';
const IMPORT = 'https://import.europe-west1.gcp.commercetools.com/shop';

afterEach(() => vi.useRealTimers());

async function call(ct: CommercetoolsMock, method: string, url: string, body?: unknown) {
  const response = await ct.fetch(url, { method, ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** An Import Container with one category import in it; the operation's id. */
async function importCategory(ct: CommercetoolsMock): Promise<string> {
  expect((await call(ct, 'POST', `${IMPORT}/import-containers`, { key: 'catalog' })).status).toBe(201);
  const sent = await call(ct, 'POST', `${IMPORT}/categories/import-containers/catalog`, {
    type: 'category',
    resources: [{ key: 'shirts', name: { en: 'Shirts' }, slug: { en: 'shirts' } }],
  });
  expect(sent.status).toBe(201);
  return (sent.body['operationStatus'] as { operationId: string }[])[0]!.operationId;
}

const stateOf = async (ct: CommercetoolsMock, id: string) => (await call(ct, 'GET', `${IMPORT}/import-operations/${id}`)).body['state'];

describe("clock: 'real'", () => {
  it('follows the faked Date.now(): an operation is processed once fake timers pass its processing time', async () => {
    vi.useFakeTimers({ now: Date.parse('2024-06-01T12:00:00.000Z') });
    const ct = createCommercetoolsMock({ projects: [{ key: 'shop' }], auth: false, clock: 'real', now: START, importProcessingMs: 1000 });
    const id = await importCategory(ct);
    expect(await stateOf(ct, id)).toBe('processing');
    vi.advanceTimersByTime(999);
    expect(await stateOf(ct, id)).toBe('processing');
    vi.advanceTimersByTime(1);
    expect(await stateOf(ct, id)).toBe('imported');
    // From `now`, not from the wall time it follows.
    expect(ct.clock.isoNow()).toBe('2030-01-01T00:00:01.000Z');
  });

  it('catches up before control calls too: the events, the resources, and ct.clock', async () => {
    vi.useFakeTimers({ now: 0 });
    const ct = createCommercetoolsMock({ projects: [{ key: 'shop' }], auth: false, clock: 'real', now: START, importProcessingMs: 500 });
    await importCategory(ct);
    const categories = async () => (await ct.resources('shop', 'category')).map((category) => category['key']);
    expect(await categories()).toEqual([]);
    vi.advanceTimersByTime(500);
    expect(await categories()).toEqual(['shirts']);
    expect(ct.clock.now()).toBe(Date.parse(START) + 500);
    // A container kept for an hour expires an hour of wall time later, which the events show.
    await call(ct, 'POST', `${IMPORT}/import-containers`, { key: 'short', retentionPolicy: { strategy: 'ttl', config: { timeToLive: '1h' } } });
    vi.advanceTimersByTime(3_600_001);
    expect(ct.events.map((event) => event.type)).toContain('ImportContainerDeleted');
  });

  it('adds ct.clock.advance on top of the wall time, and starts from `now` again after a reset', () => {
    vi.useFakeTimers({ now: 0 });
    const ct = createCommercetoolsMock({ projects: [{ key: 'shop' }], auth: false, clock: 'real', now: START });
    ct.clock.advance(60_000);
    vi.advanceTimersByTime(1000);
    expect(ct.clock.isoNow()).toBe('2030-01-01T00:01:01.000Z');
    ct.reset();
    expect(ct.clock.isoNow()).toBe(START);
    vi.advanceTimersByTime(250);
    expect(ct.clock.isoNow()).toBe('2030-01-01T00:00:00.250Z');
    // A wall time set back is not followed back.
    vi.setSystemTime(-10_000);
    expect(ct.clock.isoNow()).toBe('2030-01-01T00:00:00.250Z');
    vi.advanceTimersByTime(10);
    expect(ct.clock.isoNow()).toBe('2030-01-01T00:00:00.260Z');
  });

  it('follows the real Date.now() without fake timers', async () => {
    const ct = createCommercetoolsMock({ projects: [{ key: 'shop' }], auth: false, clock: 'real', now: START });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(ct.clock.now() - Date.parse(START)).toBeGreaterThanOrEqual(25);
  });

  it("stays frozen by default, and with 'frozen', whatever the wall time does", async () => {
    vi.useFakeTimers({ now: 0 });
    for (const ct of [createCommercetoolsMock({ projects: [{ key: 'shop' }], auth: false, now: START, importProcessingMs: 10 }), createCommercetoolsMock({ projects: [{ key: 'shop' }], auth: false, now: START, importProcessingMs: 10, clock: 'frozen' })]) {
      const id = await importCategory(ct);
      vi.advanceTimersByTime(60_000);
      expect(await stateOf(ct, id)).toBe('processing');
      expect(ct.clock.isoNow()).toBe(START);
    }
  });

  it('refuses another clock with a TypeError naming both', () => {
    expect(() => createCommercetoolsMock({ clock: 'wall' as never })).toThrow(new TypeError(`commercetools-msw: clock must be 'frozen' (the default) or 'real', not "wall".`));
  });
});

describe('importProcessingMs: 0', () => {
  it('processes an operation at the next request, with a frozen clock', async () => {
    const ct = createCommercetoolsMock({ projects: [{ key: 'shop' }], auth: false, now: START, importProcessingMs: 0 });
    const id = await importCategory(ct);
    expect(await stateOf(ct, id)).toBe('imported');
  });
});
