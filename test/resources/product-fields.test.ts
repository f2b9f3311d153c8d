import type { Product, ProductProjection } from '@commercetools/platform-sdk';
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../support/mock-server.js';
import { api, importThrough, settle, shirtDraft, shirtType, valid } from './helpers.js';

// Every field of an imported product read back exactly through the platform SDK (issue 33): a
// product read without its description, meta fields, tax category, state, price mode, images or
// assets, or with another price id, fails here. Products, their current and staged data, and the
// projections of both.

const ct = useMockServer({
  projects: [{ key: 'shop', currencies: ['EUR', 'JPY'], languages: ['en', 'de'] }],
  resources: { shop: [{ typeId: 'tax-category', key: 'standard' }, { typeId: 'state', key: 'ready' }] },
});

const eur = (centAmount: number) => ({ type: 'centPrecision', centAmount, currencyCode: 'EUR' });
const image = (url: string) => ({ url, dimensions: { w: 640, h: 480 }, label: `image ${url}` });

/** A product draft with every field the Import API takes for a product. */
const fullDraft = (overrides: Record<string, unknown> = {}) =>
  shirtDraft('oxford', {
    description: { en: 'A cotton shirt', de: 'Ein Baumwollhemd' },
    categories: [
      { typeId: 'category', key: 'tops' },
      { typeId: 'category', key: 'sale' },
    ],
    metaTitle: { en: 'Oxford shirt' },
    metaDescription: { en: 'The oxford shirt' },
    metaKeywords: { en: 'shirt, oxford' },
    taxCategory: { typeId: 'tax-category', key: 'standard' },
    state: { typeId: 'state', key: 'ready' },
    priceMode: 'Embedded',
    searchKeywords: { en: [{ text: 'shirt' }, { text: 'oxford cotton', suggestTokenizer: { type: 'whitespace' } }] },
    masterVariant: {
      key: 'oxford-m',
      sku: 'OXFORD-M',
      prices: [
        { key: 'oxford-eur', value: eur(1999) },
        { key: 'oxford-de', value: eur(1899), country: 'DE', validFrom: '2030-01-01T00:00:00.000Z', validUntil: '2031-01-01T00:00:00.000Z', tiers: [{ minimumQuantity: 10, value: eur(1500) }] },
      ],
      images: [image('https://img.example/m.png')],
      assets: [{ key: 'manual', sources: [{ uri: 'https://img.example/manual.pdf', contentType: 'application/pdf' }], name: { en: 'Manual' }, description: { en: 'How to wear it' }, tags: ['pdf'] }],
      attributes: [{ name: 'color', type: 'enum', value: 'red' }],
    },
    variants: [
      {
        key: 'oxford-l',
        sku: 'OXFORD-L',
        prices: [{ key: 'oxford-l-jpy', value: { type: 'centPrecision', centAmount: 3000, currencyCode: 'JPY' } }],
        images: [image('https://img.example/l-front.png'), image('https://img.example/l-back.png')],
        assets: [
          { key: 'guide', sources: [{ uri: 'https://img.example/guide.pdf' }], name: { en: 'Guide' } },
          { key: 'care', sources: [{ uri: 'https://img.example/care.pdf' }], name: { en: 'Care' } },
        ],
        attributes: [{ name: 'color', type: 'enum', value: 'blue' }],
      },
    ],
    ...overrides,
  });

async function catalog(drafts: readonly object[]) {
  await importThrough(ct, 'product-types', [shirtType]);
  await importThrough(ct, 'categories', [
    { key: 'tops', name: { en: 'Tops' }, slug: { en: 'tops' } },
    { key: 'sale', name: { en: 'Sale' }, slug: { en: 'sale' } },
  ]);
  await importThrough(ct, 'product-drafts', drafts);
  settle(ct);
}

const readProduct = async (key = 'oxford') => valid<Product>((await api().products().withKey({ key }).get().execute()).body, 'Product');
const readProjection = async (staged: boolean, key = 'oxford') =>
  valid<ProductProjection>((await api().productProjections().withKey({ key }).get({ queryArgs: { staged } }).execute()).body, 'ProductProjection');
const categoryId = async (key: string) => (await api().categories().withKey({ key }).get().execute()).body.id;

/**
 * The id of what the platform keeps inside a product (a price `c`, an asset `a`): its variant's id,
 * its place there and the product's own id's last group, so that it is the same on every read.
 */
const innerId = (product: { id: string }, variantId: number, position: number, kind: 'a' | 'c') =>
  `${variantId.toString(16).padStart(8, '0')}-${position.toString(16).padStart(4, '0')}-4000-b${kind}00-${product.id.slice(-12)}`;

/** The data (`ProductData`) the full draft shows, with `description` as given. */
async function fullData(product: { id: string }, description: unknown = { en: 'A cotton shirt', de: 'Ein Baumwollhemd' }) {
  return {
    name: { en: 'Shirt oxford' },
    categories: [
      { typeId: 'category', id: await categoryId('tops') },
      { typeId: 'category', id: await categoryId('sale') },
    ],
    categoryOrderHints: {},
    description,
    slug: { en: 'oxford' },
    metaTitle: { en: 'Oxford shirt' },
    metaDescription: { en: 'The oxford shirt' },
    metaKeywords: { en: 'shirt, oxford' },
    masterVariant: {
      id: 1,
      key: 'oxford-m',
      sku: 'OXFORD-M',
      prices: [
        { id: innerId(product, 1, 0, 'c'), key: 'oxford-eur', value: { ...eur(1999), fractionDigits: 2 } },
        {
          id: innerId(product, 1, 1, 'c'),
          key: 'oxford-de',
          value: { ...eur(1899), fractionDigits: 2 },
          country: 'DE',
          validFrom: '2030-01-01T00:00:00.000Z',
          validUntil: '2031-01-01T00:00:00.000Z',
          tiers: [{ minimumQuantity: 10, value: { ...eur(1500), fractionDigits: 2 } }],
        },
      ],
      images: [image('https://img.example/m.png')],
      attributes: [{ name: 'color', value: { key: 'red', label: 'Red' } }],
      assets: [
        {
          id: innerId(product, 1, 0, 'a'),
          key: 'manual',
          sources: [{ uri: 'https://img.example/manual.pdf', contentType: 'application/pdf' }],
          name: { en: 'Manual' },
          description: { en: 'How to wear it' },
          tags: ['pdf'],
        },
      ],
    },
    variants: [
      {
        id: 2,
        key: 'oxford-l',
        sku: 'OXFORD-L',
        prices: [{ id: innerId(product, 2, 0, 'c'), key: 'oxford-l-jpy', value: { type: 'centPrecision', centAmount: 3000, currencyCode: 'JPY', fractionDigits: 0 } }],
        images: [image('https://img.example/l-front.png'), image('https://img.example/l-back.png')],
        attributes: [{ name: 'color', value: { key: 'blue', label: 'Blue' } }],
        assets: [
          { id: innerId(product, 2, 0, 'a'), key: 'guide', sources: [{ uri: 'https://img.example/guide.pdf' }], name: { en: 'Guide' } },
          { id: innerId(product, 2, 1, 'a'), key: 'care', sources: [{ uri: 'https://img.example/care.pdf' }], name: { en: 'Care' } },
        ],
      },
    ],
    searchKeywords: { en: [{ text: 'shirt' }, { text: 'oxford cotton', suggestTokenizer: { type: 'whitespace' } }] },
    attributes: [],
  };
}

describe('a product imported with every field', () => {
  it('reads back each field exactly, its current data the same as its staged data', async () => {
    await catalog([fullDraft({ publish: true })]);
    const product = await readProduct();
    const productTypeId = (await api().productTypes().withKey({ key: 'shirt' }).get().execute()).body.id;
    const data = await fullData(product);
    expect(product).toEqual({
      id: product.id,
      version: 1,
      createdAt: '2030-01-01T00:00:05.000Z',
      lastModifiedAt: '2030-01-01T00:00:05.000Z',
      key: 'oxford',
      productType: { typeId: 'product-type', id: productTypeId },
      masterData: { published: true, hasStagedChanges: false, current: data, staged: data },
      taxCategory: { typeId: 'tax-category', id: expect.stringMatching(/^00000000-0000-4000-b000-0*[1-9a-f][0-9a-f]*$/) },
      state: { typeId: 'state', id: expect.stringMatching(/^00000000-0000-4000-b000-0*[1-9a-f][0-9a-f]*$/) },
      priceMode: 'Embedded',
    });
    // The tax category and the state are the two the Project holds, each by its own id.
    expect(product.taxCategory?.id).not.toBe(product.state?.id);
  });

  it('shows the same fields in its projections, current and staged', async () => {
    await catalog([fullDraft({ publish: true })]);
    const product = await readProduct();
    const { masterData, id, version, createdAt, lastModifiedAt, key, productType, taxCategory, state, priceMode } = product;
    const expected = { id, version, createdAt, lastModifiedAt, key, productType, ...(await fullData(product)), hasStagedChanges: false, published: true, taxCategory, state, priceMode };
    expect(await readProjection(false)).toEqual(expected);
    expect(await readProjection(true)).toEqual(expected);
    expect(masterData.current).toEqual(masterData.staged);
  });

  it('shows staged changes in the staged data and the staged projection alone', async () => {
    await catalog([fullDraft({ publish: true })]);
    ct.clock.advance(1000);
    await importThrough(ct, 'product-drafts', [
      fullDraft({ description: { en: 'Renamed' }, metaTitle: { en: 'New title' }, taxCategory: undefined, state: undefined, priceMode: 'Standalone' }),
    ]);
    settle(ct);
    const product = await readProduct();
    expect(product.masterData).toMatchObject({ published: true, hasStagedChanges: true });
    expect(product.masterData.current).toEqual(await fullData(product));
    expect(product.masterData.staged).toEqual({ ...(await fullData(product, { en: 'Renamed' })), metaTitle: { en: 'New title' } });
    // The fields beside the data are the staged draft's: no tax category, no state, Standalone.
    expect(product).not.toHaveProperty('taxCategory');
    expect(product).not.toHaveProperty('state');
    expect(product.priceMode).toBe('Standalone');
    const current = await readProjection(false);
    expect(current).toMatchObject({ description: { en: 'A cotton shirt', de: 'Ein Baumwollhemd' }, metaTitle: { en: 'Oxford shirt' }, hasStagedChanges: true, published: true });
    // The tax category, state and price mode are the product's, not its data's: never staged.
    expect(current).not.toHaveProperty('taxCategory');
    expect(current).not.toHaveProperty('state');
    expect(current.priceMode).toBe('Standalone');
    const staged = await readProjection(true);
    expect(staged).toMatchObject({ description: { en: 'Renamed' }, metaTitle: { en: 'New title' }, hasStagedChanges: true, published: true, priceMode: 'Standalone' });
    expect(staged).not.toHaveProperty('taxCategory');
    expect(staged).not.toHaveProperty('state');
  });
});

describe('a product imported with the fewest fields', () => {
  it('leaves out what the import left out, and shows empty lists and maps', async () => {
    await catalog([shirtDraft('plain', { masterVariant: { key: 'plain-m', sku: 'PLAIN-M', attributes: [{ name: 'color', type: 'enum', value: 'red' }] } })]);
    const product = await readProduct('plain');
    expect(Object.keys(product).sort()).toEqual(['createdAt', 'id', 'key', 'lastModifiedAt', 'masterData', 'productType', 'version']);
    expect(product.masterData.current).toEqual({
      name: { en: 'Shirt plain' },
      categories: [],
      categoryOrderHints: {},
      slug: { en: 'plain' },
      masterVariant: { id: 1, key: 'plain-m', sku: 'PLAIN-M', prices: [], images: [], attributes: [{ name: 'color', value: { key: 'red', label: 'Red' } }], assets: [] },
      variants: [],
      searchKeywords: {},
      attributes: [],
    });
    const projection = await readProjection(true, 'plain');
    expect(Object.keys(projection).sort()).toEqual(
      ['attributes', 'categories', 'categoryOrderHints', 'createdAt', 'hasStagedChanges', 'id', 'key', 'lastModifiedAt', 'masterVariant', 'name', 'productType', 'published', 'searchKeywords', 'slug', 'variants', 'version'],
    );
  });

  it('shows a product imported without variants with an empty master variant of id 1', async () => {
    // A product type that requires no variant attribute: the product needs no variant to be imported.
    await importThrough(ct, 'product-types', [{ key: 'plain', name: 'Plain', description: 'Plain', attributes: [] }]);
    await importThrough(ct, 'products', [{ key: 'bare', name: { en: 'Bare' }, slug: { en: 'bare' }, productType: { typeId: 'product-type', key: 'plain' }, publish: true }]);
    settle(ct);
    const product = await readProduct('bare');
    const empty = { id: 1, prices: [], images: [], attributes: [], assets: [] };
    expect(product.masterData.current.masterVariant).toEqual(empty);
    expect(product.masterData.staged.masterVariant).toEqual(empty);
    expect((await readProjection(false, 'bare')).masterVariant).toEqual(empty);
  });
});
