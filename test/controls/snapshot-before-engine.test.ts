import { expect, it } from 'vitest';
import { createCommercetoolsMock, type CommercetoolsMock } from '../../src/index.js';

// A snapshot taken before the import engine has loaded in the process (issue 33): the engine, and
// with it the resources' content, loads with the first import or read, so a snapshot taken earlier
// holds the declarations as given, which the engine of the restored mock checks and stores. Alone
// in its file: the engine's module is loaded once per module graph, and any other test loads it.

const START = '2030-01-01T00:00:00.000Z';
const API = 'https://api.europe-west1.gcp.commercetools.com/shop';

const read = async (ct: CommercetoolsMock, path: string) => (await (await ct.fetch(`${API}${path}`)).json()) as unknown;

it('holds what was declared before the engine loaded, and a mock created from it reads it back as the source does', async () => {
  const ct = createCommercetoolsMock({
    projects: [{ key: 'shop' }],
    auth: false,
    now: START,
    resources: { shop: [{ typeId: 'channel', key: 'berlin' }, { typeId: 'product-type', key: 'shirt', name: 'Shirt', description: '', attributes: [] }] },
  });
  const saved = ct.snapshot();
  expect(saved.imports).toEqual({
    resourceSerial: 0,
    operationSerial: 0,
    projects: {},
    declared: [
      { projectKey: 'shop', resource: { typeId: 'channel', key: 'berlin' } },
      { projectKey: 'shop', resource: { typeId: 'product-type', key: 'shirt', name: 'Shirt', description: '', attributes: [] }, atMs: Date.parse(START) },
    ],
  });
  const created = createCommercetoolsMock({ auth: false, state: saved });
  const shown = await read(ct, '/product-types/key=shirt');
  expect(shown).toMatchObject({ key: 'shirt', name: 'Shirt', version: 1 });
  expect(await read(created, '/product-types/key=shirt')).toEqual(shown);
  // Once loaded, the snapshot holds the stored resource with its serial instead.
  const after = created.snapshot().imports;
  expect(after.declared).toEqual([]);
  expect(after.projects['shop']?.resources.map(({ typeId, key, serial }) => [typeId, key, serial])).toEqual([
    ['channel', 'berlin', 1],
    ['product-type', 'shirt', 2],
  ]);
});
