import { newMasterVariantAdditionNotAllowed } from '../../errors/import-processing-errors.js';
import { bareVariantPlan, definitionsFor, placedVariants, productPlan, variantErrors, withVariantList, type ProductContent, type VariantContent } from './product-content.js';
import { changedProduct } from './product-state.js';
import type { ImportPlan, ProjectView } from './resource-rules.js';

/** A variant as a product variant or variant import gives it, with the master flag where it has one. */
export interface IncomingVariant {
  readonly productKey: string;
  readonly variant: VariantContent;
  readonly isMasterVariant?: boolean;
  /** Whether the change reaches the product's current data too (`staged: false`). */
  readonly toCurrent: boolean;
}

/**
 * A product's data with a variant in it: replacing the variant of its key (whose prices it keeps,
 * as prices come by price imports), made the master variant where `isMasterVariant` says so, or
 * added after the others (as the master variant of a product without one).
 */
function withVariant(data: ProductContent, variant: VariantContent, isMasterVariant: boolean | undefined): ProductContent {
  const variants = placedVariants(data).map((placed) => placed.variant);
  const at = variants.findIndex((candidate) => candidate.key === variant.key);
  const kept = variants[at]?.prices;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: no rule reads a stored variant's prices (only variants of one key are compared with theirs)
  const merged = kept === undefined ? variant : { ...variant, prices: kept };
  const replaced = variants.map((candidate, index) => (index === at ? merged : candidate));
  return withVariantList(data, at === -1 ? [...variants, merged] : isMasterVariant === true ? [merged, ...replaced.filter((_, index) => index !== at)] : replaced);
}

/**
 * The plan of a product variant or variant import: the variant replaces the product's variant of
 * its key, or joins the product, in its staged data and, where the import reaches it, its current
 * data. A new variant may not be made the master variant of a product that has one
 * (NewMasterVariantAdditionNotAllowed); an existing one may. Its attributes are checked where they
 * sit in the import (`attributes.color`). The product's version rises with the change.
 *
 * @example
 * variantImportPlan(project, { productKey: item.product.key, variant, isMasterVariant: item.isMasterVariant, toCurrent: reachesCurrent(item) });
 */
export function variantImportPlan(project: ProjectView, incoming: IncomingVariant): ImportPlan {
  const { productKey, variant, isMasterVariant, toCurrent } = incoming;
  const stored = project.get('product', productKey);
  const previous = stored?.content as ProductContent | undefined;
  // A product known by its identity alone has no product type to check attributes against, but
  // the custom fields of the variant's assets follow their Types all the same.
  // Stryker disable next-line BooleanLiteral: without definitions no attribute is required
  if (!stored || !previous) return bareVariantPlan(project, productKey, variant, variantErrors([{ variant, path: '' }], undefined, project, true));
  const own = variantErrors([{ variant, path: '' }], definitionsFor(project, previous.productType.key), project, true);
  const isNew = !placedVariants(previous).some((placed) => placed.variant.key === variant.key);
  if (isNew && isMasterVariant === true && previous.masterVariant !== undefined) {
    return { errors: [...own, newMasterVariantAdditionNotAllowed()], writes: [], claims: [] };
  }
  // The current data gains a variant it lacks only where the import reaches it, like any change.
  const next = changedProduct(stored, (data) => withVariant(data, variant, isMasterVariant), toCurrent);
  return { ...productPlan(project, productKey, next, stored, own), versioned: { typeId: 'product', key: productKey } };
}

