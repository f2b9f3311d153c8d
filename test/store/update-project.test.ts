import { freeze } from 'immer';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildProject } from '../../src/store/project/build-project.js';
import type { ProjectRecord } from '../../src/store/project/project-record.js';
import { loadProjectRequests } from '../../src/store/project/project-store.js';
import { updateProject } from '../../src/store/project/update-project.js';

// updateProject through the store's module API, as src/store/project/update-project.test.ts uses
// it: a request that leaves the Project's fields as they were, but not the rest of the record.

const AT = '2030-01-01T00:00:00.000Z';
const context = { now: Date.parse(AT), isoNow: AT, indexingDurationMs: 1000 };
const disable = { action: 'changeProductSearchIndexingEnabled', enabled: false, mode: 'ProductsSearch' };

// Product search indexing is a request-only action, which loads as the update route loads it.
beforeAll(() => loadProjectRequests());

describe('an update that keeps the Project but changes its indexing deadline', () => {
  // A record whose index is Deactivated while a deadline is still pending for it: disabling it
  // again writes no field of the Project, but cancels the deadline.
  const record = (): ProjectRecord =>
    freeze(
      {
        project: buildProject({ key: 'shop', languages: ['en'] }, AT),
        stores: [{ key: 'berlin', languages: ['en'] }],
        associateRoles: [],
        indexingCompletesAt: { productsSearch: context.now + 500 },
      },
      true,
    );

  it('keeps the Project, its version included, and returns the record without the deadline', () => {
    const before = record();
    const result = updateProject(before, { version: 1, actions: [disable] }, context);
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    expect(result.value).not.toBe(before);
    expect(result.value.project).toBe(before.project);
    expect(result.value.project.version).toBe(1);
    expect(result.value.indexingCompletesAt).toEqual({});
    expect(result.value.stores).toEqual([{ key: 'berlin', languages: ['en'] }]);
    expect(Object.isFrozen(result.value)).toBe(true);
  });

  it('returns the very record when neither the Project nor the rest changes', () => {
    const before = freeze({ ...record(), indexingCompletesAt: {} }, true);
    const result = updateProject(before, { version: 1, actions: [disable, { action: 'changeName', name: 'shop' }] }, context);
    expect(result.ok && result.value).toBe(before);
  });
});
