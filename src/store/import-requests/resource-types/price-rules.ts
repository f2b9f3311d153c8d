import type { ErrorObject } from '../../../errors/error-response.js';
import { customFieldErrors } from '../../import-rules/custom-fields.js';
import { importedPriceErrors } from '../../import-rules/embedded-prices.js';
import { validityErrors } from '../../import-rules/price-scope.js';
import { placedVariants, type ProductContent, type VariantContent } from '../../import-rules/product-content.js';
import { resourceRules, type ContentWrite, type ProjectView } from '../../import-rules/resource-rules.js';
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

/**
 * The price's clash with the other prices of its variant, where the product's content is known
 * and holds the variant: the platform keeps each scope once per variant, validity included.
 */
function scopeErrors(project: ProjectView, item: PriceImport): ErrorObject[] {
  const stored = project.get('product', item.product.key);
  if (stored?.content === undefined) return [];
  const placed = placedVariants(stored.content as ProductContent);
  const index = placed.findIndex(({ variant }) => variant.key === item.productVariant.key);
  const variant = placed[index]?.variant;
  if (variant === undefined) return [];
  // Variant ids count from 1 for the master variant, as the product's representation counts them.
  return importedPriceErrors(project, { serial: stored.serial, variantId: index + 1, prices: variant.prices ?? [] }, item);
}

/**
 * The price rules: custom fields follow their Type (one for `product-price`), validFrom is at
 * least 1 ms before validUntil, and the price's scope is its own among its variant's other prices.
 * The price joins its variant's prices in the product (replacing the price of its key), as the
 * platform's product then shows it; a product known by its identity alone keeps only the price itself.
 *
 * @example
 * priceRules.plan(item, project);
 */
export const priceRules = resourceRules<PriceImport>({
  plan(item, project) {
    const writes: ContentWrite[] = [{ identity: { typeId: 'price', key: item.key }, content: item }];
    const product = project.get('product', item.product.key)?.content as ProductContent | undefined;
    const variantKey = item.productVariant.key;
    if (product?.masterVariant?.key === variantKey) {
      writes.push({ identity: { typeId: 'product', key: item.product.key }, content: { ...product, masterVariant: withPrice(product.masterVariant, item) } });
    } else if (product?.variants?.some((variant) => variant.key === variantKey)) {
      const variants = product.variants.map((variant) => (variant.key === variantKey ? withPrice(variant, item) : variant));
      writes.push({ identity: { typeId: 'product', key: item.product.key }, content: { ...product, variants } });
    }
    const errors = [...customFieldErrors(item.custom, 'product-price', project, 'custom'), ...validityErrors(item, 'validUntil'), ...scopeErrors(project, item)];
    return { errors, writes, claims: [] };
  },
});
