import type { ErrorObject } from '../../errors/error-response.js';
import { duplicatePriceKey, duplicatePriceScope, overlappingPriceValidity } from '../../errors/import-processing-errors.js';
import { embeddedPrice, type ImportPrice } from '../representations/platform-values.js';
import type { ResourceLookup } from '../representations/read-context.js';
import type { PlacedVariant } from './product-content.js';
import { namedScope, scopeClash, shownScope, validityErrors } from './price-scope.js';
import type { ProjectView } from './resource-rules.js';

/** Where a variant's prices sit: its product's serial (0 for a product the import would create) and the variant's id. */
interface VariantPlace {
  readonly serial: number;
  readonly variantId: number;
}

/** A price of a variant with its place among the variant's prices. */
interface PlacedPrice {
  readonly price: ImportPrice;
  readonly position: number;
}

/**
 * The error of `price` against the first price of `others` it clashes with: the same scope
 * (DuplicatePriceScope) or an overlapping validity in it (OverlappingPriceValidity). The other
 * price shows as a read of the product would show it.
 */
function scopeErrors(lookup: ResourceLookup, place: VariantPlace, price: ImportPrice, others: readonly PlacedPrice[]): ErrorObject[] {
  for (const other of others) {
    const clash = scopeClash(price, other.price);
    if (clash === undefined) continue;
    const shown = embeddedPrice(lookup, { ...place, position: other.position }, other.price);
    return [
      clash === 'same'
        ? duplicatePriceScope(shown, namedScope(price))
        : overlappingPriceValidity(String(shown.id), shownScope(lookup, price), {
            conflictingValidFrom: other.price.validFrom,
            conflictingValidUntil: other.price.validUntil,
          }),
    ];
  }
  return [];
}

/**
 * The errors of the prices one variant of a product draft brings, at `path` (`masterVariant.prices`):
 * each price's validity, and each against the prices before it, by key (DuplicatePriceKey, keys
 * are unique per variant) and by scope.
 */
function variantPriceErrors(lookup: ResourceLookup, place: VariantPlace, prices: readonly ImportPrice[], path: string): ErrorObject[] {
  return prices.flatMap((price, position) => {
    const earlier = prices.slice(0, position).map((other, at) => ({ price: other, position: at }));
    const sameKey = earlier.find((other) => other.price.key === price.key);
    return [
      ...validityErrors(price, `${path}.${position}.validUntil`),
      ...(sameKey ? [duplicatePriceKey(embeddedPrice(lookup, { ...place, position: sameKey.position }, sameKey.price), price.key)] : []),
      ...scopeErrors(lookup, place, price, earlier),
    ];
  });
}

/**
 * The errors of the embedded prices a product draft's variants bring (`ProductVariantDraftImport.prices`):
 * within each variant, every price at least 1 ms valid and no two with the same key or scope, nor
 * with overlapping validity in one scope. A conflicting price shows as the product would after the
 * import, with the id its variant would have (`variantId`).
 *
 * @example
 * draftPriceErrors(project, item.key, placedVariants(item), (key) => ids(key));
 */
export function draftPriceErrors(project: ProjectView, productKey: string, variants: readonly PlacedVariant[], variantId: (key: string) => number): ErrorObject[] {
  const serial = project.get('product', productKey)?.serial ?? 0;
  return variants.flatMap(({ variant, path }) => {
    const prices = variant.prices ?? [];
    // Most variants have a price or none: no id is worked out for a variant whose prices cannot clash.
    return prices.length === 0 ? [] : variantPriceErrors({ resources: project }, { serial, variantId: variantId(variant.key) }, prices, `${path}.prices`);
  });
}

/** A variant of a stored product: where it sits, and its prices. */
export interface StoredVariant extends VariantPlace {
  readonly prices: readonly ImportPrice[];
}

/**
 * The error of a price a price import brings into a variant of a stored product, by its scope
 * against the variant's other prices (not the price of its own key, which it replaces).
 *
 * @example
 * importedPriceErrors(project, { serial, variantId: 1, prices: variant.prices ?? [] }, item);
 */
export function importedPriceErrors(project: ProjectView, variant: StoredVariant, price: ImportPrice): ErrorObject[] {
  const others = variant.prices.map((other, position) => ({ price: other, position })).filter((other) => other.price.key !== price.key);
  return scopeErrors({ resources: project }, variant, price, others);
}
