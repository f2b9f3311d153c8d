import { expect, it, vi } from 'vitest';
import type { MockState } from '../../src/index.js';
import { createCommercetoolsMock } from '../../src/index.js';

// A state given at creation whose import engine part the engine refuses (issue 33), in a process
// where the engine has not loaded yet (alone in its file for it): the mock starts, and resets,
// without that part, and the console says why, as for the `resources` option.

const START = '2030-01-01T00:00:00.000Z';

it('starts and resets without an engine part the engine refuses when it loads', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const part = { resources: [{ typeId: 'category', key: 'tops', version: 1, serial: 9, createdAt: START, lastModifiedAt: START, content: { key: 'tops', name: { en: 'Tops' }, slug: { en: 'tops' } }, published: false }], unique: { holders: {}, handedOver: [] }, operations: [], waiting: [], awaitingMaster: [] };
  const state = {
    ...createCommercetoolsMock({ projects: [{ key: 'shop' }], auth: false, now: START }).snapshot(),
    imports: { resourceSerial: 1, operationSerial: 0, projects: { shop: part }, declared: [] },
  } as unknown as MockState;
  const ct = createCommercetoolsMock({ auth: false, state });
  expect(await ct.resources('shop', 'category')).toEqual([]);
  expect(errors).toHaveBeenCalledWith(expect.stringMatching(/the snapshot is broken at imports\.projects\.shop: a resource has serial 9, past resourceSerial 1/));
  expect(() => ct.reset()).not.toThrow();
  expect(() => ct.reset({ projects: ['shop'] })).not.toThrow();
  expect(await ct.resources('shop', 'category')).toEqual([]);
  errors.mockRestore();
});
