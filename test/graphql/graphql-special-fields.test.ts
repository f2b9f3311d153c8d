import type { GraphQLResponse } from '@commercetools/platform-sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCommercetoolsMock, type CommercetoolsMock } from '../../src/index.js';
import { declaring, graphqlClient } from '../support/graphql-client.js';
import { officialQuery } from '../support/official-graphql.js';
import { START } from '../support/time.js';

// The read fields whose GraphQL shape is not REST's field of the same name
// (src/graphql/reads/special-read-fields.ts) and the rules every other field follows
// (rest-field-resolvers.ts), each with the values that tell its cases apart: pages of definitions
// and enum values, filters by name and key, search keywords, variants found by key or SKU, a
// customer's addresses by role. Through ct.fetch alone: the endpoint's suites run every transport.

const ct = createCommercetoolsMock({ now: START, projects: [{ key: 'shop', languages: ['en', 'de'], currencies: ['EUR'], countries: ['DE'] }] });

async function seed(mock: CommercetoolsMock): Promise<void> {
  const add = declaring(mock);
  const attribute = { isRequired: false, attributeConstraint: 'None', isSearchable: true, inputHint: 'SingleLine' };
  await add({
    typeId: 'type',
    key: 'extras',
    name: { en: 'Extras' },
    resourceTypeIds: ['category'],
    fieldDefinitions: ['note', 'code', 'rank'].map((name) => ({ name, label: { en: name }, required: false, type: { name: 'String' }, inputHint: 'SingleLine' })),
  });
  await add({
    typeId: 'product-type',
    key: 'shirt',
    name: 'Shirt',
    description: 'Shirts',
    attributes: [
      { name: 'color', label: { en: 'Colour' }, type: { name: 'text' }, ...attribute },
      { name: 'size', label: { en: 'Size' }, type: { name: 'enum', values: ['S', 'M', 'L'].map((key) => ({ key, label: key })) }, ...attribute },
      { name: 'fit', label: { en: 'Fit' }, type: { name: 'text' }, ...attribute },
    ],
  });
  await add({ typeId: 'category', key: 'men', name: { en: 'Men' }, slug: { en: 'men' }, custom: { type: { typeId: 'type', key: 'extras' }, fields: { note: { type: 'String', value: 'a' }, code: { type: 'String', value: 'b' }, rank: { type: 'String', value: 'c' } } } });
  await add({
    typeId: 'product',
    key: 'oxford',
    name: { en: 'Oxford' },
    slug: { en: 'oxford' },
    productType: { typeId: 'product-type', key: 'shirt' },
    searchKeywords: { en: [{ text: 'shirt' }], de: [{ text: 'Hemd' }] },
    masterVariant: { key: 'oxford-1', sku: 'OXFORD-1', attributes: [{ name: 'color', type: 'text', value: 'blue' }, { name: 'fit', type: 'text', value: 'slim' }] },
    variants: [{ key: 'oxford-2' }, { key: 'oxford-3', sku: 'OXFORD-3' }],
    publish: true,
  });
  await add({
    typeId: 'customer',
    key: 'ann',
    email: 'ann@example.com',
    password: 'secret',
    addresses: [
      { key: 'home', country: 'DE', city: 'Berlin' },
      { key: 'office', country: 'DE', city: 'Bonn' },
      { key: 'cabin', country: 'DE', city: 'Celle' },
    ],
    defaultShippingAddress: 0,
    shippingAddresses: [0],
    defaultBillingAddress: 1,
    billingAddresses: [2, 1],
  });
}

beforeAll(() => seed(ct));

const { send } = graphqlClient(() => ({ httpClient: ct.fetch }));
const data = async (query: string) => {
  const { data: answer, errors } = await send({ query: officialQuery(query) });
  expect(errors).toBeUndefined();
  return answer as unknown;
};
const named = (errors: GraphQLResponse['errors']) => errors?.map(({ path, extensions, message }) => ({ path, code: extensions?.['code'], named: /the GraphQL field (\S+),/.exec(message)?.[1] }));

describe('GraphQL read fields', () => {
  it('pages attribute definitions and enum values by offset and limit, after their filters, and all without either', async () => {
    const definitions = (args: string) => data(`{ productType(key: "shirt") { attributeDefinitions${args} { offset limit total results { name } } } }`);
    expect(await definitions('')).toEqual({ productType: { attributeDefinitions: { offset: 0, limit: null, total: 3, results: [{ name: 'color' }, { name: 'size' }, { name: 'fit' }] } } });
    expect(await definitions('(offset: 1)')).toEqual({ productType: { attributeDefinitions: { offset: 1, limit: null, total: 3, results: [{ name: 'size' }, { name: 'fit' }] } } });
    expect(await definitions('(offset: 1, limit: 1)')).toEqual({ productType: { attributeDefinitions: { offset: 1, limit: 1, total: 3, results: [{ name: 'size' }] } } });
    expect(await definitions('(limit: 2)')).toEqual({ productType: { attributeDefinitions: { offset: 0, limit: 2, total: 3, results: [{ name: 'color' }, { name: 'size' }] } } });
    expect(await definitions('(includeNames: ["fit", "color"], limit: 1)')).toEqual({ productType: { attributeDefinitions: { offset: 0, limit: 1, total: 2, results: [{ name: 'color' }] } } });
    const values = (args: string) =>
      data(`{ productType(key: "shirt") { attributeDefinitions(includeNames: ["size"]) { results { type { ... on EnumAttributeDefinitionType { values${args} { total results { key } } } } } } } }`);
    const keys = (...shown: string[]) => ({ productType: { attributeDefinitions: { results: [{ type: { values: { total: shown.length, results: shown.map((key) => ({ key })) } } }] } } });
    expect(await values('(includeKeys: ["L", "S"])')).toEqual(keys('S', 'L'));
    expect(await values('(excludeKeys: ["S"])')).toEqual(keys('M', 'L'));
    // sort would order by what the mock does not say: refused rather than ignored.
    const sorted = await send({ query: officialQuery('{ productType(key: "shirt") { attributeDefinitions(sort: ["name asc"]) { total } } }') });
    expect(named(sorted.errors)).toEqual([{ path: ['productType', 'attributeDefinitions'], code: 'NotModelledByMock', named: 'ProductTypeDefinition.attributeDefinitions(sort:)' }]);
  });

  it('filters field definitions, custom fields and attributes by name, included and excluded', async () => {
    expect(await data('{ typeDefinition(key: "extras") { all: fieldDefinitions { name } some: fieldDefinitions(includeNames: ["rank", "note"]) { name } rest: fieldDefinitions(excludeNames: ["code"]) { name } } }')).toEqual({
      typeDefinition: { all: [{ name: 'note' }, { name: 'code' }, { name: 'rank' }], some: [{ name: 'note' }, { name: 'rank' }], rest: [{ name: 'note' }, { name: 'rank' }] },
    });
    expect(await data('{ category(key: "men") { custom { all: customFieldsRaw { name value } some: customFieldsRaw(includeNames: ["code"]) { name } rest: customFieldsRaw(excludeNames: ["code", "note"]) { name } } } }')).toEqual({
      category: { custom: { all: [{ name: 'note', value: 'a' }, { name: 'code', value: 'b' }, { name: 'rank', value: 'c' }], some: [{ name: 'code' }], rest: [{ name: 'rank' }] } },
    });
    expect(await data('{ product(key: "oxford") { masterData { current { masterVariant { all: attributesRaw { name } rest: attributesRaw(excludeNames: ["color"]) { name } } } } } }')).toEqual({
      product: { masterData: { current: { masterVariant: { all: [{ name: 'color' }, { name: 'fit' }], rest: [{ name: 'fit' }] } } } },
    });
  });

  it('answers null for a localized field REST leaves out, in a locale and in all', async () => {
    expect(await data('{ category(key: "men") { description(locale: "en") descriptionAllLocales { locale value } metaTitle(acceptLanguage: ["en"]) } }')).toEqual({
      category: { description: null, descriptionAllLocales: null, metaTitle: null },
    });
  });

  it('lists search keywords by locale and reads one locale, null for a locale without', async () => {
    expect(await data('{ product(key: "oxford") { masterData { current { searchKeywords { locale searchKeywords { text } } de: searchKeyword(locale: "de") { text } fr: searchKeyword(locale: "fr") { text } } } } }')).toEqual({
      product: {
        masterData: {
          current: {
            searchKeywords: [
              { locale: 'en', searchKeywords: [{ text: 'shirt' }] },
              { locale: 'de', searchKeywords: [{ text: 'Hemd' }] },
            ],
            de: [{ text: 'Hemd' }],
            fr: null,
          },
        },
      },
    });
  });

  it('finds a variant by key or by SKU, null for none, and lists the SKUs variants have', async () => {
    expect(await data(`{ product(key: "oxford") { masterData { current {
      byKey: variant(key: "oxford-2") { key } bySku: variant(sku: "OXFORD-3") { key } master: variant(sku: "OXFORD-1") { key }
      noKey: variant(key: "OXFORD-3") { key } noSku: variant(sku: "oxford-3") { key }
      variants { key } allVariants { key }
    } } } }`)).toEqual({
      product: {
        masterData: {
          current: {
            byKey: { key: 'oxford-2' },
            bySku: { key: 'oxford-3' },
            master: { key: 'oxford-1' },
            noKey: null,
            noSku: null,
            variants: [{ key: 'oxford-2' }, { key: 'oxford-3' }],
            allVariants: [{ key: 'oxford-1' }, { key: 'oxford-2' }, { key: 'oxford-3' }],
          },
        },
      },
    });
    // The current data's SKUs: a variant without one adds none.
    const skus = await send({ query: officialQuery('{ product(key: "oxford") { masterData { current { skus } } } }') });
    expect(skus).toEqual({ data: { product: { masterData: { current: { skus: ['OXFORD-1', 'OXFORD-3'] } } } } });
  });

  it("shows a customer's default and listed addresses by role, in the order the customer holds them", async () => {
    expect(await data('{ customer(key: "ann") { defaultShippingAddress { key } defaultBillingAddress { key } shippingAddresses { key } billingAddresses { key } } }')).toEqual({
      customer: { defaultShippingAddress: { key: 'home' }, defaultBillingAddress: { key: 'office' }, shippingAddresses: [{ key: 'home' }], billingAddresses: [{ key: 'office' }, { key: 'cabin' }] },
    });
  });
});
