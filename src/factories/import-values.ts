import { CURRENCY_POOL } from './code-pools.js';
import type { FactoryContext } from './factory-context.js';
import { DAY_MS, REFERENCE_MS } from './generators.js';
import type {
  Attribute,
  AttributeDefinition,
  AttributeType,
  Image,
  KeyReference,
  LocalizedString,
  Money,
  PriceTier,
} from './import-resource-types.js';

// Values that several import resources share: money, texts, dates, images, SKUs, references and
// attributes. Every helper draws the same amount of randomness however its result is used.

/** Currencies without minor units: their centAmount counts whole units. */
const WHOLE_UNIT_CURRENCIES: ReadonlySet<string> = new Set(['JPY', 'KRW']);

/**
 * True with each probability, drawn in order: the presence of optional fields.
 *
 * @example
 * const [hasDescription, hasMeta] = coins(context, 0.5, 0.3);
 */
export function coins<const Probabilities extends readonly number[]>(
  context: FactoryContext,
  ...probabilities: Probabilities
): { -readonly [K in keyof Probabilities]: boolean } {
  // A map over a tuple keeps its length, which the mapped type says and TypeScript cannot see.
  return probabilities.map((probability) => context.chance(probability)) as { -readonly [K in keyof Probabilities]: boolean };
}

/**
 * A text in English, the one language every built resource speaks; pass others as overrides.
 *
 * @example
 * english('Shirt'); // { en: 'Shirt' }
 */
export const english = (text: string): LocalizedString => ({ en: text });

/**
 * A key made of a word and the instance's counter for the sequence, so one instance never repeats it.
 *
 * @example
 * importKey(context, 'Sleek Shirt', 'product'); // 'sleek-shirt-1'
 */
export function importKey(context: FactoryContext, text: string, sequence: string): string {
  return `${context.slug(text, 32)}-${context.next(sequence)}`;
}

/**
 * A SKU that one instance never repeats, with random letters so that two instances hardly clash.
 *
 * @example
 * sku(context); // 'COTTON-4821-3'
 */
export function sku(context: FactoryContext): string {
  const material = context.slug(context.faker.commerce.productMaterial(), 8).toUpperCase();
  return `${material}-${context.faker.string.numeric(4)}-${context.next('sku')}`;
}

/**
 * A reference to a resource the builder does not create, named by a short key from a word, so that
 * built resources often share it. A test declares it (`ct.addResource(projectKey, reference)`),
 * imports it, or overrides its `key`.
 *
 * @example
 * reference(context, 'product-type', 'Garden'); // { typeId: 'product-type', key: 'garden' }
 */
export function reference<TypeId extends string>(context: FactoryContext, typeId: TypeId, word: string): KeyReference<TypeId> {
  return { typeId, key: context.slug(word, 24) };
}

/**
 * A currency from the common list.
 *
 * @example
 * currency(context); // 'EUR'
 */
export const currency = (context: FactoryContext): string => context.pick(CURRENCY_POOL);

/**
 * Cent-precision money in the currency, with the currency's fraction digits.
 *
 * @example
 * money('EUR', 1999); // { type: 'centPrecision', centAmount: 1999, currencyCode: 'EUR', fractionDigits: 2 }
 */
export function money(currencyCode: string, centAmount: number): Money {
  return { type: 'centPrecision', centAmount, currencyCode, fractionDigits: WHOLE_UNIT_CURRENCIES.has(currencyCode) ? 0 : 2 };
}

/**
 * One to three tiers above the given price: each for more items, each cheaper.
 *
 * @example
 * priceTiers(context, 'EUR', 2000); // [{ minimumQuantity: 5, value: { …, centAmount: 1800 } }]
 */
export function priceTiers(context: FactoryContext, currencyCode: string, centAmount: number): PriceTier[] {
  const count = context.int(1, 3);
  const steps = [context.int(2, 5), context.int(1, 5), context.int(1, 10)];
  const tiers: PriceTier[] = [];
  let quantity = 1;
  for (let index = 0; index < count; index += 1) {
    quantity += steps[index] ?? 1;
    tiers.push({ minimumQuantity: quantity, value: money(currencyCode, Math.max(1, Math.round(centAmount * (1 - 0.05 * (index + 1))))) });
  }
  return tiers;
}

/**
 * A validity period around the reference date: it began up to a year before and ends up to a year after.
 *
 * @example
 * validity(context); // { validFrom: '2029-05-02T…Z', validUntil: '2030-08-19T…Z' }
 */
export function validity(context: FactoryContext): { validFrom: string; validUntil: string } {
  const from = REFERENCE_MS - context.int(0, 365 * DAY_MS);
  const until = REFERENCE_MS + context.int(DAY_MS, 365 * DAY_MS);
  return { validFrom: new Date(from).toISOString(), validUntil: new Date(until).toISOString() };
}

/**
 * An image on example.com, named after the given key.
 *
 * @example
 * image(context, 'shirt-1'); // { url: 'https://images.example.com/shirt-1-1.jpg', dimensions: { w: 800, h: 600 } }
 */
export function image(context: FactoryContext, key: string): Image {
  const w = context.int(2, 16) * 100;
  const h = context.int(2, 16) * 100;
  return { url: `https://images.example.com/${key}-${context.next('image')}.jpg`, dimensions: { w, h } };
}

/** One attribute a built product type may define, and what a value of it looks like. */
interface AttributeTemplate {
  readonly name: string;
  readonly type: AttributeType;
}

const SIZES = ['xs', 's', 'm', 'l', 'xl'];
const COLORS = ['red', 'green', 'blue', 'black', 'white'];

export const ATTRIBUTE_TEMPLATES: readonly AttributeTemplate[] = [
  { name: 'material', type: { name: 'text' } },
  { name: 'care-instructions', type: { name: 'ltext' } },
  { name: 'weight-in-grams', type: { name: 'number' } },
  { name: 'waterproof', type: { name: 'boolean' } },
  { name: 'size', type: { name: 'enum', values: SIZES.map((key) => ({ key, label: key.toUpperCase() })) } },
  { name: 'color', type: { name: 'lenum', values: COLORS.map((key) => ({ key, label: english(key) })) } },
  { name: 'release-date', type: { name: 'date' } },
  { name: 'recommended-price', type: { name: 'money' } },
  { name: 'tags', type: { name: 'set', elementType: { name: 'text' } } },
];

/**
 * A definition for a product type: optional, so that products of the type need no value for it.
 *
 * @example
 * attributeDefinition(context, ATTRIBUTE_TEMPLATES[0]); // { name: 'material', type: { name: 'text' }, label: { en: 'Material' }, isRequired: false, … }
 */
export function attributeDefinition(context: FactoryContext, template: AttributeTemplate): AttributeDefinition {
  const searchable = context.chance(0.5);
  const sameForAll = context.chance(0.2);
  const label = template.name.replace(/-/g, ' ');
  return {
    name: template.name,
    type: template.type,
    label: english(label.charAt(0).toUpperCase() + label.slice(1)),
    isRequired: false,
    attributeConstraint: sameForAll ? 'SameForAll' : 'None',
    isSearchable: searchable,
  };
}

/**
 * A value for an attribute a built product type defines, named after it.
 *
 * @example
 * attributeValue(context, ATTRIBUTE_TEMPLATES[4]); // { name: 'size', type: 'enum', value: 'm' }
 */
export function attributeValue(context: FactoryContext, template: AttributeTemplate): Attribute {
  const { faker } = context;
  // Every kind draws the same values, so that the kind chosen shifts nothing after it.
  const word = faker.commerce.productMaterial();
  const number = context.int(1, 5000);
  const flag = context.chance(0.5);
  const size = context.pick(SIZES);
  const color = context.pick(COLORS);
  const day = new Date(REFERENCE_MS - context.int(0, 3 * 365) * DAY_MS).toISOString().slice(0, 10);
  const { name } = template;
  switch (template.type.name) {
    case 'text':
      return { name, type: 'text', value: word };
    case 'ltext':
      return { name, type: 'ltext', value: english(`${word}, wash cold`) };
    case 'number':
      return { name, type: 'number', value: number };
    case 'boolean':
      return { name, type: 'boolean', value: flag };
    case 'enum':
      return { name, type: 'enum', value: size };
    case 'lenum':
      return { name, type: 'lenum', value: color };
    case 'date':
      return { name, type: 'date', value: day };
    case 'money':
      return { name, type: 'money', value: money('EUR', number) };
    default:
      return { name, type: 'text-set', value: [word, color] };
  }
}
