import { afterEach, describe, expect, it } from 'vitest';
import type { ImportContainerPagedResponse } from '../../src/index.js';
import { API_HOST, IMPORT_HOST } from '../support/sdk.js';
import {
  API_ENDPOINTS,
  collectionUrl,
  createFuzzMock,
  excerpt,
  expectError,
  expectUnchanged,
  MB,
  send,
  snapshot,
  TOKEN_URL,
  VALID_CREATE,
  VALID_PUT,
  VALID_UPDATE,
  type Method,
  type Reply,
} from './helpers.js';

// What a URL carries: the query string, then the Project and container keys in the path.

// ---------------------------------------------------------------------------------------------
// Query strings: `limit` 0–500 and `offset` 0–10000, whole numbers only, and `sort` as
// `<field> asc|desc` over five fields; anything else is 400 InvalidInput, every problem listed.
// Query parameters the endpoint does not know are ignored, on every endpoint.

const ct = createFuzzMock();
afterEach(() => ct.reset());

/** Sends a raw query string (not re-encoded) to the container query. */
const query = (search: string) => send(ct, 'GET', `${collectionUrl()}${search}`);

async function expectRefused(search: string, count = 1): Promise<void> {
  const before = await snapshot(ct);
  const reply = await query(search);
  expect(expectError(reply, 400, 'InvalidInput', 'import-api').errors, search.slice(0, 200)).toHaveLength(count);
  await expectUnchanged(ct, before);
}

function page(reply: Reply): ImportContainerPagedResponse {
  expect(reply.status, excerpt(reply)).toBe(200);
  return reply.body as ImportContainerPagedResponse;
}

const BAD_NUMBERS = [
  '-1',
  '-0',
  '0.5',
  '1.0',
  '1.',
  '.5',
  '1e2',
  '1E1',
  '0x10',
  '0b1',
  '0o7',
  '+5',
  ' 5',
  '%205',
  '5%20',
  '5%00',
  '',
  'NaN',
  'Infinity',
  '-Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '%E2%85%A4', // Ⅴ, the Roman numeral five
  '%D9%A1%D9%A0', // ١٠, Arabic-Indic digits
  '%EF%BC%95', // ５, a full-width digit
  '%F0%9D%9F%93', // 𝟓, a mathematical digit
  '5%CC%81', // 5 with a combining accent
  '99999999999999999999999',
  '1'.repeat(400),
  '%ZZ',
  '%',
];

describe('limit', () => {
  it.each(BAD_NUMBERS)('answers limit=%s with InvalidInput', (value) => expectRefused(`?limit=${value}`));
  it.each(['501', '1000', '2147483648', '9007199254740993'])('answers limit=%s, beyond 500, with InvalidInput', (value) => expectRefused(`?limit=${value}`));
  it('answers a limit of a million digits with InvalidInput', () => expectRefused(`?limit=${'9'.repeat(MB)}`));

  it.each([
    ['0', 0],
    ['500', 500],
    ['007', 7],
    [`${'0'.repeat(1000)}1`, 1],
  ])('takes limit=%s as %i', async (value, limit) => {
    const body = page(await query(`?limit=${value}`));
    expect(body).toMatchObject({ limit, offset: 0, total: 2, count: Math.min(limit, 2) });
  });
});

describe('offset', () => {
  it.each(BAD_NUMBERS)('answers offset=%s with InvalidInput', (value) => expectRefused(`?offset=${value}`));
  it.each(['10001', '2147483648'])('answers offset=%s, beyond 10000, with InvalidInput', (value) => expectRefused(`?offset=${value}`));

  it.each([
    ['0', 0, 2],
    ['1', 1, 1],
    ['10000', 10_000, 0],
  ])('takes offset=%s', async (value, offset, count) => {
    expect(page(await query(`?offset=${value}`))).toMatchObject({ offset, count, total: 2 });
  });
});

describe('sort', () => {
  it.each([
    '',
    'key',
    'asc',
    'key%20',
    'key%20up',
    'key%20ascending',
    'key%20ASC',
    'KEY%20asc',
    'Key%20asc',
    'key%20asc%20desc',
    'key%20asc%20key%20desc',
    'key%20asc,createdAt%20desc',
    'key:asc',
    'key%2Basc', // a literal plus, not a space
    'key-asc',
    'expiresAt%20asc',
    'retentionPolicy%20asc',
    'id%20asc',
    'k%C3%A9y%20asc',
    '%F0%9F%99%82%20asc',
    '__proto__%20asc',
    'constructor%20desc',
    'toString%20asc',
    'hasOwnProperty%20asc',
    'key%20__proto__',
    'key%20toString',
    'NaN%20asc',
    '%ZZ',
    '%E0%A4%A', // a broken UTF-8 sequence
    'desc%20key',
  ])('answers sort=%s with InvalidInput', (value) => expectRefused(`?sort=${value}`));

  it('answers a 1 MB sort with InvalidInput', () => expectRefused(`?sort=${'k'.repeat(MB)}%20asc`));

  it('lists every bad sort, limit and offset together', () =>
    expectRefused('?limit=-1&offset=1.5&sort=key&sort=key%20asc&sort=bogus%20desc&sort=version%20DESC', 5));

  it.each([
    ['key+asc', ['prices', 'products']],
    ['key%20desc', ['products', 'prices']],
    ['resourceType+desc', ['products', 'prices']],
    ['version+asc&sort=key+desc', ['products', 'prices']],
  ])('takes sort=%s', async (value, keys) => {
    expect(page(await query(`?sort=${value}`)).results.map((container) => container.key)).toEqual(keys);
  });
});

describe('parameters that are repeated, unknown or malformed', () => {
  it.each([
    '?foo=bar',
    '?Limit=-1&OFFSET=x&Sort=bogus',
    '?limit[]=5',
    '?__proto__[polluted]=1&constructor[prototype][polluted]=1',
    '?where=key%3D%22x%22&expand=foo',
    '?&&&',
    '?=',
    '?%',
    '?%ZZ=1',
    `?unknown=${'u'.repeat(MB)}`,
    '#limit=-1',
  ])('ignores %s', async (search) => {
    expect(page(await query(search))).toMatchObject({ limit: 20, offset: 0, count: 2, total: 2 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each(['?limit', '?offset', '?limit=&offset=', '?sort'])('answers %s, present but empty, with InvalidInput', (search) =>
    expectRefused(search, search.split('&').length),
  );

  it('answers a repeated limit or offset without a 500, going by one of the values given', async () => {
    // The spec does not say which of several values counts; the mock takes the first.
    for (const [search, field, values] of [
      ['?limit=1&limit=2', 'limit', [1, 2]],
      ['?offset=1&offset=0', 'offset', [0, 1]],
      ['?limit=1&limit=-5', 'limit', [1]],
    ] as const) {
      const reply = await query(search);
      if (reply.status === 200) expect(values).toContain(page(reply)[field]);
      else expectError(reply, 400, 'InvalidInput', 'import-api');
    }
  });

  it.each(API_ENDPOINTS.filter((endpoint) => endpoint.name !== 'queryImportContainers'))(
    '$name ignores a query string, even a malformed one',
    async (endpoint) => {
      const plain = await send(ct, endpoint.method, endpoint.url, endpoint.body ? { body: endpoint.body } : {});
      const plainState = await snapshot(ct);
      ct.reset();
      const search = '?limit=-1&offset=x&sort=bogus&version=99&dryRun=true&__proto__[polluted]=1&%ZZ&expand=a';
      const reply = await send(ct, endpoint.method, `${endpoint.url}${search}`, endpoint.body ? { body: endpoint.body } : {});
      expect(reply.status).toBe(endpoint.success);
      expect(reply).toEqual(plain);
      expect(await snapshot(ct)).toEqual(plainState);
    },
  );

  it('the token endpoint takes its parameters from the query too, as oauth.raml declares them: the form’s grant type first, every scope', async () => {
    const reply = await send(ct, 'POST', `${TOKEN_URL}?grant_type=password&client_secret=x&%ZZ`, {
      authorization: `Basic ${btoa('id:secret')}`,
      contentType: 'application/x-www-form-urlencoded',
      body: 'grant_type=client_credentials&scope=manage_project:shop',
    });
    expect(reply.status, excerpt(reply)).toBe(200);
    expect(reply.body).toMatchObject({ scope: 'manage_project:shop' });
    const fromQuery = await send(ct, 'POST', `${TOKEN_URL}?grant_type=client_credentials`, {
      authorization: `Basic ${btoa('id:secret')}`,
      contentType: 'application/x-www-form-urlencoded',
      body: 'scope=manage_project:shop',
    });
    expect(fromQuery.body).toMatchObject({ scope: 'manage_project:shop' });
    const bogus = await send(ct, 'POST', `${TOKEN_URL}?scope=bogus`, {
      authorization: `Basic ${btoa('id:secret')}`,
      contentType: 'application/x-www-form-urlencoded',
      body: 'grant_type=client_credentials&scope=manage_project:shop',
    });
    expectError(bogus, 400, 'invalid_scope', 'project-api');
  });
});

// ---------------------------------------------------------------------------------------------
// Odd Project and container keys in the path: percent-encoding that does not decode, unicode,
// prototype names, 100 000 characters. None of them names a stored resource, so every
// operation must answer 404 ResourceNotFound (HEAD without a body) and change nothing, even
// with a broken body, since the resource answers before the body.

const open = createFuzzMock({ auth: false });
afterEach(() => open.reset());

/** Raw path segments, sent as they are, and the key the mock should decode from them. */
const KEYS: readonly (readonly [segment: string, key: string])[] = [
  ['%ZZ', '%ZZ'],
  ['%', '%'],
  ['%E0%A4%A', '%E0%A4%A'],
  ['%2F', '/'],
  ['%2Fshop', '/shop'],
  ['%20', ' '],
  ['shop%20', 'shop '],
  ['SHOP', 'SHOP'],
  ['shop%00', 'shop\u0000'],
  ['%E2%82%AC', '€'],
  ['%F0%9F%99%82', '🙂'],
  ['__proto__', '__proto__'],
  ['constructor', 'constructor'],
  ['prototype', 'prototype'],
  ['toString', 'toString'],
  ['hasOwnProperty', 'hasOwnProperty'],
  ['valueOf', 'valueOf'],
  ['oauth', 'oauth'],
  ['NaN', 'NaN'],
  ['k'.repeat(100_000), 'k'.repeat(100_000)],
];

/** The raw segment, shortened for test names. */
const named = KEYS.map(([segment, key]) => [segment.length > 40 ? `${segment.slice(0, 8)}… (${segment.length} characters)` : segment, segment, key] as const);

const BROKEN_BODY = '{"version":1e309,"actions":[null';

describe.each(named)('the unknown Project key %s', (_name, segment, key) => {
  it.each(['GET', 'HEAD', 'POST'] as const)('%s answers 404 ResourceNotFound', async (method: Method) => {
    const url = `${API_HOST}/${segment}`;
    const before = await snapshot(open);
    const reply = await send(open, method, url, method === 'POST' ? { body: BROKEN_BODY } : {});
    if (method === 'HEAD') {
      expect([reply.status, reply.text]).toEqual([404, '']);
    } else {
      const error = expectError(reply, 404, 'ResourceNotFound', 'project-api');
      expect(error.message).toBe(`The Resource with ID ${key} was not found.`);
    }
    await expectUnchanged(open, before);
  });

  it.each([
    ['GET', 'the query', `${IMPORT_HOST}/${segment}/import-containers?limit=-1`, undefined],
    ['POST', 'a broken draft', `${IMPORT_HOST}/${segment}/import-containers`, BROKEN_BODY],
    ['POST', 'a valid draft', `${IMPORT_HOST}/${segment}/import-containers`, JSON.stringify(VALID_CREATE)],
    ['GET', 'a container', `${IMPORT_HOST}/${segment}/import-containers/products`, undefined],
    ['PUT', 'a broken update', `${IMPORT_HOST}/${segment}/import-containers/products`, BROKEN_BODY],
    ['PUT', 'a valid update', `${IMPORT_HOST}/${segment}/import-containers/products`, JSON.stringify(VALID_PUT)],
    ['DELETE', 'a container', `${IMPORT_HOST}/${segment}/import-containers/products`, undefined],
  ] as const)('%s of %s answers 404 for the Project', async (method: Method, _what, url, body) => {
    const before = await snapshot(open);
    const reply = await send(open, method, url, body === undefined ? {} : { body });
    const error = expectError(reply, 404, 'ResourceNotFound', 'import-api');
    expect(error.message).toBe(`The requested project '${key}' wasn't found.`);
    await expectUnchanged(open, before);
  });
});

describe.each(named)('the unknown container key %s', (_name, segment, key) => {
  it.each([
    ['GET', undefined],
    ['PUT', BROKEN_BODY],
    ['PUT', JSON.stringify(VALID_PUT)],
    ['DELETE', undefined],
  ] as const)('%s answers 404 ResourceNotFound', async (method: Method, body) => {
    const before = await snapshot(open);
    const reply = await send(open, method, `${IMPORT_HOST}/shop/import-containers/${segment}`, body === undefined ? {} : { body });
    const error = expectError(reply, 404, 'ResourceNotFound', 'import-api');
    expect(error.message).toBe(`Import container ${key} does not exist`);
    await expectUnchanged(open, before);
  });
});

describe('with authentication on', () => {
  const guarded = createFuzzMock();
  // No key here is shop's: a token for shop gets the 404 of a Project the mock does not have, which
  // the platform answers any valid token before it checks scopes.
  it.each(named.slice(0, 12))('a token for shop gets 404 on the Project key %s, and changes nothing', async (_name, segment) => {
    const before = await snapshot(guarded);
    const reply = await send(guarded, 'POST', `${API_HOST}/${segment}`, { body: JSON.stringify(VALID_UPDATE) });
    expectError(reply, 404, 'ResourceNotFound', 'project-api');
    await expectUnchanged(guarded, before);
  });
});
