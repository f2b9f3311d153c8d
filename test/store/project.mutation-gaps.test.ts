import { describe, expect, it } from 'vitest';
import { createCommercetoolsMock, type CommercetoolsMockOptions, type Project } from '../../src/index.js';
import { API_HOST } from '../support/sdk.js';
import { plus, SECOND, START } from '../support/time.js';

// Behaviour of the Project store that mutation testing of src/store found no test for: indexing
// re-enabled later while it runs, seeded indexes read back once the indexing time has passed,
// and the Stores a test declares with ct.addStore.

const DURATION = 60 * SECOND;
const mock = (options: CommercetoolsMockOptions = {}) =>
  createCommercetoolsMock({ auth: false, now: START, indexingDurationMs: DURATION, projects: [{ key: 'shop', languages: ['en', 'de', 'fr'] }], ...options });

type Mock = ReturnType<typeof createCommercetoolsMock>;

async function update(ct: Mock, actions: unknown[], version = ct.getProject('shop')?.version) {
  const response = await ct.fetch(`${API_HOST}/shop`, { method: 'POST', body: JSON.stringify({ version, actions }) });
  return { status: response.status, body: (await response.json()) as Project & { errors?: { code: string; message: string }[] } };
}

async function read(ct: Mock): Promise<Project> {
  const response = await ct.fetch(`${API_HOST}/shop`);
  expect(response.status).toBe(200);
  return (await response.json()) as Project;
}

const enable = (mode?: string) => ({ action: 'changeProductSearchIndexingEnabled', enabled: true, ...(mode ? { mode } : {}) });

describe('re-enabling product search indexing while it is Indexing', () => {
  it('does not restart it: the status, its stamp, the version and the completion time stay', async () => {
    const ct = mock();
    expect((await update(ct, [enable('ProductsSearch')])).body.searchIndexing?.productsSearch).toEqual({ status: 'Indexing', lastModifiedAt: START });

    ct.clock.advance(DURATION / 2);
    const again = await update(ct, [enable('ProductsSearch')]);
    expect(again.status).toBe(200);
    expect(again.body.version).toBe(2);
    expect(again.body.searchIndexing?.productsSearch).toEqual({ status: 'Indexing', lastModifiedAt: START });

    // Completion comes at the first start plus the duration, not at the second request's.
    ct.clock.advance(DURATION / 2 - 1);
    expect((await read(ct)).searchIndexing?.productsSearch?.status).toBe('Indexing');
    ct.clock.advance(1);
    expect((await read(ct)).searchIndexing?.productsSearch).toEqual({ status: 'Activated', lastModifiedAt: plus(START, DURATION) });
    expect(ct.getProject('shop')?.version).toBe(2);
  });

  it('restarts it after a disable in the same request, from that request', async () => {
    const ct = mock();
    await update(ct, [enable('ProductsSearch')]);
    ct.clock.advance(DURATION / 2);
    const restarted = await update(ct, [{ ...enable('ProductsSearch'), enabled: false }, enable('ProductsSearch')]);
    expect(restarted.body.version).toBe(3);
    expect(restarted.body.searchIndexing?.productsSearch).toEqual({ status: 'Indexing', lastModifiedAt: plus(START, DURATION / 2) });
    ct.clock.advance(DURATION / 2);
    expect((await read(ct)).searchIndexing?.productsSearch?.status).toBe('Indexing');
    ct.clock.advance(DURATION / 2);
    expect((await read(ct)).searchIndexing?.productsSearch).toEqual({ status: 'Activated', lastModifiedAt: plus(START, DURATION * 1.5) });
  });

  it('indexes both product indexes on their own clocks', async () => {
    const ct = mock();
    await update(ct, [{ ...enable(), enabled: false }]);
    ct.clock.advance(10 * SECOND);
    await update(ct, [enable()]);
    ct.clock.advance(10 * SECOND);
    await update(ct, [enable('ProductsSearch')]);
    ct.clock.advance(DURATION - 10 * SECOND);
    const first = (await read(ct)).searchIndexing;
    expect(first?.products).toEqual({ status: 'Activated', lastModifiedAt: plus(START, 10 * SECOND + DURATION) });
    expect(first?.productsSearch?.status).toBe('Indexing');
    ct.clock.advance(10 * SECOND);
    expect((await read(ct)).searchIndexing?.productsSearch).toEqual({ status: 'Activated', lastModifiedAt: plus(START, 20 * SECOND + DURATION) });
  });
});

describe('a seeded Project', () => {
  it('keeps a Deactivated index Deactivated once the indexing time has passed', async () => {
    const ct = mock({
      projects: [{ key: 'shop', searchIndexing: { products: { status: 'Deactivated', lastModifiedAt: START }, productsSearch: { status: 'Deactivated', lastModifiedAt: START } } }],
    });
    ct.clock.advance(DURATION * 2);
    const { searchIndexing } = await read(ct);
    expect(searchIndexing?.products).toEqual({ status: 'Deactivated', lastModifiedAt: START });
    expect(searchIndexing?.productsSearch).toEqual({ status: 'Deactivated', lastModifiedAt: START });
    expect(ct.getProject('shop')?.searchIndexing?.products?.status).toBe('Deactivated');
  });

  it('finishes a seeded Indexing index after the indexing time from its seeding, keeping the version', async () => {
    const ct = mock({ projects: [{ key: 'shop', searchIndexing: { productsSearch: { status: 'Indexing', lastModifiedAt: START } } }] });
    ct.clock.advance(DURATION - 1);
    expect((await read(ct)).searchIndexing?.productsSearch?.status).toBe('Indexing');
    ct.clock.advance(1);
    const { searchIndexing, version } = await read(ct);
    expect(searchIndexing?.productsSearch).toEqual({ status: 'Activated', lastModifiedAt: plus(START, DURATION) });
    expect(version).toBe(1);
  });
});

describe('ct.addStore', () => {
  it('refuses an empty key and a duplicate key, naming the Project and the key', () => {
    const ct = mock();
    expect(() => ct.addStore('shop', { key: '' })).toThrow("commercetools-msw: a Store needs a key that is unique in Project 'shop', but got ''.");
    ct.addStore('shop', { key: 'berlin', languages: ['de'] });
    expect(() => ct.addStore('shop', { key: 'berlin', languages: ['fr'] })).toThrow(
      "commercetools-msw: a Store needs a key that is unique in Project 'shop', but got 'berlin'.",
    );
    expect(() => ct.addStore('shop', { key: 42 as unknown as string })).toThrow(/but got '42'/);
  });

  it('keeps a second Store beside the first, and returns it', async () => {
    const ct = mock();
    expect(ct.addStore('shop', { key: 'berlin', languages: ['de'] })).toEqual({ key: 'berlin', languages: ['de'] });
    expect(ct.addStore('shop', { key: 'paris', languages: ['fr'] })).toEqual({ key: 'paris', languages: ['fr'] });
    expect(ct.addStore('shop', { key: 'anywhere' })).toEqual({ key: 'anywhere', languages: [] });

    // Both Stores protect their languages.
    for (const languages of [['en', 'de'], ['en', 'fr']]) {
      const refused = await update(ct, [{ action: 'changeLanguages', languages }]);
      expect(refused.status).toBe(400);
      expect(refused.body.errors?.map((error) => error.code)).toEqual(['LanguageUsedInStores']);
    }
    expect((await update(ct, [{ action: 'changeLanguages', languages: ['de', 'fr'] }])).body.languages).toEqual(['de', 'fr']);
  });

  it('says which languages the Project lacks, and which it has', () => {
    const ct = mock();
    expect(() => ct.addStore('shop', { key: 'rome', languages: ['it', 'de', 'es'] })).toThrow(
      "commercetools-msw: Store 'rome' uses languages the Project 'shop' does not have: it, es. A Store's languages must be among the Project's languages (en, de, fr).",
    );
  });

  it('keeps its own copy of the draft', async () => {
    const ct = mock();
    const draft = { key: 'berlin', languages: ['de'] };
    ct.addStore('shop', draft);
    draft.languages.splice(0);
    expect((await update(ct, [{ action: 'changeLanguages', languages: ['en', 'fr'] }])).status).toBe(400);
  });
});
