import { describe, expect, it } from 'vitest';
import type { ForcedState } from '../../src/index.js';
import { useMockServer } from '../support/mock-server.js';
import { category, importCategories, importUrl, manage, operation, operationEvents, PROCESSING_MS, raw, states, summaryOf } from './helpers.js';

// ct.injectImportOutcome: any state but processing, with chosen errors, on the operations a test
// picks, when they are processed; like ct.inject, it counts hits and can be removed.

const ct = useMockServer({
  projects: [{ key: 'shop' }, { key: 'other' }],
  importContainers: { shop: [{ key: 'catalog' }, { key: 'second' }], other: [{ key: 'catalog' }] },
});

const FORCED: readonly ForcedState[] = ['validationFailed', 'unresolved', 'waitForMasterVariant', 'imported', 'rejected', 'canceled', 'partiallyImported'];
const EVENT_OF: Partial<Record<ForcedState, string>> = {
  unresolved: 'ImportUnresolved',
  validationFailed: 'ImportValidationFailed',
  waitForMasterVariant: 'ImportWaitForMasterVariant',
  rejected: 'ImportOperationRejected',
};
const ERRORS = [{ code: 'Generic', message: 'Forced by the test.' }];

describe('a forced outcome', () => {
  it.each(FORCED)('ends the next operation in %s, with the given errors, when it is processed', async (state) => {
    const outcome = ct.injectImportOutcome({ state, errors: ERRORS });
    const [id = '', next = ''] = await importCategories(ct, 'catalog', [category('aa'), category('bb')]);
    expect((await operation(ct, id)).state).toBe('processing');
    expect(outcome.hits).toBe(0);
    ct.clock.advance(PROCESSING_MS);
    const forced = await operation(ct, id);
    expect(forced).toMatchObject({ state, version: 2, errors: ERRORS });
    expect(forced.resourceVersion).toBe(state === 'imported' ? 1 : undefined);
    expect(await operation(ct, next)).toMatchObject({ state: 'imported', version: 2 });
    expect([outcome.hits, outcome.remaining]).toEqual([1, 0]);
    expect(await summaryOf(ct, 'catalog')).toStrictEqual(states(state === 'imported' ? { imported: 2 } : { [state]: 1, imported: 1 }));
    const event = EVENT_OF[state];
    const data = state === 'rejected' ? { id } : { id, version: 2, importContainerKey: 'catalog' };
    expect(operationEvents(ct).map((entry) => [entry.type, entry.data])).toEqual(event ? [[event, data]] : []);
  });

  it('stays in its state: a forced unresolved operation does not import when its references appear', async () => {
    ct.injectImportOutcome({ state: 'unresolved' });
    const [id = ''] = await importCategories(ct, 'catalog', [category('child', 'parent')]);
    ct.clock.advance(PROCESSING_MS);
    expect(await operation(ct, id)).toMatchObject({ state: 'unresolved', unresolvedReferences: [{ typeId: 'category', key: 'parent' }] });
    ct.addResource('shop', { typeId: 'category', key: 'parent' });
    expect((await operation(ct, id)).state).toBe('unresolved');
  });

  it('makes a forced import count: its resources exist and free what waited for them', async () => {
    const [child = ''] = await importCategories(ct, 'second', [category('child', 'parent')]);
    ct.clock.advance(PROCESSING_MS);
    expect((await operation(ct, child)).state).toBe('unresolved');
    ct.injectImportOutcome({ state: 'imported', resourceKey: 'parent' });
    await importCategories(ct, 'catalog', [category('parent', 'missing')]);
    ct.clock.advance(PROCESSING_MS);
    expect((await operation(ct, child)).state).toBe('imported');
  });

  it('makes a forced patch imported without making its target exist', async () => {
    const patch = async () => {
      const reply = await raw('POST', importUrl('order-patches', 'catalog'), {
        token: manage(ct),
        body: { type: 'order-patch', patches: [{ orderNumber: 'o-1', fields: {} }] },
      });
      return (reply.body as { operationStatus: { operationId: string }[] }).operationStatus[0]?.operationId ?? '';
    };
    const waiting = await patch();
    ct.clock.advance(PROCESSING_MS);
    ct.injectImportOutcome({ type: 'order-patch', state: 'imported' });
    const forced = await patch();
    ct.clock.advance(PROCESSING_MS);
    expect(await operation(ct, forced)).toMatchObject({ state: 'imported' });
    expect((await operation(ct, forced)).resourceVersion).toBeUndefined();
    const later = await patch();
    ct.clock.advance(PROCESSING_MS);
    expect((await operation(ct, later)).state).toBe('unresolved');
    expect((await operation(ct, waiting)).state).toBe('unresolved');
  });

  it('hands a SKU over when a test forces an import that takes it, and keeps it with its new holder', async () => {
    ct.addResource('shop', { typeId: 'product-type', key: 'pt' });
    const draft = (key: string, skus: string[]) => ({
      key,
      name: { en: key },
      slug: { en: key },
      productType: { typeId: 'product-type', key: 'pt' },
      ...(skus[0] === undefined ? {} : { masterVariant: { key: `${key}-0`, sku: skus[0] } }),
    });
    const post = async (resource: object) => {
      const reply = await raw('POST', importUrl('product-drafts', 'catalog'), { token: manage(ct), body: { type: 'product-draft', resources: [resource] } });
      ct.clock.advance(PROCESSING_MS);
      return (reply.body as { operationStatus: { operationId: string }[] }).operationStatus[0]?.operationId ?? '';
    };
    await post(draft('p1', ['S']));
    ct.injectImportOutcome({ resourceKey: 'p2', state: 'imported' });
    await post(draft('p2', ['S']));
    await post(draft('p1', []));
    const third = await post(draft('p3', ['S']));
    expect(await operation(ct, third)).toMatchObject({ state: 'validationFailed', errors: [{ code: 'DuplicateField', duplicateValue: 'S' }] });
  });

  it('keeps the SKUs a product holds when one more of its variants is imported on its own', async () => {
    ct.addResource('shop', { typeId: 'product-type', key: 'pt' });
    const post = async (segment: string, type: string, resource: object) => {
      const reply = await raw('POST', importUrl(segment, 'catalog'), { token: manage(ct), body: { type, resources: [resource] } });
      ct.clock.advance(PROCESSING_MS);
      return (reply.body as { operationStatus: { operationId: string }[] }).operationStatus[0]?.operationId ?? '';
    };
    const product = (key: string, sku: string) => ({
      key,
      name: { en: key },
      slug: { en: key },
      productType: { typeId: 'product-type', key: 'pt' },
      masterVariant: { key: `${key}-0`, sku },
    });
    expect((await operation(ct, await post('product-drafts', 'product-draft', product('p1', 'A')))).state).toBe('imported');
    const variant = await post('product-variants', 'product-variant', { key: 'p1-1', sku: 'B', isMasterVariant: false, product: { typeId: 'product', key: 'p1' } });
    expect((await operation(ct, variant)).state).toBe('imported');
    // p1 still holds A beside B.
    const taken = await post('product-drafts', 'product-draft', product('p2', 'A'));
    expect(await operation(ct, taken)).toMatchObject({ state: 'validationFailed', errors: [{ code: 'DuplicateField', duplicateValue: 'A' }] });
  });

  it('hits only matching operations: Project, container, type and resource key', async () => {
    const outcome = ct.injectImportOutcome({ projectKey: 'shop', importContainerKey: 'second', type: 'category', resourceKey: 'bb', state: 'rejected' });
    const [a = ''] = await importCategories(ct, 'second', [category('aa')]);
    const [b = ''] = await importCategories(ct, 'catalog', [category('bb')]);
    const [otherB = ''] = await importCategories(ct, 'catalog', [category('bb')], 'other');
    const [hit = ''] = await importCategories(ct, 'second', [category('bb')]);
    ct.clock.advance(PROCESSING_MS);
    expect((await operation(ct, a)).state).toBe('imported');
    expect((await operation(ct, b)).state).toBe('imported');
    expect((await operation(ct, otherB, 'other')).state).toBe('imported');
    expect((await operation(ct, hit)).state).toBe('rejected');
    expect(outcome.hits).toBe(1);
  });

  it('does not match another type', async () => {
    const outcome = ct.injectImportOutcome({ type: 'product', state: 'rejected' });
    const [id = ''] = await importCategories(ct, 'catalog', [category('aa')]);
    ct.clock.advance(PROCESSING_MS);
    expect((await operation(ct, id)).state).toBe('imported');
    expect(outcome.hits).toBe(0);
  });

  it('hits `times` operations, or every one with Infinity until removed', async () => {
    const twice = ct.injectImportOutcome({ state: 'canceled', times: 2 });
    const ids = await importCategories(ct, 'catalog', [category('aa'), category('bb'), category('cc')]);
    ct.clock.advance(PROCESSING_MS);
    expect(await Promise.all(ids.map(async (id) => (await operation(ct, id)).state))).toEqual(['canceled', 'canceled', 'imported']);
    expect([twice.hits, twice.remaining]).toEqual([2, 0]);

    const always = ct.injectImportOutcome({ state: 'rejected', times: Infinity });
    const more = await importCategories(ct, 'catalog', [category('dd'), category('ee')]);
    ct.clock.advance(PROCESSING_MS);
    expect(await Promise.all(more.map(async (id) => (await operation(ct, id)).state))).toEqual(['rejected', 'rejected']);
    expect([always.hits, always.remaining]).toEqual([2, Infinity]);
    always.remove();
    expect(always.remaining).toBe(0);
    const [last = ''] = await importCategories(ct, 'catalog', [category('ff')]);
    ct.clock.advance(PROCESSING_MS);
    expect((await operation(ct, last)).state).toBe('imported');
  });

  it('applies when the operation is processed, not when it is created', async () => {
    const [before = ''] = await importCategories(ct, 'catalog', [category('aa')]);
    ct.injectImportOutcome({ state: 'rejected' });
    ct.clock.advance(PROCESSING_MS);
    expect((await operation(ct, before)).state).toBe('rejected');
  });

  it('does not reach back: an operation whose time came before the outcome was injected is processed normally', async () => {
    const [id = ''] = await importCategories(ct, 'catalog', [category('aa')]);
    ct.clock.advance(PROCESSING_MS);
    const outcome = ct.injectImportOutcome({ state: 'rejected' });
    expect((await operation(ct, id)).state).toBe('imported');
    expect(outcome.hits).toBe(0);
  });

  it('still applies to operations whose time came before it was removed', async () => {
    const outcome = ct.injectImportOutcome({ state: 'rejected' });
    const [id = ''] = await importCategories(ct, 'catalog', [category('aa')]);
    ct.clock.advance(PROCESSING_MS);
    outcome.remove();
    expect((await operation(ct, id)).state).toBe('rejected');
    expect(outcome.hits).toBe(1);
  });

  it('omits errors when none are given', async () => {
    ct.injectImportOutcome({ state: 'rejected' });
    const [id = ''] = await importCategories(ct, 'catalog', [category('aa')]);
    ct.clock.advance(PROCESSING_MS);
    expect((await operation(ct, id)).errors).toBeUndefined();
  });

  it('is copied when injected: changing the errors afterwards changes nothing', async () => {
    const errors = [{ code: 'Generic', message: 'before' }];
    ct.injectImportOutcome({ state: 'rejected', errors });
    errors[0] = { code: 'Generic', message: 'after' };
    const [id = ''] = await importCategories(ct, 'catalog', [category('aa')]);
    ct.clock.advance(PROCESSING_MS);
    expect((await operation(ct, id)).errors).toEqual([{ code: 'Generic', message: 'before' }]);
  });
});

describe('bad outcome options', () => {
  const cases: [string, unknown, RegExp][] = [
    ['processing', { state: 'processing' }, /state must be one of validationFailed, unresolved/],
    ['an unknown state', { state: 'done' }, /state must be one of/],
    ['no state', {}, /state must be one of/],
    ['an unknown type', { state: 'rejected', type: 'products' }, /type must be an import resource type/],
    ['a numeric key', { state: 'rejected', resourceKey: 1 }, /resourceKey must be a string/],
    ['errors without codes', { state: 'rejected', errors: [{ message: 'x' }] }, /errors must be a list of error objects/],
    ['errors as an object', { state: 'rejected', errors: { code: 'x', message: 'y' } }, /errors must be a list/],
    ['zero times', { state: 'rejected', times: 0 }, /times must be a positive whole number or Infinity/],
    ['fractional times', { state: 'rejected', times: 1.5 }, /times must be a positive whole number/],
    ['null', null, /pass an object/],
  ];
  it.each(cases)('throws a TypeError that says what to change for %s', (_name, options, message) => {
    // Deliberately wrong options, as untyped JavaScript could pass them.
    expect(() => ct.injectImportOutcome(options as never)).toThrow(message);
    expect(() => ct.injectImportOutcome(options as never)).toThrow(TypeError);
  });

  it('refuses nothing it should take: every forced state, and every filter', () => {
    for (const state of FORCED) ct.injectImportOutcome({ state, projectKey: 'shop', importContainerKey: 'x', type: 'order-patch', resourceKey: 'yy', times: 3 });
  });
});

describe('an import request that fails', () => {
  it('stores nothing and uses no outcome', async () => {
    const outcome = ct.injectImportOutcome({ state: 'rejected' });
    const reply = await raw('POST', importUrl('categories', 'catalog'), { token: manage(ct), body: { type: 'category', resources: [{ key: 1 }] } });
    expect(reply.status).toBe(400);
    expect(await summaryOf(ct, 'catalog')).toStrictEqual(states({}));
    expect(outcome.hits).toBe(0);
  });
});
