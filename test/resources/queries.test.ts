import type { ProductPagedQueryResponse } from '@commercetools/platform-sdk';
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../support/mock-server.js';
import { expectErrorSchemaValid } from '../support/schemas.js';
import { sdkError } from '../support/sdk.js';
import { api, importThrough, settle, shirtDraft, shirtType, valid } from './helpers.js';
// Loaded here, outside any test, though the mock loads it lazily: Stryker then counts its tables
// (the fields `where` and `sort` take) as static and runs every test against their mutants, rather
// than only the test that happens to load it first (TESTING.md).
import '../../src/store/import-requests/resource-types/readable-resources.js';

// Queries of the read routes (issues 25 and 32): limit, offset, sort, withTotal, and `where`
// evaluated over the representations, through an index where one holds the field.

const ct = useMockServer({ projects: [{ key: 'shop', currencies: ['EUR'], languages: ['en'] }] });

async function products(keys: readonly string[]) {
  await importThrough(ct, 'product-types', [shirtType]);
  await importThrough(ct, 'product-drafts', keys.map((key) => shirtDraft(key, { publish: true })));
  settle(ct);
}

const keysOf = (page: ProductPagedQueryResponse) => page.results.map((product) => product.key);
const query = (queryArgs: Record<string, string | string[] | number | boolean>) => api().products().get({ queryArgs }).execute();

describe('fields beyond id and key', () => {
  it("find customers by email and customer number and orders by order number, and sort customers by email and orders by order number", async () => {
    await importThrough(ct, 'customers', [
      { key: 'jen', email: 'jen@example.com', password: 'secret', customerNumber: 'C-1' },
      { key: 'ann', email: 'ann@example.com', password: 'secret', customerNumber: 'C-2' },
    ]);
    const order = (orderNumber: string) => ({ orderNumber, totalPrice: { type: 'centPrecision', centAmount: 300, currencyCode: 'EUR' }, customLineItems: [] });
    await importThrough(ct, 'orders', [order('o-2'), order('o-1')]);
    settle(ct);
    const customers = async (queryArgs: Record<string, string>) => (await api().customers().get({ queryArgs }).execute()).body.results.map(({ key }) => key);
    const orders = async (queryArgs: Record<string, string>) => (await api().orders().get({ queryArgs }).execute()).body.results.map(({ orderNumber }) => orderNumber);
    expect(await customers({ where: 'email = "ann@example.com"' })).toEqual(['ann']);
    expect(await customers({ where: 'customerNumber = "C-1"' })).toEqual(['jen']);
    expect(await customers({ sort: 'email asc' })).toEqual(['ann', 'jen']);
    expect(await orders({ where: 'orderNumber = "o-1"' })).toEqual(['o-1']);
    expect(await orders({ sort: 'orderNumber asc' })).toEqual(['o-1', 'o-2']);
  });
});

describe('paging and sorting', () => {
  it('pages in creation order with limit 20 by default, and counts the total', async () => {
    await products(['aa', 'bb', 'cc']);
    const page = valid<ProductPagedQueryResponse>((await api().products().get().execute()).body, 'ProductPagedQueryResponse');
    expect(page).toMatchObject({ limit: 20, offset: 0, count: 3, total: 3 });
    expect(keysOf(page)).toEqual(['aa', 'bb', 'cc']);
    const second = (await query({ limit: 1, offset: 1 })).body;
    expect(second).toMatchObject({ limit: 1, offset: 1, count: 1, total: 3 });
    expect(keysOf(second)).toEqual(['bb']);
  });

  it('leaves the total out with withTotal=false', async () => {
    await products(['aa']);
    const { body } = await query({ withTotal: false });
    expect(body).toEqual({ limit: 20, offset: 0, count: 1, results: [expect.objectContaining({ key: 'aa' })] });
  });

  it('sorts by key, and by several fields in turn', async () => {
    await products(['bb', 'cc', 'aa']);
    expect(keysOf((await query({ sort: 'key asc' })).body)).toEqual(['aa', 'bb', 'cc']);
    expect(keysOf((await query({ sort: 'key desc' })).body)).toEqual(['cc', 'bb', 'aa']);
    expect(keysOf((await query({ sort: ['version asc', 'key desc'] })).body)).toEqual(['cc', 'bb', 'aa']);
  });

  it.each([
    // The platform's words for its page bounds (issue 44), as GraphQL's answer has them.
    [{ limit: 501 }, 'Malformed parameter: limit: The limit parameter must be in the range of [0..500]'],
    [{ limit: 'ten' }, 'Malformed parameter: limit: The limit parameter must be in the range of [0..500]'],
    [{ offset: -1 }, 'Malformed parameter: offset: The offset parameter must be in the range of [0..10000]'],
    [{ offset: 10_001 }, 'Malformed parameter: offset: The offset parameter must be in the range of [0..10000]'],
    [{ sort: 'name asc' }, "Malformed parameter: sort: The field 'name' does not exist."],
    [{ sort: 'key' }, "'key' is not a valid sort."],
    [{ withTotal: 'maybe' }, "'withTotal' must be true or false, not 'maybe'."],
    [{ expnd: 'productType' }, "The mock does not model the query parameter 'expnd' on products; it takes where, sort, limit, offset, withTotal, expand."],
  ])('answers %o with 400 InvalidInput', async (queryArgs, message) => {
    await products(['aa']);
    const failure = await sdkError(query(queryArgs as Record<string, string | number>));
    expect(failure.statusCode).toBe(400);
    expect(failure.body).toMatchObject({ errors: [{ code: 'InvalidInput', message: expect.stringContaining(message) }] });
    expectErrorSchemaValid(failure.body, 400);
  });
});

describe('where', () => {
  it('finds by key = and key in, and joins with and/or', async () => {
    await products(['aa', 'bb', 'cc']);
    expect(keysOf((await query({ where: 'key = "bb"' })).body)).toEqual(['bb']);
    expect(keysOf((await query({ where: 'key in ("cc", "aa", "nope")' })).body)).toEqual(['aa', 'cc']);
    expect(keysOf((await query({ where: 'key = "aa" or key = "cc"' })).body)).toEqual(['aa', 'cc']);
    expect(keysOf((await query({ where: 'key in ("aa", "bb") and key = "bb"' })).body)).toEqual(['bb']);
    // Repeated where parameters join with and, as on the platform.
    expect(keysOf((await query({ where: ['key in ("aa", "bb")', 'key in ("bb", "cc")'] })).body)).toEqual(['bb']);
  });

  it('finds by id, and takes input variables', async () => {
    await products(['aa', 'bb']);
    const b = (await api().products().withKey({ key: 'bb' }).get().execute()).body;
    expect(keysOf((await query({ where: `id = "${b.id}"` })).body)).toEqual(['bb']);
    expect(keysOf((await query({ where: 'key in :keys', 'var.keys': ['aa', 'bb'] })).body)).toEqual(['aa', 'bb']);
  });

  it('finds products by SKU, as the platform writes the predicate', async () => {
    await importThrough(ct, 'product-types', [shirtType]);
    await importThrough(ct, 'product-drafts', [
      shirtDraft('aa', { publish: true }),
      shirtDraft('bb', { publish: true, variants: [{ key: 'bb-l', sku: 'BB-L', attributes: [{ name: 'color', type: 'enum', value: 'red' }] }] }),
    ]);
    settle(ct);
    const both = 'masterData(current(masterVariant(sku = "BB-L") or variants(sku = "BB-L")))';
    expect(keysOf((await query({ where: both })).body)).toEqual(['bb']);
    expect(keysOf((await query({ where: 'masterData(current(masterVariant(sku = "BB-L")))' })).body)).toEqual([]);
    expect(keysOf((await query({ where: 'masterData(staged(masterVariant(sku in ("AA-M", "BB-M"))))' })).body)).toEqual(['aa', 'bb']);
    const projections = await api().productProjections().get({ queryArgs: { where: 'masterVariant(sku = "AA-M") or variants(sku = "AA-M")' } }).execute();
    expect(projections.body.results.map((projection) => projection.key)).toEqual(['aa']);
  });

  it('finds a product by its current SKU after its staged SKU changed, and by the new SKU in its staged data', async () => {
    await products(['aa']);
    const renamed = shirtDraft('aa');
    await importThrough(ct, 'product-drafts', [{ ...renamed, masterVariant: { ...renamed.masterVariant, sku: 'NEW' } }]);
    settle(ct);
    expect(keysOf((await query({ where: 'masterData(current(masterVariant(sku = "AA-M")))' })).body)).toEqual(['aa']);
    expect(keysOf((await query({ where: 'masterData(current(masterVariant(sku = "NEW")))' })).body)).toEqual([]);
    expect(keysOf((await query({ where: 'masterData(staged(masterVariant(sku = "NEW")))' })).body)).toEqual(['aa']);
    expect(keysOf((await query({ where: 'masterData(staged(masterVariant(sku = "AA-M")))' })).body)).toEqual([]);
    const projections = (where: string, staged = false) => api().productProjections().get({ queryArgs: { where, staged } }).execute();
    const keys = async (pending: ReturnType<typeof projections>) => (await pending).body.results.map((projection) => projection.key);
    expect(await keys(projections('masterVariant(sku = "AA-M")'))).toEqual(['aa']);
    expect(await keys(projections('masterVariant(sku = "NEW")'))).toEqual([]);
    expect(await keys(projections('masterVariant(sku = "NEW")', true))).toEqual(['aa']);
    expect(await keys(projections('masterVariant(sku = "AA-M")', true))).toEqual([]);
  });

  it('answers HEAD of the query 200 when it finds any, else 404', async () => {
    await products(['aa']);
    expect((await api().products().head({ queryArgs: { where: 'key = "aa"' } }).execute()).statusCode).toBe(200);
    expect((await sdkError(api().products().head({ queryArgs: { where: 'key = "bb"' } }).execute())).statusCode).toBe(404);
  });

  it.each([
    ['masterData(current(name(en = "Shirt aa")))', ['aa']],
    ['key != "aa"', ['bb']],
    ['not(key = "aa")', ['bb']],
    ['key = "aa" and version > 1', []],
    ['version >= 1 and version <= 1', ['aa', 'bb']],
    ['key is defined', ['aa', 'bb']],
    ['key is not defined', []],
    ['masterData(published = true)', ['aa', 'bb']],
  ])('evaluates %s over the representations', async (where, keys) => {
    await products(['aa', 'bb']);
    expect(keysOf((await query({ where })).body)).toEqual(keys);
  });

  it('answers a where that is no predicate with 400 naming where it stopped', async () => {
    await products(['aa']);
    const failure = await sdkError(query({ where: 'key = ' }));
    const message = "Malformed parameter: where: Syntax error while parsing 'where'. Unexpected end of input, expected '\"', '-', [0-9], 'true', 'false' or ':' (line 1, column 7):\nkey = \n      ^";
    expect(failure).toMatchObject({ statusCode: 400, body: { message, errors: [{ code: 'InvalidInput', message }] } });
  });

  it('refuses is not empty, which is no form of the platform (it negates is empty with not), as a syntax error', async () => {
    await products(['aa']);
    const failure = await sdkError(query({ where: 'masterData(current(variants is not empty))' }));
    expect(failure).toMatchObject({ statusCode: 400, body: { errors: [{ code: 'InvalidInput', message: expect.stringMatching(/^Malformed parameter: where: Syntax error while parsing 'where'\. Invalid input 'e', expected 'defined' \(line 1, column 36\):\nmasterData\(current\(variants is not empty\)\)\n {35}\^$/) }] } });
    expect(keysOf((await query({ where: 'masterData(current(not(variants is empty)))' })).body)).toEqual([]);
    expect(keysOf((await query({ where: 'masterData(current(variants is empty))' })).body)).toEqual(['aa']);
  });

  it('words a syntax error as the platform does: the input it stopped at, what it expected, and a caret under the place', async () => {
    await products(['aa']);
    const failure = await sdkError(query({ where: 'key in ("a", "b"-x)' }));
    expect(failure.body).toMatchObject({
      errors: [{ message: "Malformed parameter: where: Syntax error while parsing 'where'. Invalid input '-', expected ',' or ')' (line 1, column 17):\nkey in (\"a\", \"b\"-x)\n                ^" }],
    });
    const twoLines = await sdkError(query({ where: 'key = "aa"\nand key =' }));
    expect(twoLines.body).toMatchObject({ errors: [{ message: expect.stringMatching(/\(line 2, column 10\):\nand key =\n {9}\^$/) }] });
  });

  it.each([
    ['parentheses', `${'('.repeat(4000)}key = "aa"${')'.repeat(4000)}`],
    ['nested fields', `${'masterData('.repeat(4000)}key = "aa"${')'.repeat(4000)}`],
    ['a chain of and', Array.from({ length: 20_000 }, () => 'key = "aa"').join(' and ')],
  ])('answers a where nested too deeply (%s) with 400, never a 500', async (_, where) => {
    await products(['aa']);
    const failure = await sdkError(query({ where }));
    expect(failure).toMatchObject({ statusCode: 400, body: { errors: [{ code: 'InvalidInput', message: 'Malformed parameter: where: the query predicate is nested too deeply.' }] } });
    expectErrorSchemaValid(failure.body, 400);
  });

  it('takes parentheses 256 deep, refuses them 257 deep, and counts none inside a string', async () => {
    await products(['aa']);
    const nested = (depth: number) => `${'('.repeat(depth)}key = "aa"${')'.repeat(depth)}`;
    expect((await query({ where: nested(256) })).body.results.map((product) => product.key)).toEqual(['aa']);
    const failure = await sdkError(query({ where: nested(257) }));
    expect(failure).toMatchObject({ statusCode: 400, body: { errors: [{ code: 'InvalidInput', message: 'Malformed parameter: where: the query predicate is nested too deeply.' }] } });
    const literal = await query({ where: `key = "${'('.repeat(300)}" or key = "aa"` });
    expect(literal.body.results.map((product) => product.key)).toEqual(['aa']);
    const escaped = await query({ where: `key = "\\"${'('.repeat(300)}" or key = "aa"` });
    expect(escaped.body.results.map((product) => product.key)).toEqual(['aa']);
  });

  it('takes 1000 ands and ors, refuses 1001, and counts none inside a string or a word', async () => {
    await products(['aa', 'bb']);
    const chain = (terms: number, join: string) => Array.from({ length: terms }, (_, index) => `key = "${index === 0 ? 'aa' : 'zz'}"`).join(join);
    expect((await query({ where: chain(1001, ' or ') })).body.results.map((product) => product.key)).toEqual(['aa']);
    for (const join of [' or ', ' and ']) {
      const failure = await sdkError(query({ where: chain(1002, join) }));
      expect(failure).toMatchObject({ statusCode: 400, body: { errors: [{ code: 'InvalidInput', message: 'Malformed parameter: where: the query predicate is nested too deeply.' }] } });
    }
    // "and" and "or" inside strings and words (brand, order) are no connectives.
    const words = Array.from({ length: 1200 }, () => 'and or brand order').join(' ');
    expect((await query({ where: `key = "${words}" or key = "bb"` })).body.results.map((product) => product.key)).toEqual(['bb']);
  });

  it('counts AND and Or as the grammar takes them, and every repeated where as one more and, against the same limit', async () => {
    await products(['aa', 'bb']);
    const tooDeep = { statusCode: 400, body: { errors: [{ code: 'InvalidInput', message: 'Malformed parameter: where: the query predicate is nested too deeply.' }] } };
    const upper = Array.from({ length: 20_000 }, () => 'key = "aa"').join(' AND ');
    expect(await sdkError(query({ where: upper }))).toMatchObject(tooDeep);
    expect(keysOf((await query({ where: 'key = "aa" Or key = "bb"' })).body)).toEqual(['aa', 'bb']);
    // 1001 parameters join with 1000 ands; 1002 with one too many, however short each is.
    expect(keysOf((await query({ where: Array.from({ length: 1001 }, () => 'key = "aa"') })).body)).toEqual(['aa']);
    expect(await sdkError(query({ where: Array.from({ length: 1002 }, () => 'key = "aa"') }))).toMatchObject(tooDeep);
    expect(await sdkError(query({ where: [Array.from({ length: 1001 }, () => 'key = "aa"').join(' or '), 'key = "bb"'] }))).toMatchObject(tooDeep);
    expect(await sdkError(query({ where: Array.from({ length: 30_000 }, () => 'key = "aa"') }))).toMatchObject(tooDeep);
  });

  it("answers text in single quotes, which the grammar takes as no string, with the syntax error, not as nested too deeply", async () => {
    await products(['aa']);
    const failure = await sdkError(query({ where: `key = '${'('.repeat(300)}'` }));
    expect(failure).toMatchObject({ statusCode: 400, body: { errors: [{ code: 'InvalidInput', message: expect.stringMatching(/^Malformed parameter: where: Syntax error/) }] } });
  });

  it('counts no and or or that begins or ends inside a field name (orderHint, color, brand) against the limit', async () => {
    await importThrough(ct, 'categories', [{ key: 'c1', name: { en: 'C1' }, slug: { en: 'c1' }, orderHint: '0.5' }]);
    settle(ct);
    const categories = async (operand: string) => {
      const where = Array.from({ length: 1001 }, () => operand).join(' or ');
      return (await api().categories().get({ queryArgs: { where } }).execute()).body.results.map((category) => category.key);
    };
    // 1000 ors each: a word that begins with or (orderHint), or ends with or or and (color, brand), would be one more.
    expect(await categories('orderHint = "0.5"')).toEqual(['c1']);
    expect(await categories('custom(fields(color = "red"))')).toEqual([]);
    expect(await categories('custom(fields(brand = "acme"))')).toEqual([]);
  });

  it('answers a single GET with a query parameter it does not take with 400 saying what it takes', async () => {
    await products(['aa']);
    const where = { where: 'key = "aa"' } as never;
    const product = await sdkError(api().products().withKey({ key: 'aa' }).get({ queryArgs: where }).execute());
    expect(product).toMatchObject({
      statusCode: 400,
      body: { errors: [{ code: 'InvalidInput', message: "The mock does not model the query parameter 'where' on products; it takes expand." }] },
    });
    expectErrorSchemaValid(product.body, 400);
    const projection = await sdkError(api().productProjections().withKey({ key: 'aa' }).get({ queryArgs: where }).execute());
    expect(projection.body).toMatchObject({ errors: [{ message: "The mock does not model the query parameter 'where' on product-projections; it takes expand, staged." }] });
    // `var.*` goes with `where`, which a single read does not take.
    const variable = await sdkError(api().products().withKey({ key: 'aa' }).get({ queryArgs: { 'var.keys': 'aa' } as never }).execute());
    expect(variable.body).toMatchObject({ errors: [{ message: "The mock does not model the query parameter 'var.keys' on products; it takes expand." }] });
  });

  it('answers a variable the request does not give with 400', async () => {
    await products(['aa']);
    const failure = await sdkError(query({ where: 'key in :keys' }));
    expect(failure.body).toMatchObject({ errors: [{ message: "The query predicate names the input variable ':keys', but the request has no 'var.keys' parameter (nor a 'keys' one)." }] });
  });
});
