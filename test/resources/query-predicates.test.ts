import type { ClientRequest } from '@commercetools/platform-sdk';
import { ClientBuilder } from '@commercetools/ts-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useMockServer } from '../support/mock-server.js';
import { expectErrorSchemaValid } from '../support/schemas.js';
import { API_HOST, interceptedFetch, sdkError } from '../support/sdk.js';
import { api, importThrough, settle, shirtDraft, shirtType, valid } from './helpers.js';

// Query Predicates and sorts evaluated over the representations each read route returns (issue
// 32), through the official platform SDK: every operator on each resource where it applies, each
// case with resources it must leave out; the refusal of fields the representation lacks; sorts by
// any path; and the ts-client's paging helper, process(), which pages with `where=id > "..."`.

// The tables only read: each sets its resources up once, and resets the mock before and after
// (resetAfterEach: false); the other tests reset it before each.
const ct = useMockServer({
  projects: [{ key: 'shop', currencies: ['EUR', 'USD'], languages: ['en', 'de'], countries: ['DE'] }],
  resources: {
    shop: [
      { typeId: 'cart-discount', key: 'ten-off' },
      { typeId: 'cart-discount', key: 'free-ship' },
      { typeId: 'channel', key: 'berlin' },
      { typeId: 'channel', key: 'munich' },
      { typeId: 'customer-group', key: 'vip' },
      { typeId: 'store', key: 'berlin' },
      { typeId: 'store', key: 'munich' },
    ],
  },
}, { resetAfterEach: false });

/** Starts each test of the describe around it from the mock as created. */
const freshEach = () => beforeEach(() => ct.reset());

type QueryArgs = Record<string, string | string[] | number | boolean>;
type Case = readonly [query: string | QueryArgs, expected: readonly string[]];

/** A case's query: a where alone, or query arguments; `{name}` stands for the id the setup found under that name. */
function resolved(query: string | QueryArgs, ids: Readonly<Record<string, string>>): QueryArgs {
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, name: string) => ids[name] ?? `{unknown id ${name}}`);
  const args = typeof query === 'string' ? { where: query } : query;
  return Object.fromEntries(
    Object.entries(args).map(([name, value]) => [name, typeof value === 'string' ? fill(value) : Array.isArray(value) ? value.map(fill) : value]),
  );
}

/** Each read route's query through the SDK, its page validated against the official schema, as the resources' keys (orders' order numbers). */
const select = {
  productTypes: async (queryArgs: QueryArgs) =>
    valid((await api().productTypes().get({ queryArgs }).execute()).body, 'ProductTypePagedQueryResponse').results.map(({ key }) => key),
  types: async (queryArgs: QueryArgs) => valid((await api().types().get({ queryArgs }).execute()).body, 'TypePagedQueryResponse').results.map(({ key }) => key),
  categories: async (queryArgs: QueryArgs) =>
    valid((await api().categories().get({ queryArgs }).execute()).body, 'CategoryPagedQueryResponse').results.map(({ key }) => key),
  products: async (queryArgs: QueryArgs) =>
    valid((await api().products().get({ queryArgs }).execute()).body, 'ProductPagedQueryResponse').results.map(({ key }) => key),
  productProjections: async (queryArgs: QueryArgs) =>
    valid((await api().productProjections().get({ queryArgs }).execute()).body, 'ProductProjectionPagedQueryResponse').results.map(({ key }) => key),
  customers: async (queryArgs: QueryArgs) =>
    valid((await api().customers().get({ queryArgs }).execute()).body, 'CustomerPagedQueryResponse').results.map(({ key }) => key),
  inventory: async (queryArgs: QueryArgs) =>
    valid((await api().inventory().get({ queryArgs }).execute()).body, 'InventoryPagedQueryResponse').results.map(({ key }) => key),
  standalonePrices: async (queryArgs: QueryArgs) =>
    valid((await api().standalonePrices().get({ queryArgs }).execute()).body, 'StandalonePricePagedQueryResponse').results.map(({ key }) => key),
  discountCodes: async (queryArgs: QueryArgs) =>
    valid((await api().discountCodes().get({ queryArgs }).execute()).body, 'DiscountCodePagedQueryResponse').results.map(({ key }) => key),
  orders: async (queryArgs: QueryArgs) =>
    valid((await api().orders().get({ queryArgs }).execute()).body, 'OrderPagedQueryResponse').results.map(({ orderNumber }) => orderNumber),
} as const;

type Resource = keyof typeof select;

/**
 * Declares the table of one resource: the setup runs once, on the mock as created, and names the
 * ids the cases use; each case only reads, and asserts the exact selection, in creation order
 * unless it sorts.
 */
function table(resource: Resource, setup: () => Promise<Record<string, string>>, cases: readonly Case[]) {
  let ids: Record<string, string> = {};
  beforeAll(async () => {
    ct.reset();
    ids = await setup();
  });
  afterAll(() => ct.reset());
  it.each(cases)('%o selects %o', async (query, expected) => {
    expect(await select[resource](resolved(query, ids))).toEqual(expected);
  });
}

const EUR = (centAmount: number) => ({ type: 'centPrecision' as const, centAmount, currencyCode: 'EUR' });
const USD = (centAmount: number) => ({ type: 'centPrecision' as const, centAmount, currencyCode: 'USD' });
const ref = (typeId: string, key: string) => ({ typeId, key });

/** The id of a resource of the Project, read back by key through the SDK. */
async function idsOf(read: (key: string) => Promise<{ body: { id: string } }>, keys: readonly string[]): Promise<Record<string, string>> {
  const entries = await Promise.all(keys.map(async (key) => [key, (await read(key)).body.id] as const));
  return Object.fromEntries(entries);
}

describe('product types', () => {
  table(
    'productTypes',
    async () => {
      await importThrough(ct, 'product-types', [shirtType]);
      settle(ct);
      await importThrough(ct, 'product-types', [
        {
          key: 'mug',
          name: 'Mug',
          description: 'Mugs',
          attributes: [{ name: 'volume', label: { en: 'Volume' }, isRequired: true, type: { name: 'number' } }],
        },
        { key: 'gift', name: 'Gift card', description: 'Cards', attributes: [] },
      ]);
      settle(ct);
      return {};
    },
    [
      ['name = "Mug"', ['mug']],
      ['name != "Mug"', ['shirt', 'gift']],
      ['name <> "Mug"', ['shirt', 'gift']],
      ['not(name = "Mug")', ['shirt', 'gift']],
      ['name > "Mug"', ['shirt']],
      ['name >= "Mug"', ['shirt', 'mug']],
      ['name < "Mug"', ['gift']],
      ['name <= "Mug"', ['mug', 'gift']],
      // Code-unit order: every capital comes before any small letter.
      ['name < "a"', ['shirt', 'mug', 'gift']],
      ['name > "Z"', []],
      ['name in ("Mug", "Shirt", "Hat")', ['shirt', 'mug']],
      ['name not in ("Mug", "Shirt")', ['gift']],
      [{ where: 'name in :names', 'var.names': ['Gift card', 'Mug'] }, ['mug', 'gift']],
      ['attributes(name = "color")', ['shirt']],
      ['attributes(name in ("volume", "care"))', ['shirt', 'mug']],
      // One attribute must match the whole inner predicate: color is required, the others are not.
      ['attributes(name = "color" and isRequired = false)', []],
      ['attributes(name = "size" and isRequired = false)', ['shirt']],
      // A negation belongs to the field it names: inside the list's parentheses, one attribute named otherwise.
      ['attributes(name != "color")', ['shirt', 'mug']],
      ['attributes(name <> "color")', ['shirt', 'mug']],
      ['attributes(not(name = "color"))', ['shirt', 'mug']],
      ['attributes(name not in ("color", "size", "care", "msrp", "related"))', ['mug']],
      ['attributes(name not in ("color", "size"))', ['shirt', 'mug']],
      ['attributes(name != "color" and isRequired = false)', ['shirt']],
      ['not(attributes(name = "color"))', ['mug', 'gift']],
      ['attributes(isRequired = true)', ['shirt', 'mug']],
      ['attributes(type(name = "number"))', ['mug']],
      ['attributes is empty', ['gift']],
      ['not(attributes is empty)', ['shirt', 'mug']],
      ['description is defined', ['shirt', 'mug', 'gift']],
      ['version = 1', ['shirt', 'mug', 'gift']],
      [{ where: 'version = :v', 'var.v': '1' }, ['shirt', 'mug', 'gift']],
      [{ where: 'version = :v', 'var.v': '2' }, []],
      // Date-times compare as times, whatever their ISO form.
      ['createdAt = "2030-01-01T00:00:05Z"', ['shirt']],
      ['createdAt = "2030-01-01T00:00:05.000Z"', ['shirt']],
      ['createdAt > "2030-01-01T00:00:05Z"', ['mug', 'gift']],
      ['createdAt >= "2030-01-01T00:00:05Z"', ['shirt', 'mug', 'gift']],
      ['createdAt < "2030-01-01T00:00:10Z"', ['shirt']],
      ['createdAt <= "2030-01-01T01:00:10+01:00"', ['shirt', 'mug', 'gift']],
      ['lastModifiedAt < "2030-01-01T01:00:10+01:00"', ['shirt']],
      ['(name = "Mug" or name = "Shirt") and attributes(name = "volume")', ['mug']],
      ['name = "Gift card" or name = "Shirt" and attributes is empty', ['gift']],
      ['name = "Gift card" or (name = "Shirt" and not(attributes is empty))', ['shirt', 'gift']],
      [{ where: ['name != "Mug"', 'not(attributes is empty)'] }, ['shirt']],
      [{ where: ['name != "Mug"', 'not(attributes is empty)', 'key = "gift"'] }, []],
    ],
  );
});

describe('types', () => {
  table(
    'types',
    async () => {
      const field = (name: string, required: boolean, type: string) => ({ name, label: { en: name }, required, type: { name: type } });
      await importThrough(ct, 'types', [
        { key: 'extras', name: { en: 'Extras' }, resourceTypeIds: ['category'], fieldDefinitions: [field('gift', false, 'Boolean')] },
        { key: 'notes', name: { en: 'Notes', de: 'Notizen' }, resourceTypeIds: ['order', 'customer'], fieldDefinitions: [field('note', false, 'String')] },
        { key: 'blank', name: { en: 'Blank' }, resourceTypeIds: ['category', 'order'], fieldDefinitions: [] },
      ]);
      settle(ct);
      return {};
    },
    [
      ['resourceTypeIds contains any ("customer", "payment")', ['notes']],
      ['resourceTypeIds contains any ("order", "payment")', ['notes', 'blank']],
      ['resourceTypeIds contains all ("category", "order")', ['blank']],
      ['resourceTypeIds contains all ("order")', ['notes', 'blank']],
      ['resourceTypeIds contains all ("order", "payment")', []],
      [{ where: 'resourceTypeIds contains all :ids', 'var.ids': ['order', 'customer'] }, ['notes']],
      ['not(resourceTypeIds contains any ("category"))', ['notes']],
      // A single value holds itself, as a one-element list would.
      ['key contains any ("extras", "nope")', ['extras']],
      ['key contains all ("extras", "nope")', []],
      // On a list field = holds for any element, != for none.
      ['resourceTypeIds = "customer"', ['notes']],
      ['resourceTypeIds != "category"', ['notes']],
      ['resourceTypeIds <> "order"', ['extras']],
      ['resourceTypeIds in ("customer", "payment")', ['notes']],
      ['resourceTypeIds not in ("category")', ['notes']],
      ['fieldDefinitions(name = "gift")', ['extras']],
      ['fieldDefinitions(type(name = "String"))', ['notes']],
      ['fieldDefinitions(name = "note" and required = true)', []],
      ['fieldDefinitions(name = "note" and required = false)', ['notes']],
      ['fieldDefinitions is empty', ['blank']],
      ['not(fieldDefinitions is empty)', ['extras', 'notes']],
      ['name(en = "Extras")', ['extras']],
      ['name(de = "Notizen")', ['notes']],
      ['name(de is defined)', ['notes']],
      ['name(de is not defined)', ['extras', 'blank']],
      ['description is not defined', ['extras', 'notes', 'blank']],
    ],
  );
});

describe('categories', () => {
  table(
    'categories',
    async () => {
      await importThrough(ct, 'types', [
        {
          key: 'extras',
          name: { en: 'Extras' },
          resourceTypeIds: ['category'],
          fieldDefinitions: [
            { name: 'gift', label: { en: 'Gift' }, required: false, type: { name: 'Boolean' } },
            { name: 'rank', label: { en: 'Rank' }, required: false, type: { name: 'Number' } },
            { name: 'tags', label: { en: 'Tags' }, required: false, type: { name: 'Set', elementType: { name: 'String' } } },
          ],
        },
      ]);
      const custom = (fields: object) => ({ type: ref('type', 'extras'), fields });
      await importThrough(ct, 'categories', [
        { key: 'root', name: { en: 'Root' }, slug: { en: 'root' }, orderHint: '0.1', externalId: 'ext-root' },
        {
          key: 'mid',
          name: { en: 'Mid' },
          slug: { en: 'mid', de: 'mitte' },
          orderHint: '0.5',
          parent: ref('category', 'root'),
          custom: custom({ gift: { type: 'Boolean', value: false }, rank: { type: 'Number', value: 10 }, tags: { type: 'StringSet', value: ['a', 'b'] } }),
        },
        {
          key: 'leaf',
          name: { en: 'Leaf' },
          slug: { en: 'leaf' },
          orderHint: '0.9',
          parent: ref('category', 'mid'),
          custom: custom({ gift: { type: 'Boolean', value: true }, rank: { type: 'Number', value: 3 } }),
        },
        { key: 'other', name: { en: 'Other' }, slug: { en: 'other' }, orderHint: '0.3' },
      ]);
      settle(ct);
      return {
        ...(await idsOf((key) => api().categories().withKey({ key }).get().execute(), ['root', 'mid', 'leaf'])),
        ...(await idsOf((key) => api().types().withKey({ key }).get().execute(), ['extras'])),
      };
    },
    [
      ['slug(en = "mid")', ['mid']],
      ['slug(de = "mitte")', ['mid']],
      ['slug(de = "mid")', []],
      ['slug(en in ("root", "leaf", "nope"))', ['root', 'leaf']],
      ['slug(en != "mid")', ['root', 'leaf', 'other']],
      ['parent(id = "{root}")', ['mid']],
      ['parent(id = "{mid}")', ['leaf']],
      ['parent(id != "{root}")', ['root', 'leaf', 'other']],
      ['parent is defined', ['mid', 'leaf']],
      ['parent is not defined', ['root', 'other']],
      ['ancestors(id = "{root}")', ['mid', 'leaf']],
      ['ancestors(id = "{mid}")', ['leaf']],
      ['ancestors(id in ("{mid}", "{leaf}"))', ['leaf']],
      ['ancestors is empty', ['root', 'other']],
      ['not(ancestors is empty)', ['mid', 'leaf']],
      ['orderHint > "0.4"', ['mid', 'leaf']],
      ['orderHint <= "0.3"', ['root', 'other']],
      ['externalId is defined', ['root']],
      ['externalId is not defined', ['mid', 'leaf', 'other']],
      ['externalId = "ext-root"', ['root']],
      ['externalId != "ext-root"', ['mid', 'leaf', 'other']],
      // An absent field holds nothing to contain.
      ['externalId contains any ("ext-root", "x")', ['root']],
      ['not(externalId contains any ("x"))', ['root', 'mid', 'leaf', 'other']],
      ['custom(fields(gift = true))', ['leaf']],
      ['custom(fields(gift = false))', ['mid']],
      ['custom(fields(rank > 5))', ['mid']],
      ['custom(fields(rank <= 10 and gift = true))', ['leaf']],
      ['custom(fields(rank = "3"))', []],
      ['custom(fields(tags contains all ("a", "b")))', ['mid']],
      ['custom(fields(tags contains any ("b", "c")))', ['mid']],
      // An absent list is not empty: not(...) selects it, unless the predicate asks for the list.
      ['custom(fields(not(tags is empty)))', ['root', 'mid', 'leaf', 'other']],
      ['custom(fields(tags is defined and not(tags is empty)))', ['mid']],
      ['custom(fields(anything is defined))', []],
      ['custom(type(id = "{extras}"))', ['mid', 'leaf']],
      ['custom is not defined', ['root', 'other']],
      ['name(en = "Leaf") and parent(id = "{mid}")', ['leaf']],
      ['name(en = "Leaf") and parent(id = "{root}")', []],
      ['id = "{mid}" or slug(en = "other")', ['mid', 'other']],
      ['id in ("{root}", "{leaf}") and not(parent is defined)', ['root']],
    ],
  );
});

/** Shirts aa (in tops), bb (in tops and sale, a variant BB-L), cc (unpublished), dd (published, renamed since), and mug mm. */
async function catalog(): Promise<Record<string, string>> {
  await importThrough(ct, 'product-types', [shirtType, { key: 'mug', name: 'Mug', description: 'Mugs', attributes: [] }]);
  await importThrough(ct, 'categories', [
    { key: 'tops', name: { en: 'Tops' }, slug: { en: 'tops' } },
    { key: 'sale', name: { en: 'Sale' }, slug: { en: 'sale' } },
  ]);
  settle(ct);
  const bb = shirtDraft('bb');
  await importThrough(ct, 'product-drafts', [
    shirtDraft('aa', {
      publish: true,
      categories: [ref('category', 'tops')],
      masterVariant: { ...shirtDraft('aa').masterVariant, attributes: [{ name: 'color', type: 'enum', value: 'red' }, { name: 'care', type: 'text-set', value: ['wash cold', 'no tumble'] }] },
    }),
    shirtDraft('bb', {
      publish: true,
      categories: [ref('category', 'tops'), ref('category', 'sale')],
      masterVariant: { ...bb.masterVariant, attributes: [{ name: 'color', type: 'enum', value: 'blue' }], prices: [{ key: 'bb-eur', value: EUR(2999) }] },
      variants: [{ key: 'bb-l', sku: 'BB-L', attributes: [{ name: 'color', type: 'enum', value: 'red' }] }],
    }),
    shirtDraft('cc'),
    shirtDraft('dd', { publish: true }),
    { key: 'mm', name: { en: 'Mug' }, slug: { en: 'mm' }, productType: ref('product-type', 'mug'), masterVariant: { key: 'mm-1', sku: 'MM-1' }, publish: true },
  ]);
  settle(ct);
  await importThrough(ct, 'product-drafts', [shirtDraft('dd', { name: { en: 'Renamed' } })]);
  settle(ct);
  return {
    ...(await idsOf((key) => api().categories().withKey({ key }).get().execute(), ['tops', 'sale'])),
    ...(await idsOf((key) => api().productTypes().withKey({ key }).get().execute(), ['shirt', 'mug'])),
  };
}

describe('products', () => {
  table('products', catalog, [
    ['masterData(current(name(en = "Shirt aa")))', ['aa']],
    ['masterData(current(name(en = "Renamed")))', []],
    ['masterData(staged(name(en = "Renamed")))', ['dd']],
    ['masterData(current(name(en = "Shirt dd")))', ['dd']],
    ['masterData(staged(name(en = "Shirt dd")))', []],
    ['masterData(published = false)', ['cc']],
    ['masterData(published = true)', ['aa', 'bb', 'dd', 'mm']],
    ['masterData(published != true)', ['cc']],
    ['masterData(hasStagedChanges = true)', ['dd']],
    ['productType(id = "{mug}")', ['mm']],
    ['productType(id = "{shirt}")', ['aa', 'bb', 'cc', 'dd']],
    ['productType(id != "{shirt}")', ['mm']],
    ['masterData(current(categories(id = "{sale}")))', ['bb']],
    ['masterData(current(categories(id = "{tops}")))', ['aa', 'bb']],
    ['masterData(current(categories(id in ("{tops}", "{sale}"))))', ['aa', 'bb']],
    ['not(masterData(current(categories(id = "{tops}"))))', ['cc', 'dd', 'mm']],
    ['masterData(current(categories is empty))', ['cc', 'dd', 'mm']],
    ['masterData(current(not(categories is empty)))', ['aa', 'bb']],
    ['masterData(current(variants(sku = "BB-L")))', ['bb']],
    ['masterData(staged(variants(sku = "BB-L")))', ['bb']],
    ['masterData(current(not(variants is empty)))', ['bb']],
    ['masterData(current(masterVariant(sku in ("AA-M", "MM-1", "XX"))))', ['aa', 'mm']],
    ['masterData(current(masterVariant(sku is not defined)))', []],
    // Attribute values are open: an enum shows its key and label, a set its values.
    ['masterData(current(masterVariant(attributes(name = "color" and value(key = "red")))))', ['aa', 'cc', 'dd']],
    ['masterData(current(variants(attributes(name = "color" and value(key = "red")))))', ['bb']],
    ['masterData(current(masterVariant(attributes(name = "care" and value = "no tumble"))))', ['aa']],
    ['masterData(current(masterVariant(attributes(name = "color" and value = "no tumble"))))', []],
    ['masterData(current(masterVariant(prices(value(centAmount > 2000)))))', ['bb']],
    ['masterData(current(masterVariant(prices(value(centAmount > 2000 and currencyCode = "USD")))))', []],
    ['masterData(current(masterVariant(prices is empty)))', ['mm']],
    ['masterData(current(slug(en = "mm"))) and masterData(published = true)', ['mm']],
    ['key in ("aa", "cc") and masterData(published = true)', ['aa']],
    ['createdAt > "2030-01-01T00:00:05Z"', ['aa', 'bb', 'cc', 'dd', 'mm']],
    ['lastModifiedAt > "2030-01-01T00:00:10Z"', ['dd']],
  ]);
});

describe('product projections', () => {
  table('productProjections', catalog, [
    ['slug(en = "aa")', ['aa']],
    ['slug(en = "cc")', []],
    [{ where: 'slug(en = "cc")', staged: true }, ['cc']],
    ['name(en = "Renamed")', []],
    [{ where: 'name(en = "Renamed")', staged: true }, ['dd']],
    ['name(en = "Shirt dd")', ['dd']],
    [{ where: 'name(en = "Shirt dd")', staged: true }, []],
    ['categories(id in ("{sale}"))', ['bb']],
    ['categories(id in ("{tops}", "{sale}"))', ['aa', 'bb']],
    ['not(categories(id in ("{tops}")))', ['dd', 'mm']],
    [{ where: 'not(categories(id in ("{tops}")))', staged: true }, ['cc', 'dd', 'mm']],
    ['categories is empty', ['dd', 'mm']],
    [{ where: 'published = false', staged: true }, ['cc']],
    [{ where: 'hasStagedChanges = true', staged: true }, ['dd']],
    ['productType(id = "{mug}")', ['mm']],
    ['variants(sku = "BB-L")', ['bb']],
    ['masterVariant(sku = "CC-M")', []],
    [{ where: 'masterVariant(sku = "CC-M")', staged: true }, ['cc']],
    ['masterVariant(attributes(name = "color" and value(key = "blue")))', ['bb']],
    ['name(en > "Shirt b")', ['bb', 'dd']],
    [{ where: 'name(en > "Shirt b")', staged: true }, ['bb', 'cc']],
  ]);
});

describe('customers', () => {
  table(
    'customers',
    async () => {
      await importThrough(ct, 'customers', [
        {
          key: 'jen',
          email: 'jen@example.com',
          password: 'secret',
          customerNumber: 'C-1',
          firstName: 'Jen',
          lastName: 'Doe',
          dateOfBirth: '1990-05-01',
          isEmailVerified: true,
          customerGroup: ref('customer-group', 'vip'),
          addresses: [{ key: 'home', country: 'DE', city: 'Berlin' }],
        },
        {
          key: 'ann',
          email: 'ann@example.com',
          password: 'secret',
          customerNumber: 'C-2',
          firstName: 'Ann',
          lastName: 'Smith',
          dateOfBirth: '1985-01-01',
          isEmailVerified: false,
          addresses: [{ key: 'home', country: 'DE', city: 'Munich' }, { key: 'work', country: 'DE', city: 'Berlin' }],
        },
        { key: 'bob', email: 'bob@example.com', password: 'secret' },
      ]);
      settle(ct);
      const jen = (await api().customers().withKey({ key: 'jen' }).get().execute()).body;
      return { vip: jen.customerGroup?.id ?? 'no customer group' };
    },
    [
      ['email = "ann@example.com"', ['ann']],
      ['email in ("bob@example.com", "jen@example.com")', ['jen', 'bob']],
      [{ where: 'email in :emails', 'var.emails': ['bob@example.com', 'nobody@example.com'] }, ['bob']],
      ['email > "b"', ['jen', 'bob']],
      ['email != "ann@example.com"', ['jen', 'bob']],
      ['customerNumber in ("C-1", "C-3")', ['jen']],
      ['firstName = "Jen"', ['jen']],
      ['lastName != "Doe"', ['ann', 'bob']],
      ['lastName <> "Doe"', ['ann', 'bob']],
      ['not(lastName = "Doe")', ['ann', 'bob']],
      ['lastName not in ("Doe", "Smith")', ['bob']],
      ['addresses(city = "Berlin")', ['jen', 'ann']],
      ['addresses(city = "Munich")', ['ann']],
      // One address must be both at home and in Berlin.
      ['addresses(city = "Berlin" and key = "home")', ['jen']],
      ['addresses(city = "Berlin" and key = "work")', ['ann']],
      ['addresses is empty', ['bob']],
      ['not(addresses is empty)', ['jen', 'ann']],
      ['dateOfBirth < "1989-01-01"', ['ann']],
      ['dateOfBirth >= "1985-01-01"', ['jen', 'ann']],
      ['dateOfBirth > "1985-01-01"', ['jen']],
      ['dateOfBirth is not defined', ['bob']],
      ['isEmailVerified = true', ['jen']],
      ['isEmailVerified = false', ['ann', 'bob']],
      ['isEmailVerified != true', ['ann', 'bob']],
      [{ where: 'isEmailVerified = :verified', 'var.verified': 'true' }, ['jen']],
      ['customerGroup is not defined', ['ann', 'bob']],
      ['customerGroup is defined', ['jen']],
      ['customerGroup(id = "{vip}")', ['jen']],
      ['customerGroup(typeId = "customer-group")', ['jen']],
      ['firstName = "Jen" or lastName = "Smith"', ['jen', 'ann']],
      ['(firstName = "Jen" or lastName = "Smith") and isEmailVerified = false', ['ann']],
    ],
  );
});

describe('inventory', () => {
  table(
    'inventory',
    async () => {
      await importThrough(ct, 'inventories', [
        { key: 'inv-1', sku: 'SKU-1', quantityOnStock: 7, supplyChannel: ref('channel', 'berlin') },
        { key: 'inv-2', sku: 'SKU-1', quantityOnStock: 0 },
        { key: 'inv-3', sku: 'SKU-2', quantityOnStock: 20, supplyChannel: ref('channel', 'munich') },
      ]);
      settle(ct);
      const entry = (await api().inventory().withKey({ key: 'inv-1' }).get().execute()).body;
      return { berlin: entry.supplyChannel?.id ?? 'no channel' };
    },
    [
      ['sku = "SKU-1"', ['inv-1', 'inv-2']],
      ['sku in ("SKU-2", "SKU-9")', ['inv-3']],
      ['sku = "SKU-9"', []],
      ['sku != "SKU-1"', ['inv-3']],
      ['sku = "SKU-1" and quantityOnStock >= 7', ['inv-1']],
      ['quantityOnStock >= 7', ['inv-1', 'inv-3']],
      ['quantityOnStock > 7', ['inv-3']],
      ['quantityOnStock <= 7', ['inv-1', 'inv-2']],
      ['quantityOnStock < 7', ['inv-2']],
      ['quantityOnStock = 0', ['inv-2']],
      ['quantityOnStock in (0, 20)', ['inv-2', 'inv-3']],
      [{ where: 'quantityOnStock >= :least', 'var.least': '8' }, ['inv-3']],
      ['availableQuantity = 20', ['inv-3']],
      ['supplyChannel(id = "{berlin}")', ['inv-1']],
      ['supplyChannel(id != "{berlin}")', ['inv-2', 'inv-3']],
      ['supplyChannel is not defined', ['inv-2']],
      ['sku = "SKU-1" and supplyChannel is defined', ['inv-1']],
    ],
  );
});

describe('standalone prices', () => {
  table(
    'standalonePrices',
    async () => {
      await importThrough(ct, 'standalone-prices', [
        { key: 'p-eur', sku: 'SKU-1', value: EUR(999) },
        { key: 'p-usd', sku: 'SKU-1', value: USD(2500), active: false },
        { key: 'p-two', sku: 'SKU-2', value: EUR(5000) },
      ]);
      settle(ct);
      return {};
    },
    [
      ['sku = "SKU-1"', ['p-eur', 'p-usd']],
      ['sku = "SKU-2"', ['p-two']],
      ['value(centAmount > 1000)', ['p-usd', 'p-two']],
      ['value(centAmount > 2500)', ['p-two']],
      ['value(centAmount >= 2500)', ['p-usd', 'p-two']],
      ['value(centAmount < 999)', []],
      ['active = false', ['p-usd']],
      ['active = true', ['p-eur', 'p-two']],
      ['value(currencyCode in ("USD"))', ['p-usd']],
      ['value(currencyCode not in ("USD"))', ['p-eur', 'p-two']],
      ['value(currencyCode in ("USD", "EUR"))', ['p-eur', 'p-usd', 'p-two']],
      ['sku = "SKU-1" and value(currencyCode = "EUR")', ['p-eur']],
      ['sku = "SKU-1" or value(centAmount = 5000)', ['p-eur', 'p-usd', 'p-two']],
      ['value(fractionDigits = 2) and active = true', ['p-eur', 'p-two']],
    ],
  );
});

describe('discount codes', () => {
  table(
    'discountCodes',
    async () => {
      await importThrough(ct, 'discount-codes', [
        { key: 'save10', code: 'SAVE10', isActive: true, cartDiscounts: [ref('cart-discount', 'ten-off')], groups: ['spring', 'vip'] },
        { key: 'ship', code: 'SHIP', isActive: false, cartDiscounts: [ref('cart-discount', 'free-ship')], groups: ['spring'] },
        { key: 'both', code: 'BOTH', isActive: true, cartDiscounts: [ref('cart-discount', 'ten-off'), ref('cart-discount', 'free-ship')] },
      ]);
      settle(ct);
      const save10 = (await api().discountCodes().withKey({ key: 'save10' }).get().execute()).body;
      return { tenOff: save10.cartDiscounts[0]?.id ?? 'no cart discount' };
    },
    [
      ['code = "SHIP"', ['ship']],
      ['code in ("SAVE10", "BOTH")', ['save10', 'both']],
      ['code = "ship"', []],
      ['isActive = true', ['save10', 'both']],
      ['isActive != true', ['ship']],
      ['cartDiscounts(id = "{tenOff}")', ['save10', 'both']],
      ['not(cartDiscounts(id = "{tenOff}"))', ['ship']],
      // Inside a list's parentheses, not applies to one element: save10 has none other than ten-off.
      ['cartDiscounts(not(id = "{tenOff}"))', ['ship', 'both']],
      // On a list of values, != is not(=): no group is vip, or there is none.
      ['groups != "vip"', ['ship', 'both']],
      ['groups not in ("vip", "spring")', ['both']],
      ['groups contains any ("vip", "summer")', ['save10']],
      ['groups contains any ("spring")', ['save10', 'ship']],
      ['groups contains all ("spring", "vip")', ['save10']],
      ['groups contains all ("spring")', ['save10', 'ship']],
      [{ where: 'groups contains all :groups', 'var.groups': ['vip', 'spring'] }, ['save10']],
      ['groups is empty', ['both']],
      ['not(groups is empty)', ['save10', 'ship']],
      ['groups = "spring"', ['save10', 'ship']],
      ['groups != "spring"', ['both']],
      ['groups not in ("vip")', ['ship', 'both']],
      ['isActive = true and groups contains any ("spring")', ['save10']],
    ],
  );
});

/** Orders o-1 (Jen's, two OX-M, 00:00:10), o-2 (Ann's, complete, a custom line item, 00:00:15), o-3 (no email, OX-M and two OX-L, 00:00:20). */
async function orders(): Promise<Record<string, string>> {
  await importThrough(ct, 'product-types', [shirtType]);
  await importThrough(ct, 'product-drafts', [
    shirtDraft('ox', {
      publish: true,
      masterVariant: { key: 'ox-m', sku: 'OX-M', attributes: [{ name: 'color', type: 'enum', value: 'red' }] },
      variants: [{ key: 'ox-l', sku: 'OX-L', attributes: [{ name: 'color', type: 'enum', value: 'red' }] }],
    }),
  ]);
  settle(ct);
  const item = (sku: string, quantity: number) => ({
    product: ref('product', 'ox'),
    name: { en: 'Oxford' },
    variant: { sku, productVariant: ref('product-variant', sku.toLowerCase()) },
    price: { value: EUR(1000) },
    quantity,
  });
  await importThrough(ct, 'orders', [{ orderNumber: 'o-1', customerEmail: 'jen@example.com', totalPrice: EUR(2000), lineItems: [item('OX-M', 2)] }]);
  settle(ct);
  const giftWrap = { name: { en: 'Gift wrap' }, money: EUR(500), totalPrice: EUR(500), slug: 'gift-wrap', quantity: 1 };
  await importThrough(ct, 'orders', [{ orderNumber: 'o-2', customerEmail: 'ann@example.com', totalPrice: EUR(500), customLineItems: [giftWrap], orderState: 'Complete' }]);
  settle(ct);
  await importThrough(ct, 'orders', [{ orderNumber: 'o-3', totalPrice: EUR(3000), lineItems: [item('OX-M', 1), item('OX-L', 2)] }]);
  settle(ct);
  return {};
}

describe('orders', () => {
  table('orders', orders, [
    ['orderNumber = "o-2"', ['o-2']],
    ['orderNumber in ("o-3", "o-1", "o-9")', ['o-1', 'o-3']],
    ['orderNumber != "o-2"', ['o-1', 'o-3']],
    ['totalPrice(centAmount > 1000)', ['o-1', 'o-3']],
    ['totalPrice(centAmount <= 2000)', ['o-1', 'o-2']],
    ['lineItems(variant(sku = "OX-L"))', ['o-3']],
    ['lineItems(variant(sku = "OX-M"))', ['o-1', 'o-3']],
    // One line item must sell OX-M twice: o-3 sells it once, and OX-L twice.
    ['lineItems(variant(sku = "OX-M") and quantity = 2)', ['o-1']],
    ['lineItems(variant(sku = "OX-L") and quantity = 2)', ['o-3']],
    ['lineItems is empty', ['o-2']],
    ['customLineItems(slug = "gift-wrap")', ['o-2']],
    ['customerEmail = "ann@example.com"', ['o-2']],
    ['customerEmail is not defined', ['o-3']],
    ['customerEmail != "ann@example.com"', ['o-1', 'o-3']],
    ['orderState = "Complete"', ['o-2']],
    ['orderState != "Complete"', ['o-1', 'o-3']],
    ['orderState in ("Open", "Confirmed")', ['o-1', 'o-3']],
    ['createdAt > "2030-01-01T00:00:10Z"', ['o-2', 'o-3']],
    ['createdAt = "2030-01-01T00:00:10Z"', ['o-1']],
    ['createdAt = "2030-01-01T00:00:10.000Z"', ['o-1']],
    ['createdAt = "2030-01-01T01:00:10+01:00"', ['o-1']],
    ['createdAt >= "2030-01-01T00:00:15.000Z" and createdAt < "2030-01-01T00:00:20Z"', ['o-2']],
    ['createdAt < "2030-01-01"', []],
    ['createdAt in ("2030-01-01T00:00:10Z", "2030-01-01T00:00:20.000Z")', ['o-1', 'o-3']],
    ['createdAt not in ("2030-01-01T00:00:10Z")', ['o-2', 'o-3']],
    ['totalPrice(currencyCode = "EUR") and customerEmail is defined', ['o-1', 'o-2']],
  ]);
});

describe('in-store customers and orders', () => {
  freshEach();
  it('evaluate the predicate over the Store’s own resources alone', async () => {
    const store = ref('store', 'berlin');
    await importThrough(ct, 'customers', [
      { key: 'jen', email: 'jen@example.com', password: 'secret', firstName: 'Jen', stores: [store] },
      { key: 'max', email: 'max@example.com', password: 'secret', firstName: 'Jen', stores: [ref('store', 'munich')] },
      { key: 'ann', email: 'ann@example.com', password: 'secret', firstName: 'Ann', stores: [store] },
    ]);
    await importThrough(ct, 'orders', [
      { orderNumber: 'o-1', totalPrice: EUR(300), customLineItems: [], store },
      { orderNumber: 'o-2', totalPrice: EUR(300), customLineItems: [], orderState: 'Complete', store },
      { orderNumber: 'o-3', totalPrice: EUR(300), customLineItems: [], orderState: 'Complete' },
    ]);
    settle(ct);
    const berlin = api().inStoreKeyWithStoreKeyValue({ storeKey: 'berlin' });
    const customers = valid((await berlin.customers().get({ queryArgs: { where: 'firstName = "Jen"' } }).execute()).body, 'CustomerPagedQueryResponse');
    expect(customers.results.map(({ key }) => key)).toEqual(['jen']);
    const others = (await berlin.customers().get({ queryArgs: { where: 'firstName != "Jen"' } }).execute()).body;
    expect(others.results.map(({ key }) => key)).toEqual(['ann']);
    const orders = valid((await berlin.orders().get({ queryArgs: { where: 'orderState = "Complete"' } }).execute()).body, 'OrderPagedQueryResponse');
    expect(orders.results.map(({ orderNumber }) => orderNumber)).toEqual(['o-2']);
    const failure = await sdkError(berlin.orders().get({ queryArgs: { where: 'orderStatus = "Complete"' } }).execute());
    expect(failure.body).toMatchObject({ errors: [{ code: 'InvalidInput', message: "Malformed parameter: where: The field 'orderStatus' does not exist." }] });
  });
});

describe('fields the representation lacks', () => {
  freshEach();
  it.each([
    ['products', 'slug(en = "x")', 'slug'],
    ['products', 'variants(sku = "X")', 'variants'],
    ['products', 'masterData(current(nope = 1))', 'nope'],
    ['products', 'masterData(current(masterVariant(sku = "X"))) and masterData(latest(name(en = "x")))', 'latest'],
    // References show only typeId and id.
    ['products', 'productType(key = "shirt")', 'key'],
    ['productProjections', 'masterData(current(name(en = "x")))', 'masterData'],
    ['productProjections', 'productType(name = "Shirt")', 'name'],
    ['categories', 'parent(key = "root")', 'key'],
    ['categories', 'ancestors(slug(en = "root"))', 'slug'],
    ['categories', 'title(en = "Root")', 'title'],
    ['customers', 'addresses(town = "Berlin")', 'town'],
    ['customers', 'nickname is defined', 'nickname'],
    ['orders', 'lineItems(variant(colour = "red"))', 'colour'],
    ['orders', 'totalPrice(amount > 1)', 'amount'],
    ['inventory', 'supplyChannel(key = "berlin")', 'key'],
    ['standalonePrices', 'price(centAmount > 1)', 'price'],
    ['discountCodes', 'groups contains any ("a") or tags contains any ("a")', 'tags'],
    ['types', 'fieldDefinitions(label(en = "x") and kind = "x")', 'kind'],
    ['productTypes', 'attributes(value = "x")', 'value'],
    // A scalar has no fields.
    ['productTypes', 'name(en = "Shirt")', 'en'],
  ] as const)('%s: %s is 400 naming the field', async (resource, where, field) => {
    const failure = await sdkError(select[resource]({ where }));
    const message = `Malformed parameter: where: The field '${field}' does not exist.`;
    expect(failure).toMatchObject({ statusCode: 400, body: { statusCode: 400, message, errors: [{ code: 'InvalidInput', message }] } });
    expectErrorSchemaValid(failure.body, 400);
  });

  it.each([
    ['productTypes', 'version = "1"', 'version', 'a number, not "1"'],
    ['customers', 'isEmailVerified = "true"', 'isEmailVerified', 'true or false, not "true"'],
    ['inventory', 'quantityOnStock = "0"', 'quantityOnStock', 'a number, not "0"'],
    ['categories', 'key = 5', 'key', 'text, not 5'],
    ['orders', 'createdAt > "yesterday"', 'createdAt', 'a date-time, not "yesterday"'],
    ['categories', 'name = "Root"', 'name', 'no value of its own (compare a field inside it), not "Root"'],
  ] as const)('%s: %s is 400, a literal its field cannot hold', async (resource, where, field, takes) => {
    const failure = await sdkError(select[resource]({ where }));
    const message = `Malformed parameter: where: The field '${field}' takes ${takes}.`;
    expect(failure).toMatchObject({ statusCode: 400, body: { statusCode: 400, message, errors: [{ code: 'InvalidInput', message }] } });
    expectErrorSchemaValid(failure.body, 400);
  });

  it.each([
    ['products', 'name.en asc', 'name'],
    ['products', 'masterData.current.slug.en asc', undefined],
    ['products', 'masterData.current.title desc', 'title'],
    ['productProjections', 'masterData.current.name.en asc', 'masterData'],
    ['categories', 'parent.key asc', 'key'],
    ['customers', 'nickname desc', 'nickname'],
    ['orders', 'lineItems.variant.colour asc', 'colour'],
  ] as const)('%s: sort %s is 400 naming the field', async (resource, sort, field) => {
    if (field === undefined) {
      // A path the representation has is no refusal: the control case of the table.
      expect(await select[resource]({ sort })).toEqual([]);
      return;
    }
    const failure = await sdkError(select[resource]({ sort }));
    const message = `Malformed parameter: sort: The field '${field}' does not exist.`;
    expect(failure).toMatchObject({ statusCode: 400, body: { errors: [{ code: 'InvalidInput', message }] } });
    expectErrorSchemaValid(failure.body, 400);
  });

  it('answers within circle with 501, the form named, for a field that exists', async () => {
    const failure = await sdkError(select.categories({ where: 'custom(fields(location within circle(13.37, 52.51, 1000)))' }));
    expect(failure.statusCode).toBe(501);
    expect(failure.body).toMatchObject({ errors: [{ code: 'NotModelledByMock', message: expect.stringContaining("the query predicate form 'within circle'") }] });
    const unknown = await sdkError(select.categories({ where: 'location within circle(13.37, 52.51, 1000)' }));
    expect(unknown).toMatchObject({ statusCode: 400, body: { errors: [{ message: "Malformed parameter: where: The field 'location' does not exist." }] } });
  });
});

describe('sort by any path of the representation', () => {
  freshEach();
  it('sorts categories by a localized name, a nested path, a custom field, several sorts, and missing values first ascending and last descending', async () => {
    await importThrough(ct, 'types', [
      { key: 'extras', name: { en: 'Extras' }, resourceTypeIds: ['category'], fieldDefinitions: [{ name: 'rank', label: { en: 'Rank' }, required: false, type: { name: 'Number' } }] },
    ]);
    const custom = (rank: number) => ({ type: ref('type', 'extras'), fields: { rank: { type: 'Number', value: rank } } });
    await importThrough(ct, 'categories', [
      { key: 'bb', name: { en: 'Beta', de: 'Zeta' }, slug: { en: 'bb' }, orderHint: '0.2', custom: custom(2) },
      { key: 'cc', name: { en: 'Gamma' }, slug: { en: 'cc' }, orderHint: '0.2', externalId: 'x-1', custom: custom(10) },
      { key: 'aa', name: { en: 'alpha', de: 'Alpha' }, slug: { en: 'aa' }, orderHint: '0.1', externalId: 'x-2', parent: ref('category', 'bb') },
    ]);
    settle(ct);
    const sorted = (sort: string | string[]) => select.categories({ sort });
    // Code-unit order: "alpha" after the capitals.
    expect(await sorted('name.en asc')).toEqual(['bb', 'cc', 'aa']);
    expect(await sorted('name.en desc')).toEqual(['aa', 'cc', 'bb']);
    // Gamma has no German name: first ascending, last descending.
    expect(await sorted('name.de asc')).toEqual(['cc', 'aa', 'bb']);
    expect(await sorted('name.de desc')).toEqual(['bb', 'aa', 'cc']);
    expect(await sorted('externalId asc')).toEqual(['bb', 'cc', 'aa']);
    expect(await sorted('externalId desc')).toEqual(['aa', 'cc', 'bb']);
    // Numbers as numbers: 10 after 2.
    expect(await sorted('custom.fields.rank asc')).toEqual(['aa', 'bb', 'cc']);
    expect(await sorted('custom.fields.rank desc')).toEqual(['cc', 'bb', 'aa']);
    expect(await sorted('parent.id desc')).toEqual(['aa', 'bb', 'cc']);
    // Ties keep creation order, or go to the next sort.
    expect(await sorted('orderHint desc')).toEqual(['bb', 'cc', 'aa']);
    expect(await sorted(['orderHint desc', 'key desc'])).toEqual(['cc', 'bb', 'aa']);
    expect(await sorted(['orderHint asc', 'name.en desc'])).toEqual(['aa', 'cc', 'bb']);
    // With a where, and paged.
    expect(await select.categories({ where: 'orderHint = "0.2"', sort: 'name.en desc', limit: 1 })).toEqual(['cc']);
    expect(await select.categories({ sort: 'name.en asc', limit: 2, offset: 1 })).toEqual(['cc', 'aa']);
  });

  it('sorts products by their current or staged name, and by a field in a list by its least value ascending and greatest descending', async () => {
    const { tops = '', sale = '' } = await catalog();
    expect(await select.products({ sort: 'masterData.current.name.en desc' })).toEqual(['dd', 'cc', 'bb', 'aa', 'mm']);
    // dd's staged name is Renamed, between Mug and Shirt.
    expect(await select.products({ sort: 'masterData.staged.name.en asc' })).toEqual(['mm', 'dd', 'aa', 'bb', 'cc']);
    expect(await select.products({ sort: 'masterData.staged.name.en desc' })).toEqual(['cc', 'bb', 'aa', 'dd', 'mm']);
    // Prices: aa 1999, bb 2999, cc and dd 1999, mm none.
    expect(await select.products({ sort: ['masterData.current.masterVariant.prices.value.centAmount desc', 'key asc'] })).toEqual(['bb', 'aa', 'cc', 'dd', 'mm']);
    expect(await select.products({ sort: ['masterData.current.masterVariant.prices.value.centAmount asc', 'key desc'] })).toEqual(['mm', 'dd', 'cc', 'aa', 'bb']);
    // Categories of bb: tops and sale; of aa: tops. By id, the least of bb's is the lesser of both ids.
    const withCategories = await select.products({ sort: 'masterData.current.categories.id asc', where: 'masterData(current(not(categories is empty)))' });
    expect(withCategories).toEqual(sale < tops ? ['bb', 'aa'] : ['aa', 'bb']);
    const descending = await select.products({ sort: 'masterData.current.categories.id desc', where: 'masterData(current(not(categories is empty)))' });
    expect(descending).toEqual(sale > tops ? ['bb', 'aa'] : ['aa', 'bb']);
    // The categories of the products with none sort first ascending.
    expect(await select.products({ sort: ['masterData.current.categories.id asc', 'key desc'] })).toEqual(['mm', 'dd', 'cc', 'bb', 'aa']);
    // Projections sort by their own shape.
    expect(await select.productProjections({ sort: 'name.en desc' })).toEqual(['dd', 'bb', 'aa', 'mm']);
    expect(await select.productProjections({ sort: 'name.en desc', staged: true })).toEqual(['cc', 'bb', 'aa', 'dd', 'mm']);
  });

  it('sorts customers by an address field and a date, orders by a total and the variants they sell', async () => {
    await importThrough(ct, 'customers', [
      { key: 'jen', email: 'jen@example.com', password: 'secret', dateOfBirth: '1990-05-01', addresses: [{ key: 'home', country: 'DE', city: 'Munich' }] },
      { key: 'ann', email: 'ann@example.com', password: 'secret', dateOfBirth: '1985-01-01', addresses: [{ key: 'home', country: 'DE', city: 'Berlin' }, { key: 'work', country: 'DE', city: 'Potsdam' }] },
      { key: 'bob', email: 'bob@example.com', password: 'secret' },
    ]);
    settle(ct);
    expect(await select.customers({ sort: 'addresses.city asc' })).toEqual(['bob', 'ann', 'jen']);
    expect(await select.customers({ sort: 'addresses.city desc' })).toEqual(['ann', 'jen', 'bob']);
    expect(await select.customers({ sort: 'dateOfBirth asc' })).toEqual(['bob', 'ann', 'jen']);
    expect(await select.customers({ sort: 'dateOfBirth desc' })).toEqual(['jen', 'ann', 'bob']);
    await orders();
    expect(await select.orders({ sort: 'totalPrice.centAmount desc' })).toEqual(['o-3', 'o-1', 'o-2']);
    // By their greatest SKU descending: o-1 and o-3 both sell OX-M, and keep creation order unless sorted further.
    expect(await select.orders({ sort: 'lineItems.variant.sku desc' })).toEqual(['o-1', 'o-3', 'o-2']);
    expect(await select.orders({ sort: ['lineItems.variant.sku desc', 'createdAt desc'] })).toEqual(['o-3', 'o-1', 'o-2']);
    // By their least ascending: o-3's OX-L before o-1's OX-M.
    expect(await select.orders({ sort: 'lineItems.variant.sku asc' })).toEqual(['o-2', 'o-3', 'o-1']);
    expect(await select.orders({ sort: 'createdAt desc' })).toEqual(['o-3', 'o-2', 'o-1']);
  });
});

describe('the ts-client paging helper', () => {
  freshEach();
  it('pages through 25 categories ten at a time with id > the last id, each once, in id order', async () => {
    const keys = Array.from({ length: 25 }, (_, index) => `c-${String(index).padStart(2, '0')}`);
    const drafts = keys.map((key) => ({ key, name: { en: key }, slug: { en: key } }));
    // An import request takes at most 20 resources.
    await importThrough(ct, 'categories', drafts.slice(0, 20));
    await importThrough(ct, 'categories', drafts.slice(20));
    settle(ct);
    // The platform SDK's request, sent by the ts-client that process() belongs to. (The ts-client
    // sends process()'s pages with the options of the client built last: this one.)
    const request: ClientRequest = api().categories().get({ queryArgs: { limit: 10 } }).clientRequest();
    const client = new ClientBuilder()
      .withProjectKey('shop')
      .withExistingTokenFlow(`Bearer ${ct.issueToken({ scopes: ['view_categories:shop'] })}`, { force: true })
      .withHttpMiddleware({ host: API_HOST, httpClient: interceptedFetch })
      .build();
    ct.journal.clearRequests();
    const pages: string[][] = [];
    const seen = await client.process<{ id: string; key: string }>(request, async (response) => {
      const page = valid(response.body as never, 'CategoryPagedQueryResponse') as { results: { id: string; key: string }[] };
      pages.push(page.results.map(({ key }) => key));
      return page.results as never;
    });
    const ids = (seen as unknown as { id: string; key: string }[]).map(({ id }) => id);
    expect(pages.map((page) => page.length)).toEqual([10, 10, 5]);
    expect(ids).toHaveLength(25);
    expect(new Set(ids).size).toBe(25);
    expect(ids).toEqual([...ids].sort());
    expect(new Set((seen as unknown as { key: string }[]).map(({ key }) => key))).toEqual(new Set(keys));
    expect(ct.requests.map((entry) => entry.operation)).toEqual(['queryCategories', 'queryCategories', 'queryCategories']);
    const sent = ct.requests.map((entry) => new URL(entry.url).searchParams);
    expect(sent).toHaveLength(3);
    expect(sent.map((params) => [params.get('sort'), params.get('withTotal'), params.get('limit')])).toEqual(Array.from({ length: 3 }, () => ['id asc', 'false', '10']));
    expect(sent.map((params) => params.get('where'))).toEqual([null, `id > "${ids[9]}"`, `id > "${ids[19]}"`]);
  });
});

describe('HEAD of a query', () => {
  freshEach();
  it('answers 200 when the evaluated predicate selects any, else 404', async () => {
    await orders();
    const head = (where: string) => api().orders().head({ queryArgs: { where } }).execute();
    expect((await head('lineItems(variant(sku = "OX-M") and quantity = 2)')).statusCode).toBe(200);
    expect((await sdkError(head('lineItems(variant(sku = "OX-L") and quantity = 1)'))).statusCode).toBe(404);
    expect((await head('createdAt > "2030-01-01T00:00:19.999Z"')).statusCode).toBe(200);
    expect((await sdkError(head('createdAt > "2030-01-01T00:00:20Z"'))).statusCode).toBe(404);
    const categoryHead = (where: string) => api().categories().head({ queryArgs: { where } }).execute();
    expect((await sdkError(categoryHead('name(en = "x")'))).statusCode).toBe(404);
    expect((await sdkError(categoryHead('title(en = "x")'))).statusCode).toBe(400);
  });
});
