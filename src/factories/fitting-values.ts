import type { FactoryContext } from './factory-context.js';
import { DAY_MS, REFERENCE_MS } from './generators.js';
import type { AnyKeyReference, Attribute, AttributeType, CustomField, FieldType } from './import-resource-types.js';
import { english, money } from './import-values.js';

// Values that fit a definition someone else wrote: an attribute definition of a product type, or a
// field definition of a Type. Each value comes from a number, so that different numbers give
// different values as far as the definition has them (an enum has as many as its keys), which is
// what Unique and CombinationUnique attributes need.

/** The number and the word a value is made of; `distinct` values show the number in texts too. */
export interface ValueSeed {
  readonly n: number;
  readonly word: string;
  readonly distinct: boolean;
}

/**
 * Draws a seed for a value whose only concern is to fit (no other variant to differ from).
 *
 * @example
 * attributeValueOf({ name: 'number' }, randomSeed(context)); // { type: 'number', value: 2817 }
 */
export function randomSeed(context: FactoryContext): ValueSeed {
  return { n: context.int(0, 9999), word: context.faker.commerce.productMaterial(), distinct: false };
}

const HOURS = 24;
const pad = (value: number) => String(value).padStart(2, '0');
const timeOf = (n: number) => {
  const seconds = n % (HOURS * 3600);
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}.000`;
};
// Dates stay within a century before the reference date, however large the number.
const dateOf = (n: number) => new Date(REFERENCE_MS - (n % 36_500) * DAY_MS).toISOString().slice(0, 10);
const dateTimeOf = (n: number) => new Date(REFERENCE_MS - n * 60_000).toISOString();
const textOf = ({ n, word, distinct }: ValueSeed) => (distinct ? `${word} ${n}` : word);
const keyOf = (seed: ValueSeed) => `${seed.word.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${seed.n}`;

/**
 * A reference named by a key from the seed. It names a resource no builder creates, so the test
 * declares it (`ct.addResource`) as it does every other built reference.
 */
function referenceOf(typeId: string, seed: ValueSeed): AnyKeyReference {
  const key = keyOf(seed);
  // A definition may name any type id the platform knows, beyond the ones the item types list
  // (a Type's `review`, `zone`); the mock resolves all of them alike.
  return (typeId === 'key-value-document' ? { typeId, container: 'factories', key } : { typeId, key }) as AnyKeyReference;
}

/**
 * How many different values an attribute of the type can hold: a boolean two, an enum its keys, a
 * `nested` attribute none (the Import API has no kind for it); texts, numbers and dates are unbounded.
 *
 * @example
 * attributeCapacity({ name: 'enum', values: [{ key: 's', label: 'S' }] }); // 1
 */
export function attributeCapacity(type: AttributeType): number {
  switch (type.name) {
    case 'boolean':
      return 2;
    case 'enum':
    case 'lenum':
      return type.values.length;
    case 'nested':
      return 0;
    case 'set':
      return type.elementType.name === 'set' ? 0 : attributeCapacity(type.elementType);
    case 'time':
      return HOURS * 3600;
    default:
      return Number.POSITIVE_INFINITY;
  }
}

/**
 * A value of one attribute type, without its name; undefined for a type no value fits (`nested`, an
 * enum without keys, a set of sets). A set holds one element.
 *
 * @example
 * attributeValueOf({ name: 'enum', values: [{ key: 's', label: 'S' }, { key: 'm', label: 'M' }] }, { n: 3, word: 'Cotton', distinct: true });
 * // { type: 'enum', value: 'm' }
 */
export function attributeValueOf(type: AttributeType, seed: ValueSeed): Attribute | undefined {
  const { n } = seed;
  switch (type.name) {
    case 'boolean':
      return { type: 'boolean', value: n % 2 === 0 };
    case 'text':
      return { type: 'text', value: textOf(seed) };
    case 'ltext':
      return { type: 'ltext', value: english(textOf(seed)) };
    case 'number':
      return { type: 'number', value: n };
    case 'money':
      return { type: 'money', value: money('EUR', 100 + n) };
    case 'date':
      return { type: 'date', value: dateOf(n) };
    case 'time':
      return { type: 'time', value: timeOf(n) };
    case 'datetime':
      return { type: 'datetime', value: dateTimeOf(n) };
    case 'enum':
    case 'lenum': {
      const value = type.values[n % Math.max(type.values.length, 1)];
      return value && { type: type.name, value: value.key };
    }
    case 'reference':
      return { type: 'reference', value: referenceOf(type.referenceTypeId, seed) };
    case 'nested':
      return undefined;
    case 'set': {
      if (type.elementType.name === 'set') return undefined;
      const element = attributeValueOf(type.elementType, seed);
      // A set's kind is its element's with `-set`, which TypeScript cannot follow through the template.
      return element && ({ type: `${element.type}-set`, value: [element.value] } as Attribute);
    }
  }
}

/**
 * A Custom Field's value of one field type; undefined for a type no value fits (an enum without
 * keys, a set of sets). A set holds one element.
 *
 * @example
 * customFieldValueOf({ name: 'Number' }, { n: 7, word: 'Cotton', distinct: false }); // { type: 'Number', value: 7 }
 */
export function customFieldValueOf(type: FieldType, seed: ValueSeed): CustomField | undefined {
  const { n } = seed;
  switch (type.name) {
    case 'Boolean':
      return { type: 'Boolean', value: n % 2 === 0 };
    case 'String':
      return { type: 'String', value: textOf(seed) };
    case 'LocalizedString':
      return { type: 'LocalizedString', value: english(textOf(seed)) };
    case 'Number':
      return { type: 'Number', value: n };
    case 'Money':
      return { type: 'Money', value: money('EUR', 100 + n) };
    case 'Date':
      return { type: 'Date', value: dateOf(n) };
    case 'Time':
      return { type: 'Time', value: timeOf(n) };
    case 'DateTime':
      return { type: 'DateTime', value: dateTimeOf(n) };
    case 'Enum':
    case 'LocalizedEnum': {
      const value = type.values[n % Math.max(type.values.length, 1)];
      return value && { type: type.name, value: value.key };
    }
    case 'Reference':
      return { type: 'Reference', value: referenceOf(type.referenceTypeId, seed) };
    case 'Set': {
      if (type.elementType.name === 'Set') return undefined;
      const element = customFieldValueOf(type.elementType, seed);
      // As for attributes: the set's type is its element's with `Set`.
      return element && ({ type: `${element.type}Set`, value: [element.value] } as CustomField);
    }
  }
}
