import type { ErrorObject } from './error-response.js';
import { duplicateField } from './import-api-errors.js';

// Constructors for the errors an import operation ends `validationFailed` with, when the data
// breaks a rule the platform checks as it processes the operation. The messages are the templates
// the platform's API reference documents for the same codes (the official SDKs carry them), with
// values quoted as the platform quotes them in DuplicateField.

export { duplicateField };

const quoted = (value: unknown) => `'${JSON.stringify(value) ?? String(value)}'`;

/**
 * A value the resource may not hold: an attribute its product type does not define or types
 * otherwise, an enum key the definition does not list, a custom field the Type does not have.
 * `field` names the field or attribute, as a dotted path in the imported resource.
 *
 * @example
 * invalidValue('masterVariant.attributes.color', 'blue', ['red', 'green']);
 */
export function invalidValue(field: string, value: unknown, allowedValues?: readonly unknown[]): ErrorObject {
  // A value that is missing (a SameForAll attribute a variant lacks) shows as null, in the message too.
  const shown = value ?? null;
  return {
    code: 'InvalidField',
    message: `The value ${quoted(shown)} is not valid for field '${field}'.`,
    field,
    invalidValue: shown,
    ...(allowedValues === undefined ? {} : { allowedValues: [...allowedValues] }),
  };
}

/**
 * A value the resource must hold and does not: a required attribute on a new product's variant,
 * a required custom field.
 *
 * @example
 * requiredField('masterVariant.attributes.size');
 */
export function requiredField(field: string): ErrorObject {
  return { code: 'RequiredField', message: `A value is required for field '${field}'.`, field };
}

/**
 * A product with more variants than its Project's catalog model allows: 100 in the Classic model
 * (and InMigration, whose products still embed their variants), 10 000 in the Modular one. The
 * platform documents the limits, not the error's wording.
 *
 * @example
 * tooManyVariants(101, 100);
 */
export function tooManyVariants(count: number, limit: number): ErrorObject {
  return {
    code: 'InvalidField',
    message: `A product can have at most ${limit} variants in this Project's catalog model; this one would have ${count}.`,
    field: 'variants',
    invalidValue: count,
  };
}

/** An attribute as the errors about it show it: `{name, type, value}`, as the import gave it. */
export interface ErrorAttribute {
  readonly name: string;
  readonly type: string;
  readonly value: unknown;
}

/**
 * A `Unique` attribute whose value another variant of the product already has.
 *
 * @example
 * duplicateAttributeValue({ name: 'ean', type: 'text', value: '4006381333931' });
 */
export function duplicateAttributeValue(attribute: ErrorAttribute): ErrorObject {
  return { code: 'DuplicateAttributeValue', message: "Attribute can't have the same value in a different variant.", attribute };
}

/**
 * `CombinationUnique` attributes whose combination another variant of the product already has.
 *
 * @example
 * duplicateAttributeValues([{ name: 'color', type: 'enum', value: 'red' }, { name: 'size', type: 'enum', value: 'm' }]);
 */
export function duplicateAttributeValues(attributes: readonly ErrorAttribute[]): ErrorObject {
  return { code: 'DuplicateAttributeValues', message: 'The set of attributes must be unique across all variants.', attributes };
}

/**
 * Two variants of one product with the same SKU, prices and attribute values.
 *
 * @example
 * duplicateVariantValues({ prices: [], attributes: [] });
 */
export function duplicateVariantValues(variantValues: {
  readonly sku?: string;
  readonly prices: readonly unknown[];
  readonly attributes: readonly ErrorAttribute[];
}): ErrorObject {
  return {
    code: 'DuplicateVariantValues',
    message: 'A duplicate combination of the variant values (sku, key, images, prices, attributes) exists.',
    variantValues,
  };
}

/**
 * A product variant import that makes a new variant the master variant of a product that has one.
 *
 * @example
 * newMasterVariantAdditionNotAllowed();
 */
export function newMasterVariantAdditionNotAllowed(): ErrorObject {
  return { code: 'NewMasterVariantAdditionNotAllowed', message: 'Adding a new variant as master variant is not allowed.' };
}

/**
 * An order patch that adds deliveries to an order without shipping info: the platform adds a
 * delivery only to an order whose `shippingInfo` exists (`OrderAddDeliveryAction`), and its Import
 * API's code for a resource not in the state an operation needs is InvalidOperation.
 *
 * @example
 * deliveryWithoutShippingInfo('fields.addDeliveries');
 */
export function deliveryWithoutShippingInfo(field: string): ErrorObject {
  return { code: 'InvalidOperation', message: `The order has no shippingInfo, so '${field}' cannot add deliveries to it.` };
}
