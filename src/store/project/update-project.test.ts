import { freeze } from 'immer';
import { describe, expect, it } from 'vitest';
import { buildProject } from './build-project.js';
import type { ProjectRecord } from './project-record.js';
import { settleIndexing } from './settle-indexing.js';
import { updateProject } from './update-project.js';

const AT = '2030-01-01T00:00:00.000Z';
const context = { now: Date.parse(AT), isoNow: AT, indexingDurationMs: 1000 };
const record = (): ProjectRecord =>
  freeze({ project: buildProject({ key: 'shop', languages: ['en', 'de'] }, AT), stores: [], indexingCompletesAt: {} }, true);

describe('updateProject, without HTTP', () => {
  it('returns the very same record when nothing changes, so the version stays', () => {
    const before = record();
    const result = updateProject(before, { version: 1, actions: [{ action: 'changeCountries', countries: ['DE', 'US'] }] }, context);
    expect(result.ok && result.value).toBe(before);
  });

  it('shares untouched parts of the Project with the previous record', () => {
    const before = record();
    const result = updateProject(before, { version: 1, actions: [{ action: 'changeName', name: 'New' }] }, context);
    if (!result.ok) throw new Error('expected success');
    expect(result.value.project.version).toBe(2);
    expect(result.value.project.carts).toBe(before.project.carts);
  });

  it('leaves the record untouched when a later action fails', () => {
    const before = record();
    const result = updateProject(
      before,
      { version: 1, actions: [{ action: 'changeName', name: 'New' }, { action: 'changeCurrencies', currencies: [] }] },
      context,
    );
    expect(result.ok).toBe(false);
    expect(before.project.name).toBe('shop');
  });

  it('settles due indexing without touching the version', () => {
    const started = updateProject(record(), { version: 1, actions: [{ action: 'changeProductSearchIndexingEnabled', enabled: true, mode: 'ProductsSearch' }] }, context);
    if (!started.ok) throw new Error('expected success');
    expect(settleIndexing(started.value, context.now + 999)).toBe(started.value);
    const settled = settleIndexing(started.value, context.now + 1000);
    expect(settled.project.searchIndexing?.productsSearch).toEqual({ status: 'Activated', lastModifiedAt: '2030-01-01T00:00:01.000Z' });
    expect(settled.project.version).toBe(2);
    expect(settled.indexingCompletesAt).toEqual({});
  });
});
