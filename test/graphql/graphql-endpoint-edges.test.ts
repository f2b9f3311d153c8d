import { afterEach, describe, expect, it } from 'vitest';
import { createCommercetoolsMock } from '../../src/index.js';
import { graphqlClient } from '../support/graphql-client.js';
import { officialQuery } from '../support/official-graphql.js';
import { API_HOST, createApiRoot } from '../support/sdk.js';
import { START } from '../support/time.js';

// The endpoint's rules at their edges (src/graphql/execute-graphql.ts, reads/read-root-fields.ts):
// the page bounds at and past each end, an answer whose errors are of both kinds, authentication
// off, arguments given their default or null, fragments and a subscription at the root. Through
// ct.fetch alone: graphql-endpoint.test.ts runs every transport.

const ct = createCommercetoolsMock({ now: START, projects: [{ key: 'shop' }] });
afterEach(() => ct.reset());

const { apiRoot, send, refused } = graphqlClient(() => ({ httpClient: ct.fetch }));
const codes = (errors: readonly { extensions?: Record<string, unknown> }[] | undefined) => errors?.map(({ extensions }) => extensions?.['code']);

describe('the GraphQL endpoint at its edges', () => {
  it('takes a limit of 0 to 500 and an offset of 0 to 10 000, and refuses one past either end', async () => {
    const page = (args: string) => ({ query: officialQuery(`{ products(${args}) { offset count } }`) });
    expect(await send(page('limit: 0, offset: 0'))).toEqual({ data: { products: { offset: 0, count: 0 } } });
    expect(await send(page('limit: 500, offset: 10000'))).toEqual({ data: { products: { offset: 10_000, count: 0 } } });
    for (const [args, name, max] of [
      ['offset: -1', 'offset', 10_000],
      ['offset: 10001', 'offset', 10_000],
      ['limit: -1', 'limit', 500],
    ] as const) {
      const { statusCode, body } = await refused(page(args));
      expect(statusCode).toBe(400);
      expect(body).toMatchObject({ data: null, errors: [{ message: `Malformed parameter: ${name}: The ${name} parameter must be in the range of [0..${max}]`, path: ['products'], extensions: { code: 'InvalidInput' } }] });
    }
  });

  it('refuses a page bound past either end on a root field it does not model, InvalidInput rather than NotModelledByMock', async () => {
    const search = (args: string) => ({ query: officialQuery(`{ productProjectionSearch(${args}) { total } }`) });
    for (const [args, name, max] of [
      ['offset: -1', 'offset', 10_000],
      ['offset: 10001', 'offset', 10_000],
      ['limit: 501', 'limit', 500],
    ] as const) {
      const { statusCode, body } = await refused(search(args));
      expect(statusCode).toBe(400);
      expect(body).toMatchObject({ data: null, errors: [{ message: `Malformed parameter: ${name}: The ${name} parameter must be in the range of [0..${max}]`, extensions: { code: 'InvalidInput' } }] });
    }
    for (const args of ['offset: 10000', 'limit: 500', 'limit: 0, offset: 0']) expect(codes((await send(search(args))).errors)).toEqual(['NotModelledByMock']);
  });

  it('answers every field with authentication off, where no token carries scopes', async () => {
    const open = createCommercetoolsMock({ now: START, auth: false, projects: [{ key: 'shop', name: 'Shop' }] });
    const post = async (query: string) => {
      const response = await open.fetch(`${API_HOST}/shop/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: officialQuery(query) }) });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    expect(await post('{ project { name } }')).toEqual({ status: 200, body: { data: { project: { name: 'Shop' } } } });
    // The answer kept for the Project is given again, as to a token that may read it.
    expect(await post('{ project { name } }')).toEqual({ status: 200, body: { data: { project: { name: 'Shop' } } } });
    expect(await post('{ products { total } }')).toEqual({ status: 200, body: { data: { products: { total: 0 } } } });
    expect(await post('mutation { updateProject(version: 1, actions: [{ changeName: { name: "Open" } }]) { name } }')).toEqual({ status: 200, body: { data: { updateProject: { name: 'Open' } } } });
  });

  it('takes an argument given its default or null as left out, and names one it does not honour', async () => {
    const named = async (query: string) => (await send({ query: officialQuery(query) })).errors?.map(({ message }) => /the GraphQL field (.+?), /.exec(message)?.[1]);
    expect(await send({ query: officialQuery('{ product(key: "nope", projectExpandedProducts: false) { id } products(projectExpandedProducts: false) { total } }') })).toEqual({
      data: { product: null, products: { total: 0 } },
    });
    // null is no value, as leaving the argument out: one naming argument is given.
    expect(await send({ query: officialQuery('{ product(key: "nope", id: null) { id } }') })).toEqual({ data: { product: null } });
    expect(await named('{ product(key: "nope", projectExpandedProducts: true) { id } }')).toEqual(['Query.product(projectExpandedProducts:)']);
    expect(await named('{ products(where: "key = \\"a\\"", projectExpandedProducts: true) { total } }')).toEqual(['Query.products(projectExpandedProducts:)']);
  });

  it('answers the Project alike on the reads\u2019 schema, where every field resolves from REST, as on its own', async () => {
    const shop = createCommercetoolsMock({ now: START, projects: [{ key: 'shop', shippingRateInputType: { type: 'CartClassification', values: [{ key: 'S', label: { en: 'Small', de: 'Klein' } }] } }] });
    const post = async (query: string) => (await createApiRoot({ projectKey: 'shop', scopes: ['manage_project:shop'], httpClient: shop.fetch }).graphql().post({ body: { query: officialQuery(query) } }).execute()).body;
    const project = 'project { shippingRateInputType { __typename ... on CartClassificationType { values { key label(locale: "de") labelAllLocales { locale value } } } } }';
    const expected = { shippingRateInputType: { __typename: 'CartClassificationType', values: [{ key: 'S', label: 'Klein', labelAllLocales: [{ locale: 'en', value: 'Small' }, { locale: 'de', value: 'Klein' }] }] } };
    expect(await post(`{ ${project} }`)).toEqual({ data: { project: expected } });
    // products takes the document to the reads' schema, whose resolvers read REST's representations.
    expect(await post(`{ ${project} products { total } }`)).toEqual({ data: { project: expected, products: { total: 0 } } });
  });

  it('answers root fields selected through fragments, inline or spread', async () => {
    expect(await send({ query: officialQuery('{ ... on Query { project { key } } ...Root } fragment Root on Query { products { total } }') })).toEqual({
      data: { project: { key: 'shop' }, products: { total: 0 } },
    });
  });

  it('refuses a subscription, which the official schema has none of, as invalid, never as a mutation of the same name', async () => {
    // Broken on purpose: the official schema has no Subscription type. A check that took it for a
    // mutation would name Mutation.createCart NotModelledByMock.
    expect(await refused({ query: 'subscription { createCart(draft: { currency: "EUR" }) { id } }' })).toEqual({
      statusCode: 400,
      body: { errors: [{ message: 'The subscription operation is not supported by the schema.', locations: [{ line: 1, column: 1 }], extensions: { code: 'InvalidInput' } }] },
    });
  });

  it('answers HTTP 400 and data null when one of its errors is InvalidInput, whatever the others are', async () => {
    // product names no resource; order is refused for the scope the token lacks. Both are
    // nullable: an error in a non-null root field nulls the data and graphql-js drops the rest.
    const { statusCode, body } = await refused({ query: officialQuery('{ product { key } order(orderNumber: "o-1") { id } }') }, ['view_products:shop']);
    expect(statusCode).toBe(400);
    expect(body).toMatchObject({ data: null });
    expect(codes((body as { errors?: { extensions?: Record<string, unknown> }[] }).errors)?.toSorted()).toEqual(['InvalidInput', 'insufficient_scope']);
  });
});
