import type * as v from 'valibot';
import type { ErrorObject } from '../../errors/error-response.js';
import { invalidValue, requiredField } from '../../errors/import-processing-errors.js';
import type { attribute } from '../import-requests/schemas/attribute.js';
import type { attributeDefinition, AttributeType } from '../import-requests/schemas/attribute-definition.js';
import { enumKeyErrors, referenceTypeErrors } from './value-errors.js';

/** One attribute value as an import gives it (`Attribute`). */
export type ImportAttribute = v.InferOutput<typeof attribute>;
/** One attribute a product type declares (`AttributeDefinition`). */
export type AttributeDefinition = v.InferOutput<typeof attributeDefinition>;

/** A product type's attribute definitions by name. */
export type Definitions = ReadonlyMap<string, AttributeDefinition>;

// Ten thousand products of one product type read its definitions once, not once each.
const byProductType = new WeakMap<object, Definitions>();

/**
 * A product type's definitions by name, or undefined when its content is unknown (declared by
 * its identity alone), so that the rules that need them are skipped.
 *
 * @example
 * const definitions = definitionsOf(project.get('product-type', 'shirt')?.content);
 */
export function definitionsOf(productType: unknown): Definitions | undefined {
  if (typeof productType !== 'object') return undefined;
  // Stryker disable next-line ConditionalExpression: content is an object or undefined, never null
  if (productType === null) return undefined;
  let definitions = byProductType.get(productType);
  // Stryker disable next-line ConditionalExpression: a cache; the definitions read again are the same
  if (!definitions) {
    const { attributes } = productType as { readonly attributes?: readonly AttributeDefinition[] };
    definitions = new Map((attributes ?? []).map((definition) => [definition.name, definition]));
    // Stryker disable next-line CallExpression: a cache; the definitions read again are the same
    byProductType.set(productType, definitions);
  }
  return definitions;
}

/**
 * Whether an import attribute's `type` pairs with a definition's type: `enum-set` with `set` of
 * `enum`. No import kind is named `nested`, `set-set` or `nested-set`, so those definitions pair
 * with none.
 */
function pairs(type: string, definition: AttributeType): boolean {
  return type === (definition.name === 'set' ? `${definition.elementType.name}-set` : definition.name);
}

const elementType = (definition: AttributeType): AttributeType => (definition.name === 'set' ? definition.elementType : definition);

/** What an attribute of this definition may hold beyond its kind: enum keys, a reference's type. */
function valueErrors(field: string, attribute: ImportAttribute, definition: AttributeType): ErrorObject[] {
  const element = elementType(definition);
  if (element.name === 'enum' || element.name === 'lenum') return enumKeyErrors(field, attribute.value, element.values);
  if (element.name === 'reference') return referenceTypeErrors(field, attribute.value, element.referenceTypeId);
  return [];
}

/** Where an attribute sits: on a variant, or on the product itself (`AttributeLevelEnum`). */
export type AttributeLevel = 'Variant' | 'Product';

const levelOf = (definition: AttributeDefinition): AttributeLevel => definition.level ?? 'Variant';

/**
 * The errors of attribute values against a product type's definitions: each attribute must be
 * defined (by name) for the level it sits at (an attribute of level `Product` belongs on the
 * product, every other on its variants), of the definition's type (`enum-set` for a `set` of
 * `enum`), and an enum's value one of the definition's keys. `path` is where the attributes sit
 * (`masterVariant.attributes`); each error names the attribute after it.
 *
 * @example
 * attributeErrors(variant.attributes ?? [], definitions, 'masterVariant.attributes', 'Variant');
 */
export function attributeErrors(attributes: readonly ImportAttribute[], definitions: Definitions, path: string, level: AttributeLevel): ErrorObject[] {
  const errors: ErrorObject[] = [];
  attributes.forEach((attribute, index) => {
    if (attribute.name === undefined) {
      errors.push(requiredField(`${path}.${index}.name`));
      return;
    }
    const field = `${path}.${attribute.name}`;
    const definition = definitions.get(attribute.name);
    if (!definition || levelOf(definition) !== level) errors.push(invalidValue(field, attribute.name, namesAt(definitions, level)));
    else if (!pairs(attribute.type, definition.type)) errors.push(invalidValue(field, attribute.value));
    else errors.push(...valueErrors(field, attribute, definition.type));
  });
  return errors;
}

/**
 * The errors of a product's own attributes (`attributes` of a product or product draft): each one
 * defined at level `Product`, and every required one of that level given.
 *
 * @example
 * productAttributeErrors(item.attributes ?? [], definitions);
 */
export function productAttributeErrors(attributes: readonly ImportAttribute[], definitions: Definitions): ErrorObject[] {
  const required = requiredOf(definitions, 'Product');
  // Most products hold no attributes of their own, and most product types require none.
  if (attributes.length === 0 && required.length === 0) return [];
  return [...attributeErrors(attributes, definitions, 'attributes', 'Product'), ...missingRequired(attributes, definitions, 'attributes', 'Product')];
}

/**
 * The attributes a product type does not define at all, by name: a product variant import that
 * names one waits `unresolved` for its product type rather than failing (`ProductVariantImport.attributes`).
 *
 * @example
 * undefinedAttributes(item.attributes ?? [], definitions); // ['colour']
 */
export function undefinedAttributes(attributes: readonly ImportAttribute[], definitions: Definitions): string[] {
  return attributes.flatMap(({ name }) => (name === undefined || definitions.has(name) ? [] : [name]));
}

// The names defined for each level, read once per product type like the definitions.
const namesByLevel = new WeakMap<Definitions, Readonly<Record<AttributeLevel, readonly string[]>>>();
function namesAt(definitions: Definitions, level: AttributeLevel): string[] {
  let names = namesByLevel.get(definitions);
  // Stryker disable next-line ConditionalExpression: a cache; the lists made again are the same
  if (!names) {
    const all = [...definitions.values()];
    names = {
      Variant: all.filter((definition) => levelOf(definition) === 'Variant').map(({ name }) => name),
      Product: all.filter((definition) => levelOf(definition) === 'Product').map(({ name }) => name),
    };
    // Stryker disable next-line CallExpression: a cache; the lists made again are the same
    namesByLevel.set(definitions, names);
  }
  return [...names[level]];
}

/**
 * RequiredField errors for the required definitions of a level that a variant (level `Variant`)
 * or a product (level `Product`) leaves out.
 *
 * @example
 * missingRequired(variant.attributes ?? [], definitions, 'masterVariant.attributes', 'Variant');
 */
export function missingRequired(attributes: readonly ImportAttribute[], definitions: Definitions, path: string, level: AttributeLevel): ErrorObject[] {
  return requiredOf(definitions, level)
    .filter((definition) => !attributes.some(({ name }) => name === definition.name))
    .map((definition) => requiredField(`${path}.${definition.name}`));
}

// Read once per product type and level, like the definitions, rather than once per variant.
const requiredByLevel = new WeakMap<Definitions, Readonly<Record<AttributeLevel, readonly AttributeDefinition[]>>>();

/**
 * The required definitions of a level: a product of a type with required ones of level `Variant`
 * cannot be without a master variant (`waitForMasterVariant`).
 *
 * @example
 * requiredOf(definitions, 'Variant').length > 0;
 */
export function requiredOf(definitions: Definitions, level: AttributeLevel): readonly AttributeDefinition[] {
  let required = requiredByLevel.get(definitions);
  // Stryker disable next-line ConditionalExpression: a cache; the lists made again are the same
  if (!required) {
    const all = [...definitions.values()].filter((definition) => definition.isRequired);
    required = {
      Variant: all.filter((definition) => levelOf(definition) === 'Variant'),
      Product: all.filter((definition) => levelOf(definition) === 'Product'),
    };
    // Stryker disable next-line CallExpression: a cache; the lists made again are the same
    requiredByLevel.set(definitions, required);
  }
  return required[level];
}
