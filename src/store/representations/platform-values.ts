import type { AttributeType } from '../import-requests/schemas/attribute-definition.js';
import { definitionsOf, type Definitions, type ImportAttribute } from '../import-rules/attribute-values.js';
import { typedMoney, type ImportMoney } from './money.js';
import { defined, innerId, reference, withReferences, type KeyReference, type ReadContext, type ResourceLookup } from './read-context.js';

/** A Custom Field value as the Import API gives it: its type and value. */
interface ImportCustomField {
  readonly type: string;
  readonly value: unknown;
}

/** `custom` as the Import API gives it. */
export interface ImportCustom {
  readonly type: KeyReference;
  readonly fields?: Readonly<Record<string, ImportCustomField>> | undefined;
}

const isMoney = (value: unknown): value is ImportMoney => value instanceof Object && 'currencyCode' in value && 'centAmount' in value;

/**
 * Custom fields as the platform shows them (`CustomFields`): the Type by id and each field's value
 * alone; money with its fraction digits, references by id. An enum field holds its key, as on the
 * platform.
 *
 * @example
 * customFields(context, { type: { typeId: 'type', key: 'extras' }, fields: { gift: { type: 'Boolean', value: true } } });
 * // { type: { typeId: 'type', id: '...' }, fields: { gift: true } }
 */
export function customFields(context: ResourceLookup, custom: ImportCustom | undefined): Record<string, unknown> | undefined {
  if (!custom) return undefined;
  const fields = Object.entries(custom.fields ?? {}).map(([name, { value }]) => {
    const shown = Array.isArray(value) ? value.map((element) => (isMoney(element) ? typedMoney(element) : element)) : isMoney(value) ? typedMoney(value) : value;
    return [name, withReferences(context, shown)];
  });
  return { type: reference(context, custom.type), fields: Object.fromEntries(fields) };
}

/** An asset as the Import API gives it. */
interface ImportAsset {
  readonly key: string;
  readonly sources: readonly unknown[];
  readonly name: Readonly<Record<string, string>>;
  readonly description?: Readonly<Record<string, string>> | undefined;
  readonly tags?: readonly string[] | undefined;
  readonly custom?: ImportCustom | undefined;
}

/** The number an asset's or a price's id is made of, by its key and place (`partNumber` over its owner's lists). */
export type PartNumberOf = (key: string, position: number) => number;

const byPlace: PartNumberOf = (_key, position) => position;

/**
 * Assets as the platform shows them, each with an id made of its owner's serial and its number:
 * its place, or the number its key keeps in its owner's list (`numberOf`).
 *
 * @example
 * assets(context, category.assets, stored.serial, 0, (key, position) => partNumber(stored.partIds, assetList(), key, position));
 */
export function assets(context: ReadContext, list: readonly ImportAsset[] | undefined, serial: number, group: number, numberOf: PartNumberOf = byPlace): Record<string, unknown>[] {
  return (list ?? []).map((asset, position) =>
    defined({
      id: innerId(serial, group, numberOf(asset.key, position), 'a'),
      key: asset.key,
      sources: asset.sources,
      name: asset.name,
      description: asset.description,
      tags: asset.tags,
      custom: customFields(context, asset.custom),
    }),
  );
}

/** A price as a product draft's variant or a price import holds it. */
export interface ImportPrice {
  readonly key: string;
  readonly value: ImportMoney;
  readonly country?: string | undefined;
  readonly customerGroup?: KeyReference | undefined;
  readonly channel?: KeyReference | undefined;
  readonly validFrom?: string | undefined;
  readonly validUntil?: string | undefined;
  readonly custom?: ImportCustom | undefined;
  readonly discounted?: { readonly value: ImportMoney; readonly discount: KeyReference } | undefined;
  readonly tiers?: readonly { readonly minimumQuantity: number; readonly value: ImportMoney }[] | undefined;
  readonly active?: boolean | undefined;
}

/**
 * The fields a price shows (embedded, standalone, or a line item's), without its id: money with
 * fraction digits, references by id.
 *
 * @example
 * priceFields(context, price);
 */
export function priceFields(context: ResourceLookup, price: ImportPrice): Record<string, unknown> {
  return defined({
    key: price.key,
    value: typedMoney(price.value),
    country: price.country,
    customerGroup: price.customerGroup && reference(context, price.customerGroup),
    channel: price.channel && reference(context, price.channel),
    validFrom: price.validFrom,
    validUntil: price.validUntil,
    discounted: price.discounted && { value: typedMoney(price.discounted.value), discount: reference(context, price.discounted.discount) },
    tiers: price.tiers?.map((tier) => ({ minimumQuantity: tier.minimumQuantity, value: typedMoney(tier.value) })),
    custom: customFields(context, price.custom),
  });
}

/**
 * Where an embedded price sits: its product's serial, its variant's id, and its number among the
 * variant's prices (its place, or the number its key keeps: `partNumber`).
 */
export interface PricePlace {
  readonly serial: number;
  readonly variantId: number;
  readonly number: number;
}

/**
 * An embedded price as the platform shows it (`Price`): its id is made of its product, its variant
 * and its number, which the price keeps while its variant keeps its key (a price import of that
 * key updates it), so that a read and an error about the price name the same id.
 *
 * @example
 * embeddedPrice(context, { serial: stored.serial, variantId: 1, number: 0 }, price); // { id: '00000001-0000-4000-bc00-…', key, value: { …, fractionDigits: 2 } }
 */
export function embeddedPrice(context: ResourceLookup, place: PricePlace, price: ImportPrice): Record<string, unknown> {
  return { id: innerId(place.serial, place.variantId, place.number, 'c'), ...priceFields(context, price) };
}

type Definition = { readonly type: AttributeType } | undefined;

/** One attribute element as the platform shows it, given its definition's (element) type. */
function elementValue(context: ReadContext, kind: string, value: unknown, type: AttributeType | undefined): unknown {
  const element = type?.name === 'set' ? type.elementType : type;
  if (kind === 'enum' || kind === 'lenum') {
    const values = element?.name === 'enum' || element?.name === 'lenum' ? (element.values as readonly { key: string; label: unknown }[]) : undefined;
    // A product type known by its identity alone has no labels: the key stands in for one.
    const label = values?.find((candidate) => candidate.key === value)?.label ?? (kind === 'enum' ? value : { en: value });
    return { key: value, label };
  }
  if (kind === 'money') return typedMoney(value as ImportMoney);
  if (kind === 'reference') return reference(context, value as KeyReference);
  return value;
}

/**
 * Attributes as the platform shows them, `{name, value}`: an enum as `{key, label}` with the
 * product type's label, money as TypedMoney, a reference by id, a set as a list of those.
 *
 * @example
 * attributes(context, variant.attributes, definitions);
 */
export function attributes(context: ReadContext, list: readonly ImportAttribute[] | undefined, definitions: Definitions | undefined): { name: string; value: unknown }[] {
  return (list ?? []).map((attribute) => {
    const name = attribute.name ?? '';
    const definition: Definition = definitions?.get(name);
    const set = attribute.type.endsWith('-set');
    const kind = set ? attribute.type.slice(0, -'-set'.length) : attribute.type;
    const value = set
      ? (attribute.value as readonly unknown[]).map((element) => elementValue(context, kind, element, definition?.type))
      : elementValue(context, kind, attribute.value, definition?.type);
    return { name, value };
  });
}

/**
 * A product type's attribute definitions, by name, as the attribute values read them.
 *
 * @example
 * productTypeDefinitions(context, product.productType.key);
 */
export function productTypeDefinitions(context: ReadContext, productTypeKey: string): Definitions | undefined {
  return definitionsOf(context.resources.get('product-type', productTypeKey)?.content);
}
