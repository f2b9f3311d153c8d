import { beforeEach, describe, expect, it } from 'vitest';
import { createCommercetoolsMock, type CommercetoolsMock } from '../../src/index.js';
import { declaring, graphqlClient } from '../support/graphql-client.js';
import { officialQuery } from '../support/official-graphql.js';
import { expectErrorSchemaValid } from '../support/schemas.js';
import { createApiRoot, sdkError } from '../support/sdk.js';
import { START } from '../support/time.js';
import { valid } from './helpers.js';

// What the platform refuses in a query and the mock answered with an empty page (issue 44): a
// value outside an enum field's, text that is no UUID for a UUID field; and what it answers that
// the mock refused: hyphenated locales, a plain parameter of an input variable's name. Also the
// total a `where` caps and REST's page-bound words. REST through the official SDK over ct.fetch,
// and GraphQL's `where`, which runs REST's query engine, through apiRoot.graphql().

const PROJECT = { key: 'shop', languages: ['en-US', 'de-DE', 'de-CH'], currencies: ['EUR'], countries: ['DE'] };
const EUR = (centAmount: number) => ({ type: 'centPrecision', centAmount, currencyCode: 'EUR' });

let ct: CommercetoolsMock;
const api = () => createApiRoot({ projectKey: 'shop', scopes: ['manage_project:shop'], httpClient: ct.fetch });
const gql = graphqlClient(() => ({ httpClient: ct.fetch }));
/** A GraphQL answer the SDK takes as a success, its query checked against the official schema first. */
const send = (query: string) => gql.send({ query: officialQuery(query) });

/** The body of a REST query the SDK refuses, checked: 400, its one InvalidInput, the official error schema. */
async function refusedRest(call: Promise<unknown>): Promise<string> {
  const failure = await sdkError(call);
  expect(failure.statusCode).toBe(400);
  expectErrorSchemaValid(failure.body, 400);
  const { message, errors } = failure.body as { message: string; errors: readonly { code: string; message: string }[] };
  expect(errors).toEqual([{ code: 'InvalidInput', message }]);
  return message;
}

/** The message of a GraphQL query field's refusal: 400, no data, InvalidInput at the field. */
async function refusedGraphql(query: string): Promise<string> {
  const { statusCode, body } = await gql.refused({ query: officialQuery(query) });
  expect(statusCode).toBe(400);
  expect(body).toMatchObject({ data: null, errors: [{ extensions: { code: 'InvalidInput' } }] });
  return (body as { errors: readonly { message: string }[] }).errors[0]?.message ?? '';
}

beforeEach(async () => {
  ct = createCommercetoolsMock({ now: START, projects: [PROJECT] });
  const add = declaring(ct);
  await add({ typeId: 'customer', key: 'ann', email: 'ann@example.com', password: 'secret', firstName: 'Ann' });
  await add({ typeId: 'order', key: 'o-1', orderNumber: 'o-1', totalPrice: EUR(4900), customer: { typeId: 'customer', key: 'ann' }, orderState: 'Open', lineItems: [] });
  await add({ typeId: 'order', key: 'o-2', orderNumber: 'o-2', totalPrice: EUR(900), orderState: 'Complete', lineItems: [] });
  await add({ typeId: 'category', key: 'hemden', name: { 'en-US': 'Shirts', 'de-DE': 'Hemden' }, slug: { 'en-US': 'shirts', 'de-CH': 'hemden-ch' } });
  await add({ typeId: 'category', key: 'hosen', name: { 'en-US': 'Trousers', 'de-DE': 'Hosen' }, slug: { 'en-US': 'trousers', 'de-CH': 'hosen-ch' } });
});

describe('a value outside an enum field’s values', () => {
  // The first GraphQL request of the file loads graphql-js and the schema: more than the default 5 s on a busy machine.
  it('is refused with the platform’s InvalidInput, in REST and GraphQL, where a value of the enum selects', async () => {
    const message = 'Malformed parameter: where: Invalid enum value for OrderState: Completed';
    const before = ct.snapshot();
    expect(await refusedRest(api().orders().get({ queryArgs: { where: 'orderState = "Completed"' } }).execute())).toBe(message);
    expect(await refusedRest(api().orders().get({ queryArgs: { where: 'orderState in :states', 'var.states': ['Open', 'Completed'] } }).execute())).toBe(message);
    expect(await refusedGraphql('{ orders(where: "orderState = \\"Completed\\"") { total } }')).toBe(message);
    expect(ct.snapshot()).toEqual(before);
    const complete = valid((await api().orders().get({ queryArgs: { where: 'orderState = "Complete"' } }).execute()).body, 'OrderPagedQueryResponse');
    expect(complete.results.map(({ orderNumber }) => orderNumber)).toEqual(['o-2']);
    expect(await send('{ orders(where: "orderState = \\"Complete\\"") { results { orderNumber } } }')).toEqual({ data: { orders: { results: [{ orderNumber: 'o-2' }] } } });
  }, 30_000);
});

describe('text that is no UUID for a UUID field', () => {
  it('is refused with Java’s UUID messages the platform relays, in REST and GraphQL; a UUID no resource has selects none', async () => {
    const [ann] = (await api().customers().get({ queryArgs: { where: 'key = "ann"' } }).execute()).body.results;
    const wrapped = `customerId in ("[${ann?.id}]")`;
    expect(await refusedRest(api().orders().get({ queryArgs: { where: wrapped } }).execute())).toBe('Malformed parameter: where: UUID string too large');
    expect(await refusedRest(api().customers().get({ queryArgs: { where: 'id = "ann"' } }).execute())).toBe('Malformed parameter: where: Invalid UUID string: ann');
    expect(await refusedRest(api().orders().get({ queryArgs: { where: 'customerGroup(id = "vip")' } }).execute())).toBe('Malformed parameter: where: Invalid UUID string: vip');
    expect(await refusedGraphql(`{ orders(where: ${JSON.stringify(wrapped)}) { total } }`)).toBe('Malformed parameter: where: UUID string too large');
    const found = (await api().orders().get({ queryArgs: { where: `customerId in ("${ann?.id}")` } }).execute()).body;
    expect(found.results.map(({ orderNumber }) => orderNumber)).toEqual(['o-1']);
    const none = (await api().orders().get({ queryArgs: { where: 'customerId = "7e66ac01-b0b1-4d61-9f75-7c7c487cd8b9"' } }).execute()).body;
    expect(none).toMatchObject({ count: 0, total: 0 });
  });
});

describe('hyphenated locales in predicates', () => {
  it('select by a localized field of a Project whose languages have regions, in REST and GraphQL', async () => {
    const keys = async (where: string) => valid((await api().categories().get({ queryArgs: { where } }).execute()).body, 'CategoryPagedQueryResponse').results.map(({ key }) => key);
    expect(await keys('name(en-US = "Shirts")')).toEqual(['hemden']);
    expect(await keys('slug(de-CH = "hosen-ch")')).toEqual(['hosen']);
    expect(await keys('name(de-DE in ("Hemden", "Hosen")) and slug(de-CH is defined)')).toEqual(['hemden', 'hosen']);
    const sorted = (await api().categories().get({ queryArgs: { sort: 'name.de-DE desc' } }).execute()).body;
    expect(sorted.results.map(({ key }) => key)).toEqual(['hosen', 'hemden']);
    expect(await send('{ categories(where: "slug(de-CH = \\"hemden-ch\\")") { results { key } } }')).toEqual({ data: { categories: { results: [{ key: 'hemden' }] } } });
  });
});

describe('an input variable given as a plain parameter of its name', () => {
  it('binds as the official SDK’s own product test sends it, var.<name> winning where both are given', async () => {
    const add = declaring(ct);
    await add({ typeId: 'product-type', key: 'shirt', name: 'Shirt', description: 'Shirts', attributes: [] });
    const product = (key: string, sku: string) => ({ typeId: 'product', key, name: { 'en-US': key }, slug: { 'en-US': key }, productType: { typeId: 'product-type', key: 'shirt' }, masterVariant: { key: `${key}-1`, sku: `${sku}-1` }, variants: [{ key: `${key}-2`, sku: `${sku}-2` }] });
    await add(product('oxford', 'OX'));
    await add(product('polo', 'PO'));
    // commercetools-sdk-typescript, product.test.ts, "should get a product by SKU using query predicates".
    const bySku = await api().productProjections().get({ queryArgs: { limit: 1, staged: true, where: 'masterVariant(sku in :sku) or variants(sku in :sku)', sku: 'PO-2' } }).execute();
    expect(valid(bySku.body, 'ProductProjectionPagedQueryResponse').results.map(({ key }) => key)).toEqual(['polo']);
    const both = await api().productProjections().get({ queryArgs: { staged: true, where: 'masterVariant(sku = :sku)', sku: 'PO-1', 'var.sku': 'OX-1' } }).execute();
    expect(both.body.results.map(({ key }) => key)).toEqual(['oxford']);
    // GraphQL's query fields take no values for a predicate's variables.
    expect(await refusedGraphql('{ products(where: "key = :key") { total } }')).toBe(
      "The query predicate names the input variable ':key', but GraphQL's query fields take no values for a predicate's input variables: write the value into 'where', or pass the whole 'where' as a GraphQL variable.",
    );
    // REST keeps its own words, which name the parameters it reads.
    expect(await refusedRest(api().products().get({ queryArgs: { where: 'key = :key' } }).execute())).toBe("The query predicate names the input variable ':key', but the request has no 'var.key' parameter (nor a 'key' one).");
    // A parameter no variable names is still refused, as any the mock does not know.
    expect(await refusedRest(api().productProjections().get({ queryArgs: { staged: true, where: 'key = "polo"', sku: 'PO-1' } }).execute())).toBe(
      "The mock does not model the query parameter 'sku' on product-projections; it takes where, sort, limit, offset, withTotal, expand, staged.",
    );
  });
});

describe('a plain parameter of a name the query takes itself', () => {
  const ownWords = (name: string) => `The query predicate names the input variable ':${name}', but the request has no 'var.${name}' parameter ('${name}' is a parameter of the query itself, not a value of the variable).`;

  it('is that parameter and binds no input variable, which var.<name> still binds', async () => {
    const own: readonly (readonly [string, string | number | boolean])[] = [['limit', 1], ['offset', 0], ['withTotal', false], ['sort', 'key asc'], ['expand', 'parent']];
    for (const [name, value] of own) {
      expect(await refusedRest(api().categories().get({ queryArgs: { where: `key = :${name}`, [name]: value } }).execute())).toBe(ownWords(name));
    }
    expect(await refusedRest(api().categories().get({ queryArgs: { where: ['key = :where', 'key = "hemden"'] } }).execute())).toBe(ownWords('where'));
    // `limit=1` is the page size, and `var.limit=1` the value the predicate compares.
    const bound = await api().categories().get({ queryArgs: { where: 'version = :limit', limit: 1, 'var.limit': 1, sort: 'key desc' } }).execute();
    expect(valid(bound.body, 'CategoryPagedQueryResponse')).toMatchObject({ limit: 1, count: 1, total: 2, results: [{ key: 'hosen' }] });
    expect(await refusedRest(api().productProjections().get({ queryArgs: { where: 'key = :staged', staged: true } }).execute())).toBe(ownWords('staged'));
    // A parameter only the platform models is the platform's as well: the variable is refused, before the mock's 501 for the parameter.
    expect(await refusedRest(api().products().get({ queryArgs: { where: 'key = :priceCurrency', priceCurrency: 'EUR' } }).execute())).toBe(ownWords('priceCurrency'));
    const unmodelled = await sdkError(api().products().get({ queryArgs: { where: 'key = :priceCurrency', priceCurrency: 'EUR', 'var.priceCurrency': 'x' } }).execute());
    expect(unmodelled.statusCode).toBe(501);
    // A name the query does not take still binds plain.
    const plain = await api().categories().get({ queryArgs: { where: 'key = :name', name: 'hemden' } }).execute();
    expect(plain.body.results.map(({ key }) => key)).toEqual(['hemden']);
  });
});

describe('total of a query', () => {
  it('is capped at 10 000 when a where filters it, exact without one, in REST and GraphQL', async () => {
    const categories = Array.from({ length: 10_001 }, (_, n) => ({ typeId: 'category', key: `c-${n}`, name: { 'en-US': `C ${n}` }, slug: { 'en-US': `c-${n}` } }));
    const many = createCommercetoolsMock({ now: START, projects: [PROJECT], resources: { shop: categories } });
    const read = (where?: string) => createApiRoot({ projectKey: 'shop', scopes: ['manage_project:shop'], httpClient: many.fetch }).categories().get({ queryArgs: { limit: 1, ...(where ? { where } : {}) } }).execute();
    expect((await read()).body).toMatchObject({ count: 1, total: 10_001 });
    expect((await read('key is defined')).body).toMatchObject({ count: 1, total: 10_000 });
    expect((await read('key in ("c-1", "c-2")')).body).toMatchObject({ count: 1, total: 2 });
    const served = graphqlClient(() => ({ httpClient: many.fetch }));
    expect(await served.send({ query: officialQuery('{ all: categories(limit: 1) { total } filtered: categories(limit: 1, where: "key is defined") { total exists } }') })).toEqual({
      data: { all: { total: 10_001 }, filtered: { total: 10_000, exists: true } },
    });
  }, 60_000);
});

describe('REST’s page bounds', () => {
  it('are refused in the platform’s words, the same GraphQL’s answer has', async () => {
    expect(await refusedRest(api().categories().get({ queryArgs: { limit: 501 } }).execute())).toBe('Malformed parameter: limit: The limit parameter must be in the range of [0..500]');
    expect(await refusedRest(api().categories().get({ queryArgs: { offset: 10_001 } }).execute())).toBe('Malformed parameter: offset: The offset parameter must be in the range of [0..10000]');
    expect(await refusedGraphql('{ categories(offset: 10001) { total } }')).toBe('Malformed parameter: offset: The offset parameter must be in the range of [0..10000]');
  });
});
