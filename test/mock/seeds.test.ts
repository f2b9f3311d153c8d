import { describe, expect, it } from 'vitest';
import { createCommercetoolsMock, type ProjectDraft } from '../../src/index.js';
import { expectSchemaValid } from '../support/schemas.js';

const create = (draft: ProjectDraft) => createCommercetoolsMock({ now: '2030-01-01T00:00:00.000Z', projects: [draft] });

describe('seeded Projects', () => {
  it.each<[string, ProjectDraft, RegExp]>([
    ['a required field set to undefined', { key: 'a', carts: undefined }, /'carts' is required/],
    ['languages set to undefined', { key: 'a', languages: undefined }, /'languages' is required/],
    ['an external OAuth without its header', { key: 'a', externalOAuth: { url: 'https://x.test' } as never }, /is invalid: externalOAuth -> authorizationHeader: Missing required value/],
    ['an empty name', { key: 'a', name: '' }, /'name' must not be empty/],
    ['an out-of-range message retention', { key: 'a', messages: { enabled: true, deleteDaysAfterCreation: 5000 } }, /between 1 and 90, but was 5000/],
    ['an out-of-range cart retention', { key: 'a', carts: { deleteDaysAfterLastModification: -3 } }, /between 1 and 365250, but was -3/],
    ['an unknown search status', { key: 'a', searchIndexing: { orders: { status: 'Indexing' } } }, /searchIndexing -> orders -> status/],
    ['a lastModifiedBy with a clientId of another type', { key: 'a', searchIndexing: { orders: { lastModifiedBy: { clientId: 5 as never } } } }, /searchIndexing -> orders -> lastModifiedBy -> clientId: JSON String expected/],
    ['a lastModifiedBy that is no object', { key: 'a', searchIndexing: { products: { lastModifiedBy: 'me' as never } } }, /searchIndexing -> products -> lastModifiedBy: JSON Object expected/],
    ['a bad createdAt', { key: 'a', createdAt: 'yesterday' }, /createdAt: Invalid timestamp/],
    ['a version below 1', { key: 'a', version: 0 }, /version: Invalid value/],
    ['a bad trialUntil', { key: 'a', trialUntil: '2030-13' }, /trialUntil: Invalid format/],
    ['a trialUntil with a day', { key: 'a', trialUntil: '2030-12-01' }, /trialUntil: Invalid format/],
    ['a trialUntil after text', { key: 'a', trialUntil: 'in 2030-12' }, /trialUntil: Invalid format/],
    ['a duplicate classification key', { key: 'a', shippingRateInputType: { type: 'CartClassification', values: [{ key: 'L', label: { en: 'L' } }, { key: 'L', label: { en: 'L' } }] } }, /appears more than once/],
    // Each seeded setting goes through the rules of the update action that would set it; the
    // message names the field as the seed does, without the request's `actions -> `.
    ['a name of another type', { key: 'a', name: 5 as never }, /is invalid: name: JSON String expected, got 5\.$/],
    ['an unknown country', { key: 'a', countries: ['XX'] }, /is invalid: 'XX' is not a valid country code/],
    ['an unknown currency', { key: 'a', currencies: ['EURO'] }, /is invalid: 'EURO' is not a valid currency code/],
    ['a malformed language', { key: 'a', languages: ['en_US'] }, /is invalid: .*en_US/],
    ['messages enabled by a string', { key: 'a', messages: { enabled: 'yes' as never } }, /is invalid: messagesEnabled: JSON Boolean expected, got "yes"\.$/],
    ['reservations released by a string', { key: 'a', inventory: { releaseExpiredReservations: 'no' as never } }, /is invalid: releaseExpiredReservations: JSON Boolean expected/],
    ['an out-of-range reservation time', { key: 'a', inventory: { releaseExpiredReservations: true, reservationExpirationInMinutes: 0 } }, /'reservationExpirationInMinutes' must be between 1 and 44640, but was 0/],
    ['an unknown discount combination', { key: 'a', discounts: { discountCombinationMode: 'Sometimes' as never } }, /'Sometimes' is not a valid value for 'discountCombinationMode'/],
    ['an out-of-range shopping list retention', { key: 'a', shoppingLists: { deleteDaysAfterLastModification: 0 } }, /'deleteDaysAfterLastModification' must be between 1 and 365250, but was 0/],
    ['an unknown catalog model', { key: 'a', productCatalogModel: 'Nested' as never }, /'Nested' is not a valid value for 'productCatalogModel'/],
    ['an unknown business unit status', { key: 'a', businessUnits: { myBusinessUnitStatusOnCreation: 'Closed' as never } }, /'Closed' is not a valid value for 'status'/],
    [
      'an Associate Role reference of another type',
      { key: 'a', businessUnits: { myBusinessUnitStatusOnCreation: 'Active', myBusinessUnitAssociateRoleOnCreation: { typeId: 'role' as never, key: 'buyer' } } },
      /'associateRole' must reference an associate-role, but its typeId is 'role'/,
    ],
    ['an introspection URL that is not http', { key: 'a', externalOAuth: { url: 'ftp://x.test', authorizationHeader: 'Bearer x' } }, /'ftp:\/\/x.test' is not a valid value for 'url'/],
  ])('refuses %s with a message that says what to fix', (_name, draft, message) => {
    expect(() => create(draft)).toThrow(message);
  });

  it('accepts what the platform has added since service.md: non-standard currencies, InMigration, lastModifiedBy', () => {
    const ct = create({
      key: 'a',
      currencies: ['EUR', 'HUF0', 'TWD0'],
      productCatalogModel: 'InMigration',
      searchIndexing: { orders: { status: 'Activated', lastModifiedAt: '2030-01-01T00:00:00.000Z', lastModifiedBy: { clientId: 'ci', isPlatformClient: false } } },
    });
    const project = ct.getProject('a');
    expect(project).toMatchObject({ currencies: ['EUR', 'HUF0', 'TWD0'], productCatalogModel: 'InMigration' });
    expect(project?.searchIndexing?.orders?.lastModifiedBy).toEqual({ clientId: 'ci', isPlatformClient: false });
    expectSchemaValid(JSON.parse(JSON.stringify(project)), 'project-api', 'Project');
  });

  it('accepts a legacy Project that lacks what old Projects lack', () => {
    const ct = create({ key: 'legacy', messages: { enabled: false }, shoppingLists: undefined, searchIndexing: undefined, businessUnits: undefined, productCatalogModel: undefined });
    const project = ct.getProject('legacy');
    expect(project).not.toHaveProperty('shoppingLists.deleteDaysAfterLastModification');
    expect(project?.messages).toEqual({ enabled: false });
    expectSchemaValid(JSON.parse(JSON.stringify(project)), 'project-api', 'Project');
  });

  it('finishes the indexing of a seed that is still Indexing, after the indexing duration', () => {
    const ct = createCommercetoolsMock({
      now: 0,
      indexingDurationMs: 1000,
      projects: [{ key: 'shop', searchIndexing: { productsSearch: { status: 'Indexing' } } }],
    });
    expect(ct.getProject('shop')?.searchIndexing?.productsSearch?.status).toBe('Indexing');
    ct.clock.advance(1000);
    expect(ct.getProject('shop')?.searchIndexing?.productsSearch).toEqual({ status: 'Activated', lastModifiedAt: '1970-01-01T00:00:01.000Z' });
  });
});

describe('seeded Import Containers', () => {
  const ct = createCommercetoolsMock({ now: '2030-01-01T00:00:00.000Z', projects: [{ key: 'shop' }] });

  it.each<[string, Parameters<typeof ct.addImportContainer>[1], RegExp]>([
    ['a bad createdAt', { key: 'a', createdAt: 'yesterday' }, /createdAt: Invalid timestamp/],
    ['a retention policy without config', { key: 'a', retentionPolicy: { strategy: 'ttl' } as never }, /retentionPolicy -> config: Missing required value/],
    ['a negative version', { key: 'a', version: -5 }, /version: Invalid value/],
    ['a fractional version', { key: 'a', version: 1.5 }, /version: JSON Int expected/],
    ['a bad lastModifiedAt', { key: 'a', lastModifiedAt: 'nope' }, /lastModifiedAt: Invalid timestamp/],
    ['a bad key', { key: 'a b' }, /'a b' is not a valid value for 'key'/],
  ])('refuses %s with a message that says what to fix', (_name, seed, message) => {
    expect(() => ct.addImportContainer('shop', seed)).toThrow(message);
  });

  it('refuses an unknown Project', () => {
    expect(() => ct.addImportContainer('ghost', { key: 'a' })).toThrow(/no Project 'ghost'/);
  });

  it('refuses a container that would already have expired, and keeps no trace of it', () => {
    expect(() => ct.addImportContainer('shop', { key: 'stale', createdAt: '2029-12-01T00:00:00.000Z' })).toThrow(
      "the Import Container 'stale' would already have expired at 2029-12-04T00:00:00.000Z. Give a later createdAt.",
    );
    expect(ct.events).toEqual([]);
    expect(ct.addImportContainer('shop', { key: 'stale', createdAt: '2029-12-29T00:00:00.000Z' }).key).toBe('stale');
  });

  it('keeps fixed stamps and derives expiresAt from createdAt', () => {
    const seeded = ct.addImportContainer('shop', { key: 'fixed', version: 3, createdAt: '2029-12-31T00:00:00.000Z', lastModifiedAt: '2029-12-31T12:00:00.000Z' });
    expect(seeded).toEqual({
      key: 'fixed',
      version: 3,
      createdAt: '2029-12-31T00:00:00.000Z',
      lastModifiedAt: '2029-12-31T12:00:00.000Z',
      expiresAt: '2030-01-03T00:00:00.000Z',
    });
    expect(ct.events).toEqual([]);
  });
});

describe('inputs outside what a clock or token can hold', () => {
  it('refuses clock times past four-digit years instead of writing invalid dates', () => {
    expect(() => createCommercetoolsMock({ now: 8.64e15 - 1000 })).toThrow(/outside the clock's range/);
    const ct = createCommercetoolsMock({ now: 0 });
    expect(() => ct.clock.advance(1e300)).toThrow(/outside the clock's range/);
  });

  it('refuses a token lifetime that is not a positive number', () => {
    const ct = createCommercetoolsMock({ projects: [{ key: 'shop' }] });
    for (const expiresIn of [Number.NaN, 0, -1, Infinity]) {
      expect(() => ct.issueToken({ scopes: ['manage_project:shop'], expiresIn })).toThrow(/positive number of seconds/);
    }
  });
});
