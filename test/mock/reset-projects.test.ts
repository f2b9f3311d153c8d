import { describe, expect, it } from 'vitest';
import { createCommercetoolsMock, type CommercetoolsMock } from '../../src/index.js';
import { API_HOST, IMPORT_HOST } from '../support/sdk.js';

// ct.reset({ projects }): only those Projects' state goes back to creation, through ct.fetch (no
// interception), beside a Project that keeps everything it was given.

const START = Date.parse('2030-01-01T00:00:00.000Z');
const DAY = 86_400_000;

interface Answer {
  readonly status: number;
  readonly body: any;
}

function client(ct: CommercetoolsMock) {
  const call = async (method: string, url: string, projectKey: string, body?: unknown): Promise<Answer> => {
    const token = ct.issueToken({ scopes: [`manage_project:${projectKey}`] });
    const response = await ct.fetch(url, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text === '' ? undefined : JSON.parse(text) };
  };
  return {
    project: (key: string) => call('GET', `${API_HOST}/${key}`, key),
    update: (key: string, version: number, actions: unknown[]) => call('POST', `${API_HOST}/${key}`, key, { version, actions }),
    containers: async (key: string) =>
      ((await call('GET', `${IMPORT_HOST}/${key}/import-containers?sort=key%20asc`, key)).body as { results: { key: string }[] }).results.map(
        (container) => container.key,
      ),
    createContainer: (key: string, containerKey: string) => call('POST', `${IMPORT_HOST}/${key}/import-containers`, key, { key: containerKey }),
    importCategory: async (key: string, containerKey: string, category: string, parent?: string) => {
      const body = {
        type: 'category',
        resources: [{ key: category, name: { en: category }, slug: { en: category }, ...(parent ? { parent: { typeId: 'category', key: parent } } : {}) }],
      };
      const answer = await call('POST', `${IMPORT_HOST}/${key}/categories/import-containers/${containerKey}`, key, body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return (answer.body as { operationStatus: { operationId: string }[] }).operationStatus[0]!.operationId;
    },
    operation: (key: string, id: string) => call('GET', `${IMPORT_HOST}/${key}/import-operations/${id}`, key),
    summary: async (key: string, containerKey: string) =>
      (await call('GET', `${IMPORT_HOST}/${key}/import-containers/${containerKey}/import-summaries`, key)).body as { total: number },
  };
}

function twoProjects(): CommercetoolsMock {
  return createCommercetoolsMock({
    now: START,
    projects: [
      { key: 'a', languages: ['en', 'de'] },
      { key: 'b', languages: ['en', 'de'] },
    ],
    importContainers: { a: [{ key: 'seeded' }], b: [{ key: 'seeded' }] },
    resources: { a: [{ typeId: 'category', key: 'root' }], b: [{ typeId: 'category', key: 'root' }] },
  });
}

/** Changes everything a Project-level reset covers, in one Project. */
async function changeEverything(ct: CommercetoolsMock, key: string) {
  const api = client(ct);
  expect((await api.update(key, 1, [{ action: 'changeName', name: `changed ${key}` }])).status).toBe(200);
  ct.addStore(key, { key: 'berlin', languages: ['de'] });
  expect((await api.createContainer(key, 'later')).status).toBe(201);
  ct.addResource(key, { typeId: 'category', key: 'declared-later' });
  const operation = await api.importCategory(key, 'seeded', 'shirts', 'declared-later');
  ct.addCart(key, { id: `cart-${key}`, lastModifiedAt: new Date(START).toISOString(), deleteDaysAfterLastModification: 1 });
  ct.addSubscription(key, { key: `subscription-${key}`, changes: [{ resourceTypeId: 'cart' }] });
  return operation;
}

describe('ct.reset({ projects })', () => {
  it("returns one Project's settings, Stores, containers, operations, resources, Carts and subscriptions, and leaves the other alone", async () => {
    const ct = twoProjects();
    const api = client(ct);
    const operationA = await changeEverything(ct, 'a');
    const operationB = await changeEverything(ct, 'b');
    ct.clock.advance(1000);
    const journalBefore = ct.requests.length;

    ct.reset({ projects: ['a'] });

    // The journal lets go of the requests to a, and keeps b's (and those to no Project, such as tokens).
    const held = ct.requests.map((entry) => entry.projectKey);
    expect(held).not.toContain('a');
    expect(held).toContain('b');
    expect(held.length).toBeLessThan(journalBefore);
    expect(ct.journal.droppedRequests).toBe(0);

    // Project a: as created.
    expect((await api.project('a')).body).toMatchObject({ name: 'a', version: 1, languages: ['en', 'de'] });
    // Its Store is gone, so removing the language the Store used is allowed.
    expect((await api.update('a', 1, [{ action: 'changeLanguages', languages: ['en'] }])).status).toBe(200);
    expect(await api.containers('a')).toEqual(['seeded']);
    expect((await api.operation('a', operationA)).status).toBe(404);
    expect((await api.summary('a', 'seeded')).total).toBe(0);

    // Project b: untouched.
    expect((await api.project('b')).body).toMatchObject({ name: 'changed b', version: 2 });
    expect((await api.update('b', 2, [{ action: 'changeLanguages', languages: ['en'] }])).body).toMatchObject({
      errors: [{ code: 'LanguageUsedInStores' }],
    });
    expect(await api.containers('b')).toEqual(['later', 'seeded']);
    expect((await api.operation('b', operationB)).body).toMatchObject({ state: 'processing' });

    // The clock and the events are not a Project's: they stay.
    expect(ct.clock.now()).toBe(START + 1000);

    // Processing: a's seeded resource still resolves; the one declared later is gone; b keeps both.
    const again = await api.importCategory('a', 'seeded', 'shirts', 'declared-later');
    const fromRoot = await api.importCategory('a', 'seeded', 'socks', 'root');
    expect(new Set([again, fromRoot, operationA, operationB]).size).toBe(4);
    ct.clock.advance(5000);
    expect((await api.operation('a', again)).body).toMatchObject({ state: 'unresolved' });
    expect((await api.operation('a', fromRoot)).body).toMatchObject({ state: 'imported' });
    expect((await api.operation('b', operationB)).body).toMatchObject({ state: 'imported' });

    // Carts: only b's is deleted, and only b's subscription hears of it.
    ct.clock.set(START + 2 * DAY);
    const deliveries = ct.events.filter((event) => event.type === 'SubscriptionDelivery');
    expect(deliveries.map((event) => event.type === 'SubscriptionDelivery' && event.subscriptionKey)).toEqual(['subscription-b']);
    // a's Cart id is free again.
    ct.addCart('a', { id: 'cart-a', lastModifiedAt: ct.clock.isoNow() });
  });

  it('removes a Project added after creation, ignores keys it never had, and refuses what is not a list of keys', async () => {
    const ct = twoProjects();
    ct.addProject({ key: 'late' });
    ct.addImportContainer('late', { key: 'c' });
    ct.reset({ projects: ['late', 'never'] });
    expect(ct.getProject('late')).toBeUndefined();
    // It can be added again, with nothing left of before.
    ct.addProject({ key: 'late' });
    expect(await client(ct).containers('late')).toEqual([]);
    ct.reset({ projects: [] });
    expect(ct.getProject('late')).toBeDefined();
    expect(() => ct.reset({ projects: 'a' as never })).toThrow(/list of Project keys/);
    expect(() => ct.reset({ projects: [1] as never })).toThrow(/list of Project keys/);
  });

  it('resets the resources a test declared before any import request loaded the engine', async () => {
    const ct = twoProjects();
    ct.addResource('a', { typeId: 'category', key: 'declared-later' });
    ct.addResource('b', { typeId: 'category', key: 'declared-later' });
    ct.reset({ projects: ['a'] });
    const api = client(ct);
    const inA = await api.importCategory('a', 'seeded', 'shirts', 'declared-later');
    const inB = await api.importCategory('b', 'seeded', 'shirts', 'declared-later');
    ct.clock.advance(5000);
    expect((await api.operation('a', inA)).body).toMatchObject({ state: 'unresolved' });
    expect((await api.operation('b', inB)).body).toMatchObject({ state: 'imported' });
  });

  it('processes what the clock reached before the reset, in the other Projects too', async () => {
    const ct = twoProjects();
    const api = client(ct);
    const inA = await api.importCategory('a', 'seeded', 'xx', 'missing');
    const inB = await api.importCategory('b', 'seeded', 'xx', 'missing');
    ct.clock.advance(5000);
    ct.reset({ projects: ['a'] });
    expect((await api.operation('a', inA)).status).toBe(404);
    expect((await api.operation('b', inB)).body).toMatchObject({ state: 'unresolved' });
    // Both reached 'unresolved' before the reset, so both events stay recorded.
    expect(ct.events.filter((event) => event.type === 'ImportUnresolved')).toHaveLength(2);
  });
});

describe("Project keys that start with '_'", () => {
  it('are refused in seeds and by ct.addProject, as on the platform', () => {
    expect(() => createCommercetoolsMock({ projects: [{ key: '_admin' }] })).toThrow(/starts with '_'/);
    const ct = createCommercetoolsMock();
    expect(() => ct.addProject({ key: '__admin' })).toThrow(/starts with '_'/);
    expect(ct.addProject({ key: 'a_b' }).key).toBe('a_b');
  });
});
