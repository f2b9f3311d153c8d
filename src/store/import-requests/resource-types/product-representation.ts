import { dequal } from 'dequal';
import type { StoredResource } from '../../import-rules/resource-rules.js';
import type { ProductContent, VariantContent } from '../../import-rules/product-content.js';
import type { Definitions } from '../../import-rules/attribute-values.js';
import { assets, attributes, embeddedPrice, productTypeDefinitions } from '../../representations/platform-values.js';
import { baseFields, defined, reference, type ReadContext } from '../../representations/read-context.js';
import { heldBy, listed } from '../../representations/held-by.js';
import { readableResource, type Finder, type ReadOptions } from '../../representations/readable-resource.js';
import { variantIdOf } from '../../import-rules/variant-ids.js';
import { assetList, partNumber, priceList } from '../../import-rules/part-ids.js';

/**
 * A variant as the platform shows it (`ProductVariant`), with its id, and its prices and assets
 * with the ids they keep while their keys stay, the same in the current and the staged data.
 */
function variant(context: ReadContext, stored: StoredResource, data: VariantContent, id: number, definitions: Definitions | undefined): Record<string, unknown> {
  const { partIds } = stored;
  return defined({
    id,
    sku: data.sku,
    key: data.key,
    prices: (data.prices ?? []).map((price, position) =>
      embeddedPrice(context, { serial: stored.serial, variantId: id, number: partNumber(partIds, priceList(data.key), price.key, position) }, price),
    ),
    images: data.images ?? [],
    attributes: attributes(context, data.attributes, definitions),
    assets: assets(context, data.assets, stored.serial, id, (key, position) => partNumber(partIds, assetList(data.key), key, position)),
  });
}

/** A product's data (`ProductData`, or the fields a projection shows of it), its variants with the ids they keep for life. */
function productData(context: ReadContext, stored: StoredResource, data: ProductContent): Record<string, unknown> {
  const definitions = productTypeDefinitions(context, data.productType.key);
  const idOf = variantIdOf(stored);
  const shown = (each: VariantContent) => variant(context, stored, each, idOf(each.key) ?? 0, definitions);
  // A product imported without variants has an empty master variant on the platform.
  // Built here, not at module level, so that Stryker traces it to every test that reads one.
  const master = data.masterVariant ? shown(data.masterVariant) : { id: 1, prices: [], images: [], attributes: [], assets: [] };
  const rest = (data.variants ?? []).map(shown);
  return {
    name: data.name,
    categories: (data.categories ?? []).map((category) => reference(context, category)),
    categoryOrderHints: {},
    ...defined({ description: data.description }),
    slug: data.slug,
    ...defined({ metaTitle: data.metaTitle, metaDescription: data.metaDescription, metaKeywords: data.metaKeywords }),
    masterVariant: master,
    variants: rest,
    searchKeywords: data.searchKeywords ?? {},
    attributes: attributes(context, data.attributes, definitions),
  };
}

/** The fields a product shows beside its data: its product type, tax category, state and price mode. */
function productFields(context: ReadContext, data: ProductContent): Record<string, unknown> {
  return defined({
    taxCategory: data.taxCategory && reference(context, data.taxCategory),
    state: data.state && reference(context, data.state),
    priceMode: data.priceMode,
  });
}

/** Whether a product's staged data differs from its current data (dequal answers the same object at once). */
const hasStagedChanges = (stored: StoredResource) => !dequal(stored.current, stored.content);

/**
 * The products whose staged data holds a SKU, through the Project's SKU index (a variant's key,
 * then its product); none where no variant holds it, as the table holds nothing under an undefined key.
 */
function stagedHolders(context: ReadContext, sku: string): StoredResource[] {
  const variant = context.resources.get('product-variant', context.unique.holder('variant-sku', sku) as string);
  return listed(context.resources.get('product', (variant?.content as { product?: string } | undefined)?.product as string));
}

/**
 * The products whose current data may hold a SKU: the one whose staged data holds it (current data
 * is mostly the staged data), and those whose current data has a staged SKU moved on from it.
 */
const currentHolders = (context: ReadContext, sku: string): StoredResource[] => [
  ...new Set([...stagedHolders(context, sku), ...context.resources.byDivergedCurrentSku(sku)]),
];

/**
 * The products that may hold a SKU in the data a read shows, found through an index (of staged
 * SKUs, or of current ones): candidates, which the predicate then decides, so that a product holding
 * the SKU elsewhere in its data (its other variants, its other data) is no wrong answer.
 */
function bySku(holders: (context: ReadContext, sku: string, options: ReadOptions) => StoredResource[]): Finder {
  return (context, sku, options) =>
    // A SKU that changed hands (a forced import) is still shown by the product it came from.
    context.unique.handedOver('variant-sku', sku) ? undefined : holders(context, sku, options);
}

/**
 * The product whose staged data holds a slug in a locale, through the Project's slug index, which
 * holds staged slugs; undefined for a read that shows current data there (published data only),
 * which the predicate then decides over every product.
 */
const stagedSlugHolder = (context: ReadContext, slug: string, options: ReadOptions, locale: string): StoredResource[] | undefined =>
  options.publishedOnly ? undefined : heldBy(context, 'product', 'product-slug', slug, locale);

/** A projection's SKUs are its staged data's with `staged=true`, else its current data's. */
const shownHolders = (context: ReadContext, sku: string, options: ReadOptions) => (options.staged ? stagedHolders(context, sku) : currentHolders(context, sku));

/** What holds a SKU in the staged data as the read shows it. */
const stagedShownHolders = (context: ReadContext, sku: string, options: ReadOptions) => (options.publishedOnly ? currentHolders(context, sku) : stagedHolders(context, sku));

/**
 * Products as the platform shows them (`Product`): `masterData` with `current` and `staged` data,
 * whether it is published and has staged changes; variant ids from 1, prices with ids, attribute
 * values as the platform shows them. A read of published data only (`view_published_products`
 * without `view_products`) shows published products alone, their current data as the staged data
 * too, without staged changes: the mock's choice, so that such a token never reads staged data.
 *
 * @example
 * productReading.represent(stored, context, { staged: false }); // { id, key, productType, masterData: { published, current, staged, ... } }
 */
export const productReading = readableResource({
  typeId: 'product',
  shows: (stored, options) => stored.content !== undefined && (stored.published || !options.publishedOnly),
  represent(stored, context, options) {
    const content = stored.content as ProductContent;
    const currentData = productData(context, stored, stored.current as ProductContent);
    return {
      ...baseFields(stored),
      key: content.key,
      productType: reference(context, content.productType),
      masterData: {
        published: stored.published,
        hasStagedChanges: !options.publishedOnly && hasStagedChanges(stored),
        current: currentData,
        staged: options.publishedOnly ? currentData : productData(context, stored, content),
      },
      ...productFields(context, content),
    };
  },
  finders: {
    'masterData.current.masterVariant.sku': bySku(currentHolders),
    'masterData.current.variants.sku': bySku(currentHolders),
    'masterData.staged.masterVariant.sku': bySku(stagedShownHolders),
    'masterData.staged.variants.sku': bySku(stagedShownHolders),
    'masterData.staged.slug.*': (context, slug, options, locale) => stagedSlugHolder(context, slug, options, locale),
  },
});

/**
 * Product projections as the platform shows them (`ProductProjection`): the current data of
 * published products, or with `staged=true` the staged data of every product.
 *
 * @example
 * productProjectionReading.represent(stored, context, { staged: true }); // { id, key, name, slug, masterVariant, variants, published, hasStagedChanges, ... }
 */
export const productProjectionReading = readableResource({
  typeId: 'product',
  shows: (stored, options) => stored.content !== undefined && (options.staged || stored.published),
  represent(stored, context, options) {
    // What shows has content, and current data unless the read shows staged data.
    const data = (options.staged ? stored.content : stored.current) as ProductContent;
    return {
      ...baseFields(stored),
      key: data.key,
      productType: reference(context, data.productType),
      ...productData(context, stored, data),
      hasStagedChanges: hasStagedChanges(stored),
      published: stored.published,
      // The tax category, state and price mode are the product's own, never staged: a projection
      // of the current data shows those of the latest import too, as the product does.
      ...productFields(context, stored.content as ProductContent),
    };
  },
  finders: {
    'masterVariant.sku': bySku(shownHolders),
    'variants.sku': bySku(shownHolders),
    'slug.*': (context, slug, options, locale) => (options.staged ? stagedSlugHolder(context, slug, options, locale) : undefined),
  },
});

/** A product variant as its product shows it, and the slug of the data it is in. */
export interface ShownVariant {
  readonly slug: unknown;
  readonly variant: Readonly<Record<string, unknown>>;
}

/**
 * A variant as its product shows it (its id, prices, attributes...), with that data's slug: the
 * current data's, or the staged data's for a variant not yet published. An order's line item shows
 * the variant it sells so.
 *
 * @example
 * shownVariant(context, stored, 'oxford-m'); // { slug: { en: 'oxford' }, variant: { id: 1, sku: 'OX-M', key: 'oxford-m', prices: [...], attributes: [...], ... } }
 */
export function shownVariant(context: ReadContext, stored: StoredResource, variantKey: string): ShownVariant | undefined {
  for (const data of [stored.current, stored.content] as (ProductContent | undefined)[]) {
    if (data === undefined) continue;
    const shown = productData(context, stored, data) as { slug: unknown; masterVariant: Record<string, unknown>; variants: Record<string, unknown>[] };
    const variant = [shown.masterVariant, ...shown.variants].find((each) => each.key === variantKey);
    if (variant) return { slug: shown.slug, variant };
  }
  return undefined;
}
