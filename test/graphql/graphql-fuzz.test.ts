import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCommercetoolsMock, type CommercetoolsMock } from '../../src/index.js';
import { declaring } from '../support/graphql-client.js';
import { API_HOST } from '../support/sdk.js';
import { START } from '../support/time.js';

// Nothing a client sends to the GraphQL endpoint gets a 5xx or leaves a rejection behind: random
// bodies, documents and variables, documents nested deeper than any parser's stack, and documents
// of more tokens than the mock parses; and no read, whatever its arguments, ends in `General`, the
// code of an error the mock did not mean.

const ct = createCommercetoolsMock({ now: START, projects: [{ key: 'shop' }] });
const token = ct.issueToken({ scopes: ['manage_project:shop'] });
const post = async (body: string) => {
  const response = await ct.fetch(`${API_HOST}/shop/graphql`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body });
  const text = await response.text();
  return { status: response.status, json: JSON.parse(text) as unknown };
};

const FRAGMENTS = ['{', '}', 'project', 'updateProject', '(', ')', 'version:', '1', '"x"', '$v', 'query', 'mutation', 'actions:', '[', ']', '...', 'on', 'key', '__typename', '@skip(if: true)', ':', ','];
const documents = fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 40 }).map((parts) => parts.join(' '));

/** A product, two categories, a customer and an order, as imports would create them. */
async function seed(mock: CommercetoolsMock): Promise<void> {
  const add = declaring(mock);
  await add({ typeId: 'product-type', key: 'shirt', name: 'Shirt', description: 'Shirts', attributes: [] });
  await add({ typeId: 'category', key: 'men', name: { en: 'Men', de: 'Herren' }, slug: { en: 'men' } });
  await add({ typeId: 'category', key: 'shirts', name: { en: 'Shirts' }, slug: { en: 'shirts' }, parent: { typeId: 'category', key: 'men' } });
  await add({
    typeId: 'product',
    key: 'oxford',
    name: { en: 'Oxford', de: 'Oxford-Hemd' },
    slug: { en: 'oxford' },
    productType: { typeId: 'product-type', key: 'shirt' },
    categories: [{ typeId: 'category', key: 'shirts' }],
    masterVariant: { key: 'oxford-1', sku: 'OXFORD-1', prices: [{ key: 'eur', value: { type: 'centPrecision', centAmount: 4900, currencyCode: 'EUR' } }] },
    publish: true,
  });
  await add({ typeId: 'customer', key: 'ann', email: 'ann@example.com', password: 'secret' });
  await add({ typeId: 'order', key: 'o-1', orderNumber: 'o-1', totalPrice: { type: 'centPrecision', centAmount: 4900, currencyCode: 'EUR' }, customer: { typeId: 'customer', key: 'ann' }, lineItems: [] });
}

/**
 * The reads the fuzz sends, each a query field and a read of one of the same resource with every
 * argument a variable, and `where` predicates and sorts REST takes for that resource.
 */
const READS = [
  {
    query: `query ($where: String, $sort: [String!], $limit: Int, $offset: Int, $id: String, $key: String, $locale: Locale) {
      products(where: $where, sort: $sort, limit: $limit, offset: $offset) { offset count total exists results { id key productType { key } masterData { current { name(locale: $locale) slug(acceptLanguage: [$locale]) categories { key } masterVariant { sku prices { value { centAmount } } } } } } }
      product(id: $id, key: $key) { key masterData { staged { name(locale: $locale) nameAllLocales { locale value } } } }
    }`,
    wheres: ['key = "oxford"', 'key in ("oxford", "polo")', 'version >= 1', 'masterData(current(name(en = "Oxford")))', 'createdAt > "2020-01-01T00:00:00.000Z"'],
    sorts: ['key asc', 'createdAt desc', 'id', 'masterData.current.name.en asc'],
  },
  {
    query: `query ($where: String, $sort: [String!], $limit: Int, $offset: Int, $id: String, $key: String, $locale: Locale) {
      categories(where: $where, sort: $sort, limit: $limit, offset: $offset) { count total results { key name(locale: $locale) parent { key } ancestors { key } } }
      category(id: $id, key: $key) { key description(locale: $locale) slug(locale: $locale) }
    }`,
    wheres: ['key in ("men", "shirts")', 'name(en = "Men")', 'parent(id is defined)', 'version = 1'],
    sorts: ['name.en asc', 'key desc', 'orderHint asc'],
  },
  {
    query: `query ($where: String, $sort: [String!], $limit: Int, $offset: Int, $id: String, $key: String, $locale: Locale) {
      orders(where: $where, sort: $sort, limit: $limit, offset: $offset) { count total results { orderNumber customerId customer { email } totalPrice { centAmount } } }
      order(id: $id, orderNumber: $key) { orderNumber locale lineItems { name(locale: $locale) } }
    }`,
    wheres: ['orderNumber = "o-1"', 'totalPrice(centAmount > 100)', 'customerId is defined'],
    sorts: ['orderNumber desc', 'createdAt asc'],
  },
];

/** What no resource's query takes: unknown fields, broken predicates, predicate forms the mock does not evaluate. */
const BROKEN_WHERES = ['nope = 1', 'key = ', '((', 'key within circle(1, 2, 3)', 'key = :k', 'name = "x"'];
const TEXTS = ['oxford', 'men', 'o-1', 'key=oxford', 'order-number=o-1', '00000000-0000-4000-b000-000000000001', ''];

/** Mostly what a client would send, so that most reads are answered; now and then what it should not. */
const mostly = <T>(usual: fc.Arbitrary<T>, unusual: fc.Arbitrary<T>) => fc.oneof({ arbitrary: usual, weight: 5 }, { arbitrary: unusual, weight: 1 });
const text = mostly(fc.constantFrom(...TEXTS), fc.string());
const reads = fc.constantFrom(...READS).chain(({ query, wheres, sorts }) =>
  fc
    .tuple(
      fc.record(
        {
          where: mostly(fc.constantFrom(...wheres), fc.oneof(fc.constantFrom(...BROKEN_WHERES), fc.string())),
          sort: fc.array(mostly(fc.constantFrom(...sorts), fc.oneof(fc.constantFrom('nope asc', ''), fc.string())), { maxLength: 2 }),
          limit: mostly(fc.integer({ min: 0, max: 500 }), fc.constantFrom(-1, 501, 2 ** 31)),
          offset: mostly(fc.integer({ min: 0, max: 10_000 }), fc.constantFrom(-1, 10_001)),
          // Now and then no string at all: custom scalars are typed, as the platform types them.
          locale: mostly<unknown>(fc.constantFrom('en', 'de', 'fr', 'en-US'), fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.dictionary(fc.string(), fc.string()), fc.array(fc.string()))),
        },
        { requiredKeys: [] },
      ),
      // The read of one names its resource by exactly one argument, but for now and then none or both.
      mostly<{ id?: string; key?: string }>(fc.oneof(fc.record({ id: text }), fc.record({ key: text })), fc.record({ id: text, key: text }, { requiredKeys: [] })),
    )
    .map(([parameters, naming]) => ({ query, variables: { ...parameters, ...naming } })),
);

describe('the GraphQL endpoint under random input', () => {
  it('answers random bodies, documents and variables with a status below 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.json(),
          fc.record({ query: documents }, { requiredKeys: [] }).map((body) => JSON.stringify(body)),
          fc.record({ query: fc.constant('mutation ($v: Long!, $a: [ProjectSettingsUpdateAction!]!) { updateProject(version: $v, actions: $a) { version } }'), variables: fc.record({ v: fc.jsonValue(), a: fc.jsonValue() }) }).map((body) => JSON.stringify(body)),
          fc.record({ query: fc.string(), variables: fc.jsonValue(), operationName: fc.jsonValue() }).map((body) => JSON.stringify(body)),
        ),
        async (body) => {
          const { status } = await post(body);
          expect(status).toBeLessThan(500);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('answers random reads of seeded products, categories and orders below 500 and never with General', async () => {
    await seed(ct);
    await fc.assert(
      fc.asyncProperty(reads, async ({ query, variables }) => {
        const { status, json } = await post(JSON.stringify({ query, variables }));
        expect(status).toBeLessThan(500);
        const codes = ((json as { errors?: { extensions?: { code?: unknown } }[] }).errors ?? []).map((error) => error.extensions?.code);
        expect(codes).not.toContain('General');
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a document nested too deeply for the stack with InvalidInput, HTTP 400', async () => {
    // Within the token limit (5 tokens a level), deeper than the parser's and validator's recursion goes.
    const deep = `{ project { ${'... on ProjectProjection { '.repeat(9_000)} key ${'} '.repeat(9_000)} } }`;
    const { status, json } = await post(JSON.stringify({ query: deep }));
    expect(status).toBe(400);
    // An error of the whole request: no data, and `locations` empty, as the RAML's GraphQLError requires the field.
    expect(json).toEqual({ errors: [{ message: 'The GraphQL document is nested too deeply to parse. Nest fields less deeply.', locations: [], extensions: { code: 'InvalidInput' } }] });
  });

  it('refuses a document of more tokens than it parses, HTTP 400', async () => {
    const huge = `{ project { ${'key '.repeat(60_000)} } }`;
    const { status, json } = await post(JSON.stringify({ query: huge }));
    expect(status).toBe(400);
    expect(json).toMatchObject({ errors: [{ message: expect.stringContaining('more that 50000 tokens'), extensions: { code: 'InvalidInput' } }] });
  });

  it('answers variables of the wrong types HTTP 400 naming the variable', async () => {
    const query = 'mutation ($v: Long!, $a: [ProjectSettingsUpdateAction!]!) { updateProject(version: $v, actions: $a) { version } }';
    const { status, json } = await post(JSON.stringify({ query, variables: { v: 1, a: [{ changeName: { name: 5 } }] } }));
    expect(status).toBe(400);
    expect(json).toMatchObject({ errors: [{ message: expect.stringContaining('$a'), extensions: { code: 'InvalidInput' } }] });
  });
});
