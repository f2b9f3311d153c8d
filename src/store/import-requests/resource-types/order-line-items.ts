import type { ErrorObject } from '../../../errors/error-response.js';
import { invalidValue, requiredField } from '../../../errors/import-processing-errors.js';
import type { StoredResource } from '../../import-rules/resource-rules.js';
import type { OrderImportItem } from './order-content.js';

/** One line item of an order import. */
export type LineItemImportItem = NonNullable<OrderImportItem['lineItems']>[number];

/** What finding a line item's variant reads: the Project's resources, and the variant holding a SKU. */
export interface VariantLookup {
  get(typeId: string, key: string): StoredResource | undefined;
  holder(index: 'variant-sku', value: string): string | undefined;
}

/** The product that has a variant key, as the variant's pointer says; undefined where the Project knows no content of it. */
function productOf(lookup: VariantLookup, variantKey: string): string | undefined {
  return (lookup.get('product-variant', variantKey)?.content as { readonly product?: string } | undefined)?.product;
}

/** The product and variant, by their keys, that a line item sells, as far as the Project knows them. */
export interface LineItemTarget {
  readonly product: string | undefined;
  readonly variant: string | undefined;
}

/**
 * The product and variant a line item sells: the variant by its `productVariant` key, else by its
 * SKU; the product as the line item names it, else as the variant's product.
 *
 * @example
 * lineItemTarget(project, { name: { en: 'Oxford' }, variant: { sku: 'OX-M' }, price, quantity: 1 }); // { product: 'oxford', variant: 'oxford-m' }
 */
export function lineItemTarget(lookup: VariantLookup, item: LineItemImportItem): LineItemTarget {
  const { productVariant, sku } = item.variant;
  // Stryker disable next-line ConditionalExpression: a shortcut; no variant holds no SKU
  const variant = productVariant?.key ?? (sku === undefined ? undefined : lookup.holder('variant-sku', sku));
  // Stryker disable next-line ConditionalExpression: a shortcut; no variant is no product's
  return { product: item.product?.key ?? (variant === undefined ? undefined : productOf(lookup, variant)), variant };
}

/**
 * A line item names a variant that exists (`LineItemImportDraft`: "Products and Product Variants
 * referenced by a line item must already exist"), by its key or by its SKU
 * (`ProductVariantImportDraft`: `id` or `sku` is required), and of the product it names. A variant
 * named by key waits `unresolved` while it is missing, as every KeyReference does; what only its
 * content tells (its SKU, its product) is checked where the Project knows that content.
 */
function variantErrors(lookup: VariantLookup, item: LineItemImportItem, path: string): ErrorObject[] {
  const { product } = item;
  const { productVariant, sku } = item.variant;
  if (productVariant !== undefined) {
    const owner = productOf(lookup, productVariant.key);
    if (owner === undefined) return [];
    return [
      ...(product !== undefined && owner !== product.key ? [invalidValue(`${path}.productVariant`, productVariant)] : []),
      ...(sku !== undefined && lookup.holder('variant-sku', sku) !== productVariant.key ? [invalidValue(`${path}.sku`, sku)] : []),
    ];
  }
  if (sku === undefined) return [requiredField(`${path}.sku`)];
  // A product the Project knows by its identity alone may hold any SKU.
  if (product !== undefined && lookup.get('product', product.key)?.content === undefined) return [];
  const holder = lookup.holder('variant-sku', sku);
  if (holder === undefined) return [invalidValue(`${path}.sku`, sku)];
  return product !== undefined && productOf(lookup, holder) !== product.key ? [invalidValue(`${path}.sku`, sku)] : [];
}

/**
 * The errors of an order's line items whose variant the Project lacks or another product has.
 *
 * @example
 * lineItemErrors(project, order.lineItems); // [InvalidField 'lineItems.0.variant.sku']
 */
export function lineItemErrors(lookup: VariantLookup, lineItems: readonly LineItemImportItem[] | undefined): ErrorObject[] {
  return (lineItems ?? []).flatMap((item, position) => variantErrors(lookup, item, `lineItems.${position}.variant`));
}
