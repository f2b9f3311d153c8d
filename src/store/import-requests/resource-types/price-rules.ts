import { customFieldErrors } from '../../import-rules/custom-fields.js';
import { placedVariants, type ProductContent, type VariantContent } from '../../import-rules/product-content.js';
import { changedProduct, reachOf } from '../../import-rules/product-state.js';
import { resourceRules, type ContentWrite } from '../../import-rules/resource-rules.js';
import { nextVariantIds } from '../../import-rules/variant-ids.js';
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
 * The price rules: custom fields follow their Type (one for `product-price`). The price joins its
 * variant's prices in the product (replacing the price of its key), in the staged data, and in the
 * current data too with `staged: false`, as the platform's product then shows it; it never
 * publishes the product (release note 2024-08-01). The product's version rises with the change; a
 * product known by its identity alone keeps only the price itself.
 *
 * @example
 * priceRules.plan(item, project);
 */
export const priceRules = resourceRules<PriceImport>({
  plan(item, project) {
    const productKey = item.product.key;
    const writes: ContentWrite[] = [{ identity: { typeId: 'price', key: item.key }, content: item }];
    const stored = project.get('product', productKey);
    if (stored?.content !== undefined) {
      const next = changedProduct(stored, (data) => pricedData(data, item), reachOf(item));
      const state = { current: next.current, published: next.published, variantIds: nextVariantIds(stored, next.staged, next.current) };
      writes.push({ identity: { typeId: 'product', key: productKey }, content: next.staged, product: state });
    }
    return { errors: customFieldErrors(item.custom, 'product-price', project, 'custom'), writes, claims: [], versioned: { typeId: 'product', key: productKey } };
  },
});
