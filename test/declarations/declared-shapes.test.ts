import { createApiBuilderFromCtpClient, type Category, type Product, type ProductType } from '@commercetools/platform-sdk';
import { ClientBuilder } from '@commercetools/ts-client';
import { describe, expect, it } from 'vitest';
import { createCommercetoolsMock, type CommercetoolsMock } from '../../src/index.js';
import { serve } from '../../src/cli/serve.js';

// Issue 33's rules for a resource declared as the platform shows it: null is an absent field,
// references by id, key or expansion, the declared id kept through later imports, and every
// refusal a rejected promise that changes nothing. Read back through the official platform SDK.

const NOW = '2030-01-01T00:00:00.000Z';
const ID = (n: number) => `0b2f1c5e-4d6a-4e8b-9c0d-${n.toString().padStart(12, '0')}`;

const mock = () => createCommercetoolsMock({ now: NOW, projects: [{ key: 'shop', currencies: ['EUR'], languages: ['en'] }] });
const api = (ct: CommercetoolsMock) =>
  createApiBuilderFromCtpClient(
    new ClientBuilder()
      .withClientCredentialsFlow({ host: 'https://auth.europe-west1.gcp.commercetools.com', projectKey: 'shop', credentials: { clientId: 'id', clientSecret: 'secret' }, httpClient: ct.fetch })
      .withHttpMiddleware({ host: 'https://api.europe-west1.gcp.commercetools.com', httpClient: ct.fetch })
      .build(),
  ).withProjectKey({ projectKey: 'shop' });

const times = { version: 4, createdAt: '2024-05-01T10:00:00.000Z', lastModifiedAt: '2024-06-01T10:00:00.000Z' };
const shirtType: ProductType = {
  id: ID(1),
  ...times,
  key: 'shirt',
  name: 'Shirt',
  description: 'Shirts',
  attributes: [{ name: 'color', label: { en: 'Color' }, isRequired: false, type: { name: 'enum', values: [{ key: 'red', label: 'Red' }] }, attributeConstraint: 'None', inputHint: 'SingleLine', isSearchable: true, level: 'Variant' }],
};
const men: Category = { id: ID(2), ...times, key: 'men', name: { en: 'Men' }, slug: { en: 'men' }, ancestors: [], orderHint: '0.5', assets: [] };
const productData = (categories: Product['masterData']['current']['categories']) => ({
  name: { en: 'Oxford' },
  slug: { en: 'oxford' },
  categories,
  categoryOrderHints: {},
  masterVariant: {
    id: 7,
    key: 'oxford-red',
    sku: 'OXFORD-RED',
    prices: [{ id: ID(9), value: { type: 'centPrecision' as const, centAmount: 1999, currencyCode: 'EUR', fractionDigits: 2 } }],
    images: [],
    attributes: [{ name: 'color', value: { key: 'red', label: 'Red' } }],
    assets: [],
  },
  variants: [],
  searchKeywords: {},
  attributes: [],
});
const oxford = (categories: Product['masterData']['current']['categories'], productType: Product['productType'] = { typeId: 'product-type', id: ID(1) }): Product => ({
  id: ID(3),
  ...times,
  key: 'oxford',
  productType,
  masterData: { published: true, hasStagedChanges: false, current: productData(categories), staged: productData(categories) },
});

describe('null in a representation', () => {
  it('stands for an absent field, which reads back absent', async () => {
    const ct = mock();
    await ct.addResource('shop', { typeId: 'category', ...men, description: null, parent: null, metaTitle: null, custom: null, externalId: null });
    const { body } = await api(ct).categories().withKey({ key: 'men' }).get().execute();
    expect(body).toEqual(men);
    expect(Object.keys(body)).not.toContain('description');
  });
});

describe('references in a representation', () => {
  it('name a held resource by id, by key or expanded, and read back by its id', async () => {
    const ct = mock();
    await ct.addResource('shop', { typeId: 'product-type', ...shirtType });
    await ct.addResource('shop', { typeId: 'category', ...men });
    await ct.addResource('shop', { typeId: 'category', ...men, id: ID(4), key: 'women', slug: { en: 'women' } });
    await ct.addResource('shop', { typeId: 'category', ...men, id: ID(5), key: 'kids', slug: { en: 'kids' } });
    // By id, by key (as the Import API names it), and expanded with another id than the mock's: its obj's key counts.
    const categories = [{ typeId: 'category', id: ID(2) }, { typeId: 'category', key: 'women' }, { typeId: 'category', id: 'elsewhere', obj: { ...men, key: 'kids' } }];
    await ct.addResource('shop', { typeId: 'product', ...oxford(categories as never) });
    const { body } = await api(ct).products().withKey({ key: 'oxford' }).get().execute();
    expect(body.productType).toEqual({ typeId: 'product-type', id: ID(1) });
    expect(body.masterData.current.categories).toEqual([{ typeId: 'category', id: ID(2) }, { typeId: 'category', id: ID(4) }, { typeId: 'category', id: ID(5) }]);
    const { body: expanded } = await api(ct).products().withId({ ID: ID(3) }).get({ queryArgs: { expand: ['productType'] } }).execute();
    expect(expanded.productType.obj).toEqual(shirtType);
  });

  it('by id to a resource the Project does not hold is refused, naming it', async () => {
    const ct = mock();
    await ct.addResource('shop', { typeId: 'product-type', ...shirtType });
    await expect(ct.addResource('shop', { typeId: 'product', ...oxford([{ typeId: 'category', id: ID(8) }]) })).rejects.toThrow(
      new TypeError(
        `commercetools-msw: the product 'oxford' declared in 'shop' is not a product as the platform shows it: masterData.staged.categories.0: names the category '${ID(8)}', which the Project does not hold; declare it first (its id with it), or name it by key; masterData.current.categories.0: names the category '${ID(8)}', which the Project does not hold; declare it first (its id with it), or name it by key.`,
      ),
    );
  });
});

describe('the ids a representation gives', () => {
  it('are kept through a later import, which raises the version and keeps the id, creation time and variant id', async () => {
    const ct = mock();
    await ct.addResource('shop', { typeId: 'product-type', ...shirtType });
    await ct.addResource('shop', { typeId: 'product', ...oxford([]), version: 1 });
    ct.addImportContainer('shop', { key: 'c' });
    const draft = { key: 'oxford', name: { en: 'Oxford 2' }, slug: { en: 'oxford' }, productType: { typeId: 'product-type', key: 'shirt' }, masterVariant: { key: 'oxford-red', sku: 'OXFORD-RED' }, publish: true };
    const headers = { authorization: `Bearer ${ct.issueToken({ scopes: ['manage_project:shop'] })}` };
    const posted = await ct.fetch('https://import.europe-west1.gcp.commercetools.com/shop/product-drafts/import-containers/c', { method: 'POST', headers, body: JSON.stringify({ type: 'product-draft', resources: [draft] }) });
    expect(posted.status).toBe(201);
    ct.clock.advance(5000);
    const { body } = await api(ct).products().withKey({ key: 'oxford' }).get().execute();
    expect(body).toMatchObject({ id: ID(3), version: 2, createdAt: times.createdAt, lastModifiedAt: '2030-01-01T00:00:05.000Z' });
    expect(body.masterData.current).toMatchObject({ name: { en: 'Oxford 2' }, masterVariant: { id: 7, key: 'oxford-red' } });
  });

  it('are kept in a snapshot where they are not the mock\'s own: the resource\'s apart, those inside by the mock\'s', async () => {
    const ct = mock();
    await ct.addResource('shop', { typeId: 'category', ...men });
    const banner = { id: 'banner', key: 'banner', sources: [{ uri: 'https://example.com/banner.png' }], name: { en: 'Banner' } };
    await ct.addResource('shop', { typeId: 'category', ...men, id: ID(4), key: 'women', slug: { en: 'women' }, assets: [banner] });
    const { resources } = ct.snapshot().imports.projects['shop']!;
    const held = (key: string) => resources.find((resource) => resource.typeId === 'category' && resource.key === key);
    expect(held('men')).toMatchObject({ id: ID(2) });
    expect(held('men')).not.toHaveProperty('givenIds');
    expect(held('women')).toMatchObject({ id: ID(4) });
    expect(Object.values(held('women')?.givenIds ?? {})).toEqual(['banner']);
  });

  it('are never made again by the mock for what it creates later', async () => {
    const ct = mock();
    // The id the mock would give its first resource, given to a declared one.
    await ct.addResource('shop', { typeId: 'category', ...men, id: '00000000-0000-4000-b000-000000000001' });
    await ct.addResource('shop', { typeId: 'category', key: 'sale', name: { en: 'Sale' }, slug: { en: 'sale' } });
    const { body } = await api(ct).categories().withKey({ key: 'sale' }).get().execute();
    expect(body.id).not.toBe('00000000-0000-4000-b000-000000000001');
  });
});

describe('a declared resource', () => {
  it('is found by the id it was given alone, never by an id of the mock\'s own form', async () => {
    const ct = mock();
    await ct.addResource('shop', { typeId: 'category', ...men });
    expect((await api(ct).categories().withId({ ID: men.id }).get().execute()).body).toEqual(men);
    // The category counts among the mock's resources, so one of these is the id its count would make.
    for (let serial = 0; serial < 8; serial += 1) {
      const id = `00000000-0000-4000-b000-${serial.toString(16).padStart(12, '0')}`;
      await expect(api(ct).categories().withId({ ID: id }).get().execute(), id).rejects.toMatchObject({ statusCode: 404 });
    }
  });
});

describe('parts declared without a key', () => {
  it('read back without one, whatever the mock keys them by, and with the ids they were given', async () => {
    const ct = mock();
    await ct.addResource('shop', { typeId: 'product-type', ...shirtType });
    // Variant 7 is kept by the key oxford-7 (made of its id), which its SKU also reads; the price, with neither id nor key, by its place.
    const declared = oxford([]);
    const variant = { ...declared.masterData.current.masterVariant, key: undefined, sku: 'oxford-7', prices: [{ value: { type: 'centPrecision' as const, centAmount: 1999, currencyCode: 'EUR', fractionDigits: 2 } }] };
    const data = { ...declared.masterData.current, masterVariant: variant };
    await ct.addResource('shop', { typeId: 'product', ...declared, masterData: { ...declared.masterData, current: data, staged: data } });
    const { body } = await api(ct).products().withKey({ key: 'oxford' }).get().execute();
    const { key: _key, prices: _prices, ...rest } = declared.masterData.current.masterVariant;
    expect(body.masterData.current.masterVariant).toEqual({ ...rest, sku: 'oxford-7', prices: [{ id: expect.any(String), value: variant.prices[0]!.value }] });
    expect(body.masterData.staged.masterVariant).toEqual(body.masterData.current.masterVariant);
  });

  it('leave the key of the resource itself, though the mock made the same for one of its parts', async () => {
    const ct = mock();
    // The address, given an id and no key, is kept by the key home: the customer's own.
    const customer = { id: ID(6), ...times, key: 'home', email: 'jen@example.com', addresses: [{ id: 'home', country: 'DE', city: 'Berlin' }], shippingAddressIds: [], billingAddressIds: [], isEmailVerified: false, stores: [], authenticationMode: 'Password' as const };
    await ct.addResource('shop', { typeId: 'customer', ...customer, password: 'secret' });
    const { body } = await api(ct).customers().withKey({ key: 'home' }).get().execute();
    expect(body).toMatchObject({ id: ID(6), key: 'home', addresses: [{ id: 'home', country: 'DE', city: 'Berlin' }] });
    expect(body.addresses[0]).not.toHaveProperty('key');
  });
});

describe('a representation refused', () => {
  it('rejects with a TypeError naming the problem, never throws at the call, and changes nothing', async () => {
    const ct = mock();
    await ct.addResource('shop', { typeId: 'category', ...men });
    const before = await ct.resources('shop', 'category');
    const refusals: [object, RegExp][] = [
      [{ ...men, name: 5 }, /does not fit the Import API's category resource: name: /],
      [{ ...men, id: ID(2), key: 'other', slug: { en: 'other' } }, new RegExp(`has the id '${ID(2)}', which another category of the Project shows`)],
      [{ ...men, key: undefined }, /key: the mock keeps every category by its key, and this one has none/],
      [{ ...men, key: 'other', version: 0 }, /version: expected a whole number from 1, not 0/],
      [{ ...men, key: 'other', parent: { typeId: 'category', id: ID(99) } }, /parent: names the category/],
    ];
    for (const [representation, message] of refusals) {
      let promise: Promise<void> | undefined;
      expect(() => (promise = ct.addResource('shop', { typeId: 'category', ...representation }))).not.toThrow();
      await expect(promise).rejects.toThrow(TypeError);
      await expect(promise).rejects.toThrow(message);
    }
    expect(await ct.resources('shop', 'category')).toEqual(before);
  });

  it('of a type the mock reads nothing of takes its identity and id alone', async () => {
    const ct = mock();
    await expect(ct.addResource('shop', { typeId: 'channel', key: 'berlin', id: ID(1), roles: ['InventorySupply'] })).rejects.toThrow(/takes its identity and id alone \(\{ typeId, key, id \}\), not roles/);
  });
});

describe('a representation declared through a served mock', () => {
  it('reads back through the admin API and from the config resources', async () => {
    const served = await serve({ port: 0, now: NOW, projects: [{ key: 'shop' }], admin: { token: 'admin-secret' }, resources: { shop: [{ typeId: 'product-type', ...shirtType }] } });
    try {
      const admin = { authorization: 'Bearer admin-secret', 'content-type': 'application/json' };
      const posted = await fetch(`${served.url}/__admin/projects/shop/resources`, { method: 'POST', headers: admin, body: JSON.stringify({ typeId: 'category', ...men }) });
      expect(posted.status).toBeLessThan(300);
      const listed = await fetch(`${served.url}/__admin/projects/shop/resources?typeId=category`, { headers: admin }).then((reply) => reply.json());
      expect(listed).toEqual({ resources: [men] });
      const types = await fetch(`${served.url}/__admin/projects/shop/resources?typeId=product-type`, { headers: admin }).then((reply) => reply.json());
      expect(types).toEqual({ resources: [shirtType] });
      const refused = await fetch(`${served.url}/__admin/projects/shop/resources`, { method: 'POST', headers: admin, body: JSON.stringify({ typeId: 'category', ...men, key: 'x', name: 5 }) });
      expect(refused.status).toBe(400);
    } finally {
      await served.close();
    }
  });
});
