import { freeze } from 'immer';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildProject } from './build-project.js';
import type { ProjectRecord } from './project-record.js';
import { loadProjectRequests } from './project-store.js';
import { settleIndexing } from './settle-indexing.js';
import { maskProject } from './mask-project.js';
import { updateProject } from './update-project.js';
import { GRAPHQL_UPDATES } from '../../graphql/graphql-only-actions.js';

const AT = '2030-01-01T00:00:00.000Z';
const context = { now: Date.parse(AT), isoNow: AT, indexingDurationMs: 1000 };
const record = (): ProjectRecord =>
  freeze({ project: buildProject({ key: 'shop', languages: ['en', 'de'] }, AT), stores: [], associateRoles: [{ id: 'buyer-id', key: 'buyer' }], indexingCompletesAt: {} }, true);

// The request-only actions (the rounding modes, product search indexing) load as the update route loads them.
beforeAll(() => loadProjectRequests());

describe('updateProject, without HTTP', () => {
  it('returns the very same record when nothing changes, so the version stays', () => {
    const before = record();
    const result = updateProject(before, { version: 1, actions: [{ action: 'changeCountries', countries: ['DE', 'US'] }] }, context);
    expect(result.ok && result.value).toBe(before);
  });

  it('shares untouched parts of the Project with the previous record', () => {
    const before = record();
    const result = updateProject(before, { version: 1, actions: [{ action: 'changeName', name: 'New' }] }, context);
    if (!result.ok) throw new Error('expected success');
    expect(result.value.project.version).toBe(2);
    expect(result.value.project.carts).toBe(before.project.carts);
  });

  it('leaves the record untouched when a later action fails', () => {
    const before = record();
    const result = updateProject(
      before,
      { version: 1, actions: [{ action: 'changeName', name: 'New' }, { action: 'changeCurrencies', currencies: [] }] },
      context,
    );
    expect(result.ok).toBe(false);
    expect(before.project.name).toBe('shop');
  });

  it('settles due indexing without touching the version', () => {
    const started = updateProject(record(), { version: 1, actions: [{ action: 'changeProductSearchIndexingEnabled', enabled: true, mode: 'ProductsSearch' }] }, context);
    if (!started.ok) throw new Error('expected success');
    expect(settleIndexing(started.value, context.now + 999)).toBe(started.value);
    const settled = settleIndexing(started.value, context.now + 1000);
    expect(settled.project.searchIndexing?.productsSearch).toEqual({ status: 'Activated', lastModifiedAt: '2030-01-01T00:00:01.000Z' });
    expect(settled.project.version).toBe(2);
    expect(settled.indexingCompletesAt).toEqual({});
  });

  // Actions set fields whole, with frozen values: a later action of the same request that changes
  // part of such a field must build on it, not write into it.
  it.each([
    [{ action: 'changeCartsConfiguration', cartsConfiguration: { deleteDaysAfterLastModification: 7 } }, { action: 'changeTaxRoundingMode', taxRoundingMode: 'HalfUp' }, 'carts', { deleteDaysAfterLastModification: 7, countryTaxRateFallbackEnabled: false, priceRoundingMode: 'HalfEven', taxRoundingMode: 'HalfUp' }],
    [{ action: 'changeMessagesConfiguration', messagesConfiguration: { enabled: false, deleteDaysAfterCreation: 30 } }, { action: 'changeMessagesEnabled', messagesEnabled: true }, 'messages', { enabled: true, deleteDaysAfterCreation: 30 }],
    [{ action: 'setReservationExpirationInMinutes', reservationExpirationInMinutes: 60 }, { action: 'setReleaseExpiredReservations', releaseExpiredReservations: true }, 'inventory', { releaseExpiredReservations: true, reservationExpirationInMinutes: 60 }],
    [{ action: 'setMyBusinessUnitAssociateRoleOnCreation', associateRole: { typeId: 'associate-role', key: 'buyer' } }, { action: 'changeMyBusinessUnitStatusOnCreation', status: 'Active' }, 'businessUnits', { myBusinessUnitStatusOnCreation: 'Active', myBusinessUnitAssociateRoleOnCreation: { typeId: 'associate-role', key: 'buyer' } }],
    [{ action: 'changeOrderSearchStatus', status: 'Activated' }, { action: 'changeCustomerSearchStatus', status: 'Activated' }, 'searchIndexing', expect.objectContaining({ orders: { status: 'Activated', lastModifiedAt: AT }, customers: { status: 'Activated', lastModifiedAt: AT } })],
  ] as const)('applies %o then %o to the same field', (first, second, field, expected) => {
    const result = updateProject(record(), { version: 1, actions: [first, second] }, context);
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    expect(result.value.project[field]).toEqual(expected);
    expect(result.value.project.version).toBe(2);
    expect(Object.isFrozen(result.value.project[field])).toBe(true);
  });

  it('keeps the record and the version when every action sets what is already there', () => {
    const before = record();
    const actions = [
      { action: 'changeName', name: 'shop' },
      { action: 'changeCartsConfiguration', cartsConfiguration: { deleteDaysAfterLastModification: 90 } },
      { action: 'changeLanguages', languages: ['en', 'de'] },
      { action: 'changeOrderSearchStatus', status: 'Deactivated' },
    ];
    const result = updateProject(before, { version: 1, actions }, context);
    expect(result.ok && result.value).toBe(before);
  });

  // Some action changed the Project, so the version moves, as the reference model has it.
  it('moves the version once when a request changes a field and then changes it back', () => {
    const result = updateProject(record(), { version: 1, actions: [{ action: 'changeName', name: 'New' }, { action: 'changeName', name: 'shop' }] }, context);
    expect(result.ok && result.value.project).toMatchObject({ name: 'shop', version: 2 });
  });
});

describe('updateProject of the actions only GraphQL has', () => {
  const graphql = (before: ProjectRecord, ...actions: Record<string, unknown>[]) => updateProject(before, { version: before.project.version, actions }, context, GRAPHQL_UPDATES);
  const applied = (...steps: Record<string, unknown>[][]) =>
    steps.reduce((current, actions) => {
      const result = graphql(current, ...actions);
      if (!result.ok) throw new Error(JSON.stringify(result.error));
      return result.value;
    }, record());

  it('keeps only what differs from a fresh Project, and takes the field away once nothing does', () => {
    const set = applied(
      [{ action: 'changeTotalPriceDiscountDoesNotReduceExternalTax', value: true }],
      [{ action: 'setProductVsCartDiscountCombination', productVsCartDiscountCombination: 'BestDeal' }],
    );
    expect(set.project).toMatchObject({ version: 3, graphqlOnly: { totalPriceDiscountDoesNotReduceExternalTax: true, productVsCartDiscountCombination: 'BestDeal' } });
    expect(Object.isFrozen(set.project.graphqlOnly)).toBe(true);
    const cleared = graphql(set, { action: 'changeTotalPriceDiscountDoesNotReduceExternalTax', value: false }, { action: 'setProductVsCartDiscountCombination', productVsCartDiscountCombination: null });
    expect(cleared.ok && cleared.value.project.version).toBe(4);
    expect(cleared.ok && Object.keys(cleared.value.project)).not.toContain('graphqlOnly');
  });

  it('returns the very same record for values a fresh Project shows already', () => {
    const before = record();
    const result = graphql(
      before,
      { action: 'changeTotalPriceDiscountDoesNotReduceExternalTax', value: false },
      { action: 'setProductVsCartDiscountCombination' },
      { action: 'changeCartDiscountVisualizationSearchStatus', status: 'Deactivated' },
    );
    expect(result.ok && result.value).toBe(before);
  });

  it('keeps the record for the default a seed spelled out', () => {
    const before: ProjectRecord = freeze({ ...record(), project: buildProject({ key: 'shop', graphqlOnly: { totalPriceDiscountDoesNotReduceExternalTax: false } }, AT) }, true);
    const result = graphql(before, { action: 'changeTotalPriceDiscountDoesNotReduceExternalTax', value: false });
    expect(result.ok && result.value).toBe(before);
  });

  it('stamps a switch of the cart discount visualization index with the clock and the client', () => {
    const result = updateProject(record(), { version: 1, actions: [{ action: 'changeCartDiscountVisualizationSearchStatus', status: 'Activated' }] }, { ...context, lastModifiedBy: { clientId: 'c', isPlatformClient: false } }, GRAPHQL_UPDATES);
    expect(result.ok && result.value.project.graphqlOnly).toEqual({ cartDiscountVisualizationSearch: { status: 'Activated', lastModifiedAt: AT, lastModifiedBy: { clientId: 'c', isPlatformClient: false } } });
  });

  it.each([
    [{ action: 'setProductVsCartDiscountCombination', productVsCartDiscountCombination: 'Cheapest' }, "'Cheapest' is not a valid value for 'productVsCartDiscountCombination'. Valid values: BestDeal, Stacking."],
    [{ action: 'changeCartDiscountVisualizationSearchStatus', status: 'Indexing' }, "'Indexing' is not a valid value for 'status'. Valid values: Activated, Deactivated."],
  ])('refuses %o with InvalidInput and keeps the record', (action, message) => {
    const before = record();
    const result = graphql(before, { action: 'changeTotalPriceDiscountDoesNotReduceExternalTax', value: true }, action);
    expect(result.ok ? [] : result.error.errors).toEqual([{ code: 'InvalidInput', message }]);
    expect(before.project.graphqlOnly).toBeUndefined();
  });

  it('refuses them from REST as actions REST does not know', () => {
    const result = updateProject(record(), { version: 1, actions: [{ action: 'changeTotalPriceDiscountDoesNotReduceExternalTax', value: true }] }, context);
    expect(result.ok ? [] : result.error.errors).toMatchObject([{ code: 'InvalidJsonInput', detailedErrorMessage: 'actions -> action: Unknown action "changeTotalPriceDiscountDoesNotReduceExternalTax".' }]);
  });

  it('leaves them out of what a response shows, and the stored Project whole', () => {
    const set = applied([{ action: 'changeTotalPriceDiscountDoesNotReduceExternalTax', value: true }]).project;
    expect(Object.keys(maskProject(set))).not.toContain('graphqlOnly');
    expect(set.graphqlOnly).toEqual({ totalPriceDiscountDoesNotReduceExternalTax: true });
  });
});
