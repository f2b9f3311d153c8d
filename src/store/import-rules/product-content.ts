import { dequal } from 'dequal';
import type * as v from 'valibot';
import type { ErrorObject } from '../../errors/error-response.js';
import {
  duplicateAttributeValue,
  duplicateAttributeValues,
  duplicateField,
  duplicateVariantValues,
  invalidValue,
  tooManyVariants,
  type ErrorAttribute,
} from '../../errors/import-processing-errors.js';
import type { ResourceIdentity } from '../import-requests/resource-identity.js';
import type { productVariantDraftImport } from '../import-requests/schemas/product-variant-draft.js';
import type { productDraftImport } from '../import-requests/resource-types/product-draft.js';
import { attributeErrors, definitionsOf, missingRequired, type Definitions, type ImportAttribute } from './attribute-values.js';
import { listCustomErrors } from './custom-fields.js';
import type { Claim, ClaimSet, ContentWrite, ImportPlan, ProjectView, StoredResource } from './resource-rules.js';
import { nextProductState } from './product-part-ids.js';

/**
 * A product as the store keeps it: a product draft, its master variant and further variants in
 * order. Product, product variant and variant imports and variant patches change one.
 */
export type ProductContent = v.InferOutput<typeof productDraftImport>;
/** One variant of a stored product. */
export type VariantContent = v.InferOutput<typeof productVariantDraftImport>;

/** A product's staged and current data and whether it is published, as an import leaves them. */
export interface NextProduct {
  readonly staged: ProductContent;
  readonly current: ProductContent;
  readonly published: boolean;
}

/** Where a product variant's key points: the product that has it. */
interface VariantPointer {
  readonly product: string;
}

/** A variant with where it sits in its product, for the errors to name. */
export interface PlacedVariant {
  readonly variant: VariantContent;
  readonly path: string;
}

/**
 * A product's variants with their paths: the master variant first (`masterVariant`), then
 * `variants.0`...
 *
 * @example
 * placedVariants(product).map(({ path }) => path); // ['masterVariant', 'variants.0']
 */
export function placedVariants(product: Pick<ProductContent, 'masterVariant' | 'variants'>): PlacedVariant[] {
  return [
    ...(product.masterVariant ? [{ variant: product.masterVariant, path: 'masterVariant' }] : []),
    ...(product.variants ?? []).map((variant, index) => ({ variant, path: `variants.${index}` })),
  ];
}

/**
 * The definitions of a product's product type, or undefined when the type's content is unknown.
 *
 * @example
 * definitionsFor(project, product.productType.key);
 */
export function definitionsFor(project: ProjectView, productTypeKey: string): Definitions | undefined {
  return definitionsOf(project.get('product-type', productTypeKey)?.content);
}

/**
 * The product a variant key belongs to, as its pointer says; undefined for a variant the Project
 * does not have or knows by its identity alone.
 *
 * @example
 * productOfVariant(project, 'shirt-red'); // 'shirt'
 */
export function productOfVariant(project: ProjectView, variantKey: string): string | undefined {
  const pointer = project.get('product-variant', variantKey)?.content as VariantPointer | undefined;
  return pointer?.product;
}

/**
 * The errors of variants' own values: attributes against the definitions (with required ones
 * where `required`), and the custom fields of their prices and assets.
 *
 * @example
 * variantErrors(placedVariants(item), definitions, project, true);
 */
export function variantErrors(variants: readonly PlacedVariant[], definitions: Definitions | undefined, project: ProjectView, required: boolean): ErrorObject[] {
  const errors: ErrorObject[] = [];
  for (const { variant, path } of variants) {
    // A variant import's own errors are named from the variant itself (`attributes.color`).
    const at = (field: string) => (path === '' ? field : `${path}.${field}`);
    const attributes = variant.attributes ?? [];
    if (definitions) {
      errors.push(...attributeErrors(attributes, definitions, at('attributes'), 'Variant'));
      if (required) errors.push(...missingRequired(attributes, definitions, at('attributes'), 'Variant'));
    }
    errors.push(...listCustomErrors(variant.prices, 'product-price', project, at('prices')), ...listCustomErrors(variant.assets, 'asset', project, at('assets')));
  }
  return errors;
}

const variantIdentity = (key: string): ResourceIdentity => ({ typeId: 'product-variant', key });

const shownAttribute = (attribute: ImportAttribute): ErrorAttribute => ({ name: attribute.name ?? '', type: attribute.type, value: attribute.value });

const attributeNamed = (variant: VariantContent, name: string) => variant.attributes?.find((attribute) => attribute.name === name);

/**
 * What the platform holds across the variants of one product: a `Unique` attribute's value in one
 * variant only, a `CombinationUnique` combination in one variant only, a `SameForAll` attribute
 * the same in every variant, no two variants with the same values, and no variant key twice.
 */
function acrossVariants(productKey: string, variants: readonly PlacedVariant[], definitions: Definitions | undefined): ErrorObject[] {
  // Stryker disable next-line EqualityOperator,ConditionalExpression: a shortcut; one variant repeats nothing
  if (variants.length < 2) return [];
  const errors: ErrorObject[] = [];
  // Stryker disable next-line ArrayDeclaration: a stray entry has no attributeConstraint, so no constraint takes it
  const constrained = (constraint: string) => [...(definitions?.values() ?? [])].filter((definition) => definition.attributeConstraint === constraint);
  for (const definition of constrained('Unique')) {
    // Stryker disable next-line ArrayDeclaration: a stray first value would clash only with a value that is Stryker's own placeholder text
    const seen: unknown[] = [];
    for (const { variant } of variants) {
      const attribute = attributeNamed(variant, definition.name);
      if (!attribute) continue;
      if (seen.some((value) => dequal(value, attribute.value))) errors.push(duplicateAttributeValue(shownAttribute(attribute)));
      seen.push(attribute.value);
    }
  }
  const combination = constrained('CombinationUnique');
  // Stryker disable next-line ConditionalExpression,EqualityOperator: a shortcut; without attributes to combine every variant is skipped below
  if (combination.length > 0) {
    // Stryker disable next-line ArrayDeclaration: a stray entry is a string, which equals no combination (a list)
    const seen: unknown[][] = [];
    for (const { variant } of variants) {
      const attributes = combination.flatMap((definition) => attributeNamed(variant, definition.name) ?? []);
      // A variant without any of them has no combination to repeat.
      if (attributes.length === 0) continue;
      const values = combination.map((definition) => attributeNamed(variant, definition.name)?.value);
      if (seen.some((other) => dequal(other, values))) errors.push(duplicateAttributeValues(attributes.map(shownAttribute)));
      seen.push(values);
    }
  }
  const [first] = variants;
  for (const definition of constrained('SameForAll')) {
    const expected = first && attributeNamed(first.variant, definition.name)?.value;
    // Stryker disable next-line MethodExpression: the master variant's value equals itself
    for (const { variant, path } of variants.slice(1)) {
      const value = attributeNamed(variant, definition.name)?.value;
      if (!dequal(value, expected)) errors.push(invalidValue(`${path}.attributes.${definition.name}`, value, [expected ?? null]));
    }
  }
  // The platform's message names the values compared: sku, key, images, prices and attributes.
  const valuesOf = (variant: VariantContent) => ({
    sku: variant.sku,
    key: variant.key,
    images: variant.images ?? [],
    prices: variant.prices ?? [],
    attributes: [...(variant.attributes ?? [])].sort((a, b) => ((a.name ?? '') < (b.name ?? '') ? -1 : 1)),
  });
  // Stryker disable next-line ArrayDeclaration: a stray entry is a string, with no key and unlike any variant's values
  const seenValues: ReturnType<typeof valuesOf>[] = [];
  for (const { variant } of variants) {
    const values = valuesOf(variant);
    if (seenValues.some((other) => dequal(other, values))) {
      // VariantValues lists its prices as PriceImports, which name their product and variant.
      const prices = values.prices.map((price) => ({ ...price, product: { typeId: 'product', key: productKey }, productVariant: variantIdentity(values.key) }));
      // Stryker disable next-line ConditionalExpression: an undefined sku is left out of the JSON body all the same
      errors.push(duplicateVariantValues({ ...(values.sku === undefined ? {} : { sku: values.sku }), prices, attributes: values.attributes.map(shownAttribute) }));
    } else if (seenValues.some((other) => other.key === values.key)) errors.push(duplicateField('key', values.key));
    seenValues.push(values);
  }
  return errors;
}

/**
 * A product's data with its variants replaced by a list, the first its master variant. `variants`
 * stays absent where the data had none and the list has no more, so that the same variants make
 * the same data (an import that changes nothing raises no version).
 *
 * @example
 * withVariantList(data, [red, green]); // { ...data, masterVariant: red, variants: [green] }
 */
export function withVariantList(data: ProductContent, list: readonly VariantContent[]): ProductContent {
  const { masterVariant: _master, variants: _variants, ...fields } = data;
  const [masterVariant, ...rest] = list;
  return { ...fields, ...(masterVariant ? { masterVariant } : {}), ...(rest.length > 0 || data.variants !== undefined ? { variants: rest } : {}) };
}

/**
 * The claims of a slug, one per locale: unique per locale among products, or among categories.
 *
 * @example
 * slugClaims(item.slug, 'category-slug');
 */
export function slugClaims(slug: Readonly<Record<string, string>>, index: 'product-slug' | 'category-slug'): Claim[] {
  return Object.entries(slug).map(([locale, value]) => ({ index, scope: locale, value, field: `slug.${locale}`, shown: value }));
}

/** A DuplicateField when another product has a variant of this key. */
function keyTakenErrors(project: ProjectView, productKey: string, variantKey: string): ErrorObject[] {
  const holder = productOfVariant(project, variantKey);
  return holder !== undefined && holder !== productKey ? [duplicateField('key', variantKey)] : [];
}

/**
 * The plan of an import that leaves a product as `next`: the product's staged and current data,
 * its variant ids (each variant keeps its own; a new one takes the next id never given), its
 * prices' and assets' ids (each keeps its own while its variant keeps its key), the pointers of its staged variants' keys, the product's slugs, each staged variant's SKU, the
 * variant keys no other product may have, and the rules across its staged variants. Keys and SKUs
 * are held by the staged data, as the Project's SKU index is: a variant the staged data no longer
 * has gives up its key and SKU. `before` is the product as stored (undefined for a new one).
 * `errors` are the item's own.
 *
 * @example
 * productPlan(project, item.key, ownImport(stored, content, item.publish), stored, errors);
 */
export function productPlan(project: ProjectView, key: string, next: NextProduct, before: StoredResource | undefined, errors: readonly ErrorObject[]): ImportPlan {
  const product = next.staged;
  const variants = placedVariants(product);
  const previous = before?.content as ProductContent | undefined;
  // The set of keys only for a product imported again: most imports are of new products.
  const kept = previous && new Set(variants.map(({ variant }) => variant.key));
  const dropped = previous && kept ? placedVariants(previous).filter(({ variant }) => !kept.has(variant.key)) : [];
  const keyErrors = variants.flatMap(({ variant }) => keyTakenErrors(project, key, variant.key));
  const { state, partIds } = nextProductState(before, next);
  const writes: ContentWrite[] = [
    { identity: { typeId: 'product', key }, content: product, product: state, ...(partIds === undefined ? {} : { partIds }) },
    ...variants.map(({ variant }) => ({ identity: variantIdentity(variant.key), content: { product: key } satisfies VariantPointer })),
    ...dropped.map(({ variant }) => ({ identity: variantIdentity(variant.key), content: undefined })),
  ];
  const claims: ClaimSet[] = [
    { owner: { typeId: 'product', key }, claims: slugClaims(product.slug, 'product-slug') },
    ...variants.map(({ variant }) => ({ owner: variantIdentity(variant.key), claims: skuClaims(variant.sku) })),
    ...dropped.map(({ variant }) => ({ owner: variantIdentity(variant.key), claims: [] })),
  ];
  const limit = project.variantLimit();
  const countErrors = variants.length > limit ? [tooManyVariants(variants.length, limit)] : [];
  return { errors: [...errors, ...countErrors, ...keyErrors, ...acrossVariants(key, variants, definitionsFor(project, product.productType.key))], writes, claims };
}

/**
 * The claim of a variant's SKU, unique among all variants; none without one.
 *
 * @example
 * skuClaims('SHIRT-RED');
 */
export function skuClaims(sku: string | undefined): Claim[] {
  return sku === undefined ? [] : [{ index: 'variant-sku', value: sku, field: 'sku', shown: sku }];
}

/**
 * The plan of a variant import into a product whose content the store does not know (declared by
 * its identity alone): the variant's pointer and SKU, without the rules across variants.
 *
 * @example
 * bareVariantPlan(project, 'shirt', variant, errors);
 */
export function bareVariantPlan(project: ProjectView, productKey: string, variant: VariantContent, errors: readonly ErrorObject[]): ImportPlan {
  return {
    errors: [...errors, ...keyTakenErrors(project, productKey, variant.key)],
    writes: [{ identity: variantIdentity(variant.key), content: { product: productKey } satisfies VariantPointer }],
    claims: [{ owner: variantIdentity(variant.key), claims: skuClaims(variant.sku) }],
    // The product changes in a way the mock cannot see, and its version with it.
    versioned: { typeId: 'product', key: productKey },
  };
}

/**
 * An imported product without its `publish` flag, which says what the import does to the current
 * data and is no part of the product's data. The item itself when it has none, so that the stored
 * content shares it rather than keeping a copy per product.
 *
 * @example
 * withoutPublish({ key: 'polo', publish: true }); // { key: 'polo' }
 */
export function withoutPublish<Item extends { readonly publish?: boolean }>(item: Item): Omit<Item, 'publish'> {
  if (!('publish' in item)) return item;
  const { publish: _publish, ...content } = item;
  return content;
}
