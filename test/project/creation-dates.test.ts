import type { Project } from '@commercetools/platform-sdk';
import { describe, expect, it } from 'vitest';
import { createCommercetoolsMock, type ErrorResponse } from '../../src/index.js';
import { useMockServer } from '../support/mock-server.js';
import { expectErrorSchemaValid, expectSchemaValid } from '../support/schemas.js';
import { createApiRoot, sdkError } from '../support/sdk.js';
import { START } from '../support/time.js';

// The platform treats a Project by the day it was created (../shared/spec/README.md, Project,
// "Where the platform moved past service.md"), through the official SDK:
// - created after 3 March 2021: `searchIndexing.products` starts Deactivated (release note 2021-02-26);
// - created after 31 August 2026, without Product Projection Search enabled: enabling it is a
//   400 InvalidOperation, and the request changes nothing (release note 2026-08-31).
// "After a day" is from the next day on, midnight UTC; the mock's own createdAt is its clock.

const LAST_OPEN = '2026-08-31T23:59:59.999Z';
const FIRST_CLOSED = '2026-09-01T00:00:00.000Z';
const LAST_ACTIVATED = '2021-03-03T23:59:59.999Z';
const FIRST_DEACTIVATED = '2021-03-04T00:00:00.000Z';
const BY = { clientId: 'client-id', isPlatformClient: false };
const CLOSED = {
  code: 'InvalidOperation',
  message:
    'Projects created after 31 August 2026 cannot enable Product Projection Search (release note of 2026-08-31). ' +
    "Use Product Search (mode 'ProductsSearch'), or seed the Project with a createdAt up to 2026-08-31 to model an older one.",
};

const ct = useMockServer({
  indexingDurationMs: 60_000,
  projects: [
    { key: 'today' },
    { key: 'last-open', createdAt: LAST_OPEN },
    { key: 'first-closed', createdAt: FIRST_CLOSED },
    { key: 'last-activated', createdAt: LAST_ACTIVATED },
    { key: 'first-deactivated', createdAt: FIRST_DEACTIVATED },
    // A new Project that has Product Projection Search all the same, as a seed may say.
    { key: 'has-it', searchIndexing: { products: { status: 'Activated', lastModifiedAt: START } } },
    { key: 'indexing', searchIndexing: { products: { status: 'Indexing', lastModifiedAt: START } } },
  ],
});
const api = (projectKey: string) => createApiRoot({ projectKey, scopes: [`manage_project:${projectKey}`] });

async function read(projectKey: string): Promise<Project> {
  const { body } = await api(projectKey).get().execute();
  expectSchemaValid(body, 'project-api', 'Project');
  return body;
}

async function enable(projectKey: string, mode?: 'ProductProjectionsSearch' | 'ProductsSearch') {
  const { version } = await read(projectKey);
  const action = { action: 'changeProductSearchIndexingEnabled', enabled: true, ...(mode ? { mode } : {}) } as const;
  return api(projectKey).post({ body: { version, actions: [action] } }).execute();
}

/** Expects the 400 of a closed Product Projection Search, with the Project, as read and as stored, untouched. */
async function expectClosed(projectKey: string, actions: Parameters<ReturnType<typeof api>['post']>[0]['body']['actions']) {
  const before = await read(projectKey);
  const stored = ct.getProject(projectKey);
  const error = await sdkError(api(projectKey).post({ body: { version: before.version, actions } }).execute());
  expect(error.statusCode).toBe(400);
  expectErrorSchemaValid(error.body, 400);
  const body = error.body as ErrorResponse;
  expect(body.errors).toEqual([CLOSED]);
  expect(body.message).toBe(CLOSED.message);
  expect(await read(projectKey)).toEqual(before);
  expect(ct.getProject(projectKey)).toBe(stored);
}

describe('product indexing by creation date', () => {
  it.each([
    ['last-activated', LAST_ACTIVATED, 'Activated'],
    ['first-deactivated', FIRST_DEACTIVATED, 'Deactivated'],
    ['today', START, 'Deactivated'],
  ] as const)('starts %s (created %s) with products %s, stamped with its creation', async (projectKey, createdAt, status) => {
    const project = await read(projectKey);
    expect(project.createdAt).toBe(createdAt);
    expect(project.searchIndexing?.products).toEqual({ status, lastModifiedAt: createdAt });
    expect(project.searchIndexing?.productsSearch).toEqual({ status: 'Deactivated', lastModifiedAt: createdAt });
  });

  it.each([
    ['today', undefined],
    ['today', 'ProductProjectionsSearch'],
    ['first-closed', undefined],
    ['first-closed', 'ProductProjectionsSearch'],
  ] as const)('refuses to enable Product Projection Search on %s (mode %s) with InvalidOperation', async (projectKey, mode) => {
    await expectClosed(projectKey, [{ action: 'changeProductSearchIndexingEnabled', enabled: true, ...(mode ? { mode } : {}) }]);
  });

  it('fails the whole request: the actions before and after change nothing, the version included', async () => {
    await expectClosed('today', [
      { action: 'changeName', name: 'Renamed' },
      { action: 'changeProductSearchIndexingEnabled', enabled: true, mode: 'ProductsSearch' },
      { action: 'changeProductSearchIndexingEnabled', enabled: true },
      { action: 'changeOrderSearchStatus', status: 'Activated' },
    ]);
  });

  it('enables it on a Project created on 31 August 2026, which keeps the old behaviour', async () => {
    const { body } = await enable('last-open');
    expect(body.version).toBe(2);
    expect(body.searchIndexing?.products).toEqual({ status: 'Indexing', lastModifiedAt: START, lastModifiedBy: BY });
    ct.clock.advance(60_000);
    expect((await read('last-open')).searchIndexing?.products?.status).toBe('Activated');
  });

  it.each(['has-it', 'indexing'])('lets %s, which has it enabled already, enable it again: no error, no change', async (projectKey) => {
    const before = await read(projectKey);
    const { statusCode, body } = await enable(projectKey, 'ProductProjectionsSearch');
    expect(statusCode).toBe(200);
    expect(body).toEqual(before);
  });

  it('refuses it again once a new Project has disabled it', async () => {
    const { body } = await api('has-it').post({ body: { version: 1, actions: [{ action: 'changeProductSearchIndexingEnabled', enabled: false }] } }).execute();
    expect(body.searchIndexing?.products).toEqual({ status: 'Deactivated', lastModifiedAt: START, lastModifiedBy: BY });
    await expectClosed('has-it', [{ action: 'changeProductSearchIndexingEnabled', enabled: true }]);
  });

  it('leaves Product Search (mode ProductsSearch) to every Project', async () => {
    for (const projectKey of ['today', 'first-closed']) {
      const { body } = await enable(projectKey, 'ProductsSearch');
      expect(body.searchIndexing?.productsSearch).toEqual({ status: 'Indexing', lastModifiedAt: START, lastModifiedBy: BY });
    }
  });
});

describe('the creation date of a seed', () => {
  it('is the mock clock when the seed gives none, so the clock decides which rules a default Project follows', async () => {
    const older = createCommercetoolsMock({ now: LAST_OPEN, projects: [{ key: 'shop' }] });
    const root = createApiRoot({ projectKey: 'shop', httpClient: older.fetch });
    const { body } = await root.post({ body: { version: 1, actions: [{ action: 'changeProductSearchIndexingEnabled', enabled: true }] } }).execute();
    expect(body.createdAt).toBe(LAST_OPEN);
    expect(body.searchIndexing?.products?.status).toBe('Indexing');
  });

  it('is taken by ct.addProject too, with the same rules', async () => {
    ct.addProject({ key: 'added-open', createdAt: LAST_OPEN });
    ct.addProject({ key: 'added-closed', createdAt: FIRST_CLOSED });
    expect((await enable('added-open')).body.searchIndexing?.products?.status).toBe('Indexing');
    await expectClosed('added-closed', [{ action: 'changeProductSearchIndexingEnabled', enabled: true }]);
  });

  it('may be in any ISO form: the instant decides', async () => {
    ct.addProject({ key: 'offset', createdAt: '2026-09-01T01:30:00+02:00' });
    expect((await enable('offset')).body.searchIndexing?.products?.status).toBe('Indexing');
  });

  it.each([['yesterday'], ['2026-13-01T00:00:00.000Z'], [''], [20260901]])('is refused with a TypeError naming createdAt when it is %j', (createdAt) => {
    const draft = { key: 'bad', createdAt: createdAt as string };
    expect(() => createCommercetoolsMock({ projects: [draft] })).toThrow(TypeError);
    expect(() => createCommercetoolsMock({ projects: [draft] })).toThrow(/^commercetools-msw: the seeded Project 'bad' is invalid: createdAt: /);
    expect(() => ct.addProject(draft)).toThrow(/^commercetools-msw: the seeded Project 'bad' is invalid: createdAt: /);
    expect(ct.getProject('bad')).toBeUndefined();
  });
});
