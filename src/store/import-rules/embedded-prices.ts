import type { ErrorObject } from '../../errors/error-response.js';
import { duplicatePriceKey, duplicatePriceScope, overlappingPriceValidity } from '../../errors/import-processing-errors.js';
import { embeddedPrice, type ImportPrice, type PartNumberOf } from '../representations/platform-values.js';
import type { ResourceLookup } from '../representations/read-context.js';
import type { PlacedVariant } from './product-content.js';
import { namedScope, scopeClash, shownScope, validityErrors } from './price-scope.js';
import type { ProjectView } from './resource-rules.js';

/**
 * Where a variant's prices sit: its product's serial (0 for a product the import would create),
 * the variant's id, and the number each price's id is made of, by its key and place.
 */
interface VariantPlace {
  readonly serial: number;
  readonly variantId: number;
  readonly numberOf: PartNumberOf;
}

/** A price of the variant as the product shows it, with the id it has there. */
const shownPrice = (lookup: ResourceLookup, place: VariantPlace, price: ImportPrice, position: number) =>
  embeddedPrice(lookup, { serial: place.serial, variantId: place.variantId, number: place.numberOf(price.key, position) }, price);

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
    const shown = shownPrice(lookup, place, other.price, other.position);
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
      ...(sameKey ? [duplicatePriceKey(shownPrice(lookup, place, sameKey.price, sameKey.position), price.key)] : []),
      ...scopeErrors(lookup, place, price, earlier),
    ];
  });
}

/** The ids a product would give its variants and their prices after an import: by variant key, and by variant key, price key and place. */
export interface NextIds {
  readonly variantId: (variantKey: string) => number;
  readonly priceNumber: (variantKey: string, priceKey: string, position: number) => number;
}

/**
 * The errors of the embedded prices a product draft's variants bring (`ProductVariantDraftImport.prices`):
 * within each variant, every price at least 1 ms valid and no two with the same key or scope, nor
 * with overlapping validity in one scope. A conflicting price shows as the product would after the
 * import, with the ids its variant and it would have (`ids`).
 *
 * @example
 * draftPriceErrors(project, item.key, placedVariants(item), { variantId: nextVariantIdOf(stored, next), priceNumber: nextPriceNumberOf(stored, next) });
 */
export function draftPriceErrors(project: ProjectView, productKey: string, variants: readonly PlacedVariant[], ids: NextIds): ErrorObject[] {
  const serial = project.get('product', productKey)?.serial ?? 0;
  return variants.flatMap(({ variant, path }) => {
    const prices = variant.prices ?? [];
    // Most variants have a price or none: no id is worked out for a variant whose prices cannot clash.
    if (prices.length === 0) return [];
    const place = { serial, variantId: ids.variantId(variant.key), numberOf: (priceKey: string, position: number) => ids.priceNumber(variant.key, priceKey, position) };
    return variantPriceErrors({ resources: project }, place, prices, `${path}.prices`);
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
 * importedPriceErrors(project, { serial, variantId: 1, numberOf: (key, position) => position, prices: variant.prices ?? [] }, item);
 */
export function importedPriceErrors(project: ProjectView, variant: StoredVariant, price: ImportPrice): ErrorObject[] {
  const others = variant.prices.map((other, position) => ({ price: other, position })).filter((other) => other.price.key !== price.key);
  return scopeErrors({ resources: project }, variant, price, others);
}
