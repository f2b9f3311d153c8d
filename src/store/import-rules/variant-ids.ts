import type { StoredResource, VariantIds } from './resource-rules.js';

/** What a product's data holds of its variants: the master variant first, then the others in order. */
interface VariantHolder {
  readonly masterVariant?: { readonly key: string };
  readonly variants?: readonly { readonly key: string }[];
}

const keysOf = (data: unknown): string[] => {
  const product = data as VariantHolder | undefined;
  return [...(product?.masterVariant ? [product.masterVariant.key] : []), ...(product?.variants ?? []).map(({ key }) => key)];
};

/**
 * A product's variant ids as a lookup by variant key: the ids it keeps, or, where it keeps none,
 * the positions of its staged variants counted from 1 (which is what a product imported whole
 * and never reshaped has).
 *
 * @example
 * variantIdOf(stored)('shirt-red'); // 2
 */
export function variantIdOf(stored: Pick<StoredResource, 'content' | 'variantIds'>): (key: string) => number | undefined {
  const kept = stored.variantIds?.byKey;
  if (kept) return (key) => kept[key];
  const staged = keysOf(stored.content);
  return (key) => {
    const at = staged.indexOf(key);
    return at === -1 ? undefined : at + 1;
  };
}

/**
 * The variant ids of a product after an import: each variant keeps its id, a new one takes the
 * next id never given in the product, and a variant gone from both its current and staged data
 * gives its id up for good. Undefined where the ids are the positions of the staged variants, so
 * that the usual product keeps no table.
 *
 * @example
 * nextVariantIds(before, { masterVariant: { key: 'b' }, variants: [{ key: 'a' }] }, current); // { byKey: { a: 1, b: 2 }, last: 2 }
 */
export function nextVariantIds(before: Pick<StoredResource, 'content' | 'current' | 'variantIds'> | undefined, staged: unknown, current: unknown): VariantIds | undefined {
  // A new product starts with its current data its staged data (ownImport): its ids are its positions.
  if (before === undefined) return undefined;
  const idOf = variantIdOf(before);
  let last = before.variantIds?.last ?? keysOf(before.content).length;
  // No prototype: a variant key such as `__proto__` is a key like any other.
  const byKey = Object.create(null) as Record<string, number>;
  const stagedKeys = keysOf(staged);
  for (const key of [...stagedKeys, ...keysOf(current)]) {
    if (byKey[key] !== undefined) continue;
    byKey[key] = idOf(key) ?? (last += 1);
  }
  // Where the staged variants hold ids 1 to n and no id above n was ever given, a variant only the
  // current data has would hold one above n: the ids are the positions.
  const positional = last === stagedKeys.length && stagedKeys.every((key, index) => byKey[key] === index + 1);
  return positional ? undefined : { byKey, last };
}
