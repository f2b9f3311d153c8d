import { afterEach, describe, expect, it } from 'vitest';
import fullProject from '../../fixtures/full-project.json' with { type: 'json' };
import { createCommercetoolsMock, type ImportContainerSeed, type ProjectDraft } from '../../src/index.js';
import {
  adminToken,
  collectionUrl,
  createFuzzMock,
  SHOP,
  itemUrl,
  projectUrl,
  send,
  snapshot,
  START,
  VALID_UPDATE,
  type ErrorBody,
} from '../fuzz/helpers.js';

// Everything the mock hands to a test (stored Projects and containers, events, the journal,
// response bodies) must not be a way into its state. Each test takes a copy, tries every kind of
// in-place change at every depth (frozen objects throw in strict mode, copies take the change),
// then reads again: the store must answer what it answered before.

const ct = createFuzzMock({ projects: [SHOP, fullProject] });
afterEach(() => ct.reset());

const SENTINEL = '__mutated__';

/**
 * Tries to change a value in place everywhere it can be reached: assign and delete every key,
 * add one, empty and grow arrays, swap prototypes. Returns the paths where a change went through.
 */
function mutateEverywhere(root: unknown): string[] {
  const changed: string[] = [];
  const seen = new Set<object>();
  const attempt = (path: string, change: () => void) => {
    try {
      change();
      changed.push(path);
    } catch (error) {
      if (!(error instanceof TypeError)) throw error;
    }
  };
  const visit = (node: unknown, path: string) => {
    if (typeof node !== 'object' || node === null || seen.has(node)) return;
    seen.add(node);
    const record = node as Record<string, unknown>;
    for (const key of Object.keys(node)) visit(record[key], `${path}.${key}`);
    for (const key of Object.keys(node)) {
      attempt(`${path}.${key} =`, () => {
        record[key] = SENTINEL;
      });
      attempt(`delete ${path}.${key}`, () => {
        delete record[key];
      });
    }
    attempt(`${path}.injected =`, () => {
      record.injected = SENTINEL;
    });
    if (Array.isArray(node)) {
      const list = node as unknown[];
      attempt(`${path}.push()`, () => list.push(SENTINEL));
      // Reversing one element, or emptying an empty list, writes nothing even to a frozen array.
      if (list.length > 1) attempt(`${path}.reverse()`, () => list.reverse());
      if (list.length > 0) {
        attempt(`${path}.length = 0`, () => {
          list.length = 0;
        });
      }
    }
    attempt(`setPrototypeOf(${path})`, () => Object.setPrototypeOf(node, { polluted: SENTINEL }));
  };
  visit(root, '$');
  return changed;
}

const json = (value: unknown) => JSON.stringify(value);

async function apiState(): Promise<string> {
  const [shop, full] = await Promise.all([send(ct, 'GET', projectUrl('shop')), send(ct, 'GET', projectUrl('full-project'), { authorization: `Bearer ${adminToken(ct, 'full-project')}` })]);
  return json([shop.body, full.body, await snapshot(ct, ['shop'])]);
}

describe('Projects returned to tests', () => {
  it.each(['shop', 'full-project'])('ct.getProject(%s) is deeply frozen, and changing it changes nothing', async (key) => {
    const before = json(ct.getProject(key));
    const api = await apiState();
    expect(mutateEverywhere(ct.getProject(key))).toEqual([]);
    expect(json(ct.getProject(key))).toBe(before);
    expect(await apiState()).toBe(api);
  });

  it('ct.addProject returns the stored Project deeply frozen', async () => {
    const added = ct.addProject({ key: 'added', languages: ['en'] });
    const before = json(ct.getProject('added'));
    expect(mutateEverywhere(added)).toEqual([]);
    expect(json(ct.getProject('added'))).toBe(before);
  });

  it('ct.addProject copies its draft: changing the draft afterwards changes nothing', () => {
    const draft: ProjectDraft = structuredClone({ ...fullProject, key: 'copied' });
    ct.addProject(draft);
    const before = json(ct.getProject('copied'));
    mutateEverywhere(draft);
    expect(json(ct.getProject('copied'))).toBe(before);
  });

  it('the Project after an update is frozen as well', async () => {
    const reply = await send(ct, 'POST', projectUrl(), { body: JSON.stringify(VALID_UPDATE) });
    expect(reply.status).toBe(200);
    const before = json(ct.getProject('shop'));
    expect(mutateEverywhere(ct.getProject('shop'))).toEqual([]);
    expect(json(ct.getProject('shop'))).toBe(before);
  });

  it('createCommercetoolsMock copies its seeds: changing them after creation, or before a reset, changes nothing', async () => {
    const projects: ProjectDraft[] = [structuredClone(fullProject), { key: 'plain', countries: ['DE'], languages: ['en'] }];
    const containers: ImportContainerSeed[] = [{ key: 'seeded', resourceType: 'product', retentionPolicy: { strategy: 'ttl', config: { timeToLive: '12h' } } }];
    const seeded = createCommercetoolsMock({ now: START, projects, importContainers: { plain: containers } });
    const before = json([seeded.getProject('full-project'), seeded.getProject('plain'), await snapshot(seeded, ['plain'])]);
    mutateEverywhere(projects);
    mutateEverywhere(containers);
    expect(json([seeded.getProject('full-project'), seeded.getProject('plain'), await snapshot(seeded, ['plain'])])).toBe(before);
    seeded.reset();
    expect(json([seeded.getProject('full-project'), seeded.getProject('plain'), await snapshot(seeded, ['plain'])])).toBe(before);
  });
});

describe('options given to createCommercetoolsMock', () => {
  it('auth.clients are checked at creation and copied: changing them afterwards lets no one else in', async () => {
    const clients = [{ clientId: 'ci', clientSecret: 's3cret', scopes: ['manage_project:shop'] }];
    const guarded = createCommercetoolsMock({ now: START, projects: [{ key: 'shop' }], auth: { clients } });
    const token = (id: string, secret: string) =>
      send(guarded, 'POST', 'https://auth.europe-west1.gcp.commercetools.com/oauth/token', {
        authorization: `Basic ${btoa(`${id}:${secret}`)}`,
        contentType: 'application/x-www-form-urlencoded',
        body: 'grant_type=client_credentials',
      });
    clients.push({ clientId: 'intruder', clientSecret: 'x', scopes: ['manage_project:shop'] });
    mutateEverywhere(clients);
    expect((await token('intruder', 'x')).status).toBe(401);
    expect((await token('ci', 's3cret')).status).toBe(200);
  });
});

describe('Import Containers and Stores returned to tests', () => {
  it('ct.addImportContainer returns the stored container deeply frozen, and copies its seed', async () => {
    const seed: ImportContainerSeed = { key: 'added', resourceType: 'price', retentionPolicy: { strategy: 'ttl', config: { timeToLive: '2d' } } };
    const added = ct.addImportContainer('shop', seed);
    const before = await snapshot(ct);
    expect(mutateEverywhere(added)).toEqual([]);
    mutateEverywhere(seed);
    expect(await snapshot(ct)).toEqual(before);
    const reply = await send(ct, 'GET', itemUrl('added'));
    expect(reply.body).toMatchObject({ key: 'added', resourceType: 'price', retentionPolicy: { strategy: 'ttl', config: { timeToLive: '2d' } } });
  });

  it('ct.addStore copies the Store: changing it afterwards does not free a language', async () => {
    const store = { key: 'berlin', languages: ['de'] };
    const returned = ct.addStore('shop', store);
    mutateEverywhere(store);
    mutateEverywhere(returned);
    const reply = await send(ct, 'POST', projectUrl(), { body: JSON.stringify({ version: 1, actions: [{ action: 'changeLanguages', languages: ['en'] }] }) });
    // Only the code matters here (the fuzz suites validate error bodies): no schema compile for one body.
    expect([reply.status, (reply.body as ErrorBody).errors.map((error) => error.code)]).toEqual([400, ['LanguageUsedInStores']]);
  });
});

describe('events returned to tests', () => {
  async function recordEveryKindOfEvent(): Promise<void> {
    expect((await send(ct, 'POST', collectionUrl(), { body: JSON.stringify({ key: 'created', resourceType: 'product' }) })).status).toBe(201);
    expect((await send(ct, 'DELETE', itemUrl('products'))).status).toBe(200);
    ct.addSubscription('shop', { key: 'carts', changes: [{ resourceTypeId: 'cart' }] });
    ct.addCart('shop', { id: 'cart-1', lastModifiedAt: START, deleteDaysAfterLastModification: 1 });
    ct.clock.advance(2 * 24 * 3_600_000); // the container `prices` expires (12h) and the cart is deleted (1 day)
    expect(ct.events.map((event) => event.type)).toEqual(['ImportContainerCreated', 'ImportContainerDeleted', 'ImportContainerDeleted', 'SubscriptionDelivery']);
  }

  it('changing ct.events at any depth changes no event', async () => {
    await recordEveryKindOfEvent();
    const before = json(ct.events);
    mutateEverywhere(ct.events);
    expect(json(ct.events)).toBe(before);
  });

  it.each([
    ['ImportContainerCreated', 0],
    ['ImportContainerDeleted (by the API)', 1],
    ['ImportContainerDeleted (by expiry)', 2],
    ['SubscriptionDelivery', 3],
  ])('changing a %s event at any depth changes it nowhere', async (_type, index) => {
    await recordEveryKindOfEvent();
    const before = json(ct.events);
    const changed = mutateEverywhere(ct.events[index]);
    expect(json(ct.events), `changes that went through: ${changed.join(', ')}`).toBe(before);
  });

  it('the event list is frozen', async () => {
    await recordEveryKindOfEvent();
    const events = ct.events as unknown[];
    expect(() => events.push({})).toThrow(TypeError);
    expect(() => events.splice(0, 1)).toThrow(TypeError);
    expect(ct.events).toHaveLength(4);
  });
});

describe('the request journal returned to tests', () => {
  async function recordRequests(): Promise<void> {
    await send(ct, 'POST', projectUrl(), { body: JSON.stringify(VALID_UPDATE) });
    await send(ct, 'POST', collectionUrl(), { body: JSON.stringify({ key: 'journaled', retentionPolicy: { strategy: 'ttl', config: { timeToLive: '1h' } } }) });
    await send(ct, 'PUT', itemUrl('products'), { body: '{"version":1' });
    await send(ct, 'GET', projectUrl(), { authorization: 'Bearer broken' });
    expect(ct.requests.map((entry) => entry.status)).toEqual([200, 201, 400, 401]);
  }

  it('changing ct.requests at any depth changes no entry', async () => {
    await recordRequests();
    const before = json(ct.requests);
    mutateEverywhere(ct.requests);
    expect(json(ct.requests)).toBe(before);
  });

  it.each([0, 1, 2, 3])('changing journal entry %i at any depth, body included, changes it nowhere', async (index) => {
    await recordRequests();
    const before = json(ct.requests);
    const changed = mutateEverywhere(ct.requests[index]);
    expect(json(ct.requests), `changes that went through: ${changed.slice(0, 5).join(', ')}`).toBe(before);
  });

  it('a changed journal entry does not leak into entries recorded later', async () => {
    await recordRequests();
    mutateEverywhere(ct.requests);
    await send(ct, 'GET', projectUrl());
    expect(ct.requests.at(-1)).toMatchObject({ operation: 'getProject', status: 200, projectKey: 'shop' });
    expect(ct.requests).toHaveLength(5);
  });
});

describe('response bodies and injected faults', () => {
  it('changing parsed response bodies of every endpoint changes nothing', async () => {
    const replies = [
      await send(ct, 'GET', projectUrl()),
      await send(ct, 'GET', collectionUrl()),
      await send(ct, 'GET', itemUrl('products')),
      await send(ct, 'PUT', itemUrl('prices'), { body: JSON.stringify({ version: 1, resourceType: 'price' }) }),
    ];
    const api = await apiState();
    for (const reply of replies) mutateEverywhere(reply.body);
    expect(await apiState()).toBe(api);
  });

  it('ct.inject copies its options: changing them afterwards changes no fault', async () => {
    const options = { operation: 'getProject' as const, status: 503, times: 1 };
    const fault = ct.inject(options);
    options.status = 404;
    options.times = 5;
    expect((await send(ct, 'GET', projectUrl())).status).toBe(503);
    expect((await send(ct, 'GET', projectUrl())).status).toBe(200);
    expect(() => {
      (fault as { remaining: number }).remaining = 10;
    }).toThrow(TypeError);
    expect(fault.remaining).toBe(0);
  });
});
