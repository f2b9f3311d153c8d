// The field map of the platform representations the mock reads back
// (src/store/query/fields/resource-fields.generated.ts), generated from the official schema of
// those resources (test/support/official-schemas/platform-resources.schema.json, itself generated
// from @commercetools/platform-sdk by `npm run schemas`): `npm run fields`. Query Predicates and
// sort paths refuse a field the representation does not have, and compare date-times as dates;
// src/store/query/fields/field-type.ts answers both from this map. The generated file is committed,
// so that neither the build nor a consumer needs the schema; test/resource-fields.test.ts
// fails while it differs from what this generates.
//
//   node scripts/resource-fields.ts   (Node 24: it imports TypeScript)
//
// The map ships in the lazily loaded read routes, whose gzip budget is a few KiB, so it is compact:
// one string per object type, `name:code` pairs joined by commas, where a code is a scalar kind
// letter or the index of another type. What the query language cannot tell apart is one type:
//
// - Arrays are transparent: `variants(sku = "x")` reads an array of variants as a variant.
// - A discriminated union (a base with a `discriminator` mapping) is the union of its base's and
//   every member's fields, since a predicate names fields without naming the member; a field the
//   members type differently (an enum value's `label`: a string or a LocalizedString) is `any`.
// - An open map (`additionalProperties`: LocalizedString, CategoryOrderHints, SearchKeywords) has
//   the one entry `*`, the type of any name in it.
// - What the schema leaves untyped (`{}`, an object without properties: Attribute `value`,
//   FieldContainer) is `any`, whose every field is `any` again.
// - Structurally equal types are one (every `XReference` is `id:u,typeId:s`); fields go by name.
//
// Two refinements of a string field, which the platform checks a predicate's literals against
// (issue 44):
//
// - A named enum (a definition with `enum`: OrderState) is written by its name, its values in
//   RESOURCE_ENUMS; the platform refuses another value ("Invalid enum value for OrderState: x").
//   An inline enum (a reference's `typeId`, a money's `type`) names no type and stays a string.
// - A UUID (`u`): the platform reads it with Java's UUID.fromString ("UUID string too large").
//   The schema says nothing of it; the official types' declarations do (officialIdFields): the
//   `id` of a resource (an interface that extends BaseResource), the `id` of a reference (a type of
//   `typeId` and `id`), and a field whose description calls it the `id` or identifier of a
//   resource (`customerId`: "`id` of the [Customer](ctp:api:type:Customer)"). Ids of what a
//   resource holds (addresses, line items, prices, deliveries) stay strings: the declarations do
//   not make them a resource's, and imports give some (a delivery's) ids of their own.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { READ_RESOURCES } from '../src/vocabulary/read-resources.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SCHEMA = resolve(ROOT, 'test/support/official-schemas/platform-resources.schema.json');
export const RESOURCE_FIELDS_FILE = resolve(ROOT, 'src/store/query/fields/resource-fields.generated.ts');
/** The declarations of @commercetools/platform-sdk's models, the schema's source, with their descriptions. */
const MODELS = resolve(ROOT, 'node_modules/@commercetools/platform-sdk/dist/declarations/src/generated/models');

/** What the official types' declarations say of ids: which types are resources, and each field's description. */
export interface IdFacts {
  /** The interfaces that extend BaseResource. */
  readonly resources: ReadonlySet<string>;
  /** Each property's description, by `Type.field`. */
  readonly descriptions: ReadonlyMap<string, string>;
}

/**
 * The resources and the fields' descriptions of @commercetools/platform-sdk's model declarations.
 *
 * @example
 * officialIdFields().descriptions.get('Order.customerId'); // '`id` of the [Customer](ctp:api:type:Customer) that the Order belongs to.'
 */
export function officialIdFields(folder: string = MODELS): IdFacts {
  const resources = new Set<string>();
  const descriptions = new Map<string, string>();
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.d.ts'))) {
    const source = ts.createSourceFile(file, readFileSync(resolve(folder, file), 'utf8'), ts.ScriptTarget.Latest, true);
    for (const statement of source.statements) {
      if (!ts.isInterfaceDeclaration(statement)) continue;
      const name = statement.name.text;
      const bases = statement.heritageClauses?.flatMap((clause) => clause.types.map((type) => type.expression.getText(source))) ?? [];
      if (bases.includes('BaseResource')) resources.add(name);
      for (const member of statement.members) {
        if (!ts.isPropertySignature(member) || !ts.isIdentifier(member.name)) continue;
        const text = ts.getJSDocCommentsAndTags(member).flatMap((doc) => (ts.isJSDoc(doc) ? [ts.getTextOfJSDocComment(doc.comment) ?? ''] : [])).join(' ');
        descriptions.set(`${name}.${member.name.text}`, text.replace(/\s+/g, ' ').trim());
      }
    }
  }
  return { resources, descriptions };
}

/**
 * A description that begins by calling its field the id of a resource: "`id` of the
 * [Customer](ctp:api:type:Customer)", "Unique identifier of the referenced [Category](…)"; not a
 * key's "User-defined unique identifier of the [Product](…)".
 */
const ID_OF = /^(?:The )?(?:`id`|Unique identifier|Unique ID) of the (?:referenced )?\[[^\]]+\]\(ctp:api:type:(\w+)\)/;

/**
 * Whether the official types make a string field of a definition a UUID: the `id` of a resource
 * or of a reference, or a field described as the id of a resource.
 */
function isUuidField(facts: IdFacts, owner: string, properties: Readonly<Record<string, Schema>>, field: string): boolean {
  if (field === 'id' && facts.resources.has(owner)) return true;
  if (field === 'id' && Object.hasOwn(properties, 'typeId') && Object.keys(properties).every((name) => ['id', 'typeId', 'obj'].includes(name))) return true;
  const resource = ID_OF.exec(facts.descriptions.get(`${owner}.${field}`) ?? '')?.[1];
  return resource !== undefined && facts.resources.has(resource);
}

/** A JSON Schema node as the generated schema writes them. */
interface Schema {
  readonly $ref?: string;
  readonly type?: string;
  readonly format?: string;
  readonly enum?: readonly unknown[];
  readonly properties?: Readonly<Record<string, Schema>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: Schema | boolean;
  readonly items?: Schema;
  readonly anyOf?: readonly Schema[];
  readonly discriminator?: { readonly propertyName: string; readonly mapping: Readonly<Record<string, string>> };
}

/** The scalar kinds, by the letter the generated map writes them with. */
type Scalar = 's' | 'n' | 'b' | 'd' | 'a';

/**
 * What one schema node contributes to a field's type: a scalar, an object's fields, or an open
 * map's values. A string may be refined: `u` for a UUID, or the name of its enum.
 */
type Atom =
  | { readonly kind: 'scalar'; readonly scalar: Scalar; readonly refined?: string }
  | { readonly kind: 'object'; readonly id: string; readonly properties: Readonly<Record<string, Schema>>; readonly path: string }
  | { readonly kind: 'map'; readonly id: string; readonly values: Schema; readonly path: string };

/** The formats of the schema's strings (the RAML's, see scripts/official-schemas.ts) as Query Predicates compare them. */
const FORMATS: Readonly<Record<string, Scalar>> = {
  datetime: 'd',
  'date-only': 'd',
  // Times of day (`14:30:00.000`) order as their text does; no Query Predicate reads them as dates.
  'time-only': 's',
};

const SCHEMA_KEYWORDS = new Set(['$ref', 'type', 'format', 'enum', 'properties', 'required', 'additionalProperties', 'items', 'anyOf', 'discriminator']);

/**
 * The field map of the ten representations the mock reads back, as the text of
 * src/store/query/fields/resource-fields.generated.ts.
 *
 * @example
 * writeFileSync(RESOURCE_FIELDS_FILE, resourceFieldsText());
 */
export function resourceFieldsText(schemaText: string = readFileSync(SCHEMA, 'utf8'), facts: IdFacts = officialIdFields()): string {
  const { definitions } = JSON.parse(schemaText) as { definitions: Readonly<Record<string, Schema>> };
  const { roots, types } = fieldMap(definitions, facts);
  const rootEntries = READ_RESOURCES.map(([segment, noun]) => `  '${segment}': ${roots.get(noun)}, // ${noun}`);
  // The enums the types name, by name.
  const enumNames = [...new Set(types.flatMap((type) => [...type.matchAll(/:([A-Z]\w*)/g)].map((match) => match[1] ?? '')))].sort();
  const enumEntries = enumNames.map((name) => `  ${name}: ${JSON.stringify(definitions[name]?.enum ?? [])},`);
  return [
    '// Generated by scripts/resource-fields.ts (npm run fields) from',
    '// test/support/official-schemas/platform-resources.schema.json and the declarations of',
    '// @commercetools/platform-sdk (which ids are UUIDs). Do not edit.',
    '//',
    "// Each type is `name:code` pairs joined by commas; a code is a kind (s string, n number, b boolean,",
    '// d date-time or date, a any, u a UUID string), the name of an enum (RESOURCE_ENUMS) or the index',
    '// of another type; the name `*` is any name of an open map. src/store/query/fields/field-type.ts reads it.',
    '',
    '/** The index in RESOURCE_FIELD_TYPES of the representation type of each read segment. */',
    'export const RESOURCE_ROOTS = {',
    ...rootEntries,
    '} as const;',
    '',
    '/** The object types the ten representations reach, each as its `name:code` pairs. */',
    'export const RESOURCE_FIELD_TYPES: readonly string[] = [',
    ...types.map((type, index) => `  ${JSON.stringify(type)}, // ${index}`),
    '];',
    '',
    '/** The values of each enum a field of the types is, by the name the platform gives it in its refusal. */',
    'export const RESOURCE_ENUMS: Readonly<Record<string, readonly string[]>> = {',
    ...enumEntries,
    '};',
    '',
  ].join('\n');
}

/** The object types reachable from the roots, minimised, numbered in the order a walk from the roots meets them. */
function fieldMap(definitions: Readonly<Record<string, Schema>>, facts: IdFacts): { roots: Map<string, number>; types: string[] } {
  const definition = (ref: string, path: string): Schema => {
    const name = ref.replace('#/definitions/', '');
    const found = definitions[name];
    if (found === undefined) throw new Error(`${path}: ${ref} is not among the definitions`);
    return found;
  };

  /** What a node contributes; ids name objects and maps so that the same definition is one type. */
  const atoms = (schema: Schema, path: string, id: string): Atom[] => {
    for (const keyword of Object.keys(schema)) {
      if (!SCHEMA_KEYWORDS.has(keyword)) throw new Error(`${path}: the keyword ${keyword} is new to scripts/resource-fields.ts; say what it means for a field's type`);
    }
    if (schema.$ref !== undefined) {
      const name = schema.$ref.replace('#/definitions/', '');
      const target = definition(schema.$ref, path);
      // A named enum of strings: refined by its name, which the platform's refusal names.
      if (target.type === 'string' && target.enum !== undefined && /^[A-Z]\w*$/.test(name)) return [{ kind: 'scalar', scalar: 's', refined: name }];
      return atoms(target, name, name);
    }
    if (schema.anyOf !== undefined) return schema.anyOf.flatMap((member, index) => atoms(member, `${path}|${index}`, `${id}|${index}`));
    if (schema.discriminator !== undefined) {
      // The base's shared fields and every member's: a predicate names a field, not the member.
      const { discriminator, ...base } = schema;
      return [
        ...atoms(base, path, id),
        ...Object.values(discriminator.mapping).flatMap((ref) => atoms({ $ref: ref }, `${path}→${ref}`, ref)),
      ];
    }
    switch (schema.type) {
      case undefined:
        return [{ kind: 'scalar', scalar: 'a' }]; // `{}`: any value (Attribute value)
      case 'string': {
        if (schema.format === undefined) return [{ kind: 'scalar', scalar: 's' }];
        const scalar = FORMATS[schema.format];
        if (scalar === undefined) throw new Error(`${path}: the format ${schema.format} is new to scripts/resource-fields.ts`);
        return [{ kind: 'scalar', scalar }];
      }
      case 'number':
      case 'integer':
        return [{ kind: 'scalar', scalar: 'n' }];
      case 'boolean':
        return [{ kind: 'scalar', scalar: 'b' }];
      case 'array':
        if (schema.items === undefined) return [{ kind: 'scalar', scalar: 'a' }];
        return atoms(schema.items, `${path}[]`, `${id}[]`); // an array of X is X to the query language
      case 'object': {
        const open = schema.additionalProperties;
        if (schema.properties !== undefined) {
          if (open !== undefined && open !== false) throw new Error(`${path}: both properties and additionalProperties`);
          return [{ kind: 'object', id, properties: schema.properties, path }];
        }
        if (typeof open === 'object') return [{ kind: 'map', id, values: open, path }];
        return [{ kind: 'scalar', scalar: 'a' }]; // an object the schema leaves open (FieldContainer)
      }
      default:
        throw new Error(`${path}: the type ${schema.type} is new to scripts/resource-fields.ts`);
    }
  };

  // Types before minimisation: one per set of object ids (or of map ids), each entries of [name, code].
  const raw: [string, string | number][][] = [];
  const byKey = new Map<string, number>();

  const code = (found: readonly Atom[]): string | number => {
    const [first] = found;
    if (first === undefined) throw new Error('a field without a schema (an empty anyOf)');
    if (found.some((atom) => atom.kind === 'scalar' && atom.scalar === 'a')) return 'a';
    const kinds = new Set(found.map((atom) => (atom.kind === 'scalar' ? atom.scalar : atom.kind)));
    // Members that disagree (a string here, an object there) leave the field untyped, not refused.
    if (kinds.size !== 1) return 'a';
    if (first.kind === 'scalar') {
      // Strings refined alike keep the refinement; refined otherwise (an enum here, a plain string there) they are strings.
      const refined = new Set(found.map((atom) => (atom.kind === 'scalar' ? atom.refined : undefined)));
      return refined.size === 1 && first.refined !== undefined ? first.refined : first.scalar;
    }
    const parts = found as readonly Exclude<Atom, { kind: 'scalar' }>[];
    const key = `${first.kind}:${[...new Set(parts.map((atom) => atom.id))].sort().join('+')}`;
    const known = byKey.get(key);
    if (known !== undefined) return known;
    const index = raw.length;
    const entries: [string, string | number][] = [];
    raw.push(entries);
    byKey.set(key, index);
    if (first.kind === 'map') {
      const values = (parts as readonly Extract<Atom, { kind: 'map' }>[]).flatMap((atom) => atoms(atom.values, `${atom.path}{*}`, `${atom.id}{*}`));
      entries.push(['*', code(values)]);
      return index;
    }
    const fields = new Map<string, Atom[]>();
    for (const atom of parts as readonly Extract<Atom, { kind: 'object' }>[]) {
      for (const [name, property] of Object.entries(atom.properties)) {
        const list = fields.get(name) ?? [];
        fields.set(name, list);
        const found = atoms(property, `${atom.path}.${name}`, `${atom.id}.${name}`);
        // An object atom's id is its definition's name where it has one (not so for an anyOf's member).
        const uuid = isUuidField(facts, atom.id, atom.properties, name);
        list.push(...found.map((part): Atom => (uuid && part.kind === 'scalar' && part.scalar === 's' && part.refined === undefined ? { ...part, refined: 'u' } : part)));
      }
    }
    // By name, so that types with the same fields in another order are one.
    for (const name of [...fields.keys()].sort()) entries.push([name, code(fields.get(name) ?? [])]);
    return index;
  };

  const rawRoots = READ_RESOURCES.map(([, noun]) => {
    const index = code(atoms({ $ref: `#/definitions/${noun}` }, noun, noun));
    if (typeof index !== 'number') throw new Error(`${noun} is no object type`);
    return [noun, index] as const;
  });

  const classes = minimise(raw);
  // Numbered in the order a walk from the roots meets them, so that the roots come first.
  const order = new Map<number, number>();
  const queue = rawRoots.map(([, index]) => classes[index] ?? 0);
  const representative = new Map<number, number>();
  raw.forEach((_, index) => {
    const cls = classes[index] ?? 0;
    if (!representative.has(cls)) representative.set(cls, index);
  });
  while (queue.length > 0) {
    const cls = queue.shift() ?? 0;
    if (order.has(cls)) continue;
    order.set(cls, order.size);
    for (const [, field] of raw[representative.get(cls) ?? 0] ?? []) if (typeof field === 'number') queue.push(classes[field] ?? 0);
  }
  const numbered = (index: number) => order.get(classes[index] ?? 0) ?? 0;
  const types: string[] = [];
  for (const [cls, position] of order) {
    const entries = raw[representative.get(cls) ?? 0] ?? [];
    types[position] = entries.map(([name, field]) => `${name}:${typeof field === 'number' ? numbered(field) : field}`).join(',');
  }
  return { roots: new Map(rawRoots.map(([noun, index]) => [noun, numbered(index)])), types };
}

/**
 * The classes of structurally equal types (partition refinement, as an automaton is minimised):
 * two types are one when they have the same field names with the same scalars, and their object
 * fields are of one class again, cycles included.
 */
function minimise(raw: readonly (readonly [string, string | number][])[]): number[] {
  const signature = (entries: readonly (readonly [string, string | number])[], classes: readonly number[] | undefined) =>
    entries.map(([name, field]) => `${name}:${typeof field === 'number' ? `#${classes === undefined ? '' : classes[field]}` : field}`).join(',');
  let classes = renumber(raw.map((entries) => signature(entries, undefined)));
  for (;;) {
    const next = renumber(raw.map((entries, index) => `${classes[index]}|${signature(entries, classes)}`));
    if (new Set(next).size === new Set(classes).size) return next;
    classes = next;
  }
}

/** Each signature's class: the index at which it first occurs among the distinct ones. */
function renumber(signatures: readonly string[]): number[] {
  const seen = new Map<string, number>();
  return signatures.map((signature) => {
    const known = seen.get(signature);
    if (known !== undefined) return known;
    seen.set(signature, seen.size);
    return seen.size - 1;
  });
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const text = resourceFieldsText();
  writeFileSync(RESOURCE_FIELDS_FILE, text);
  console.log(`${RESOURCE_FIELDS_FILE}: ${text.length} characters`);
}
