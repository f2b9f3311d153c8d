import { describe, expect, it } from 'vitest';
import { createCommercetoolsMock } from '../../src/index.js';
import { useMockServer } from '../support/mock-server.js';
import { expectSchemaValid } from '../support/schemas.js';
import { API_HOST, createApiRoot } from '../support/sdk.js';
import { plus, START } from '../support/time.js';

// `lastModifiedBy` of a search index (../shared/spec/README.md, Project, "lastModifiedBy"): every
// change of an index's status records the API client whose token made it, as
// `{ clientId, isPlatformClient: false }`. A token that belongs to no client (`ct.issueToken`), or a
// request with authentication off, records none, and leaves out an earlier client's.

const clients = [
  { clientId: 'storefront-ci', clientSecret: 'secret-1', scopes: ['manage_project:shop'] },
  { clientId: 'backoffice', clientSecret: 'secret-2', scopes: ['manage_project:shop'] },
];
const ct = useMockServer({ projects: [{ key: 'shop' }], indexingDurationMs: 60_000, auth: { clients } });
const as = (clientId: string, clientSecret: string) => createApiRoot({ projectKey: 'shop', clientId, clientSecret });
const storefront = as('storefront-ci', 'secret-1');
const backoffice = as('backoffice', 'secret-2');
const by = (clientId: string) => ({ clientId, isPlatformClient: false });

async function post(root: typeof storefront, actions: Parameters<typeof storefront.post>[0]['body']['actions']) {
  const { body: before } = await root.get().execute();
  const { body } = await root.post({ body: { version: before.version, actions } }).execute();
  expectSchemaValid(body, 'project-api', 'Project');
  return body;
}

describe('lastModifiedBy of a search index', () => {
  it('names the client whose token changed the status, for every index', async () => {
    const body = await post(storefront, [
      { action: 'changeOrderSearchStatus', status: 'Activated' },
      { action: 'changeCustomerSearchStatus', status: 'Activated' },
      { action: 'changeBusinessUnitSearchStatus', status: 'Activated' },
      { action: 'changeProductSearchIndexingEnabled', enabled: true, mode: 'ProductsSearch' },
    ]);
    for (const key of ['orders', 'customers', 'businessUnits', 'productsSearch'] as const) {
      expect(body.searchIndexing?.[key]?.lastModifiedBy, key).toEqual(by('storefront-ci'));
    }
    // The index it did not change keeps its stamp and names no one.
    expect(body.searchIndexing?.products).toEqual({ status: 'Deactivated', lastModifiedAt: START });
  });

  it('names the last client to change it, and stays when a request sets the status it has', async () => {
    await post(storefront, [{ action: 'changeOrderSearchStatus', status: 'Activated' }]);
    ct.clock.advance(1000);
    const same = await post(backoffice, [{ action: 'changeOrderSearchStatus', status: 'Activated' }]);
    expect(same.version).toBe(2);
    expect(same.searchIndexing?.orders).toEqual({ status: 'Activated', lastModifiedAt: START, lastModifiedBy: by('storefront-ci') });
    const changed = await post(backoffice, [{ action: 'changeOrderSearchStatus', status: 'Deactivated' }]);
    expect(changed.searchIndexing?.orders).toEqual({ status: 'Deactivated', lastModifiedAt: plus(START, 1000), lastModifiedBy: by('backoffice') });
  });

  it('is left alone by changes to other settings', async () => {
    await post(storefront, [{ action: 'changeOrderSearchStatus', status: 'Activated' }]);
    const renamed = await post(backoffice, [{ action: 'changeName', name: 'Renamed' }]);
    expect(renamed.searchIndexing?.orders?.lastModifiedBy).toEqual(by('storefront-ci'));
  });

  it('keeps the client that started indexing when indexing completes, the platform\'s own change', async () => {
    await post(storefront, [{ action: 'changeProductSearchIndexingEnabled', enabled: true, mode: 'ProductsSearch' }]);
    ct.clock.advance(60_000);
    const { body } = await backoffice.get().execute();
    expect(body.searchIndexing?.productsSearch).toEqual({ status: 'Activated', lastModifiedAt: plus(START, 60_000), lastModifiedBy: by('storefront-ci') });
  });

  it('names no one for a token of ct.issueToken, which belongs to no client, and drops an earlier client', async () => {
    await post(storefront, [{ action: 'changeOrderSearchStatus', status: 'Activated' }]);
    const token = ct.issueToken({ scopes: ['manage_project:shop'] });
    const response = await fetch(`${API_HOST}/shop`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ version: 2, actions: [{ action: 'changeOrderSearchStatus', status: 'Deactivated' }] }),
    });
    const body = (await response.json()) as { searchIndexing: { orders: unknown } };
    expect(body.searchIndexing.orders).toEqual({ status: 'Deactivated', lastModifiedAt: START });
  });
});

describe('lastModifiedBy with authentication off', () => {
  it('is never recorded: no token is read, so no client is known', async () => {
    const open = createCommercetoolsMock({ auth: false, now: START, projects: [{ key: 'shop' }] });
    // The SDK still sends its token; with authentication off the mock does not look at it.
    const root = createApiRoot({ projectKey: 'shop', httpClient: open.fetch });
    const { body } = await root.post({ body: { version: 1, actions: [{ action: 'changeOrderSearchStatus', status: 'Activated' }] } }).execute();
    expect(body.searchIndexing?.orders).toEqual({ status: 'Activated', lastModifiedAt: START });
  });
});
