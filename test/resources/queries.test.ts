import type { ProductPagedQueryResponse } from '@commercetools/platform-sdk';
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../support/mock-server.js';
import { expectErrorSchemaValid } from '../support/schemas.js';
import { sdkError } from '../support/sdk.js';
import { api, importThrough, settle, shirtDraft, shirtType, valid } from './helpers.js';

// Queries of the read routes (issue 25): limit, offset, sort, withTotal, and the `where`
// predicates the mock models, each found through an index; what it does not model is a 400 that
// names it, never ignored.

const ct = useMockServer({ projects: [{ key: 'shop', currencies: ['EUR'], languages: ['en'] }] });

async function products(keys: readonly string[]) {
  await importThrough(ct, 'product-types', [shirtType]);
  await importThrough(ct, 'product-drafts', keys.map((key) => shirtDraft(key, { publish: true })));
  settle(ct);
}

const keysOf = (page: ProductPagedQueryResponse) => page.results.map((product) => product.key);
const query = (queryArgs: Record<string, string | string[] | number | boolean>) => api().products().get({ queryArgs }).execute();

describe('paging and sorting', () => {
  it('pages in creation order with limit 20 by default, and counts the total', async () => {
    await products(['a', 'b', 'c']);
    const page = valid<ProductPagedQueryResponse>((await api().products().get().execute()).body, 'ProductPagedQueryResponse');
    expect(page).toMatchObject({ limit: 20, offset: 0, count: 3, total: 3 });
    expect(keysOf(page)).toEqual(['a', 'b', 'c']);
    const second = (await query({ limit: 1, offset: 1 })).body;
    expect(second).toMatchObject({ limit: 1, offset: 1, count: 1, total: 3 });
    expect(keysOf(second)).toEqual(['b']);
  });

  it('leaves the total out with withTotal=false', async () => {
    await products(['a']);
    const { body } = await query({ withTotal: false });
    expect(body).toEqual({ limit: 20, offset: 0, count: 1, results: [expect.objectContaining({ key: 'a' })] });
  });

  it('sorts by key, and by several fields in turn', async () => {
    await products(['b', 'c', 'a']);
    expect(keysOf((await query({ sort: 'key asc' })).body)).toEqual(['a', 'b', 'c']);
    expect(keysOf((await query({ sort: 'key desc' })).body)).toEqual(['c', 'b', 'a']);
    expect(keysOf((await query({ sort: ['version asc', 'key desc'] })).body)).toEqual(['c', 'b', 'a']);
  });

  it.each([
    [{ limit: 501 }, "'limit' must be a whole number from 0 to 500, but was '501'."],
    [{ offset: -1 }, "'offset' must be a whole number from 0 to 10000, but was '-1'."],
    [{ sort: 'name asc' }, "'name asc' is not a valid sort."],
    [{ withTotal: 'maybe' }, "'withTotal' must be true or false, not 'maybe'."],
    [{ expand: 'productType' }, "The mock does not model the query parameter 'expand' on products"],
  ])('answers %o with 400 InvalidInput', async (queryArgs, message) => {
    await products(['a']);
    const failure = await sdkError(query(queryArgs as Record<string, string | number>));
    expect(failure.statusCode).toBe(400);
    expect(failure.body).toMatchObject({ errors: [{ code: 'InvalidInput', message: expect.stringContaining(message) }] });
    expectErrorSchemaValid(failure.body, 400);
  });
});

describe('where', () => {
  it('finds by key = and key in, and joins with and/or', async () => {
    await products(['a', 'b', 'c']);
    expect(keysOf((await query({ where: 'key = "b"' })).body)).toEqual(['b']);
    expect(keysOf((await query({ where: 'key in ("c", "a", "nope")' })).body)).toEqual(['a', 'c']);
    expect(keysOf((await query({ where: 'key = "a" or key = "c"' })).body)).toEqual(['a', 'c']);
    expect(keysOf((await query({ where: 'key in ("a", "b") and key = "b"' })).body)).toEqual(['b']);
    // Repeated where parameters join with and, as on the platform.
    expect(keysOf((await query({ where: ['key in ("a", "b")', 'key in ("b", "c")'] })).body)).toEqual(['b']);
  });

  it('finds by id, and takes input variables', async () => {
    await products(['a', 'b']);
    const b = (await api().products().withKey({ key: 'b' }).get().execute()).body;
    expect(keysOf((await query({ where: `id = "${b.id}"` })).body)).toEqual(['b']);
    expect(keysOf((await query({ where: 'key in :keys', 'var.keys': ['a', 'b'] })).body)).toEqual(['a', 'b']);
  });

  it('finds products by SKU, as the platform writes the predicate', async () => {
    await importThrough(ct, 'product-types', [shirtType]);
    await importThrough(ct, 'product-drafts', [
      shirtDraft('a', { publish: true }),
      shirtDraft('b', { publish: true, variants: [{ key: 'b-l', sku: 'B-L', attributes: [{ name: 'color', type: 'enum', value: 'red' }] }] }),
    ]);
    settle(ct);
    const both = 'masterData(current(masterVariant(sku = "B-L") or variants(sku = "B-L")))';
    expect(keysOf((await query({ where: both })).body)).toEqual(['b']);
    expect(keysOf((await query({ where: 'masterData(current(masterVariant(sku = "B-L")))' })).body)).toEqual([]);
    expect(keysOf((await query({ where: 'masterData(staged(masterVariant(sku in ("A-M", "B-M"))))' })).body)).toEqual(['a', 'b']);
    const projections = await api().productProjections().get({ queryArgs: { where: 'masterVariant(sku = "A-M") or variants(sku = "A-M")' } }).execute();
    expect(projections.body.results.map((projection) => projection.key)).toEqual(['a']);
  });

  it('finds a product by its current SKU after its staged SKU changed, and by the new SKU in its staged data', async () => {
    await products(['a']);
    const renamed = shirtDraft('a');
    await importThrough(ct, 'product-drafts', [{ ...renamed, masterVariant: { ...renamed.masterVariant, sku: 'NEW' } }]);
    settle(ct);
    expect(keysOf((await query({ where: 'masterData(current(masterVariant(sku = "A-M")))' })).body)).toEqual(['a']);
    expect(keysOf((await query({ where: 'masterData(current(masterVariant(sku = "NEW")))' })).body)).toEqual([]);
    expect(keysOf((await query({ where: 'masterData(staged(masterVariant(sku = "NEW")))' })).body)).toEqual(['a']);
    expect(keysOf((await query({ where: 'masterData(staged(masterVariant(sku = "A-M")))' })).body)).toEqual([]);
    const projections = (where: string, staged = false) => api().productProjections().get({ queryArgs: { where, staged } }).execute();
    const keys = async (pending: ReturnType<typeof projections>) => (await pending).body.results.map((projection) => projection.key);
    expect(await keys(projections('masterVariant(sku = "A-M")'))).toEqual(['a']);
    expect(await keys(projections('masterVariant(sku = "NEW")'))).toEqual([]);
    expect(await keys(projections('masterVariant(sku = "NEW")', true))).toEqual(['a']);
    expect(await keys(projections('masterVariant(sku = "A-M")', true))).toEqual([]);
  });

  it('answers HEAD of the query 200 when it finds any, else 404', async () => {
    await products(['a']);
    expect((await api().products().head({ queryArgs: { where: 'key = "a"' } }).execute()).statusCode).toBe(200);
    expect((await sdkError(api().products().head({ queryArgs: { where: 'key = "b"' } }).execute())).statusCode).toBe(404);
  });

  it.each([
    ['masterData(current(name(en = "Shirt a")))', `'en = "Shirt a"' (at masterData.current.name.en) on products`],
    ['key != "a"', `'key != "a"' on products`],
    ['not(key = "a")', `'not(key = "a")' on products`],
    ['key = "a" and version > 1', `'version > 1' on products`],
    ['key is defined', `'key is defined' on products`],
    ['key = 5', `'key = 5' on products`],
  ])('refuses %s, which the mock does not model, naming it', async (where, named) => {
    await products(['a']);
    const failure = await sdkError(query({ where }));
    expect(failure.statusCode).toBe(400);
    expect(failure.body).toMatchObject({ errors: [{ code: 'InvalidInput', message: expect.stringContaining(`The mock does not model the query predicate ${named}: it answers`) }] });
    expectErrorSchemaValid(failure.body, 400);
  });

  it('answers a where that is no predicate with 400 naming where it stopped', async () => {
    await products(['a']);
    const failure = await sdkError(query({ where: 'key = ' }));
    expect(failure).toMatchObject({ statusCode: 400, body: { errors: [{ code: 'InvalidInput', message: expect.stringMatching(/^Malformed parameter: where: Syntax error while parsing 'key = '\..*column 7\)$/) }] } });
  });

  it.each([
    ['parentheses', `${'('.repeat(4000)}key = "a"${')'.repeat(4000)}`],
    ['nested fields', `${'masterData('.repeat(4000)}key = "a"${')'.repeat(4000)}`],
    ['a chain of and', Array.from({ length: 20_000 }, () => 'key = "a"').join(' and ')],
  ])('answers a where nested too deeply (%s) with 400, never a 500', async (_, where) => {
    await products(['a']);
    const failure = await sdkError(query({ where }));
    expect(failure).toMatchObject({ statusCode: 400, body: { errors: [{ code: 'InvalidInput', message: 'Malformed parameter: where: the query predicate is nested too deeply.' }] } });
    expectErrorSchemaValid(failure.body, 400);
  });

  it('answers a single GET with a query parameter it does not take with 400 saying what it takes', async () => {
    await products(['a']);
    const product = await sdkError(api().products().withKey({ key: 'a' }).get({ queryArgs: { expand: 'productType' } }).execute());
    expect(product).toMatchObject({
      statusCode: 400,
      body: { errors: [{ code: 'InvalidInput', message: "The mock does not model the query parameter 'expand' on products; it takes no query parameters." }] },
    });
    expectErrorSchemaValid(product.body, 400);
    const projection = await sdkError(api().productProjections().withKey({ key: 'a' }).get({ queryArgs: { expand: 'productType' } }).execute());
    expect(projection.body).toMatchObject({ errors: [{ message: "The mock does not model the query parameter 'expand' on product-projections; it takes staged." }] });
  });

  it('answers a variable the request does not give with 400', async () => {
    await products(['a']);
    const failure = await sdkError(query({ where: 'key in :keys' }));
    expect(failure.body).toMatchObject({ errors: [{ message: "The query predicate names the input variable ':keys', but the request has no 'var.keys' parameter." }] });
  });
});
