import { describe, expect, it } from 'vitest';
import { createCommercetoolsMock, type CommercetoolsMock, type MockState } from '../../src/index.js';

// The import engine's part of a snapshot (issue 33): each field the engine checks by hand, given
// wrong, is refused naming its path and what belongs there; and what a declaration in the
// platform's shape gave (its ids, the ids inside it, the keys the mock made for it) survives a
// snapshot and a restore, so that the restored mock reads it back as the one it came from.

const START = '2030-01-01T00:00:00.000Z';
const API = 'https://api.europe-west1.gcp.commercetools.com/shop';
const IMPORT = 'https://import.europe-west1.gcp.commercetools.com/shop';
const ID = (n: number) => `0b2f1c5e-4d6a-4e8b-9c0d-${n.toString().padStart(12, '0')}`;

type Part = Record<string, unknown> & { resources: Record<string, unknown>[]; operations: Record<string, unknown>[]; waiting: unknown[]; awaitingMaster: unknown[]; unique: Record<string, unknown> };

const mock = () => createCommercetoolsMock({ projects: [{ key: 'shop', languages: ['en'], currencies: ['EUR'] }], auth: false, now: START, importProcessingMs: 1000 });

async function importInto(ct: CommercetoolsMock, resources: readonly object[]): Promise<void> {
  const sent = await ct.fetch(`${IMPORT}/categories/import-containers/catalog`, { method: 'POST', body: JSON.stringify({ type: 'category', resources }) });
  expect(sent.status).toBe(201);
}

/** A snapshot with a resource, an imported operation, one waiting for a parent and one still processing. */
async function source(): Promise<Record<string, unknown>> {
  const ct = mock();
  ct.addImportContainer('shop', { key: 'catalog' });
  await importInto(ct, [{ key: 'tops', name: { en: 'Tops' }, slug: { en: 'tops' } }]);
  await importInto(ct, [{ key: 'sub', name: { en: 'Sub' }, slug: { en: 'sub' }, parent: { typeId: 'category', key: 'missing' } }]);
  ct.clock.advance(1000);
  await importInto(ct, [{ key: 'later', name: { en: 'Later' }, slug: { en: 'later' } }]);
  return JSON.parse(JSON.stringify(ct.snapshot())) as Record<string, unknown>;
}

const partOf = (state: Record<string, unknown>) => (state['imports'] as { projects: Record<string, Part> }).projects['shop']!;
const inState = (part: Part, state: string) => part.operations.find((operation) => operation['state'] === state)!;

const AT = 'imports.projects.shop';
const breaks: [string, (part: Part) => void, string][] = [
  ['resources: not a list', (part) => (part.resources = {} as never), `${AT}.resources: expected a list`],
  ['a resource that is no object', (part) => (part.resources[0] = 'tops' as never), `${AT}.resources.0: expected a resource`],
  ['a resource in a list', (part) => (part.resources[0] = [] as never), `${AT}.resources.0: expected a resource`],
  ['typeId empty', (part) => (part.resources[0]!['typeId'] = ''), `${AT}.resources.0.typeId: expected a non-empty string`],
  ['key a number', (part) => (part.resources[0]!['key'] = 5), `${AT}.resources.0.key: expected a non-empty string`],
  ['version 0', (part) => (part.resources[0]!['version'] = 0), `${AT}.resources.0.version: expected a whole number, 1 or more`],
  ['version a fraction', (part) => (part.resources[0]!['version'] = 1.5), `${AT}.resources.0.version: expected a whole number, 1 or more`],
  ['serial below 0', (part) => (part.resources[0]!['serial'] = -1), `${AT}.resources.0.serial: expected a whole number, 0 or more`],
  ['serial a fraction', (part) => (part.resources[0]!['serial'] = 0.5), `${AT}.resources.0.serial: expected a whole number, 0 or more`],
  ['createdAt in another form', (part) => (part.resources[0]!['createdAt'] = '2030-01-01'), `${AT}.resources.0.createdAt: expected a time as the mock writes it (2030-01-01T00:00:00.000Z)`],
  ['lastModifiedAt a day past the month', (part) => (part.resources[0]!['lastModifiedAt'] = '2030-02-31T00:00:00.000Z'), `${AT}.resources.0.lastModifiedAt: expected a time as the mock writes it (2030-01-01T00:00:00.000Z)`],
  ['content null', (part) => (part.resources[0]!['content'] = null), `${AT}.resources.0.content: expected an object`],
  ['content a list', (part) => (part.resources[0]!['content'] = []), `${AT}.resources.0.content: expected an object`],
  ['current a text', (part) => (part.resources[0]!['current'] = 'tops'), `${AT}.resources.0.current: expected an object or null`],
  ['published a text', (part) => (part.resources[0]!['published'] = 'yes'), `${AT}.resources.0.published: expected true or false`],
  ['variant ids not positive', (part) => (part.resources[0]!['variantIds'] = { byKey: { m: 0 }, last: 1 }), `${AT}.resources.0.variantIds: expected { byKey: { [key]: id }, last }`],
  ['variant ids one of them not positive', (part) => (part.resources[0]!['variantIds'] = { byKey: { m: 1, l: 0 }, last: 1 }), `${AT}.resources.0.variantIds: expected { byKey: { [key]: id }, last }`],
  ['variant ids without byKey', (part) => (part.resources[0]!['variantIds'] = { last: 1 }), `${AT}.resources.0.variantIds: expected { byKey: { [key]: id }, last }`],
  ['variant ids with a last below 0', (part) => (part.resources[0]!['variantIds'] = { byKey: {}, last: -1 }), `${AT}.resources.0.variantIds: expected { byKey: { [key]: id }, last }`],
  ['part ids a list', (part) => (part.resources[0]!['partIds'] = []), `${AT}.resources.0.partIds: expected { [list]: { byKey: { [key]: number below last }, last } }`],
  ['part ids of a list without byKey', (part) => (part.resources[0]!['partIds'] = { assets: { last: 1 } }), `${AT}.resources.0.partIds: expected { [list]: { byKey: { [key]: number below last }, last } }`],
  ['part ids of a number below 0', (part) => (part.resources[0]!['partIds'] = { assets: { byKey: { a: -1 }, last: 1 } }), `${AT}.resources.0.partIds: expected { [list]: { byKey: { [key]: number below last }, last } }`],
  ['part ids of a number not below last', (part) => (part.resources[0]!['partIds'] = { assets: { byKey: { a: 0, b: 1 }, last: 1 } }), `${AT}.resources.0.partIds: expected { [list]: { byKey: { [key]: number below last }, last } }`],
  ['part ids with a fractional last', (part) => (part.resources[0]!['partIds'] = { assets: { byKey: {}, last: 0.5 } }), `${AT}.resources.0.partIds: expected { [list]: { byKey: { [key]: number below last }, last } }`],
  ['id empty', (part) => (part.resources[0]!['id'] = ''), `${AT}.resources.0.id: expected a non-empty string`],
  ['given ids a list', (part) => (part.resources[0]!['givenIds'] = ['a']), `${AT}.resources.0.givenIds: expected ids by the ids the mock would show`],
  ['a given id empty', (part) => (part.resources[0]!['givenIds'] = { a: 'b', c: '' }), `${AT}.resources.0.givenIds: expected ids by the ids the mock would show`],
  ['made keys of numbers', (part) => (part.resources[0]!['madeKeys'] = ['a', 1]), `${AT}.resources.0.madeKeys: expected a list of keys`],
  ['unique null', (part) => (part.unique = null as never), `${AT}.unique: expected { holders, handedOver }`],
  ['unique without holders', (part) => (part.unique = { handedOver: [] }), `${AT}.unique: expected { holders, handedOver }`],
  ['holders of an odd list', (part) => (part.unique = { holders: { slug: { en: ['tops'] } }, handedOver: [] }), `${AT}.unique.holders.slug: expected scopes, each a list of value and holder after each other`],
  ['holders of numbers', (part) => (part.unique = { holders: { slug: { en: [1, 2] } }, handedOver: [] }), `${AT}.unique.holders.slug: expected scopes, each a list of value and holder after each other`],
  ['holders of one odd scope', (part) => (part.unique = { holders: { slug: { en: ['tops', 'tops'], de: ['tops'] } }, handedOver: [] }), `${AT}.unique.holders.slug: expected scopes, each a list of value and holder after each other`],
  ['holders a list', (part) => (part.unique = { holders: { slug: [] }, handedOver: [] }), `${AT}.unique.holders.slug: expected scopes, each a list of value and holder after each other`],
  ['handedOver a text', (part) => (part.unique = { holders: {}, handedOver: 'tops' }), `${AT}.unique.handedOver: expected a list of strings`],
  ['operations: not a list', (part) => (part.operations = 'none' as never), `${AT}.operations: expected a list`],
  ['an operation that is no object', (part) => (part.operations[0] = 'x' as never), `${AT}.operations.0: expected an operation`],
  ['an operation id empty', (part) => (part.operations[0]!['id'] = ''), `${AT}.operations.0.id: expected a non-empty string`],
  ['an operation serial 0', (part) => (part.operations[0]!['serial'] = 0), `${AT}.operations.0.serial: expected a whole number, 1 or more`],
  ['an operation of no container', (part) => (part.operations[0]!['importContainerKey'] = ''), `${AT}.operations.0.importContainerKey: expected a non-empty string`],
  ['an operation of no import type', (part) => (part.operations[0]!['type'] = 'cart'), `${AT}.operations.0.type: expected one of business-unit, category, `],
  ['an operation created at no time', (part) => (part.operations[0]!['createdAt'] = 'then'), `${AT}.operations.0.createdAt: expected a time as the mock writes it (2030-01-01T00:00:00.000Z)`],
  ['an operation modified with an offset', (part) => (part.operations[0]!['lastModifiedAt'] = '2030-01-01T01:00:00.000+01:00'), `${AT}.operations.0.lastModifiedAt: expected a time as the mock writes it (2030-01-01T00:00:00.000Z)`],
  ['an operation version 0', (part) => (part.operations[0]!['version'] = 0), `${AT}.operations.0.version: expected a whole number, 1 or more`],
  ['a resource key a number', (part) => (part.operations[0]!['resourceKey'] = 5), `${AT}.operations.0.resourceKey: expected a string`],
  ['a due time a text', (part) => (part.operations[0]!['dueMs'] = 'soon'), `${AT}.operations.0.dueMs: expected epoch milliseconds`],
  ['an expiry that never comes', (part) => (part.operations[0]!['expiresMs'] = Number.POSITIVE_INFINITY), `${AT}.operations.0.expiresMs: expected epoch milliseconds`],
  ['a state no operation has', (part) => (part.operations[0]!['state'] = 'done'), `${AT}.operations.0.state: expected one of processing, validationFailed, `],
  ['a resource version 0', (part) => (part.operations[0]!['resourceVersion'] = 0), `${AT}.operations.0.resourceVersion: expected a whole number, 1 or more`],
  ['errors not a list', (part) => (part.operations[0]!['errors'] = { code: 'x', message: 'y' }), `${AT}.operations.0.errors: expected a list of errors, each with a code and a message`],
  ['an error without a message', (part) => (part.operations[0]!['errors'] = [{ code: 'x', message: 'y' }, { code: 'x' }]), `${AT}.operations.0.errors: expected a list of errors, each with a code and a message`],
  ['an error that is null', (part) => (part.operations[0]!['errors'] = [null]), `${AT}.operations.0.errors: expected a list of errors, each with a code and a message`],
  ['an error that is no object', (part) => (part.operations[0]!['errors'] = ['x']), `${AT}.operations.0.errors: expected a list of errors, each with a code and a message`],
  ['unresolved not a list', (part) => (part.operations[0]!['unresolved'] = 'x'), `${AT}.operations.0.unresolved: expected a list of { typeId, key }`],
  ['unresolved without a key', (part) => (part.operations[0]!['unresolved'] = [{ typeId: 'category', key: 'a' }, { typeId: 'category' }]), `${AT}.operations.0.unresolved: expected a list of { typeId, key }`],
  ['unresolved without a typeId', (part) => (part.operations[0]!['unresolved'] = [{ key: 'a' }]), `${AT}.operations.0.unresolved: expected a list of { typeId, key }`],
  ['unresolved of no objects', (part) => (part.operations[0]!['unresolved'] = ['a']), `${AT}.operations.0.unresolved: expected a list of { typeId, key }`],
  ['a draft a text', (part) => (inState(part, 'processing')['draft'] = 'x'), `.draft: expected an object`],
  [
    'a processing operation without its draft',
    (part) => delete inState(part, 'processing')['draft'],
    '.draft: expected the draft it was created with, as an operation in state processing keeps it',
  ],
  ['an imported operation with a draft', (part) => (inState(part, 'imported')['draft'] = {}), '.draft: expected no draft, as an operation in state imported keeps none'],
  ['waiting: not a list', (part) => (part.waiting = {} as never), `${AT}.waiting: expected a list`],
  ['waiting for no typeId', (part) => (part.waiting[0] = { typeId: '', key: 'missing', operations: [] }), `${AT}.waiting.0.typeId: expected a non-empty string`],
  ['waiting for no key', (part) => (part.waiting[0] = { typeId: 'category', key: 7, operations: [] }), `${AT}.waiting.0.key: expected a non-empty string`],
  ['waiting with operations of numbers', (part) => (part.waiting[0] = { typeId: 'category', key: 'missing', operations: [1] }), `${AT}.waiting.0.operations: expected a list of operation ids`],
  ['waiting that is no object', (part) => (part.waiting[0] = 'missing'), `${AT}.waiting.0: expected { typeId, key, operations }`],
  ['awaiting no product', (part) => (part.awaitingMaster[0] = { product: '', operations: [] }), `${AT}.awaitingMaster.0.product: expected a non-empty string`],
  ['awaiting that is no object', (part) => (part.awaitingMaster[0] = 'p'), `${AT}.awaitingMaster.0: expected { product, operations }`],
  ['awaiting with operations a text', (part) => (part.awaitingMaster[0] = { product: 'p', operations: 'x' }), `${AT}.awaitingMaster.0.operations: expected a list of operation ids`],
  ['awaiting with no operations', (part) => (part.awaitingMaster[0] = { product: 'p' }), `${AT}.awaitingMaster.0.operations: expected a list of operation ids`],
];

describe("the engine's part of a snapshot, broken", () => {
  it('holds what each case breaks', async () => {
    const part = partOf(await source());
    expect(part.operations.map((operation) => operation['state'])).toEqual(['imported', 'unresolved', 'processing']);
    expect(part.waiting).toHaveLength(1);
    expect(part.awaitingMaster).toEqual([]);
  });

  it.each(breaks)('is refused naming where and what belongs there: %s', async (_, change, message) => {
    const state = await source();
    change(partOf(state));
    const ct = mock();
    const before = ct.snapshot();
    const restored = ct.restore(state as unknown as MockState);
    await expect(restored).rejects.toThrow(TypeError);
    await expect(restored).rejects.toThrow(/^commercetools-msw: the snapshot is broken at imports\.projects\.shop\./);
    await expect(restored).rejects.toThrow(message);
    expect(ct.snapshot()).toEqual(before);
  });

  it('is refused where it is no object', async () => {
    const state = await source();
    (state['imports'] as { projects: Record<string, unknown> }).projects['shop'] = [];
    await expect(mock().restore(state as unknown as MockState)).rejects.toThrow(
      'commercetools-msw: the snapshot is broken at imports.projects.shop: expected { resources, unique, operations, waiting, awaitingMaster }.',
    );
  });
});

/** The paths of the fields that hold undefined, which JSON would leave out. */
function undefinedFields(value: unknown, at = ''): string[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([name, field]) => (field === undefined ? [`${at}${name}`] : undefinedFields(field, `${at}${name}.`)));
}

const men = { id: ID(2), version: 3, createdAt: '2024-05-01T10:00:00.000Z', lastModifiedAt: '2024-06-01T10:00:00.000Z', key: 'men', name: { en: 'Men' }, slug: { en: 'men' }, ancestors: [], orderHint: '0.5' };
const banner = (id: string | undefined) => ({ ...(id === undefined ? {} : { id }), sources: [{ uri: 'https://example.com/banner.png' }], name: { en: 'Banner' } });

describe('a declaration in the platform shape, snapshot and restored', () => {
  it('reads back as in the mock it came from: its id, the ids inside it, no key the mock made', async () => {
    const ct = mock();
    // An asset given an id and no key, one given neither: the mock keys both, and shows neither key.
    await ct.addResource('shop', { typeId: 'category', ...men, assets: [banner('banner-1'), banner(undefined)] });
    const shown = await (await ct.fetch(`${API}/categories/${ID(2)}`)).json();
    expect(shown).toMatchObject({ id: ID(2), assets: [{ id: 'banner-1' }, {}] });
    expect((shown as { assets: Record<string, unknown>[] }).assets.map((asset) => asset['key'])).toEqual([undefined, undefined]);
    const saved = JSON.parse(JSON.stringify(ct.snapshot())) as MockState;
    const [held] = saved.imports.projects['shop']!.resources;
    expect(held).toMatchObject({ id: ID(2), givenIds: expect.any(Object), madeKeys: ['banner-1', expect.any(String)] });

    const restored = mock();
    await restored.restore(saved);
    expect(await (await restored.fetch(`${API}/categories/${ID(2)}`)).json()).toEqual(shown);
    expect(await (await restored.fetch(`${API}/categories/key=men`)).json()).toEqual(shown);
    expect(restored.snapshot()).toEqual(saved);
    expect(undefinedFields(restored.snapshot())).toEqual([]);
  });

  it('reads back without an id of its own: the ids inside it, or no key the mock made', async () => {
    const ct = mock();
    const { id: _id, ...keyless } = men;
    // One gives an asset's id alone (its key is its own), the other makes the mock key an asset.
    await ct.addResource('shop', { typeId: 'category', ...keyless, assets: [{ ...banner('banner-1'), key: 'banner' }] });
    await ct.addResource('shop', { typeId: 'category', ...keyless, key: 'women', slug: { en: 'women' }, assets: [banner(undefined)] });
    const reads = async (mock: CommercetoolsMock) => [await (await mock.fetch(`${API}/categories/key=men`)).json(), await (await mock.fetch(`${API}/categories/key=women`)).json()];
    const shown = await reads(ct);
    expect(shown[0]).toMatchObject({ assets: [{ id: 'banner-1', key: 'banner' }] });
    expect(Object.keys((shown[1] as { assets: object[] }).assets[0]!)).not.toContain('key');
    const restored = mock();
    await restored.restore(JSON.parse(JSON.stringify(ct.snapshot())) as MockState);
    expect(await reads(restored)).toEqual(shown);
  });

  it('keeps the variant ids a product was declared with', async () => {
    const ct = mock();
    await ct.addResource('shop', { typeId: 'product-type', id: ID(1), version: 1, createdAt: START, lastModifiedAt: START, key: 'shirt', name: 'Shirt', description: '', attributes: [] });
    const variant = (id: number, key: string) => ({ id, key, sku: key.toUpperCase(), prices: [], images: [], attributes: [], assets: [] });
    const data = { name: { en: 'Oxford' }, slug: { en: 'oxford' }, categories: [], categoryOrderHints: {}, masterVariant: variant(4, 'oxford-m'), variants: [variant(9, 'oxford-l')], searchKeywords: {}, attributes: [] };
    await ct.addResource('shop', {
      typeId: 'product',
      id: ID(3),
      version: 1,
      createdAt: START,
      lastModifiedAt: START,
      key: 'oxford',
      productType: { typeId: 'product-type', id: ID(1) },
      masterData: { published: true, hasStagedChanges: false, current: data, staged: data },
    });
    const declared = ct.snapshot();
    // Its current data is its staged data: kept once, as content.
    expect(declared.imports.projects['shop']!.resources.find((resource) => resource.typeId === 'product')).not.toHaveProperty('current');
    const restored = mock();
    await restored.restore(JSON.parse(JSON.stringify(declared)) as MockState);
    // A variant imported later takes the id after the last one declared.
    restored.addImportContainer('shop', { key: 'more' });
    const draft = { key: 'oxford', name: { en: 'Oxford' }, slug: { en: 'oxford' }, productType: { typeId: 'product-type', key: 'shirt' }, masterVariant: { key: 'oxford-m', sku: 'OXFORD-M' }, variants: [{ key: 'oxford-l', sku: 'OXFORD-L' }, { key: 'oxford-xl', sku: 'OXFORD-XL' }] };
    const posted = await restored.fetch(`${IMPORT}/product-drafts/import-containers/more`, { method: 'POST', body: JSON.stringify({ type: 'product-draft', resources: [draft] }) });
    expect(posted.status).toBe(201);
    restored.clock.advance(5000);
    const body = (await (await restored.fetch(`${API}/products/${ID(3)}`)).json()) as { masterData: { staged: { masterVariant: { id: number }; variants: { id: number; key: string }[] } } };
    expect(body.masterData.staged.masterVariant.id).toBe(4);
    expect(body.masterData.staged.variants.map(({ id, key }) => [id, key])).toEqual([
      [9, 'oxford-l'],
      [10, 'oxford-xl'],
    ]);

    // One more import, still processing when the snapshot is taken: its operation keeps its draft.
    const again = await restored.fetch(`${IMPORT}/product-drafts/import-containers/more`, { method: 'POST', body: JSON.stringify({ type: 'product-draft', resources: [{ ...draft, name: { en: 'Oxford 3' } }] }) });
    expect(again.status).toBe(201);
    // Declared by its identity alone: no content.
    await restored.addResource('shop', { typeId: 'channel', key: 'berlin' });
    const saved = restored.snapshot();
    // As JSON reads it back: no field holds undefined.
    expect(undefinedFields(saved)).toEqual([]);
    expect(saved).toEqual(JSON.parse(JSON.stringify(saved)));
    const part = saved.imports.projects['shop']!;
    const product = part.resources.find((resource) => resource.typeId === 'product')!;
    const processing = part.operations.find((operation) => operation.state === 'processing')!;
    // Frozen all the way down, as the mock goes on sharing what it holds.
    const nested = [product.content!['name'], product.current!['name'], product.variantIds!.byKey, processing.draft!['name']];
    for (const value of nested) expect(() => Object.assign(value as object, { changed: true })).toThrow(TypeError);
  });
});

describe('a snapshot that is none', () => {
  it.each([
    ['null', null],
    ['nothing', undefined],
    ['the marker alone', 'commercetools-msw/state'],
    ['a list', []],
  ])('is refused as no snapshot: %s', async (_, value) => {
    await expect(mock().restore(value as unknown as MockState)).rejects.toThrow(
      "commercetools-msw: this is not a snapshot of the mock's state: it needs format 'commercetools-msw/state'. Pass what ct.snapshot() returned.",
    );
  });

  it('is refused as a whole where it is marked but no object', async () => {
    const marked = Object.assign(() => undefined, { format: 'commercetools-msw/state', version: 1 });
    await expect(mock().restore(marked as unknown as MockState)).rejects.toThrow(/^commercetools-msw: the snapshot is broken at \(the snapshot\): .*[Oo]bject/);
  });

  it.each([
    ['a text', 'shop'],
    ['null', null],
    ['absent', undefined],
    ['an object without a key', { currencies: ['EUR'] }],
  ])('is refused where a Project is %s', async (_, project) => {
    const state = await source();
    (state['projects'] as { project: unknown }[])[0]!.project = project;
    await expect(mock().restore(state as unknown as MockState)).rejects.toThrow('commercetools-msw: the snapshot is broken at projects.0.project: a Project needs a key.');
  });
});
