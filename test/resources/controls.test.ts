import { describe, expect, it } from 'vitest';
import { createCommercetoolsMock } from '../../src/index.js';
import { useMockServer } from '../support/mock-server.js';
import { sdkError } from '../support/sdk.js';
import { api, importThrough, settle, shirtDraft, shirtType, valid } from './helpers.js';

// ct.resources (and its admin route and remote client), declared resources read back like
// imported ones, and resets that return imported resources to the seeded and declared ones (issue 25).

const declaredType = { typeId: 'product-type', ...shirtType } as const;
const ct = useMockServer({ projects: [{ key: 'shop', currencies: ['EUR'], languages: ['en'] }, { key: 'other' }], resources: { shop: [declaredType] } });

describe('ct.resources', () => {
  it('lists what the store holds, as the platform API shows it, in creation order', async () => {
    await importThrough(ct, 'product-drafts', [shirtDraft('aa'), shirtDraft('bb', { publish: true })]);
    settle(ct);
    const products = await ct.resources('shop', 'product');
    expect(products.map((product) => product.key)).toEqual(['aa', 'bb']);
    for (const product of products) valid(product, 'Product');
    const viaApi = (await api().products().withKey({ key: 'aa' }).get().execute()).body;
    expect(products[0]).toEqual(viaApi);
    expect((await ct.resources('shop', 'product-projection')).map((projection) => projection.key)).toEqual(['aa', 'bb']);
    expect(await ct.resources('shop', 'order')).toEqual([]);
  });

  it('refuses an unknown Project or type', async () => {
    await expect(ct.resources('nowhere', 'product')).rejects.toThrow(/'nowhere' is none/);
    // A caller without types may pass any string: the control names the types it takes.
    await expect(ct.resources('shop', 'cart' as 'product')).rejects.toThrow(/resources takes a typeId among product-type, type/);
  });
});

describe('declared resources', () => {
  it('reads a product type declared with content like an imported one', async () => {
    const productType = valid((await api().productTypes().withKey({ key: 'shirt' }).get().execute()).body, 'ProductType');
    expect(productType).toMatchObject({ key: 'shirt', version: 1, createdAt: '2030-01-01T00:00:00.000Z' });
    await ct.addResource('shop', { typeId: 'category', key: 'tops', name: { en: 'Tops' }, slug: { en: 'tops' } });
    expect((await api().categories().withKey({ key: 'tops' }).get().execute()).body).toMatchObject({ key: 'tops', ancestors: [] });
  });

  it('does not show a resource declared by its identity alone, whose fields the mock lacks', async () => {
    await ct.addResource('shop', { typeId: 'category', key: 'bare' });
    expect((await sdkError(api().categories().withKey({ key: 'bare' }).get().execute())).statusCode).toBe(404);
    expect(await ct.resources('shop', 'category')).toEqual([]);
  });
});

describe('resets', () => {
  it('ct.reset() leaves the declared resources, with their ids, and nothing imported', async () => {
    const before = (await api().productTypes().withKey({ key: 'shirt' }).get().execute()).body;
    await importThrough(ct, 'product-drafts', [shirtDraft('aa')]);
    settle(ct);
    expect(await ct.resources('shop', 'product')).toHaveLength(1);
    ct.reset();
    expect(await ct.resources('shop', 'product')).toEqual([]);
    expect((await api().productTypes().withKey({ key: 'shirt' }).get().execute()).body).toEqual(before);
    // Ids count again from the same point: the same steps give the same ids.
    await importThrough(ct, 'product-drafts', [shirtDraft('aa')]);
    settle(ct);
    const [again] = await ct.resources('shop', 'product');
    expect(again?.id).toBe('00000000-0000-4000-b000-000000000002');
  });

  it('a per-Project reset clears only that Project', async () => {
    await importThrough(ct, 'product-drafts', [shirtDraft('aa')]);
    await importThrough(ct, 'categories', [{ key: 'cc', name: { en: 'CC' }, slug: { en: 'cc' } }], 'other');
    settle(ct);
    ct.reset({ projects: ['other'] });
    expect(await ct.resources('other', 'category')).toEqual([]);
    expect((await ct.resources('shop', 'product')).map((product) => product.key)).toEqual(['aa']);
  });
});

it('a fresh mock reads what its resources option declared without any import', async () => {
  const mock = createCommercetoolsMock({ projects: [{ key: 'shop' }], resources: { shop: [declaredType] } });
  expect((await mock.resources('shop', 'product-type')).map((resource) => resource.key)).toEqual(['shirt']);
});
