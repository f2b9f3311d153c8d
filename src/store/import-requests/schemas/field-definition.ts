import * as v from 'valibot';
import { localizedString } from './localized-string.js';

/** What a `FieldType` is, written out because a `Set` holds a FieldType of its own. */
export type FieldType =
  | { name: 'Boolean' | 'String' | 'LocalizedString' | 'Number' | 'Money' | 'Date' | 'Time' | 'DateTime' }
  | { name: 'Enum'; values: { key: string; label: string }[] }
  | { name: 'LocalizedEnum'; values: { key: string; label: Record<string, string> }[] }
  | { name: 'Reference'; referenceTypeId: CustomFieldReferenceValue }
  | { name: 'Set'; elementType: FieldType };

/** The resource types a `Reference` custom field may point at (`CustomFieldReferenceValue`). */
export const CUSTOM_FIELD_REFERENCE_VALUES = [
  'associate-role',
  'business-unit',
  'cart',
  'category',
  'channel',
  'customer',
  'customer-group',
  'key-value-document',
  'order',
  'product',
  'product-type',
  'review',
  'state',
  'shipping-method',
  'zone',
] as const;

/** One of `CUSTOM_FIELD_REFERENCE_VALUES`. */
export type CustomFieldReferenceValue = (typeof CUSTOM_FIELD_REFERENCE_VALUES)[number];

/**
 * `FieldType`: the type of a Custom Field, told apart by `name`. The types that carry nothing but
 * their name share one option, so that an unknown name gets one issue listing every name.
 *
 * @example
 * v.object({ type: fieldType });
 */
export const fieldType: v.GenericSchema<unknown, FieldType> = v.variant('name', [
  v.object({ name: v.picklist(['Boolean', 'String', 'LocalizedString', 'Number', 'Money', 'Date', 'Time', 'DateTime']) }),
  v.object({ name: v.literal('Enum'), values: v.array(v.object({ key: v.string(), label: v.string() })) }),
  v.object({ name: v.literal('LocalizedEnum'), values: v.array(v.object({ key: v.string(), label: localizedString })) }),
  v.object({ name: v.literal('Reference'), referenceTypeId: v.picklist(CUSTOM_FIELD_REFERENCE_VALUES) }),
  v.object({ name: v.literal('Set'), elementType: v.lazy(() => fieldType) }),
]);

// `type-import.raml` gives a field's name the keys' pattern, but at most 36 characters.
const fieldName = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{2,36}$/u, 'expected 2 to 36 characters of A-Z, a-z, 0-9, _ and -'));

/**
 * `FieldDefinition`: one Custom Field a Type declares.
 *
 * @example
 * v.object({ fieldDefinitions: v.optional(v.array(fieldDefinition)) });
 */
export const fieldDefinition = v.object({
  type: fieldType,
  name: fieldName,
  label: localizedString,
  required: v.boolean(),
  inputHint: v.optional(v.picklist(['SingleLine', 'MultiLine'])),
});
