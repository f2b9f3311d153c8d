import { it } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { createCommercetoolsMock, type CommercetoolsMock, type Project } from '../../src/index.js';
import { INVALID_COUNTRIES, INVALID_CURRENCIES, INVALID_LOCALES, projectScenario, withKey, type ProjectScenario, type ProjectStep, type VersionSpec } from './arbitraries.js';
import { expectJsonEqual, expectReply, modelParameters, propertyTimeout, runSteps, send, START, START_MS, type Reply } from './harness.js';
import { isModelCountry, isModelCurrency, isModelLocale, MODEL_CLIENT, modelRoleId, ProjectModel, type Expected, type ProjectSeedSpec } from './project-model.js';

// Model-based test of Project updates: random sequences of update requests (valid and invalid
// actions, several per request, right and stale versions, malformed bodies, more than 500
// actions), reads, HEADs, requests for an unknown Project and clock moves, each checked against
// the reference model in project-model.ts. Replay a failure with MODEL_SEED and MODEL_PATH
// (TESTING.md, "Model-based tests").

const API = 'https://api.europe-west1.gcp.commercetools.com';
const AUTH = 'https://auth.europe-west1.gcp.commercetools.com';
const INDEXING_MS = 60_000;
const UNKNOWN_PROJECT = 'nope';

/** The seed as `createCommercetoolsMock` takes it. */
function draftFor(seed: ProjectSeedSpec): Partial<Project> & { key: string } {
  const draft: Partial<Project> & { key: string } = { key: seed.key, languages: seed.languages };
  if (seed.countries) draft.countries = seed.countries;
  if (seed.currencies) draft.currencies = seed.currencies;
  if (seed.withoutShoppingLists) draft.shoppingLists = undefined;
  if (seed.withoutBusinessUnits) draft.businessUnits = undefined;
  if (seed.withoutSearchIndexing) draft.searchIndexing = undefined;
  else if (seed.productsIndexing) {
    const deactivated = { status: 'Deactivated' as const, lastModifiedAt: START };
    draft.searchIndexing = {
      products: { status: 'Indexing', lastModifiedAt: START },
      productsSearch: deactivated,
      orders: deactivated,
      customers: deactivated,
      businessUnits: deactivated,
    };
  }
  if (seed.legacyMessages) draft.messages = { enabled: false };
  if (seed.externalOAuth) draft.externalOAuth = seed.externalOAuth;
  if (seed.version !== undefined) draft.version = seed.version;
  if (seed.createdAt !== undefined) draft.createdAt = seed.createdAt;
  return draft;
}

function versionEntry(spec: VersionSpec, current: number): [string, unknown][] {
  switch (spec.kind) {
    case 'current':
      return [['version', current]];
    case 'offset':
      return [['version', current + spec.delta]];
    case 'raw':
      return [['version', spec.value]];
    case 'omit':
      return [];
  }
}

/** The body text a step sends; the version is filled in from the model's current one. */
function bodyText(step: ProjectStep, current: number): string {
  switch (step.kind) {
    case 'update': {
      let body = Object.fromEntries(versionEntry(step.version, current));
      body = withKey(body, 'actions', step.actions);
      if (step.extra) body = withKey(body, step.extra[0], step.extra[1]);
      return JSON.stringify(body);
    }
    case 'updateActionsNotArray':
      return JSON.stringify(withKey(Object.fromEntries(versionEntry(step.version, current)), 'actions', step.actions));
    case 'bulk': {
      const actions: unknown[] = Array.from({ length: step.count }, () => step.action);
      if (step.broken) actions[step.broken.at % step.count] = step.broken.action;
      return JSON.stringify(withKey(Object.fromEntries(versionEntry(step.version, current)), 'actions', actions));
    }
    case 'rawBody':
    case 'unknownProject':
      return step.text;
    default:
      return '';
  }
}

/** A token from the token endpoint, for MODEL_CLIENT with its scopes. */
async function clientToken(ct: CommercetoolsMock): Promise<string> {
  const reply = await send(ct.fetch, `${AUTH}/oauth/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${btoa(`${MODEL_CLIENT}:model-secret`)}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  });
  const { access_token: accessToken } = reply.body as { access_token: string };
  return accessToken;
}

async function runScenario({ seed, steps }: ProjectScenario): Promise<void> {
  const scopes = [`manage_project:${seed.key}`, `manage_project:${UNKNOWN_PROJECT}`];
  const ct: CommercetoolsMock = createCommercetoolsMock({
    now: START,
    indexingDurationMs: INDEXING_MS,
    projects: [draftFor(seed)],
    // An API client is of one Project; a valid token gets the unknown Project's 404 whatever its scopes.
    auth: { clients: [{ clientId: MODEL_CLIENT, clientSecret: 'model-secret', scopes: [`manage_project:${seed.key}`] }] },
  });
  for (const store of seed.stores) ct.addStore(seed.key, store);
  for (const key of seed.associateRoles) ct.addAssociateRole(seed.key, { key, id: modelRoleId(key) });
  const model = new ProjectModel(seed, START_MS, INDEXING_MS);
  // A token of the API client, whom index changes record as lastModifiedBy, or one of no client.
  const token = seed.viaClient ? await clientToken(ct) : ct.issueToken({ scopes });
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const projectUrl = `${API}/${seed.key}`;

  // The model's defaults are those of docs/api.md: the seeded Project must be what the model built.
  expectJsonEqual(ct.getProject(seed.key), model.stored(), 'the seeded Project');

  await runSteps(steps, async (step) => {
    if (step.kind === 'advance') {
      ct.clock.advance(step.ms);
      model.advance(step.ms);
      expectJsonEqual(ct.getProject(seed.key), model.stored(), 'the Project after the clock moved');
      return;
    }
    const before = structuredClone(ct.getProject(seed.key));
    let expected: Expected;
    let reply: Reply;
    if (step.kind === 'get') {
      expected = model.get();
      reply = await send(ct.fetch, projectUrl, { method: 'GET', headers });
    } else if (step.kind === 'head') {
      expected = model.head();
      reply = await send(ct.fetch, projectUrl, { method: 'HEAD', headers });
    } else if (step.kind === 'unknownProject') {
      expected = ProjectModel.unknown(UNKNOWN_PROJECT, step.method);
      const init: RequestInit = { method: step.method, headers };
      if (step.method === 'POST') init.body = step.text;
      reply = await send(ct.fetch, `${API}/${UNKNOWN_PROJECT}`, init);
    } else {
      const text = bodyText(step, model.version);
      expected = model.update(text);
      reply = await send(ct.fetch, projectUrl, { method: 'POST', headers, body: text });
    }
    expectReply(reply, expected, 'project-api', 'Project');
    // A failed request changes nothing, the version included, whatever the model says.
    if (reply.status >= 400) expectJsonEqual(ct.getProject(seed.key), before, 'the Project after a failed request');
    // The whole stored state (header unmasked) is what the model holds.
    expectJsonEqual(ct.getProject(seed.key), model.stored(), 'the stored Project');
  });
}

describe('Project updates against the reference model', () => {
  it('draws codes only from sets the model judges exactly', () => {
    for (const code of INVALID_COUNTRIES) expect(isModelCountry(code), code).toBe(false);
    for (const code of INVALID_CURRENCIES) expect(isModelCurrency(code), code).toBe(false);
    for (const code of INVALID_LOCALES) expect(isModelLocale(code), code).toBe(false);
  });

  it.prop([projectScenario], modelParameters<[ProjectScenario]>())(
    'every request sequence matches the model: status, error codes, body, schema, stored state',
    runScenario,
    propertyTimeout(),
  );
});
