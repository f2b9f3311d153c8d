import { describe, expect, it } from 'vitest';
import { createCommercetoolsMock } from '../../src/index.js';
import { createFactories, FACTORY_REFERENCE_DATE } from '../../src/factories/index.js';
import { expectSchemaValid } from '../support/schemas.js';
import { createApiRoot } from '../support/sdk.js';

// The factories follow the platform's rules by creation date: a Project created after 31 August
// 2026 never has Product Projection Search, and the built changeProductSearchIndexingEnabled
// enables Product Search, which any Project may start. Checked through the official SDK.

const CLOSED_FROM = Date.parse('2026-09-01T00:00:00.000Z');
const SEEDS = Array.from({ length: 40 }, (_, index) => index);

describe('factories and the creation date', () => {
  it('build Projects created after 31 August 2026 with products Deactivated, and older ones with either', () => {
    const statuses = new Set<string | undefined>();
    for (const seed of SEEDS) {
      const project = createFactories({ seed }).project();
      if (Date.parse(project.createdAt) >= CLOSED_FROM) expect(project.searchIndexing?.products?.status, project.createdAt).toBe('Deactivated');
      else statuses.add(project.searchIndexing?.products?.status);
    }
    expect(statuses).toEqual(new Set(['Activated', 'Deactivated']));
  });

  it('follow an overridden createdAt', () => {
    const f = createFactories({ seed: 3 });
    for (let index = 0; index < 20; index += 1) {
      expect(f.project({ createdAt: '2026-09-01T00:00:00.000Z' }).searchIndexing?.products?.status).toBe('Deactivated');
    }
    expect(f.searchIndexing().products?.status).toBe('Deactivated');
  });

  it('build changeProductSearchIndexingEnabled so that a new Project accepts it, enabled or not', async () => {
    for (const seed of SEEDS.slice(0, 12)) {
      const f = createFactories({ seed });
      const project = f.project({ createdAt: '2029-06-01T00:00:00.000Z' });
      const ct = createCommercetoolsMock({ now: FACTORY_REFERENCE_DATE, projects: [project] });
      const api = createApiRoot({ projectKey: project.key, httpClient: ct.fetch });
      for (const action of [f.actions.changeProductSearchIndexingEnabled(), f.actions.changeProductSearchIndexingEnabled({ enabled: true })]) {
        if (action.enabled) expect(action.mode).toBe('ProductsSearch');
        const { body: current } = await api.get().execute();
        const { statusCode, body } = await api.post({ body: { version: current.version, actions: [action] } }).execute();
        expect(statusCode).toBe(200);
        expectSchemaValid(body, 'project-api', 'Project');
      }
    }
  });

  it('still let overrides ask for Product Projection Search, which such a Project refuses', () => {
    const action = createFactories({ seed: 5 }).actions.changeProductSearchIndexingEnabled({ enabled: true, mode: 'ProductProjectionsSearch' });
    expect(action).toEqual({ action: 'changeProductSearchIndexingEnabled', enabled: true, mode: 'ProductProjectionsSearch' });
  });
});
