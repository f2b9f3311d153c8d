import { describe, expect, it } from 'vitest';
import { createCommercetoolsMock } from '../../src/index.js';
import { createFactories } from '../../src/factories/index.js';
import { expectSchemaValid } from '../support/schemas.js';

// Overrides: top-level fields replace, plain objects merge at every depth, arrays replace whole,
// and `undefined` leaves a field out. An override never shifts the rest of a sequence, so two
// instances with the same seed differ only where one was overridden.

const twins = (seed = 11) => [createFactories({ seed }), createFactories({ seed })] as const;

describe('overrides', () => {
  it('replace top-level fields and leave the rest as the same seed builds it', () => {
    const [plain, overridden] = twins();
    const expected = plain.project();
    const actual = overridden.project({ key: 'shop', name: 'Shop', version: 7, countries: ['DE'] });
    expect(actual).toEqual({ ...expected, key: 'shop', name: 'Shop', version: 7, countries: ['DE'] });
    // Later calls are unaffected as well.
    expect(overridden.project()).toEqual(plain.project());
  });

  it('shift nothing else, not even when they change what other fields depend on', () => {
    for (let seed = 0; seed < 30; seed += 1) {
      const [plain, overridden] = twins(seed);
      const expected = plain.project();
      const actual = overridden.project({ languages: ['de-CH'], externalOAuth: { url: 'https://example.com/x' }, businessUnits: {} });
      // Only the overridden fields and the classification labels (which speak the Project's languages) differ.
      expect({ ...actual, shippingRateInputType: undefined, externalOAuth: undefined }).toEqual({
        ...expected,
        languages: ['de-CH'],
        shippingRateInputType: undefined,
        externalOAuth: undefined,
      });
      expect(overridden.importContainerDraft({ retentionPolicy: undefined })).toEqual({ ...plain.importContainerDraft(), retentionPolicy: undefined });
      expect(overridden.project()).toEqual(plain.project());
      expect(overridden.importContainer()).toEqual(plain.importContainer());
    }
  });

  it('merge nested plain objects deeply', () => {
    const [plain, overridden] = twins();
    const expected = plain.project();
    const actual = overridden.project({
      carts: { taxRoundingMode: 'HalfUp' },
      messages: { enabled: true },
      searchIndexing: { orders: { status: 'Activated' } },
    });
    expect(actual).toEqual({
      ...expected,
      carts: { ...expected.carts, taxRoundingMode: 'HalfUp' },
      messages: { ...expected.messages, enabled: true },
      searchIndexing: { ...expected.searchIndexing, orders: { ...expected.searchIndexing?.orders, status: 'Activated' } },
    });
  });

  it('replace arrays whole', () => {
    const f = createFactories({ seed: 3 });
    const values = [{ key: 'only', label: { en: 'Only' } }];
    const project = f.project({ languages: ['en'], shippingRateInputType: { type: 'CartClassification', values } });
    expect(project.languages).toEqual(['en']);
    expect(project.shippingRateInputType).toEqual({ type: 'CartClassification', values });
    expect(f.actions.changeCountries({ countries: ['FR', 'IT'] }).countries).toEqual(['FR', 'IT']);
  });

  it('leave out a field given as undefined', () => {
    for (let seed = 0; seed < 20; seed += 1) {
      const project = createFactories({ seed }).project({ externalOAuth: undefined, trialUntil: undefined, shoppingLists: undefined });
      expect(Object.keys(project)).not.toContain('externalOAuth');
      expect(Object.keys(project)).not.toContain('trialUntil');
      expect(Object.keys(project)).not.toContain('shoppingLists');
      // A legacy Project without shopping lists is still one the mock accepts.
      expect(() => createCommercetoolsMock({ projects: [project] })).not.toThrow();
    }
    const f = createFactories({ seed: 1 });
    expect(f.actions.setExternalOAuth({ externalOAuth: undefined })).toEqual({ action: 'setExternalOAuth' });
    expect(f.actions.setShippingRateInputType({ shippingRateInputType: undefined })).toEqual({ action: 'setShippingRateInputType' });
    expect(f.importContainerDraft({ resourceType: undefined, retentionPolicy: undefined })).toEqual({ key: expect.any(String) });
  });

  it('fill in the rest of an optional object given in part', () => {
    for (let seed = 0; seed < 20; seed += 1) {
      const f = createFactories({ seed });
      const project = f.project({
        externalOAuth: { url: 'https://example.com/introspect' },
        businessUnits: { myBusinessUnitAssociateRoleOnCreation: { key: 'buyer' } },
        inventory: { reservationExpirationInMinutes: 30 },
      });
      expect(project.externalOAuth).toEqual({ url: 'https://example.com/introspect', authorizationHeader: expect.stringMatching(/^Bearer /) });
      expect(project.businessUnits?.myBusinessUnitAssociateRoleOnCreation).toEqual({ typeId: 'associate-role', key: 'buyer' });
      expect(project.inventory.reservationExpirationInMinutes).toBe(30);
      expect(() => createCommercetoolsMock({ projects: [project] })).not.toThrow();
      const draft = f.importContainerDraft({ retentionPolicy: { config: { timeToLive: '2h' } } });
      expect(draft.retentionPolicy).toEqual({ strategy: 'ttl', config: { timeToLive: '2h' } });
    }
  });

  it('build the variant that a shipping rate input type override names', () => {
    for (let seed = 0; seed < 20; seed += 1) {
      const f = createFactories({ seed });
      const classification = f.shippingRateInputType({ type: 'CartClassification' });
      expect(classification.type).toBe('CartClassification');
      expect(classification.type === 'CartClassification' && classification.values.length).toBeGreaterThan(0);
      expect(f.shippingRateInputType({ type: 'CartScore' })).toEqual({ type: 'CartScore' });
      const action = f.actions.setShippingRateInputType({ shippingRateInputType: { type: 'CartClassification' } });
      expect(action.shippingRateInputType?.type).toBe('CartClassification');
      expectSchemaValid(action, 'project-api', 'ProjectUpdateAction');
      const project = f.project({ shippingRateInputType: { type: 'CartValue' } });
      expect(project.shippingRateInputType).toEqual({ type: 'CartValue' });
    }
  });

  it('merge nested overrides of every builder', () => {
    const [plain, overridden] = twins(5);
    const merged = {
      messagesConfiguration: overridden.messagesConfiguration({ deleteDaysAfterCreation: 1 }),
      cartsConfiguration: overridden.cartsConfiguration({ priceRoundingMode: 'HalfDown' }),
      shoppingListsConfiguration: overridden.shoppingListsConfiguration({ deleteDaysAfterLastModification: 365_250 }),
      externalOAuth: overridden.externalOAuth({ authorizationHeader: 'Basic abc' }),
      searchIndexing: overridden.searchIndexing({ products: { status: 'Deactivated' } }),
      businessUnits: overridden.businessUnits({ myBusinessUnitStatusOnCreation: 'Active' }),
      inventory: overridden.inventory({ releaseExpiredReservations: true }),
      discounts: overridden.discounts({ discountCombinationMode: 'BestDeal' }),
      retentionPolicy: overridden.retentionPolicy({ config: { timeToLive: '30d' } }),
      changeCarts: overridden.actions.changeCartsConfiguration({ cartsConfiguration: { taxRoundingMode: 'HalfUp' } }),
      changeMessages: overridden.actions.changeMessagesConfiguration({ messagesConfiguration: { enabled: true } }),
      associateRole: overridden.actions.setMyBusinessUnitAssociateRoleOnCreation({ associateRole: { key: 'admin' } }),
    };
    const base = {
      messagesConfiguration: plain.messagesConfiguration(),
      cartsConfiguration: plain.cartsConfiguration(),
      shoppingListsConfiguration: plain.shoppingListsConfiguration(),
      externalOAuth: plain.externalOAuth(),
      searchIndexing: plain.searchIndexing(),
      businessUnits: plain.businessUnits(),
      inventory: plain.inventory(),
      discounts: plain.discounts(),
      retentionPolicy: plain.retentionPolicy(),
      changeCarts: plain.actions.changeCartsConfiguration(),
      changeMessages: plain.actions.changeMessagesConfiguration(),
      associateRole: plain.actions.setMyBusinessUnitAssociateRoleOnCreation(),
    };
    expect(merged).toEqual({
      messagesConfiguration: { ...base.messagesConfiguration, deleteDaysAfterCreation: 1 },
      cartsConfiguration: { ...base.cartsConfiguration, priceRoundingMode: 'HalfDown' },
      shoppingListsConfiguration: { deleteDaysAfterLastModification: 365_250 },
      externalOAuth: { ...base.externalOAuth, authorizationHeader: 'Basic abc' },
      searchIndexing: { ...base.searchIndexing, products: { ...base.searchIndexing.products, status: 'Deactivated' } },
      businessUnits: { ...base.businessUnits, myBusinessUnitStatusOnCreation: 'Active' },
      inventory: { ...base.inventory, releaseExpiredReservations: true },
      discounts: { discountCombinationMode: 'BestDeal' },
      retentionPolicy: { strategy: 'ttl', config: { timeToLive: '30d' } },
      changeCarts: { ...base.changeCarts, cartsConfiguration: { ...base.changeCarts.cartsConfiguration, taxRoundingMode: 'HalfUp' } },
      changeMessages: { ...base.changeMessages, messagesConfiguration: { ...base.changeMessages.messagesConfiguration, enabled: true } },
      associateRole: { action: 'setMyBusinessUnitAssociateRoleOnCreation', associateRole: { typeId: 'associate-role', key: 'admin' } },
    });
  });

  it('let dependent fields follow overridden ones', () => {
    const f = createFactories({ seed: 8 });
    const createdAt = '2029-12-01T00:00:00.000Z';
    const project = f.project({ createdAt, trialUntil: undefined });
    for (const values of Object.values(project.searchIndexing ?? {})) {
      expect(Date.parse(values.lastModifiedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(createdAt));
    }
    const container = f.importContainer({ createdAt, version: 1, retentionPolicy: { strategy: 'ttl', config: { timeToLive: '2h' } } });
    expect(container).toMatchObject({ createdAt, lastModifiedAt: createdAt, expiresAt: '2029-12-01T02:00:00.000Z' });
    const withoutPolicy = f.importContainer({ createdAt, retentionPolicy: undefined });
    expect(withoutPolicy.expiresAt).toBe('2029-12-04T00:00:00.000Z');
    expect(f.importContainer({ expiresAt: '2031-01-01T00:00:00.000Z' }).expiresAt).toBe('2031-01-01T00:00:00.000Z');
  });

  it('give Stores the languages they are told, or some of the Project', () => {
    const f = createFactories({ seed: 9 });
    expect(f.store({ key: 'berlin', languages: ['de'] })).toEqual({ key: 'berlin', languages: ['de'] });
    const project = f.project({ languages: ['en', 'de', 'fr'] });
    for (let index = 0; index < 20; index += 1) {
      const store = f.storeFor(project);
      expect(store.languages.length).toBeGreaterThan(0);
      for (const language of store.languages) expect(project.languages).toContain(language);
    }
    const ct = createCommercetoolsMock({ projects: [project] });
    expect(() => ct.addStore(project.key, f.storeFor(project, { key: 'munich' }))).not.toThrow();
  });

  it('are copied: changing a result never reaches the overrides, nor the other way round', () => {
    const f = createFactories({ seed: 4 });
    const countries = ['DE'];
    const label = { en: 'Small' };
    const project = f.project({ countries, shippingRateInputType: { type: 'CartClassification', values: [{ key: 'small', label }] } });
    project.countries.push('FR');
    countries.push('IT');
    label.en = 'Changed';
    expect(project.countries).toEqual(['DE', 'FR']);
    expect(countries).toEqual(['DE', 'IT']);
    expect(project.shippingRateInputType).toEqual({ type: 'CartClassification', values: [{ key: 'small', label: { en: 'Small' } }] });
  });
});
