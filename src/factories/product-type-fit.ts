import { dequal } from 'dequal';
import { deepMerge, type Overrides } from './deep-merge.js';
import type { FactoryContext } from './factory-context.js';
import { attributeCapacity, attributeValueOf, randomSeed, type ValueSeed } from './fitting-values.js';
import { givenPresence } from './given-presence.js';
import { generateProductDraftImport, generateProductImport, generateProductVariantImport, generateProductVariantPatch, generateVariantImport } from './import-catalog-generators.js';
import type {
  Attribute,
  AttributeDefinition,
  ProductDraftImport,
  ProductImport,
  ProductTypeImport,
  ProductVariantDraftImport,
  ProductVariantImport,
  ProductVariantPatch,
  VariantImport,
} from './import-resource-types.js';

// Products whose attributes their product type defines: every required attribute on every variant,
// enum values among the definition's keys, Unique values and CombinationUnique combinations in one
// variant of the product only, SameForAll values the master variant's. Optional `reference`
// attributes are left out (they would name resources a test must declare), and so are `nested` ones,
// which the Import API has no kind for.

/** A product type as the fitting builders read it: its key and its attribute definitions. */
export type ProductTypeOfProducts = Pick<ProductTypeImport, 'key' | 'attributes'>;

/** A product as the variant builders read it: its key and its variants, the master variant first. */
export type ProductOfVariants = Pick<ProductDraftImport, 'key' | 'masterVariant' | 'variants'>;

/** What the builders read of a variant: its key and attributes. */
export interface VariantAttributes {
  readonly key: string;
  readonly attributes?: readonly Attribute[];
}

const OPTIONAL_CHANCE = 0.6;
// Enough tries to find a new combination among the handful of variants a product has.
const COMBINATION_TRIES = 64;

/**
 * A definition's constraint, `None` when it gives none.
 *
 * @example
 * constraintOf({ name: 'ean', type: { name: 'text' }, label: { en: 'EAN' }, isRequired: false }); // 'None'
 */
export const constraintOf = (definition: AttributeDefinition) => definition.attributeConstraint ?? 'None';

/**
 * Whether variants hold the definition's attribute (level `Variant`, the default) rather than the product.
 *
 * @example
 * isVariantLevel({ name: 'care', type: { name: 'ltext' }, label: { en: 'Care' }, isRequired: false, level: 'Product' }); // false
 */
export const isVariantLevel = (definition: AttributeDefinition) => (definition.level ?? 'Variant') === 'Variant';

/**
 * The variant's attribute of that name, if it has one.
 *
 * @example
 * attributeNamed(draft.masterVariant, 'size'); // { name: 'size', type: 'enum', value: 'm' }
 */
export const attributeNamed = (variant: VariantAttributes | undefined, name: string) => variant?.attributes?.find((attribute) => attribute.name === name);

/**
 * The product's variants, the master variant first.
 *
 * @example
 * variantsOf(draft).map(({ key }) => key); // ['shirt-1-1', 'shirt-1-2']
 */
export function variantsOf(product: Pick<ProductDraftImport, 'masterVariant' | 'variants'>): ProductVariantDraftImport[] {
  return [...(product.masterVariant ? [product.masterVariant] : []), ...(product.variants ?? [])];
}

/** Whether a value of the definition can be built: a `reference` only when required. */
function buildable(definition: AttributeDefinition): boolean {
  const element = definition.type.name === 'set' ? definition.type.elementType : definition.type;
  return attributeCapacity(definition.type) > 0 && (element.name !== 'reference' || definition.isRequired);
}

function named(definition: AttributeDefinition, attribute: Attribute): Attribute {
  return { name: definition.name, ...attribute };
}

/**
 * A value of the definition, or undefined when none can be built.
 *
 * @example
 * valueFor(definition, randomSeed(context));
 */
export function valueFor(definition: AttributeDefinition, seed: ValueSeed): Attribute | undefined {
  const value = attributeValueOf(definition.type, seed);
  return value && named(definition, value);
}

/**
 * A value of the definition that none of `taken` holds, counting on from the instance's counter of
 * the attribute; undefined when every value the definition has is taken.
 *
 * @example
 * distinctValue(context, sizeDefinition, ['s', 'm']); // { name: 'size', type: 'enum', value: 'l' }
 */
export function distinctValue(context: FactoryContext, definition: AttributeDefinition, taken: readonly unknown[]): Attribute | undefined {
  const word = context.faker.commerce.productMaterial();
  const tries = Math.min(attributeCapacity(definition.type), COMBINATION_TRIES);
  for (let attempt = 0; attempt < tries; attempt += 1) {
    const value = valueFor(definition, { n: context.next(`attribute:${definition.name}`), word, distinct: true });
    if (value && !taken.some((other) => dequal(other, value.value))) return value;
  }
  return undefined;
}

function cannotFit(productType: ProductTypeOfProducts, definition: AttributeDefinition): never {
  throw new TypeError(
    `commercetools-msw/factories: the product type '${productType.key}' requires the attribute '${definition.name}' (${definition.type.name}), which no import can give a value.`,
  );
}

/**
 * Attributes for one more variant of a product whose variants so far are `previous` (the master
 * variant first), following the definitions; undefined when a required Unique or CombinationUnique
 * attribute has no value left that the earlier variants do not hold.
 *
 * @example
 * fittingAttributes(context, productType, definitions, []); // the master variant's attributes
 */
export function fittingAttributes(
  context: FactoryContext,
  productType: ProductTypeOfProducts,
  definitions: readonly AttributeDefinition[],
  previous: readonly VariantAttributes[],
): Attribute[] | undefined {
  const chosen = new Map<string, Attribute>();
  const [master] = previous;
  for (const definition of definitions) {
    const present = definition.isRequired || context.chance(OPTIONAL_CHANCE);
    if (!buildable(definition)) {
      if (definition.isRequired) cannotFit(productType, definition);
      continue;
    }
    const constraint = constraintOf(definition);
    if (constraint === 'CombinationUnique') continue;
    if (constraint === 'SameForAll' && master) {
      const value = attributeNamed(master, definition.name);
      if (value) chosen.set(definition.name, { ...value });
      continue;
    }
    if (!present) continue;
    if (constraint === 'Unique') {
      const taken = previous.flatMap((variant) => attributeNamed(variant, definition.name) ?? []).map(({ value }) => value);
      const value = distinctValue(context, definition, taken);
      if (value) chosen.set(definition.name, value);
      else if (definition.isRequired) return undefined;
      continue;
    }
    const value = valueFor(definition, randomSeed(context));
    if (value) chosen.set(definition.name, value);
  }
  const combination = definitions.filter((definition) => constraintOf(definition) === 'CombinationUnique' && buildable(definition));
  if (combination.length > 0 && !placeCombination(context, combination, previous, chosen)) return undefined;
  return definitions.flatMap((definition) => chosen.get(definition.name) ?? []);
}

/**
 * The CombinationUnique attributes of a new variant: a combination no earlier variant has, as the
 * platform compares them (absent attributes count; a variant without any has no combination).
 * The optional ones the coins leave out come in too when that leaves no new combination. False
 * when a required one leaves none at all.
 */
function placeCombination(
  context: FactoryContext,
  combination: readonly AttributeDefinition[],
  previous: readonly VariantAttributes[],
  chosen: Map<string, Attribute>,
): boolean {
  const present = combination.filter((definition) => definition.isRequired || context.chance(OPTIONAL_CHANCE));
  const combinationOf = (attributes: readonly Attribute[]) => combination.map((definition) => attributes.find((attribute) => attribute.name === definition.name)?.value);
  const earlier = previous
    .filter((variant) => combination.some((definition) => attributeNamed(variant, definition.name)))
    .map((variant) => combinationOf(variant.attributes ?? []));
  const word = context.faker.commerce.productMaterial();
  const bases = new Map(combination.map((definition) => [definition.name, context.next(`attribute:${definition.name}`)]));
  // Counts through the combinations as digits, one per attribute, so that every one is tried
  // (up to a limit), not just those whose values step on together.
  const firstNew = (definitions: readonly AttributeDefinition[]): Attribute[] | undefined => {
    const radices = definitions.map((definition) => Math.min(attributeCapacity(definition.type), COMBINATION_TRIES));
    const count = Math.min(
      radices.reduce((product, radix) => product * radix, 1),
      COMBINATION_TRIES,
    );
    for (let attempt = 0; attempt < count; attempt += 1) {
      let rest = attempt;
      const values = definitions.flatMap((definition, index) => {
        const radix = radices[index] ?? 1;
        const digit = rest % radix;
        rest = Math.floor(rest / radix);
        return valueFor(definition, { n: (bases.get(definition.name) ?? 0) + digit, word, distinct: true }) ?? [];
      });
      if (!earlier.some((other) => dequal(other, combinationOf(values)))) return values;
    }
    return undefined;
  };
  if (present.length === 0) return true;
  const values = firstNew(present) ?? (present.length < combination.length ? firstNew(combination) : undefined);
  if (!values) return !present.some((definition) => definition.isRequired);
  for (const value of values) chosen.set(value.name ?? '', value);
  return true;
}

const variantDefinitions = (productType: ProductTypeOfProducts) => (productType.attributes ?? []).filter(isVariantLevel);
const productDefinitions = (productType: ProductTypeOfProducts) => (productType.attributes ?? []).filter((definition) => !isVariantLevel(definition));
const withAttributes = <Item extends object>(item: Item, attributes: readonly Attribute[]) =>
  attributes.length > 0 ? { ...item, attributes: [...attributes] } : item;

/**
 * A product draft of the product type: its `Product`-level attributes on the product, the others on
 * each variant. A variant whose required Unique or CombinationUnique attribute has no value left
 * that earlier variants do not hold is not built, so a product may have fewer variants than usual.
 *
 * @example
 * fittingProductDraft(context, shirt, { key: 'tee' });
 */
export function fittingProductDraft(context: FactoryContext, productType: ProductTypeOfProducts, overrides?: Overrides<ProductDraftImport>): ProductDraftImport {
  const { masterVariant, variants, ...fields } = generateProductDraftImport(context);
  const productAttributes = fittingAttributes(context, productType, productDefinitions(productType), []) ?? [];
  const built: ProductVariantDraftImport[] = [];
  for (const variant of variantsOf({ masterVariant, variants })) {
    const attributes = fittingAttributes(context, productType, variantDefinitions(productType), built);
    if (!attributes) break;
    built.push(withAttributes(variant, attributes));
  }
  const [master, ...rest] = built;
  const draft: ProductDraftImport = {
    ...withAttributes({ ...fields, productType: { typeId: 'product-type', key: productType.key } }, productAttributes),
    ...(master ? { masterVariant: master } : {}),
    ...(rest.length > 0 ? { variants: rest } : {}),
  };
  return deepMerge(draft, overrides);
}

/**
 * A product (without variants) of the product type, with its `Product`-level attributes.
 *
 * @example
 * fittingProduct(context, shirt);
 */
export function fittingProduct(context: FactoryContext, productType: ProductTypeOfProducts, overrides?: Overrides<ProductImport>): ProductImport {
  const product = generateProductImport(context);
  const attributes = fittingAttributes(context, productType, productDefinitions(productType), []) ?? [];
  return deepMerge(withAttributes({ ...product, productType: { typeId: 'product-type', key: productType.key } }, attributes), overrides);
}

/**
 * Attributes for a new variant of the product, or a TypeError when a required Unique or
 * CombinationUnique attribute has no value left.
 */
function newVariantAttributes(context: FactoryContext, productType: ProductTypeOfProducts, product: ProductOfVariants): Attribute[] {
  const attributes = fittingAttributes(context, productType, variantDefinitions(productType), variantsOf(product));
  if (attributes) return attributes;
  throw new TypeError(`commercetools-msw/factories: the variants of '${product.key}' hold every value of a required Unique or CombinationUnique attribute of '${productType.key}'.`);
}

/**
 * A new variant of the product, fitting its product type, never its master variant.
 *
 * @example
 * fittingProductVariant(context, shirt, draft);
 */
export function fittingProductVariant(
  context: FactoryContext,
  productType: ProductTypeOfProducts,
  product: ProductOfVariants,
  overrides?: Overrides<ProductVariantImport>,
): ProductVariantImport {
  const variant = generateProductVariantImport(context);
  const attributes = newVariantAttributes(context, productType, product);
  return deepMerge(withAttributes({ ...variant, product: { typeId: 'product', key: product.key } }, attributes), overrides);
}

/**
 * As `fittingProductVariant`, for `variant` requests.
 *
 * @example
 * fittingVariant(context, shirt, draft);
 */
export function fittingVariant(context: FactoryContext, productType: ProductTypeOfProducts, product: ProductOfVariants, overrides?: Overrides<VariantImport>): VariantImport {
  const variant = generateVariantImport(context);
  const attributes = newVariantAttributes(context, productType, product);
  return deepMerge(withAttributes({ ...variant, product: { typeId: 'product', key: product.key } }, attributes), overrides);
}

/**
 * A patch of one variant of the product (the master variant unless the overrides name another)
 * that sets one or two of its attributes without a constraint; `{}` when the product type has none.
 * Unique, CombinationUnique and SameForAll attributes are left alone, since a patch of one variant
 * cannot see what the others hold.
 *
 * @example
 * fittingProductVariantPatch(context, shirt, draft, { productVariant: { key: 'tee-2' } });
 */
export function fittingProductVariantPatch(
  context: FactoryContext,
  productType: ProductTypeOfProducts,
  product: ProductOfVariants,
  overrides?: Overrides<ProductVariantPatch>,
): ProductVariantPatch {
  const { productVariant: _productVariant, attributes: _attributes, ...patch } = generateProductVariantPatch(context);
  const free = variantDefinitions(productType).filter((definition) => {
    const element = definition.type.name === 'set' ? definition.type.elementType : definition.type;
    return constraintOf(definition) === 'None' && element.name !== 'reference' && buildable(definition);
  });
  const attributes: Record<string, Attribute> = {};
  for (const definition of context.pickSome(free, 1, 2)) {
    attributes[definition.name] = attributeValueOf(definition.type, randomSeed(context)) ?? cannotFit(productType, definition);
  }
  const target = variantsOf(product)[0]?.key ?? `${product.key}-1`;
  const built: ProductVariantPatch = {
    productVariant: { typeId: 'product-variant', key: target },
    attributes: givenPresence(overrides, 'attributes') ? {} : attributes,
    ...patch,
  };
  return deepMerge(built, overrides);
}
