import { describe, expect, it } from 'vitest';
import { createApiRoot } from '../support/sdk.js';
import { useMockServer } from '../support/mock-server.js';
import { expectSchemaValid } from '../support/schemas.js';
import { START } from '../support/time.js';

// 'shop' is created when the mock is (2030): it may not start Product Projection Search, so the
// timing of `products` is shown on 'older', created in 2021 before 4 March: its `products` index
// starts Activated, and it may enable it again.
const ct = useMockServer({ projects: [{ key: 'shop' }, { key: 'older', createdAt: '2021-01-15T00:00:00.000Z' }], indexingDurationMs: 120_000 });
const api = createApiRoot({ projectKey: 'shop', scopes: ['manage_project:shop'] });
const olderApi = createApiRoot({ projectKey: 'older', scopes: ['manage_project:older'] });
// The SDK's client credentials flow: the mock records this client as who changed an index.
const BY = { clientId: 'client-id', isPlatformClient: false };

async function enableProductsSearch(version: number) {
  return api
    .post({ body: { version, actions: [{ action: 'changeProductSearchIndexingEnabled', enabled: true, mode: 'ProductsSearch' }] } })
    .execute();
}

describe('product search indexing on the mock clock', () => {
  it('shows Indexing until the indexing duration has passed, then Activated', async () => {
    const started = await enableProductsSearch(1);
    expect(started.body.searchIndexing?.productsSearch).toEqual({ status: 'Indexing', lastModifiedAt: START, lastModifiedBy: BY });

    ct.clock.advance(119_999);
    expect((await api.get().execute()).body.searchIndexing?.productsSearch?.status).toBe('Indexing');

    ct.clock.advance(1);
    const done = await api.get().execute();
    // Completion is the platform's own change: it keeps who started indexing.
    expect(done.body.searchIndexing?.productsSearch).toEqual({ status: 'Activated', lastModifiedAt: '2030-01-01T00:02:00.000Z', lastModifiedBy: BY });
    expectSchemaValid(done.body, 'project-api', 'Project');
  });

  it('stamps completion with the time indexing finished, not the time it was read, and keeps the version', async () => {
    await enableProductsSearch(1);
    ct.clock.advance(3_600_000);
    const { body } = await api.get().execute();
    expect(body.searchIndexing?.productsSearch?.lastModifiedAt).toBe('2030-01-01T00:02:00.000Z');
    expect(body.version).toBe(2);
  });

  it('indexes `products` when no mode is given, independently of `productsSearch`, on a Project created by 31 August 2026', async () => {
    await olderApi.post({ body: { version: 1, actions: [{ action: 'changeProductSearchIndexingEnabled', enabled: false }] } }).execute();
    ct.clock.advance(1000);
    const { body } = await olderApi
      .post({ body: { version: 2, actions: [{ action: 'changeProductSearchIndexingEnabled', enabled: true }] } })
      .execute();
    expect(body.searchIndexing?.products).toEqual({ status: 'Indexing', lastModifiedAt: '2030-01-01T00:00:01.000Z', lastModifiedBy: BY });
    expect(body.searchIndexing?.productsSearch?.status).toBe('Deactivated');
    ct.clock.advance(120_000);
    expect((await olderApi.get().execute()).body.searchIndexing?.products?.status).toBe('Activated');
  });

  it('deactivates at once and cancels pending indexing', async () => {
    await enableProductsSearch(1);
    const { body } = await api
      .post({ body: { version: 2, actions: [{ action: 'changeProductSearchIndexingEnabled', enabled: false, mode: 'ProductsSearch' }] } })
      .execute();
    expect(body.searchIndexing?.productsSearch?.status).toBe('Deactivated');
    ct.clock.advance(600_000);
    expect((await api.get().execute()).body.searchIndexing?.productsSearch?.status).toBe('Deactivated');
  });

  it('lets an update that arrives after completion see Activated', async () => {
    await enableProductsSearch(1);
    ct.clock.advance(120_000);
    const { body } = await api.post({ body: { version: 2, actions: [{ action: 'changeName', name: 'After' }] } }).execute();
    expect(body.searchIndexing?.productsSearch?.status).toBe('Activated');
    expect(ct.getProject('shop')?.searchIndexing?.productsSearch?.status).toBe('Activated');
  });

  it('treats enabling an index that is already indexing or active as no change', async () => {
    await enableProductsSearch(1);
    const again = await enableProductsSearch(2);
    expect(again.body.version).toBe(2);
    // Product Projection Search, active on a Project created by 31 August 2026.
    const products = await olderApi
      .post({ body: { version: 1, actions: [{ action: 'changeProductSearchIndexingEnabled', enabled: true }] } })
      .execute();
    expect(products.body.version).toBe(1);
  });

  it.each([
    ['changeOrderSearchStatus', 'orders'],
    ['changeCustomerSearchStatus', 'customers'],
    ['changeBusinessUnitSearchStatus', 'businessUnits'],
  ] as const)('%s switches %s at once, stamped from the clock', async (action, key) => {
    ct.clock.advance(5_000);
    const { body } = await api.post({ body: { version: 1, actions: [{ action, status: 'Activated' }] } }).execute();
    expect(body.searchIndexing?.[key]).toEqual({ status: 'Activated', lastModifiedAt: '2030-01-01T00:00:05.000Z', lastModifiedBy: BY });
  });

  it('returns to the creation state and clock on reset', async () => {
    await enableProductsSearch(1);
    ct.clock.advance(120_000);
    ct.reset();
    expect(ct.clock.isoNow()).toBe(START);
    expect((await api.get().execute()).body.searchIndexing?.productsSearch?.status).toBe('Deactivated');
  });
});
