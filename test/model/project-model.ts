// An independent reference model of the Project settings API, written from the behaviour spec
// (../shared/spec/README.md) and docs/behaviour.md ("Project updates", "Masking, indexing, Stores",
// "Errors and HEAD"). It shares no code with src/: its own JSON shape reading, its own country,
// currency and locale sets, its own action semantics, version rule and atomicity.
//
// Countries, currencies and locales are judged against small hard-coded sets of codes that are
// certainly valid; the generators only ever send codes from these sets or from sets of codes
// that are certainly invalid (arbitraries.ts), so a small set is exact for every value we send.
//
// Where the platform moved past service.md (the spec's Project section), the model follows the
// platform: a Project's creation date decides how `products` starts and whether Product
// Projection Search may start; index changes name the API client whose token made them; Associate
// Roles are named by key or id; the non-standard currencies and InMigration are valid.

export const MODEL_COUNTRIES: readonly string[] = ['DE', 'US', 'FR', 'GB', 'AT', 'CH', 'NL', 'JP', 'BR', 'IN'];
// With two of the platform's non-standard currencies (a code and 0).
export const MODEL_CURRENCIES: readonly string[] = ['EUR', 'USD', 'GBP', 'CHF', 'JPY', 'BRL', 'HUF0', 'TWD0'];
export const MODEL_LOCALES: readonly string[] = ['en', 'de', 'fr', 'de-DE', 'de-AT', 'en-US', 'en-GB', 'fr-FR', 'pt-BR', 'es-419', 'zh-Hans-CN'];

export const ROUNDING_MODES: readonly string[] = ['HalfEven', 'HalfUp', 'HalfDown'];
export const SEARCH_STATUSES: readonly string[] = ['Activated', 'Deactivated'];
export const BUSINESS_UNIT_STATUSES: readonly string[] = ['Active', 'Inactive'];
export const DISCOUNT_MODES: readonly string[] = ['BestDeal', 'Stacking'];
export const CATALOG_MODELS: readonly string[] = ['Classic', 'Modular', 'InMigration'];
export const INDEXING_MODES: readonly string[] = ['ProductProjectionsSearch', 'ProductsSearch'];
export const SHIPPING_RATE_TYPES: readonly string[] = ['CartValue', 'CartScore', 'CartClassification'];

/** The platform's limit on update actions in one request. */
export const MODEL_MAX_ACTIONS = 500;

// Creation dates the platform draws lines at (the spec's "Where the platform moved past
// service.md"): "after a day" is from the next day on, midnight UTC.
/** Projects created from this instant on start with `products` Deactivated (after 3 March 2021). */
export const PRODUCTS_OFF_FROM = Date.parse('2021-03-04T00:00:00.000Z');
/** Projects created from this instant on may not start Product Projection Search (after 31 August 2026). */
export const PPS_CLOSED_FROM = Date.parse('2026-09-01T00:00:00.000Z');
/** Seeded creation dates on either side of both lines. */
export const MODEL_CREATION_DATES: readonly string[] = [
  '2021-03-03T23:59:59.999Z',
  '2021-03-04T00:00:00.000Z',
  '2026-08-31T23:59:59.999Z',
  '2026-09-01T00:00:00.000Z',
];

/** The API client the model's tokens come from, when a scenario asks for one through the token endpoint. */
export const MODEL_CLIENT = 'model-client';
/** The id a test declares an Associate Role with: its key, made an id the actions can name. */
export const modelRoleId = (key: string) => `id-of-${key}`;

/** Every update action the API knows, 23 of them. */
export const MODEL_ACTION_NAMES = [
  'changeName',
  'changeCountries',
  'changeCurrencies',
  'changeLanguages',
  'changeMessagesConfiguration',
  'changeMessagesEnabled',
  'changeCartsConfiguration',
  'changeCountryTaxRateFallbackEnabled',
  'changePriceRoundingMode',
  'changeTaxRoundingMode',
  'changeShoppingListsConfiguration',
  'changeMyBusinessUnitStatusOnCreation',
  'setMyBusinessUnitAssociateRoleOnCreation',
  'setShippingRateInputType',
  'setExternalOAuth',
  'changeProductSearchIndexingEnabled',
  'changeOrderSearchStatus',
  'changeCustomerSearchStatus',
  'changeBusinessUnitSearchStatus',
  'setDiscountsConfiguration',
  'setProductCatalogModel',
  'setReleaseExpiredReservations',
  'setReservationExpirationInMinutes',
] as const;
export type ModelActionName = (typeof MODEL_ACTION_NAMES)[number];

// ---------------------------------------------------------------------------------------------
// State

export type IndexKey = 'products' | 'productsSearch' | 'orders' | 'customers' | 'businessUnits';
export interface IndexValue {
  status?: string;
  lastModifiedAt?: string;
  lastModifiedBy?: { clientId: string; isPlatformClient: boolean };
}
export interface ModelProject {
  version: number;
  key: string;
  name: string;
  countries: string[];
  currencies: string[];
  languages: string[];
  createdAt: string;
  messages: { enabled: boolean; deleteDaysAfterCreation?: number };
  carts: {
    deleteDaysAfterLastModification: number;
    countryTaxRateFallbackEnabled?: boolean;
    priceRoundingMode?: string;
    taxRoundingMode?: string;
  };
  shoppingLists?: { deleteDaysAfterLastModification: number };
  shippingRateInputType?: { type: string; values?: { key: string; label: Record<string, string> }[] };
  externalOAuth?: { url: string; authorizationHeader: string };
  searchIndexing?: Partial<Record<IndexKey, IndexValue>>;
  businessUnits?: { myBusinessUnitStatusOnCreation: string; myBusinessUnitAssociateRoleOnCreation?: { typeId: string; key: string } };
  inventory: { releaseExpiredReservations: boolean; reservationExpirationInMinutes?: number };
  discounts: { discountCombinationMode: string };
  productCatalogModel?: string;
}

/** What a test seeds; the model derives the stored Project from the table of defaults in docs/api.md. */
export interface ProjectSeedSpec {
  key: string;
  languages: string[];
  countries?: string[];
  currencies?: string[];
  stores: { key: string; languages: string[] }[];
  /** The Associate Roles the test declares, by key, each with the id `modelRoleId(key)`: only these may be named for new business units. */
  associateRoles: string[];
  /** The Project's creation date; the mock's clock when absent. */
  createdAt?: string;
  /** Whether the requests carry a token of the API client MODEL_CLIENT (else one of ct.issueToken, of no client). */
  viaClient?: boolean;
  /** Leave these out, as a legacy Project lacks them. */
  withoutShoppingLists: boolean;
  withoutBusinessUnits: boolean;
  withoutSearchIndexing: boolean;
  /** `messages: { enabled }` without `deleteDaysAfterCreation`, as before October 2018. */
  legacyMessages: boolean;
  /** A seed whose product index is still `Indexing`. */
  productsIndexing: boolean;
  externalOAuth?: { url: string; authorizationHeader: string };
  /** The version the Project is seeded with (default 1). */
  version?: number;
}

// ---------------------------------------------------------------------------------------------
// Replies the model expects

export interface ExpectSuccess {
  kind: 'success';
  status: number;
  body: unknown;
}
export interface ExpectEmpty {
  kind: 'empty';
  status: number;
}
export interface ExpectFailure {
  kind: 'failure';
  status: number;
  /** The distinct error codes, sorted. */
  codes: string[];
  /** Fields `errors[0]` must hold exactly. */
  first?: Record<string, unknown>;
  /** The exact top-level message, where the spec fixes it. */
  message?: string;
}
export type Expected = ExpectSuccess | ExpectEmpty | ExpectFailure;

const failure = (status: number, codes: string[], extra: Pick<ExpectFailure, 'first' | 'message'> = {}): ExpectFailure => ({
  kind: 'failure',
  status,
  codes: [...new Set(codes)].sort(),
  ...extra,
});

// ---------------------------------------------------------------------------------------------
// Generic helpers of the model

type JsonRecord = Record<string, unknown>;
const isRecord = (value: unknown): value is JsonRecord => typeof value === 'object' && value !== null && !Array.isArray(value);
const own = (record: JsonRecord, key: string): unknown => (Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined);
const isMissing = (value: unknown) => value === undefined || value === null;

/** Structural equality as JSON sees it: key order does not matter, array order does. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => jsonEqual(item, b[index]));
  }
  if (isRecord(a) && isRecord(b)) {
    const keysA = Object.keys(a).filter((key) => a[key] !== undefined);
    const keysB = Object.keys(b).filter((key) => b[key] !== undefined);
    if (keysA.length !== keysB.length) return false;
    return keysA.every((key) => Object.prototype.hasOwnProperty.call(b, key) && jsonEqual(a[key], b[key]));
  }
  return false;
}

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const iso = (ms: number) => new Date(ms).toISOString();

export const isModelCountry = (code: string) => MODEL_COUNTRIES.includes(code);
export const isModelCurrency = (code: string) => MODEL_CURRENCIES.includes(code);
export const isModelLocale = (code: string) => MODEL_LOCALES.includes(code);
const AUTHORIZATION_HEADER = /^[^ ].+[^ ]$/; // as the spec gives it
const HTTP_URL = /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?(\/[^\s]*)?$/;

/** `****` plus the last four characters, as every response shows the header. */
export const maskHeader = (header: string) => `****${header.slice(-4)}`;

// ---------------------------------------------------------------------------------------------
// Shape: what a well-formed request is. Any violation anywhere is one InvalidJsonInput.

class ShapeError extends Error {}
const shapeFail = (): never => {
  throw new ShapeError();
};

function requireString(record: JsonRecord, field: string): string {
  const value = own(record, field);
  return typeof value === 'string' ? value : shapeFail();
}
function optionalString(record: JsonRecord, field: string): string | undefined {
  const value = own(record, field);
  if (isMissing(value)) return undefined;
  return typeof value === 'string' ? value : shapeFail();
}
function requireBoolean(record: JsonRecord, field: string): boolean {
  const value = own(record, field);
  return typeof value === 'boolean' ? value : shapeFail();
}
function optionalBoolean(record: JsonRecord, field: string): boolean | undefined {
  const value = own(record, field);
  if (isMissing(value)) return undefined;
  return typeof value === 'boolean' ? value : shapeFail();
}
function requireInteger(record: JsonRecord, field: string): number {
  const value = own(record, field);
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : shapeFail();
}
function requireStrings(record: JsonRecord, field: string): string[] {
  const value = own(record, field);
  if (!Array.isArray(value)) return shapeFail();
  return value.map((item: unknown) => (typeof item === 'string' ? item : shapeFail()));
}
function requireRecord(record: JsonRecord, field: string): JsonRecord {
  const value = own(record, field);
  return isRecord(value) ? value : shapeFail();
}
function optionalRecord(record: JsonRecord, field: string): JsonRecord | undefined {
  const value = own(record, field);
  if (isMissing(value)) return undefined;
  return isRecord(value) ? value : shapeFail();
}

type ClassificationValue = { key: string; label: [string, string][] };
type ParsedAction =
  | { action: 'changeName'; name: string }
  | { action: 'changeCountries'; countries: string[] }
  | { action: 'changeCurrencies'; currencies: string[] }
  | { action: 'changeLanguages'; languages: string[] }
  | { action: 'changeMessagesConfiguration'; enabled: boolean; days: number }
  | { action: 'changeMessagesEnabled'; enabled: boolean }
  | { action: 'changeCartsConfiguration'; days: number; fallback?: boolean; price?: string; tax?: string }
  | { action: 'changeCountryTaxRateFallbackEnabled'; enabled: boolean }
  | { action: 'changePriceRoundingMode'; mode: string }
  | { action: 'changeTaxRoundingMode'; mode: string }
  | { action: 'changeShoppingListsConfiguration'; days: number }
  | { action: 'changeMyBusinessUnitStatusOnCreation'; status: string }
  | { action: 'setMyBusinessUnitAssociateRoleOnCreation'; typeId?: string; by: { key: string } | { id: string } }
  | { action: 'setShippingRateInputType'; type?: string; values?: ClassificationValue[] }
  | { action: 'setExternalOAuth'; oauth?: { url: string; header: string } }
  | { action: 'changeProductSearchIndexingEnabled'; enabled: boolean; mode?: string }
  | { action: 'changeSearchStatus'; index: IndexKey; status: string }
  | { action: 'setDiscountsConfiguration'; mode: string }
  | { action: 'setProductCatalogModel'; model: string }
  | { action: 'setReleaseExpiredReservations'; enabled: boolean }
  | { action: 'setReservationExpirationInMinutes'; minutes: number };

const isActionName = (name: string): name is ModelActionName => (MODEL_ACTION_NAMES as readonly string[]).includes(name);

function readAction(input: unknown): ParsedAction {
  if (!isRecord(input)) return shapeFail();
  const name = requireString(input, 'action');
  if (!isActionName(name)) return shapeFail();
  switch (name) {
    case 'changeName':
      return { action: name, name: requireString(input, 'name') };
    case 'changeCountries':
      return { action: name, countries: requireStrings(input, 'countries') };
    case 'changeCurrencies':
      return { action: name, currencies: requireStrings(input, 'currencies') };
    case 'changeLanguages':
      return { action: name, languages: requireStrings(input, 'languages') };
    case 'changeMessagesConfiguration': {
      const config = requireRecord(input, 'messagesConfiguration');
      return { action: name, enabled: requireBoolean(config, 'enabled'), days: requireInteger(config, 'deleteDaysAfterCreation') };
    }
    case 'changeMessagesEnabled':
      return { action: name, enabled: requireBoolean(input, 'messagesEnabled') };
    case 'changeCartsConfiguration': {
      const config = requireRecord(input, 'cartsConfiguration');
      const days = requireInteger(config, 'deleteDaysAfterLastModification');
      const fallback = optionalBoolean(config, 'countryTaxRateFallbackEnabled');
      const price = optionalString(config, 'priceRoundingMode');
      const tax = optionalString(config, 'taxRoundingMode');
      return {
        action: name,
        days,
        ...(fallback === undefined ? {} : { fallback }),
        ...(price === undefined ? {} : { price }),
        ...(tax === undefined ? {} : { tax }),
      };
    }
    case 'changeCountryTaxRateFallbackEnabled':
      return { action: name, enabled: requireBoolean(input, 'countryTaxRateFallbackEnabled') };
    case 'changePriceRoundingMode':
      return { action: name, mode: requireString(input, 'priceRoundingMode') };
    case 'changeTaxRoundingMode':
      return { action: name, mode: requireString(input, 'taxRoundingMode') };
    case 'changeShoppingListsConfiguration':
      return { action: name, days: requireInteger(requireRecord(input, 'shoppingListsConfiguration'), 'deleteDaysAfterLastModification') };
    case 'changeMyBusinessUnitStatusOnCreation':
      return { action: name, status: requireString(input, 'status') };
    case 'setMyBusinessUnitAssociateRoleOnCreation': {
      // A ResourceIdentifier: typeId optional, and exactly one of id and key (both, or neither, is a shape error).
      const role = requireRecord(input, 'associateRole');
      const typeId = optionalString(role, 'typeId');
      const key = optionalString(role, 'key');
      const id = optionalString(role, 'id');
      if ((key === undefined) === (id === undefined)) return shapeFail();
      return { action: name, ...(typeId === undefined ? {} : { typeId }), by: key === undefined ? { id: id ?? '' } : { key } };
    }
    case 'setShippingRateInputType': {
      const type = optionalRecord(input, 'shippingRateInputType');
      if (!type) return { action: name };
      const typeName = requireString(type, 'type');
      // An unknown type is a shape error (the variant's discriminator), not a rule.
      if (!SHIPPING_RATE_TYPES.includes(typeName)) return shapeFail();
      if (typeName !== 'CartClassification') return { action: name, type: typeName };
      const values = own(type, 'values');
      if (!Array.isArray(values)) return shapeFail();
      return {
        action: name,
        type: typeName,
        values: values.map((value: unknown): ClassificationValue => {
          if (!isRecord(value)) return shapeFail();
          const key = requireString(value, 'key');
          const label = requireRecord(value, 'label');
          const entries = Object.keys(label).map((locale): [string, string] => {
            const text = label[locale];
            return typeof text === 'string' ? [locale, text] : shapeFail();
          });
          return { key, label: entries };
        }),
      };
    }
    case 'setExternalOAuth': {
      const oauth = optionalRecord(input, 'externalOAuth');
      if (!oauth) return { action: name };
      return { action: name, oauth: { url: requireString(oauth, 'url'), header: requireString(oauth, 'authorizationHeader') } };
    }
    case 'changeProductSearchIndexingEnabled': {
      const enabled = requireBoolean(input, 'enabled');
      const mode = optionalString(input, 'mode');
      return { action: name, enabled, ...(mode === undefined ? {} : { mode }) };
    }
    case 'changeOrderSearchStatus':
      return { action: 'changeSearchStatus', index: 'orders', status: requireString(input, 'status') };
    case 'changeCustomerSearchStatus':
      return { action: 'changeSearchStatus', index: 'customers', status: requireString(input, 'status') };
    case 'changeBusinessUnitSearchStatus':
      return { action: 'changeSearchStatus', index: 'businessUnits', status: requireString(input, 'status') };
    case 'setDiscountsConfiguration':
      return { action: name, mode: requireString(requireRecord(input, 'discountsConfiguration'), 'discountCombinationMode') };
    case 'setProductCatalogModel':
      return { action: name, model: requireString(input, 'productCatalogModel') };
    case 'setReleaseExpiredReservations':
      return { action: name, enabled: requireBoolean(input, 'releaseExpiredReservations') };
    case 'setReservationExpirationInMinutes':
      return { action: name, minutes: requireInteger(input, 'reservationExpirationInMinutes') };
  }
}

// ---------------------------------------------------------------------------------------------
// The model

interface Draft {
  project: ModelProject;
  /** When pending product indexing completes, epoch ms on the clock. */
  due: Partial<Record<'products' | 'productsSearch', number>>;
}

export class ProjectModel {
  private project: ModelProject;
  private due: Draft['due'] = {};
  private readonly stores: { key: string; languages: string[] }[];
  private readonly associateRoles: readonly string[];
  private readonly lastModifiedBy: IndexValue['lastModifiedBy'];
  private now: number;

  constructor(
    seed: ProjectSeedSpec,
    startMs: number,
    private readonly indexingDurationMs: number,
  ) {
    this.now = startMs;
    const createdAt = seed.createdAt ?? iso(startMs);
    // A seed still indexing gives its indexes the clock's stamps (project.model.test.ts); otherwise they are stamped at creation.
    const stampedAt = seed.productsIndexing ? iso(startMs) : createdAt;
    const stamp = (status: string): IndexValue => ({ status, lastModifiedAt: stampedAt });
    this.project = {
      version: seed.version ?? 1,
      key: seed.key,
      name: seed.key,
      countries: seed.countries ?? ['DE', 'US'],
      currencies: seed.currencies ?? ['EUR'],
      languages: [...seed.languages],
      createdAt,
      messages: seed.legacyMessages ? { enabled: false } : { enabled: false, deleteDaysAfterCreation: 15 },
      carts: { deleteDaysAfterLastModification: 90, countryTaxRateFallbackEnabled: false, priceRoundingMode: 'HalfEven', taxRoundingMode: 'HalfEven' },
      inventory: { releaseExpiredReservations: true },
      discounts: { discountCombinationMode: 'Stacking' },
    };
    if (!seed.withoutShoppingLists) this.project.shoppingLists = { deleteDaysAfterLastModification: 360 };
    if (!seed.withoutSearchIndexing) {
      this.project.searchIndexing = {
        products: stamp(seed.productsIndexing ? 'Indexing' : Date.parse(createdAt) >= PRODUCTS_OFF_FROM ? 'Deactivated' : 'Activated'),
        productsSearch: stamp('Deactivated'),
        orders: stamp('Deactivated'),
        customers: stamp('Deactivated'),
        businessUnits: stamp('Deactivated'),
      };
      // A seed still indexing finishes as if indexing had started when the mock was created.
      if (seed.productsIndexing) this.due.products = startMs + indexingDurationMs;
    }
    if (!seed.withoutBusinessUnits) this.project.businessUnits = { myBusinessUnitStatusOnCreation: 'Inactive' };
    if (seed.externalOAuth) this.project.externalOAuth = { ...seed.externalOAuth };
    this.stores = seed.stores.map((store) => ({ key: store.key, languages: [...store.languages] }));
    this.associateRoles = [...seed.associateRoles];
    if (seed.viaClient) this.lastModifiedBy = { clientId: MODEL_CLIENT, isPlatformClient: false };
  }

  get key(): string {
    return this.project.key;
  }

  get version(): number {
    this.settle();
    return this.project.version;
  }

  /** The Project as stored (header unmasked), as `ct.getProject` shows it. */
  stored(): ModelProject {
    this.settle();
    return clone(this.project);
  }

  /** The Project as every response shows it: the header masked. */
  shown(): ModelProject {
    return mask(this.stored());
  }

  advance(ms: number): void {
    this.now += ms;
  }

  /** Indexing whose time has come is Activated, stamped with its completion time; no new version. */
  private settle(): void {
    for (const index of ['products', 'productsSearch'] as const) {
      const at = this.due[index];
      if (at === undefined || at > this.now) continue;
      const indexing = (this.project.searchIndexing ??= {});
      indexing[index] = { ...indexing[index], status: 'Activated', lastModifiedAt: iso(at) };
      delete this.due[index];
    }
  }

  get(): Expected {
    return { kind: 'success', status: 200, body: this.shown() };
  }

  head(): Expected {
    return { kind: 'empty', status: 200 };
  }

  /** Any request for a Project the mock does not know: 404 before the body is even read. */
  static unknown(projectKey: string, method: 'GET' | 'HEAD' | 'POST'): Expected {
    if (method === 'HEAD') return { kind: 'empty', status: 404 };
    const message = `The Resource with ID ${projectKey} was not found.`;
    return failure(404, ['ResourceNotFound'], { message });
  }

  update(bodyText: string): Expected {
    this.settle();
    let body: unknown;
    try {
      body = JSON.parse(bodyText);
    } catch {
      return failure(400, ['InvalidJsonInput'], { message: 'Request body does not contain valid JSON.' });
    }
    let version: number;
    let actions: ParsedAction[];
    try {
      if (!isRecord(body)) return shapeFail();
      version = requireInteger(body, 'version');
      const list = own(body, 'actions');
      if (!Array.isArray(list)) return shapeFail();
      actions = list.map(readAction);
    } catch (error) {
      if (error instanceof ShapeError) return failure(400, ['InvalidJsonInput'], { message: 'Request body does not contain valid JSON.' });
      throw error;
    }
    if (actions.length > MODEL_MAX_ACTIONS) return failure(400, ['InvalidInput']);
    const current = this.project.version;
    if (version !== current) {
      return failure(409, ['ConcurrentModification'], {
        message: `Object ${this.project.key} has a different version than expected. Expected: ${version} - Actual: ${current}.`,
        first: { code: 'ConcurrentModification', currentVersion: current },
      });
    }

    // Atomic: every action runs on a draft, in order; the draft is kept only if none failed.
    const draft: Draft = { project: clone(this.project), due: { ...this.due } };
    const codes: string[] = [];
    let changed = false;
    for (const action of actions) {
      const before = clone(draft);
      const errors = this.apply(draft, action);
      if (errors.length > 0) codes.push(...errors);
      else if (!jsonEqual(before, draft)) changed = true;
    }
    if (codes.length > 0) return failure(400, codes);
    // +1 when some action changed something; a request of no-ops keeps the version.
    if (changed) draft.project.version = current + 1;
    this.project = draft.project;
    this.due = draft.due;
    return { kind: 'success', status: 200, body: this.shown() };
  }

  /** Applies one action to the draft, or leaves it alone and returns the codes of the rules it breaks. */
  private apply(draft: Draft, action: ParsedAction): string[] {
    const p = draft.project;
    const oneOf = (value: string, allowed: readonly string[]) => (allowed.includes(value) ? [] : ['InvalidInput']);
    const inRange = (value: number, min: number, max: number) => (value >= min && value <= max ? [] : ['InvalidInput']);
    // A status change names the client whose token made it, or no one (leaving out an earlier client).
    const setIndex = (index: IndexKey, status: string) => {
      const indexing = (p.searchIndexing ??= {});
      if (indexing[index]?.status === status) return;
      indexing[index] = { status, lastModifiedAt: iso(this.now), ...(this.lastModifiedBy ? { lastModifiedBy: { ...this.lastModifiedBy } } : {}) };
    };
    switch (action.action) {
      case 'changeName': {
        if (action.name === '') return ['InvalidInput'];
        p.name = action.name;
        return [];
      }
      case 'changeCountries': {
        const errors = action.countries.length === 0 ? ['InvalidInput'] : action.countries.filter((c) => !isModelCountry(c)).map(() => 'InvalidInput');
        if (errors.length === 0) p.countries = [...action.countries];
        return errors;
      }
      case 'changeCurrencies': {
        const errors = action.currencies.length === 0 ? ['InvalidInput'] : action.currencies.filter((c) => !isModelCurrency(c)).map(() => 'InvalidInput');
        if (errors.length === 0) p.currencies = [...action.currencies];
        return errors;
      }
      case 'changeLanguages': {
        if (action.languages.length === 0) return ['InvalidOperation'];
        const errors = action.languages.filter((language) => !isModelLocale(language)).map(() => 'InvalidInput');
        const removed = p.languages.filter((language) => !action.languages.includes(language));
        if (this.stores.some((store) => store.languages.some((language) => removed.includes(language)))) errors.push('LanguageUsedInStores');
        if (errors.length === 0) p.languages = [...action.languages];
        return errors;
      }
      case 'changeMessagesConfiguration': {
        const errors = inRange(action.days, 1, 90);
        if (errors.length === 0) p.messages = { enabled: action.enabled, deleteDaysAfterCreation: action.days };
        return errors;
      }
      case 'changeMessagesEnabled':
        p.messages.enabled = action.enabled;
        return [];
      case 'changeCartsConfiguration': {
        const errors = [
          ...inRange(action.days, 1, 365250),
          ...oneOf(action.price ?? 'HalfEven', ROUNDING_MODES),
          ...oneOf(action.tax ?? 'HalfEven', ROUNDING_MODES),
        ];
        if (errors.length > 0) return errors;
        // Replaces the whole configuration: what is omitted takes its default, not its old value.
        p.carts = {
          deleteDaysAfterLastModification: action.days,
          countryTaxRateFallbackEnabled: action.fallback ?? false,
          priceRoundingMode: action.price ?? 'HalfEven',
          taxRoundingMode: action.tax ?? 'HalfEven',
        };
        return [];
      }
      case 'changeCountryTaxRateFallbackEnabled':
        p.carts.countryTaxRateFallbackEnabled = action.enabled;
        return [];
      case 'changePriceRoundingMode': {
        const errors = oneOf(action.mode, ROUNDING_MODES);
        if (errors.length === 0) p.carts.priceRoundingMode = action.mode;
        return errors;
      }
      case 'changeTaxRoundingMode': {
        const errors = oneOf(action.mode, ROUNDING_MODES);
        if (errors.length === 0) p.carts.taxRoundingMode = action.mode;
        return errors;
      }
      case 'changeShoppingListsConfiguration': {
        const errors = inRange(action.days, 1, 365250);
        if (errors.length === 0) p.shoppingLists = { deleteDaysAfterLastModification: action.days };
        return errors;
      }
      case 'changeMyBusinessUnitStatusOnCreation': {
        const errors = oneOf(action.status, BUSINESS_UNIT_STATUSES);
        if (errors.length === 0) p.businessUnits = { ...p.businessUnits, myBusinessUnitStatusOnCreation: action.status };
        return errors;
      }
      case 'setMyBusinessUnitAssociateRoleOnCreation': {
        // A typeId, if given, must be associate-role.
        if (action.typeId !== undefined && action.typeId !== 'associate-role') return ['InvalidInput'];
        // The role, by key or by id, must be one the Project has; it is stored as a key reference.
        const { by } = action;
        const key = this.associateRoles.find((known) => ('key' in by ? known === by.key : modelRoleId(known) === by.id));
        if (key === undefined) return ['ReferencedResourceNotFound'];
        p.businessUnits = {
          myBusinessUnitStatusOnCreation: p.businessUnits?.myBusinessUnitStatusOnCreation ?? 'Inactive',
          myBusinessUnitAssociateRoleOnCreation: { typeId: 'associate-role', key },
        };
        return [];
      }
      case 'setShippingRateInputType': {
        if (action.type === undefined) {
          delete p.shippingRateInputType;
          return [];
        }
        if (action.type !== 'CartClassification' || !action.values) {
          p.shippingRateInputType = { type: action.type };
          return [];
        }
        const keys = action.values.map((value) => value.key);
        const errors: string[] = [];
        if (new Set(keys).size !== keys.length) errors.push('InvalidInput');
        for (const value of action.values) for (const [locale] of value.label) if (!isModelLocale(locale)) errors.push('InvalidInput');
        if (errors.length > 0) return errors;
        p.shippingRateInputType = {
          type: 'CartClassification',
          values: action.values.map((value) => ({ key: value.key, label: Object.fromEntries(value.label) })),
        };
        return [];
      }
      case 'setExternalOAuth': {
        if (!action.oauth) {
          delete p.externalOAuth;
          return [];
        }
        const errors: string[] = [];
        if (!HTTP_URL.test(action.oauth.url)) errors.push('InvalidInput');
        if (!AUTHORIZATION_HEADER.test(action.oauth.header)) errors.push('InvalidInput');
        if (errors.length === 0) p.externalOAuth = { url: action.oauth.url, authorizationHeader: action.oauth.header };
        return errors;
      }
      case 'changeProductSearchIndexingEnabled': {
        const mode = action.mode ?? 'ProductProjectionsSearch';
        const errors = oneOf(mode, INDEXING_MODES);
        if (errors.length > 0) return errors;
        const index = mode === 'ProductsSearch' ? 'productsSearch' : 'products';
        if (!action.enabled) {
          setIndex(index, 'Deactivated');
          delete draft.due[index];
          return [];
        }
        const status = p.searchIndexing?.[index]?.status;
        if (status === 'Activated' || status === 'Indexing') return [];
        // A Project created after 31 August 2026 may not start Product Projection Search.
        if (index === 'products' && Date.parse(p.createdAt) >= PPS_CLOSED_FROM) return ['InvalidOperation'];
        setIndex(index, 'Indexing');
        draft.due[index] = this.now + this.indexingDurationMs;
        return [];
      }
      case 'changeSearchStatus': {
        const errors = oneOf(action.status, SEARCH_STATUSES);
        if (errors.length === 0) setIndex(action.index, action.status);
        return errors;
      }
      case 'setDiscountsConfiguration': {
        const errors = oneOf(action.mode, DISCOUNT_MODES);
        if (errors.length === 0) p.discounts = { discountCombinationMode: action.mode };
        return errors;
      }
      case 'setProductCatalogModel': {
        const errors = oneOf(action.model, CATALOG_MODELS);
        if (errors.length === 0) p.productCatalogModel = action.model;
        return errors;
      }
      case 'setReleaseExpiredReservations':
        p.inventory.releaseExpiredReservations = action.enabled;
        return [];
      case 'setReservationExpirationInMinutes': {
        const errors = inRange(action.minutes, 1, 44640);
        if (errors.length === 0) p.inventory.reservationExpirationInMinutes = action.minutes;
        return errors;
      }
    }
  }
}

function mask(project: ModelProject): ModelProject {
  if (!project.externalOAuth) return project;
  return { ...project, externalOAuth: { ...project.externalOAuth, authorizationHeader: maskHeader(project.externalOAuth.authorizationHeader) } };
}
