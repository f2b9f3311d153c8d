import { describe, expect, it } from 'vitest';
import { createCommercetoolsMock } from '../../src/index.js';
import { createFactories, FACTORY_REFERENCE_DATE } from '../../src/factories/index.js';
import { expectSchemaValid } from '../support/schemas.js';
import { createApiRoot } from '../support/sdk.js';

// f.project() builds a Project that has been around: a random version, createdAt and sometimes
// trialUntil, so a test that expects `version: 2` after one update fails with it. f.newProject()
// builds the Project as the platform shows it just after creating it.

const SEEDS = Array.from({ length: 30 }, (_, index) => index);

describe('f.project()', () => {
  it('has a random version, a createdAt up to ten years back and sometimes a trialUntil, as docs/fixtures-and-factories.md says', () => {
    const projects = SEEDS.map((seed) => createFactories({ seed }).project());
    const versions = new Set(projects.map((project) => project.version));
    expect(versions.size).toBeGreaterThan(10);
    expect([...versions].every((version) => Number.isInteger(version) && version >= 1 && version <= 100)).toBe(true);
    const reference = Date.parse(FACTORY_REFERENCE_DATE);
    for (const { createdAt } of projects) {
      expect(Date.parse(createdAt)).toBeLessThan(reference);
      expect(Date.parse(createdAt)).toBeGreaterThanOrEqual(reference - 10 * 366 * 86_400_000);
    }
    const withTrial = projects.filter((project) => project.trialUntil !== undefined).length;
    expect(withTrial).toBeGreaterThan(0);
    expect(withTrial).toBeLessThan(projects.length);
  });
});

describe('f.newProject()', () => {
  it('starts at version 1, created at the reference date, without a trial, and is otherwise what project() builds for the same call', () => {
    for (const seed of SEEDS) {
      const built = createFactories({ seed }).project();
      const fresh = createFactories({ seed }).newProject();
      expect(fresh).toMatchObject({ version: 1, createdAt: FACTORY_REFERENCE_DATE });
      expect(fresh).not.toHaveProperty('trialUntil');
      expect(fresh.searchIndexing?.products?.status).toBe('Deactivated'); // created after 31 August 2026
      for (const index of Object.values(fresh.searchIndexing ?? {})) expect(index.lastModifiedAt).toBe(FACTORY_REFERENCE_DATE);
      const { version: _v, createdAt: _c, trialUntil: _t, searchIndexing: _s, ...rest } = built;
      const { version: _fv, createdAt: _fc, searchIndexing: _fs, ...freshRest } = fresh;
      expect(freshRest).toEqual(rest);
      expectSchemaValid(fresh, 'project-api', 'Project');
    }
  });

  it('moves the sequence on as project() does, and takes overrides that win over its own', () => {
    const [a, b] = [createFactories({ seed: 5 }), createFactories({ seed: 5 })];
    a.newProject();
    b.project();
    expect(a.project()).toEqual(b.project());
    const f = createFactories({ seed: 5 });
    expect(f.newProject({ key: 'shop', version: 4, trialUntil: '2030-03' })).toMatchObject({ key: 'shop', version: 4, trialUntil: '2030-03', createdAt: FACTORY_REFERENCE_DATE });
    const older = f.newProject({ createdAt: '2020-05-01T00:00:00.000Z' });
    expect(older.version).toBe(1);
    for (const index of Object.values(older.searchIndexing ?? {})) expect(Date.parse(index.lastModifiedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(older.createdAt));
  });

  it('answers version 2 after one update through the official SDK, whatever the seed', async () => {
    for (const seed of SEEDS.slice(0, 8)) {
      const f = createFactories({ seed });
      const project = f.newProject({ key: 'shop' });
      const ct = createCommercetoolsMock({ now: FACTORY_REFERENCE_DATE, projects: [project] });
      const api = createApiRoot({ projectKey: 'shop', httpClient: ct.fetch });
      const { body: read } = await api.get().execute();
      expect(read).toMatchObject({ version: 1, createdAt: FACTORY_REFERENCE_DATE });
      const { body } = await api.post({ body: { version: read.version, actions: [{ action: 'changeName', name: 'Shop' }] } }).execute();
      expect(body).toMatchObject({ name: 'Shop', version: 2 });
    }
  });
});
