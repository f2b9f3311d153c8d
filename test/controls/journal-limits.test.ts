import { describe, expect, it } from 'vitest';
import { createCommercetoolsMock } from '../../src/index.js';
import { createBoundedList } from '../../src/utils/bounded-list.js';
import { START } from '../support/time.js';
import { collectionUrl, projectUrl } from '../support/urls.js';

// The journal and the event log hold a bounded number of entries, dropping and counting the
// oldest, so that a mock serving requests for hours keeps its memory flat.

const mock = (limit?: number) =>
  createCommercetoolsMock({ now: START, auth: false, projects: [{ key: 'shop' }], ...(limit === undefined ? {} : { journal: { limit } }) });

const get = (ct: ReturnType<typeof mock>) => ct.fetch(projectUrl());
const createContainer = (ct: ReturnType<typeof mock>, key: string) =>
  ct.fetch(collectionUrl(), { method: 'POST', body: JSON.stringify({ key }) });

describe('the request journal', () => {
  it('holds 10 000 entries by default', () => {
    expect(mock().journal.limit).toBe(10_000);
  });

  it('keeps the newest `limit` entries, oldest first, and counts what it dropped', async () => {
    const ct = mock(3);
    for (const name of ['a', 'b', 'c', 'd', 'e']) await createContainer(ct, name);
    expect(ct.requests.map((entry) => (entry.body as { key: string }).key)).toEqual(['c', 'd', 'e']);
    expect(ct.journal.droppedRequests).toBe(2);
  });

  it("lets go of a Project's entries on a per-Project reset, and still counts what it dropped before", async () => {
    const ct = createCommercetoolsMock({ now: START, auth: false, projects: [{ key: 'shop' }, { key: 'other' }], journal: { limit: 3 } });
    for (const key of ['shop', 'other', 'shop', 'other']) await ct.fetch(projectUrl(key));
    expect(ct.journal.droppedRequests).toBe(1);
    ct.reset({ projects: ['shop'] });
    expect(ct.requests.map((entry) => entry.projectKey)).toEqual(['other', 'other']);
    expect(ct.journal.droppedRequests).toBe(1);
    // Room again: the next entry drops nothing.
    await ct.fetch(projectUrl('shop'));
    expect(ct.requests.map((entry) => entry.projectKey)).toEqual(['other', 'other', 'shop']);
    expect(ct.journal.droppedRequests).toBe(1);
  });

  it('forgets what it dropped on reset and on clearRequests(), which clears nothing else', async () => {
    const ct = mock(2);
    for (const name of ['a', 'b', 'c']) await createContainer(ct, name);
    const events = ct.events.length;
    ct.journal.clearRequests();
    expect(ct.requests).toEqual([]);
    expect(ct.journal.droppedRequests).toBe(0);
    expect(ct.events).toHaveLength(events);
    await get(ct);
    await get(ct);
    await get(ct);
    expect(ct.journal.droppedRequests).toBe(1);
    ct.reset();
    expect([ct.requests.length, ct.journal.droppedRequests]).toEqual([0, 0]);
  });

  it('keeps a body over 64 KB as a marker with its size', async () => {
    const ct = mock();
    const body = JSON.stringify({ version: 1, actions: [{ action: 'changeName', name: 'x'.repeat(70_000) }] });
    await ct.fetch(projectUrl(), { method: 'POST', body });
    expect(ct.requests[0]?.body).toBe(`[body of ${body.length} characters, over the journal's 64 KB limit]`);
    const small = JSON.stringify({ version: 1, actions: [{ action: 'changeName', name: 'x'.repeat(60_000) }] });
    await ct.fetch(projectUrl(), { method: 'POST', body: small });
    expect(ct.requests[1]?.body).toMatchObject({ version: 1 });
  });

  it.each([0, -1, 1.5, Number.NaN, Infinity])('refuses a limit of %s, saying what to give', (limit) => {
    expect(() => mock(limit)).toThrow(/journal\.limit must be a whole number of entries, 1 or more/);
  });
});

describe('the event log', () => {
  it('keeps the newest `limit` events, with ids that go on counting, and counts what it dropped', async () => {
    const ct = mock(2);
    for (const name of ['a', 'b', 'c']) await createContainer(ct, name);
    expect(ct.events.map((event) => event.id)).toEqual(['00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000003']);
    expect(ct.journal.droppedEvents).toBe(1);
    ct.reset();
    expect([ct.events.length, ct.journal.droppedEvents]).toEqual([0, 0]);
    await createContainer(ct, 'd');
    expect(ct.events.map((event) => event.id)).toEqual(['00000000-0000-4000-8000-000000000001']);
  });
});

describe('a bounded list', () => {
  it('stays correct across its compactions', () => {
    const list = createBoundedList<number>(10);
    for (let n = 1; n <= 5000; n += 1) list.push(n);
    expect(list.items()).toEqual([4991, 4992, 4993, 4994, 4995, 4996, 4997, 4998, 4999, 5000]);
    expect([list.size, list.dropped]).toEqual([10, 4990]);
    list.replace([1, 2, 3]);
    expect([list.items(), list.dropped]).toEqual([[1, 2, 3], 0]);
  });
});
