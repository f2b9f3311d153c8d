import { describe, expect, it } from 'vitest';
import { createCommercetoolsMock, type CommercetoolsMockOptions, type ImportContainer, type ImportContainerPagedResponse } from '../../src/index.js';
import { expectErrorSchemaValid, expectSchemaValid } from '../support/schemas.js';
import { HOUR, MINUTE, plus, START } from '../support/time.js';
import { collectionUrl, itemUrl } from '../support/urls.js';

// Behaviour of the Import Container store that mutation testing of src/store found no test for:
// sorts with stray spaces, drafts with `resourceType: null`, and the messages that say which query
// parameter is wrong.

const mock = (options: CommercetoolsMockOptions = {}) => createCommercetoolsMock({ auth: false, now: START, projects: [{ key: 'shop' }], ...options });
type Mock = ReturnType<typeof mock>;

interface ErrorBody {
  statusCode: number;
  message: string;
  errors: { code: string; message: string }[];
}

async function send(ct: Mock, method: string, url: string, body?: unknown) {
  const response = await ct.fetch(url, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  const text = await response.text();
  return { status: response.status, body: (text === '' ? undefined : JSON.parse(text)) as unknown };
}

const query = async (ct: Mock, search: string) => send(ct, 'GET', `${collectionUrl()}${search}`);
const keysOf = (body: unknown) => (body as ImportContainerPagedResponse).results.map((container) => container.key);

function seedThree(ct: Mock) {
  ct.addImportContainer('shop', { key: 'b', createdAt: plus(START, -3 * MINUTE), version: 2 });
  ct.addImportContainer('shop', { key: 'a', createdAt: plus(START, -2 * MINUTE), version: 3 });
  ct.addImportContainer('shop', { key: 'c', createdAt: plus(START, -1 * MINUTE), version: 1 });
}

describe('a sort with stray spaces', () => {
  it.each([
    ['leading', ' key desc'],
    ['trailing', 'key desc '],
    ['doubled', 'key  desc'],
    ['tabs and runs', '\tkey \t desc  '],
  ])('with %s spaces sorts as the trimmed sort does', async (_, sort) => {
    const ct = mock();
    seedThree(ct);
    const reply = await query(ct, `?sort=${encodeURIComponent(sort)}`);
    expect(reply.status).toBe(200);
    expect(keysOf(reply.body)).toEqual(['c', 'b', 'a']);
  });

  it('is the same sort as the trimmed one, also when both are asked in turn', async () => {
    const ct = mock();
    seedThree(ct);
    expect(keysOf((await query(ct, '?sort=version+asc')).body)).toEqual(['c', 'b', 'a']);
    expect(keysOf((await query(ct, '?sort=version++desc+')).body)).toEqual(['a', 'b', 'c']);
    expect(keysOf((await query(ct, '?sort=version+desc')).body)).toEqual(['a', 'b', 'c']);
    expect(keysOf((await query(ct, '?sort=version+asc')).body)).toEqual(['c', 'b', 'a']);
  });

  it('of two repeated sorts applies both, in order', async () => {
    const ct = mock();
    ct.addImportContainer('shop', { key: 'x', createdAt: plus(START, -3 * MINUTE), version: 1 });
    ct.addImportContainer('shop', { key: 'y', createdAt: plus(START, -2 * MINUTE), version: 2 });
    ct.addImportContainer('shop', { key: 'z', createdAt: plus(START, -1 * MINUTE), version: 1 });
    expect(keysOf((await query(ct, '?sort=version+asc&sort=key+desc')).body)).toEqual(['z', 'x', 'y']);
    expect(keysOf((await query(ct, '?sort=version+desc&sort=key+desc')).body)).toEqual(['y', 'z', 'x']);
    expect(keysOf((await query(ct, '?sort=version+desc&sort=key+asc')).body)).toEqual(['y', 'x', 'z']);
  });

  it('answers an order it has kept with the containers created since', async () => {
    const ct = mock();
    seedThree(ct);
    expect(keysOf((await query(ct, '?sort=key+asc')).body)).toEqual(['a', 'b', 'c']);
    expect((await send(ct, 'POST', collectionUrl(), { key: 'aa' })).status).toBe(201);
    expect(keysOf((await query(ct, '?sort=key+asc')).body)).toEqual(['a', 'aa', 'b', 'c']);
    expect((await send(ct, 'DELETE', itemUrl('a'))).status).toBe(200);
    expect(keysOf((await query(ct, '?sort=key+asc')).body)).toEqual(['aa', 'b', 'c']);
  });

  it('keeps answering correctly past the orders it keeps', async () => {
    const ct = mock();
    seedThree(ct);
    const fields = ['key', 'createdAt', 'lastModifiedAt', 'version', 'resourceType'];
    const sorts = fields.flatMap((first) => fields.map((second) => `?sort=${first}+desc&sort=${second}+asc`));
    for (const search of sorts) expect((await query(ct, search)).status).toBe(200);
    expect(keysOf((await query(ct, '?sort=version+desc&sort=key+asc')).body)).toEqual(['a', 'b', 'c']);
    expect(keysOf((await query(ct, '?sort=key+desc')).body)).toEqual(['c', 'b', 'a']);
  });
});

describe('the messages of a bad query', () => {
  it.each([
    ['?limit=501', "'limit' must be a whole number from 0 to 500, but was '501'."],
    ['?limit=-1', "'limit' must be a whole number from 0 to 500, but was '-1'."],
    ['?limit=2x', "'limit' must be a whole number from 0 to 500, but was '2x'."],
    ['?offset=10001', "'offset' must be a whole number from 0 to 10000, but was '10001'."],
    ['?offset=x1', "'offset' must be a whole number from 0 to 10000, but was 'x1'."],
    [
      '?sort=key+up',
      "'key up' is not a valid sort. Use '<field> asc' or '<field> desc', with a field among key, createdAt, lastModifiedAt, version, resourceType.",
    ],
    [
      '?sort=expiresAt+asc',
      "'expiresAt asc' is not a valid sort. Use '<field> asc' or '<field> desc', with a field among key, createdAt, lastModifiedAt, version, resourceType.",
    ],
    [
      '?sort=toString+asc',
      "'toString asc' is not a valid sort. Use '<field> asc' or '<field> desc', with a field among key, createdAt, lastModifiedAt, version, resourceType.",
    ],
  ])('%s says what is wrong with it', async (search, message) => {
    const ct = mock();
    const reply = await query(ct, search);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ statusCode: 400, message, errors: [{ code: 'InvalidInput', message }] });
    expectErrorSchemaValid(reply.body, 400, 'import-api');
  });

  it('names every wrong parameter, in order', async () => {
    const reply = await query(mock(), '?limit=1000&offset=-5&sort=key&sort=version+asc&sort=name+desc');
    const messages = (reply.body as ErrorBody).errors.map((error) => error.message);
    expect(messages).toEqual([
      "'limit' must be a whole number from 0 to 500, but was '1000'.",
      "'offset' must be a whole number from 0 to 10000, but was '-5'.",
      expect.stringMatching(/^'key' is not a valid sort\./),
      expect.stringMatching(/^'name desc' is not a valid sort\./),
    ]);
  });

  it('takes the bounds themselves', async () => {
    const ct = mock();
    seedThree(ct);
    expect((await query(ct, '?limit=500&offset=10000')).body).toEqual({ limit: 500, offset: 10000, count: 0, total: 3, results: [] });
    expect((await query(ct, '?limit=0&offset=0')).body).toEqual({ limit: 0, offset: 0, count: 0, total: 3, results: [] });
    expect(keysOf((await query(ct, '?limit=1&offset=1')).body)).toEqual(['a']);
  });
});

describe('a draft with resourceType: null', () => {
  it('creates a container without a resource type, as if it were left out', async () => {
    const ct = mock();
    const reply = await send(ct, 'POST', collectionUrl(), { key: 'any', resourceType: null });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({ key: 'any', version: 1, createdAt: START, lastModifiedAt: START, expiresAt: plus(START, 72 * HOUR) });
    expectSchemaValid(reply.body, 'import-api', 'ImportContainer');
    expect((await send(ct, 'GET', itemUrl('any'))).body).toEqual(reply.body);
  });

  it('with retentionPolicy: null gets the default time to live', async () => {
    const ct = mock();
    const reply = await send(ct, 'POST', collectionUrl(), { key: 'kept', resourceType: 'product', retentionPolicy: null });
    expect(reply.body).toEqual({ key: 'kept', resourceType: 'product', version: 1, createdAt: START, lastModifiedAt: START, expiresAt: plus(START, 72 * HOUR) });
  });

  it('in an update removes the resource type', async () => {
    const ct = mock();
    await send(ct, 'POST', collectionUrl(), { key: 'typed', resourceType: 'category' });
    ct.clock.advance(MINUTE);
    const reply = await send(ct, 'PUT', itemUrl('typed'), { version: 1, resourceType: null });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ key: 'typed', version: 2, createdAt: START, lastModifiedAt: plus(START, MINUTE), expiresAt: plus(START, 72 * HOUR) });
    const typedAgain = await send(ct, 'PUT', itemUrl('typed'), { version: 2, resourceType: 'price' });
    expect((typedAgain.body as ImportContainer).resourceType).toBe('price');
  });

  it('is refused in an update with an unknown resource type, unchanged', async () => {
    const ct = mock();
    await send(ct, 'POST', collectionUrl(), { key: 'typed', resourceType: 'category' });
    const reply = await send(ct, 'PUT', itemUrl('typed'), { version: 1, resourceType: 'products' });
    expect(reply.status).toBe(400);
    expect((reply.body as ErrorBody).errors.map((error) => error.code)).toEqual(['InvalidInput']);
    expect((await send(ct, 'GET', itemUrl('typed'))).body).toMatchObject({ version: 1, resourceType: 'category' });
  });
});

describe('the container store', () => {
  it('lists every reason it refuses a seed, separated by semicolons', () => {
    const ct = mock();
    expect(() => ct.addImportContainer('shop', { key: 'bad key', resourceType: 'products' })).toThrow(
      /^commercetools-msw: the Import Container 'bad key' is refused: .*'bad key' is not a valid value for 'key'.*; .*'products' is not a valid value for 'resourceType'/,
    );
  });

  it.each([
    ['POST', collectionUrl()],
    ['PUT', itemUrl('kept')],
  ])('answers %s with a body that is not JSON as such', async (method, url) => {
    const ct = mock();
    ct.addImportContainer('shop', { key: 'kept' });
    const response = await ct.fetch(url, { method, body: '{"key": ' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { code: string; detailedErrorMessage?: string }[] };
    expect(body.errors).toEqual([expect.objectContaining({ code: 'InvalidJsonInput', detailedErrorMessage: 'The request body is not well-formed JSON.' })]);
  });

  it('returns to the seeded containers after a Project reset and later writes', async () => {
    const ct = mock({ importContainers: { shop: [{ key: 'seeded' }] } });
    expect((await send(ct, 'POST', collectionUrl(), { key: 'first' })).status).toBe(201);
    ct.reset({ projects: ['shop'] });
    expect((await send(ct, 'POST', collectionUrl(), { key: 'second' })).status).toBe(201);
    expect(keysOf((await query(ct, '?sort=key+asc')).body)).toEqual(['second', 'seeded']);
    ct.reset();
    expect(keysOf((await query(ct, '')).body)).toEqual(['seeded']);
    ct.reset({ projects: ['shop'] });
    expect(keysOf((await query(ct, '')).body)).toEqual(['seeded']);
  });
});
