import type { ErrorObject } from '../../../errors/error-response.js';
import { requiredAttributeRemoved } from '../../../errors/import-processing-errors.js';
import { attributeErrors, type ImportAttribute } from '../../import-rules/attribute-values.js';
import { definitionsFor, placedVariants, productOfVariant, productPlan, withVariantList, type ProductContent, type VariantContent } from '../../import-rules/product-content.js';
import { changedProduct, reachesCurrent } from '../../import-rules/product-state.js';
import { resourceRules } from '../../import-rules/resource-rules.js';
import type { ItemOf } from '../import-resource-kind.js';
import type { productVariantPatch } from './product-variant-patch.js';

type Patch = ItemOf<typeof productVariantPatch>;
type Changes = NonNullable<Patch['attributes']>;
type PatchAttribute = NonNullable<Changes[string]>;

/** A localized text without the locales a patch sets to null. */
function withoutNulls(value: Readonly<Record<string, string | null>>): Record<string, string> {
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => entry[1] !== null));
}

/**
 * An attribute as a patch sets it. Localized texts (and sets of them) replace the whole value:
 * the locales a patch leaves out are deleted, and one set to null is deleted too
 * (`ProductVariantPatch.attributes`).
 */
function patched(name: string, change: PatchAttribute): ImportAttribute {
  if (change.type === 'ltext') return { name, type: 'ltext', value: withoutNulls(change.value) };
  if (change.type === 'ltext-set') return { name, type: 'ltext-set', value: change.value.map(withoutNulls) };
  return { ...change, name } as ImportAttribute;
}

function applyPatch(variant: VariantContent, changes: Changes): VariantContent {
  // Stryker disable next-line ArrayDeclaration,StringLiteral: a stray or nameless attribute is one no rule finds by name (nameless ones are stored only unchecked)
  const attributes = new Map((variant.attributes ?? []).map((attribute) => [attribute.name ?? '', attribute]));
  for (const [name, change] of Object.entries(changes)) {
    if (change === null) attributes.delete(name);
    else attributes.set(name, patched(name, change));
  }
  return { ...variant, attributes: [...attributes.values()] };
}

/** The product's data with the patch applied to its variant of that key; undefined where the data lacks the variant. */
function patchedData(data: ProductContent, variantKey: string, changes: Changes): ProductContent | undefined {
  const variants = placedVariants(data).map(({ variant }) => variant);
  if (!variants.some((variant) => variant.key === variantKey)) return undefined;
  return withVariantList(
    data,
    variants.map((variant) => (variant.key === variantKey ? applyPatch(variant, changes) : variant)),
  );
}

/**
 * Product variant patches: each attribute set follows the product type, a required one may not be
 * removed (`InvalidOperation`), and the constraints across the product's variants hold afterwards.
 * Only the attributes the patch names change, in the staged data, and in the current data too with
 * `staged: false`. The product's version rises with the change.
 *
 * @example
 * productVariantPatchRules.plan({ productVariant: { typeId: 'product-variant', key: 'shirt-red' }, attributes: { color: null } }, project);
 */
export const productVariantPatchRules = resourceRules<Patch>({
  plan(item, project) {
    const productKey = productOfVariant(project, item.productVariant.key);
    // A variant known by its identity alone has no product the mock knows of: the patch changes nothing it can see.
    // Stryker disable next-line ConditionalExpression: no product has an undefined key, so the plan below finds none either
    if (productKey === undefined) return { errors: [], writes: [], claims: [] };
    // A patch that changes nothing reports its product's version, and raises none.
    const none = { errors: [], writes: [], claims: [], versioned: { typeId: 'product', key: productKey } };
    const stored = project.get('product', productKey);
    const product = stored?.content as ProductContent | undefined;
    if (!stored || !product || !item.attributes) return none;
    const definitions = definitionsFor(project, product.productType.key);
    const changes = item.attributes;
    const errors: ErrorObject[] = [];
    if (definitions) {
      const set = Object.entries(changes).flatMap(([name, change]) => (change === null ? [] : [{ ...change, name } as ImportAttribute]));
      errors.push(...attributeErrors(set, definitions, 'attributes', 'Variant'));
      for (const [name, change] of Object.entries(changes)) {
        if (change === null && definitions.get(name)?.isRequired === true) errors.push(requiredAttributeRemoved(name));
      }
    }
    const next = changedProduct(stored, (data) => patchedData(data, item.productVariant.key, changes), reachesCurrent(item));
    return { ...productPlan(project, productKey, next, stored, errors), versioned: { typeId: 'product', key: productKey } };
  },
});
