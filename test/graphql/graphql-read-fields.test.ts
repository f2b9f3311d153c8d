import type { GraphQLRequest, GraphQLResponse } from '@commercetools/platform-sdk';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CommercetoolsMock, CommercetoolsMockOptions } from '../../src/index.js';
import { officialQuery } from '../support/official-graphql.js';
import { createApiRoot, sdkError } from '../support/sdk.js';
import { useThreeTransports } from '../support/three-transports.js';
import { START } from '../support/time.js';

// Fields of the read types whose GraphQL shape is not REST's field of the same name (an order's
// customer, refused gifts), and what a field REST's representation does not define answers: through the official SDK's
// apiRoot.graphql(), over msw, ct.fetch and the served mock. Every query is checked against the
// official schema first.

const OPTIONS = { now: START, projects: [{ key: 'shop', languages: ['en'], currencies: ['EUR'], countries: ['DE'] }] } satisfies CommercetoolsMockOptions;

async function seed(ct: CommercetoolsMock): Promise<void> {
  const add = (resource: { typeId: string } & Record<string, unknown>) => ct.addResource('shop', resource as Parameters<CommercetoolsMock['addResource']>[1]);
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
  const apiRoot = (scopes = ['manage_project:shop']) => {
    const t = transport();
    return createApiRoot({ projectKey: 'shop', scopes, authHost: t.authHost, apiHost: t.apiHost, httpClient: t.httpClient });
  };
  const send = async (body: GraphQLRequest, scopes?: string[]): Promise<GraphQLResponse> => (await apiRoot(scopes).graphql().post({ body }).execute()).body;
  const refused = (body: GraphQLRequest) => sdkError(apiRoot().graphql().post({ body }).execute());
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
});
