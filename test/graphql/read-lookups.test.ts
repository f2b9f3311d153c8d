import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CommercetoolsMockOptions } from '../../src/index.js';
import { graphqlClient } from '../support/graphql-client.js';
import { officialQuery } from '../support/official-graphql.js';
import { useThreeTransports } from '../support/three-transports.js';
import { START } from '../support/time.js';

// A read of one names its resource by an argument, whose value is taken as it is: REST's paths
// name a key as `key=...` and an order's number as `order-number=...`, GraphQL's `id:` never.

const OPTIONS = { now: START, projects: [{ key: 'shop' }] } satisfies CommercetoolsMockOptions;
const { transports: TRANSPORTS, mocks } = useThreeTransports(OPTIONS);
afterEach(() => {
  for (const mock of mocks()) mock.reset();
});

describe.each(TRANSPORTS)('over %s', (_, transport) => {
  const client = graphqlClient(transport);
  const send = (query: string) => client.send({ query: officialQuery(query) });

  beforeEach(async () => {
    const { mock } = transport();
    await mock.addResource('shop', { typeId: 'category', key: 'men', name: { en: 'Men' }, slug: { en: 'men' } });
    await mock.addResource('shop', { typeId: 'order', key: 'o-1', orderNumber: 'o-1', totalPrice: { type: 'centPrecision', centAmount: 100, currencyCode: 'EUR' }, lineItems: [] });
  });

  it('reads an id shaped as REST’s key path as an id no resource has: null', async () => {
    expect(await send('{ byKey: category(key: "men") { key } byPath: category(id: "key=men") { key } }')).toEqual({ data: { byKey: { key: 'men' }, byPath: null } });
  });

  it('reads an id shaped as REST’s order-number path as an id no order has: null', async () => {
    expect(await send('{ byNumber: order(orderNumber: "o-1") { orderNumber } byPath: order(id: "order-number=o-1") { orderNumber } }')).toEqual({
      data: { byNumber: { orderNumber: 'o-1' }, byPath: null },
    });
  });

});
