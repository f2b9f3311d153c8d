import fc from 'fast-check';
import { MODEL_RESOURCE_TYPES, type ContainerSeedSpec, type ModelQuery } from './import-model.js';
import {
  BUSINESS_UNIT_STATUSES,
  CATALOG_MODELS,
  DISCOUNT_MODES,
  INDEXING_MODES,
  MODEL_COUNTRIES,
  MODEL_CREATION_DATES,
  MODEL_CURRENCIES,
  MODEL_LOCALES,
  modelRoleId,
  ROUNDING_MODES,
  SEARCH_STATUSES,
  type ProjectSeedSpec,
} from './project-model.js';

// Generators of request sequences. Codes are drawn from the model's known-valid sets or from the
// known-invalid sets below, never from anywhere else, so the model's small sets judge them exactly.
// Values are plain JSON data, so that fast-check prints and shrinks them and a failure can be
// replayed. Objects that must carry keys such as `__proto__` as own keys are built with
// Object.fromEntries, which defines them (an object literal would set the prototype instead).

export const INVALID_COUNTRIES = ['XX', 'de', 'DEU', '', 'UK', 'EU', 'ZZ', 'D'];
export const INVALID_CURRENCIES = ['EURO', 'eur', 'ABC', '', 'US', 'E', 'EUR0', 'HUF00', 'huf0'];
export const INVALID_LOCALES = ['de_DE', 'de-de', 'EN', 'en-us', '', 'xx-', '__proto__', 'constructor', 'toString', 'en--US'];
const VALID_URLS = ['https://example.com/introspect', 'http://localhost:8080/oauth/introspect', 'https://auth.example.org'];
const INVALID_URLS = ['example.com/introspect', 'ftp://example.com/x', '/relative/path', '', 'not a url', 'mailto:someone@example.com'];
const VALID_HEADERS = ['Bearer secret-token', 'abc', 'Basic dXNlcjpwYXNz', 'wxyz', 'token 1234'];
const INVALID_HEADERS = ['', 'ab', ' Bearer x', 'Bearer x ', '   ', 'a'];
/** Keys that look like Object.prototype members, which a careless lookup would find on every object. */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];

/** Adds an own key (even `__proto__`) to a copy of an object. */
export function withKey(record: object, key: string, value: unknown): Record<string, unknown> {
  return Object.fromEntries([...Object.entries(record), [key, value]]);
}
function withoutKey(record: object, key: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([name]) => name !== key));
}
const isPlainRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Mostly valid values, sometimes known-invalid ones. */
function mostly<T>(valid: readonly T[], invalid: readonly T[], invalidWeight = 1): fc.Arbitrary<T> {
  return fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...valid) }, { weight: invalidWeight, arbitrary: fc.constantFrom(...invalid) });
}
/** A nullable field: a value, null (counts as missing) or left out (`undefined`, dropped by JSON). */
function optional<T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | null | undefined> {
  return fc.oneof({ weight: 5, arbitrary }, { weight: 1, arbitrary: fc.constant(null) }, { weight: 2, arbitrary: fc.constant(undefined) });
}
const rarely = fc.oneof({ weight: 4, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) });

/** Values of the wrong type for any field (and `null`, which counts as missing). */
const WRONG_VALUES: unknown[] = ['x', 5, 1.5, true, [], {}, null, ['x'], [5], { name: 'x' }];
/** Small JSON values for fields the API does not know, which it must ignore. */
const EXTRA_VALUES: unknown[] = [1, 'x', null, true, { name: '' }, { version: 99 }, [1, 2], { action: 'changeName' }];

// ---------------------------------------------------------------------------------------------
// Project update actions

const countries = fc.array(mostly(MODEL_COUNTRIES, INVALID_COUNTRIES), { maxLength: 4 });
const currencies = fc.array(mostly(MODEL_CURRENCIES, INVALID_CURRENCIES), { maxLength: 3 });
const languages = fc.array(mostly(MODEL_LOCALES, INVALID_LOCALES), { maxLength: 4 });
const integerIn = (valid: number[], invalid: number[]) => mostly(valid, invalid);
const roundingMode = mostly(ROUNDING_MODES, ['halfEven', 'HALFUP', 'Half', '', 'Up']);
const label = fc
  .array(fc.tuple(mostly(MODEL_LOCALES, INVALID_LOCALES), fc.constantFrom('Small', 'Large', 'x', '')), { maxLength: 3 })
  .map((entries) => Object.fromEntries(entries));
const classificationValue = fc.oneof(
  { weight: 8, arbitrary: fc.record({ key: fc.constantFrom('S', 'M', 'L', 'XL'), label }) },
  // Unknown fields inside a value are ignored; labels of the wrong type are shape errors.
  { weight: 1, arbitrary: fc.record({ key: fc.constantFrom('S', 'M'), label, extra: fc.constantFrom<unknown>(1, { en: 'x' }) }) },
  { weight: 1, arbitrary: fc.record({ key: fc.constant('S'), label: fc.constantFrom<unknown>({ en: 5 }, [], 'Small', { en: null }, null) }) },
);
const shippingRateInputType = fc.oneof(
  fc.constant({ type: 'CartValue' }),
  fc.constant({ type: 'CartScore' }),
  fc.record({ type: fc.constant('CartClassification'), values: fc.array(classificationValue, { maxLength: 3 }) }),
  fc.constant({ type: 'CartValue', values: [{ key: 'ignored', label: {} }] }),
  fc.constantFrom({ type: 'cartValue' }, { type: 'Classification' }), // unknown types: shape errors
);
// A ResourceIdentifier: by key or by id ('role-1' and the unknown id name no declared role),
// typeId left out now and then; both or neither of id and key are shape errors.
const roleKey = fc.constantFrom('buyer', 'admin', 'role-1', '');
const roleId = fc.constantFrom(modelRoleId('buyer'), modelRoleId('admin'), '9d6e3c38-3c3d-4e0a-9d57-5f1a4e6a1b11');
const associateRole = fc.oneof(
  { weight: 4, arbitrary: fc.record({ typeId: fc.constant('associate-role'), key: roleKey }) },
  { weight: 3, arbitrary: fc.record({ typeId: fc.constant('associate-role'), id: roleId }) },
  { weight: 2, arbitrary: fc.oneof(fc.record({ key: roleKey }), fc.record({ id: roleId }), fc.record({ typeId: fc.constant(null), id: roleId })) },
  { weight: 1, arbitrary: fc.record({ typeId: fc.constant('associate-role'), key: roleKey, id: roleId }) },
  { weight: 1, arbitrary: fc.constantFrom({ typeId: 'associate-role' }, {}, { typeId: 'associate-role', key: null, id: null }) },
  { weight: 1, arbitrary: fc.record({ typeId: fc.constantFrom('role', 'business-unit', ''), key: fc.constant('buyer') }) },
);
const externalOAuth = fc.record({ url: mostly(VALID_URLS, INVALID_URLS), authorizationHeader: mostly(VALID_HEADERS, INVALID_HEADERS) });
const searchStatus = mostly(SEARCH_STATUSES, ['Indexing', 'activated', 'On', '']);

/** One well-shaped action per name; its values break rules now and then. */
export const wellShapedAction: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  fc.record({ action: fc.constant('changeName'), name: fc.oneof(fc.constantFrom('Shop', 'shop', 'My shop', ' ', '', 'Ünïcödé 🛒'), fc.string({ maxLength: 8 })) }),
  fc.record({ action: fc.constant('changeCountries'), countries }),
  fc.record({ action: fc.constant('changeCurrencies'), currencies }),
  fc.record({ action: fc.constant('changeLanguages'), languages }),
  fc.record({
    action: fc.constant('changeMessagesConfiguration'),
    messagesConfiguration: fc.record({ enabled: fc.boolean(), deleteDaysAfterCreation: integerIn([1, 15, 90], [0, -1, 91, 1000]) }),
  }),
  fc.record({ action: fc.constant('changeMessagesEnabled'), messagesEnabled: fc.boolean() }),
  fc.record({
    action: fc.constant('changeCartsConfiguration'),
    cartsConfiguration: fc.record({
      deleteDaysAfterLastModification: integerIn([1, 90, 365250], [0, 365251, -5]),
      countryTaxRateFallbackEnabled: optional(fc.boolean()),
      priceRoundingMode: optional(roundingMode),
      taxRoundingMode: optional(roundingMode),
    }),
  }),
  fc.record({ action: fc.constant('changeCountryTaxRateFallbackEnabled'), countryTaxRateFallbackEnabled: fc.boolean() }),
  fc.record({ action: fc.constant('changePriceRoundingMode'), priceRoundingMode: roundingMode }),
  fc.record({ action: fc.constant('changeTaxRoundingMode'), taxRoundingMode: roundingMode }),
  fc.record({
    action: fc.constant('changeShoppingListsConfiguration'),
    shoppingListsConfiguration: fc.record({ deleteDaysAfterLastModification: integerIn([1, 360, 365250], [0, 365251]) }),
  }),
  fc.record({ action: fc.constant('changeMyBusinessUnitStatusOnCreation'), status: mostly(BUSINESS_UNIT_STATUSES, ['active', 'Pending', '']) }),
  fc.record({ action: fc.constant('setMyBusinessUnitAssociateRoleOnCreation'), associateRole }),
  fc.record({ action: fc.constant('setShippingRateInputType'), shippingRateInputType: optional(shippingRateInputType) }),
  fc.record({ action: fc.constant('setExternalOAuth'), externalOAuth: optional(externalOAuth) }),
  fc.record({
    action: fc.constant('changeProductSearchIndexingEnabled'),
    enabled: fc.boolean(),
    mode: optional(mostly(INDEXING_MODES, ['productsSearch', 'Products', ''])),
  }),
  fc.record({ action: fc.constant('changeOrderSearchStatus'), status: searchStatus }),
  fc.record({ action: fc.constant('changeCustomerSearchStatus'), status: searchStatus }),
  fc.record({ action: fc.constant('changeBusinessUnitSearchStatus'), status: searchStatus }),
  fc.record({
    action: fc.constant('setDiscountsConfiguration'),
    discountsConfiguration: fc.record({ discountCombinationMode: mostly(DISCOUNT_MODES, ['bestDeal', 'Best', '']) }),
  }),
  fc.record({ action: fc.constant('setProductCatalogModel'), productCatalogModel: mostly(CATALOG_MODELS, ['classic', 'Hybrid', 'inMigration', '']) }),
  fc.record({ action: fc.constant('setReleaseExpiredReservations'), releaseExpiredReservations: fc.boolean() }),
  fc.record({
    action: fc.constant('setReservationExpirationInMinutes'),
    reservationExpirationInMinutes: integerIn([1, 60, 44640], [0, -1, 44641]),
  }),
).map((action) => dropUndefined(action));

/** JSON leaves `undefined` out anyway; dropping it here keeps printed counterexamples honest. */
function dropUndefined(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(record)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, isPlainRecord(value) ? dropUndefined(value) : value]),
  );
}

/** Breaks the shape of an action: a field removed or of the wrong type (possibly nested), an unknown name, not an object. */
const shapeBroken: fc.Arbitrary<unknown> = fc.oneof(
  fc.tuple(wellShapedAction, fc.nat(), fc.constantFrom(...WRONG_VALUES), fc.boolean()).map(([action, pick, wrong, remove]) => {
    const fields = Object.keys(action).filter((key) => key !== 'action');
    const field = fields[pick % Math.max(1, fields.length)];
    if (field === undefined) return withKey(action, 'action', wrong);
    const value = action[field];
    if (isPlainRecord(value) && Object.keys(value).length > 0 && pick % 2 === 0) {
      const inner = Object.keys(value)[pick % Object.keys(value).length] ?? '';
      return withKey(action, field, remove ? withoutKey(value, inner) : withKey(value, inner, wrong));
    }
    return remove ? withoutKey(action, field) : withKey(action, field, wrong);
  }),
  fc.tuple(wellShapedAction, fc.constantFrom<unknown>('toString', 'constructor', '__proto__', 'hasOwnProperty', 'changename', 'setName', '', 5, null)).map(
    ([action, name]) => withKey(action, 'action', name),
  ),
  fc.constantFrom<unknown>('changeName', 5, null, [], [{ action: 'changeName', name: 'x' }], { name: 'no action' }),
);

/** Adds a field the API does not know (ignored, never stored), on the action or one level down. */
const decorated: fc.Arbitrary<Record<string, unknown>> = fc
  .tuple(wellShapedAction, fc.constantFrom('extra', ...PROTOTYPE_KEYS), fc.constantFrom(...EXTRA_VALUES), fc.boolean())
  .map(([action, key, value, nested]) => {
    const objectField = Object.keys(action).find((name) => isPlainRecord(action[name]));
    if (nested && objectField !== undefined) return withKey(action, objectField, withKey(action[objectField] as object, key, value));
    return withKey(action, key, value);
  });

export const projectAction: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 12, arbitrary: wellShapedAction },
  { weight: 1, arbitrary: shapeBroken },
  { weight: 2, arbitrary: decorated },
);

// ---------------------------------------------------------------------------------------------
// Project requests

/** How a request names the version: the current one, off by some, or a value of the wrong type. */
export type VersionSpec =
  | { kind: 'current' }
  | { kind: 'offset'; delta: number }
  | { kind: 'raw'; value: unknown }
  | { kind: 'omit' };

export const projectVersion: fc.Arbitrary<VersionSpec> = fc.oneof(
  { weight: 16, arbitrary: fc.constant({ kind: 'current' as const }) },
  { weight: 2, arbitrary: fc.constantFrom(-2, -1, 1, 2, 1000).map((delta) => ({ kind: 'offset' as const, delta })) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom<unknown>('1', 1.5, null, true, 1e308, 2 ** 53, [], {}, 0, -1)
      .map((value) => ({ kind: 'raw' as const, value })),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'omit' as const }) },
);

export type ProjectStep =
  | { kind: 'update'; version: VersionSpec; actions: unknown[]; extra?: [string, unknown] }
  | { kind: 'updateActionsNotArray'; version: VersionSpec; actions: unknown }
  | { kind: 'bulk'; version: VersionSpec; count: number; action: unknown; broken?: { at: number; action: unknown } }
  | { kind: 'rawBody'; text: string }
  | { kind: 'get' }
  | { kind: 'head' }
  | { kind: 'unknownProject'; method: 'GET' | 'HEAD' | 'POST'; text: string }
  | { kind: 'advance'; ms: number };

const RAW_BODIES = ['', '{', 'null', '[]', '[{"version":1,"actions":[]}]', '"text"', '42', '{"version":1,"actions":[]', 'not json', '{"version":1,"actions":{}}'];

const projectStep: fc.Arbitrary<ProjectStep> = fc.oneof(
  {
    weight: 30,
    arbitrary: fc.record(
      {
        kind: fc.constant('update' as const),
        version: projectVersion,
        actions: fc.array(projectAction, { maxLength: 4 }),
        extra: fc.tuple(fc.constantFrom('extra', ...PROTOTYPE_KEYS), fc.constantFrom(...EXTRA_VALUES)),
      },
      { requiredKeys: ['kind', 'version', 'actions'] },
    ),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('updateActionsNotArray' as const),
      version: projectVersion,
      actions: fc.constantFrom<unknown>('x', {}, null, undefined, 5, { action: 'changeName', name: 'x' }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record(
      {
        kind: fc.constant('bulk' as const),
        version: fc.oneof({ weight: 4, arbitrary: fc.constant({ kind: 'current' as const }) }, { weight: 1, arbitrary: fc.constant({ kind: 'offset' as const, delta: 1 }) }),
        count: fc.constantFrom(499, 500, 501, 502),
        action: projectAction,
        broken: fc.record({ at: fc.nat({ max: 501 }), action: shapeBroken }),
      },
      { requiredKeys: ['kind', 'version', 'count', 'action'] },
    ),
  },
  { weight: 2, arbitrary: fc.constantFrom(...RAW_BODIES).map((text) => ({ kind: 'rawBody' as const, text })) },
  { weight: 4, arbitrary: fc.constant({ kind: 'get' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'head' as const }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('unknownProject' as const),
      method: fc.constantFrom('GET' as const, 'HEAD' as const, 'POST' as const),
      text: fc.constantFrom('{"version":1,"actions":[]}', '{', '', '{"version":"x"}'),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.constantFrom(0, 1000, 30_000, 59_999, 60_000, 60_001, 120_000).map((ms) => ({ kind: 'advance' as const, ms })),
  },
);

const storesFor = (projectLanguages: string[]) =>
  fc.array(fc.subarray(projectLanguages), { maxLength: 2 }).map((lists) => lists.map((list, index) => ({ key: `store-${index}`, languages: list })));

export const projectSeed: fc.Arbitrary<ProjectSeedSpec> = fc
  .uniqueArray(fc.constantFrom(...MODEL_LOCALES), { minLength: 1, maxLength: 3 })
  .chain((projectLanguages) =>
    fc.record(
      {
        key: fc.constant('shop'),
        languages: fc.constant(projectLanguages),
        countries: fc.uniqueArray(fc.constantFrom(...MODEL_COUNTRIES), { minLength: 1, maxLength: 3 }),
        currencies: fc.uniqueArray(fc.constantFrom(...MODEL_CURRENCIES), { minLength: 1, maxLength: 2 }),
        stores: storesFor(projectLanguages),
        // 'role-1', which actions also name, is never declared.
        associateRoles: fc.subarray(['buyer', 'admin']),
        withoutShoppingLists: rarely,
        withoutBusinessUnits: rarely,
        withoutSearchIndexing: rarely,
        legacyMessages: rarely,
        productsIndexing: rarely,
        externalOAuth: fc.record({ url: fc.constantFrom(...VALID_URLS), authorizationHeader: fc.constantFrom(...VALID_HEADERS) }),
        version: fc.constantFrom(1, 7, 2 ** 40),
        // Either side of 3 March 2021 and of 31 August 2026; left out, the mock's clock (2030).
        createdAt: fc.constantFrom(...MODEL_CREATION_DATES),
        viaClient: fc.boolean(),
      },
      {
        requiredKeys: [
          'key',
          'languages',
          'stores',
          'associateRoles',
          'withoutShoppingLists',
          'withoutBusinessUnits',
          'withoutSearchIndexing',
          'legacyMessages',
          'productsIndexing',
        ],
      },
    ),
  );

export interface ProjectScenario {
  seed: ProjectSeedSpec;
  steps: ProjectStep[];
}

export const projectScenario: fc.Arbitrary<ProjectScenario> = fc.record({
  seed: projectSeed,
  steps: fc.array(projectStep, { minLength: 1, maxLength: 8 }),
});

// ---------------------------------------------------------------------------------------------
// Import Containers

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const VALID_CONTAINER_KEYS = ['a', 'b', 'A', 'Z-z', 'key-1', 'key_2', '0', '_', '-', 'prototype', ...PROTOTYPE_KEYS, 'k'.repeat(64)];
const INVALID_CONTAINER_KEYS = ['', 'a b', 'ä', 'a/b', 'a.b', 'a+b', 'key!', ' a', 'a\n', '.'];
/** Keys that address no container but are safe in a path (never `.` or `..`, which URLs resolve away). */
const UNKNOWN_PATH_KEYS = ['missing', 'a b', 'ä', 'a/b', '%', 'a?b', 'a#b', 'A-Z'];
const VALID_TTLS = ['1h', '60m', '90m', '12h', '72h', '1d', '7d', '30d', '720h', '43200m', '012h'];
const INVALID_TTLS = ['59m', '0h', '31d', '721h', '0d', '1.5h', '12H', 'h', '12', '', ' 12h', '12h ', '1w', '-1h', '99999999999999999999d'];
const INVALID_RESOURCE_TYPES = ['Product', 'products', '', 'unknown', 'product '];

const resourceType = optional(
  fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...MODEL_RESOURCE_TYPES) },
    { weight: 1, arbitrary: fc.constantFrom<unknown>(...INVALID_RESOURCE_TYPES) },
    { weight: 1, arbitrary: fc.constantFrom<unknown>(5, true, ['product'], { type: 'product' }) },
  ),
);

const retentionPolicy = optional(
  fc.oneof(
    { weight: 6, arbitrary: mostly(VALID_TTLS, INVALID_TTLS, 2).map((timeToLive) => ({ strategy: 'ttl', config: { timeToLive } })) },
    // Unknown fields in a policy are ignored, never stored.
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...VALID_TTLS)
        .map((timeToLive) => ({ strategy: 'ttl', config: { timeToLive, unit: 'h' }, expiresAt: '2031-01-01T00:00:00.000Z' })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<unknown>(
        { strategy: 'TTL', config: { timeToLive: '1h' } },
        { strategy: 'forever', config: { timeToLive: '1h' } },
        { config: { timeToLive: '1h' } },
        { strategy: 'ttl' },
        { strategy: 'ttl', config: { timeToLive: 3600 } },
        { strategy: 'ttl', config: {} },
        { strategy: 'ttl', config: { timeToLive: null } },
        'ttl',
        [],
      ),
    },
  ),
);

const createBody: fc.Arbitrary<unknown> = fc
  .tuple(
    fc.oneof(
      { weight: 14, arbitrary: fc.constantFrom<unknown>(...VALID_CONTAINER_KEYS) },
      { weight: 2, arbitrary: fc.constantFrom<unknown>(...INVALID_CONTAINER_KEYS) },
      { weight: 1, arbitrary: fc.constantFrom<unknown>(5, null, undefined, ['a'], { key: 'a' }) },
    ),
    resourceType,
    retentionPolicy,
    fc.option(fc.tuple(fc.constantFrom('extra', 'version', 'createdAt', ...PROTOTYPE_KEYS), fc.constantFrom(...EXTRA_VALUES)), { freq: 5 }),
  )
  .map(([key, type, policy, extra]) => {
    let body: Record<string, unknown> = {};
    if (key !== undefined) body = withKey(body, 'key', key);
    if (type !== undefined) body = withKey(body, 'resourceType', type);
    if (policy !== undefined) body = withKey(body, 'retentionPolicy', policy);
    return extra ? withKey(body, extra[0], extra[1]) : body;
  });

/** Which container a step addresses: one that exists (by position in the default order) or a key of its own. */
export type KeyRef = { kind: 'existing'; index: number } | { kind: 'literal'; key: string };
const keyRef: fc.Arbitrary<KeyRef> = fc.oneof(
  { weight: 5, arbitrary: fc.nat({ max: 1100 }).map((index) => ({ kind: 'existing' as const, index })) },
  { weight: 2, arbitrary: fc.constantFrom(...VALID_CONTAINER_KEYS).map((key) => ({ kind: 'literal' as const, key })) },
  { weight: 1, arbitrary: fc.constantFrom(...UNKNOWN_PATH_KEYS).map((key) => ({ kind: 'literal' as const, key })) },
);

export const importVersion: fc.Arbitrary<VersionSpec> = fc.oneof(
  { weight: 12, arbitrary: fc.constant({ kind: 'current' as const }) },
  { weight: 2, arbitrary: fc.constantFrom(-1, 1, 2).map((delta) => ({ kind: 'offset' as const, delta })) },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom<unknown>(1.5, '1', null, true, 2 ** 31, -(2 ** 31) - 1, 2 ** 31 - 1, -(2 ** 31), 0, -1, 1e308)
      .map((value) => ({ kind: 'raw' as const, value })),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'omit' as const }) },
);

const SORT_TEXTS = ['key', 'createdAt', 'lastModifiedAt', 'version', 'resourceType'].flatMap((field) => [`${field} asc`, `${field} desc`]);
const INVALID_SORTS = ['key', 'key up', 'KEY asc', 'key ASC', 'foo asc', 'key asc desc', '', 'asc', 'expiresAt asc'];
const LIMITS = ['0', '1', '2', '3', '5', '20', '500', '501', '-1', '1.5', 'abc', '', '99999999999999999999'];
const OFFSETS = ['0', '1', '2', '5', '10000', '10001', '-1', 'x', '1.5'];

export const importQuery: fc.Arbitrary<ModelQuery> = fc
  .tuple(
    fc.option(fc.constantFrom(...LIMITS), { nil: undefined, freq: 2 }),
    fc.option(fc.constantFrom(...OFFSETS), { nil: undefined, freq: 2 }),
    fc.array(mostly(SORT_TEXTS, INVALID_SORTS), { maxLength: 3 }),
  )
  .map(([limit, offset, sort]) => ({ ...(limit === undefined ? {} : { limit }), ...(offset === undefined ? {} : { offset }), sort }));

export type ImportStep =
  | { kind: 'create'; body: unknown }
  | { kind: 'createRaw'; text: string }
  | { kind: 'get'; key: KeyRef }
  | { kind: 'update'; key: KeyRef; version: VersionSpec; resourceType?: unknown; extra?: [string, unknown] }
  | { kind: 'updateRaw'; key: KeyRef; text: string }
  | { kind: 'delete'; key: KeyRef }
  | { kind: 'query'; query: ModelQuery; spaces: '+' | '%20' }
  | { kind: 'unknownProject'; operation: 'query' | 'create' | 'get' | 'update' | 'delete'; text: string }
  | { kind: 'advance'; ms: number };

const RAW_IMPORT_BODIES = ['', '{', '[]', 'null', '"a"', '{"key":', '42', '[{"key":"a"}]'];

const importStep: fc.Arbitrary<ImportStep> = fc.oneof(
  { weight: 12, arbitrary: createBody.map((body) => ({ kind: 'create' as const, body })) },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_IMPORT_BODIES).map((text) => ({ kind: 'createRaw' as const, text })) },
  { weight: 3, arbitrary: keyRef.map((key) => ({ kind: 'get' as const, key })) },
  {
    weight: 8,
    arbitrary: fc.record(
      {
        kind: fc.constant('update' as const),
        key: keyRef,
        version: importVersion,
        resourceType,
        extra: fc.tuple(fc.constantFrom('extra', 'key', ...PROTOTYPE_KEYS), fc.constantFrom(...EXTRA_VALUES)),
      },
      { requiredKeys: ['kind', 'key', 'version'] },
    ),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('updateRaw' as const), key: keyRef, text: fc.constantFrom(...RAW_IMPORT_BODIES) }) },
  { weight: 4, arbitrary: keyRef.map((key) => ({ kind: 'delete' as const, key })) },
  {
    weight: 5,
    arbitrary: fc
      .tuple(importQuery, fc.constantFrom('+' as const, '%20' as const))
      .map(([query, spaces]) => ({ kind: 'query' as const, query, spaces })),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('unknownProject' as const),
      operation: fc.constantFrom('query' as const, 'create' as const, 'get' as const, 'update' as const, 'delete' as const),
      text: fc.constantFrom('{"key":"a"}', '{', '', '{"version":1}'),
    }),
  },
  {
    weight: 4,
    arbitrary: fc
      .constantFrom(0, 1, MINUTE, 59 * MINUTE, HOUR, HOUR + 1, 12 * HOUR, 72 * HOUR, 72 * HOUR + 1, 7 * DAY, 30 * DAY, 30 * DAY + 1)
      .map((ms) => ({ kind: 'advance' as const, ms })),
  },
);

/** The containers a run starts with: none, a few with their own stamps, or enough to reach the 1000 limit. */
export type ImportSeeds = { kind: 'none' } | { kind: 'few'; seeds: ContainerSeedSpec[] } | { kind: 'bulk'; count: number };

/** An instant written as one of the ISO 8601 forms a seed may use (all valid `datetime`s). */
export type IsoStyle = 'millis' | 'seconds' | 'plusOne' | 'minusFive';
export function isoIn(ms: number, style: IsoStyle): string {
  const utc = (at: number) => new Date(at).toISOString();
  switch (style) {
    case 'millis':
      return utc(ms); // 2030-01-01T00:00:00.000Z
    case 'seconds':
      return utc(ms).replace(/\.\d{3}Z$/, 'Z'); // 2030-01-01T00:00:00Z
    case 'plusOne':
      return utc(ms + 3_600_000).replace(/\.\d{3}Z$/, '+01:00'); // the same instant, one hour east
    case 'minusFive':
      return utc(ms - 5 * 3_600_000).replace(/Z$/, '-05:00'); // the same instant, five hours west
  }
}
const isoStyle = fc.oneof(
  { weight: 3, arbitrary: fc.constant<IsoStyle>('millis') },
  { weight: 1, arbitrary: fc.constantFrom<IsoStyle>('seconds', 'plusOne', 'minusFive') },
);

const containerSeed = (startMs: number): fc.Arbitrary<ContainerSeedSpec> =>
  fc
    .record(
      {
        key: fc.constantFrom(...VALID_CONTAINER_KEYS),
        resourceType: fc.constantFrom(...MODEL_RESOURCE_TYPES),
        timeToLive: fc.constantFrom(...VALID_TTLS),
        version: fc.integer({ min: 1, max: 5 }),
        minutesAgo: fc.integer({ min: 0, max: 10 }),
        modifiedMinutesLater: fc.integer({ min: 0, max: 10 }),
        styles: fc.tuple(isoStyle, isoStyle),
      },
      { requiredKeys: ['key', 'styles'] },
    )
    .map(({ minutesAgo, modifiedMinutesLater, styles, ...rest }) => {
      const seed: ContainerSeedSpec = { ...rest };
      if (minutesAgo !== undefined) seed.createdAt = isoIn(startMs - minutesAgo * MINUTE, styles[0]);
      if (minutesAgo !== undefined && modifiedMinutesLater !== undefined) {
        seed.lastModifiedAt = isoIn(startMs - minutesAgo * MINUTE + Math.min(modifiedMinutesLater, minutesAgo) * MINUTE, styles[1]);
      }
      return seed;
    });

/** `count` seeded containers, alike for the mock and the model, with varied stamps so that sorting has work. */
export function bulkSeeds(count: number, startMs: number): ContainerSeedSpec[] {
  return Array.from({ length: count }, (_, i) => {
    const createdMs = startMs - ((i % 7) + 1) * MINUTE;
    const type = MODEL_RESOURCE_TYPES[i % (MODEL_RESOURCE_TYPES.length + 1)];
    return {
      key: `seed-${String(i).padStart(4, '0')}`,
      ...(type === undefined ? {} : { resourceType: type }),
      ...(i % 11 === 0 ? { timeToLive: '1h' } : {}),
      version: 1 + (i % 3),
      createdAt: new Date(createdMs).toISOString(),
      lastModifiedAt: new Date(createdMs + (i % 5) * 1000).toISOString(),
    };
  });
}

export interface ImportScenario {
  seeds: ImportSeeds;
  steps: ImportStep[];
}

export const importScenario = (startMs: number): fc.Arbitrary<ImportScenario> =>
  fc.record({
    seeds: fc.oneof(
      { weight: 9, arbitrary: fc.constant({ kind: 'none' as const }) },
      {
        weight: 8,
        arbitrary: fc
          .uniqueArray(containerSeed(startMs), { minLength: 1, maxLength: 4, selector: (seed) => seed.key })
          .map((seeds) => ({ kind: 'few' as const, seeds })),
      },
      { weight: 2, arbitrary: fc.constantFrom(997, 999, 1000).map((count) => ({ kind: 'bulk' as const, count })) },
    ),
    steps: fc.array(importStep, { minLength: 1, maxLength: 8 }),
  });
