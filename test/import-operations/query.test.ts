import { describe, expect, it } from 'vitest';
import { useMockServer } from '../support/mock-server.js';
import { createImportApiRoot } from '../support/sdk.js';
import { category, expectImportError, importCategories, manage, operationsOf, operationsUrl, PROCESSING_MS, raw } from './helpers.js';

// GET .../import-containers/{key}/import-operations: paging, sorting, filters, debug, and 400s.

const ct = useMockServer({ projects: [{ key: 'shop' }], importContainers: { shop: [{ key: 'catalog' }, { key: 'empty' }] } });

/** Five categories; 'orphan' references a missing parent and stays unresolved. */
async function seedOperations(): Promise<string[]> {
  const first = await importCategories(ct, 'catalog', [category('bb'), category('orphan', 'missing'), category('aa')]);
  ct.clock.advance(1000);
  const second = await importCategories(ct, 'catalog', [category('dd'), category('cc')]);
  ct.clock.advance(PROCESSING_MS - 1000);
  return [...first, ...second];
}

describe('querying operations', () => {
  it('lists them in creation order with exact count and total, 20 by default', async () => {
    const ids = await seedOperations();
    const page = await operationsOf(ct, 'catalog');
    expect(page).toMatchObject({ limit: 20, offset: 0, count: 5, total: 5 });
    expect(page.results.map((operation) => operation.id)).toEqual(ids);
    expect(page.results.map((operation) => operation.state)).toEqual(['imported', 'unresolved', 'imported', 'processing', 'processing']);
  });

  it('pages with limit and offset', async () => {
    const ids = await seedOperations();
    const page = await operationsOf(ct, 'catalog', '?limit=2&offset=1');
    expect(page).toMatchObject({ limit: 2, offset: 1, count: 2, total: 5 });
    expect(page.results.map((operation) => operation.id)).toEqual(ids.slice(1, 3));
    expect((await operationsOf(ct, 'catalog', '?limit=0')).results).toEqual([]);
    expect(await operationsOf(ct, 'catalog', '?offset=10')).toMatchObject({ count: 0, total: 5, results: [] });
  });

  it('filters by state and by resourceKey, with total counting the matches', async () => {
    await seedOperations();
    const processing = await operationsOf(ct, 'catalog', '?state=processing');
    expect(processing).toMatchObject({ count: 2, total: 2 });
    expect(processing.results.map((operation) => operation.resourceKey)).toEqual(['dd', 'cc']);
    const orphan = await operationsOf(ct, 'catalog', '?resourceKey=orphan');
    expect(orphan.results.map((operation) => operation.state)).toEqual(['unresolved']);
    expect(await operationsOf(ct, 'catalog', '?resourceKey=orphan&state=imported')).toMatchObject({ count: 0, total: 0 });
    expect((await operationsOf(ct, 'catalog', '?resourceKey=nothing')).total).toBe(0);
  });

  it('shows unresolvedReferences only with debug=true', async () => {
    await seedOperations();
    const plain = await operationsOf(ct, 'catalog', '?state=unresolved');
    expect(plain.results[0]).not.toHaveProperty('unresolvedReferences');
    const debug = await operationsOf(ct, 'catalog', '?state=unresolved&debug=true');
    expect(debug.results[0]?.unresolvedReferences).toEqual([{ typeId: 'category', key: 'missing' }]);
    expect((await operationsOf(ct, 'catalog', '?state=unresolved&debug=false')).results[0]).not.toHaveProperty('unresolvedReferences');
  });

  it('sorts by repeated sort parameters, ties in creation order', async () => {
    await seedOperations();
    const byKey = await operationsOf(ct, 'catalog', '?sort=resourceKey+asc');
    expect(byKey.results.map((operation) => operation.resourceKey)).toEqual(['aa', 'bb', 'cc', 'dd', 'orphan']);
    const byKeyDesc = await operationsOf(ct, 'catalog', '?sort=resourceKey+desc');
    expect(byKeyDesc.results.map((operation) => operation.resourceKey)).toEqual(['orphan', 'dd', 'cc', 'bb', 'aa']);
    const byCreatedThenKey = await operationsOf(ct, 'catalog', '?sort=createdAt+desc&sort=resourceKey+asc');
    expect(byCreatedThenKey.results.map((operation) => operation.resourceKey)).toEqual(['cc', 'dd', 'aa', 'bb', 'orphan']);
    const byState = await operationsOf(ct, 'catalog', '?sort=state+asc');
    expect(byState.results.map((operation) => operation.resourceKey)).toEqual(['bb', 'aa', 'dd', 'cc', 'orphan']);
    for (const field of ['lastModifiedAt', 'version', 'expiresAt']) {
      expect((await operationsOf(ct, 'catalog', `?sort=${field}+asc`)).total).toBe(5);
    }
  });

  it('sees changes after an earlier query: kept orders do not go stale', async () => {
    await seedOperations();
    expect((await operationsOf(ct, 'catalog', '?state=processing')).total).toBe(2);
    ct.clock.advance(1000);
    expect((await operationsOf(ct, 'catalog', '?state=processing')).total).toBe(0);
    expect((await operationsOf(ct, 'catalog', '?state=imported')).total).toBe(4);
    await importCategories(ct, 'catalog', [category('ee')]);
    expect((await operationsOf(ct, 'catalog', '?state=processing')).total).toBe(1);
  });

  it('takes the query through the official SDK', async () => {
    await seedOperations();
    const { body } = await createImportApiRoot({ projectKey: 'shop' })
      .importContainers()
      .withImportContainerKeyValue({ importContainerKey: 'catalog' })
      .importOperations()
      .get({ queryArgs: { limit: 1, sort: ['resourceKey desc'], state: 'imported', debug: true } })
      .execute();
    expect(body).toMatchObject({ limit: 1, count: 1, total: 2 });
    expect(body.results[0]?.resourceKey).toBe('bb');
  });

  it('answers an empty container with no results', async () => {
    expect(await operationsOf(ct, 'empty')).toStrictEqual({ limit: 20, offset: 0, count: 0, total: 0, results: [] });
  });
});

describe('bad query parameters', () => {
  const cases: [string, RegExp][] = [
    ['limit=501', /'limit' must be a whole number from 0 to 500/],
    ['limit=-1', /'limit'/],
    ['limit=2.5', /'limit'/],
    ['offset=10001', /'offset' must be a whole number from 0 to 10000/],
    ['sort=key+asc', /'key asc' is not a valid sort.*createdAt, lastModifiedAt, resourceKey, state, version, expiresAt/],
    ['sort=state+up', /'state up' is not a valid sort/],
    ['state=done', /'state' must be one of processing, validationFailed/],
    ['debug=yes', /'debug' must be true or false/],
  ];
  it.each(cases)('answers %s with 400 InvalidInput', async (query, message) => {
    await seedOperations();
    const reply = await raw('GET', `${operationsUrl('catalog')}?${query}`, { token: manage(ct) });
    const error = expectImportError(reply.status, reply.body, 400, ['InvalidInput']);
    expect(error.message).toMatch(message);
  });

  it('lists every bad parameter', async () => {
    const reply = await raw('GET', `${operationsUrl('catalog')}?limit=x&offset=y&state=z`, { token: manage(ct) });
    expectImportError(reply.status, reply.body, 400, ['InvalidInput', 'InvalidInput', 'InvalidInput']);
  });

  it('answers an unknown container with 404, and an unknown Project with 404', async () => {
    const missing = await raw('GET', operationsUrl('nope'), { token: manage(ct) });
    expectImportError(missing.status, missing.body, 404, ['ResourceNotFound']);
    const project = await raw('GET', operationsUrl('catalog', 'ghost'), { token: ct.issueToken({ scopes: ['manage_project:ghost'] }) });
    expectImportError(project.status, project.body, 404, ['ResourceNotFound']);
  });
});
