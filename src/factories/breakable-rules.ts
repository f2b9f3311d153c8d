import type { ErrorObject } from '../index.js';
import type { ImportResources, TypeImport } from './import-resource-types.js';
import type { ProductOfVariants, ProductTypeOfProducts } from './product-type-fit.js';

// The rules an invalid item can break, named after the rows of docs/imports.md ("What processing
// checks"), per request type. The list is the one source: the types below follow from it, so a rule
// name the list does not give a type fails to compile.

const CUSTOM_FIELD_RULES = [
  'custom-type-not-for-resource',
  'undefined-custom-field',
  'wrong-custom-field-type',
  'unknown-custom-enum-value',
  'missing-required-custom-field',
] as const;

const VALUE_RULES = ['wrong-attribute-type', 'unknown-enum-value', 'wrong-reference-type'] as const;
const ATTRIBUTE_RULES = ['undefined-attribute', ...VALUE_RULES] as const;
const VARIANT_RULES = ['missing-required-attribute', 'duplicate-attribute-value', 'duplicate-attribute-values', 'same-for-all-mismatch', 'duplicate-sku'] as const;

/**
 * Per request type, the processing rules `invalidItem` can break with an item of that type.
 *
 * @example
 * BREAKABLE_RULES.customer; // ['duplicate-email', 'duplicate-customer-number', 'custom-type-not-for-resource', …]
 */
export const BREAKABLE_RULES = {
  'product-draft': [...ATTRIBUTE_RULES, ...VARIANT_RULES, 'duplicate-variant-values', 'duplicate-slug', 'duplicate-variant-key'],
  product: [...ATTRIBUTE_RULES, 'duplicate-slug'],
  // An attribute its product type does not define makes a product variant wait, unresolved, rather than fail.
  'product-variant': [...VALUE_RULES, ...VARIANT_RULES, 'new-master-variant'],
  variant: [...ATTRIBUTE_RULES, ...VARIANT_RULES],
  'product-variant-patch': [...ATTRIBUTE_RULES, 'missing-required-attribute'],
  category: ['duplicate-slug', 'category-cycle', ...CUSTOM_FIELD_RULES],
  customer: ['duplicate-email', 'duplicate-customer-number', ...CUSTOM_FIELD_RULES],
  order: ['duplicate-order-number', ...CUSTOM_FIELD_RULES],
  'discount-code': ['duplicate-discount-code', ...CUSTOM_FIELD_RULES],
  inventory: ['duplicate-inventory-entry', ...CUSTOM_FIELD_RULES],
  'business-unit': [...CUSTOM_FIELD_RULES],
  price: [...CUSTOM_FIELD_RULES],
  'standalone-price': [...CUSTOM_FIELD_RULES],
  'product-selection': [...CUSTOM_FIELD_RULES],
  'product-type': ['duplicate-attribute-name'],
  type: ['duplicate-field-name'],
} as const;

type RuleTable = typeof BREAKABLE_RULES;

/** The request types whose items `invalidItem` can make break a rule. */
export type BreakableType = keyof RuleTable;

/** A processing rule an item of the type can break (`'unknown-enum-value'`, `'duplicate-email'`, …). */
export type ProcessingRule<Type extends BreakableType = BreakableType> = RuleTable[Type][number];

/** The rules about custom fields, which need the Type the fields follow. */
export type CustomFieldRule = (typeof CUSTOM_FIELD_RULES)[number];

/** The product type of a product's attributes, which every rule of the product family needs. */
export interface ProductTypeContext {
  readonly productType: ProductTypeOfProducts;
}

/**
 * A variant's product type and its product, as the Project holds it: its draft, with the variants
 * imported into it since appended, in order.
 */
export interface ProductContext extends ProductTypeContext {
  readonly product: ProductOfVariants;
}

/** The Type the custom fields follow. */
export interface TypeContext {
  readonly type: Pick<TypeImport, 'key' | 'resourceTypeIds' | 'fieldDefinitions'>;
}

/** What breaking the rule needs besides the item, or undefined for nothing. */
export type InvalidItemContext<Type extends BreakableType, Rule extends ProcessingRule<Type>> = Type extends 'product-variant' | 'variant' | 'product-variant-patch'
  ? ProductContext
  : Type extends 'product-draft' | 'product'
    ? ProductTypeContext
    : Rule extends CustomFieldRule
      ? TypeContext
      : undefined;

/** The arguments after the rule: the context where the rule needs one, none otherwise. */
export type InvalidItemArguments<Type extends BreakableType, Rule extends ProcessingRule<Type>> =
  InvalidItemContext<Type, Rule> extends undefined ? [] : [context: InvalidItemContext<Type, Rule>];

/** An item that breaks one processing rule, and what its operation reports. */
export interface InvalidItem<Type extends BreakableType = BreakableType> {
  readonly type: Type;
  readonly rule: ProcessingRule<Type>;
  /**
   * The item: a copy of the valid one with the rule broken (same key), or, where the rule keeps
   * a value unique, a new item holding the valid one's value. Its operation fails once the valid
   * item (and what it needs) is imported.
   */
  readonly item: ImportResources[Type];
  /** The errors its operation ends `validationFailed` with, in order, exactly as processing reports them. */
  readonly errors: ErrorObject[];
}
