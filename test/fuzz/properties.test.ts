import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { IMPORT_RESOURCE_TYPES, type ImportContainer, type ImportContainerPagedResponse, type Project } from '../../src/index.js';
import { expectErrorSchemaValid, expectSchemaValid } from '../support/schemas.js';
import {
  adminToken,
  API_ENDPOINTS,
  basic,
  collectionUrl,
  createFuzzMock,
  excerpt,
  expectError,
  expectInvalidToken,
  expectUnchanged,
  getAt,
  itemUrl,
  jsonPaths,
  jsonType,
  projectUrl,
  send,
  setAt,
  snapshot,
  START,
  TOKEN_URL,
  VALID_UPDATE,
  type ErrorBody,
  type Json,
  type Reply,
  type State,
} from './helpers.js';

// Property tests: generated bodies, query strings, forms and headers. Whatever arrives, the mock
// never answers 500, every error body validates, a refused request changes nothing, and where
// the rules are simple enough to restate (container drafts and updates, queries, token forms,
// bearer headers) the answer is exactly the one the spec gives.

const RUNS = 100;

const ct = createFuzzMock();
afterEach(() => ct.reset());

/** A fresh mock with a Store that speaks German, so that `changeLanguages` can hit LanguageUsedInStores. */
async function fresh(): Promise<State> {
  ct.reset();
  ct.addStore('shop', { key: 'berlin', languages: ['de'] });
  return snapshot(ct);
}

const codesOf = (reply: Reply) => (reply.body as ErrorBody).errors.map((error) => error.code);

// ---------------------------------------------------------------------------------------------
// Project updates

const UPDATE_CODES = ['InvalidJsonInput', 'InvalidInput', 'InvalidOperation', 'LanguageUsedInStores', 'ReferencedResourceNotFound'];

/** The invariant of every Project update, whatever its body. */
async function checkUpdate(body: string): Promise<void> {
  const before = await fresh();
  const reply = await send(ct, 'POST', projectUrl(), { body });
  const stored = ct.getProject('shop') as Project;
  if (reply.status === 200) {
    const previous = before.projects.shop as Project;
    expect([previous.version, previous.version + 1]).toContain(stored.version);
    if (stored.version === previous.version) expect(stored).toEqual(previous);
    const masked = stored.externalOAuth
      ? { ...stored, externalOAuth: { ...stored.externalOAuth, authorizationHeader: `****${stored.externalOAuth.authorizationHeader.slice(-4)}` } }
      : stored;
    expect(reply.body).toEqual(masked);
    expectSchemaValid(reply.body, 'project-api', 'Project');
    return;
  }
  expect([400, 409], excerpt(reply)).toContain(reply.status);
  expectErrorSchemaValid(reply.body, reply.status, 'project-api');
  const codes = codesOf(reply);
  if (reply.status === 409) expect(codes).toEqual(['ConcurrentModification']);
  else {
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) expect(UPDATE_CODES).toContain(code);
    // Checks run in stages, and one answer lists the errors of one stage: shape, or rules.
    if (codes.includes('InvalidJsonInput')) expect(new Set(codes)).toEqual(new Set(['InvalidJsonInput']));
  }
  await expectUnchanged(ct, before);
}

const ACTION_NAMES = [...VALID_UPDATE.actions.map((action) => action.action), 'unknownAction', 'changename', ''];
const FIELD_NAMES = [
  ...new Set(VALID_UPDATE.actions.flatMap((action) => Object.keys(action)).filter((key) => key !== 'action')),
  'deleteDaysAfterCreation',
  'deleteDaysAfterLastModification',
  'enabled',
  'typeId',
  'key',
  'type',
  'values',
  'label',
  'url',
  'authorizationHeader',
  'discountCombinationMode',
];
const SAMPLE_STRINGS = [
  'DE', 'US', 'AT', 'XX', 'de', 'EUR', 'USD', 'EURO', 'en', 'de-DE', 'en_US', 'fr', 'HalfEven', 'HalfUp', 'halfUp', 'Active',
  'Inactive', 'Activated', 'Deactivated', 'Indexing', 'ProductsSearch', 'ProductProjectionsSearch', 'BestDeal', 'Stacking',
  'Classic', 'Modular', 'associate-role', 'CartValue', 'CartScore', 'CartClassification', 'https://example.com', 'Bearer abc',
  'NaN', '', ' ',
];
const scalar = fc.oneof(
  fc.constantFrom(...SAMPLE_STRINGS),
  fc.integer({ min: -2, max: 400_000 }),
  fc.constantFrom(0, 1, 90, 91, 365_250, 365_251, 44_640, 44_641, 1.5, -1, 1e308, 2 ** 53),
  fc.boolean(),
  fc.constant(null),
);
const value: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom(...FIELD_NAMES), tie('value'), { maxKeys: 3 }),
  ),
})).value;
const randomAction = fc
  .tuple(fc.constantFrom(...ACTION_NAMES), fc.dictionary(fc.constantFrom(...FIELD_NAMES), value, { maxKeys: 3 }))
  .map(([action, fields]) => ({ ...fields, action }));
/** A valid action with one leaf replaced by a value of the same type: right shape, rules maybe broken. */
const mutatedAction = fc.constantFrom<Json>(...VALID_UPDATE.actions).chain((valid) => {
  const leaves = jsonPaths(valid).filter((path) => path.at(-1) !== 'action' && ['string', 'number', 'boolean', 'array'].includes(jsonType(getAt(valid, path))));
  if (leaves.length === 0) return fc.constant(valid);
  return fc.constantFrom(...leaves).chain((path) => {
    const sample: Record<string, fc.Arbitrary<Json>> = {
      string: fc.constantFrom(...SAMPLE_STRINGS),
      number: fc.oneof(fc.integer({ min: -2, max: 400_000 }), fc.constantFrom(0, 1, 90, 91, 365_250, 365_251, 44_640, 44_641)),
      boolean: fc.boolean(),
      array: fc.array(fc.constantFrom(...SAMPLE_STRINGS), { maxLength: 3 }),
    };
    return (sample[jsonType(getAt(valid, path))] ?? fc.constant(null)).map((replacement) => setAt(valid, path, replacement));
  });
});
const action = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...VALID_UPDATE.actions) },
  { weight: 4, arbitrary: mutatedAction },
  { weight: 1, arbitrary: randomAction },
);
const updateBody = fc.record(
  {
    version: fc.oneof({ weight: 5, arbitrary: fc.constant(1) }, fc.integer({ min: -1, max: 3 }), scalar),
    actions: fc.oneof({ weight: 9, arbitrary: fc.array(action, { maxLength: 6 }) }, value),
    extra: value,
  },
  { requiredKeys: ['actions'] },
);

describe('Project updates', () => {
  it('never answer a fc.json() body with a 500, and change nothing unless they answer 200', async () => {
    await fc.assert(fc.asyncProperty(fc.json(), checkUpdate), { numRuns: RUNS });
  });

  it('never answer a fc.anything() body with a 500, and change nothing unless they answer 200', async () => {
    await fc.assert(
      fc.asyncProperty(fc.anything({ withNullPrototype: true, withObjectString: true }), (anything) => checkUpdate(JSON.stringify(anything) ?? '')),
      { numRuns: RUNS },
    );
  });

  it('hold the invariant for generated update requests, which reach every action', async () => {
    await fc.assert(fc.asyncProperty(updateBody, (body) => checkUpdate(JSON.stringify(body))), { numRuns: RUNS * 2 });
  });

  it('hold the invariant for arbitrary text and for valid bodies cut anywhere', async () => {
    const valid = JSON.stringify(VALID_UPDATE);
    const cut = fc.nat({ max: valid.length }).map((length) => valid.slice(0, length));
    await fc.assert(fc.asyncProperty(fc.oneof(fc.string({ unit: 'binary' }), cut), checkUpdate), { numRuns: RUNS });
  });
});

// ---------------------------------------------------------------------------------------------
// Import Containers: drafts and updates, against the spec's rules restated

const KEY_PATTERN = /^[a-zA-Z0-9_-]+$/;
const HOUR = 3_600_000;
const TTL_MS: Readonly<Record<string, number>> = { m: 60_000, h: HOUR, d: 24 * HOUR };

/** The time to live in ms when it is valid (`^(\d+)(d|h|m)$`, 1h to 30d), else undefined. */
function timeToLiveMs(text: string): number | undefined {
  const match = /^(\d+)(d|h|m)$/.exec(text);
  const ms = match ? Number(match[1]) * (TTL_MS[match[2] ?? ''] ?? NaN) : NaN;
  return ms >= HOUR && ms <= 30 * 24 * HOUR ? ms : undefined;
}

const isResourceType = (type: unknown) => (IMPORT_RESOURCE_TYPES as readonly unknown[]).includes(type);

const resourceType = fc.option(
  fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...IMPORT_RESOURCE_TYPES) },
    fc.constantFrom('Product', 'products', '', 'NaN', ' product'),
    fc.integer(),
    fc.boolean(),
  ),
  { nil: null, freq: 3 },
);
const timeToLive = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(fc.integer({ min: 0, max: 50_000 }), fc.constantFrom('m', 'h', 'd')).map(([n, unit]) => `${n}${unit}`) },
  { weight: 4, arbitrary: fc.tuple(fc.integer({ min: 1, max: 720 }), fc.constantFrom('h')).map(([n, unit]) => `${n}${unit}`) },
  fc.tuple(fc.integer({ min: 0, max: 100 }), fc.constantFrom('s', 'H', '', ' h')).map(([n, unit]) => `${n}${unit}`),
  fc.string({ maxLength: 6 }),
  fc.integer(),
);
const fullDraft = fc.record(
  {
    key: fc.oneof(
      { weight: 6, arbitrary: fc.stringMatching(/^[a-zA-Z0-9_-]{1,12}$/) },
      fc.string({ unit: fc.constantFrom(...'abXY09_-'.split(''), ' ', 'ä', '/', '.', '!', '🙂'), minLength: 0, maxLength: 8 }),
      fc.constantFrom('products', 'prices', '__proto__', 'constructor'),
      fc.integer(),
    ),
    resourceType,
    retentionPolicy: fc.option(
      fc.record({
        strategy: fc.constantFrom('ttl', 'ttl', 'ttl', 'ttl', 'TTL', 'other'),
        config: fc.oneof({ weight: 5, arbitrary: fc.record({ timeToLive }) }, fc.record({ timeToLive }, { requiredKeys: [] })),
      }),
      { nil: null, freq: 3 },
    ),
  },
  { requiredKeys: ['key'] },
);
type FullDraft = typeof fullDraft extends fc.Arbitrary<infer T> ? T : never;
type Draft = Omit<FullDraft, 'key'> & { key?: FullDraft['key'] };
/** One draft in five lacks its key. */
const draft: fc.Arbitrary<Draft> = fc.tuple(fullDraft, fc.nat(4)).map(([body, pick]): Draft => {
  if (pick > 0) return body;
  const { key: _key, ...rest } = body;
  return rest;
});
type Expected = { status: 201 | 200 } | { status: 400 | 409; code: string };

/** What the spec says a draft gets, given the seeded keys `products` and `prices`. */
function expectedCreate(body: Draft): Expected {
  const { key, resourceType: type, retentionPolicy: policy } = body;
  const ttl = policy?.config.timeToLive;
  const shapeOk =
    typeof key === 'string' &&
    (type === undefined || type === null || typeof type === 'string') &&
    (policy === undefined || policy === null || (policy.strategy === 'ttl' && typeof ttl === 'string'));
  if (!shapeOk) return { status: 400, code: 'InvalidJsonInput' };
  const rulesOk = KEY_PATTERN.test(key) && (type === undefined || type === null || isResourceType(type)) && (policy == null || timeToLiveMs(String(ttl)) !== undefined);
  if (!rulesOk) return { status: 400, code: 'InvalidInput' };
  if (key === 'products' || key === 'prices') return { status: 400, code: 'DuplicateField' };
  return { status: 201 };
}

const updateDraft = fc.record(
  {
    version: fc.oneof(
      { weight: 3, arbitrary: fc.constant(1) },
      fc.integer({ min: -3, max: 3 }),
      fc.constantFrom(2 ** 31 - 1, 2 ** 31, -(2 ** 31), -(2 ** 31) - 1, 1.5, '1', null, true, 1e309),
    ),
    resourceType,
  },
  { requiredKeys: [] },
);
type UpdateDraft = typeof updateDraft extends fc.Arbitrary<infer T> ? T : never;

function expectedUpdate({ version, resourceType: type }: UpdateDraft): Expected {
  const versionOk = typeof version === 'number' && Number.isInteger(version) && version >= -(2 ** 31) && version <= 2 ** 31 - 1;
  if (!versionOk || !(type === undefined || type === null || typeof type === 'string')) return { status: 400, code: 'InvalidJsonInput' };
  if (version !== 1) return { status: 409, code: 'ConcurrentModification' };
  if (!(type === undefined || type === null || isResourceType(type))) return { status: 400, code: 'InvalidInput' };
  return { status: 200 };
}

describe('Import Container drafts and updates', () => {
  it('answer every generated draft exactly as the spec says, creating one container and one event only on 201', async () => {
    await fc.assert(
      fc.asyncProperty(draft, async (body) => {
        const before = await fresh();
        const reply = await send(ct, 'POST', collectionUrl(), { body: JSON.stringify(body) });
        const expected = expectedCreate(body);
        if ('code' in expected) {
          expectError(reply, expected.status, expected.code, 'import-api');
          await expectUnchanged(ct, before);
          return;
        }
        expect(reply.status, excerpt(reply)).toBe(201);
        const container = reply.body as ImportContainer;
        const ttl = body.retentionPolicy ? timeToLiveMs(String(body.retentionPolicy.config.timeToLive)) : 72 * HOUR;
        expect(container).toEqual({
          key: body.key,
          ...(body.resourceType ? { resourceType: body.resourceType } : {}),
          version: 1,
          ...(body.retentionPolicy ? { retentionPolicy: { strategy: 'ttl', config: { timeToLive: body.retentionPolicy.config.timeToLive } } } : {}),
          createdAt: START,
          lastModifiedAt: START,
          expiresAt: new Date(Date.parse(START) + (ttl ?? NaN)).toISOString(),
        });
        expectSchemaValid(container, 'import-api', 'ImportContainer');
        const after = await snapshot(ct);
        expect(after.events).toBe(before.events + 1);
        expect(ct.events.at(-1)).toMatchObject({ type: 'ImportContainerCreated', data: container });
        expect((after.containers.shop as ImportContainer[]).map((each) => each.key).sort()).toEqual(
          [...(before.containers.shop as ImportContainer[]).map((each) => each.key), container.key].sort(),
        );
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it('answer every generated update exactly as the spec says, changing the container only on 200', async () => {
    await fc.assert(
      fc.asyncProperty(updateDraft, async (body) => {
        const before = await fresh();
        const reply = await send(ct, 'PUT', itemUrl('products'), { body: JSON.stringify(body) });
        const expected = expectedUpdate(body);
        if ('code' in expected) {
          const error = expectError(reply, expected.status, expected.code, 'import-api');
          if (expected.status === 409) expect(error.errors[0]).toMatchObject({ specifiedVersion: body.version, currentVersion: 1 });
          await expectUnchanged(ct, before);
          return;
        }
        expect(reply.status, excerpt(reply)).toBe(200);
        expect(reply.body).toEqual({
          key: 'products',
          ...(body.resourceType ? { resourceType: body.resourceType } : {}),
          version: 2,
          createdAt: START,
          lastModifiedAt: START,
          expiresAt: '2030-01-04T00:00:00.000Z',
        });
        expect(ct.events).toHaveLength(before.events);
      }),
      { numRuns: RUNS },
    );
  });

  it('never answer fc.json() or fc.anything() bodies with a 500, and change nothing unless they succeed', async () => {
    const bodies = fc.oneof(fc.json(), fc.anything().map((anything) => JSON.stringify(anything) ?? ''), fc.string({ unit: 'binary' }));
    await fc.assert(
      fc.asyncProperty(bodies, fc.constantFrom('POST', 'PUT'), async (body, method: 'POST' | 'PUT') => {
        const before = await fresh();
        const reply = await send(ct, method, method === 'POST' ? collectionUrl() : itemUrl('products'), { body });
        if (reply.status === 201 || reply.status === 200) return;
        expect([400, 409], excerpt(reply)).toContain(reply.status);
        expectErrorSchemaValid(reply.body, reply.status, 'import-api');
        await expectUnchanged(ct, before);
      }),
      { numRuns: RUNS },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Queries, against a restatement of limit, offset and sort

const SORT_FIELDS = ['key', 'createdAt', 'lastModifiedAt', 'version', 'resourceType'] as const;
type SortField = (typeof SORT_FIELDS)[number];

const MANY = createFuzzMock({
  importContainers: {
    shop: [
      { key: 'b', resourceType: 'price', version: 3, createdAt: '2030-01-01T00:00:00.000Z', lastModifiedAt: '2030-01-01T00:00:05.000Z' },
      { key: 'a', version: 1, createdAt: '2030-01-01T00:00:01.000Z' },
      { key: 'c', resourceType: 'category', version: 2, createdAt: '2030-01-01T00:00:00.000Z', lastModifiedAt: '2030-01-01T00:00:02.000Z' },
      { key: 'd', resourceType: 'price', version: 1, createdAt: '2030-01-01T00:00:02.000Z' },
      { key: 'e', version: 3, createdAt: '2030-01-01T00:00:01.000Z', lastModifiedAt: '2030-01-01T00:00:05.000Z' },
    ],
  },
});

function compareBy(field: SortField) {
  return (x: ImportContainer, y: ImportContainer): number => {
    const [a, b] = [x[field], y[field]];
    if (a === b) return 0;
    if (a === undefined) return -1;
    if (b === undefined) return 1;
    return a < b ? -1 : 1;
  };
}

const bound = fc.option(
  fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: 0, max: 8 }).map(String) },
    { weight: 2, arbitrary: fc.integer({ min: -5, max: 11_000 }).map(String) },
    fc.string({ unit: 'binary', maxLength: 4 }),
    fc.constantFrom('', '1.5', '+1', '٣', '00', '1e1'),
  ),
  { nil: undefined, freq: 2 },
);
const sort = fc
  .tuple(
    fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...SORT_FIELDS) }, fc.constantFrom('Key', 'expiresAt', 'id', '')),
    fc.oneof({ weight: 8, arbitrary: fc.constantFrom('asc', 'desc') }, fc.constantFrom('ASC', 'up', '')),
  )
  .map(([field, direction]) => `${field} ${direction}`);
const queryArb = fc.record({ limit: bound, offset: bound, sort: fc.array(sort, { maxLength: 3 }) });

describe('Import Container queries', () => {
  it('answer every generated query exactly as the spec says', async () => {
    const all = (await snapshot(MANY)).containers.shop as ImportContainer[];
    expect(all).toHaveLength(5);
    const token = adminToken(MANY);
    await fc.assert(
      fc.asyncProperty(queryArb, async ({ limit, offset, sort: sorts }) => {
        const params = new URLSearchParams();
        if (limit !== undefined) params.append('limit', limit);
        if (offset !== undefined) params.append('offset', offset);
        for (const each of sorts) params.append('sort', each);
        const reply = await send(MANY, 'GET', `${collectionUrl()}?${params}`, { authorization: `Bearer ${token}` });

        const whole = (text: string | undefined, max: number) => text === undefined || (/^[0-9]+$/.test(text) && Number(text) <= max);
        const validSort = (text: string) => {
          const [field, direction] = text.split(' ');
          return (SORT_FIELDS as readonly string[]).includes(field ?? '') && (direction === 'asc' || direction === 'desc');
        };
        const problems = [!whole(limit, 500), !whole(offset, 10_000), ...sorts.map((each) => !validSort(each))].filter(Boolean).length;
        if (problems > 0) {
          expect(expectError(reply, 400, 'InvalidInput', 'import-api').errors).toHaveLength(problems);
          return;
        }
        const [take, skip] = [Number(limit ?? 20), Number(offset ?? 0)];
        const comparators = [
          ...sorts.map((each) => {
            const [field, direction] = each.split(' ') as [SortField, 'asc' | 'desc'];
            const compare = compareBy(field);
            return direction === 'asc' ? compare : (x: ImportContainer, y: ImportContainer) => compare(y, x);
          }),
          compareBy('createdAt'),
          compareBy('key'),
        ];
        const expected = [...all].sort((x, y) => comparators.reduce((result, compare) => result || compare(x, y), 0)).slice(skip, skip + take);
        expect(reply.status, excerpt(reply)).toBe(200);
        const body = reply.body as ImportContainerPagedResponse;
        expect(body).toEqual({ limit: take, offset: skip, count: expected.length, total: all.length, results: expected });
        expectSchemaValid(body, 'import-api', 'ImportContainerPagedResponse');
      }),
      { numRuns: RUNS * 2 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// The token endpoint and bearer headers

const SCOPES = [
  'manage_project:shop',
  'view_project_settings:shop',
  'manage_import_containers:shop',
  'manage_project:ghost',
  'manage_project:',
  'manage_project',
  'MANAGE_PROJECT:shop',
  'manage_project:shop:x',
  'view_project_settings:SHOP',
  ':shop',
];

describe('the token endpoint', () => {
  it('answers every generated form exactly as the spec says, and never changes stored state', async () => {
    const form = fc.record({
      grantType: fc.option(
        fc.oneof({ weight: 8, arbitrary: fc.constant('client_credentials') }, fc.constantFrom('password', '', 'CLIENT_CREDENTIALS'), fc.string()),
        { nil: undefined, freq: 8 },
      ),
      scopes: fc.option(
        fc.array(fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...SCOPES.slice(0, 3)) }, fc.constantFrom(...SCOPES), fc.string({ maxLength: 8 })), {
          maxLength: 3,
        }),
        { nil: undefined },
      ),
      junk: fc.webQueryParameters(),
    });
    const before = await snapshot(ct);
    await fc.assert(
      fc.asyncProperty(form, async ({ grantType, scopes, junk }) => {
        const params = new URLSearchParams(junk);
        params.delete('grant_type');
        params.delete('scope');
        if (grantType !== undefined) params.set('grant_type', grantType);
        if (scopes !== undefined) params.set('scope', scopes.join(' '));
        const reply = await send(ct, 'POST', TOKEN_URL, { authorization: basic('id', 'secret'), body: params.toString(), contentType: 'application/x-www-form-urlencoded' });

        const asked = (scopes ?? []).join(' ').split(/\s+/).filter((scope) => scope !== '');
        if (!grantType) {
          expectError(reply, 400, 'invalid_request', 'project-api');
        } else if (grantType !== 'client_credentials') {
          expectError(reply, 400, 'unsupported_grant_type', 'project-api');
        } else if (asked.some((scope) => !/^[a-z][a-z_]*:shop$/.test(scope))) {
          expectError(reply, 400, 'invalid_scope', 'project-api');
        } else {
          expect(reply.status, excerpt(reply)).toBe(200);
          expect(reply.body).toMatchObject({ token_type: 'Bearer', expires_in: 172_800, scope: asked.length > 0 ? asked.join(' ') : 'manage_project:shop' });
        }
      }),
      { numRuns: RUNS },
    );
    await expectUnchanged(ct, before);
  });
});

describe('bearer headers', () => {
  const latin1 = fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).filter((code) => code !== 0x7f).map((code) => String.fromCharCode(code)) });

  it('answer any header that is not `Bearer <a token of this mock>` with 401 invalid_token on every endpoint', async () => {
    const token = adminToken(ct);
    const header = fc.oneof(
      latin1,
      latin1.map((text) => `Bearer ${text}`),
      latin1.filter((text) => text.trim() !== '').map((text) => `Bearer ${token}${text.replaceAll(' ', '')}`),
      latin1.filter((text) => text.trim() !== '').map((text) => `Bearer ${text.replaceAll(' ', '')}${token}`),
      latin1.map((text) => `${text} ${token}`).filter((text) => !/^\s*bearer\s/i.test(text)),
    );
    const before = await snapshot(ct);
    await fc.assert(
      fc.asyncProperty(header, fc.constantFrom(...API_ENDPOINTS), async (authorization, endpoint) => {
        const reply = await send(ct, endpoint.method, endpoint.url, { authorization, ...(endpoint.body ? { body: endpoint.body } : {}) });
        expectInvalidToken(reply, endpoint.method, endpoint.file);
      }),
      { numRuns: RUNS * 2 },
    );
    await expectUnchanged(ct, before);
  });
});
