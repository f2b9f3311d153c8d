import { it } from '@fast-check/vitest';
import fc from 'fast-check';
import { describe, expect } from 'vitest';
import { createCommercetoolsMock, type CommercetoolsMock, type InjectedImportOutcome } from '../../src/index.js';
import { expectSchemaValid } from '../support/schemas.js';
import { expectJsonEqual, expectReply, modelParameters, propertyTimeout, runSteps, send, START, START_MS, type Reply } from './harness.js';
import {
  ANY_MESSAGE,
  ImportOperationsModel,
  MODEL_PROCESSING_STATES,
  type Expected,
  type ForcedModelState,
  type ModelError,
  type ModelOperationQuery,
  type ModelSegment,
  type Ref,
} from './import-operations-model.js';

// Model-based test of import requests, operations and summaries: random sequences of container
// creations and deletions, import requests of categories, product types and product drafts (1 to
// 20 items, keys from a small pool so that references resolve, re-imports count versions and SKUs
// clash; now and then a bad item, a wrong type, too many items or a container typed for something
// else), clock moves around the processing time, the operations' 48 hours and the containers'
// expiry, declared resources, forced outcomes, and reads of summaries, operation queries and single
// operations, each checked against the reference model in import-operations-model.ts. After every
// step, every container's summary (404 once it is gone) and every operation in it, the event log
// and the forced outcomes' counters are compared with the model.
// Replay a failure with MODEL_SEED and MODEL_PATH (TESTING.md, "Model-based tests").

const IMPORT = 'https://import.europe-west1.gcp.commercetools.com';
const PROJECTS = ['shop', 'other'] as const;
type ProjectKey = (typeof PROJECTS)[number];
const TEN_YEARS_S = 10 * 365 * 24 * 3600;
const HOUR = 3_600_000;

/** The containers a step may address: three in `shop`, one in `other`. */
const SLOTS: readonly (readonly [ProjectKey, string])[] = [
  ['shop', 'c1'],
  ['shop', 'c2'],
  ['shop', 'c3'],
  ['other', 'o1'],
];
// Keys of 2 characters at least, as the Import API's RAML wants them.
const KEYS = ['aa', 'bb', 'cc', 'dd'];
const TAX_KEYS = ['t1', 't2'];
const SKUS = ['s1', 's2', 's3'];
const CONTAINER_TYPES = ['category', 'product-type', 'product-draft', 'price'];
const SEGMENT_TYPES: Record<ModelSegment, string> = { categories: 'category', 'product-types': 'product-type', 'product-drafts': 'product-draft' };

const containerUrl = (projectKey: string, key: string) => `${IMPORT}/${projectKey}/import-containers/${encodeURIComponent(key)}`;
const requestUrl = (projectKey: string, segment: string, key: string) => `${IMPORT}/${projectKey}/${segment}/import-containers/${encodeURIComponent(key)}`;
const operationUrl = (projectKey: string, id: string) => `${IMPORT}/${projectKey}/import-operations/${encodeURIComponent(id)}`;

// ---------------------------------------------------------------------------------------------
// Steps, as plain JSON data that fast-check prints, shrinks and replays

type ItemSpec =
  | { kind: 'category'; key: string; parent?: string }
  | { kind: 'productType'; key: string }
  | { kind: 'productDraft'; key: string; productType: string; categories: string[]; taxCategory?: string; skus: (string | null)[] };

/** How a request is spoiled, if it is: one item broken, the body's type, the number of items, or no JSON. */
type Spoil =
  | { kind: 'item'; index: number; how: number }
  | { kind: 'type'; value: string | null }
  | { kind: 'count'; count: 0 | 20 | 21 }
  | { kind: 'json' };

type AdvanceBase = 'zero' | 'processing' | 'hour' | 'day' | 'operation' | 'container';

type Step =
  | { kind: 'createContainer'; slot: number; resourceType?: string; timeToLive?: string }
  | { kind: 'deleteContainer'; slot: number }
  | { kind: 'import'; slot: number; segment: ModelSegment; items: ItemSpec[]; spoil?: Spoil }
  | { kind: 'advance'; base: AdvanceBase; delta: -1 | 0 | 1 }
  | { kind: 'addResource'; project: ProjectKey; typeId: string; key: string }
  | {
      kind: 'inject';
      state: ForcedModelState;
      errors: boolean;
      times: 1 | 2 | 'infinite';
      filter: { projectKey?: string; importContainerKey?: string; type?: string; resourceKey?: string };
    }
  | { kind: 'removeOutcome'; index: number }
  | { kind: 'query'; slot: number; query: ModelOperationQuery }
  | { kind: 'getOperation'; pick: number; via: 'own' | 'otherProject' | 'unknown' }
  | { kind: 'together'; steps: Step[] };

// Mostly the container every run opens with, so that most requests land.
const slot = fc.oneof(
  { weight: 8, arbitrary: fc.constant(0) },
  { weight: 3, arbitrary: fc.constant(1) },
  { weight: 2, arbitrary: fc.constant(2) },
  { weight: 2, arbitrary: fc.constant(3) },
);
const key = fc.constantFrom(...KEYS);
const categoryItem: fc.Arbitrary<ItemSpec> = fc
  .record({ key, parent: key }, { requiredKeys: ['key'] })
  // A category that is its own parent is left out: the spec does not say what it is.
  .map(({ key: own, parent }) => (parent === undefined || parent === own ? { kind: 'category' as const, key: own } : { kind: 'category' as const, key: own, parent }));
const productTypeItem: fc.Arbitrary<ItemSpec> = key.map((own) => ({ kind: 'productType' as const, key: own }));
const productDraftItem: fc.Arbitrary<ItemSpec> = fc
  .record(
    {
      key,
      productType: key,
      categories: fc.oneof({ weight: 3, arbitrary: fc.constant<string[]>([]) }, { weight: 1, arbitrary: fc.uniqueArray(key, { minLength: 1, maxLength: 2 }) }),
      // Tax categories exist only when declared.
      taxCategory: fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.constantFrom(...TAX_KEYS) }),
      skus: fc.array(fc.option(fc.constantFrom(...SKUS), { freq: 5 }), { maxLength: 3 }),
    },
  )
  .map(({ taxCategory, ...spec }) => ({ kind: 'productDraft' as const, ...spec, ...(taxCategory === undefined ? {} : { taxCategory }) }));

const ITEMS: Record<ModelSegment, fc.Arbitrary<ItemSpec>> = { categories: categoryItem, 'product-types': productTypeItem, 'product-drafts': productDraftItem };

const spoil: fc.Arbitrary<Spoil> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('item' as const), index: fc.nat({ max: 19 }), how: fc.nat({ max: 6 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('type' as const), value: fc.constantFrom('category', 'product-type', 'product', null) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('count' as const), count: fc.constantFrom(0 as const, 20 as const, 21 as const) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'json' as const }) },
);

const importStep: fc.Arbitrary<Step> = fc.constantFrom<ModelSegment>('categories', 'product-types', 'product-drafts').chain((segment) =>
  fc
    .tuple(
      slot,
      fc.oneof({ weight: 8, arbitrary: fc.array(ITEMS[segment], { minLength: 1, maxLength: 6 }) }, { weight: 1, arbitrary: fc.array(ITEMS[segment], { minLength: 1, maxLength: 20 }) }),
      fc.oneof({ weight: 6, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: spoil }),
    )
    .map(([at, items, spoiled]): Step => ({ kind: 'import', slot: at, segment, items, ...(spoiled === undefined ? {} : { spoil: spoiled }) })),
);

const STATE_VALUES = [...MODEL_PROCESSING_STATES];
const SORTS = ['resourceKey asc', 'resourceKey desc', 'version asc', 'version desc', 'lastModifiedAt desc', 'createdAt asc', 'expiresAt desc', 'state asc'];

const operationQuery: fc.Arbitrary<ModelOperationQuery> = fc.record(
  {
    limit: fc.oneof({ weight: 6, arbitrary: fc.constantFrom('0', '1', '2', '20', '500') }, { weight: 1, arbitrary: fc.constantFrom('501', '-1', 'x') }),
    offset: fc.oneof({ weight: 6, arbitrary: fc.constantFrom('0', '1', '3') }, { weight: 1, arbitrary: fc.constantFrom('10001', '1.5') }),
    state: fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...STATE_VALUES) }, { weight: 1, arbitrary: fc.constantFrom('Imported', 'done', '') }),
    resourceKey: key,
    debug: fc.oneof({ weight: 6, arbitrary: fc.constantFrom('true', 'false') }, { weight: 1, arbitrary: fc.constant('yes') }),
    sort: fc.array(fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...SORTS) }, { weight: 1, arbitrary: fc.constantFrom('key asc', 'version up') }), { maxLength: 2 }),
  },
  { requiredKeys: ['sort'] },
);

const FORCED_STATES: ForcedModelState[] = ['validationFailed', 'unresolved', 'waitForMasterVariant', 'imported', 'rejected', 'canceled', 'partiallyImported'];

/** Steps that change something: requests, clock moves and controls. */
const change: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record(
      {
        kind: fc.constant('createContainer' as const),
        slot,
        resourceType: fc.constantFrom(...CONTAINER_TYPES),
        timeToLive: fc.constantFrom('1h', '2h', '49h'),
      },
      { requiredKeys: ['kind', 'slot'] },
    ),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('deleteContainer' as const), slot }) },
  { weight: 12, arbitrary: importStep },
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant('advance' as const),
      base: fc.oneof(
        { weight: 6, arbitrary: fc.constant<AdvanceBase>('processing') },
        { weight: 3, arbitrary: fc.constantFrom<AdvanceBase>('zero', 'hour', 'day') },
        { weight: 3, arbitrary: fc.constantFrom<AdvanceBase>('operation', 'container') },
      ),
      delta: fc.constantFrom(-1 as const, 0 as const, 1 as const),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('addResource' as const),
      project: fc.oneof({ weight: 6, arbitrary: fc.constant('shop' as const) }, { weight: 1, arbitrary: fc.constant('other' as const) }),
      typeId: fc.constantFrom('category', 'product-type', 'tax-category', 'product'),
      key: fc.constantFrom(...KEYS, ...TAX_KEYS),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('inject' as const),
      state: fc.constantFrom(...FORCED_STATES),
      errors: fc.boolean(),
      times: fc.constantFrom(1 as const, 2 as const, 'infinite' as const),
      filter: fc.oneof(
        fc.constant({}),
        fc.record({ projectKey: fc.constantFrom('shop', 'other') }),
        fc.record({ importContainerKey: fc.constantFrom('c1', 'c2', 'o1') }),
        fc.record({ type: fc.constantFrom('category', 'product-type', 'product-draft') }),
        fc.record({ resourceKey: key }),
      ),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('removeOutcome' as const), index: fc.nat({ max: 5 }) }) },
);

/** Reads of what a container holds, besides the summaries checked after every step. */
const read: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('query' as const), slot, query: operationQuery }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('getOperation' as const),
      pick: fc.nat({ max: 200 }),
      via: fc.oneof({ weight: 6, arbitrary: fc.constant('own' as const) }, { weight: 1, arbitrary: fc.constantFrom('otherProject' as const, 'unknown' as const) }),
    }),
  },
);


/** The changes that leave the mock's clock work to the next request: forced outcomes, their removal. */
const OUTCOME_CONTROLS: readonly Step['kind'][] = ['inject', 'removeOutcome'];

/**
 * A step is one change or read, or a few changes with nothing between them: reads make the mock
 * catch up with its clock, so only changes back to back show what it does when it has not. With
 * `outcomesBackToBack` false, forced outcomes and their removal never come right after a change.
 */
const stepOf = (outcomesBackToBack: boolean): fc.Arbitrary<Step> =>
  fc.oneof(
    { weight: 14, arbitrary: change },
    { weight: 3, arbitrary: read },
    {
      weight: 3,
      arbitrary: fc
        .array(change, { minLength: 2, maxLength: 3 })
        .filter((steps) => outcomesBackToBack || !steps.slice(1).some((inner) => OUTCOME_CONTROLS.includes(inner.kind)))
        .map((steps): Step => ({ kind: 'together', steps })),
    },
  );

interface Scenario {
  /** importProcessingMs: left out (the default, 5000), or set. */
  processingMs?: number;
  /** Resources declared in the mock's options. */
  resources: { project: ProjectKey; typeId: string; key: string }[];
  steps: Step[];
}

const scenarioOf = (outcomesBackToBack: boolean): fc.Arbitrary<Scenario> =>
  fc.record(
    {
      processingMs: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(0, 1000) }, { weight: 1, arbitrary: fc.constant(50 * HOUR) }),
      resources: fc.array(
        fc.record({
          project: fc.constantFrom('shop' as const, 'other' as const),
          typeId: fc.constantFrom('product-type', 'tax-category', 'category'),
          key: fc.constantFrom(...KEYS, ...TAX_KEYS),
        }),
        { maxLength: 3 },
      ),
      steps: fc.array(stepOf(outcomesBackToBack), { minLength: 1, maxLength: 14 }),
    },
    { requiredKeys: ['resources', 'steps'] },
  );

// ---------------------------------------------------------------------------------------------
// Building requests from the specs

function itemJson(spec: ItemSpec): Record<string, unknown> {
  switch (spec.kind) {
    case 'category':
      return { key: spec.key, name: { en: spec.key }, slug: { en: spec.key }, ...(spec.parent === undefined ? {} : { parent: { typeId: 'category', key: spec.parent } }) };
    case 'productType':
      return { key: spec.key, name: spec.key, description: `${spec.key} things` };
    case 'productDraft': {
      // A SKU once per item: two variants of one product with one SKU are another question.
      const seen = new Set<string>();
      const variants = spec.skus.map((sku, index) => {
        const fresh = sku !== null && !seen.has(sku);
        if (sku !== null) seen.add(sku);
        return { key: `${spec.key}-${index}`, ...(fresh ? { sku } : {}) };
      });
      const [master, ...others] = variants;
      return {
        key: spec.key,
        name: { en: spec.key },
        slug: { en: spec.key },
        productType: { typeId: 'product-type', key: spec.productType },
        ...(spec.categories.length > 0 ? { categories: spec.categories.map((category) => ({ typeId: 'category', key: category })) } : {}),
        ...(spec.taxCategory === undefined ? {} : { taxCategory: { typeId: 'tax-category', key: spec.taxCategory } }),
        ...(master ? { masterVariant: master } : {}),
        ...(others.length > 0 ? { variants: others } : {}),
      };
    }
  }
}

/** Ways to break one item, per kind: each breaks its schema in one place. */
function breakItem(item: Record<string, unknown>, kind: ItemSpec['kind'], how: number): unknown {
  const without = (field: string) => Object.fromEntries(Object.entries(item).filter(([name]) => name !== field));
  const common = [() => ({ ...item, key: 7 }), () => 'not an item'];
  const ways: Record<ItemSpec['kind'], (() => unknown)[]> = {
    category: [() => without('name'), () => ({ ...item, name: 5 }), () => ({ ...item, parent: { typeId: 'product', key: 'aa' } }), () => ({ ...item, slug: 'a' })],
    productType: [() => without('description'), () => ({ ...item, name: { en: 'x' } })],
    productDraft: [
      () => ({ ...item, productType: { typeId: 'category', key: 'aa' } }),
      () => without('slug'),
      () => ({ ...item, categories: 'a' }),
      () => without('productType'),
      () => ({ ...item, taxCategory: { typeId: 'tax-category' } }),
    ],
  };
  const all = [...ways[kind], ...common];
  return (all[how % all.length] ?? (() => item))();
}

function requestBody(step: Extract<Step, { kind: 'import' }>): string {
  const type = SEGMENT_TYPES[step.segment];
  let items: unknown[] = step.items.map(itemJson);
  const { spoil } = step;
  if (spoil?.kind === 'json') return `{"type":"${type}","resources":[`;
  if (spoil?.kind === 'count') items = Array.from({ length: spoil.count }, (_, index) => items[index % items.length]);
  if (spoil?.kind === 'item') {
    const index = spoil.index % items.length;
    const kind = step.items[index]?.kind ?? 'category';
    items = items.map((item, at) => (at === index ? breakItem(item as Record<string, unknown>, kind, spoil.how) : item));
  }
  const body: Record<string, unknown> = spoil?.kind === 'type' ? (spoil.value === null ? {} : { type: spoil.value }) : { type };
  return JSON.stringify({ ...body, resources: items });
}

function queryString(query: ModelOperationQuery): string {
  const params = new URLSearchParams();
  for (const name of ['limit', 'offset', 'state', 'resourceKey', 'debug'] as const) {
    const value = query[name];
    if (value !== undefined) params.append(name, value);
  }
  for (const sort of query.sort) params.append('sort', sort);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

function advanceMs(base: AdvanceBase, delta: number, processingMs: number): number {
  const ms = { zero: 0, processing: processingMs, hour: HOUR, day: 24 * HOUR, operation: 48 * HOUR, container: 72 * HOUR }[base];
  return Math.max(0, ms + delta);
}

// ---------------------------------------------------------------------------------------------
// Comparing replies with the model

type Json = Record<string, unknown>;
const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

const byReference = (a: Ref, b: Ref) => `${a.typeId} ${a.key}`.localeCompare(`${b.typeId} ${b.key}`);

/** An operation with its `unresolvedReferences` sorted: the spec leaves their order open, so they compare as a set. */
function sortedReferences(operation: unknown): unknown {
  if (!isJson(operation) || !Array.isArray(operation.unresolvedReferences)) return operation;
  return { ...operation, unresolvedReferences: [...(operation.unresolvedReferences as Ref[])].sort(byReference) };
}

/**
 * The mock's operation as the model states it: references sorted, and the error messages the model
 * leaves open (`ANY_MESSAGE`) taken as that once checked to be text.
 */
function alignOperation(actual: unknown, expected: unknown): unknown {
  if (!isJson(actual) || !isJson(expected)) return actual;
  const aligned = sortedReferences(actual) as Json;
  if (Array.isArray(actual.errors) && Array.isArray(expected.errors)) {
    const wanted = expected.errors as ModelError[];
    aligned.errors = (actual.errors as unknown[]).map((error, index) => {
      if (!isJson(error) || wanted[index]?.message !== ANY_MESSAGE) return error;
      expect(typeof error.message === 'string' && error.message !== '', 'an error message').toBe(true);
      return { ...error, message: ANY_MESSAGE };
    });
  }
  return aligned;
}

/** Runs a comparison; when it fails, the error shows both sides whole (vitest's diff is lost in the step's error). */
function showing(actual: unknown, expected: unknown, compare: () => void): void {
  try {
    compare();
  } catch (error) {
    const text = (value: unknown) => {
      const json = JSON.stringify(value) ?? String(value);
      return json.length > 4000 ? `${json.slice(0, 4000)}…` : json;
    };
    const detail = error instanceof Error ? error.message : String(error);
    throw new Error(`${detail}\n  mock:  ${text(actual)}\n  model: ${text(expected)}`);
  }
}

/** Compares a reply with the model: status, body or error codes, and the body's official schema. */
function expectAnswer(reply: Reply, expected: Expected, definition: string): void {
  showing(reply.body ?? reply.text, expected, () => compareAnswer(reply, expected, definition));
}

function compareAnswer(reply: Reply, expected: Expected, definition: string): void {
  if (expected.kind === 'created' || expected.kind === 'rejected') throw new Error('Import request answers are compared by expectImportAnswer.');
  if (expected.kind !== 'success' || !isJson(reply.body) || !isJson(expected.body)) return expectReply(reply, expected, 'import-api', definition);
  expectSchemaValid(reply.body, 'import-api', definition);
  if (definition === 'ImportOperation') {
    return expectReply({ ...reply, body: alignOperation(reply.body, expected.body) }, { ...expected, body: sortedReferences(expected.body) }, 'import-api', definition);
  }
  if (definition === 'ImportOperationPagedResponse') {
    const wanted = expected.body.results as unknown[];
    const got = Array.isArray(reply.body.results) ? (reply.body.results as unknown[]) : [];
    const body = { ...reply.body, results: got.map((result, index) => alignOperation(result, wanted[index])) };
    return expectReply({ ...reply, body }, { ...expected, body: { ...expected.body, results: wanted.map(sortedReferences) } }, 'import-api', definition);
  }
  expectReply(reply, expected, 'import-api', definition);
}

/** An import request's answer: the 201 with fresh ids (returned), or the 400 with exactly the expected fields. */
function expectImportAnswer(reply: Reply, expected: Expected): string[] | undefined {
  if (reply.status >= 500) throw new Error(`The mock answered ${reply.status}: ${reply.text.slice(0, 500)}`);
  if (expected.kind === 'created') {
    expect(reply.status, `status (body: ${reply.text.slice(0, 600)})`).toBe(201);
    expectSchemaValid(reply.body, 'import-api', 'ImportResponse');
    const statuses = (reply.body as { operationStatus: { operationId: string; state: string }[] }).operationStatus;
    expect(statuses.map((status) => status.state), 'one processing status per item').toEqual(Array.from({ length: expected.count }, () => 'processing'));
    const ids = statuses.map((status) => status.operationId);
    expect(new Set(ids).size, 'distinct operation ids').toBe(ids.length);
    return ids;
  }
  if (expected.kind === 'rejected') {
    // Not expectReply: here the top-level message is the request's, not the first error's (spec).
    expect(reply.status, `status (body: ${reply.text.slice(0, 600)})`).toBe(400);
    expectSchemaValid(reply.body, 'import-api', 'ErrorResponse');
    const { statusCode, message, errors } = reply.body as { statusCode: number; message: string; errors: Json[] };
    expect([statusCode, message], 'statusCode and message').toEqual([400, 'Complete request got rejected. Import request has some invalid fields']);
    expect([...new Set(errors.map((error) => error.code))], 'error codes').toEqual(['InvalidField']);
    const got = errors.map((error) => `${String(error.field)}@${String(error.resourceIndex)}`).sort();
    const wanted = expected.fields.map(({ field, resourceIndex }) => `${field}@${String(resourceIndex)}`).sort();
    expect(got, 'one InvalidField error per problem: field and resourceIndex').toEqual(wanted);
    return undefined;
  }
  expectReply(reply, expected, 'import-api', 'ErrorResponse');
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Running a scenario

interface Run {
  ct: CommercetoolsMock;
  model: ImportOperationsModel;
  headers: Record<string, string>;
  handles: InjectedImportOutcome[];
  processingMs: number;
}

/** The mock's Import API events in a comparable form: no ids (checked to count up elsewhere). */
function mockEvents(ct: CommercetoolsMock) {
  return ct.events.flatMap((event) => (event.type === 'SubscriptionDelivery' ? [] : [{ type: event.type, data: event.data, createdAt: event.createdAt }]));
}

/**
 * Events in a comparable form: containers that expire at one instant are ordered by key (their
 * order is not specified), and data is plain JSON.
 */
function comparableEvents(events: readonly { type: string; data: unknown; createdAt: string }[]) {
  const plain = events.map(({ type, data, createdAt }) => ({ type, data: JSON.parse(JSON.stringify(data)) as unknown, createdAt }));
  const keyOf = (event: { data: unknown }) => String((event.data as { key?: unknown }).key);
  const expiry = (event: { type: string; createdAt: string } | undefined, at: string) => event?.type === 'ImportContainerDeleted' && event.createdAt === at;
  for (let start = 0; start < plain.length; ) {
    const first = plain[start];
    let end = start + 1;
    if (first?.type === 'ImportContainerDeleted') while (expiry(plain[end], first.createdAt)) end += 1;
    plain.splice(start, end - start, ...plain.slice(start, end).sort((a, b) => keyOf(a).localeCompare(keyOf(b))));
    start = end;
  }
  return plain;
}

/** After every step: every container's summary and operations, the event log and the outcomes' counters. */
async function expectState(run: Run): Promise<void> {
  const { ct, model, headers } = run;
  for (const [projectKey, key] of SLOTS) {
    const reply = await send(ct.fetch, `${containerUrl(projectKey, key)}/import-summaries`, { method: 'GET', headers });
    expectAnswer(reply, model.summary(projectKey, key), 'ImportSummary');
    if (reply.status === 200) {
      const query = { limit: '500', debug: 'true', sort: [] };
      const page = await send(ct.fetch, `${containerUrl(projectKey, key)}/import-operations${queryString(query)}`, { method: 'GET', headers });
      expectAnswer(page, model.query(projectKey, key, query), 'ImportOperationPagedResponse');
    }
  }
  const events = { mock: comparableEvents(mockEvents(ct)), model: comparableEvents(model.events()) };
  showing(events.mock, events.model, () => expectJsonEqual(events.mock, events.model, 'the event log'));
  run.handles.forEach((handle, index) => {
    expectJsonEqual({ remaining: handle.remaining, hits: handle.hits }, model.outcome(index), `the counters of forced outcome ${index}`);
  });
}

async function runStep(run: Run, step: Step): Promise<void> {
  const { ct, model, headers } = run;
  switch (step.kind) {
    case 'together':
      for (const inner of step.steps) await runStep(run, inner);
      return;
    case 'createContainer': {
      const [projectKey, key] = SLOTS[step.slot] ?? ['shop', 'c1'];
      const body = {
        key,
        ...(step.resourceType === undefined ? {} : { resourceType: step.resourceType }),
        ...(step.timeToLive === undefined ? {} : { retentionPolicy: { strategy: 'ttl', config: { timeToLive: step.timeToLive } } }),
      };
      const expected = model.createContainer(projectKey, key, step.resourceType, step.timeToLive);
      const reply = await send(ct.fetch, `${IMPORT}/${projectKey}/import-containers`, { method: 'POST', headers, body: JSON.stringify(body) });
      return expectAnswer(reply, expected, 'ImportContainer');
    }
    case 'deleteContainer': {
      const [projectKey, key] = SLOTS[step.slot] ?? ['shop', 'c1'];
      const expected = model.deleteContainer(projectKey, key);
      return expectAnswer(await send(ct.fetch, containerUrl(projectKey, key), { method: 'DELETE', headers }), expected, 'ImportContainer');
    }
    case 'import': {
      const [projectKey, key] = SLOTS[step.slot] ?? ['shop', 'c1'];
      const text = requestBody(step);
      const expected = model.importRequest(projectKey, step.segment, key, text);
      const reply = await send(ct.fetch, requestUrl(projectKey, step.segment, key), { method: 'POST', headers, body: text });
      const ids = expectImportAnswer(reply, expected);
      if (ids) model.accept(ids);
      return;
    }
    case 'advance': {
      const ms = advanceMs(step.base, step.delta, run.processingMs);
      ct.clock.advance(ms);
      model.advance(ms);
      return;
    }
    case 'addResource': {
      const ref = { typeId: step.typeId, key: step.key };
      model.addResource(step.project, ref);
      ct.addResource(step.project, ref);
      return;
    }
    case 'inject': {
      const times = step.times === 'infinite' ? Infinity : step.times;
      const errors = step.errors ? [{ code: 'Generic', message: 'Forced by the model test.' }] : undefined;
      model.injectOutcome({ state: step.state, times, ...(errors ? { errors } : {}), ...step.filter });
      run.handles.push(ct.injectImportOutcome({ state: step.state, times, ...(errors ? { errors } : {}), ...(step.filter as { type?: 'category' }) }));
      return;
    }
    case 'removeOutcome': {
      if (run.handles.length === 0) return;
      const index = step.index % run.handles.length;
      model.removeOutcome(index);
      run.handles[index]?.remove();
      return;
    }
    case 'query': {
      const [projectKey, key] = SLOTS[step.slot] ?? ['shop', 'c1'];
      const expected = model.query(projectKey, key, step.query);
      const reply = await send(ct.fetch, `${containerUrl(projectKey, key)}/import-operations${queryString(step.query)}`, { method: 'GET', headers });
      return expectAnswer(reply, expected, 'ImportOperationPagedResponse');
    }
    case 'getOperation': {
      const ids = model.ids();
      const id = step.via === 'unknown' || ids.length === 0 ? '00000000-0000-4000-8000-00000000beef' : (ids[step.pick % ids.length] ?? '');
      // Operations live in `shop` mostly; asking another Project for them must find nothing.
      const projectKey = step.via === 'otherProject' ? 'other' : 'shop';
      const expected = model.getOperation(projectKey, id);
      return expectAnswer(await send(ct.fetch, operationUrl(projectKey, id), { method: 'GET', headers }), expected, 'ImportOperation');
    }
  }
}

/** Every run starts with an untyped container in each Project, so that most requests land. */
const OPENING: Step[] = [
  { kind: 'createContainer', slot: 0 },
  { kind: 'createContainer', slot: 3 },
];

async function runScenario({ processingMs, resources, steps }: Scenario): Promise<void> {
  const declared: Record<string, Ref[]> = {};
  for (const { project, typeId, key: resourceKey } of resources) (declared[project] ??= []).push({ typeId, key: resourceKey });
  const ct = createCommercetoolsMock({
    now: START,
    projects: PROJECTS.map((projectKey) => ({ key: projectKey })),
    ...(processingMs === undefined ? {} : { importProcessingMs: processingMs }),
    resources: declared,
  });
  const token = ct.issueToken({ scopes: PROJECTS.map((projectKey) => `manage_project:${projectKey}`), expiresIn: TEN_YEARS_S });
  const run: Run = {
    ct,
    model: new ImportOperationsModel(START_MS, { processingMs: processingMs ?? 5000, projects: PROJECTS, resources: declared }),
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    handles: [],
    processingMs: processingMs ?? 5000,
  };
  await runSteps([...OPENING, ...steps], async (current) => {
    await runStep(run, current);
    await expectState(run);
  });
}

describe('import operations against the reference model', () => {
  it.prop([scenarioOf(false)], modelParameters<[Scenario]>())(
    'every sequence of requests, clock moves, declarations, forced outcomes and deletions matches the model: replies, operations, summaries and events (what a new resource frees imports in creation order; a product re-imported without a SKU frees it)',
    runScenario,
    propertyTimeout(),
  );

  // Forced outcomes right after other changes, with no request between: an outcome must apply
  // only to operations processed after it is injected (the clock reaching their processing time
  // processes them, whether or not a request has come since), and removing one must not change
  // operations whose time had already come.
  it.prop([scenarioOf(true)], modelParameters<[Scenario]>())(
    'forced outcomes injected or removed after the clock passed an operation\'s processing time leave that operation as it was processed',
    runScenario,
    propertyTimeout(),
  );
});
