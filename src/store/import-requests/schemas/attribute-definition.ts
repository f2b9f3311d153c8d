import * as v from 'valibot';
import { keyReference, REFERENCE_TYPE_IDS, type ReferenceTypeId } from './key-reference.js';
import { localizedString } from './localized-string.js';

/** What an `AttributeType` is, written out because a `set` holds an AttributeType of its own. */
export type AttributeType =
  | { name: 'boolean' | 'datetime' | 'date' | 'ltext' | 'money' | 'number' | 'text' | 'time' }
  | { name: 'enum'; values: { key: string; label: string }[] }
  | { name: 'lenum'; values: { key: string; label: Record<string, string> }[] }
  | { name: 'nested'; typeReference: { typeId: 'product-type'; key: string } }
  | { name: 'reference'; referenceTypeId: ReferenceTypeId }
  | { name: 'set'; elementType: AttributeType };

/**
 * `AttributeType`: the type of a product type's attribute, told apart by `name`. The types that
 * carry nothing but their name share one option, so that an unknown name gets one issue listing
 * every name. A `nested` type references another product type, which must exist.
 *
 * @example
 * v.object({ type: attributeType });
 */
export const attributeType: v.GenericSchema<unknown, AttributeType> = v.variant('name', [
  v.object({ name: v.picklist(['boolean', 'datetime', 'date', 'ltext', 'money', 'number', 'text', 'time']) }),
  // `AttributePlainEnumValue`
  v.object({ name: v.literal('enum'), values: v.array(v.object({ key: v.string(), label: v.string() })) }),
  // `AttributeLocalizedEnumValue`
  v.object({ name: v.literal('lenum'), values: v.array(v.object({ key: v.string(), label: localizedString })) }),
  v.object({ name: v.literal('nested'), typeReference: keyReference('product-type') }),
  v.object({ name: v.literal('reference'), referenceTypeId: v.picklist(REFERENCE_TYPE_IDS) }),
  v.object({ name: v.literal('set'), elementType: v.lazy(() => attributeType) }),
]);

/**
 * `AttributeDefinition`: one attribute a product type declares.
 *
 * @example
 * v.object({ attributes: v.optional(v.array(attributeDefinition)) });
 */
export const attributeDefinition = v.object({
  type: attributeType,
  name: v.string(),
  label: localizedString,
  isRequired: v.boolean(),
  attributeConstraint: v.optional(v.picklist(['None', 'Unique', 'CombinationUnique', 'SameForAll'])),
  inputTip: v.optional(localizedString),
  inputHint: v.optional(v.picklist(['SingleLine', 'MultiLine'])),
  isSearchable: v.optional(v.boolean()),
  level: v.optional(v.picklist(['Variant', 'Product'])),
});
