import { describe, expect, it } from 'vitest';
import type { Project } from '../../src/index.js';
import { useMockServer } from '../support/mock-server.js';
import { DAY, plus, projectUrl, send, START } from './helpers.js';

// Regressions for what a review of the controls found.
const ct = useMockServer({ projects: [{ key: 'shop' }], eventualConsistency: { delayMs: 60_000 }, indexingDurationMs: 30_000 });
const bearer = () => `Bearer ${ct.issueToken({ scopes: ['manage_project:shop'] })}`;

describe('the journal hides what does not look like a scheme and a long secret', () => {
  it.each([
    ['a bare token', 'supersecrettokenvalue', '****'],
    ['a short bearer token', 'Bearer abc', 'Bearer ****'],
    ['three words', 'Bearer two words', '****'],
  ])('masks %s whole', async (_name, authorization, masked) => {
    await send('GET', projectUrl(), { authorization });
    expect(ct.requests.at(-1)?.authorization).toBe(masked);
  });
});

describe('subscriptions', () => {
  it('refuses changes that are not { resourceTypeId } objects, instead of failing later', () => {
    expect(() => ct.addSubscription('shop', { key: 'broken', changes: [null] as never })).toThrow(/needs a key and changes/);
    ct.addCart('shop', { id: 'c1', lastModifiedAt: START });
    ct.clock.advance(91 * DAY);
    expect(ct.events).toEqual([]);
  });
});

describe('stale reads under eventual consistency', () => {
  it('let indexing that was pending in the shown state complete on the clock', async () => {
    const enable = { action: 'changeProductSearchIndexingEnabled', enabled: true, mode: 'ProductsSearch' };
    expect((await send('POST', projectUrl(), { authorization: bearer(), body: { version: 1, actions: [enable] } })).status).toBe(200);
    ct.clock.advance(20_000);
    expect((await send('POST', projectUrl(), { authorization: bearer(), body: { version: 2, actions: [{ action: 'changeName', name: 'Later' }] } })).status).toBe(200);
    ct.clock.advance(50_000); // indexing finished at +30 s; the first update's delay passed at +60 s
    const shown = (await send('GET', projectUrl(), { authorization: bearer() })).body as Project;
    expect(shown.version).toBe(2);
    expect(shown.searchIndexing?.productsSearch).toEqual({ status: 'Activated', lastModifiedAt: plus(START, 30_000) });
  });
});
