import { describe, expect, it } from 'vitest';
import { createCommercetoolsMock, type CommercetoolsMock, type MockState } from '../../src/index.js';

// Snapshot and restore (issue 33): ct.snapshot() gives the state as JSON; a mock restored from it,
// or created from it, answers every GET as the mock it came from, and goes on from there alike.

const START = '2030-01-01T00:00:00.000Z';
const API = 'https://api.europe-west1.gcp.commercetools.com/shop';
const IMPORT = 'https://import.europe-west1.gcp.commercetools.com/shop';

async function call(ct: CommercetoolsMock, method: string, url: string, body?: unknown, token?: string) {
  const headers: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await ct.fetch(url, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : (JSON.parse(text) as Record<string, unknown>) };
}

async function importInto(ct: CommercetoolsMock, container: string, segment: string, type: string, resources: readonly object[]): Promise<string[]> {
  const sent = await call(ct, 'POST', `${IMPORT}/${segment}/import-containers/${container}`, { type, resources });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  return (sent.body!['operationStatus'] as { operationId: string }[]).map(({ operationId }) => operationId);
}

const productType = {
  key: 'shirt',
  name: 'Shirt',
  description: 'Shirts',
  attributes: [{ name: 'color', label: { en: 'Color' }, isRequired: true, attributeConstraint: 'None', type: { name: 'text' }, isSearchable: true }],
};
const product = (key: string, extra: Record<string, unknown> = {}) => ({
  key,
  name: { en: `Shirt ${key}` },
  slug: { en: key, de: `${key}-de` },
  productType: { typeId: 'product-type', key: 'shirt' },
  masterVariant: { sku: `${key}-m`, key: `${key}-m`, attributes: [{ type: 'text', name: 'color', value: 'red' }], prices: [{ key: `${key}-p`, value: { type: 'centPrecision', currencyCode: 'EUR', centAmount: 1000 } }] },
  variants: [{ sku: `${key}-l`, key: `${key}-l`, attributes: [{ type: 'text', name: 'color', value: 'blue' }] }],
  ...extra,
});

/** A mock with some of everything: settings, Stores, roles, customers, containers, resources, operations in every live state, Carts. */
async function busyMock(): Promise<CommercetoolsMock> {
  const ct = createCommercetoolsMock({
    projects: [{ key: 'shop', languages: ['en', 'de'], currencies: ['EUR'], countries: ['DE'] }],
    auth: false,
    now: START,
    importProcessingMs: 1000,
  });
  ct.addStore('shop', { key: 'berlin', languages: ['de'] });
  ct.addAssociateRole('shop', { key: 'buyer' });
  ct.addCustomer('shop', { email: 'jen@example.com', password: 'secret', stores: ['berlin'] });
  ct.addCart('shop', { id: 'cart-1', lastModifiedAt: START, deleteDaysAfterLastModification: 2 });
  ct.addSubscription('shop', { key: 'carts', changes: [{ resourceTypeId: 'cart' }] });
  await ct.addResource('shop', { typeId: 'channel', key: 'berlin' });
  const project = await call(ct, 'GET', API);
  const updated = await call(ct, 'POST', API, { version: project.body!['version'], actions: [{ action: 'changeName', name: 'Busy shop' }] });
  expect(updated.status).toBe(200);
  for (const key of ['types', 'products', 'later', 'waiting']) expect((await call(ct, 'POST', `${IMPORT}/import-containers`, { key })).status).toBe(201);
  await importInto(ct, 'types', 'product-types', 'product-type', [productType]);
  ct.clock.advance(1000);
  await importInto(ct, 'products', 'product-drafts', 'product-draft', [product('pa'), product('pb', { publish: true }), product('pc')]);
  await importInto(ct, 'products', 'categories', 'category', [{ key: 'tops', name: { en: 'Tops' }, slug: { en: 'tops' } }]);
  await importInto(ct, 'types', 'types', 'type', [{ key: 'extras', name: { en: 'Extras' }, resourceTypeIds: ['customer'], fieldDefinitions: [] }]);
  await importInto(ct, 'products', 'customers', 'customer', [{ key: 'jen', email: 'jen@example.com', firstName: 'Jen' }]);
  await importInto(ct, 'products', 'inventories', 'inventory', [{ key: 'pa-m-stock', sku: 'pa-m', quantityOnStock: 3 }]);
  await importInto(ct, 'products', 'standalone-prices', 'standalone-price', [{ key: 'pa-l-eur', sku: 'pa-l', value: { type: 'centPrecision', currencyCode: 'EUR', centAmount: 900 } }]);
  ct.clock.advance(1000);
  // Again, so that a product has version 2 and staged changes.
  await importInto(ct, 'products', 'product-drafts', 'product-draft', [product('pb', { name: { en: 'Shirt B, new' } })]);
  // Waits for a category nobody has made yet: unresolved, with its draft kept.
  await importInto(ct, 'waiting', 'categories', 'category', [{ key: 'sub', name: { en: 'Sub' }, slug: { en: 'sub' }, parent: { typeId: 'category', key: 'missing' } }]);
  ct.clock.advance(1000);
  // Still processing when the snapshot is taken.
  await importInto(ct, 'later', 'product-drafts', 'product-draft', [product('pd')]);
  return ct;
}

/** Every GET a test would send to see the state, with its answer. */
async function everything(ct: CommercetoolsMock): Promise<Record<string, unknown>> {
  const urls = [
    API,
    `${API}/product-types`,
    `${API}/products?limit=500&expand=productType`,
    `${API}/product-projections?staged=true&limit=500`,
    `${API}/product-projections?limit=500`,
    `${API}/categories`,
    `${API}/types`,
    `${API}/customers`,
    `${API}/inventory`,
    `${API}/standalone-prices`,
    `${API}/discount-codes`,
    `${API}/orders`,
    `${API}/products/key=pb`,
    `${IMPORT}/import-containers?limit=500`,
    ...['types', 'products', 'later', 'waiting'].flatMap((key) => [
      `${IMPORT}/import-containers/${key}`,
      `${IMPORT}/import-containers/${key}/import-operations?debug=true&limit=500`,
      `${IMPORT}/import-containers/${key}/import-summaries`,
    ]),
  ];
  const answers: Record<string, unknown> = {};
  for (const url of urls) answers[url] = await call(ct, 'GET', url);
  return answers;
}

describe('ct.snapshot() and ct.restore()', () => {
  it('gives a restored mock, and one created from the state, the same answer to every GET', async () => {
    const source = await busyMock();
    const saved = JSON.parse(JSON.stringify(source.snapshot())) as MockState;
    expect(saved).toMatchObject({ format: 'commercetools-msw/state', version: 1, clock: '2030-01-01T00:00:03.000Z' });

    const restored = createCommercetoolsMock({ projects: [{ key: 'other' }], auth: false });
    await restored.restore(saved);
    const created = createCommercetoolsMock({ state: saved, auth: false });
    const expected = await everything(source);
    expect(await everything(restored)).toEqual(expected);
    expect(await everything(created)).toEqual(expected);
    // The Project the restored mock had before is gone: the snapshot is the whole state.
    expect(restored.getProject('other')).toBeUndefined();
    expect(restored.snapshot()).toEqual(saved);
  });

  it('restores operations that go on alike: the processing one is imported, the unresolved one waits for what it names', async () => {
    const source = await busyMock();
    const restored = createCommercetoolsMock({ auth: false, importProcessingMs: 1000 });
    await restored.restore(source.snapshot());
    for (const ct of [source, restored]) {
      ct.clock.advance(1000);
      await ct.addResource('shop', { typeId: 'category', key: 'missing' });
    }
    const after = await everything(restored);
    expect(after).toEqual(await everything(source));
    const waiting = after[`${IMPORT}/import-containers/waiting/import-operations?debug=true&limit=500`] as { body: { results: { state: string }[] } };
    expect(waiting.body.results.map(({ state }) => state)).toEqual(['imported']);
    expect(((after[`${API}/products?limit=500&expand=productType`] as { body: { total: number } }).body).total).toBe(4);
    // New ids count on from the snapshot's, in both.
    const [fromSource] = await importInto(source, 'later', 'categories', 'category', [{ key: 'new', name: { en: 'New' }, slug: { en: 'new' } }]);
    const [fromRestored] = await importInto(restored, 'later', 'categories', 'category', [{ key: 'new', name: { en: 'New' }, slug: { en: 'new' } }]);
    expect(fromRestored).toBe(fromSource);
  });

  it('keeps unique values: a restored mock refuses a slug the snapshot holds', async () => {
    const restored = createCommercetoolsMock({ auth: false, importProcessingMs: 1000, state: (await busyMock()).snapshot() });
    await importInto(restored, 'products', 'product-drafts', 'product-draft', [{ ...product('pe'), slug: { en: 'pa' } }]);
    restored.clock.advance(1000);
    const operations = await call(restored, 'GET', `${IMPORT}/import-containers/products/import-operations?limit=500`);
    const last = (operations.body!['results'] as { state: string; errors?: { code: string }[] }[]).at(-1)!;
    expect(last).toMatchObject({ state: 'validationFailed', errors: [{ code: 'DuplicateField' }] });
  });

  it('resets to the state a mock was created with, operations included, and a restored mock to its creation state', async () => {
    const saved = (await busyMock()).snapshot();
    const created = createCommercetoolsMock({ auth: false, state: saved, importProcessingMs: 1000 });
    const before = await everything(created);
    created.clock.advance(60_000);
    await importInto(created, 'later', 'categories', 'category', [{ key: 'new', name: { en: 'New' }, slug: { en: 'new' } }]);
    created.reset();
    expect(await everything(created)).toEqual(before);
    created.clock.advance(60_000);
    created.reset({ projects: ['shop'] });
    created.clock.set(saved.clock);
    expect(await everything(created)).toEqual(before);

    const restored = createCommercetoolsMock({ projects: [{ key: 'shop' }], auth: false });
    await restored.restore(saved);
    restored.reset();
    expect((await call(restored, 'GET', `${IMPORT}/import-containers`)).body!['total']).toBe(0);
  });

  it('replaces the resources a mock was created with, which a reset brings back', async () => {
    const shirt = { typeId: 'product-type', key: 'shirt', name: 'Shirt', description: '', attributes: [] } as const;
    const ct = createCommercetoolsMock({ projects: [{ key: 'shop' }], auth: false, now: START, resources: { shop: [shirt] } });
    const keys = async () => (await ct.resources('shop', 'product-type')).map((type) => type['key']);
    expect(await keys()).toEqual(['shirt']);
    await ct.restore(createCommercetoolsMock({ projects: [{ key: 'shop' }], auth: false, now: START }).snapshot());
    expect(await keys()).toEqual([]);
    ct.reset();
    expect(await keys()).toEqual(['shirt']);
  });

  it('keeps the ids a declaration in the platform\'s shape gave, which the ids a mock makes then skip', async () => {
    const source = createCommercetoolsMock({ projects: [{ key: 'shop', languages: ['en'] }], auth: false, now: START });
    const given = '00000000-0000-4000-b000-000000000002';
    await source.addResource('shop', { typeId: 'category', id: given, version: 3, createdAt: START, lastModifiedAt: START, key: 'tops', name: { en: 'Tops' }, slug: { en: 'tops' }, ancestors: [], orderHint: '0.5' });
    const restored = createCommercetoolsMock({ auth: false, state: source.snapshot() });
    const byId = `${API}/categories/${given}`;
    expect((await call(restored, 'GET', byId)).body).toEqual((await call(source, 'GET', byId)).body);
    expect((await call(restored, 'GET', byId)).body).toMatchObject({ id: given, key: 'tops', version: 3 });
    const made = async (ct: CommercetoolsMock) => {
      for (const key of ['c1', 'c2']) await ct.addResource('shop', { typeId: 'category', key, name: { en: key }, slug: { en: key } });
      return [(await call(ct, 'GET', `${API}/categories/key=c1`)).body!['id'], (await call(ct, 'GET', `${API}/categories/key=c2`)).body!['id']];
    };
    const ids = await made(restored);
    expect(ids).toEqual(await made(source));
    expect(ids).not.toContain(given);
  });

  it('keeps issued tokens valid, and leaves the events and the journal as they are', async () => {
    const ct = createCommercetoolsMock({ projects: [{ key: 'shop' }], now: START });
    const token = ct.issueToken({ scopes: ['view_project_settings:shop'] });
    const saved = ct.snapshot();
    expect((await call(ct, 'GET', API, undefined, token)).status).toBe(200);
    const journaled = ct.requests.length;
    await ct.restore(saved);
    expect(ct.requests).toHaveLength(journaled);
    expect((await call(ct, 'GET', API, undefined, token)).status).toBe(200);
  });

});

describe('a broken snapshot', () => {
  const broken = async (change: (state: Record<string, unknown>) => void) => {
    const state = JSON.parse(JSON.stringify((await busyMock()).snapshot())) as Record<string, unknown>;
    change(state);
    return state as unknown as MockState;
  };

  it.each([
    ['no marker', (state: Record<string, unknown>) => delete state['format'], /not a snapshot of the mock's state: it needs format 'commercetools-msw\/state'/],
    ['another version', (state: Record<string, unknown>) => (state['version'] = 2), /format version 2; this mock reads version 1/],
    ['a missing field', (state: Record<string, unknown>) => delete state['carts'], /broken at carts: /],
    ['a malformed field', (state: Record<string, unknown>) => ((state['imports'] as { resourceSerial: unknown }).resourceSerial = '7'), /broken at imports\.resourceSerial: /],
    [
      'a resource past the serial counter',
      (state: Record<string, unknown>) => ((state['imports'] as { resourceSerial: number }).resourceSerial = 1),
      /broken at imports\.projects\.shop: .* past resourceSerial 1/,
    ],
    [
      'an operation whose draft no import takes',
      (state: Record<string, unknown>) => {
        const operations = (state['imports'] as { projects: { shop: { operations: { state: string; draft?: Record<string, unknown> }[] } } }).projects.shop.operations;
        operations.find(({ state: current }) => current === 'processing')!.draft!['slug'] = 5;
      },
      /the operation 00000000-0000-4000-a000-[0-9a-f]{12} of 'shop': its draft is not a product-draft import: slug/,
    ],
    ['an invalid Project', (state: Record<string, unknown>) => ((state['projects'] as { project: { countries: string[] } }[])[0]!.project.countries = ['XX']), /broken at projects\.0: .*XX/],
    ['a container of a Project it lacks', (state: Record<string, unknown>) => ((state['importContainers'] as Record<string, unknown>)['nowhere'] = []), /broken at importContainers\.nowhere: .*'nowhere'/],
  ])('is refused with a TypeError naming the problem (%s), and nothing changes', async (_, change, message) => {
    const ct = await busyMock();
    const before = await everything(ct);
    const snapshotBefore = ct.snapshot();
    await expect(ct.restore(await broken(change))).rejects.toThrow(TypeError);
    await expect(ct.restore(await broken(change))).rejects.toThrow(message);
    expect(ct.snapshot()).toEqual(snapshotBefore);
    expect(await everything(ct)).toEqual(before);
  });

  it('is refused when a mock is created from it, with a TypeError', async () => {
    const state = await broken((value) => delete value['clock']);
    expect(() => createCommercetoolsMock({ state })).toThrow(/broken at clock: /);
    const whole = (await busyMock()).snapshot();
    expect(() => createCommercetoolsMock({ state: whole, projects: [{ key: 'x' }], now: START })).toThrow(/takes no projects, now/);
  });
});
