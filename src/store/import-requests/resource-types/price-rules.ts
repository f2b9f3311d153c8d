import type { ErrorObject } from '../../../errors/error-response.js';
import { customFieldErrors } from '../../import-rules/custom-fields.js';
import { importedPriceErrors } from '../../import-rules/embedded-prices.js';
import { validityErrors } from '../../import-rules/price-scope.js';
import { placedVariants, type ProductContent, type VariantContent } from '../../import-rules/product-content.js';
import { changedProduct, reachesCurrent } from '../../import-rules/product-state.js';
import { nextProductState } from '../../import-rules/product-part-ids.js';
import { resourceRules, type ContentWrite, type ProjectView } from '../../import-rules/resource-rules.js';
import { variantIdOf } from '../../import-rules/variant-ids.js';
import { partNumber, priceList } from '../../import-rules/part-ids.js';
import type { ItemOf } from '../import-resource-kind.js';
import type { price } from './price.js';

type PriceImport = ItemOf<typeof price>;

/** The variant with the price in its prices: the price of the same key replaced, or the price added. */
function withPrice(variant: VariantContent, item: PriceImport): VariantContent {
  const { publish: _publish, staged: _staged, product: _product, productVariant: _productVariant, ...embedded } = item;
  const prices = variant.prices ?? [];
  const at = prices.findIndex((candidate) => candidate.key === item.key);
  return { ...variant, prices: at === -1 ? [...prices, embedded] : prices.map((candidate, index) => (index === at ? embedded : candidate)) };
}

/** The product's data with the price in its variant of that key; undefined where the data lacks the variant. */
function pricedData(data: ProductContent, item: PriceImport): ProductContent | undefined {
  const variantKey = item.productVariant.key;
  if (!placedVariants(data).some(({ variant }) => variant.key === variantKey)) return undefined;
  if (data.masterVariant?.key === variantKey) return { ...data, masterVariant: withPrice(data.masterVariant, item) };
  return { ...data, variants: (data.variants ?? []).map((variant) => (variant.key === variantKey ? withPrice(variant, item) : variant)) };
}

/**
 * The price's clash with the other prices of its variant, where the product's content is known
 * and holds the variant: the platform keeps each scope once per variant, validity included.
 */
function scopeErrors(project: ProjectView, item: PriceImport): ErrorObject[] {
  const stored = project.get('product', item.product.key);
  if (stored?.content === undefined) return [];
  const variant = placedVariants(stored.content as ProductContent).find((placed) => placed.variant.key === item.productVariant.key)?.variant;
  if (variant === undefined) return [];
  // The conflicting price shows with the variant's id, as the product's representation shows it.
  const variantId = variantIdOf(stored)(variant.key) ?? 0;
  const numberOf = (priceKey: string, position: number) => partNumber(stored.partIds, priceList(variant.key), priceKey, position);
  return importedPriceErrors(project, { serial: stored.serial, variantId, numberOf, prices: variant.prices ?? [] }, item);
}

/**
 * The price rules: custom fields follow their Type (one for `product-price`), validFrom is at
 * least 1 ms before validUntil, and the price's scope is its own among its variant's other prices.
 * The price joins its variant's prices in the product (replacing the price of its key), in the
 * staged data, and in the current data too with `staged: false`, as the platform's product then
 * shows it; it never publishes the product (release note 2024-08-01). The product's version rises
 * with the change; a product known by its identity alone keeps only the price itself.
 *
 * @example
 * priceRules.plan(item, project);
 */
export const priceRules = resourceRules<PriceImport>({
  plan(item, project) {
    const productKey = item.product.key;
    // The price import's own record is its target; the price the product shows has the id its key keeps in the variant (product-part-ids.ts).
    const writes: ContentWrite[] = [];
    const stored = project.get('product', productKey);
    if (stored?.content !== undefined) {
      // A price's deprecated publish defaults to false (`EmbeddedPriceImport.publish`), which is no reach of its own.
      const next = changedProduct(stored, (data) => pricedData(data, item), reachesCurrent({ staged: item.staged, publish: item.publish || undefined }));
      const { state, partIds } = nextProductState(stored, next);
      writes.push({ identity: { typeId: 'product', key: productKey }, content: next.staged, product: state, ...(partIds === undefined ? {} : { partIds }) });
    }
    const errors = [...customFieldErrors(item.custom, 'product-price', project, 'custom'), ...validityErrors(item, 'validUntil'), ...scopeErrors(project, item)];
    return { errors, writes, claims: [], versioned: { typeId: 'product', key: productKey } };
  },
});
