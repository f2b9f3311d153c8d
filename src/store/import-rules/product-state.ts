import type { NextProduct, ProductContent } from './product-content.js';
import type { StoredResource } from './resource-rules.js';
import { nextVariantIds, variantIdOf } from './variant-ids.js';

/**
 * What a product or product draft import does to the product's current data: `publish: true`
 * publishes the new data, `false` makes it the current data unpublished (release note 2021-10-22),
 * and without it only the staged data changes; a new product starts with both the same,
 * unpublished. Only these two imports publish or unpublish (release note 2024-08-01).
 *
 * @example
 * ownImport(project.get('product', 'polo'), content, item.publish); // { staged: content, current: ..., published: ... }
 */
export function ownImport(before: StoredResource | undefined, staged: ProductContent, publish: boolean | undefined): NextProduct {
  // A product declared by its identity alone has no data to keep.
  const kept = before?.content === undefined ? undefined : before;
  if (publish !== undefined || !kept) return { staged, current: staged, published: publish ?? false };
  return { staged, current: kept.current as ProductContent, published: kept.published };
}

/**
 * Whether an embedded price, product variant or variant patch import applies its change to the
 * current data as well as the staged data (`staged: false`, release note 2024-04-24), or to the
 * staged data alone (`staged` true, the default). The deprecated `publish`, given either way, applies the change
 * to both as `staged: false` does; it never publishes an unpublished product (release note
 * 2024-08-01, and `ProductVariantImport.publish` in the RAML).
 *
 * @example
 * reachesCurrent({ staged: false }); // true
 */
export function reachesCurrent(item: { readonly staged?: boolean | undefined; readonly publish?: boolean | undefined }): boolean {
  return item.staged === false || item.publish !== undefined;
}

/**
 * A product after a change from outside its own import (a variant, a price, a patch): the change
 * applied to its staged data, and to its current data where the import reaches it (`toCurrent`). Publishing
 * stays as it was. `change` answers undefined where the data lacks what it changes (a variant
 * only the staged data has), which leaves that data as it was.
 *
 * @example
 * changedProduct(stored, (data) => withVariant(data, variant), true);
 */
export function changedProduct(before: StoredResource, change: (data: ProductContent) => ProductContent | undefined, toCurrent: boolean): NextProduct {
  const stagedBefore = before.content as ProductContent;
  const current = before.current as ProductContent;
  const staged = change(stagedBefore) ?? stagedBefore;
  if (!toCurrent) return { staged, current, published: before.published };
  // Equal current and staged data end as one object where they are stored (the engine's stored()).
  const nextCurrent = change(current) ?? current;
  return { staged, current: nextCurrent, published: before.published };
}

/**
 * The id each variant of a product has after an import leaves it as `next`: the id it keeps, or
 * the one it would be given, for errors that show the product as it would be.
 *
 * @example
 * nextVariantIdOf(stored, next)('shirt-red'); // 2
 */
export function nextVariantIdOf(before: StoredResource | undefined, next: NextProduct): (key: string) => number {
  // Worked out with the first question only: most products have no price that clashes.
  let idOf: ((key: string) => number | undefined) | undefined;
  return (key) => {
    idOf ??= variantIdOf({ content: next.staged, variantIds: nextVariantIds(before, next.staged, next.current) });
    return idOf(key) ?? 0;
  };
}

