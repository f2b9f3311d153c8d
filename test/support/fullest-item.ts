import type { Json } from './json-fields.js';
import { officialDefinitions } from './schemas.js';

// Items that hold every field the official schema knows, built from the schema itself rather than
// from the mock's code. The factories build what users typically send; these reach the fields
// nobody sends often (an order's parcels, a type's enum fields, every value of every enum), so
// that a check the mock lost there cannot go unnoticed.

interface SchemaNode {
  readonly $ref?: string;
  readonly allOf?: readonly SchemaNode[];
  readonly anyOf?: readonly SchemaNode[];
  readonly type?: string;
  readonly enum?: readonly string[];
  readonly format?: string;
  readonly properties?: Readonly<Record<string, SchemaNode>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: SchemaNode | boolean;
  readonly items?: SchemaNode;
  readonly discriminator?: { readonly propertyName: string; readonly mapping: Readonly<Record<string, string>> };
}

type Definitions = Readonly<Record<string, SchemaNode>>;

let definitions: Definitions | undefined;
function importApiDefinitions(): Definitions {
  definitions ??= officialDefinitions('import-api') as Definitions;
  return definitions;
}

const nameOf = (ref: string): string => ref.replace('#/definitions/', '');

// Strings the schema leaves free but the platform reads: codes, locales and times of the right
// shape. The rest is `<property>-1`, which fits the RAML's pattern and lengths of keys and names.
function stringFor(property: string, node: SchemaNode): string {
  if (node.format === 'datetime') return '2026-01-02T03:04:05.000Z';
  if (node.format === 'date-only') return '2026-01-02';
  if (node.format === 'time-only') return '03:04:05.000';
  if (property === 'currencyCode') return 'EUR';
  if (property === 'country') return 'DE';
  if (property === 'locale') return 'de-DE';
  return `${property}-1`;
}

// How often a definition may hold itself: a tier within a tier, a set of sets.
const MAX_DEPTH = 2;

class Builder {
  // The definitions being built, outermost first: a definition met inside itself (a shipping
  // tier's tiers, a set attribute's element type) is built once more, then left out or chosen
  // otherwise.
  private readonly stack: string[] = [];

  constructor(
    private readonly all: Definitions,
    private readonly pick: number,
  ) {}

  private depthOf(name: string): number {
    return this.stack.filter((entry) => entry === name).length;
  }

  /** A value for a definition, or undefined where it would recurse or is left out. */
  definition(name: string, discriminatorValue?: readonly [string, string]): Json | undefined {
    const node = this.all[name];
    if (node === undefined) throw new Error(`No definition ${name} in import-api.schema.json.`);
    if (this.depthOf(name) >= MAX_DEPTH) return undefined;
    if (node.discriminator && discriminatorValue === undefined) {
      const choices = Object.entries(node.discriminator.mapping).filter(([, target]) => this.depthOf(nameOf(target)) < MAX_DEPTH);
      const choice = choices[Math.floor(this.pick / 2) % choices.length];
      if (choice === undefined) return undefined;
      const [value, target] = choice;
      this.stack.push(name);
      try {
        return this.definition(nameOf(target), [node.discriminator.propertyName, value]);
      } finally {
        this.stack.pop();
      }
    }
    this.stack.push(name);
    try {
      return this.node(node, name, discriminatorValue);
    } finally {
      this.stack.pop();
    }
  }

  private node(node: SchemaNode, property: string, discriminatorValue?: readonly [string, string]): Json | undefined {
    if (node.$ref !== undefined) return this.definition(nameOf(node.$ref));
    if (node.allOf) return this.allOf(node.allOf, property, discriminatorValue);
    // A value of each alternative in turn (a variant's attributes: an attribute, or null to remove it).
    if (node.anyOf) {
      const alternative = node.anyOf[this.pick % node.anyOf.length];
      return alternative === undefined ? undefined : this.node(alternative, property);
    }
    if (node.enum) return node.enum[this.pick % node.enum.length] ?? null;
    switch (node.type) {
      case 'string':
        return stringFor(property, node);
      case 'number':
      case 'integer':
        return 2;
      case 'boolean':
        return this.pick % 2 === 0;
      case 'null':
        return null;
      case 'array': {
        const element = node.items === undefined ? undefined : this.node(node.items, property);
        return element === undefined ? [] : [element];
      }
      default:
        return this.object(node, discriminatorValue);
    }
  }

  // A subtype is `allOf: [its base, its own fields]`; its base's discriminator takes the value
  // that names this subtype rather than choosing again.
  // Reached by its own name (a `CustomerKeyReference`), the subtype looks its value up in the base.
  private allOf(parts: readonly SchemaNode[], property: string, discriminatorValue?: readonly [string, string]): Json | undefined {
    const merged: Record<string, Json> = {};
    const bases = parts.map((part) => (part.$ref === undefined ? undefined : this.all[nameOf(part.$ref)]));
    const discriminator = bases.find((base) => base?.discriminator)?.discriminator;
    const named = discriminator && Object.entries(discriminator.mapping).find(([, target]) => nameOf(target) === property);
    const fixed = discriminatorValue ?? (discriminator && named ? ([discriminator.propertyName, named[0]] as const) : undefined);
    for (const [index, part] of parts.entries()) {
      const base = bases[index];
      const value = base?.discriminator ? this.object(base, fixed) : this.node(part, property, fixed);
      if (value === undefined) return undefined;
      if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`allOf of a non-object at ${property}`);
      Object.assign(merged, value);
    }
    return merged;
  }

  private object(node: SchemaNode, discriminatorValue?: readonly [string, string]): Json | undefined {
    const result: Record<string, Json> = {};
    for (const [key, property] of Object.entries(node.properties ?? {})) {
      if (discriminatorValue?.[0] === key) {
        result[key] = discriminatorValue[1];
        continue;
      }
      const value = this.node(property, key);
      if (value !== undefined) result[key] = value;
      else if (node.required?.includes(key)) return undefined;
    }
    if (typeof node.additionalProperties === 'object') {
      const value = this.node(node.additionalProperties, 'en');
      if (value !== undefined) result.en = value;
    }
    return result;
  }
}

/**
 * An item of an Import API definition with every optional field filled, from the official schema
 * (`test/support/official-schemas/import-api.schema.json`). `pick` chooses the value at index `pick` of
 * every enum and at index `pick / 2` of every discriminated type (money, attributes, field types,
 * tiers), each modulo their count: the picks below `pickCount()` reach every value of each, and
 * each of a two-valued enum's values within each variant.
 *
 * @example
 * fullestItem('OrderImport', 0); // { orderNumber: 'orderNumber-1', customer: { typeId: 'customer', ... }, ... }
 */
export function fullestItem(definition: string, pick: number): Json {
  const item = new Builder(importApiDefinitions(), pick).definition(definition);
  if (item === undefined) throw new Error(`${definition} cannot be built without recursing.`);
  return item;
}

/**
 * How many picks reach every value: twice the most values any enum or discriminated type of the
 * Import API's schema has.
 *
 * @example
 * for (let pick = 0; pick < pickCount(); pick += 1) fullestItem('TypeImport', pick);
 */
export function pickCount(): number {
  let most = 1;
  for (const node of Object.values(importApiDefinitions())) {
    most = Math.max(most, node.enum?.length ?? 0, Object.keys(node.discriminator?.mapping ?? {}).length);
  }
  return 2 * most;
}
