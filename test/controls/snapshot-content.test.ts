import { beforeAll, describe, expect, it } from 'vitest';
import { createCommercetoolsMock, type CommercetoolsMock, type MockState } from '../../src/index.js';

// A snapshot edited by hand in a resource's content (issue 33): each field of each resource's
// content (and a product's current data), deleted or given a value of another kind, either makes
// the restore a TypeError naming that field's path, with the mock as it was, or leaves a mock whose
// every read, and every import processed afterwards, answers without a 500.

const NOW = '2030-01-01T00:00:00.000Z';
const IMPORT = 'https://import.europe-west1.gcp.commercetools.com/shop';
const API = 'https://api.europe-west1.gcp.commercetools.com/shop';
const money = (centAmount: number) => ({ type: 'centPrecision', centAmount, currencyCode: 'EUR' });
const at = (second: number) => `2029-12-31T10:00:${String(second).padStart(2, '0')}.000Z`;

const mock = () => createCommercetoolsMock({ now: NOW, projects: [{ key: 'shop', currencies: ['EUR'], languages: ['en', 'de'] }], auth: false });

const custom = (fields: Record<string, { type: string; value: unknown }>) => ({ type: { typeId: 'type', key: 'extras' }, fields });
const extras = {
  key: 'extras',
  name: { en: 'Extras' },
  description: { en: 'More' },
  resourceTypeIds: ['category', 'customer', 'order', 'product-price', 'asset', 'inventory-entry', 'discount-code', 'address', 'line-item', 'standalone-price'],
  fieldDefinitions: [
    { name: 'note', label: { en: 'Note' }, required: false, type: { name: 'String' }, inputHint: 'MultiLine' },
    { name: 'rank', label: { en: 'Rank' }, required: false, type: { name: 'Number' } },
    { name: 'tier', label: { en: 'Tier' }, required: false, type: { name: 'Enum', values: [{ key: 'gold', label: 'Gold' }] } },
    { name: 'deposit', label: { en: 'Deposit' }, required: false, type: { name: 'Money' } },
    { name: 'buddy', label: { en: 'Buddy' }, required: false, type: { name: 'Reference', referenceTypeId: 'category' } },
    { name: 'tags', label: { en: 'Tags' }, required: false, type: { name: 'Set', elementType: { name: 'String' } } },
  ],
};
const shirt = {
  key: 'shirt',
  name: 'Shirt',
  description: 'Shirts',
  attributes: [
    { name: 'color', label: { en: 'Color' }, isRequired: true, attributeConstraint: 'None', type: { name: 'enum', values: [{ key: 'red', label: 'Red' }, { key: 'blue', label: 'Blue' }] } },
    { name: 'size', label: { en: 'Size' }, isRequired: false, type: { name: 'lenum', values: [{ key: 'm', label: { en: 'Medium', de: 'Mittel' } }] }, inputTip: { en: 'Pick one' } },
    { name: 'care', label: { en: 'Care' }, isRequired: false, type: { name: 'set', elementType: { name: 'text' } } },
    { name: 'msrp', label: { en: 'MSRP' }, isRequired: false, type: { name: 'money' } },
    { name: 'related', label: { en: 'Related' }, isRequired: false, type: { name: 'reference', referenceTypeId: 'category' } },
    { name: 'origin', label: { en: 'Origin' }, isRequired: false, attributeConstraint: 'SameForAll', level: 'Product', type: { name: 'text' } },
  ],
};
const asset = (key: string) => ({ key, sources: [{ uri: `https://example.com/${key}.png`, key: 'main' }], name: { en: key }, tags: ['doc'], custom: custom({ note: { type: 'String', value: key } }) });
const variant = (key: string, color: string) => ({
  key,
  sku: key.toUpperCase(),
  prices: [{ key: `${key}-eur`, value: money(1999), channel: { typeId: 'channel', key: 'berlin' }, validFrom: '2029-01-01T00:00:00.000Z', tiers: [{ minimumQuantity: 3, value: money(1800) }], custom: custom({ deposit: { type: 'Money', value: money(50) } }) }],
  attributes: [
    { name: 'color', type: 'enum', value: color },
    { name: 'size', type: 'lenum', value: 'm' },
    { name: 'care', type: 'text-set', value: ['wash', 'iron'] },
    { name: 'msrp', type: 'money', value: money(2999) },
    { name: 'related', type: 'reference', value: { typeId: 'category', key: 'men' } },
  ],
  images: [{ url: 'https://example.com/a.png', dimensions: { w: 10, h: 10 }, label: 'front' }],
  assets: [asset(`${key}-manual`)],
});
const oxford = (extra: Record<string, unknown> = {}) => ({
  key: 'oxford',
  name: { en: 'Oxford' },
  description: { en: 'A shirt' },
  slug: { en: 'oxford', de: 'oxford-de' },
  productType: { typeId: 'product-type', key: 'shirt' },
  categories: [{ typeId: 'category', key: 'men' }],
  taxCategory: { typeId: 'tax-category', key: 'standard' },
  searchKeywords: { en: [{ text: 'shirt' }] },
  attributes: [{ name: 'origin', type: 'text', value: 'Italy' }],
  masterVariant: variant('oxford-red', 'red'),
  variants: [variant('oxford-blue', 'blue')],
  ...extra,
});
const address = (key: string) => ({ key, country: 'DE', city: 'Berlin', custom: custom({ note: { type: 'String', value: key } }) });
const jen = {
  key: 'jen',
  email: 'jen@example.com',
  password: 'secret',
  customerNumber: 'c-1',
  firstName: 'Jen',
  addresses: [address('home'), address('work')],
  defaultShippingAddress: 1,
  defaultBillingAddress: 0,
  shippingAddresses: [0, 1],
  billingAddresses: [0],
  customerGroup: { typeId: 'customer-group', key: 'vip' },
  stores: [{ typeId: 'store', key: 'berlin' }],
  custom: custom({ note: { type: 'String', value: 'hi' } }),
};
const lineItem = (sku: string) => ({
  product: { typeId: 'product', key: 'oxford' },
  name: { en: 'Oxford' },
  variant: { sku, productVariant: { typeId: 'product-variant', key: sku.toLowerCase() }, prices: [{ value: money(1999) }], attributes: [{ name: 'color', type: 'enum', value: 'red' }] },
  price: { value: money(1999), channel: { typeId: 'channel', key: 'berlin' } },
  quantity: 2,
  state: [{ quantity: 2, state: { typeId: 'state', key: 'open' } }],
  custom: custom({ note: { type: 'String', value: 'gift' } }),
});
const order = (orderNumber: string) => ({
  orderNumber,
  customer: { typeId: 'customer', key: 'jen' },
  customerEmail: 'jen@example.com',
  totalPrice: money(5000),
  taxedPrice: { totalNet: money(4200), totalGross: money(5000), taxPortions: [{ rate: 0.19, amount: money(800), name: 'VAT' }] },
  store: { typeId: 'store', key: 'berlin' },
  lineItems: [lineItem('OXFORD-RED')],
  customLineItems: [{ name: { en: 'Gift wrap' }, money: money(300), totalPrice: money(300), slug: 'gift-wrap', quantity: 1 }],
  shippingAddress: { country: 'DE', city: 'Berlin', custom: custom({ note: { type: 'String', value: 'door' } }) },
  billingAddress: { country: 'DE' },
  shippingInfo: {
    shippingMethodName: 'Standard',
    price: money(500),
    shippingRate: { price: money(500), freeAbove: money(10000) },
    deliveries: [{ id: 'd-1', createdAt: at(0), items: [], parcels: [{ id: 'p-1', createdAt: at(1), measurements: { weightInGram: 500 }, items: [] }] }],
  },
  custom: custom({ note: { type: 'String', value: 'rush' } }),
  orderState: 'Confirmed',
  completedAt: '2029-12-31T12:00:00.000Z',
});

/** Import requests into the container `all`, each of one type: sent one after another, processed in one step. */
type Requests = readonly (readonly [segment: string, type: string, items: readonly object[]])[];

async function send(ct: CommercetoolsMock, requests: Requests): Promise<number[]> {
  const statuses: number[] = [];
  for (const [segment, type, items] of requests) {
    const body = type.endsWith('-patch') ? { type, patches: items } : { type, resources: items };
    const response = await ct.fetch(`${IMPORT}/${segment}/import-containers/all`, { method: 'POST', body: JSON.stringify(body) });
    statuses.push(response.status);
  }
  // All processed in one step, in the order they were sent.
  ct.clock.advance(5000);
  statuses.push((await ct.fetch(`${IMPORT}/import-containers/all/import-operations?limit=500&debug=true`)).status);
  return statuses;
}

/** Every operation of the container imported. */
async function everyImported(ct: CommercetoolsMock): Promise<void> {
  const summary = (await (await ct.fetch(`${IMPORT}/import-containers/all/import-summaries`)).json()) as { states: Record<string, number>; total: number };
  expect(summary.states['imported'], JSON.stringify(summary)).toBe(summary.total);
}

/** Mock A: one resource of each type the read routes serve, with most of their fields, a product with staged changes, an order patched. */
async function source(): Promise<CommercetoolsMock> {
  const ct = mock();
  for (const [typeId, key] of [['channel', 'berlin'], ['tax-category', 'standard'], ['cart-discount', 'ten'], ['store', 'berlin'], ['customer-group', 'vip'], ['state', 'open'], ['product-discount', 'sale']] as const) {
    await ct.addResource('shop', { typeId, key });
  }
  ct.addStore('shop', { key: 'berlin', languages: ['en'] });
  await ct.fetch(`${IMPORT}/import-containers`, { method: 'POST', body: JSON.stringify({ key: 'all' }) });
  const statuses = await send(ct, [
    ['types', 'type', [extras]],
    ['product-types', 'product-type', [shirt]],
    ['categories', 'category', [{ key: 'clothes', name: { en: 'Clothes' }, slug: { en: 'clothes' }, orderHint: '0.1', assets: [asset('clothes-banner')] }]],
    ['categories', 'category', [{ key: 'men', name: { en: 'Men' }, slug: { en: 'men' }, description: { en: 'For men' }, externalId: 'm', metaTitle: { en: 'Men' }, parent: { typeId: 'category', key: 'clothes' }, custom: custom({ rank: { type: 'Number', value: 3 }, tier: { type: 'Enum', value: 'gold' }, buddy: { type: 'Reference', value: { typeId: 'category', key: 'clothes' } }, tags: { type: 'StringSet', value: ['a'] } }) }]],
    ['product-drafts', 'product-draft', [oxford({ publish: true })]],
    ['product-drafts', 'product-draft', [oxford({ name: { en: 'Oxford, staged' } })]],
    ['customers', 'customer', [jen]],
    ['inventories', 'inventory', [{ key: 'oxford-red-stock', sku: 'OXFORD-RED', quantityOnStock: 7, supplyChannel: { typeId: 'channel', key: 'berlin' }, restockableInDays: 2, expectedDelivery: '2030-02-01T00:00:00.000Z', custom: custom({ note: { type: 'String', value: 'shelf' } }) }]],
    ['standalone-prices', 'standalone-price', [{ key: 'oxford-red-std', sku: 'OXFORD-RED', value: money(1500), channel: { typeId: 'channel', key: 'berlin' }, validFrom: '2029-01-01T00:00:00.000Z', validUntil: '2031-01-01T00:00:00.000Z', tiers: [{ minimumQuantity: 3, value: money(1400) }], discounted: { value: money(1300), discount: { typeId: 'product-discount', key: 'sale' } }, active: false, custom: custom({ note: { type: 'String', value: 'std' } }) }]],
    ['discount-codes', 'discount-code', [{ key: 'save', code: 'SAVE', cartDiscounts: [{ typeId: 'cart-discount', key: 'ten' }], isActive: true, name: { en: 'Save' }, description: { en: 'Ten off' }, cartPredicate: 'true', maxApplications: 5, validFrom: '2029-01-01T00:00:00.000Z', groups: ['spring'], custom: custom({ note: { type: 'String', value: 'spring' } }) }]],
    ['orders', 'order', [order('o-1')]],
  ]);
  expect(statuses.every((status) => status < 300)).toBe(true);
  // The order's line item ids, which a patch names, as a read shows them.
  const shown = (await (await ct.fetch(`${API}/orders/order-number=o-1`)).json()) as { lineItems: { id: string }[] };
  const item = shown.lineItems[0]!.id;
  const patched = await send(ct, [
    ['order-patches', 'order-patch', [{ orderNumber: 'o-1', fields: { addReturnInfo: { items: [{ quantity: 1, lineItemId: item, shipmentState: 'Returned' }], returnDate: at(2) }, addParcelToDelivery: { deliveryId: 'd-1', items: [{ id: item, quantity: 1 }] } } }]],
  ]);
  expect(patched.every((status) => status < 300)).toBe(true);
  await everyImported(ct);
  return ct;
}

/** What a test of mock A reads: every route, by id and key, queries with where, sort and expand of what each references. */
function readsOf(ids: Readonly<Record<string, string>>): string[] {
  const where = (predicate: string) => `where=${encodeURIComponent(predicate)}`;
  const expand = (...paths: string[]) => paths.map((path) => `expand=${encodeURIComponent(path)}`).join('&');
  const single = (segment: string, id: string, key: string, query = '') => [`${segment}/${id}${query}`, `${segment}/${key}${query}`];
  return [
    ...single('types', ids['type']!, 'key=extras'),
    ...single('product-types', ids['product-type']!, 'key=shirt'),
    ...single('categories', ids['category']!, 'key=men', `?${expand('parent', 'ancestors[*]', 'custom.type')}`),
    ...single('categories', ids['clothes']!, 'key=clothes'),
    ...single('products', ids['product']!, 'key=oxford', `?${expand('productType', 'masterData.current.categories[*]', 'masterData.staged.categories[*]')}`),
    ...single('product-projections', ids['product']!, 'key=oxford', `?staged=true&${expand('productType', 'categories[*]')}`),
    ...single('product-projections', ids['product']!, 'key=oxford'),
    ...single('customers', ids['customer']!, 'key=jen', `?${expand('custom.type')}`),
    ...single('inventory', ids['inventory']!, 'key=oxford-red-stock', `?${expand('custom.type')}`),
    ...single('standalone-prices', ids['standalone-price']!, 'key=oxford-red-std', `?${expand('custom.type')}`),
    ...single('discount-codes', ids['discount-code']!, 'key=save'),
    ...single('orders', ids['order']!, 'order-number=o-1', `?${expand('lineItems[*].productType', 'custom.type')}`),
    `in-store/key=berlin/customers/key=jen`,
    `in-store/key=berlin/customers?${where('email = "jen@example.com"')}`,
    `in-store/key=berlin/orders/order-number=o-1`,
    `in-store/key=berlin/orders?sort=createdAt+desc`,
    `types?${where('key = "extras"')}&sort=key+asc`,
    `product-types?${where('name = "Shirt"')}&sort=name+asc`,
    `categories?${where('slug(en = "men")')}&sort=orderHint+asc&${expand('parent', 'ancestors[*]')}`,
    `categories?${where('name(en = "Men") or version > 0')}&sort=name.en+desc`,
    `products?${where('masterData(staged(masterVariant(sku = "OXFORD-RED")))')}&sort=masterData.current.name.en+asc&${expand('productType', 'masterData.staged.categories[*]')}`,
    `products?${where('masterData(current(name(en = "Oxford"))) or masterData(staged(slug(en = "oxford")))')}`,
    `product-projections?staged=true&${where('masterVariant(sku = "OXFORD-RED") or variants(sku = "OXFORD-BLUE")')}&sort=name.en+asc&${expand('productType', 'categories[*]')}`,
    `product-projections?${where('slug(en = "oxford")')}&sort=createdAt+asc`,
    `product-projections?staged=true&${where('slug(en = "oxford")')}`,
    `customers?${where('email = "jen@example.com"')}&sort=lastName+asc&${expand('custom.type')}`,
    `customers?${where('customerNumber = "c-1" or addresses(city = "Berlin")')}`,
    `inventory?${where('sku = "OXFORD-RED"')}&sort=quantityOnStock+asc`,
    `standalone-prices?${where('sku = "OXFORD-RED"')}&sort=value.centAmount+asc`,
    `discount-codes?${where('code = "SAVE"')}&sort=code+asc`,
    `orders?${where('orderNumber = "o-1"')}&sort=totalPrice.centAmount+asc&${expand('lineItems[*].productType')}`,
    `orders?${where('lineItems(quantity > 0) or customerEmail = "jen@example.com"')}`,
  ];
}

/**
 * Imports after the restore: first new resources that name those mock A has (so that the rules
 * read their content), then again each resource mock A has, its Type and product type last.
 * The order's line item by its id.
 */
const importsAfter = (lineItem: string): Requests => [
  ['categories', 'category', [{ key: 'boys', name: { en: 'Boys' }, slug: { en: 'boys' }, parent: { typeId: 'category', key: 'men' }, custom: custom({ note: { type: 'String', value: 'x' } }) }]],
  ['product-drafts', 'product-draft', [{ ...oxford(), key: 'poplin', slug: { en: 'poplin' }, masterVariant: { ...variant('poplin-red', 'red'), prices: [] }, variants: [] }]],
  ['customers', 'customer', [{ ...jen, key: 'ann', email: 'ann@example.com', customerNumber: 'c-2' }]],
  ['inventories', 'inventory', [{ key: 'oxford-blue-stock', sku: 'OXFORD-BLUE', quantityOnStock: 1, custom: custom({ note: { type: 'String', value: 'x' } }) }]],
  ['standalone-prices', 'standalone-price', [{ key: 'oxford-red-de', sku: 'OXFORD-RED', value: money(1600), country: 'DE' }]],
  ['orders', 'order', [order('o-2')]],
  ['product-variants', 'product-variant', [{ ...variant('oxford-green', 'blue'), attributes: [{ name: 'color', type: 'enum', value: 'blue' }], prices: undefined, product: { typeId: 'product', key: 'oxford' }, isMasterVariant: false, staged: false }]],
  ['product-variants', 'product-variant', [{ ...variant('oxford-blue', 'blue'), prices: undefined, product: { typeId: 'product', key: 'oxford' }, isMasterVariant: false }]],
  ['prices', 'price', [{ key: 'oxford-red-usd', value: money(2100), product: { typeId: 'product', key: 'oxford' }, productVariant: { typeId: 'product-variant', key: 'oxford-red' }, staged: false }]],
  ['product-variant-patches', 'product-variant-patch', [{ productVariant: { typeId: 'product-variant', key: 'oxford-blue' }, attributes: { size: { type: 'lenum', value: 'm' } }, staged: false }]],
  ['products', 'product', [{ key: 'oxford', name: { en: 'Oxford' }, slug: { en: 'oxford' }, productType: { typeId: 'product-type', key: 'shirt' }, publish: true }]],
  ['product-drafts', 'product-draft', [oxford({ name: { en: 'Oxford, again' } })]],
  ['order-patches', 'order-patch', [{ orderNumber: 'o-1', fields: { addReturnInfo: { items: [{ quantity: 1, lineItemId: lineItem, shipmentState: 'Advised' }] } } }]],
  ['order-patches', 'order-patch', [{ orderNumber: 'o-1', fields: { addDeliveries: [{ items: [], parcels: [] }], setParcelTrackingData: { parcelId: 'p-1', trackingData: { trackingId: 'T-1' } } } }]],
  ['order-patches', 'order-patch', [{ orderNumber: 'o-1', fields: { removeParcelFromDelivery: { parcelId: 'p-1' }, removeDelivery: { id: 'd-1' } } }]],
  ['customers', 'customer', [{ ...jen, firstName: 'Jenny', addresses: [address('work'), address('away')] }]],
  ['inventories', 'inventory', [{ key: 'oxford-red-stock', sku: 'OXFORD-RED', quantityOnStock: 9, supplyChannel: { typeId: 'channel', key: 'berlin' } }]],
  ['standalone-prices', 'standalone-price', [{ key: 'oxford-red-std', sku: 'OXFORD-RED', value: money(1600), channel: { typeId: 'channel', key: 'berlin' } }]],
  ['discount-codes', 'discount-code', [{ key: 'save', code: 'SAVE', cartDiscounts: [{ typeId: 'cart-discount', key: 'ten' }], isActive: false }]],
  ['categories', 'category', [{ key: 'men', name: { en: 'Men' }, slug: { en: 'men' }, parent: { typeId: 'category', key: 'clothes' }, custom: custom({ note: { type: 'String', value: 'x' } }) }]],
  ['types', 'type', [extras]],
  ['product-types', 'product-type', [shirt]],
];

type Segment = string | number;
interface Edit {
  /** The field's path in the resource (`content.masterVariant.prices.0.value`). */
  readonly path: readonly Segment[];
  /** What it becomes: deleted, or a value of another kind. */
  readonly kind: string;
  readonly value?: unknown;
}

const OTHER_KINDS: readonly (readonly [string, unknown])[] = [
  ['a string', 'text'],
  ['an object', { x: 1 }],
  ['a list', ['text']],
  ['a number', 7],
  ['null', null],
];
const kindOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value === 'object' ? 'an object' : typeof value === 'string' ? 'a string' : typeof value === 'number' ? 'a number' : typeof value);

/** A value's kinds all the way down, to tell a list's elements of one shape. */
const skeleton = (value: unknown): unknown =>
  typeof value !== 'object' || value === null ? kindOf(value) : Object.entries(value).map(([name, field]) => [name, skeleton(field)]);

/**
 * Every field under a value to `depth` levels, with each edit of it: deleted (a list's elements
 * are not), or each other kind. A part of a shape met before in the walk (a variant like the
 * master variant, a list's second element like its first) is edited itself, not again inside.
 */
function editsOf(value: unknown, path: readonly Segment[], depth = Infinity, met = new Set<string>()): Edit[] {
  if (typeof value !== 'object' || value === null || depth === 0) return [];
  const shape = JSON.stringify(skeleton(value));
  if (met.has(shape)) return [];
  met.add(shape);
  const entries: [Segment, unknown][] = Array.isArray(value) ? value.map((element, index) => [index, element]) : Object.entries(value);
  return entries.flatMap(([name, field]) => {
    const at = [...path, name];
    const own = OTHER_KINDS.filter(([kind]) => kind !== kindOf(field)).map(([kind, other]) => ({ path: at, kind, value: other }));
    return [...(typeof name === 'number' ? [] : [{ path: at, kind: 'deleted' }]), ...own, ...editsOf(field, at, depth - 1, met)];
  });
}

/** A fresh copy of the state with one field of one resource edited. */
function edited(state: MockState, index: number, edit: Edit): MockState {
  const copy = JSON.parse(JSON.stringify(state)) as { imports: { projects: { shop: { resources: Record<string, unknown>[] } } } };
  let parent: Record<Segment, unknown> = copy.imports.projects.shop.resources[index]!;
  for (const segment of edit.path.slice(0, -1)) parent = parent[segment] as Record<Segment, unknown>;
  const last = edit.path.at(-1)!;
  if (edit.kind === 'deleted') delete parent[last];
  else parent[last] = edit.value;
  return copy as unknown as MockState;
}

let base: MockState;
let reads: string[];
let imports: Requests;
let target: CommercetoolsMock;

beforeAll(async () => {
  const a = await source();
  base = JSON.parse(JSON.stringify(a.snapshot())) as MockState;
  const idOf = async (path: string) => ((await (await a.fetch(`${API}/${path}`)).json()) as { id: string }).id;
  reads = readsOf({
    type: await idOf('types/key=extras'),
    'product-type': await idOf('product-types/key=shirt'),
    category: await idOf('categories/key=men'),
    clothes: await idOf('categories/key=clothes'),
    product: await idOf('products/key=oxford'),
    customer: await idOf('customers/key=jen'),
    inventory: await idOf('inventory/key=oxford-red-stock'),
    'standalone-price': await idOf('standalone-prices/key=oxford-red-std'),
    'discount-code': await idOf('discount-codes/key=save'),
    order: await idOf('orders/order-number=o-1'),
  });
  const order = (await (await a.fetch(`${API}/orders/order-number=o-1`)).json()) as { lineItems: { id: string }[] };
  imports = importsAfter(order.lineItems[0]!.id);
  target = mock();
  // Mock A's state restored reads and imports alike, each import request taken and imported:
  // what an edit breaks is the edit's.
  await target.restore(base);
  for (const path of reads) expect((await target.fetch(`${API}/${path}`)).status, path).toBe(200);
  expect(await send(target, imports)).toEqual([...imports.map(() => 201), 200]);
  await everyImported(target);
  await target.restore(base);
});

/** The reads and imports that answered a 500 or threw, with what they answered. */
async function problemsOf(ct: CommercetoolsMock): Promise<string[]> {
  const problems: string[] = [];
  for (const path of reads) {
    try {
      const response = await ct.fetch(`${API}/${path}`);
      if (response.status >= 500) problems.push(`GET ${path}: ${response.status} ${await response.text()}`);
    } catch (error) {
      problems.push(`GET ${path}: threw ${String(error)}`);
    }
  }
  try {
    const statuses = await send(ct, imports);
    if (statuses.some((status) => status >= 500)) problems.push(`imports: ${statuses.join(', ')}`);
  } catch (error) {
    problems.push(`imports: threw ${String(error)}`);
  }
  return problems;
}

const PATH = /the snapshot is broken at (imports\.projects\.shop\.resources\.\d+\.[^:]*): /;

/** The outcome of one edit that the project never allows: a refusal elsewhere or of another kind, a refusal that changed the mock, or a read or import that failed. */
async function judge(index: number, edit: Edit): Promise<string[]> {
  const where = `resources.${index}.${edit.path.join('.')}`;
  const before = target.snapshot();
  try {
    await target.restore(edited(base, index, edit));
  } catch (error) {
    const named = error instanceof TypeError ? PATH.exec(error.message)?.[1] : undefined;
    const problems = [];
    // The field edited, what holds it, or a field inside it (a list where an object should be misses its fields).
    const field = `imports.projects.shop.${where}.`;
    if (named === undefined || !(field.startsWith(`${named}.`) || `${named}.`.startsWith(field))) problems.push(`${where} ${edit.kind}: refused naming something else: ${String(error)}`);
    if (JSON.stringify(target.snapshot()) !== JSON.stringify(before)) problems.push(`${where} ${edit.kind}: a refusal that changed the mock`);
    return problems;
  }
  const problems = (await problemsOf(target)).map((problem) => `${where} ${edit.kind}: ${problem}`);
  await target.restore(base);
  return problems;
}

/** The resources of mock A's state with content, by typeId and key. */
const RESOURCES = [
  ['type', 'extras'],
  ['product-type', 'shirt'],
  ['category', 'clothes'],
  ['category', 'men'],
  ['product', 'oxford'],
  ['product-variant', 'oxford-red'],
  ['customer', 'jen'],
  ['inventory', 'oxford-red-stock'],
  ['standalone-price', 'oxford-red-std'],
  ['discount-code', 'save'],
  ['order', 'o-1'],
] as const;

describe('a snapshot whose resource content was edited by hand', () => {
  it.each(RESOURCES)('%s %s: refused naming the field, or read and imported into without a 500', async (typeId, key) => {
    const resources = base.imports.projects['shop']!.resources;
    const index = resources.findIndex((resource) => resource.typeId === typeId && resource.key === key);
    const resource = resources[index]!;
    expect(resource.content).toBeDefined();
    // The content and current data themselves too: left out, null, or of another kind. A
    // product's current data is checked as its content is: its own fields, not again all the way down.
    const edits = [...editsOf({ content: resource.content }, []), ...(resource.current === undefined ? [] : editsOf({ current: resource.current }, [], 3))];
    const problems: string[] = [];
    for (const edit of edits) problems.push(...(await judge(index, edit)));
    expect(problems).toEqual([]);
  }, 120_000);
});

describe('a refusal of a resource content', () => {
  const indexOf = (typeId: string, key: string) => base.imports.projects['shop']!.resources.findIndex((resource) => resource.typeId === typeId && resource.key === key);

  it.each([
    ['product', 'oxford', 'content.productType: expected a reference ({ typeId, key })', { path: ['content', 'productType'], kind: 'deleted' }],
    ['product', 'oxford', 'content.name: expected a localized string', { path: ['content', 'name'], kind: 'a string', value: 'Oxford' }],
    ['product', 'oxford', 'content.variants: expected a list', { path: ['content', 'variants'], kind: 'an object', value: {} }],
    ['product', 'oxford', 'content.masterVariant.prices.0.value: expected money ({ type, centAmount, currencyCode })', { path: ['content', 'masterVariant', 'prices', 0, 'value'], kind: 'null', value: null }],
    ['product', 'oxford', 'current: expected an object', { path: ['current'], kind: 'null', value: null }],
    ['category', 'men', 'content.custom.type: a required value is missing', { path: ['content', 'custom', 'type'], kind: 'deleted' }],
    ['customer', 'jen', 'content.addressNumbers: expected a list', { path: ['content', 'addressNumbers'], kind: 'deleted' }],
    ['order', 'o-1', 'content.lineItems.0.variant: a required value is missing', { path: ['content', 'lineItems', 0, 'variant'], kind: 'deleted' }],
    // Each part of the checks by hand, where a read or an import would take it.
    ['product', 'oxford', 'content.slug: expected a localized string', { path: ['content', 'slug'], kind: 'deleted' }],
    ['product', 'oxford', 'content.name.en: expected a string', { path: ['content', 'name', 'en'], kind: 'a number', value: 7 }],
    ['product', 'oxford', 'content.categories.0: expected a reference ({ typeId, key })', { path: ['content', 'categories', 0, 'key'], kind: 'deleted' }],
    ['product', 'oxford', 'content.attributes.0.type: expected a kind of value (text, money-set...)', { path: ['content', 'attributes', 0, 'type'], kind: 'a number', value: 7 }],
    ['product', 'oxford', 'content.masterVariant.attributes.2.value: expected a list', { path: ['content', 'masterVariant', 'attributes', 2, 'value'], kind: 'a string', value: 'wash' }],
    ['product', 'oxford', 'content.masterVariant.attributes.3.value: expected money ({ type, centAmount, currencyCode })', { path: ['content', 'masterVariant', 'attributes', 3, 'value', 'currencyCode'], kind: 'deleted' }],
    ['product', 'oxford', 'content.variants.0.attributes.4.value: expected a reference ({ typeId, key })', { path: ['content', 'variants', 0, 'attributes', 4, 'value'], kind: 'null', value: null }],
    ['product', 'oxford', 'content.masterVariant.prices.0.value: expected money ({ type, centAmount, currencyCode })', { path: ['content', 'masterVariant', 'prices', 0, 'value', 'type'], kind: 'a string', value: 'cents' }],
    ['product', 'oxford', 'content.masterVariant.prices.0.tiers.0.value: expected money ({ type, centAmount, currencyCode })', { path: ['content', 'masterVariant', 'prices', 0, 'tiers', 0, 'value', 'centAmount'], kind: 'a string', value: '1800' }],
    ['product', 'oxford', 'content.masterVariant.prices.0.custom.fields.deposit: expected an object', { path: ['content', 'masterVariant', 'prices', 0, 'custom', 'fields', 'deposit'], kind: 'null', value: null }],
    ['product', 'oxford', 'content.masterVariant.assets.0.custom.type: expected a reference ({ typeId, key })', { path: ['content', 'masterVariant', 'assets', 0, 'custom', 'type', 'typeId'], kind: 'deleted' }],
    ['product', 'oxford', 'content.variants.0: expected an object', { path: ['content', 'variants', 0], kind: 'null', value: null }],
    ['product', 'oxford', 'current.masterVariant.prices: expected a list', { path: ['current', 'masterVariant', 'prices'], kind: 'an object', value: {} }],
    ['standalone-price', 'oxford-red-std', 'content.discounted.discount: expected a reference ({ typeId, key })', { path: ['content', 'discounted', 'discount'], kind: 'deleted' }],
    ['standalone-price', 'oxford-red-std', 'content.tiers: expected a list', { path: ['content', 'tiers'], kind: 'a string', value: 'text' }],
    ['inventory', 'oxford-red-stock', 'content.custom.fields.note: expected an object', { path: ['content', 'custom', 'fields', 'note'], kind: 'null', value: null }],
    ['customer', 'jen', 'content.passwordHash: expected a string', { path: ['content', 'passwordHash'], kind: 'a number', value: 7 }],
    ['customer', 'jen', 'content.addressNumbers.1: expected a number', { path: ['content', 'addressNumbers', 1], kind: 'a string', value: '2' }],
    ['order', 'o-1', 'content.returnInfo: expected a list', { path: ['content', 'returnInfo'], kind: 'an object', value: {} }],
  ] as const)('%s %s: %s', async (typeId, key, problem, edit) => {
    const index = indexOf(typeId, key);
    const ct = mock();
    const before = ct.snapshot();
    await expect(ct.restore(edited(base, index, edit))).rejects.toThrow(new TypeError(`commercetools-msw: the snapshot is broken at imports.projects.shop.resources.${index}.${problem}.`));
    expect(ct.snapshot()).toEqual(before);
  });
});
