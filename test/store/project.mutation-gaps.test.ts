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
    // Created before 4 March 2021: products start Activated, and may start again once disabled.
    const ct = mock({ projects: [{ key: 'shop', createdAt: '2021-01-15T00:00:00.000Z' }] });
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

describe('search statuses and legacy Projects', () => {
  it('keeps the version and the stamp when a status is set to the one it has, later on', async () => {
    const ct = mock();
    ct.clock.advance(DURATION);
    const same = await update(ct, [{ action: 'changeOrderSearchStatus', status: 'Deactivated' }]);
    expect(same.status).toBe(200);
    expect(same.body.version).toBe(1);
    expect(same.body.searchIndexing?.orders).toEqual({ status: 'Deactivated', lastModifiedAt: START });
  });

  it('gives a Project without search indexing or business unit settings the ones an action sets', async () => {
    // Created by 31 August 2026, so that it may still start Product Projection Search.
    const ct = mock({ projects: [{ key: 'shop', createdAt: '2026-08-31T23:59:59.999Z', searchIndexing: undefined, businessUnits: undefined }] });
    ct.addAssociateRole('shop', { key: 'buyer' });
    const { status, body } = await update(ct, [
      { action: 'changeOrderSearchStatus', status: 'Activated' },
      enable(),
      { action: 'setMyBusinessUnitAssociateRoleOnCreation', associateRole: { typeId: 'associate-role', key: 'buyer' } },
    ]);
    expect(status).toBe(200);
    expect(body.searchIndexing).toEqual({ orders: { status: 'Activated', lastModifiedAt: START }, products: { status: 'Indexing', lastModifiedAt: START } });
    expect(body.businessUnits).toEqual({ myBusinessUnitStatusOnCreation: 'Inactive', myBusinessUnitAssociateRoleOnCreation: { typeId: 'associate-role', key: 'buyer' } });
  });
});

describe('a request that changes a field and changes it back', () => {
  it('moves the version when it removes the external OAuth and sets the same one again', async () => {
    const externalOAuth = { url: 'https://auth.example.com/introspect', authorizationHeader: 'Bearer abcdef' };
    const ct = mock({ projects: [{ key: 'shop', externalOAuth }] });
    const { status, body } = await update(ct, [
      { action: 'setExternalOAuth', externalOAuth: null },
      { action: 'setExternalOAuth', externalOAuth },
    ]);
    expect(status).toBe(200);
    expect(body.version).toBe(2);
  });
});

describe('ct.addAssociateRole', () => {
  it.each([
    ['no draft', null, 'null'],
    ['a one-letter key', { key: 'b' }, '{"key":"b"}'],
    ['a key with a space', { key: 'key account' }, '{"key":"key account"}'],
    ['a key of another type', { key: 7 }, '{"key":7}'],
    ['an empty id', { key: 'buyer', id: '' }, '{"key":"buyer","id":""}'],
    ['an id of another type', { key: 'buyer', id: 7 }, '{"key":"buyer","id":7}'],
  ])('refuses %s, saying what a key and an id look like', (_name, draft, shown) => {
    const ct = mock();
    expect(() => ct.addAssociateRole('shop', draft as never)).toThrow(
      new TypeError(
        `commercetools-msw: an Associate Role needs a key of 2 to 256 letters, digits, '_' or '-', and an id, if given, that is a non-empty string, such as { key: 'buyer' }, not ${shown}.`,
      ),
    );
  });

  it('refuses a key or an id the Project\'s roles have already, naming the role', () => {
    const ct = mock();
    ct.addAssociateRole('shop', { key: 'buyer', id: 'role-1' });
    const taken = "commercetools-msw: Project 'shop' already has the Associate Role 'buyer' (id 'role-1'). Keys and ids are unique.";
    expect(() => ct.addAssociateRole('shop', { key: 'buyer' })).toThrow(taken);
    expect(() => ct.addAssociateRole('shop', { key: 'admin', id: 'role-1' })).toThrow(taken);
  });
});

describe('Project update bodies the shape refuses', () => {
  const problem = async (body: string) => {
    const response = await mock().fetch(`${API_HOST}/shop`, { method: 'POST', body });
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: { code: string; detailedErrorMessage: string }[] };
    expect(errors.map((error) => error.code)).toEqual(['InvalidJsonInput']);
    return errors[0]?.detailedErrorMessage;
  };
  const shipping = (shippingRateInputType: unknown) => JSON.stringify({ version: 1, actions: [{ action: 'setShippingRateInputType', shippingRateInputType }] });

  it('names what is wrong, field by field', async () => {
    expect(await problem('{"version":1,"actions":[')).toBe('The request body is not well-formed JSON.');
    expect(await problem(shipping('x'))).toBe('actions -> shippingRateInputType: JSON Object expected, got "x".');
    expect(await problem(shipping({ type: 'Nope' }))).toBe(
      'actions -> shippingRateInputType -> type: Unknown type "Nope". Expected one of ("CartValue" | "CartScore" | "CartClassification").',
    );
    expect(await problem(shipping({ type: 'CartClassification', values: [{ key: 'a', label: null }] }))).toBe(
      'actions -> shippingRateInputType -> values -> label: Missing required value',
    );
    expect(await problem(shipping({ type: 'CartClassification', values: [{ key: 'a', label: ['x'] }] }))).toBe(
      'actions -> shippingRateInputType -> values -> label: JSON Object expected.',
    );
    expect(await problem(JSON.stringify({ version: 1, actions: [{ action: 'changeNothing' }] }))).toBe('actions -> action: Unknown action "changeNothing".');
  });
});
