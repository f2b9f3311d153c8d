import { describe, expect, it } from 'vitest';
import { useMockServer } from '../support/mock-server.js';
import { expectErrorSchemaValid } from '../support/schemas.js';
import { API_HOST, sdkError } from '../support/sdk.js';
import { api, importThrough, settle, shirtDraft, shirtType } from './helpers.js';

// What the platform offers on the read routes and the mock does not model (issue 32) answers 501
// NotModelledByMock naming it, never a 400 (the platform takes it) and never a silent answer: the
// query parameters of price selection, locale and Store projection and attribute filtering, and
// the search endpoints, whose paths the read routes would otherwise take for an id.

const ct = useMockServer({ projects: [{ key: 'shop', currencies: ['EUR'], languages: ['en'] }] });

async function shirt() {
  await importThrough(ct, 'product-types', [shirtType]);
  await importThrough(ct, 'product-drafts', [shirtDraft('oxford', { publish: true })]);
  settle(ct);
}

const PRICE_SELECTION = ['priceCurrency', 'priceCountry', 'priceCustomerGroup', 'priceCustomerGroupAssignments', 'priceChannel', 'priceRecurrencePolicy'];

/** Asserts a 501 NotModelledByMock whose message names each parameter and the resource. */
function expectNotModelled(failure: { statusCode: number; body: unknown }, names: readonly string[], resource: string) {
  expect(failure.statusCode).toBe(501);
  expect(failure.body).toMatchObject({
    statusCode: 501,
    errors: names.map((name) => ({ code: 'NotModelledByMock', message: expect.stringContaining(`does not model the query parameter '${name}' on ${resource}, so it answers 501:`) })),
  });
  expect(failure.body).toMatchObject({ message: expect.stringContaining('or answer this request with a stub (ct.stub') });
  expectErrorSchemaValid(failure.body, 501);
}

describe('parameters the platform takes and the mock does not model', () => {
  it.each(PRICE_SELECTION)('answers %s on products, one and the query, with 501', async (name) => {
    await shirt();
    const queryArgs = { [name]: name === 'priceCurrency' ? 'EUR' : 'x' } as never;
    expectNotModelled(await sdkError(api().products().get({ queryArgs }).execute()), [name], 'products');
    expectNotModelled(await sdkError(api().products().withKey({ key: 'oxford' }).get({ queryArgs }).execute()), [name], 'products');
  });

  it.each([...PRICE_SELECTION, 'localeProjection', 'storeProjection', 'filter[attributes]'])('answers %s on product projections, one and the query, with 501', async (name) => {
    await shirt();
    const queryArgs = { [name]: 'x' } as never;
    expectNotModelled(await sdkError(api().productProjections().get({ queryArgs }).execute()), [name], 'product-projections');
    expectNotModelled(await sdkError(api().productProjections().withKey({ key: 'oxford' }).get({ queryArgs }).execute()), [name], 'product-projections');
  });

  it('names every such parameter of a request, and says what the mock shows instead', async () => {
    await shirt();
    const failure = await sdkError(api().productProjections().get({ queryArgs: { priceCurrency: 'EUR', localeProjection: ['en'] } }).execute());
    expectNotModelled(failure, ['priceCurrency', 'localeProjection'], 'product-projections');
    expect(failure.body).toMatchObject({ errors: [{ message: expect.stringContaining('every price of every variant') }, { message: expect.stringContaining('every locale') }] });
  });

  it('answers HEAD with the 501 status and no body', async () => {
    await shirt();
    const head = async (path: string) => {
      const response = await fetch(`${API_HOST}/shop/${path}`, { method: 'HEAD', headers: { authorization: `Bearer ${ct.issueToken({ scopes: ['manage_project:shop'] })}` } });
      return { status: response.status, body: await response.text() };
    };
    expect(await head('products?priceCurrency=EUR')).toEqual({ status: 501, body: '' });
    expect(await head('product-projections/key=oxford?storeProjection=berlin')).toEqual({ status: 501, body: '' });
  });

  it("keeps the platform's answers first: a typo beside it is 400, an unknown resource 404, and elsewhere it is a typo", async () => {
    await shirt();
    const typo = await sdkError(api().products().get({ queryArgs: { priceCurrency: 'EUR', limt: 5 } as never }).execute());
    expect(typo).toMatchObject({ statusCode: 400, body: { errors: [{ code: 'InvalidInput', message: expect.stringContaining("'limt'") }] } });
    const missing = await sdkError(api().products().withKey({ key: 'nope' }).get({ queryArgs: { priceCurrency: 'EUR' } }).execute());
    expect(missing.statusCode).toBe(404);
    const categories = await sdkError(api().categories().get({ queryArgs: { priceCurrency: 'EUR' } as never }).execute());
    expect(categories).toMatchObject({ statusCode: 400, body: { errors: [{ code: 'InvalidInput', message: expect.stringContaining("'priceCurrency' on categories") }] } });
  });
});

describe('search endpoints', () => {
  it('answers Product Search with 501 naming it', async () => {
    const failure = await sdkError(api().products().search().post({ body: { query: { fullText: { value: 'shirt', locale: 'en' } } } }).execute());
    expect(failure).toMatchObject({ statusCode: 501, body: { errors: [{ code: 'NotModelledByMock', message: expect.stringContaining('does not model Product Search (POST /shop/products/search)') }] } });
    expectErrorSchemaValid(failure.body, 501);
  });

  it('answers Product Projection Search, GET and POST, and Search Term Suggestions with 501 naming them, not a 404 for an id', async () => {
    await shirt();
    const get = await sdkError(api().productProjections().search().get({ queryArgs: { 'text.en': 'shirt' } }).execute());
    expect(get).toMatchObject({ statusCode: 501, body: { errors: [{ code: 'NotModelledByMock', message: expect.stringContaining('does not model Product Projection Search (GET /shop/product-projections/search)') }] } });
    const post = await sdkError(api().productProjections().search().post({ body: 'text.en=shirt' as never }).execute());
    expect(post.body).toMatchObject({ errors: [{ message: expect.stringContaining('Product Projection Search (POST /shop/product-projections/search)') }] });
    const suggest = await sdkError(api().productProjections().suggest().get({ queryArgs: { 'searchKeywords.en': 'sh' } }).execute());
    expect(suggest.body).toMatchObject({ errors: [{ message: expect.stringContaining('Search Term Suggestions (GET /shop/product-projections/suggest)') }] });
  });

  it('answers Customer Search and Order Search with 501 naming them, HEAD without a body', async () => {
    const customers = await sdkError(api().customers().search().post({ body: { query: { fullText: { field: 'email', value: 'jen' } } } as never }).execute());
    expect(customers.body).toMatchObject({ errors: [{ message: expect.stringContaining('Customer Search (POST /shop/customers/search)') }] });
    const head = await fetch(`${API_HOST}/shop/orders/search`, { method: 'HEAD', headers: { authorization: `Bearer ${ct.issueToken({ scopes: ['manage_project:shop'] })}` } });
    expect({ status: head.status, body: await head.text() }).toEqual({ status: 501, body: '' });
    expect(ct.requests.at(-1)).toMatchObject({ operation: 'unmodelled', status: 501 });
  });

  it('takes a stub for a search endpoint, as for any path the mock does not model', async () => {
    await ct.stub({ method: 'GET', path: '/shop/product-projections/search', status: 200, body: { limit: 20, offset: 0, count: 0, total: 0, results: [], facets: {} } });
    const { body } = await api().productProjections().search().get().execute();
    expect(body).toEqual({ limit: 20, offset: 0, count: 0, total: 0, results: [], facets: {} });
  });
});
