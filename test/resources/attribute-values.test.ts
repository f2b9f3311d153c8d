import type { Product } from '@commercetools/platform-sdk';
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../support/mock-server.js';
import { api, importThrough, settle, shirtDraft, shirtType, valid } from './helpers.js';

// Attribute values read back as the platform shows them (issue 33): enums as key and label, money
// with fraction digits, references by id, sets as lists of those, everything else as given; the
// product type's labels, or the key where the product type is known by its identity alone.

const ct = useMockServer({
  projects: [{ key: 'shop', currencies: ['EUR'], languages: ['en'] }],
  resources: { shop: [{ typeId: 'product-type', key: 'ghost' }] },
});

const eur = (centAmount: number) => ({ type: 'centPrecision', centAmount, currencyCode: 'EUR' });

const wideType = {
  ...shirtType,
  key: 'wide',
  attributes: [
    ...shirtType.attributes,
    { name: 'colors', label: { en: 'Colors' }, isRequired: false, type: { name: 'set', elementType: { name: 'enum', values: [{ key: 'red', label: 'Red' }, { key: 'blue', label: 'Blue' }] } } },
    { name: 'sizes', label: { en: 'Sizes' }, isRequired: false, type: { name: 'set', elementType: { name: 'lenum', values: [{ key: 'm', label: { en: 'Medium' } }] } } },
    { name: 'prices', label: { en: 'Prices' }, isRequired: false, type: { name: 'set', elementType: { name: 'money' } } },
    { name: 'links', label: { en: 'Links' }, isRequired: false, type: { name: 'set', elementType: { name: 'reference', referenceTypeId: 'category' } } },
    { name: 'weight', label: { en: 'Weight' }, isRequired: false, type: { name: 'number' } },
  ],
};

const read = async (key: string) => valid<Product>((await api().products().withKey({ key }).get().execute()).body, 'Product').masterData.current.masterVariant.attributes;

describe('attribute values', () => {
  it('shows sets of enums, money and references element by element, and other values as given', async () => {
    await importThrough(ct, 'product-types', [wideType]);
    await importThrough(ct, 'categories', [{ key: 'tops', name: { en: 'Tops' }, slug: { en: 'tops' } }]);
    await importThrough(ct, 'product-drafts', [
      shirtDraft('wide', {
        productType: { typeId: 'product-type', key: 'wide' },
        masterVariant: {
          key: 'wide-m',
          sku: 'WIDE-M',
          attributes: [
            { name: 'color', type: 'enum', value: 'blue' },
            { name: 'colors', type: 'enum-set', value: ['red', 'blue'] },
            { name: 'sizes', type: 'lenum-set', value: ['m'] },
            { name: 'prices', type: 'money-set', value: [eur(100), eur(200)] },
            { name: 'links', type: 'reference-set', value: [{ typeId: 'category', key: 'tops' }] },
            { name: 'weight', type: 'number', value: 1.5 },
          ],
        },
      }),
    ]);
    settle(ct);
    const tops = (await api().categories().withKey({ key: 'tops' }).get().execute()).body.id;
    expect(await read('wide')).toEqual([
      { name: 'color', value: { key: 'blue', label: 'Blue' } },
      { name: 'colors', value: [{ key: 'red', label: 'Red' }, { key: 'blue', label: 'Blue' }] },
      { name: 'sizes', value: [{ key: 'm', label: { en: 'Medium' } }] },
      { name: 'prices', value: [{ ...eur(100), fractionDigits: 2 }, { ...eur(200), fractionDigits: 2 }] },
      { name: 'links', value: [{ typeId: 'category', id: tops }] },
      { name: 'weight', value: 1.5 },
    ]);
  });

  it('shows the key as the label of an enum whose product type is known by its identity alone', async () => {
    await importThrough(ct, 'product-drafts', [
      shirtDraft('ghostly', {
        productType: { typeId: 'product-type', key: 'ghost' },
        masterVariant: {
          key: 'ghostly-m',
          sku: 'GHOSTLY-M',
          attributes: [
            { name: 'color', type: 'enum', value: 'red' },
            { name: 'size', type: 'lenum', value: 'm' },
            { name: 'colors', type: 'enum-set', value: ['blue'] },
          ],
        },
      }),
    ]);
    settle(ct);
    expect(await read('ghostly')).toEqual([
      { name: 'color', value: { key: 'red', label: 'red' } },
      { name: 'size', value: { key: 'm', label: { en: 'm' } } },
      { name: 'colors', value: [{ key: 'blue', label: 'blue' }] },
    ]);
  });
});
