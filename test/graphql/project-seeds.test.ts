import { describe, expect, it } from 'vitest';
import { createCommercetoolsMock } from '../../src/index.js';
import { officialQuery } from '../support/official-graphql.js';
import { createApiRoot } from '../support/sdk.js';
import { START } from '../support/time.js';

// A seeded Project may leave out what REST makes optional and GraphQL does not: the field says so.

describe('a Project seeded without what GraphQL requires', () => {
  it('answers an index without its lastModifiedAt with an error naming the seed field, not a made-up stamp', async () => {
    const ct = createCommercetoolsMock({ now: START, projects: [{ key: 'shop', searchIndexing: { orders: { status: 'Activated' } } }] });
    const apiRoot = createApiRoot({ projectKey: 'shop', httpClient: ct.fetch });
    const { body: rest } = await apiRoot.get().execute();
    expect(rest.searchIndexing?.orders).toEqual({ status: 'Activated' });
    const query = officialQuery('{ project { key searchIndexing { orders { status lastModifiedAt } } } }');
    const { body } = await apiRoot.graphql().post({ body: { query } }).execute();
    expect(body).toEqual({
      data: { project: { key: 'shop', searchIndexing: { orders: null } } },
      errors: [
        {
          message:
            'commercetools-msw cannot answer the GraphQL field OrderSearchConfiguration.lastModifiedAt: the Project was seeded without searchIndexing.orders.lastModifiedAt, which the platform always has and GraphQL requires. Give it in the seed.',
          locations: [{ line: 1, column: 50 }],
          path: ['project', 'searchIndexing', 'orders', 'lastModifiedAt'],
          extensions: { code: 'NotModelledByMock' },
        },
      ],
    });
  });

  it('answers the index when the seed gives its stamp', async () => {
    const ct = createCommercetoolsMock({ now: START, projects: [{ key: 'shop', searchIndexing: { customers: { status: 'Activated', lastModifiedAt: START } } }] });
    const apiRoot = createApiRoot({ projectKey: 'shop', httpClient: ct.fetch });
    const query = officialQuery('{ project { searchIndexing { customers { status lastModifiedAt } } } }');
    const { body } = await apiRoot.graphql().post({ body: { query } }).execute();
    expect(body).toEqual({ data: { project: { searchIndexing: { customers: { status: 'Activated', lastModifiedAt: START } } } } });
  });

  it('answers who changed an index as GraphQL’s Initiator, alone or beside a read', async () => {
    const lastModifiedBy = { clientId: 'importer', isPlatformClient: false, customer: { typeId: 'customer', id: 'c-1' } };
    const ct = createCommercetoolsMock({ now: START, projects: [{ key: 'shop', searchIndexing: { products: { status: 'Activated', lastModifiedAt: START, lastModifiedBy } } }] });
    const apiRoot = createApiRoot({ projectKey: 'shop', httpClient: ct.fetch });
    const expected = { clientId: 'importer', isPlatformClient: false, customerRef: { typeId: 'customer', id: 'c-1' }, associateRef: null };
    const who = 'project { searchIndexing { products { lastModifiedBy { clientId isPlatformClient customerRef { typeId id } associateRef { id } } } } }';
    for (const query of [officialQuery(`{ ${who} }`), officialQuery(`{ ${who} products { total } }`)]) {
      const { body } = await apiRoot.graphql().post({ body: { query } }).execute();
      expect(body.data?.['project']).toEqual({ searchIndexing: { products: { lastModifiedBy: expected } } });
    }
  });
});
