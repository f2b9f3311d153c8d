import type { ReadSegment } from '../../../vocabulary/read-resources.js';
import { RESOURCE_ENUMS, RESOURCE_FIELD_TYPES, RESOURCE_ROOTS } from './resource-fields.generated.js';

// The fields of the representations the mock reads back, as Query Predicates and sort paths walk
// them: the platform refuses a field its representation type does not have ("The field 'slug' does
// not exist."), compares date-times as dates, and refuses a value outside an enum field's or text
// that is no UUID for an id (issue 44). The map is generated from the official schema and the SDK's
// declarations (scripts/resource-fields.ts); this reads it, one type at a time, as a query walks into it.

/** An enum of the official types: its name, as the platform's refusal names it, and its values. */
export interface Enumeration {
  readonly name: string;
  readonly values: ReadonlySet<string>;
}

/**
 * What a field of a representation holds, as Query Predicates see it. Opaque beyond `kind` and,
 * for a string the official types restrict, what the platform checks its literals against: the
 * values of its enum, or that it is a UUID.
 */
export interface FieldType {
  readonly kind: 'object' | 'string' | 'number' | 'boolean' | 'date' | 'any';
  readonly enumeration?: Enumeration;
  readonly uuid?: true;
}

/** The kinds by the letter the generated map writes them with; one object each, so that they compare with `===`. */
const ANY: FieldType = { kind: 'any' };
const SCALARS: Readonly<Record<string, FieldType>> = {
  s: { kind: 'string' },
  n: { kind: 'number' },
  b: { kind: 'boolean' },
  d: { kind: 'date' },
  a: ANY,
  u: { kind: 'string', uuid: true },
};

/** The enum types met so far, by name: one FieldType each, its values a set read once. */
const enums = new Map<string, FieldType>();

function enumType(name: string, values: readonly string[]): FieldType {
  const known = enums.get(name);
  if (known !== undefined) return known;
  const type: FieldType = { kind: 'string', enumeration: { name, values: new Set(values) } };
  enums.set(name, type);
  return type;
}

/** An enum's type where the map names one, else the object type of that index. */
function enumOrObject(code: string): FieldType {
  const values = Object.hasOwn(RESOURCE_ENUMS, code) ? RESOURCE_ENUMS[code] : undefined;
  return values ? enumType(code, values) : objectType(Number(code));
}

/** The object types met so far, by index in the map: one FieldType each, whose fields are read once. */
const objects = new Map<number, FieldType>();
/** The fields of an object type, `name` to its code; `*` is any name of an open map (LocalizedString). */
const fieldsByType = new WeakMap<FieldType, ReadonlyMap<string, string>>();

function objectType(index: number): FieldType {
  const known = objects.get(index);
  if (known !== undefined) return known;
  const text = RESOURCE_FIELD_TYPES[index];
  if (text === undefined) throw new RangeError(`resource-fields.generated.ts has no type ${index}; run npm run fields`);
  const type: FieldType = { kind: 'object' };
  fieldsByType.set(type, new Map(text.split(',').map((entry) => entry.split(':') as [string, string])));
  objects.set(index, type);
  return type;
}

/** A code of the map: a kind letter, an enum's name, or the index of an object type. */
const decode = (code: string): FieldType => SCALARS[code] ?? enumOrObject(code);

/**
 * The representation type a read segment answers with (products → Product, product-projections →
 * ProductProjection, inventory → InventoryEntry ...).
 *
 * @example
 * representationType('categories').kind; // 'object'
 */
export function representationType(segment: ReadSegment): FieldType {
  return objectType(RESOURCE_ROOTS[segment]);
}

/**
 * The type of `name` inside `type`, or undefined when it has no such field. For a LocalizedString
 * any locale name gives a string; for `any` (attribute values, custom fields' `fields`, other open
 * maps) any name gives `any`; scalars have no fields.
 *
 * @example
 * const slug = fieldOf(representationType('categories'), 'slug'); // { kind: 'object' }
 * fieldOf(slug!, 'en'); // { kind: 'string' }
 * fieldOf(representationType('products'), 'slug'); // undefined: the field 'slug' does not exist
 */
export function fieldOf(type: FieldType, name: string): FieldType | undefined {
  if (type.kind === 'any') return ANY;
  const fields = fieldsByType.get(type);
  if (fields === undefined) return undefined; // a scalar
  const code = fields.get(name) ?? fields.get('*');
  return code === undefined ? undefined : decode(code);
}
