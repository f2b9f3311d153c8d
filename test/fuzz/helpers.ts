import { expect } from 'vitest';
import {
  createCommercetoolsMock,
  type CommercetoolsMock,
  type CommercetoolsMockOptions,
  type ProjectDraft,
  type ImportContainerPagedResponse,
} from '../../src/index.js';
import { expectErrorSchemaValid, type SchemaFile } from '../support/schemas.js';
import { IMPORT_HOST } from '../support/sdk.js';
import { START } from '../support/time.js';
import { basic, collectionUrl, itemUrl, projectUrl, TOKEN_URL } from '../support/urls.js';

// Shared by the fuzz and safety suites: a seeded mock, requests through ct.fetch (no interception,
// so thousands of malformed requests stay fast), a snapshot of everything a failed request must
// leave alone, exact error assertions, and JSON path surgery for building malformed bodies.

export { basic, collectionUrl, itemUrl, projectUrl, START, TOKEN_URL };

export const MB = 1_000_000;

/**
 * The fuzz files' Project: two languages, and the Associate Role 'buyer' (which a seed declares by
 * naming it for new business units), so that the valid bodies below may name it.
 */
export const SHOP = {
  key: 'shop',
  languages: ['en', 'de'],
  businessUnits: { myBusinessUnitStatusOnCreation: 'Inactive', myBusinessUnitAssociateRoleOnCreation: { typeId: 'associate-role', key: 'buyer' } },
} satisfies ProjectDraft;

/** The seed every fuzz file starts from: that Project, two containers. */
export const SEED = {
  projects: [SHOP],
  importContainers: {
    shop: [
      { key: 'products', resourceType: 'product' },
      { key: 'prices', resourceType: 'price', retentionPolicy: { strategy: 'ttl', config: { timeToLive: '12h' } } },
    ],
  },
} satisfies CommercetoolsMockOptions;

export function createFuzzMock(options: CommercetoolsMockOptions = {}): CommercetoolsMock {
  return createCommercetoolsMock({ now: START, ...SEED, ...options });
}

const tokenCache = new WeakMap<CommercetoolsMock, Map<string, string>>();

/** A cached `manage_project:{key}` token of a mock (tokens survive `ct.reset()`). */
export function adminToken(ct: CommercetoolsMock, projectKey = 'shop'): string {
  let tokens = tokenCache.get(ct);
  if (!tokens) tokenCache.set(ct, (tokens = new Map()));
  let token = tokens.get(projectKey);
  if (!token) tokens.set(projectKey, (token = ct.issueToken({ scopes: [`manage_project:${projectKey}`] })));
  return token;
}

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE';

export interface SendOptions {
  /** The whole Authorization header; `null` sends none; by default a `manage_project:shop` bearer token. */
  readonly authorization?: string | null;
  /** A string or bytes, sent as they are. */
  readonly body?: string | Uint8Array<ArrayBuffer>;
  /** The Content-Type; `null` sends none at all (the body goes as bytes); by default application/json. */
  readonly contentType?: string | null;
  /** The fetch to send with; by default the mock's own `ct.fetch`. */
  readonly fetch?: typeof fetch;
}

export interface Reply {
  readonly status: number;
  readonly text: string;
  /** The parsed JSON body; the text when it is not JSON; undefined when it is empty. */
  readonly body: unknown;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Sends one request and reads the whole answer. */
export async function send(ct: CommercetoolsMock, method: Method, url: string, options: SendOptions = {}): Promise<Reply> {
  const headers = new Headers();
  const authorization = options.authorization === undefined ? `Bearer ${adminToken(ct)}` : options.authorization;
  if (authorization !== null) headers.set('authorization', authorization);
  const init: RequestInit = { method, headers };
  if (options.body !== undefined) {
    const contentType = options.contentType === undefined ? 'application/json' : options.contentType;
    if (contentType === null) {
      // fetch labels a string body text/plain by itself; bytes go without any Content-Type.
      init.body = typeof options.body === 'string' ? new TextEncoder().encode(options.body) : options.body;
    } else {
      headers.set('content-type', contentType);
      init.body = options.body;
    }
  }
  const response = await (options.fetch ?? ct.fetch)(url, init);
  const text = await response.text();
  return { status: response.status, text, body: text === '' ? undefined : parse(text) };
}

export interface ErrorEntry {
  readonly code: string;
  readonly message: string;
  readonly [field: string]: unknown;
}
export interface ErrorBody {
  readonly statusCode: number;
  readonly message: string;
  readonly errors: readonly ErrorEntry[];
  readonly error?: string;
  readonly error_description?: string;
}

/** Shortens a reply's text for assertion messages: 1 MB echoes would drown the report. */
export const excerpt = (reply: Reply) => `${reply.status} ${reply.text.slice(0, 400)}`;

/** Fails with a message unless the condition holds: cheaper than `expect` in loops of thousands. */
export function check(condition: boolean, message: () => string): void {
  if (!condition) expect.fail(message());
}

/**
 * Asserts an error reply: its status, `statusCode`, `message` = the first error's message, the
 * schema, and the codes: one code that every listed error must have, or the exact list.
 */
export function expectError(reply: Reply, status: number, code: string | readonly string[], file: SchemaFile): ErrorBody {
  const body = reply.body as Partial<ErrorBody> | undefined;
  const codes = Array.isArray(body?.errors) ? body.errors.map((error) => error.code) : [];
  const codesMatch =
    typeof code === 'string'
      ? codes.length > 0 && codes.every((each) => each === code)
      : codes.length === code.length && codes.every((each, index) => each === code[index]);
  check(
    reply.status === status && body?.statusCode === status && codesMatch && body.message === body.errors?.[0]?.message,
    () => `expected ${status} ${JSON.stringify(code)} (message = the first error's), got ${excerpt(reply)}`,
  );
  expectErrorSchemaValid(body, status, file);
  return body as ErrorBody;
}

/** The platform's exact 401 body for a missing, unknown or malformed bearer token. */
export const INVALID_TOKEN = {
  statusCode: 401,
  message: 'invalid_token',
  errors: [{ code: 'invalid_token', message: 'invalid_token' }],
  error: 'invalid_token',
};

/** Asserts the 401 `invalid_token` answer: the exact body, or no body at all for HEAD. */
export function expectInvalidToken(reply: Reply, method: Method, file: SchemaFile): void {
  expect(reply.status, excerpt(reply)).toBe(401);
  if (method === 'HEAD') {
    expect(reply.text).toBe('');
    return;
  }
  expect(reply.body).toEqual(INVALID_TOKEN);
  expectErrorSchemaValid(reply.body, 401, file);
}

/** Everything a failed request must leave alone. */
export interface State {
  readonly projects: Record<string, unknown>;
  readonly containers: Record<string, unknown>;
  readonly events: number;
  readonly eventsJson: string;
}

/**
 * Reads each Project as stored (ct.getProject), its containers through a query (every page,
 * by key) and the events. The query's own journal entries are not part of the snapshot.
 */
export async function snapshot(ct: CommercetoolsMock, projectKeys: readonly string[] = ['shop'], importHost = IMPORT_HOST): Promise<State> {
  const projects: Record<string, unknown> = {};
  const containers: Record<string, unknown> = {};
  for (const projectKey of projectKeys) {
    projects[projectKey] = structuredClone(ct.getProject(projectKey));
    const pages: unknown[] = [];
    let total = 0;
    for (let offset = 0; offset === 0 || offset < total; offset += 500) {
      const reply = await send(ct, 'GET', `${collectionUrl(projectKey, importHost)}?limit=500&offset=${offset}&sort=key+asc`, {
        authorization: `Bearer ${adminToken(ct, projectKey)}`,
      });
      if (reply.status === 404) break;
      expect(reply.status, excerpt(reply)).toBe(200);
      const page = reply.body as ImportContainerPagedResponse;
      total = page.total;
      pages.push(...page.results);
    }
    containers[projectKey] = pages;
  }
  const events = ct.events;
  return { projects, containers, events: events.length, eventsJson: JSON.stringify(events) };
}

export async function expectUnchanged(ct: CommercetoolsMock, before: State, projectKeys?: readonly string[], importHost?: string): Promise<void> {
  expect(await snapshot(ct, projectKeys, importHost)).toEqual(before);
}

// ---------------------------------------------------------------------------------------------
// JSON surgery: every path of a valid body, and copies of it with one place changed.

export type Json = null | boolean | number | string | Json[] | JsonObject;
export type JsonObject = { [key: string]: Json };
export type JsonPath = readonly (string | number)[];

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every path to every value below the root, parents before children. */
export function jsonPaths(value: Json, prefix: JsonPath = []): JsonPath[] {
  const children: [string | number, Json][] = Array.isArray(value)
    ? value.map((item, index): [number, Json] => [index, item])
    : isObject(value)
      ? Object.entries(value)
      : [];
  return children.flatMap(([key, child]) => [[...prefix, key], ...jsonPaths(child, [...prefix, key])]);
}

/** Every path to an object, the root (`[]`) first. */
export function objectPaths(value: Json): JsonPath[] {
  return [[], ...jsonPaths(value)].filter((path) => isObject(getAt(value, path)));
}

export function getAt(value: Json, path: JsonPath): Json | undefined {
  let current: Json | undefined = value;
  for (const key of path) {
    if (Array.isArray(current) && typeof key === 'number') current = current[key];
    else if (isObject(current) && typeof key === 'string') current = current[key];
    else return undefined;
  }
  return current;
}

function edit(value: Json, path: JsonPath, change: (parent: Json[] | JsonObject, key: string | number) => void): Json {
  const copy = structuredClone(value);
  const parent = getAt(copy, path.slice(0, -1));
  const key = path.at(-1);
  if (key === undefined || !(Array.isArray(parent) || isObject(parent))) throw new Error(`No parent for ${path.join('.')}`);
  change(parent, key);
  return copy;
}

/** A copy with the value at `path` replaced. */
export function setAt(value: Json, path: JsonPath, replacement: Json): Json {
  if (path.length === 0) return replacement;
  return edit(value, path, (parent, key) => {
    if (Array.isArray(parent)) parent[Number(key)] = replacement;
    else parent[String(key)] = replacement;
  });
}

/** A copy without the object key at `path`. */
export function removeAt(value: Json, path: JsonPath): Json {
  return edit(value, path, (parent, key) => {
    if (Array.isArray(parent)) throw new Error('removeAt removes object keys only');
    delete parent[String(key)];
  });
}

/** A copy with fields merged into the object at `path`. */
export function mergeAt(value: Json, path: JsonPath, fields: JsonObject): Json {
  const target = getAt(value, path);
  if (!isObject(target)) throw new Error(`No object at ${path.join('.')}`);
  return setAt(value, path, { ...target, ...fields });
}

const RAW = '\u0000raw\u0000';

/** The body's JSON text with raw text (which JSON.stringify cannot write, like 1e309) at `path`. */
export function withRaw(value: Json, path: JsonPath, raw: string): string {
  return JSON.stringify(setAt(value, path, RAW)).replace(JSON.stringify(RAW), raw);
}

export function jsonType(value: Json | undefined): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** The platform names a shape error's path by its keys (`actions -> name`); locales under a label are not keys. */
export function shapePath(path: JsonPath): string {
  const keys = path.filter((key): key is string => typeof key === 'string');
  const label = keys.indexOf('label');
  return (label === -1 ? keys : keys.slice(0, label + 1)).join(' -> ');
}

/** `[[[…]]]` nested `depth` deep. */
export const deepArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
/** `{"a":{"a":…{}}}` nested `depth` deep. */
export const deepObjects = (depth: number) => `${'{"a":'.repeat(depth)}{}${'}'.repeat(depth)}`;

// ---------------------------------------------------------------------------------------------
// Valid bodies, which the malformed ones are built from.

export const OAUTH_SECRET = 'Bearer fuzz-introspection-secret-4711';

/** All 23 update actions in one request, each changing something on the seeded Project. */
export const VALID_UPDATE: { version: number; actions: (JsonObject & { action: string })[] } = {
  version: 1,
  actions: [
    { action: 'changeName', name: 'Fuzzed shop' },
    { action: 'changeCountries', countries: ['DE', 'AT'] },
    { action: 'changeCurrencies', currencies: ['EUR', 'CHF'] },
    { action: 'changeLanguages', languages: ['en', 'de', 'fr'] },
    { action: 'changeMessagesConfiguration', messagesConfiguration: { enabled: true, deleteDaysAfterCreation: 30 } },
    { action: 'changeMessagesEnabled', messagesEnabled: false },
    {
      action: 'changeCartsConfiguration',
      cartsConfiguration: { deleteDaysAfterLastModification: 30, countryTaxRateFallbackEnabled: true, priceRoundingMode: 'HalfUp', taxRoundingMode: 'HalfDown' },
    },
    { action: 'changeCountryTaxRateFallbackEnabled', countryTaxRateFallbackEnabled: false },
    { action: 'changePriceRoundingMode', priceRoundingMode: 'HalfDown' },
    { action: 'changeTaxRoundingMode', taxRoundingMode: 'HalfUp' },
    { action: 'changeShoppingListsConfiguration', shoppingListsConfiguration: { deleteDaysAfterLastModification: 60 } },
    { action: 'changeMyBusinessUnitStatusOnCreation', status: 'Active' },
    { action: 'setMyBusinessUnitAssociateRoleOnCreation', associateRole: { typeId: 'associate-role', key: 'buyer' } },
    {
      action: 'setShippingRateInputType',
      shippingRateInputType: { type: 'CartClassification', values: [{ key: 'small', label: { en: 'Small', de: 'Klein' } }] },
    },
    { action: 'setExternalOAuth', externalOAuth: { url: 'https://auth.example.com/introspect', authorizationHeader: OAUTH_SECRET } },
    { action: 'changeProductSearchIndexingEnabled', enabled: true, mode: 'ProductsSearch' },
    { action: 'changeOrderSearchStatus', status: 'Activated' },
    { action: 'changeCustomerSearchStatus', status: 'Activated' },
    { action: 'changeBusinessUnitSearchStatus', status: 'Activated' },
    { action: 'setDiscountsConfiguration', discountsConfiguration: { discountCombinationMode: 'BestDeal' } },
    { action: 'setProductCatalogModel', productCatalogModel: 'Modular' },
    { action: 'setReleaseExpiredReservations', releaseExpiredReservations: true },
    { action: 'setReservationExpirationInMinutes', reservationExpirationInMinutes: 120 },
  ],
};

export const VALID_CREATE = {
  key: 'fuzzed',
  resourceType: 'inventory',
  retentionPolicy: { strategy: 'ttl', config: { timeToLive: '36h' } },
} satisfies Json;

/** For the seeded container `products` (version 1). */
export const VALID_PUT = { version: 1, resourceType: 'category' } satisfies Json;

/** An endpoint that takes a JSON body. */
export interface JsonEndpoint {
  readonly name: 'updateProject' | 'createImportContainer' | 'updateImportContainer';
  readonly method: 'POST' | 'PUT';
  readonly url: string;
  readonly file: SchemaFile;
  readonly valid: Json;
  readonly success: number;
}

export const JSON_ENDPOINTS: readonly JsonEndpoint[] = [
  { name: 'updateProject', method: 'POST', url: projectUrl(), file: 'project-api', valid: VALID_UPDATE, success: 200 },
  { name: 'createImportContainer', method: 'POST', url: collectionUrl(), file: 'import-api', valid: VALID_CREATE, success: 201 },
  { name: 'updateImportContainer', method: 'PUT', url: itemUrl('products'), file: 'import-api', valid: VALID_PUT, success: 200 },
];

/** Every API endpoint (all but the token endpoint), with a request that succeeds on the seed. */
export interface ApiEndpoint {
  readonly name: string;
  readonly method: Method;
  readonly url: string;
  readonly file: SchemaFile;
  readonly body?: string;
  readonly success: number;
}

export const API_ENDPOINTS: readonly ApiEndpoint[] = [
  { name: 'getProject', method: 'GET', url: projectUrl(), file: 'project-api', success: 200 },
  { name: 'headProject', method: 'HEAD', url: projectUrl(), file: 'project-api', success: 200 },
  { name: 'updateProject', method: 'POST', url: projectUrl(), file: 'project-api', body: JSON.stringify(VALID_UPDATE), success: 200 },
  { name: 'queryImportContainers', method: 'GET', url: collectionUrl(), file: 'import-api', success: 200 },
  { name: 'createImportContainer', method: 'POST', url: collectionUrl(), file: 'import-api', body: JSON.stringify(VALID_CREATE), success: 201 },
  { name: 'getImportContainer', method: 'GET', url: itemUrl('products'), file: 'import-api', success: 200 },
  { name: 'updateImportContainer', method: 'PUT', url: itemUrl('products'), file: 'import-api', body: JSON.stringify(VALID_PUT), success: 200 },
  { name: 'deleteImportContainer', method: 'DELETE', url: itemUrl('products'), file: 'import-api', success: 200 },
];
