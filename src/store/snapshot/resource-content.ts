import type { ImportResourceType } from '../import-container/import-container.js';
import { issueKeys } from '../import-requests/check-import-request.js';
import { problemOf } from '../import-requests/problem-of.js';
import { IMPORT_RESOURCE_KINDS } from '../import-requests/resource-types/index.js';

// A resource's content in a snapshot, checked as the store keeps it (issue 33): the Import API
// draft of its type, which reads show and imports read back. What a snapshot holds by the
// thousand (products, and the inventory entries and standalone prices of their SKUs) by hand,
// where reads and imports rely on its shape (the lists they map, the objects they read fields of,
// the references, money, custom fields and attribute values they show): the draft schema's copy
// of 10 000 products costs more than restoring them (bench row restore-first). What a read only
// shows as it is (a product's key or description; an optional reference, shown only where it is
// there) is left as given. Every other type by its import's own schema, as an import request's
// item, some microseconds each.

type Json = Readonly<Record<string, unknown>>;
type Step = string | number;
type Check = (value: unknown, step: Step) => void;
type Inside = (value: Json) => void;

/**
 * A field that is not what reads rely on: what should be there, and the steps to it from the
 * resource, each added as the failure leaves the object or list holding it, so that a check that
 * passes keeps no path.
 */
class Wrong extends Error {
  readonly steps: Step[];
  constructor(step: Step, what: string) {
    super(what);
    this.steps = [step];
  }
}

function wrong(step: Step, what: string): never {
  throw new Wrong(step, what);
}

/** A failure inside `step`, with that step before the steps found so far. */
function through(error: unknown, step: Step): unknown {
  if (error instanceof Wrong) error.steps.unshift(step);
  return error;
}

const OPTIONAL = true;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const nothing = () => undefined;

// Each check below is a function made once, not a closure made per call: checking 10 000
// products allocates nothing.

/** An object, whose fields `inside` checks one step further down. */
function object(value: unknown, step: Step, inside: Inside = nothing, optional = false, what = 'an object'): void {
  if (value === undefined && optional) return;
  if (!isObject(value)) wrong(step, what);
  try {
    inside(value);
  } catch (error) {
    throw through(error, step);
  }
}

/** A list (left out where `optional`), each element checked by `each` one step further down. */
function list(value: unknown, step: Step, each: Check = object, optional = OPTIONAL): void {
  if (value === undefined && optional) return;
  if (!Array.isArray(value)) wrong(step, 'a list');
  try {
    for (let index = 0; index < value.length; index += 1) each(value[index], index);
  } catch (error) {
    throw through(error, step);
  }
}

/** Objects, each one's fields checked by `inside`. */
const objects = (inside: Inside): Check => (value, step) => object(value, step, inside);

const text: Check = (value, step) => typeof value === 'string' || wrong(step, 'a string');
const number: Check = (value, step) => typeof value === 'number' || wrong(step, 'a number');

/** A LocalizedString: `{ [locale]: text }`. */
const locales: Inside = (given) => {
  for (const locale in given) text(given[locale], locale);
};
const texts: Check = (value, step) => object(value, step, locales, false, 'a localized string');

const reference: Check = (value, step) => {
  if (!isObject(value) || typeof value['typeId'] !== 'string' || typeof value['key'] !== 'string') wrong(step, 'a reference ({ typeId, key })');
};

const money: Check = (value, step) => {
  const ok = isObject(value) && (value['type'] === 'centPrecision' || value['type'] === 'highPrecision') && typeof value['centAmount'] === 'number' && typeof value['currencyCode'] === 'string';
  if (!ok) wrong(step, 'money ({ type, centAmount, currencyCode })');
};

/** Custom fields: their Type, each field an object. */
const fields: Inside = (given) => {
  for (const name in given) object(given[name], name);
};
const customInside: Inside = (given) => {
  reference(given['type'], 'type');
  object(given['fields'], 'fields', fields, OPTIONAL);
};
const custom = (value: unknown) => object(value, 'custom', customInside, OPTIONAL);

/** An attribute: its kind, and a value of it where a read shows it other than as given (a set's, a list of those). */
const attribute = objects((given) => {
  const type = given['type'];
  if (typeof type !== 'string') wrong('type', 'a kind of value (text, money-set...)');
  const set = type.endsWith('-set');
  const kind = set ? type.slice(0, -4) : type;
  const valueOf = kind === 'money' ? money : kind === 'reference' ? reference : nothing;
  if (set) list(given['value'], 'value', valueOf, false);
  else valueOf(given['value'], 'value');
});

/** A price: its money, custom fields, discount and tiers. */
const discounted: Inside = (given) => {
  money(given['value'], 'value');
  reference(given['discount'], 'discount');
};
const tier = objects((given) => money(given['value'], 'value'));
const priceInside: Inside = (given) => {
  money(given['value'], 'value');
  custom(given['custom']);
  object(given['discounted'], 'discounted', discounted, OPTIONAL);
  list(given['tiers'], 'tiers', tier);
};
const price = objects(priceInside);

const asset = objects((given) => custom(given['custom']));
const variantInside: Inside = (given) => {
  list(given['prices'], 'prices', price);
  list(given['attributes'], 'attributes', attribute);
  list(given['assets'], 'assets', asset);
};
const variant = objects(variantInside);

/** A product's data: its staged data (`content`), or its current data. */
const product: Inside = (data) => {
  texts(data['name'], 'name');
  texts(data['slug'], 'slug');
  reference(data['productType'], 'productType');
  list(data['categories'], 'categories', reference);
  list(data['attributes'], 'attributes', attribute);
  object(data['masterVariant'], 'masterVariant', variantInside, OPTIONAL);
  list(data['variants'], 'variants', variant);
};

/**
 * The content checked by hand: of the types a snapshot holds by the thousand, and what the store
 * keeps beside an import's item (which its schema does not know) that reads and imports rely on.
 */
const BY_HAND: Readonly<Record<string, Inside>> = {
  product,
  inventory: (entry) => custom(entry['custom']),
  'standalone-price': priceInside,
  // A customer's password as its hash, and the numbers its addresses' ids are made of.
  customer(customer) {
    if (customer['passwordHash'] !== undefined) text(customer['passwordHash'], 'passwordHash');
    list(customer['addressNumbers'], 'addressNumbers', number, false);
  },
  // The returns order patches added.
  order: (order) => list(order['returnInfo'], 'returnInfo'),
};

/** The types checked by their import's schema: their content is its item (the import type is the typeId), with what `BY_HAND` adds. */
const AS_IMPORTED: ReadonlySet<string> = new Set<ImportResourceType>([
  'business-unit',
  'category',
  'customer',
  'discount-code',
  'order',
  'product-selection',
  'product-tailoring',
  'product-type',
  'type',
]);

/**
 * The first problem of a resource's content (and a product's current data), as
 * `content.masterVariant.prices.0.value: expected money (...)`, or undefined when there is none.
 * Content of a type no read shows and no import reads back (a product variant's pointer to its
 * product) is left as it is.
 *
 * @example
 * resourceContentProblem({ typeId: 'product', content: { key: 'shirt', name: 'Shirt' } });
 * // 'content.name: expected a localized string'
 */
export function resourceContentProblem(resource: { readonly typeId: string; readonly content?: unknown; readonly current?: unknown }): string | undefined {
  const { typeId, content, current } = resource;
  if (content === undefined) return undefined;
  if (AS_IMPORTED.has(typeId)) {
    const checked = IMPORT_RESOURCE_KINDS[typeId as ImportResourceType].check(content);
    if (!checked.success) return `${['content', ...issueKeys(checked.issues[0]!)].join('.')}: ${problemOf(checked.issues[0]!)}`;
  }
  const check = Object.hasOwn(BY_HAND, typeId) ? BY_HAND[typeId] : undefined;
  if (check === undefined) return undefined;
  try {
    object(content, 'content', check);
    // Every read of a product shows its current data too, which is its content where none is given.
    if (typeId === 'product' && current !== undefined) object(current, 'current', product);
    return undefined;
  } catch (error) {
    if (error instanceof Wrong) return `${error.steps.join('.')}: expected ${error.message}`;
    throw error;
  }
}
