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
 * A change the resource's state does not allow, as the Import API's `InvalidOperation` reports
 * it: a variant patch removing a required attribute (`ProductVariantPatch.attributes`).
 *
 * @example
 * requiredAttributeRemoved('size');
 */
export function requiredAttributeRemoved(name: string): ErrorObject {
  return { code: 'InvalidOperation', message: `The attribute '${name}' is required by the product type and cannot be removed: give it a value instead of null.` };
}

/**
 * A `variant` import into a Project whose catalog model is not Modular: Variant resources exist
 * only there (`VariantImport` in the Import API's RAML).
 *
 * @example
 * variantsNeedModular('Classic');
 */
export function variantsNeedModular(model: string): ErrorObject {
  return {
    code: 'InvalidOperation',
    message: `Variant imports are available only in Projects whose productCatalogModel is Modular; this Project's is ${model}. Import product variants (product-variant) instead, or change the catalog model.`,
  };
}

/** A price's scope as the messages name it: its currency, and the country, customer group and channel (by key) and validity it has. */
export interface NamedPriceScope {
  readonly currency: string;
  readonly country?: string | undefined;
  readonly customerGroup?: string | undefined;
  readonly channel?: string | undefined;
  readonly validFrom?: string | undefined;
  readonly validUntil?: string | undefined;
}

// The platform documents `$priceScope` in its message, not how it spells one: the mock names the
// parts a price has, in the order the message lists them.
const scopeText = (scope: NamedPriceScope) =>
  (['currency', 'country', 'customerGroup', 'channel', 'validFrom', 'validUntil'] as const)
    .flatMap((part) => (scope[part] === undefined ? [] : [`${part} ${scope[part]}`]))
    .join(', ');

/**
 * An embedded price with the scope of another price of its variant: the same currency, country,
 * customer group, channel and validity (`DuplicatePriceScopeError.raml`). `conflictingPrice` is the
 * other price as the platform shows it (`Price`).
 *
 * @example
 * duplicatePriceScope({ id, value, country: 'DE' }, { currency: 'EUR', country: 'DE' });
 */
export function duplicatePriceScope(conflictingPrice: Readonly<Record<string, unknown>>, scope: NamedPriceScope): ErrorObject {
  return {
    code: 'DuplicatePriceScope',
    message: `Duplicate price scope: ${scopeText(scope)}. The combination of currency, country, customerGroup and channel must be unique for each price of a product variant.`,
    conflictingPrice,
  };
}

/**
 * An embedded price with the key of another price of its variant (`DuplicatePriceKeyError.raml`).
 *
 * @example
 * duplicatePriceKey({ id, key: 'eur', value }, 'eur');
 */
export function duplicatePriceKey(conflictingPrice: Readonly<Record<string, unknown>>, priceKey: string): ErrorObject {
  return { code: 'DuplicatePriceKey', message: `Duplicate price key: ${priceKey}. The price key must be unique per variant.`, conflictingPrice };
}

/** What the validity errors show of a price's scope: references by id, as reads show them. */
export interface ShownPriceScope {
  readonly currency: string;
  readonly country?: string | undefined;
  readonly customerGroup?: unknown;
  readonly channel?: unknown;
  readonly validFrom?: string | undefined;
  readonly validUntil?: string | undefined;
}

/** The validity of the price another price clashes with. */
export interface ConflictingValidity {
  readonly conflictingValidFrom?: string | undefined;
  readonly conflictingValidUntil?: string | undefined;
}

/**
 * An embedded price whose validity overlaps that of another price of its variant in the same
 * scope (`OverlappingPriceValidityError.raml`): `conflictingPrice` is the other price's id.
 *
 * @example
 * overlappingPriceValidity('00000001-0000-4000-bc00-000000000003', { currency: 'EUR', validFrom, validUntil }, { conflictingValidFrom });
 */
export function overlappingPriceValidity(conflictingPrice: string, scope: ShownPriceScope, conflicting: ConflictingValidity): ErrorObject {
  return { code: 'OverlappingPriceValidity', message: 'Two prices have overlapping validity periods.', conflictingPrice, ...scope, ...conflicting };
}

/**
 * A standalone price with the scope of another standalone price of its SKU: the same currency,
 * country, customer group, channel and validity (`DuplicateStandalonePriceScopeError.raml`).
 *
 * @example
 * duplicateStandalonePriceScope({ typeId: 'standalone-price', id }, 'SKU-1', { currency: 'EUR' });
 */
export function duplicateStandalonePriceScope(conflictingStandalonePrice: Readonly<Record<string, unknown>>, sku: string, scope: ShownPriceScope): ErrorObject {
  return {
    code: 'DuplicateStandalonePriceScope',
    message: `Duplicate standalone price scope for SKU: ${sku}. The combination of SKU, currency, country, customerGroup, channel, validFrom and validUntil must be unique for each standalone price.`,
    conflictingStandalonePrice,
    sku,
    ...scope,
  };
}

/**
 * A standalone price whose validity overlaps that of another standalone price of its SKU in the
 * same scope (`OverlappingStandalonePriceValidityError.raml`).
 *
 * @example
 * overlappingStandalonePriceValidity({ typeId: 'standalone-price', id }, 'SKU-1', { currency: 'EUR', validFrom }, { conflictingValidUntil });
 */
export function overlappingStandalonePriceValidity(
  conflictingStandalonePrice: Readonly<Record<string, unknown>>,
  sku: string,
  scope: ShownPriceScope,
  conflicting: ConflictingValidity,
): ErrorObject {
  return {
    code: 'OverlappingStandalonePriceValidity',
    message: 'Two standalone prices have overlapping validity periods.',
    conflictingStandalonePrice,
    sku,
    ...scope,
    ...conflicting,
  };
}

/**
 * A re-import that changes fields the resource keeps for life: a standalone price's country,
 * customer group or channel, a discount code's code (`error.raml` `InvalidFieldsUpdateError`).
 *
 * @example
 * invalidFieldUpdate(['country', 'channel']);
 */
export function invalidFieldUpdate(fields: readonly string[]): ErrorObject {
  return { code: 'InvalidFieldUpdate', message: 'The following fields are currently not supported for changes/updates', fields: [...fields] };
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
