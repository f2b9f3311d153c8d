import { describe, expect, it } from 'vitest';
import { IMPORT_RESOURCE_TYPES, type ImportContainer, type ImportContainerPagedResponse, type ImportContainerSeed } from '../../src/index.js';
import { useMockServer } from '../support/mock-server.js';
import { expectSchemaValid } from '../support/schemas.js';
import { createImportApiRoot, sdkError } from '../support/sdk.js';
import { collectionUrl, expectImportError, expectSdkImportError, expectUnchanged, HOUR, MINUTE, plus, raw, snapshot, START } from './helpers.js';

// GET {import}/{projectKey}/import-containers: limit, offset, sort, counts and order.

const ct = useMockServer({ projects: [{ key: 'shop' }] });
const api = createImportApiRoot({ projectKey: 'shop', scopes: ['manage_import_containers:shop'] });
type QueryArgs = { limit?: number; offset?: number; sort?: string | string[] };
const query = (queryArgs?: QueryArgs) => api.importContainers().get(queryArgs ? { queryArgs } : undefined).execute();
const token = () => ct.issueToken({ scopes: ['view_import_containers:shop'] });

async function rawQuery(search: string): Promise<{ status: number; body: unknown }> {
  return raw('GET', `${collectionUrl()}${search}`, { token: token() });
}

function expectPage(body: unknown): ImportContainerPagedResponse {
  expectSchemaValid(body, 'import-api', 'ImportContainerPagedResponse');
  return body as ImportContainerPagedResponse;
}

const keysOf = (page: { results: readonly ImportContainer[] }) => page.results.map((container) => container.key);

/** Seeds `count` containers, one a minute apart, keyed c-00, c-01, ... in creation order. */
function seedSequence(count: number): string[] {
  const keys: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const key = `c-${String(i).padStart(2, '0')}`;
    ct.addImportContainer('shop', { key, createdAt: plus(START, (i - count) * MINUTE) });
    keys.push(key);
  }
  return keys;
}

type Field = 'key' | 'createdAt' | 'lastModifiedAt' | 'version' | 'resourceType';
type Direction = 'asc' | 'desc';
const FIELDS: readonly Field[] = ['key', 'createdAt', 'lastModifiedAt', 'version', 'resourceType'];

interface Row {
  key: string;
  createdAt: string;
  lastModifiedAt: string;
  version: number;
  resourceType?: string | undefined;
}

/** Compares two values of a field: a missing value first, numbers by value, strings by code unit. */
function compareValues(a: string | number | undefined, b: string | number | undefined): number {
  if (a === b) return 0;
  if (a === undefined) return -1;
  if (b === undefined) return 1;
  return a < b ? -1 : 1;
}

/**
 * The expected order, computed here: the requested sorts in turn, then createdAt and key
 * ascending for whatever they leave tied.
 */
function expectedOrder(rows: readonly Row[], sorts: readonly (readonly [Field, Direction])[]): string[] {
  const all: (readonly [Field, Direction])[] = [...sorts, ['createdAt', 'asc'], ['key', 'asc']];
  return [...rows]
    .sort((a, b) => {
      for (const [field, direction] of all) {
        const result = compareValues(a[field], b[field]);
        if (result !== 0) return direction === 'asc' ? result : -result;
      }
      return 0;
    })
    .map((row) => row.key);
}

describe('paging', () => {
  it('defaults to limit 20 and offset 0, with exact count and total', async () => {
    const keys = seedSequence(25);
    const { statusCode, body } = await query();
    expect(statusCode).toBe(200);
    const page = expectPage(body);
    expect({ ...page, results: keysOf(page) }).toStrictEqual({ limit: 20, offset: 0, count: 20, total: 25, results: keys.slice(0, 20) });

    const rest = expectPage((await query({ offset: 20 })).body);
    expect({ ...rest, results: keysOf(rest) }).toStrictEqual({ limit: 20, offset: 20, count: 5, total: 25, results: keys.slice(20) });
  });

  it('answers an empty Project with an empty page', async () => {
    const page = expectPage((await query()).body);
    expect(page).toStrictEqual({ limit: 20, offset: 0, count: 0, total: 0, results: [] });
  });

  it('answers limit 0 with no results but the total', async () => {
    seedSequence(7);
    const page = expectPage((await query({ limit: 0 })).body);
    expect(page).toStrictEqual({ limit: 0, offset: 0, count: 0, total: 7, results: [] });
    expect(expectPage((await rawQuery('?limit=0')).body)).toStrictEqual(page);
  });

  it('answers limit 500, and limit 1 page by page', async () => {
    const keys = seedSequence(30);
    const all = expectPage((await query({ limit: 500 })).body);
    expect({ limit: all.limit, count: all.count, total: all.total, keys: keysOf(all) }).toStrictEqual({ limit: 500, count: 30, total: 30, keys });
    for (const offset of [0, 13, 29]) {
      const page = expectPage((await query({ limit: 1, offset })).body);
      expect({ count: page.count, total: page.total, keys: keysOf(page) }).toStrictEqual({ count: 1, total: 30, keys: [keys[offset]] });
    }
  });

  it('answers offsets up to 10000, past the end with an empty page', async () => {
    seedSequence(3);
    expect(expectPage((await query({ offset: 10000 })).body)).toStrictEqual({ limit: 20, offset: 10000, count: 0, total: 3, results: [] });
    expect(expectPage((await query({ offset: 3 })).body)).toMatchObject({ count: 0, total: 3, results: [] });
    expect(expectPage((await query({ offset: 2 })).body)).toMatchObject({ count: 1, total: 3 });
    expect(expectPage((await rawQuery('?limit=500&offset=10000')).body)).toMatchObject({ limit: 500, offset: 10000, count: 0, total: 3 });
  });

  it.each([
    ['limit=-1'],
    ['limit=501'],
    ['limit=1.5'],
    ['limit=abc'],
    ['limit='],
    ['limit=%20'],
    ['offset=-1'],
    ['offset=10001'],
    ['offset=x'],
    ['offset='],
    ['offset=0.5'],
    ['limit=20&offset=99999999999'],
  ])('answers ?%s with 400 InvalidInput, and changes nothing', async (search) => {
    seedSequence(2);
    const before = await snapshot(ct);
    const reply = await rawQuery(`?${search}`);
    expectImportError(reply.status, reply.body, 400, ['InvalidInput']);
    await expectUnchanged(ct, before);
  });

  it('lists a bad limit and a bad offset together', async () => {
    const reply = await rawQuery('?limit=501&offset=-1');
    expectImportError(reply.status, reply.body, 400, ['InvalidInput', 'InvalidInput']);
  });

  it.each([
    [{ limit: 501 }],
    [{ limit: -1 }],
    [{ limit: 2.5 }],
    [{ offset: 10001 }],
    [{ offset: -5 }],
  ])('answers the SDK query %j with 400 InvalidInput', async (queryArgs) => {
    expectSdkImportError(await sdkError(query(queryArgs)), 400, ['InvalidInput']);
  });
});

describe('sort', () => {
  const ROWS: readonly Row[] = [
    { key: 'delta', createdAt: plus(START, -50 * MINUTE), lastModifiedAt: plus(START, -5 * MINUTE), version: 3, resourceType: 'product' },
    { key: 'alpha', createdAt: plus(START, -40 * MINUTE), lastModifiedAt: plus(START, -30 * MINUTE), version: 1 },
    { key: 'echo', createdAt: plus(START, -40 * MINUTE), lastModifiedAt: plus(START, -1 * MINUTE), version: 5, resourceType: 'category' },
    { key: 'bravo', createdAt: plus(START, -30 * MINUTE), lastModifiedAt: plus(START, -20 * MINUTE), version: 2, resourceType: 'product' },
    { key: 'charlie', createdAt: plus(START, -60 * MINUTE), lastModifiedAt: plus(START, -10 * MINUTE), version: 4 },
    { key: 'foxtrot', createdAt: plus(START, -10 * MINUTE), lastModifiedAt: plus(START, -10 * MINUTE), version: 1, resourceType: 'variant' },
    { key: 'Golf', createdAt: plus(START, -10 * MINUTE), lastModifiedAt: plus(START, -2 * MINUTE), version: 10, resourceType: 'business-unit' },
  ];
  const seedRows = () => {
    for (const row of ROWS) ct.addImportContainer('shop', row);
  };

  it('orders by createdAt, then key, by default', async () => {
    seedRows();
    const expected = ['charlie', 'delta', 'alpha', 'echo', 'bravo', 'Golf', 'foxtrot'];
    expect(expectedOrder(ROWS, [])).toEqual(expected);
    expect(keysOf(expectPage((await query()).body))).toEqual(expected);
  });

  it('orders containers created through the API at different times by createdAt, then key', async () => {
    const create = (key: string) => api.importContainers().post({ body: { key } }).execute();
    await create('zulu');
    ct.clock.advance(1000);
    await create('mike');
    await create('bravo');
    await create('alpha');
    ct.clock.advance(1);
    await create('aaa');
    ct.clock.advance(HOUR);
    await create('yankee');
    await create('Zed');
    const expected = ['zulu', 'alpha', 'bravo', 'mike', 'aaa', 'Zed', 'yankee'];
    expect(keysOf(expectPage((await query()).body))).toEqual(expected);
    expect(keysOf(expectPage((await rawQuery('?limit=3&offset=2')).body))).toEqual(expected.slice(2, 5));
  });

  for (const field of FIELDS) {
    for (const direction of ['asc', 'desc'] as const) {
      it(`sorts by ${field} ${direction}, ties in createdAt then key order`, async () => {
        seedRows();
        const expected = expectedOrder(ROWS, [[field, direction]]);
        const page = expectPage((await query({ sort: [`${field} ${direction}`] })).body);
        expect(keysOf(page)).toEqual(expected);
        expect(page.total).toBe(ROWS.length);
        const single = expectPage((await query({ sort: `${field} ${direction}` })).body);
        expect(keysOf(single)).toEqual(expected);
        const viaFetch = expectPage((await rawQuery(`?sort=${field}+${direction}`)).body);
        expect(keysOf(viaFetch)).toEqual(expected);
      });
    }
  }

  it('puts containers without a resourceType first in asc and last in desc', async () => {
    seedRows();
    const asc = keysOf(expectPage((await query({ sort: ['resourceType asc'] })).body));
    expect(asc.slice(0, 2)).toEqual(['charlie', 'alpha']);
    const desc = keysOf(expectPage((await query({ sort: ['resourceType desc'] })).body));
    expect(desc.slice(-2)).toEqual(['charlie', 'alpha']);
    expect(desc.slice(0, 1)).toEqual(['foxtrot']);
  });

  it('applies repeated sorts in order, as the SDK sends them and as raw repeated parameters', async () => {
    seedRows();
    const sorts = [['resourceType', 'asc'], ['version', 'desc']] as const;
    const expected = expectedOrder(ROWS, sorts);
    expect(expected).toEqual(['charlie', 'alpha', 'Golf', 'echo', 'delta', 'bravo', 'foxtrot']);
    const viaSdk = expectPage((await query({ sort: ['resourceType asc', 'version desc'] })).body);
    expect(keysOf(viaSdk)).toEqual(expected);
    for (const search of ['?sort=resourceType+asc&sort=version+desc', '?sort=resourceType%20asc&sort=version%20desc']) {
      const reply = await rawQuery(search);
      expect(reply.status).toBe(200);
      expect(keysOf(expectPage(reply.body))).toEqual(expected);
    }
    const reversed = expectPage((await rawQuery('?sort=version+desc&sort=resourceType+asc')).body);
    expect(keysOf(reversed)).toEqual(expectedOrder(ROWS, [['version', 'desc'], ['resourceType', 'asc']]));
  });

  it('takes the sort the brief names: key asc, then createdAt desc, the same via SDK and raw fetch', async () => {
    seedRows();
    const viaSdk = expectPage((await query({ sort: ['key asc', 'createdAt desc'] })).body);
    const viaFetch = expectPage((await rawQuery('?sort=key+asc&sort=createdAt+desc')).body);
    expect(keysOf(viaSdk)).toEqual(expectedOrder(ROWS, [['key', 'asc'], ['createdAt', 'desc']]));
    expect(viaFetch).toStrictEqual(viaSdk);
  });

  it.each([
    ['an unknown field', ['name asc']],
    ['an unknown field among good ones', ['key asc', 'id desc']],
    ['an unknown direction', ['key up']],
    ['an upper-case direction', ['key ASC']],
    ['a missing direction', ['key']],
    ['a missing field', ['asc']],
    ['an empty sort', ['']],
    ['an extra word', ['key asc desc']],
    ['a nested field', ['retentionPolicy.strategy asc']],
  ])('answers %s with 400 InvalidInput, and changes nothing', async (_, sort) => {
    seedRows();
    const before = await snapshot(ct);
    const reply = await rawQuery(`?${sort.map((s) => `sort=${encodeURIComponent(s)}`).join('&')}`);
    expectImportError(reply.status, reply.body, 400, ['InvalidInput']);
    await expectUnchanged(ct, before);
  });

  it('answers a bad sort through the SDK with 400 InvalidInput', async () => {
    expectSdkImportError(await sdkError(query({ sort: ['key asc', 'createdAt sideways'] })), 400, ['InvalidInput']);
    expectSdkImportError(await sdkError(query({ sort: 'expiresAt asc' })), 400, ['InvalidInput']);
  });
});

describe('at the limit of 1000 containers', () => {
  const SEEDS: readonly Row[] = Array.from({ length: 1000 }, (_, i) => {
    // Distinct creation times, shuffled against the keys, all within the last 20 minutes.
    const createdAt = plus(START, -HOUR / 3 + ((i * 7919) % 1000) * 1000);
    const typeIndex = (i * 7) % 19;
    const resourceType = typeIndex === 18 ? undefined : IMPORT_RESOURCE_TYPES[typeIndex];
    return { key: `k-${String((i * 389) % 1000).padStart(4, '0')}`, createdAt, lastModifiedAt: createdAt, version: 1, resourceType };
  });

  function seedAll(): void {
    for (const row of SEEDS) {
      const seed: ImportContainerSeed = { key: row.key, createdAt: row.createdAt };
      if (row.resourceType !== undefined) seed.resourceType = row.resourceType;
      ct.addImportContainer('shop', seed);
    }
  }

  it('has 1000 distinct keys and creation times, and every resource type plus none', () => {
    expect(new Set(SEEDS.map((row) => row.key)).size).toBe(1000);
    expect(new Set(SEEDS.map((row) => row.createdAt)).size).toBe(1000);
    expect(new Set(SEEDS.map((row) => row.resourceType)).size).toBe(19);
  });

  it("answers resourceType asc, createdAt desc with limit 500 and offset 250 in exactly the expected order", async () => {
    seedAll();
    const expected = [...SEEDS]
      .sort((a, b) => {
        if (a.resourceType !== b.resourceType) {
          if (a.resourceType === undefined) return -1;
          if (b.resourceType === undefined) return 1;
          return a.resourceType < b.resourceType ? -1 : 1;
        }
        return Date.parse(b.createdAt) - Date.parse(a.createdAt);
      })
      .map((row) => row.key);
    expect(expectedOrder(SEEDS, [['resourceType', 'asc'], ['createdAt', 'desc']])).toEqual(expected);

    const { statusCode, body } = await query({ sort: ['resourceType asc', 'createdAt desc'], limit: 500, offset: 250 });
    expect(statusCode).toBe(200);
    const page = expectPage(body);
    expect({ limit: page.limit, offset: page.offset, count: page.count, total: page.total }).toStrictEqual({
      limit: 500,
      offset: 250,
      count: 500,
      total: 1000,
    });
    expect(keysOf(page)).toEqual(expected.slice(250, 750));

    const seen: string[] = [];
    for (let offset = 0; offset < 1000; offset += 500) {
      const next = expectPage((await query({ sort: ['resourceType asc', 'createdAt desc'], limit: 500, offset })).body);
      expect(next).toMatchObject({ limit: 500, offset, count: 500, total: 1000 });
      seen.push(...keysOf(next));
    }
    expect(expectPage((await query({ sort: ['resourceType asc', 'createdAt desc'], limit: 500, offset: 1000 })).body)).toMatchObject({
      count: 0,
      total: 1000,
    });
    expect(seen).toHaveLength(1000);
    expect(new Set(seen).size).toBe(1000);
    expect([...seen].sort()).toEqual(SEEDS.map((row) => row.key).sort());
    expect(seen).toEqual(expected);
  });

  it('walks every container exactly once in the default order, 500 at a time', async () => {
    seedAll();
    const expected = [...SEEDS].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt)).map((row) => row.key);
    const seen: string[] = [];
    for (let offset = 0; offset < 1000; offset += 500) {
      const page = expectPage((await rawQuery(`?limit=500&offset=${offset}`)).body);
      expect(page).toMatchObject({ count: 500, total: 1000 });
      seen.push(...keysOf(page));
    }
    expect(new Set(seen).size).toBe(1000);
    expect(seen).toEqual(expected);
  });
});
