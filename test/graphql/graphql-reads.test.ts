import { beforeEach, describe, expect, it } from 'vitest';
import type { CommercetoolsMock, CommercetoolsMockOptions } from '../../src/index.js';
import { declaring, graphqlClient } from '../support/graphql-client.js';
import { officialQuery } from '../support/official-graphql.js';
import { useThreeTransports } from '../support/three-transports.js';
import { START } from '../support/time.js';

// GraphQL's reads of what imports create (issue 34) through the official SDK's apiRoot.graphql(),
// over msw, ct.fetch and the served mock, each answer compared with what REST shows of the same
// resource. Every query is checked against the official schema first.

const OPTIONS = { now: START, projects: [{ key: 'shop', languages: ['en', 'de'], currencies: ['EUR'], countries: ['DE'] }] } satisfies CommercetoolsMockOptions;

/** A small catalog and one of each other resource, declared as imports would create them. */
async function seed(ct: CommercetoolsMock): Promise<void> {
  const add = declaring(ct);
  await add({ typeId: 'type', key: 'extras', name: { en: 'Extras' }, resourceTypeIds: ['category'], fieldDefinitions: [{ name: 'note', label: { en: 'Note' }, required: false, type: { name: 'String' }, inputHint: 'SingleLine' }] });
  const attribute = { isRequired: false, attributeConstraint: 'None', isSearchable: true, inputHint: 'SingleLine' };
  await add({
    typeId: 'product-type',
    key: 'shirt',
    name: 'Shirt',
    description: 'Shirts',
    attributes: [
      { name: 'color', label: { en: 'Colour', de: 'Farbe' }, type: { name: 'text' }, ...attribute },
      { name: 'size', label: { en: 'Size' }, type: { name: 'enum', values: [{ key: 'S', label: 'Small' }, { key: 'M', label: 'Medium' }] }, ...attribute },
    ],
  });
  await add({ typeId: 'category', key: 'men', name: { en: 'Men', de: 'Herren' }, slug: { en: 'men' }, orderHint: '0.1', custom: { type: { typeId: 'type', key: 'extras' }, fields: { note: { type: 'String', value: 'hi' } } } });
  await add({ typeId: 'category', key: 'shirts', name: { en: 'Shirts' }, slug: { en: 'shirts' }, parent: { typeId: 'category', key: 'men' }, orderHint: '0.2' });
  const oxford = {
    typeId: 'product',
    key: 'oxford',
    name: { en: 'Oxford', de: 'Oxford-Hemd' },
    slug: { en: 'oxford' },
    productType: { typeId: 'product-type', key: 'shirt' },
    categories: [{ typeId: 'category', key: 'shirts' }],
    masterVariant: {
      key: 'oxford-1',
      sku: 'OXFORD-1',
      attributes: [
        { name: 'color', type: 'text', value: 'blue' },
        { name: 'size', type: 'enum', value: 'M' },
      ],
      prices: [{ key: 'eur', value: { type: 'centPrecision', centAmount: 4900, currencyCode: 'EUR' } }],
      images: [{ url: 'https://img.example/oxford.png', dimensions: { w: 10, h: 20 } }],
    },
    variants: [{ key: 'oxford-2', sku: 'OXFORD-2', attributes: [{ name: 'color', type: 'text', value: 'white' }] }],
    publish: true,
  };
  await add(oxford);
  // The same product imported again with another name and no publish: staged changes.
  const { publish: _published, ...unpublished } = oxford;
  await add({ ...unpublished, name: { en: 'Oxford shirt', de: 'Oxford-Hemd' } });
  await add({ typeId: 'product', key: 'polo', name: { en: 'Polo' }, slug: { en: 'polo' }, productType: { typeId: 'product-type', key: 'shirt' }, masterVariant: { key: 'polo-1', sku: 'POLO-1' }, publish: false });
  await add({ typeId: 'customer', key: 'ann', email: 'ann@example.com', password: 'secret', firstName: 'Ann', addresses: [{ key: 'home', country: 'DE', city: 'Berlin' }], defaultShippingAddress: 0, shippingAddresses: [0] });
  await add({ typeId: 'inventory-entry', key: 'stock-1', sku: 'OXFORD-1', quantityOnStock: 5 });
  await add({ typeId: 'standalone-price', key: 'sp-1', sku: 'OXFORD-1', value: { type: 'centPrecision', centAmount: 100, currencyCode: 'EUR' } });
  await add({ typeId: 'discount-code', key: 'dc-1', code: 'SAVE', name: { en: 'Save' }, cartDiscounts: [{ typeId: 'cart-discount', key: 'cd' }], isActive: true });
  await add({ typeId: 'order', key: 'o-1', orderNumber: 'o-1', totalPrice: { type: 'centPrecision', centAmount: 4900, currencyCode: 'EUR' }, customer: { typeId: 'customer', key: 'ann' }, lineItems: [] });
}

const { transports: TRANSPORTS } = useThreeTransports(OPTIONS);

type Json = Record<string, unknown>;
const entries = (text: Record<string, string>) => Object.entries(text).map(([locale, value]) => ({ locale, value }));

const PRODUCT = officialQuery(`query Product($key: String!) {
  product(key: $key) {
    id key version createdAt lastModifiedAt
    productTypeRef { typeId id }
    productType { key name }
    masterData {
      published hasStagedChanges
      current { name(locale: "en") nameAllLocales { locale value } slug(acceptLanguage: ["fr", "en"]) categoriesRef { typeId id } categories { key } skus }
      staged {
        name(locale: "en") german: name(locale: "de") french: name(locale: "fr")
        masterVariant { id sku key prices { key value { __typename currencyCode centAmount fractionDigits } } images { url dimensions { width height } } }
        variants { sku }
        allVariants { sku attributesRaw(includeNames: ["color"]) { name value } }
        variant(sku: "OXFORD-2") { key }
        attributesRaw { name }
      }
    }
  }
}`);

describe.each(TRANSPORTS)('GraphQL reads over %s', (_, transport) => {
  beforeEach(async () => {
    const { mock } = transport();
    mock.reset();
    await seed(mock);
  });
  const { apiRoot, send, refused } = graphqlClient(transport);
  const rest = async (path: string): Promise<Json> => {
    const t = transport();
    const token = t.mock.issueToken({ scopes: ['manage_project:shop'] });
    return (await (await t.httpClient(`${t.apiHost}/shop/${path}`, { headers: { authorization: `Bearer ${token}` } })).json()) as Json;
  };

  it('reads a product by key as REST shows it: masterData current and staged, localized fields, references expanded, variants and attributes', async () => {
    const shown = await rest('products/key=oxford');
    const { data, errors } = await send({ query: PRODUCT, variables: { key: 'oxford' } });
    expect(errors).toBeUndefined();
    const masterData = shown['masterData'] as { current: Json; staged: Json };
    expect(data.product).toEqual({
      id: shown['id'],
      key: 'oxford',
      version: shown['version'],
      createdAt: shown['createdAt'],
      lastModifiedAt: shown['lastModifiedAt'],
      productTypeRef: shown['productType'],
      productType: { key: 'shirt', name: 'Shirt' },
      masterData: {
        published: true,
        hasStagedChanges: true,
        current: {
          name: 'Oxford',
          nameAllLocales: entries(masterData.current['name'] as Record<string, string>),
          slug: 'oxford',
          categoriesRef: masterData.current['categories'],
          categories: [{ key: 'shirts' }],
          skus: ['OXFORD-1', 'OXFORD-2'],
        },
        staged: {
          name: 'Oxford shirt',
          german: 'Oxford-Hemd',
          french: null,
          masterVariant: {
            id: 1,
            sku: 'OXFORD-1',
            key: 'oxford-1',
            prices: [{ key: 'eur', value: { __typename: 'Money', currencyCode: 'EUR', centAmount: 4900, fractionDigits: 2 } }],
            images: [{ url: 'https://img.example/oxford.png', dimensions: { width: 10, height: 20 } }],
          },
          variants: [{ sku: 'OXFORD-2' }],
          allVariants: [
            { sku: 'OXFORD-1', attributesRaw: [{ name: 'color', value: 'blue' }] },
            { sku: 'OXFORD-2', attributesRaw: [{ name: 'color', value: 'white' }] },
          ],
          variant: { key: 'oxford-2' },
          attributesRaw: [],
        },
      },
    });
  });

  it('reads a product by id as by key, and an unknown key or id as null', async () => {
    const { id } = await rest('products/key=oxford');
    const query = officialQuery('query ($id: String, $key: String) { product(id: $id, key: $key) { key } }');
    expect((await send({ query, variables: { id } })).data).toEqual({ product: { key: 'oxford' } });
    expect(await send({ query, variables: { key: 'nope' } })).toEqual({ data: { product: null } });
    expect(await send({ query, variables: { id: '00000000-0000-4000-b000-0000000000ff' } })).toEqual({ data: { product: null } });
  });

  it.each([
    ['product', 'products', 'oxford'],
    ['category', 'categories', 'men'],
    ['productType', 'product-types', 'shirt'],
    ['typeDefinition', 'types', 'extras'],
    ['customer', 'customers', 'ann'],
    ['inventoryEntry', 'inventory', 'stock-1'],
    ['standalonePrice', 'standalone-prices', 'sp-1'],
    ['discountCode', 'discount-codes', 'dc-1'],
  ])('reads %s by key and by id as REST reads it, and an unknown one as null', async (field, segment, key) => {
    const shown = await rest(`${segment}/key=${key}`);
    const query = officialQuery(`query ($id: String, $key: String, $none: String) { byKey: ${field}(key: $key) { id version createdAt } byId: ${field}(id: $id) { id } none: ${field}(key: $none) { id } }`);
    expect(await send({ query, variables: { id: shown['id'], key, none: 'nope' } })).toEqual({
      data: { byKey: { id: shown['id'], version: shown['version'], createdAt: shown['createdAt'] }, byId: { id: shown['id'] }, none: null },
    });
  });

  it.each([
    ['products', 'products'],
    ['categories', 'categories'],
    ['productTypes', 'product-types'],
    ['typeDefinitions', 'types'],
    ['customers', 'customers'],
    ['orders', 'orders'],
    ['inventoryEntries', 'inventory'],
    ['standalonePrices', 'standalone-prices'],
    ['discountCodes', 'discount-codes'],
  ])('answers %s with the page REST answers for the same sort and limit', async (field, segment) => {
    const shown = await rest(`${segment}?${new URLSearchParams({ sort: 'id desc', limit: '1' }).toString()}`);
    const query = officialQuery(`{ ${field}(sort: ["id desc"], limit: 1) { offset count total exists results { id } } }`);
    expect(await send({ query })).toEqual({
      data: { [field]: { offset: shown['offset'], count: shown['count'], total: shown['total'], exists: true, results: (shown['results'] as Json[]).map(({ id }) => ({ id })) } },
    });
  });

  it('answers products(where, sort, limit, offset) with the page REST answers for the same query, and exists', async () => {
    const where = 'key in ("oxford", "polo")';
    const shown = await rest(`products?${new URLSearchParams({ where, sort: 'key desc', limit: '1', offset: '1' }).toString()}`);
    const query = officialQuery('query ($where: String) { products(where: $where, sort: ["key desc"], limit: 1, offset: 1) { offset count total exists results { id key } } }');
    expect(await send({ query, variables: { where } })).toEqual({
      data: { products: { offset: 1, count: 1, total: 2, exists: true, results: (shown['results'] as Json[]).map(({ id, key }) => ({ id, key })) } },
    });
    expect((shown['results'] as Json[])[0]?.['key']).toBe('oxford');
    const none = officialQuery('{ products(where: "key = \\"nope\\"") { count total exists results { id } } }');
    expect(await send({ query: none })).toEqual({ data: { products: { count: 0, total: 0, exists: false, results: [] } } });
    // Without limit, REST's default of 20.
    expect((await send({ query: officialQuery('{ products { count } }') })).data).toEqual({ products: { count: 2 } });
  });

  it('refuses a where REST refuses with REST’s error, HTTP 400 and data null', async () => {
    const where = 'nope = "x"';
    const restError = ((await rest(`products?${new URLSearchParams({ where }).toString()}`))['errors'] as Json[])[0];
    const { statusCode, body } = await refused({ query: officialQuery(`{ products(where: ${JSON.stringify(where)}) { total } }`) });
    expect(statusCode).toBe(400);
    expect(body).toEqual({
      data: null,
      errors: [{ message: restError?.['message'], locations: [{ line: 1, column: 3 }], path: ['products'], extensions: { ...restError, message: undefined } }].map(({ extensions, ...error }) => ({
        ...error,
        extensions: Object.fromEntries(Object.entries(extensions).filter(([name]) => name !== 'message')),
      })),
    });
    const sort = await refused({ query: officialQuery('{ categories(sort: ["nope asc"]) { total } }') });
    expect(sort.statusCode).toBe(400);
    expect(sort.body).toMatchObject({ data: null, errors: [{ path: ['categories'], extensions: { code: 'InvalidInput' } }] });
  });

  it('refuses a read the token lacks the scope of with insufficient_scope at that field, naming REST’s scope', async () => {
    const query = officialQuery('{ product(key: "oxford") { key } category(key: "men") { key } }');
    expect(await send({ query }, ['view_categories:shop'])).toEqual({
      data: { product: null, category: { key: 'men' } },
      errors: [
        {
          message: 'Insufficient scope. One of the following scopes is missing: view_products.',
          locations: [{ line: 1, column: 3 }],
          path: ['product'],
          extensions: { code: 'insufficient_scope' },
        },
      ],
    });
    const orders = await send({ query: officialQuery('{ orders { total } }') }, ['view_products:shop']);
    expect(orders.data).toBeNull();
    expect(orders.errors).toMatchObject([{ path: ['orders'], extensions: { code: 'insufficient_scope' }, message: expect.stringContaining('view_orders') }]);
  });

  it('reads categories with their parent and ancestors as references and expanded, and custom fields', async () => {
    const men = await rest('categories/key=men');
    const query = officialQuery(`{
      category(key: "shirts") { key name(locale: "en") orderHint parentRef { typeId id } parent { key nameAllLocales { locale value } custom { typeRef { typeId } type { key } customFieldsRaw { name value } } } ancestors { key } }
      categories(sort: ["orderHint asc"]) { total results { key } }
    }`);
    expect(await send({ query })).toEqual({
      data: {
        category: {
          key: 'shirts',
          name: 'Shirts',
          orderHint: '0.2',
          parentRef: { typeId: 'category', id: men['id'] },
          parent: { key: 'men', nameAllLocales: entries({ en: 'Men', de: 'Herren' }), custom: { typeRef: { typeId: 'type' }, type: { key: 'extras' }, customFieldsRaw: [{ name: 'note', value: 'hi' }] } },
          ancestors: [{ key: 'men' }],
        },
        categories: { total: 2, results: [{ key: 'men' }, { key: 'shirts' }] },
      },
    });
  });

  it('reads product types and types with their definitions', async () => {
    const query = officialQuery(`{
      productType(key: "shirt") { key name description attributeDefinitions(excludeNames: ["color"]) { total results { name label(locale: "en") type { __typename name ... on EnumAttributeDefinitionType { values { total results { key label } } } } } } }
      productTypes { total }
      typeDefinition(key: "extras") { key name(locale: "en") resourceTypeIds fieldDefinitions { name required labelAllLocales { locale value } type { __typename name } } }
      typeDefinitions(where: "key = \\"extras\\"") { exists }
    }`);
    expect((await send({ query })).data).toEqual({
      productType: {
        key: 'shirt',
        name: 'Shirt',
        description: 'Shirts',
        attributeDefinitions: {
          total: 1,
          results: [{ name: 'size', label: 'Size', type: { __typename: 'EnumAttributeDefinitionType', name: 'enum', values: { total: 2, results: [{ key: 'S', label: 'Small' }, { key: 'M', label: 'Medium' }] } } }],
        },
      },
      productTypes: { total: 1 },
      typeDefinition: { key: 'extras', name: 'Extras', resourceTypeIds: ['category'], fieldDefinitions: [{ name: 'note', required: false, labelAllLocales: [{ locale: 'en', value: 'Note' }], type: { __typename: 'StringType', name: 'String' } }] },
      typeDefinitions: { exists: true },
    });
  });

  it('reads customers, orders by order number, inventory entries, standalone prices and discount codes', async () => {
    const ann = await rest('customers/key=ann');
    const order = await rest('orders/order-number=o-1');
    const query = officialQuery(`{
      customer(key: "ann") { id email firstName isEmailVerified defaultShippingAddress { city country } shippingAddresses { key } billingAddresses { key } }
      customers { total }
      order(orderNumber: "o-1") { id orderNumber customerId version createdAt totalPrice { currencyCode centAmount } lineItems { id } }
      byId: order(id: "${String(order['id'])}") { orderNumber }
      orders { total results { orderNumber } }
      inventoryEntry(key: "stock-1") { sku quantityOnStock availableQuantity }
      inventoryEntries(where: "sku = \\"OXFORD-1\\"") { total }
      standalonePrice(key: "sp-1") { sku active value { __typename centAmount } }
      standalonePrices { total }
      discountCode(key: "dc-1") { code isActive name(locale: "en") cartDiscountRefs { typeId } }
      discountCodes { total }
    }`);
    const { data, errors } = await send({ query });
    expect(errors).toBeUndefined();
    expect(data).toEqual({
      customer: { id: ann['id'], email: 'ann@example.com', firstName: 'Ann', isEmailVerified: false, defaultShippingAddress: { city: 'Berlin', country: 'DE' }, shippingAddresses: [{ key: 'home' }], billingAddresses: [] },
      customers: { total: 1 },
      order: { id: order['id'], orderNumber: 'o-1', customerId: ann['id'], version: order['version'], createdAt: order['createdAt'], totalPrice: { currencyCode: 'EUR', centAmount: 4900 }, lineItems: [] },
      byId: { orderNumber: 'o-1' },
      orders: { total: 1, results: [{ orderNumber: 'o-1' }] },
      inventoryEntry: { sku: 'OXFORD-1', quantityOnStock: 5, availableQuantity: 5 },
      inventoryEntries: { total: 1 },
      standalonePrice: { sku: 'OXFORD-1', active: true, value: { __typename: 'Money', centAmount: 100 } },
      standalonePrices: { total: 1 },
      discountCode: { code: 'SAVE', isActive: true, name: 'Save', cartDiscountRefs: [{ typeId: 'cart-discount' }] },
      discountCodes: { total: 1 },
    });
  });

  it('answers a field it does not model with NotModelledByMock naming it, never data', async () => {
    const query = officialQuery(`{ product(key: "oxford") { key masterData { current { masterVariant { sku availability { noChannel { isOnStock } } price(currency: "EUR") { id } } } } }
      discountCode(key: "dc-1") { code cartDiscounts { id } } }`);
    const { data, errors } = await send({ query });
    expect(data).toEqual({ product: { key: 'oxford', masterData: { current: { masterVariant: { sku: 'OXFORD-1', availability: null, price: null } } } }, discountCode: null });
    expect(errors?.map(({ path, extensions, message }) => ({ path, code: extensions?.['code'], named: /the GraphQL field (\S+),/.exec(message)?.[1] }))).toEqual([
      { path: ['product', 'masterData', 'current', 'masterVariant', 'availability'], code: 'NotModelledByMock', named: 'ProductVariant.availability' },
      { path: ['product', 'masterData', 'current', 'masterVariant', 'price'], code: 'NotModelledByMock', named: 'ProductVariant.price(currency:)' },
      // A non-null list: the error nulls the discount code, as graphql-js does for any non-null field.
      { path: ['discountCode', 'cartDiscounts'], code: 'NotModelledByMock', named: 'DiscountCode.cartDiscounts' },
    ]);
  });

  it('answers NotModelledByMock for a filter it does not honour and a non-null field REST does not show', async () => {
    const query = officialQuery('{ product(key: "oxford") { masterData { current { variants(isOnStock: true) { sku } } } } order(orderNumber: "o-1") { orderNumber lastMessageSequenceNumber } }');
    const { data, errors } = await send({ query });
    // Non-null fields: each error nulls its nearest nullable parent, as graphql-js does.
    expect(data).toEqual({ product: { masterData: { current: null } }, order: null });
    expect(errors?.map(({ path, extensions, message }) => ({ path, code: extensions?.['code'], named: /the GraphQL field (\S+),/.exec(message)?.[1] }))).toEqual(expect.arrayContaining([
      { path: ['product', 'masterData', 'current', 'variants'], code: 'NotModelledByMock', named: 'ProductData.variants(isOnStock:)' },
      { path: ['order', 'lastMessageSequenceNumber'], code: 'NotModelledByMock', named: 'Order.lastMessageSequenceNumber' },
    ]));
    expect(errors).toHaveLength(2);
  });

  it('refuses a single read given no resource or two, and a lookup the mock does not make', async () => {
    const none = await refused({ query: officialQuery('{ category { key } }') });
    expect(none.statusCode).toBe(400);
    expect(none.body).toEqual({
      data: null,
      errors: [{ message: 'Exactly one of following arguments required: `id`, `key`.', locations: [{ line: 1, column: 3 }], path: ['category'], extensions: { code: 'InvalidInput' } }],
    });
    const byToken = await send({ query: officialQuery('{ customer(emailToken: "t") { key } }') });
    expect(byToken).toMatchObject({ data: { customer: null }, errors: [{ path: ['customer'], extensions: { code: 'NotModelledByMock' }, message: expect.stringContaining('Query.customer(emailToken:)') }] });
    const bySkuAndKey = await refused({ query: officialQuery('{ product(sku: "OXFORD-1", key: "oxford") { key } }') });
    expect(bySkuAndKey.statusCode).toBe(400);
    expect(bySkuAndKey.body).toMatchObject({ data: null, errors: [{ message: 'Exactly one of following arguments required: `sku`, `variantKey`, `id`, `key`.', extensions: { code: 'InvalidInput' } }] });
  });

  it('reads a product by the SKU or the key of any of its variants as by its key, and an unknown one as null', async () => {
    const query = officialQuery(`query ($sku: String, $variantKey: String, $key: String) {
      product(sku: $sku, variantKey: $variantKey, key: $key) { id key version masterData { hasStagedChanges current { name(locale: "en") } staged { name(locale: "en") skus } } }
    }`);
    const byKey = await send({ query, variables: { key: 'oxford' } });
    expect(byKey.data.product).toMatchObject({ key: 'oxford' });
    for (const variables of [{ sku: 'OXFORD-1' }, { sku: 'OXFORD-2' }, { variantKey: 'oxford-2' }, { variantKey: 'oxford-1' }]) {
      expect(await send({ query, variables })).toEqual(byKey);
    }
    expect((await send({ query, variables: { sku: 'POLO-1' } })).data.product).toMatchObject({ key: 'polo' });
    // SKUs and variant keys match exactly: neither another case nor a product key finds anything.
    for (const variables of [{ sku: 'NOPE' }, { sku: 'oxford-1' }, { variantKey: 'OXFORD-1' }, { variantKey: 'oxford' }]) {
      expect(await send({ query, variables })).toEqual({ data: { product: null } });
    }
  });

  it('finds a product by a variant only its staged data has, or only its current data', async () => {
    const { mock } = transport();
    const henley = { typeId: 'product', key: 'henley', name: { en: 'Henley' }, slug: { en: 'henley' }, productType: { typeId: 'product-type', key: 'shirt' }, masterVariant: { key: 'henley-1', sku: 'HENLEY-1' } };
    await mock.addResource('shop', { ...henley, publish: true } as Parameters<CommercetoolsMock['addResource']>[1]);
    await mock.addResource('shop', { ...henley, variants: [{ key: 'henley-2', sku: 'HENLEY-2' }] } as Parameters<CommercetoolsMock['addResource']>[1]);
    const query = officialQuery('query ($sku: String, $variantKey: String) { product(sku: $sku, variantKey: $variantKey) { key masterData { current { skus } staged { skus } } } }');
    const henleyShown = { key: 'henley', masterData: { current: { skus: ['HENLEY-1'] }, staged: { skus: ['HENLEY-1', 'HENLEY-2'] } } };
    expect(await send({ query, variables: { sku: 'HENLEY-2' } })).toEqual({ data: { product: henleyShown } });
    expect(await send({ query, variables: { variantKey: 'henley-2' } })).toEqual({ data: { product: henleyShown } });
    // Imported again without its second variant, unpublished: the current data still has it.
    await mock.addResource('shop', { ...henley, masterVariant: { key: 'henley-2', sku: 'HENLEY-2' } } as Parameters<CommercetoolsMock['addResource']>[1]);
    const henleyLater = { key: 'henley', masterData: { current: { skus: ['HENLEY-1'] }, staged: { skus: ['HENLEY-2'] } } };
    expect(await send({ query, variables: { sku: 'HENLEY-1' } })).toEqual({ data: { product: henleyLater } });
    expect(await send({ query, variables: { variantKey: 'henley-1' } })).toEqual({ data: { product: henleyLater } });
    const skus = officialQuery('{ products(skus: ["HENLEY-1", "HENLEY-2"]) { total results { key } } }');
    expect(await send({ query: skus })).toEqual({ data: { products: { total: 1, results: [{ key: 'henley' }] } } });
  });

  it('answers products(skus:) with the products that have a variant of one of the SKUs, narrowed further by where, sorted and paged as REST', async () => {
    const query = officialQuery('query ($skus: [String!], $where: String, $limit: Int, $offset: Int) { products(skus: $skus, where: $where, sort: ["key desc"], limit: $limit, offset: $offset) { offset count total exists results { key } } }');
    const found = (skus: string[], more: { where?: string; limit?: number; offset?: number } = {}) => send({ query, variables: { skus, ...more } });
    expect(await found(['OXFORD-2', 'POLO-1', 'NOPE'])).toEqual({ data: { products: { offset: 0, count: 2, total: 2, exists: true, results: [{ key: 'polo' }, { key: 'oxford' }] } } });
    expect(await found(['OXFORD-1', 'OXFORD-2'])).toEqual({ data: { products: { offset: 0, count: 1, total: 1, exists: true, results: [{ key: 'oxford' }] } } });
    expect(await found(['OXFORD-2', 'POLO-1'], { limit: 1, offset: 1 })).toEqual({ data: { products: { offset: 1, count: 1, total: 2, exists: true, results: [{ key: 'oxford' }] } } });
    // Both must hold: a where that selects another product finds nothing.
    expect(await found(['OXFORD-2', 'POLO-1'], { where: 'key = "oxford"' })).toEqual({ data: { products: { offset: 0, count: 1, total: 1, exists: true, results: [{ key: 'oxford' }] } } });
    expect(await found(['POLO-1'], { where: 'key = "oxford"' })).toEqual({ data: { products: { offset: 0, count: 0, total: 0, exists: false, results: [] } } });
    expect(await found([])).toEqual({ data: { products: { offset: 0, count: 0, total: 0, exists: false, results: [] } } });
    // Left out, or null, the SKUs filter nothing.
    expect(await send({ query, variables: { skus: null } })).toEqual({ data: { products: { offset: 0, count: 2, total: 2, exists: true, results: [{ key: 'polo' }, { key: 'oxford' }] } } });
  });

  it('refuses a read by SKU or variant key, and products(skus:), to a token without view_products, as by key', async () => {
    const query = officialQuery('{ bySku: product(sku: "OXFORD-1") { key } byVariant: product(variantKey: "oxford-2") { key } products(skus: ["OXFORD-1"]) { total } }');
    const { data, errors } = await send({ query }, ['view_categories:shop']);
    expect(data).toBeNull();
    expect(errors?.map(({ path, extensions, message }) => ({ path, code: extensions?.['code'], message }))).toEqual(
      ['bySku', 'byVariant', 'products'].map((field) => ({ path: [field], code: 'insufficient_scope', message: 'Insufficient scope. One of the following scopes is missing: view_products.' })),
    );
    expect(await send({ query }, ['view_products:shop'])).toEqual({ data: { bySku: { key: 'oxford' }, byVariant: { key: 'oxford' }, products: { total: 1 } } });
  });
});
