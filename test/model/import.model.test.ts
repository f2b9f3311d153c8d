import { it } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { createCommercetoolsMock, type CommercetoolsMock, type ImportApiEvent } from '../../src/index.js';
import { bulkSeeds, importScenario, VALID_CONTAINER_KEYS, withKey, type ImportScenario, type ImportSeeds, type KeyRef, type VersionSpec } from './arbitraries.js';
import { expectJsonEqual, expectReply, modelParameters, propertyTimeout, runSteps, send, START, START_MS, type Reply } from './harness.js';
import { ImportModel, type ContainerSeedSpec, type Expected, type ModelEvent, type ModelQuery } from './import-model.js';

// Model-based test of Import Containers: random sequences of create (valid and invalid keys,
// resource types and retention policies, duplicates, prototype-like keys, the 1000 limit), get,
// update (right, stale and malformed versions), delete and query (limit, offset, sort) requests,
// requests for an unknown Project, and clock moves that make containers expire, each checked
// against the reference model in import-model.ts. Replay a failure with MODEL_SEED and MODEL_PATH
// (TESTING.md, "Model-based tests").

const IMPORT = 'https://import.europe-west1.gcp.commercetools.com';
const PROJECT = 'shop';
const UNKNOWN_PROJECT = 'nope';
const TEN_YEARS_S = 10 * 365 * 24 * 3600;
const collection = (projectKey: string) => `${IMPORT}/${projectKey}/import-containers`;
const item = (projectKey: string, key: string) => `${collection(projectKey)}/${encodeURIComponent(key)}`;

interface Harness {
  ct: CommercetoolsMock;
  token: string;
}

function toSeed(spec: ContainerSeedSpec) {
  const { timeToLive, ...rest } = spec;
  return timeToLive === undefined ? rest : { ...rest, retentionPolicy: { strategy: 'ttl', config: { timeToLive } } };
}

function newHarness(seeds: readonly ContainerSeedSpec[]): Harness {
  const ct = createCommercetoolsMock({ now: START, projects: [{ key: PROJECT }, { key: 'other' }], importContainers: { [PROJECT]: seeds.map(toSeed) } });
  // Long-lived, so that moving the clock by weeks never expires it.
  return { ct, token: ct.issueToken({ scopes: [`manage_project:${PROJECT}`, `manage_project:${UNKNOWN_PROJECT}`], expiresIn: TEN_YEARS_S }) };
}

// Near the limit a run starts from ~1000 containers: those mocks are built once and reset() between
// runs (which restores containers, events and the clock), so that runs stay fast.
const bulkHarnesses = new Map<number, Harness>();

function harnessFor(seeds: ImportSeeds): { harness: Harness; specs: ContainerSeedSpec[] } {
  if (seeds.kind === 'bulk') {
    const specs = bulkSeeds(seeds.count, START_MS);
    let harness = bulkHarnesses.get(seeds.count);
    if (!harness) {
      harness = newHarness(specs);
      bulkHarnesses.set(seeds.count, harness);
    }
    harness.ct.reset();
    return { harness, specs };
  }
  const specs = seeds.kind === 'few' ? seeds.seeds : [];
  return { harness: newHarness(specs), specs };
}

function resolveKey(ref: KeyRef, model: ImportModel): string {
  if (ref.kind === 'literal') return ref.key;
  const keys = model.keys();
  return keys.length === 0 ? (VALID_CONTAINER_KEYS[ref.index % VALID_CONTAINER_KEYS.length] ?? 'a') : (keys[ref.index % keys.length] ?? 'a');
}

function versionEntries(spec: VersionSpec, current: number): [string, unknown][] {
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

/** The query string: spaces travel as '+' (as the SDK sends them) or as '%20'. */
function queryString(query: ModelQuery, spaces: '+' | '%20'): string {
  const params = new URLSearchParams();
  if (query.limit !== undefined) params.append('limit', query.limit);
  if (query.offset !== undefined) params.append('offset', query.offset);
  for (const sort of query.sort) params.append('sort', sort);
  const text = params.toString();
  return text === '' ? '' : `?${spaces === '+' ? text : text.replaceAll('+', '%20')}`;
}

/** Events in a comparable form: deletions stamped alike are ordered by key (expiry order among equal stamps is not specified). */
function normalizeEvents(events: readonly { type: string; data: unknown; createdAt: string }[]) {
  const plain = events.map(({ type, data, createdAt }) => ({ type, data: JSON.parse(JSON.stringify(data)) as unknown, createdAt }));
  const keyOf = (data: unknown) => String((data as { key?: unknown }).key);
  for (let start = 0; start < plain.length; ) {
    let end = start + 1;
    const first = plain[start];
    while (first && first.type === 'ImportContainerDeleted' && plain[end]?.type === 'ImportContainerDeleted' && plain[end]?.createdAt === first.createdAt) end += 1;
    const run = plain.slice(start, end).sort((a, b) => (keyOf(a.data) < keyOf(b.data) ? -1 : keyOf(a.data) > keyOf(b.data) ? 1 : 0));
    plain.splice(start, run.length, ...run);
    start = end;
  }
  return plain;
}

interface Snapshot {
  containers: unknown[];
  events: ReturnType<typeof normalizeEvents>;
}

/** The mock's whole observable state: every container (all pages, default order) and the event log. */
async function observe(harness: Harness, headers: Record<string, string>): Promise<Snapshot> {
  const containers: unknown[] = [];
  let total = 0;
  for (let offset = 0; offset === 0 || offset < total; offset += 500) {
    const page = await send(harness.ct.fetch, `${collection(PROJECT)}?limit=500&offset=${offset}`, { method: 'GET', headers });
    expect(page.status, 'query of the whole state').toBe(200);
    const body = page.body as { total: number; results: unknown[] };
    total = body.total;
    containers.push(...body.results);
  }
  expect(containers, 'total = every page together').toHaveLength(total);
  const events = harness.ct.events.filter((event): event is ImportApiEvent => event.type !== 'SubscriptionDelivery');
  events.forEach((event, index) => expect(event.id, 'event ids count up').toBe(`00000000-0000-4000-8000-${(index + 1).toString(16).padStart(12, '0')}`));
  for (let i = 1; i < events.length; i += 1) {
    expect((events[i - 1]?.createdAt ?? '') <= (events[i]?.createdAt ?? ''), 'events in time order').toBe(true);
  }
  return { containers, events: normalizeEvents(events) };
}

function expectMatchesModel(snapshot: Snapshot, model: ImportModel): void {
  expectJsonEqual(snapshot.containers, model.all(), 'every container, in the default order (createdAt, then key)');
  const modelEvents: ModelEvent[] = model.events();
  expectJsonEqual(snapshot.events, normalizeEvents(modelEvents), 'the event log');
}

async function runScenario({ seeds, steps }: ImportScenario): Promise<void> {
  const { harness, specs } = harnessFor(seeds);
  const { ct, token } = harness;
  const model = new ImportModel(PROJECT, START_MS, specs);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  let last = await observe(harness, headers);
  expectMatchesModel(last, model);

  await runSteps(steps, async (step) => {
    if (step.kind === 'advance') {
      ct.clock.advance(step.ms);
      model.advance(step.ms);
      last = await observe(harness, headers);
      expectMatchesModel(last, model);
      return;
    }
    let expected: Expected;
    let reply: Reply;
    switch (step.kind) {
      case 'create':
      case 'createRaw': {
        const text = step.kind === 'create' ? JSON.stringify(step.body) : step.text;
        expected = model.create(text);
        reply = await send(ct.fetch, collection(PROJECT), { method: 'POST', headers, body: text });
        break;
      }
      case 'get': {
        const key = resolveKey(step.key, model);
        expected = model.get(key);
        reply = await send(ct.fetch, item(PROJECT, key), { method: 'GET', headers });
        break;
      }
      case 'update': {
        const key = resolveKey(step.key, model);
        let body = Object.fromEntries(versionEntries(step.version, model.versionOf(key) ?? 1));
        if (step.resourceType !== undefined) body = withKey(body, 'resourceType', step.resourceType);
        if (step.extra) body = withKey(body, step.extra[0], step.extra[1]);
        const text = JSON.stringify(body);
        expected = model.update(key, text);
        reply = await send(ct.fetch, item(PROJECT, key), { method: 'PUT', headers, body: text });
        break;
      }
      case 'updateRaw': {
        const key = resolveKey(step.key, model);
        expected = model.update(key, step.text);
        reply = await send(ct.fetch, item(PROJECT, key), { method: 'PUT', headers, body: step.text });
        break;
      }
      case 'delete': {
        const key = resolveKey(step.key, model);
        expected = model.remove(key);
        reply = await send(ct.fetch, item(PROJECT, key), { method: 'DELETE', headers });
        break;
      }
      case 'query': {
        expected = model.query(step.query);
        reply = await send(ct.fetch, `${collection(PROJECT)}${queryString(step.query, step.spaces)}`, { method: 'GET', headers });
        break;
      }
      case 'unknownProject': {
        expected = ImportModel.unknownProject(UNKNOWN_PROJECT);
        const method = { query: 'GET', create: 'POST', get: 'GET', update: 'PUT', delete: 'DELETE' }[step.operation];
        const url = step.operation === 'query' || step.operation === 'create' ? collection(UNKNOWN_PROJECT) : item(UNKNOWN_PROJECT, 'a');
        const init: RequestInit = { method, headers };
        if (method === 'POST' || method === 'PUT') init.body = step.text;
        reply = await send(ct.fetch, url, init);
        break;
      }
    }
    const successDefinition = step.kind === 'query' ? 'ImportContainerPagedResponse' : 'ImportContainer';
    expectReply(reply, expected, 'import-api', successDefinition);
    const now = await observe(harness, headers);
    // A failed request changes nothing, whatever the model says (the clock has not moved since `last`).
    if (reply.status >= 400) expectJsonEqual(now, last, 'the state after a failed request');
    expectMatchesModel(now, model);
    last = now;
  });
}

describe('Import Containers against the reference model', () => {
  it('seeds near the limit alike for the mock and the model', async () => {
    const specs = bulkSeeds(1000, START_MS);
    const { ct, token } = newHarness(specs);
    const model = new ImportModel(PROJECT, START_MS, specs);
    const headers = { authorization: `Bearer ${token}` };
    expectMatchesModel(await observe({ ct, token }, headers), model);
    const reply = await send(ct.fetch, collection(PROJECT), { method: 'POST', headers, body: '{"key":"one-too-many"}' });
    expectReply(reply, model.create('{"key":"one-too-many"}'), 'import-api', 'ImportContainer');
  });

  it.prop([importScenario(START_MS)], modelParameters<[ImportScenario]>())(
    'every request sequence matches the model: status, error codes, body, schema, containers and events',
    runScenario,
    propertyTimeout(),
  );
});
