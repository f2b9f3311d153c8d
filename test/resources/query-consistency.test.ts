import { describe, expect, it } from 'vitest';
import { useMockServer } from '../support/mock-server.js';
import { api, importThrough, settle, shirtDraft, shirtType } from './helpers.js';

// What a query answers stays what a scan over the representations answers (issue 32): indexes only
// narrow it, and the representations a scan keeps never outlive a change of the Project.

const ct = useMockServer({ projects: [{ key: 'shop', currencies: ['EUR'], languages: ['en'] }] });

const keys = (results: readonly { readonly key?: string }[]) => results.map((resource) => resource.key);

describe('an index after a forced import', () => {
  it('finds every resource showing a value that changed hands, as the scan does', async () => {
    await importThrough(ct, 'customers', [{ key: 'jen', email: 'jen@example.com', password: 'secret', customerNumber: 'C-1' }]);
    await importThrough(ct, 'categories', [{ key: 'c1', name: { en: 'C1' }, slug: { en: 'c-1' } }]);
    settle(ct);
    // Each duplicate would fail processing; forced, it takes the value from the resource holding it.
    ct.injectImportOutcome({ state: 'imported', times: Infinity });
    await importThrough(ct, 'customers', [{ key: 'jen2', email: 'jen@example.com', password: 'secret', customerNumber: 'C-1' }]);
    await importThrough(ct, 'categories', [{ key: 'c2', name: { en: 'C2' }, slug: { en: 'c-1' } }]);
    settle(ct);
    const customers = async (where: string) => keys((await api().customers().get({ queryArgs: { where } }).execute()).body.results);
    expect(await customers('email = "jen@example.com"')).toEqual(['jen', 'jen2']);
    expect(await customers('not(email != "jen@example.com")')).toEqual(['jen', 'jen2']);
    expect(await customers('customerNumber = "C-1"')).toEqual(['jen', 'jen2']);
    const categories = await api().categories().get({ queryArgs: { where: 'slug(en = "c-1")' } }).execute();
    expect(keys(categories.body.results)).toEqual(['c1', 'c2']);
  });
});

describe('the representations a scan keeps', () => {
  const scan = async (where: string) => keys((await api().categories().get({ queryArgs: { where, sort: 'key asc' } }).execute()).body.results);

  it('take in a resource imported after the last scan', async () => {
    await importThrough(ct, 'categories', [{ key: 'c1', name: { en: 'Shirts' }, slug: { en: 'c-1' } }]);
    settle(ct);
    expect(await scan('name(en = "Shirts")')).toEqual(['c1']);
    await importThrough(ct, 'categories', [{ key: 'c2', name: { en: 'Shirts' }, slug: { en: 'c-2' } }]);
    settle(ct);
    expect(await scan('name(en = "Shirts")')).toEqual(['c1', 'c2']);
  });

  it('show what another resource changed in them: a product type relabelling an enum value of a product', async () => {
    await importThrough(ct, 'product-types', [shirtType]);
    await importThrough(ct, 'product-drafts', [shirtDraft('aa', { publish: true })]);
    settle(ct);
    const labelled = (label: string) => `masterData(current(masterVariant(attributes(name = "color" and value(label = "${label}")))))`;
    const products = async (where: string) => keys((await api().products().get({ queryArgs: { where } }).execute()).body.results);
    expect(await products(labelled('Red'))).toEqual(['aa']);
    const relabelled = { ...shirtType, attributes: shirtType.attributes.map((attribute) => (attribute.name === 'color' ? { ...attribute, type: { name: 'enum', values: [{ key: 'red', label: 'Rot' }, { key: 'blue', label: 'Blue' }] } } : attribute)) };
    await importThrough(ct, 'product-types', [relabelled]);
    settle(ct);
    expect(await products(labelled('Red'))).toEqual([]);
    expect(await products(labelled('Rot'))).toEqual(['aa']);
  });

  it('go with a reset to what the mock started with', async () => {
    await importThrough(ct, 'categories', [{ key: 'c1', name: { en: 'Shirts' }, slug: { en: 'c-1' } }]);
    settle(ct);
    expect(await scan('name(en = "Shirts")')).toEqual(['c1']);
    ct.reset();
    expect(await scan('name(en = "Shirts")')).toEqual([]);
  });

  it('are never changed by an expansion: the same query without expand shows bare references', async () => {
    await importThrough(ct, 'categories', [{ key: 'root', name: { en: 'Root' }, slug: { en: 'root' } }]);
    settle(ct);
    await importThrough(ct, 'categories', [{ key: 'leaf', name: { en: 'Leaf' }, slug: { en: 'leaf' }, parent: { typeId: 'category', key: 'root' } }]);
    settle(ct);
    const query = (expand?: string) => api().categories().get({ queryArgs: { where: 'parent is defined', sort: 'key asc', ...(expand ? { expand } : {}) } }).execute();
    expect((await query('parent')).body.results[0]?.parent).toMatchObject({ obj: { key: 'root' } });
    expect((await query()).body.results[0]?.parent).toEqual({ typeId: 'category', id: expect.any(String) });
  });
});
