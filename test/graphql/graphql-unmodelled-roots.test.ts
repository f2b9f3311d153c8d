import { afterEach, describe, expect, it } from 'vitest';
import type { CommercetoolsMockOptions } from '../../src/index.js';
import { graphqlClient } from '../support/graphql-client.js';
import { officialQuery } from '../support/official-graphql.js';
import { sdkError } from '../support/sdk.js';
import { useThreeTransports } from '../support/three-transports.js';
import { START } from '../support/time.js';

// What issue 34 lists as the platform's and not the mock's (inStore, productProjectionSearch,
// limits) answers NotModelledByMock naming the field and no data, and an offset beyond 10 000 is
// refused as a limit beyond 500 is: through the official SDK's apiRoot.graphql(), over msw,
// ct.fetch and the served mock. Every query is valid on the official schema.

const OPTIONS = { now: START, projects: [{ key: 'shop', languages: ['en'], currencies: ['EUR'], countries: ['DE'] }] } satisfies CommercetoolsMockOptions;

const { transports: TRANSPORTS, mocks } = useThreeTransports(OPTIONS);
afterEach(() => {
  for (const mock of mocks()) mock.reset();
});

describe.each(TRANSPORTS)('GraphQL root fields the mock does not model, over %s', (_, transport) => {
  const { apiRoot, send } = graphqlClient(transport);

  it.each([
    ['inStore', '{ inStore(key: "berlin") { customer(key: "ann") { id } } }'],
    ['productProjectionSearch', '{ productProjectionSearch(text: "shirt", locale: "en") { total results { id } } }'],
    ['limits', '{ limits { query { offset { limit } } } }'],
  ])('answers %s with NotModelledByMock naming it, and no data', async (field, document) => {
    // Each is a non-null root field: its error nulls `data`, as graphql-js does for any.
    expect(await send({ query: officialQuery(document) })).toEqual({
      data: null,
      errors: [{ message: expect.stringContaining(`the GraphQL field Query.${field},`), locations: [{ line: 1, column: 3 }], path: [field], extensions: { code: 'NotModelledByMock' } }],
    });
  });

  it('answers an offset beyond 10 000 InvalidInput, HTTP 400 and data null, worded as the release note words a limit beyond 500', async () => {
    expect(await sdkError(apiRoot().graphql().post({ body: { query: officialQuery('{ products(offset: 10001) { results { id } } }') } }).execute())).toEqual({
      statusCode: 400,
      body: {
        data: null,
        errors: [
          {
            message: 'Malformed parameter: offset: The offset parameter must be in the range of [0..10000]',
            locations: [{ line: 1, column: 3 }],
            path: ['products'],
            extensions: { code: 'InvalidInput' },
          },
        ],
      },
    });
    // The bound itself is a valid offset.
    expect(await send({ query: officialQuery('{ products(offset: 10000) { offset count } }') })).toEqual({ data: { products: { offset: 10000, count: 0 } } });
  });
});
