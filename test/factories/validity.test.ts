import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommercetoolsMock, type CommercetoolsMock, type ImportContainer, type Project } from '../../src/index.js';
import { createFactories, FACTORY_REFERENCE_DATE, type Factories } from '../../src/factories/index.js';
import { envCount } from '../support/env-count.js';
import { STRICT_LISTEN } from '../support/listen-options.js';
import { expectSchemaValid } from '../support/schemas.js';
import { API_HOST, IMPORT_HOST } from '../support/sdk.js';

// For many seeds: the built Project seeds a mock, every built update action is accepted (200)
// through the HTTP API, built Import Container drafts are created (201), built containers seed
// and come back unchanged, and every body validates against the official schemas.

// FACTORY_SEEDS shortens the run where the factories are not what is tested: the mutation test
// runs this file against many mutants of the store (fewer seeds can only let more mutants live).
const SEEDS = [...Array.from({ length: envCount('FACTORY_SEEDS', 200) }, (_, index) => index), 2 ** 31, 2 ** 32 - 1];

// One server for all seeds; each seed gets its own mock, whose handlers replace the last ones.
const server = setupServer();
beforeAll(() => server.listen(STRICT_LISTEN));
afterAll(() => server.close());

function serve(projects: Project[]): { ct: CommercetoolsMock; headers: Record<string, string> } {
  const ct = createCommercetoolsMock({ projects, now: FACTORY_REFERENCE_DATE });
  server.resetHandlers(...ct.handlers);
  const scopes = projects.map((project) => `manage_project:${project.key}`);
  return { ct, headers: { authorization: `Bearer ${ct.issueToken({ scopes })}`, 'content-type': 'application/json' } };
}

async function call(url: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, init);
  return { status: response.status, body: await response.json() };
}

/** The Project as responses show it: the authorization header masked to its last four characters. */
function masked(project: Project): Project {
  if (!project.externalOAuth) return project;
  const { authorizationHeader } = project.externalOAuth;
  return { ...project, externalOAuth: { ...project.externalOAuth, authorizationHeader: `****${authorizationHeader.slice(-4)}` } };
}

describe.each(SEEDS)('seed %i', (seed) => {
  let f: Factories;
  beforeAll(() => {
    f = createFactories({ seed });
  });

  it('builds a Project that seeds a mock, validates, and comes back as it was', async () => {
    const project = f.project();
    expectSchemaValid(project, 'project-api', 'Project');
    const { ct, headers } = serve([project]);
    expect(ct.getProject(project.key)).toEqual(project);
    const { status, body } = await call(`${API_HOST}/${project.key}`, { headers });
    expect(status).toBe(200);
    expectSchemaValid(body, 'project-api', 'Project');
    expect(body).toEqual(masked(project));
    ct.addStore(project.key, f.storeFor(project));
    ct.addStore(project.key, f.store({ languages: project.languages.slice(0, 1) }));
  });

  it('builds every update action so that the mock applies it with 200', async () => {
    const project = f.project();
    const { ct, headers } = serve([project]);
    // The roles the actions name are the test's to declare, as a user's test would.
    const declareRole = (action: { action: string; associateRole?: { key: string } }) => {
      if (action.associateRole) ct.addAssociateRole(project.key, { key: action.associateRole.key });
    };
    let version = project.version;
    for (const [name, build] of Object.entries(f.actions)) {
      const action = build();
      expect(action.action).toBe(name);
      declareRole(action);
      expectSchemaValid(action, 'project-api', 'ProjectUpdateAction');
      const { status, body } = await call(`${API_HOST}/${project.key}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ version, actions: [action] }),
      });
      expect({ action, status, body }).toMatchObject({ status: 200 });
      expectSchemaValid(body, 'project-api', 'Project');
      version = (body as Project).version;
    }
    // The same actions in one request, applied together.
    const actions = Object.values(f.actions).map((build) => build());
    actions.forEach(declareRole);
    const { status } = await call(`${API_HOST}/${project.key}`, { method: 'POST', headers, body: JSON.stringify({ version, actions }) });
    expect(status).toBe(200);
  });

  it('builds Import Container drafts that are created with 201, and containers that seed as they are', async () => {
    const project = f.project();
    const { ct, headers } = serve([project]);
    const draft = f.importContainerDraft();
    expectSchemaValid(draft, 'import-api', 'ImportContainerDraft');
    const created = await call(`${IMPORT_HOST}/${project.key}/import-containers`, { method: 'POST', headers, body: JSON.stringify(draft) });
    expect({ draft, ...created }).toMatchObject({ status: 201, body: draft });
    expectSchemaValid(created.body, 'import-api', 'ImportContainer');

    const container = f.importContainer();
    expectSchemaValid(container, 'import-api', 'ImportContainer');
    expect(ct.addImportContainer(project.key, container)).toEqual(container);
    const fetched = await call(`${IMPORT_HOST}/${project.key}/import-containers/${container.key}`, { headers });
    expect(fetched.status).toBe(200);
    expect(fetched.body).toEqual(container);
  });
});

describe('built values obey the rules directly', () => {
  const factories = SEEDS.map((seed) => createFactories({ seed }));
  const projects = factories.map((f) => f.project());

  it('gives Project keys without spaces or colons, within 36 characters, unique within an instance', () => {
    for (const { key } of projects) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const { key } of projects) expect(key.length).toBeLessThanOrEqual(36);
    const f = createFactories({ seed: 3 });
    const keys = Array.from({ length: 500 }, () => f.project().key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives ISO timestamps, versions of at least 1 and YYYY-MM trial ends', () => {
    for (const project of projects) {
      expect(new Date(project.createdAt).toISOString()).toBe(project.createdAt);
      expect(Date.parse(project.createdAt)).toBeLessThanOrEqual(Date.parse(FACTORY_REFERENCE_DATE));
      expect(Number.isSafeInteger(project.version) && project.version >= 1).toBe(true);
      if (project.trialUntil !== undefined) expect(project.trialUntil).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/);
      for (const values of Object.values(project.searchIndexing ?? {})) {
        expect(values.lastModifiedAt && Date.parse(values.lastModifiedAt)).toBeGreaterThanOrEqual(Date.parse(project.createdAt));
      }
    }
    expect(projects.some((project) => project.trialUntil !== undefined)).toBe(true);
  });

  it('keeps numbers within their ranges', () => {
    for (const project of projects) {
      expect(project.messages.deleteDaysAfterCreation).toBeGreaterThanOrEqual(1);
      expect(project.messages.deleteDaysAfterCreation).toBeLessThanOrEqual(90);
      for (const days of [project.carts.deleteDaysAfterLastModification, project.shoppingLists?.deleteDaysAfterLastModification ?? 1]) {
        expect(days).toBeGreaterThanOrEqual(1);
        expect(days).toBeLessThanOrEqual(365_250);
      }
      const minutes = project.inventory.reservationExpirationInMinutes ?? 1;
      expect(minutes).toBeGreaterThanOrEqual(1);
      expect(minutes).toBeLessThanOrEqual(44_640);
    }
  });

  it('gives https introspection URLs and headers without outer spaces', () => {
    for (const f of factories) {
      const { url, authorizationHeader } = f.externalOAuth();
      expect(new URL(url).protocol).toBe('https:');
      expect(authorizationHeader).toMatch(/^[^ ].+[^ ]$/);
    }
  });

  it('gives unique classification keys with labels in canonical locales, in the Project language when in a Project', () => {
    for (const [index, f] of factories.entries()) {
      const { values } = f.cartClassification();
      expect(new Set(values.map((value) => value.key)).size).toBe(values.length);
      const project = f.project({ shippingRateInputType: { type: 'CartClassification' } });
      const shipping = project.shippingRateInputType;
      if (shipping?.type !== 'CartClassification') throw new Error(`seed ${SEEDS[index]}: no classification`);
      for (const value of shipping.values) {
        for (const locale of Object.keys(value.label)) {
          expect(project.languages).toContain(locale);
          expect(Intl.getCanonicalLocales(locale)).toEqual([locale]);
        }
      }
    }
  });

  it('gives Import Container keys the pattern allows, and times to live from 1h to 30d', () => {
    const units: Record<string, number> = { m: 1, h: 60, d: 1440 };
    for (const f of factories) {
      const draft = f.importContainerDraft({ retentionPolicy: {} });
      expect(draft.key).toMatch(/^[a-zA-Z0-9_-]+$/);
      const match = /^(\d+)(m|h|d)$/.exec(draft.retentionPolicy?.config.timeToLive ?? '');
      const minutes = Number(match?.[1]) * (units[match?.[2] ?? ''] ?? Number.NaN);
      expect(minutes).toBeGreaterThanOrEqual(60);
      expect(minutes).toBeLessThanOrEqual(30 * 1440);
    }
  });

  it('builds containers that are still alive at the reference date', () => {
    const containers: ImportContainer[] = factories.map((f) => f.importContainer());
    for (const container of containers) {
      expect(Date.parse(container.createdAt)).toBeLessThanOrEqual(Date.parse(FACTORY_REFERENCE_DATE));
      expect(Date.parse(container.expiresAt)).toBeGreaterThan(Date.parse(FACTORY_REFERENCE_DATE));
      expect(Date.parse(container.lastModifiedAt)).toBeGreaterThanOrEqual(Date.parse(container.createdAt));
      if (container.version === 1) expect(container.lastModifiedAt).toBe(container.createdAt);
    }
  });
});
