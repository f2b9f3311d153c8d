import type { AttributeType } from '../import-requests/schemas/attribute-definition.js';
import type { FieldType } from '../import-requests/schemas/field-definition.js';
import { findById } from '../representations/read-context.js';
import type { ResourceTable } from '../import-operations/resource-table.js';

// The values of a resource as the platform shows it, read back into the Import API draft shape the
// store keeps (issue 33): references by key, custom fields and attributes with their types, money
// and prices, assets and addresses keyed. What cannot be read is named, with where it sits.

/** A JSON object as a representation holds it. */
export type Shown = Readonly<Record<string, unknown>>;

/** What reading a representation needs and gathers: the Project's resources, its problems, the keys it made. */
export interface ShownReader {
  readonly resources: Pick<ResourceTable, 'get' | 'byGivenId' | 'bySerial' | 'keyOf'>;
  /** Each problem with where it sits (`masterData.staged.categories.0`). */
  readonly problems: string[];
  /** Keys made for parts given without one (the store keeps them by key): a read leaves them out. */
  readonly madeKeys: string[];
}

/**
 * A reader for a Project's resources.
 *
 * @example
 * const reader = shownReader(state.resources);
 */
export function shownReader(resources: ShownReader['resources']): ShownReader {
  return { resources, problems: [], madeKeys: [] };
}

/**
 * Whether a value is a plain object.
 *
 * @example
 * isShown({ key: 'a' }); // true
 */
export function isShown(value: unknown): value is Shown {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A value without its `null` fields, at every depth: the platform's `null` stands for an absent
 * optional field (as builders and some clients write it), and the store keeps absent ones absent.
 * A `null` in a list stays, for the draft's check to name.
 *
 * @example
 * withoutNulls({ key: 'a', description: null, parent: { typeId: 'category', key: 'b', obj: null } }); // { key: 'a', parent: { typeId: 'category', key: 'b' } }
 */
export function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (!isShown(value)) return value;
  return Object.fromEntries(Object.entries(value).flatMap(([name, field]) => (field === null ? [] : [[name, withoutNulls(field)]])));
}

/**
 * Fields that are set, so that what the representation left out stays out of the draft.
 *
 * @example
 * given({ key: 'a', description: undefined }); // { key: 'a' }
 */
export function given(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

/** The type the store keeps a referenced resource under: inventory entries as `inventory`. */
const storedTypeId = (typeId: string) => (typeId === 'inventory-entry' ? 'inventory' : typeId);

/**
 * A reference as the Import API names it, by key: its own `key`, an expansion's (`obj.key`), or
 * the key of the resource its `id` names, which the Project must hold.
 *
 * @example
 * keyReference(reader, { typeId: 'category', id: '00000000-0000-4000-b000-000000000002' }, 'parent'); // { typeId: 'category', key: 'shirts' }
 */
export function keyReference(reader: ShownReader, value: unknown, path: string): { typeId: string; key: string } | undefined {
  if (!isShown(value) || typeof value['typeId'] !== 'string') {
    reader.problems.push(`${path}: expected a reference ({ typeId, id } or { typeId, key })`);
    return undefined;
  }
  const typeId = value['typeId'];
  const { key, id, obj } = value;
  if (typeof key === 'string') return { typeId, key };
  if (isShown(obj) && typeof obj['key'] === 'string') return { typeId, key: obj['key'] };
  if (typeof id !== 'string') {
    reader.problems.push(`${path}: a reference needs an id or a key`);
    return undefined;
  }
  const held = findById(reader.resources, storedTypeId(typeId), id);
  const heldKey = held && reader.resources.keyOf(storedTypeId(typeId), held);
  if (heldKey === undefined) {
    reader.problems.push(`${path}: names the ${typeId} '${id}', which the Project does not hold; declare it first (its id with it), or name it by key`);
    return undefined;
  }
  return { typeId, key: heldKey };
}

/**
 * References in a list, by key.
 *
 * @example
 * keyReferences(reader, product.categories, 'categories');
 */
export function keyReferences(reader: ShownReader, list: unknown, path: string): { typeId: string; key: string }[] | undefined {
  if (list === undefined) return undefined;
  if (!Array.isArray(list)) {
    reader.problems.push(`${path}: expected a list of references`);
    return undefined;
  }
  return list.flatMap((each, index) => keyReference(reader, each, `${path}.${index}`) ?? []);
}

/**
 * A key for a part the store keeps by key: its own, else one made of its id (or its place), which
 * a read then leaves out.
 *
 * @example
 * keyOf(reader, { id: 'p-1' }, 'price'); // 'p-1', remembered as made
 */
export function keyOf(reader: ShownReader, part: Shown, fallback: string): string {
  if (typeof part['key'] === 'string') return part['key'];
  const id = part['id'];
  const made = (typeof id === 'string' && /^[A-Za-z0-9_-]{2,256}$/u.test(id) ? id : fallback).slice(0, 256);
  reader.madeKeys.push(made);
  return made;
}

/**
 * Money as the Import API takes it: the platform's `TypedMoney` (a `type` is added where a plain
 * `Money` leaves it out: cent precision).
 *
 * @example
 * money({ centAmount: 100, currencyCode: 'EUR' }); // { type: 'centPrecision', centAmount: 100, currencyCode: 'EUR' }
 */
export function money(value: unknown): unknown {
  return isShown(value) && value['type'] === undefined ? { type: 'centPrecision', ...value } : value;
}

const isMoney = (value: unknown): value is Shown => isShown(value) && 'currencyCode' in value && 'centAmount' in value;
const isReference = (value: unknown): value is Shown => isShown(value) && typeof value['typeId'] === 'string';

/** The Import API's name of a Custom Field type: `String`, or `StringSet` for a set of strings. */
function customTypeName(type: FieldType): string {
  return type.name === 'Set' ? `${type.elementType.name}Set` : type.name;
}

/** A Custom Field's type told from its value, where the Type's definition is unknown. */
function guessedCustomType(value: unknown): string {
  if (Array.isArray(value)) return `${value.length === 0 ? 'String' : guessedCustomType(value[0])}Set`;
  if (typeof value === 'boolean') return 'Boolean';
  if (typeof value === 'number') return 'Number';
  if (isMoney(value)) return 'Money';
  if (isReference(value)) return 'Reference';
  if (isShown(value)) return 'LocalizedString';
  return 'String';
}

/** A Custom Field's value as the Import API holds it: references by key, money typed. */
function customValue(reader: ShownReader, type: string, value: unknown, path: string): unknown {
  const element = (each: unknown, at: string) => (type.startsWith('Reference') ? keyReference(reader, each, at) : type.startsWith('Money') ? money(each) : each);
  return Array.isArray(value) && type.endsWith('Set') ? value.map((each, index) => element(each, `${path}.${index}`)) : element(value, path);
}

/**
 * Custom fields as the Import API holds them (`Custom`): the Type by key, each field with its
 * type, from the Type's field definitions where the Project holds its content, else from the
 * value (a string is a `String`, an object of texts a `LocalizedString`).
 *
 * @example
 * custom(reader, { type: { typeId: 'type', id }, fields: { gift: true } }, 'custom'); // { type: { typeId: 'type', key: 'extras' }, fields: { gift: { type: 'Boolean', value: true } } }
 */
export function custom(reader: ShownReader, value: unknown, path: string): unknown {
  if (value === undefined) return undefined;
  if (!isShown(value)) {
    reader.problems.push(`${path}: expected custom fields ({ type, fields })`);
    return undefined;
  }
  const type = keyReference(reader, value['type'], `${path}.type`);
  if (!type) return undefined;
  const definitions = (reader.resources.get('type', type.key)?.content as { fieldDefinitions?: readonly { name: string; type: FieldType }[] } | undefined)?.fieldDefinitions;
  const fields = isShown(value['fields']) ? value['fields'] : {};
  const typed = Object.entries(fields).map(([name, field]) => {
    const definition = definitions?.find((candidate) => candidate.name === name);
    const fieldType = definition ? customTypeName(definition.type) : guessedCustomType(field);
    return [name, { type: fieldType, value: customValue(reader, fieldType, field, `${path}.fields.${name}`) }];
  });
  return { type, fields: Object.fromEntries(typed) };
}

/**
 * Assets as the Import API holds them, each keyed (a key made of its id where it has none).
 *
 * @example
 * assets(reader, category.assets, 'assets');
 */
export function assets(reader: ShownReader, list: unknown, path: string): unknown {
  if (!Array.isArray(list)) return list;
  return list.map((asset: unknown, index) => {
    if (!isShown(asset)) return asset;
    const { id: _id, ...fields } = asset;
    return given({ ...fields, key: keyOf(reader, asset, `asset-${index}`), custom: custom(reader, asset['custom'], `${path}.${index}.custom`) });
  });
}

/**
 * A price as a product draft's variant or a standalone price holds it: keyed, references by key,
 * money typed.
 *
 * @example
 * price(reader, variant.prices[0], 'masterVariant.prices.0', 'price-0');
 */
export function price(reader: ShownReader, value: unknown, where: string, fallbackKey: string): unknown {
  if (!isShown(value)) return value;
  // A standalone price is a price at the top of its resource: its fields' paths start there.
  const path = where === '' ? '' : `${where}.`;
  const discounted = isShown(value['discounted'])
    ? { value: money(value['discounted']['value']), discount: keyReference(reader, value['discounted']['discount'], `${path}discounted.discount`) }
    : undefined;
  const tiers = Array.isArray(value['tiers']) ? value['tiers'].map((tier: unknown) => (isShown(tier) ? { ...tier, value: money(tier['value']) } : tier)) : undefined;
  return given({
    key: keyOf(reader, value, fallbackKey),
    value: money(value['value']),
    country: value['country'],
    customerGroup: value['customerGroup'] === undefined ? undefined : keyReference(reader, value['customerGroup'], `${path}customerGroup`),
    channel: value['channel'] === undefined ? undefined : keyReference(reader, value['channel'], `${path}channel`),
    validFrom: value['validFrom'],
    validUntil: value['validUntil'],
    custom: custom(reader, value['custom'], `${path}custom`),
    discounted,
    tiers,
  });
}

/** The Import API's name of an attribute type: `text`, or `text-set` for a set of texts. */
function attributeTypeName(type: AttributeType): string {
  return type.name === 'set' ? `${type.elementType.name}-set` : type.name;
}

/** An attribute's type told from its value, where its product type's definition is unknown. */
function guessedAttributeType(value: unknown): string {
  if (Array.isArray(value)) return `${value.length === 0 ? 'text' : guessedAttributeType(value[0])}-set`;
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') return 'number';
  if (isMoney(value)) return 'money';
  if (isReference(value)) return 'reference';
  if (isShown(value) && 'key' in value && 'label' in value) return typeof value['label'] === 'string' ? 'enum' : 'lenum';
  if (isShown(value)) return 'ltext';
  return 'text';
}

/** One attribute value (or set element) as the Import API holds it: an enum by its key, a reference by key. */
function attributeElement(reader: ShownReader, kind: string, value: unknown, path: string): unknown {
  if ((kind === 'enum' || kind === 'lenum') && isShown(value)) return value['key'];
  if (kind === 'reference') return keyReference(reader, value, path);
  if (kind === 'money') return money(value);
  return value;
}

/**
 * Attributes as the Import API holds them (`{ name, type, value }`): each typed by its product
 * type's definition where the Project holds its content, else by its value.
 *
 * @example
 * attributes(reader, variant.attributes, definitions, 'masterVariant.attributes');
 */
export function attributes(reader: ShownReader, list: unknown, definitions: ReadonlyMap<string, { readonly type: AttributeType }> | undefined, path: string): unknown {
  if (!Array.isArray(list)) return list;
  return list.map((attribute: unknown, index) => {
    if (!isShown(attribute) || typeof attribute['name'] !== 'string') {
      reader.problems.push(`${path}.${index}: expected an attribute ({ name, value })`);
      return attribute;
    }
    const { name, value } = attribute;
    const definition = definitions?.get(name);
    const type = definition ? attributeTypeName(definition.type) : guessedAttributeType(value);
    const set = type.endsWith('-set');
    const kind = set ? type.slice(0, -'-set'.length) : type;
    const at = `${path}.${index}.value`;
    const shown = set && Array.isArray(value) ? value.map((element: unknown, position) => attributeElement(reader, kind, element, `${at}.${position}`)) : attributeElement(reader, kind, value, at);
    return { name, type, value: shown };
  });
}
