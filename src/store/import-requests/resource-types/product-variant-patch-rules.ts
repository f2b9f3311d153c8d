import type { ErrorObject } from '../../../errors/error-response.js';
import { requiredField } from '../../../errors/import-processing-errors.js';
import { attributeErrors, type ImportAttribute } from '../../import-rules/attribute-values.js';
import { definitionsFor, placedVariants, productOfVariant, productPlan, type ProductContent, type VariantContent } from '../../import-rules/product-content.js';
import { resourceRules } from '../../import-rules/resource-rules.js';
import type { ItemOf } from '../import-resource-kind.js';
import type { productVariantPatch } from './product-variant-patch.js';

type Patch = ItemOf<typeof productVariantPatch>;
type PatchAttribute = NonNullable<NonNullable<Patch['attributes']>[string]>;

// A localized text patched with some locales set to null keeps the locales it does not name.
function patched(name: string, change: PatchAttribute, before: ImportAttribute | undefined): ImportAttribute {
  if (change.type !== 'ltext') return { ...change, name } as ImportAttribute;
  const kept = before?.type === 'ltext' ? before.value : {};
  const value = Object.fromEntries(Object.entries({ ...kept, ...change.value }).filter((entry): entry is [string, string] => entry[1] !== null));
  return { name, type: 'ltext', value };
}

function applyPatch(variant: VariantContent, changes: NonNullable<Patch['attributes']>): VariantContent {
  // Stryker disable next-line ArrayDeclaration,StringLiteral: a stray or nameless attribute is one no rule finds by name (nameless ones are stored only unchecked)
  const attributes = new Map((variant.attributes ?? []).map((attribute) => [attribute.name ?? '', attribute]));
  for (const [name, change] of Object.entries(changes)) {
    if (change === null) attributes.delete(name);
    else attributes.set(name, patched(name, change, attributes.get(name)));
  }
  return { ...variant, attributes: [...attributes.values()] };
}

/**
 * Product variant patches: each attribute set follows the product type, a required one may not be
 * removed, and the constraints across the product's variants hold afterwards. Only the attributes
 * the patch names change.
 *
 * @example
 * productVariantPatchRules.plan({ productVariant: { typeId: 'product-variant', key: 'shirt-red' }, attributes: { color: null } }, project);
 */
export const productVariantPatchRules = resourceRules<Patch>({
  plan(item, project) {
    const none = { errors: [], writes: [], claims: [] };
    const productKey = productOfVariant(project, item.productVariant.key);
    // Stryker disable next-line ConditionalExpression: no product has an undefined key, as the next lines find
    if (productKey === undefined) return none;
    const product = project.get('product', productKey)?.content as ProductContent | undefined;
    if (!product || !item.attributes) return none;
    const definitions = definitionsFor(project, product.productType.key);
    const changes = item.attributes;
    const errors: ErrorObject[] = [];
    if (definitions) {
      const set = Object.entries(changes).flatMap(([name, change]) => (change === null ? [] : [{ ...change, name } as ImportAttribute]));
      errors.push(...attributeErrors(set, definitions, 'attributes'));
      for (const [name, change] of Object.entries(changes)) {
        if (change === null && definitions.get(name)?.isRequired === true) errors.push(requiredField(`attributes.${name}`));
      }
    }
    const variants = placedVariants(product).map(({ variant }) => (variant.key === item.productVariant.key ? applyPatch(variant, changes) : variant));
    const [masterVariant, ...rest] = variants;
    return productPlan(project, productKey, { ...product, masterVariant, variants: rest }, product, errors);
  },
});
