import type { GraphQLResponse } from '@commercetools/platform-sdk';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CommercetoolsMock, CommercetoolsMockOptions } from '../../src/index.js';
import { declaring, graphqlClient } from '../support/graphql-client.js';
import { officialQuery } from '../support/official-graphql.js';
import { useThreeTransports } from '../support/three-transports.js';
import { START } from '../support/time.js';

// Fields of the read types whose GraphQL shape is not REST's field of the same name (an order's
// customer, refused gifts, asset dimensions, suggest tokenizers), the arguments of nested lists,
// and what a field REST's representation does not define answers: through the official SDK's
// apiRoot.graphql(), over msw, ct.fetch and the served mock. Every query is checked against the
// official schema first.

const OPTIONS = { now: START, projects: [{ key: 'shop', languages: ['en'], currencies: ['EUR'], countries: ['DE'] }] } satisfies CommercetoolsMockOptions;

async function seed(ct: CommercetoolsMock): Promise<void> {
  const add = declaring(ct);
  const attribute = { isRequired: false, attributeConstraint: 'None', isSearchable: true, inputHint: 'SingleLine' };
  await add({
    typeId: 'product-type',
    key: 'shirt',
    name: 'Shirt',
    description: 'Shirts',
    attributes: [
      { name: 'color', label: { en: 'Colour' }, type: { name: 'text' }, ...attribute },
      { name: 'size', label: { en: 'Size' }, type: { name: 'enum', values: [{ key: 'S', label: 'Small' }, { key: 'M', label: 'Medium' }] }, ...attribute },
    ],
  });
  await add({ typeId: 'category', key: 'men', name: { en: 'Men' }, slug: { en: 'men' }, assets: [{ key: 'banner', name: { en: 'Banner' }, sources: [{ uri: 'https://img.example/men.png', dimensions: { w: 300, h: 100 } }, { uri: 'https://img.example/men.pdf' }] }] });
  await add({
    typeId: 'product',
    key: 'oxford',
    name: { en: 'Oxford' },
    slug: { en: 'oxford' },
    productType: { typeId: 'product-type', key: 'shirt' },
    searchKeywords: { en: [{ text: 'shirt', suggestTokenizer: { type: 'whitespace' } }, { text: 'blue oxford', suggestTokenizer: { type: 'custom', inputs: ['blue', 'oxford'] } }, { text: 'oxford' }] },
    masterVariant: { key: 'oxford-1', sku: 'OXFORD-1' },
    variants: [{ key: 'oxford-2', sku: 'OXFORD-2' }],
    publish: true,
  });
  await add({ typeId: 'customer', key: 'ann', email: 'ann@example.com', password: 'secret', firstName: 'Ann' });
  const total = { type: 'centPrecision', centAmount: 4900, currencyCode: 'EUR' };
  await add({ typeId: 'order', key: 'o-1', orderNumber: 'o-1', totalPrice: total, customer: { typeId: 'customer', key: 'ann' }, lineItems: [] });
  await add({ typeId: 'order', key: 'o-2', orderNumber: 'o-2', totalPrice: total, lineItems: [] });
}

const { transports: TRANSPORTS } = useThreeTransports(OPTIONS);

type Json = Record<string, unknown>;
/** Each error as the field it names, its path and its code. */
const named = (errors: GraphQLResponse['errors']) =>
  errors?.map(({ path, extensions, message }) => ({ path, code: extensions?.['code'], named: /the GraphQL field (\S+),/.exec(message)?.[1] }));

describe.each(TRANSPORTS)('GraphQL read fields over %s', (_, transport) => {
  beforeEach(async () => {
    const { mock } = transport();
    mock.reset();
    await seed(mock);
  });
  const { send, refused } = graphqlClient(transport);
  const rest = async (path: string): Promise<Json> => {
    const t = transport();
    const token = t.mock.issueToken({ scopes: ['manage_project:shop'] });
    return (await (await t.httpClient(`${t.apiHost}/shop/${path}`, { headers: { authorization: `Bearer ${token}` } })).json()) as Json;
  };

  it('expands an order’s customer from its customerId, as REST’s expand shows the customer, needing only the scope of orders', async () => {
    const ann = await rest('customers/key=ann');
    const query = officialQuery('{ withCustomer: order(orderNumber: "o-1") { customerId customer { id key email } } without: order(orderNumber: "o-2") { customerId customer { id } } }');
    expect(await send({ query }, ['view_orders:shop'])).toEqual({
      data: { withCustomer: { customerId: ann['id'], customer: { id: ann['id'], key: 'ann', email: 'ann@example.com' } }, without: { customerId: null, customer: null } },
    });
  });

  it('reads an order’s refusedGiftsRefs from REST’s refusedGifts', async () => {
    const order = await rest('orders/order-number=o-1');
    const query = officialQuery('{ order(orderNumber: "o-1") { refusedGiftsRefs { typeId id } refusedGifts { id } } }');
    expect(order['refusedGifts']).toEqual([]);
    expect(await send({ query })).toEqual({ data: { order: { refusedGiftsRefs: order['refusedGifts'], refusedGifts: [] } } });
  });

  it('answers a field REST’s representation does not define with NotModelledByMock naming it, and one REST defines and leaves out with null', async () => {
    // REST's Order has no placement; it has purchaseOrderNumber and locale, which this order leaves out.
    const query = officialQuery('{ order(orderNumber: "o-1") { orderNumber placement purchaseOrderNumber locale } }');
    const { data, errors } = await send({ query });
    expect(data).toEqual({ order: { orderNumber: 'o-1', placement: null, purchaseOrderNumber: null, locale: null } });
    expect(named(errors)).toEqual([{ path: ['order', 'placement'], code: 'NotModelledByMock', named: 'Order.placement' }]);
  });

  it('answers an asset source’s dimensions as width and height from REST’s w and h', async () => {
    const query = officialQuery('{ category(key: "men") { assets { key sources { uri dimensions { width height } } } } }');
    expect(await send({ query })).toEqual({
      data: { category: { assets: [{ key: 'banner', sources: [{ uri: 'https://img.example/men.png', dimensions: { width: 300, height: 100 } }, { uri: 'https://img.example/men.pdf', dimensions: null }] }] } },
    });
  });

  it('tells a search keyword’s suggest tokenizer by REST’s type', async () => {
    const query = officialQuery(`{ product(key: "oxford") { masterData { current {
      searchKeyword(locale: "en") { text suggestTokenizer { __typename type ... on CustomSuggestTokenizer { inputs } } }
    } } } }`);
    expect(await send({ query })).toEqual({
      data: {
        product: {
          masterData: {
            current: {
              searchKeyword: [
                { text: 'shirt', suggestTokenizer: { __typename: 'WhitespaceSuggestTokenizer', type: 'whitespace' } },
                { text: 'blue oxford', suggestTokenizer: { __typename: 'CustomSuggestTokenizer', type: 'custom', inputs: ['blue', 'oxford'] } },
                { text: 'oxford', suggestTokenizer: null },
              ],
            },
          },
        },
      },
    });
  });

  it.each([
    ['attributeDefinitions(limit: -1)', '{ productType(key: "shirt") { attributeDefinitions(limit: -1) { total } } }', 'limit'],
    ['attributeDefinitions(offset: -2)', '{ productType(key: "shirt") { attributeDefinitions(offset: -2) { total } } }', 'offset'],
    ['values(offset: -1)', '{ productType(key: "shirt") { attributeDefinitions(includeNames: ["size"]) { results { type { ... on EnumAttributeDefinitionType { values(offset: -1) { total } } } } } } }', 'offset'],
    ['values(limit: -3)', '{ productType(key: "shirt") { attributeDefinitions(includeNames: ["size"]) { results { type { ... on EnumAttributeDefinitionType { values(limit: -3) { total } } } } } } }', 'limit'],
  ])('refuses %s with InvalidInput, HTTP 400 and data null, as the root fields’ page bounds', async (_name, document, bound) => {
    const { statusCode, body } = await refused({ query: officialQuery(document) });
    expect(statusCode).toBe(400);
    expect(body).toMatchObject({ data: null, errors: [{ message: `Malformed parameter: ${bound}: The ${bound} parameter must not be negative.`, extensions: { code: 'InvalidInput' } }] });
  });

  it('pages attributeDefinitions from a limit and offset of zero, and refuses one below', async () => {
    const query = officialQuery('{ productType(key: "shirt") { attributeDefinitions(limit: 1, offset: 1) { total results { name } } none: attributeDefinitions(limit: 0, offset: 0) { results { name } } } }');
    expect(await send({ query })).toEqual({ data: { productType: { attributeDefinitions: { total: 2, results: [{ name: 'size' }] }, none: { results: [] } } } });
    const below = await refused({ query: officialQuery('{ productType(key: "shirt") { attributeDefinitions(limit: 0, offset: -1) { total } } }') });
    expect(below.statusCode).toBe(400);
  });

  it('answers project beside a read as it answers project alone: the Project’s fields are the projection’s, not REST representations’', async () => {
    // An update through the API records who changed the index: an Initiator, a type the reads share.
    const { version } = (await send({ query: officialQuery('{ project { version } }') })).data.project as { version: number };
    const update = officialQuery('mutation ($version: Long!) { updateProject(version: $version, actions: [{ changeOrderSearchStatus: { status: Activated } }]) { version } }');
    expect((await send({ query: update, variables: { version } })).errors).toBeUndefined();
    const project = officialQuery('{ project { searchIndexing { orders { lastModifiedBy { clientId isPlatformClient userRef { id } } } } } }');
    const alone = await send({ query: project });
    expect(alone.errors).toBeUndefined();
    const beside = await send({ query: officialQuery('{ project { searchIndexing { orders { lastModifiedBy { clientId isPlatformClient userRef { id } } } } } products { total } }') });
    expect(beside).toEqual({ data: { ...alone.data, products: { total: 1 } } });
  });

  it.each([
    ['no argument', '{ product(key: "oxford") { masterData { current { variant { sku } } } } }'],
    ['both arguments', '{ product(key: "oxford") { masterData { current { variant(sku: "OXFORD-2", key: "oxford-2") { sku } } } } }'],
  ])('refuses ProductData.variant given %s with InvalidInput, as a read of one', async (_name, document) => {
    const { statusCode, body } = await refused({ query: officialQuery(document) });
    expect(statusCode).toBe(400);
    expect(body).toEqual({
      data: null,
      errors: [{ message: 'Exactly one of following arguments required: `sku`, `key`.', locations: [expect.any(Object)], path: ['product', 'masterData', 'current', 'variant'], extensions: { code: 'InvalidInput' } }],
    });
  });
});
