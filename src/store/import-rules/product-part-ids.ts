import { assetList, nextPartIds, partNumber, priceList, type PartIds, type PartLists } from './part-ids.js';
import type { ProductState, StoredResource } from './resource-rules.js';
import { nextVariantIds } from './variant-ids.js';

// The ids of a product's prices and assets after an import (issue 44), beside its variant ids: of
// the product's data only what they are numbered by, so that the product's rules can use them.

/** What a product's data holds of its prices and assets: its variants, each with its key. */
interface VariantParts {
  readonly key: string;
  readonly prices?: readonly { readonly key: string }[] | undefined;
  readonly assets?: readonly { readonly key: string }[] | undefined;
}

/** A product's data, as far as its parts go. */
interface ProductParts {
  readonly masterVariant?: VariantParts | undefined;
  readonly variants?: readonly VariantParts[] | undefined;
}

/** A product's staged and current data and whether it is published, as an import leaves them (`NextProduct`). */
interface NextParts {
  readonly staged: ProductParts;
  readonly current: ProductParts;
  readonly published: boolean;
}

/** A product's part lists in one of its data: each variant's prices and assets, by the variant's key. */
function productLists(data: ProductParts): PartLists {
  const lists = new Map<string, readonly { readonly key: string }[]>();
  for (const variant of [...(data.masterVariant ? [data.masterVariant] : []), ...(data.variants ?? [])]) {
    // Empty lists too: a variant that lost all its prices still never gives their numbers again.
    lists.set(priceList(variant.key), variant.prices ?? []);
    lists.set(assetList(variant.key), variant.assets ?? []);
  }
  return lists;
}

/** A product's lists in its staged data, then in its current data where that is other data. */
const listsOf = (staged: ProductParts, current: ProductParts): PartLists[] => (current === staged ? [productLists(staged)] : [productLists(staged), productLists(current)]);

/**
 * The numbers of a product's price and asset ids after an import leaves it as `next`: a price or
 * asset keeps its number while its variant keeps its key, in the current and the staged data
 * alike, so that it keeps its id; undefined where every number is its place (a new product).
 *
 * @example
 * nextProductPartIds(stored, next); // { 'prices/shirt-red': { byKey: { usd: 1, eur: 0 }, last: 2 } }, where a re-import swapped them
 */
export function nextProductPartIds(before: StoredResource | undefined, next: NextParts): PartIds | undefined {
  // A product declared by its identity alone has no parts to keep.
  if (before?.content === undefined) return undefined;
  const kept = { partIds: before.partIds, data: listsOf(before.content as ProductParts, before.current as ProductParts) };
  return nextPartIds(kept, listsOf(next.staged, next.current));
}

/**
 * A product's data as an import leaves it, beside its staged data: its current data, publishing,
 * variant ids, and the numbers of its price and asset ids.
 *
 * @example
 * const { state, partIds } = nextProductState(stored, next);
 */
export function nextProductState(before: StoredResource | undefined, next: NextParts): { readonly state: ProductState; readonly partIds: PartIds | undefined } {
  const known = before?.content === undefined ? undefined : before;
  return {
    state: { current: next.current, published: next.published, variantIds: nextVariantIds(known, next.staged, next.current) },
    partIds: nextProductPartIds(before, next),
  };
}

/**
 * The number each price of a product has after an import leaves it as `next`, for errors that
 * show the product as it would be.
 *
 * @example
 * nextPriceNumberOf(stored, next)('shirt-red', 'eur', 0); // 0
 */
export function nextPriceNumberOf(before: StoredResource | undefined, next: NextParts): (variantKey: string, priceKey: string, position: number) => number {
  // Worked out with the first question only: most products have no price that clashes.
  let parts: PartIds | undefined | null = null;
  return (variantKey, priceKey, position) => {
    if (parts === null) parts = nextProductPartIds(before, next);
    return partNumber(parts, priceList(variantKey), priceKey, position);
  };
}
