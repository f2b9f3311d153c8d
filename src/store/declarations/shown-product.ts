import { definitionsOf } from '../import-rules/attribute-values.js';
import type { VariantIds } from '../import-rules/resource-rules.js';
import { assets, attributes, given, isShown, keyOf, keyReference, keyReferences, price, type Shown, type ShownReader } from './shown-values.js';

// A Product as the platform shows it (`masterData` with current and staged data), read back into
// the product drafts the store keeps (issue 33): its current data and its staged data, each a
// ProductDraftImport, and the variant ids it gave.

/** A product read back: the drafts of its current and staged data, whether it is published, its variant ids. */
export interface ShownProduct {
  readonly current: Record<string, unknown>;
  readonly staged: Record<string, unknown>;
  readonly published: boolean;
  /** The variant ids given, by variant key, where any variant gave one. */
  readonly variantIds: VariantIds | undefined;
}

/** A variant as a product draft holds it, keyed (a key made of its product's key and id where it has none). */
function variantDraft(reader: ShownReader, productKey: string, variant: Shown, definitions: ReturnType<typeof definitionsOf>, path: string, ids: Map<string, number>): Record<string, unknown> {
  const id = typeof variant['id'] === 'number' ? variant['id'] : undefined;
  const key = keyOf(reader, { key: variant['key'], id: id === undefined ? undefined : `${productKey}-${id}` }, `${productKey}-${path.replaceAll('.', '-')}`);
  if (id !== undefined) ids.set(key, id);
  const prices = Array.isArray(variant['prices']) ? variant['prices'].map((each: unknown, index) => price(reader, each, `${path}.prices.${index}`, `${key}-price-${index}`)) : undefined;
  return given({
    key,
    sku: variant['sku'],
    prices,
    attributes: attributes(reader, variant['attributes'], definitions, `${path}.attributes`),
    images: variant['images'],
    assets: assets(reader, variant['assets'], `${path}.assets`),
  });
}

/** One of a product's data (`ProductData`) as a product draft, with the product's own fields. */
function dataDraft(reader: ShownReader, product: Shown, data: unknown, path: string, ids: Map<string, number>): Record<string, unknown> {
  if (!isShown(data)) {
    reader.problems.push(`${path}: expected the product's data ({ name, slug, masterVariant, ... })`);
    return {};
  }
  const key = typeof product['key'] === 'string' ? product['key'] : '';
  const productType = keyReference(reader, product['productType'], 'productType');
  const definitions = productType && definitionsOf(reader.resources.get('product-type', productType.key)?.content);
  const variant = (value: unknown, at: string) => (isShown(value) ? variantDraft(reader, key, value, definitions, at, ids) : undefined);
  return given({
    key,
    name: data['name'],
    productType,
    slug: data['slug'],
    description: data['description'],
    categories: keyReferences(reader, data['categories'], `${path}.categories`),
    attributes: attributes(reader, data['attributes'], definitions, `${path}.attributes`),
    metaTitle: data['metaTitle'],
    metaDescription: data['metaDescription'],
    metaKeywords: data['metaKeywords'],
    taxCategory: product['taxCategory'] === undefined ? undefined : keyReference(reader, product['taxCategory'], 'taxCategory'),
    searchKeywords: data['searchKeywords'],
    state: product['state'] === undefined ? undefined : keyReference(reader, product['state'], 'state'),
    priceMode: product['priceMode'],
    masterVariant: variant(data['masterVariant'], `${path}.masterVariant`),
    variants: Array.isArray(data['variants']) ? data['variants'].map((each: unknown, index) => variant(each, `${path}.variants.${index}`)) : undefined,
  });
}

/**
 * A Product as the platform shows it, read back: the drafts of its current and staged data (each
 * checked by the engine as a product draft), whether it is published, and its variant ids.
 *
 * @example
 * shownProduct(reader, { key: 'oxford', productType, masterData: { published: true, current, staged } });
 */
export function shownProduct(reader: ShownReader, product: Shown): ShownProduct {
  const masterData = product['masterData'];
  if (!isShown(masterData)) {
    reader.problems.push('masterData: expected { published, current, staged }');
    return { current: {}, staged: {}, published: false, variantIds: undefined };
  }
  const ids = new Map<string, number>();
  const staged = dataDraft(reader, product, masterData['staged'], 'masterData.staged', ids);
  // Without current data (a hand-written product), the staged data is current too.
  const current = masterData['current'] === undefined ? staged : dataDraft(reader, product, masterData['current'], 'masterData.current', ids);
  const published = masterData['published'] === true;
  const byKey = Object.fromEntries(ids);
  const variantIds = ids.size === 0 ? undefined : { byKey, last: Math.max(...ids.values()) };
  return { current, staged, published, variantIds };
}
