import { deepMerge, type Overrides } from './deep-merge.js';
import type { FactoryContext } from './factory-context.js';
import { customFieldValueOf, randomSeed } from './fitting-values.js';
import type { Custom, CustomField, FieldDefinition, TypeImport } from './import-resource-types.js';

/** A Type as the custom field builder reads it: its key and its field definitions. */
export type TypeOfFields = Pick<TypeImport, 'key' | 'fieldDefinitions'>;

const OPTIONAL_CHANCE = 0.5;

const elementOf = (definition: FieldDefinition) => (definition.type.name === 'Set' ? definition.type.elementType : definition.type);

/**
 * Custom fields that fit the Type: every required field, and some optional ones, each of its
 * definition's type, enum values among the definition's keys. An optional `Reference` field is
 * left out, since it would name a resource the test must declare; a required one names a key built
 * from a word.
 *
 * @example
 * fittingCustom(context, { key: 'order-extras', fieldDefinitions: [{ name: 'note', type: { name: 'String' }, label: { en: 'Note' }, required: true }] });
 * // { type: { typeId: 'type', key: 'order-extras' }, fields: { note: { type: 'String', value: 'Cotton' } } }
 */
export function fittingCustom(context: FactoryContext, type: TypeOfFields, overrides?: Overrides<Custom>): Custom {
  const fields: Record<string, CustomField> = {};
  for (const definition of type.fieldDefinitions ?? []) {
    const present = definition.required || context.chance(OPTIONAL_CHANCE);
    const seed = randomSeed(context);
    if (!present || (elementOf(definition).name === 'Reference' && !definition.required)) continue;
    const field = customFieldValueOf(definition.type, seed);
    if (field) fields[definition.name] = field;
    else if (definition.required) {
      throw new TypeError(`commercetools-msw/factories: the Type '${type.key}' requires the field '${definition.name}', which no value fits.`);
    }
  }
  const custom: Custom = { type: { typeId: 'type', key: type.key }, ...(Object.keys(fields).length > 0 ? { fields } : {}) };
  return deepMerge(custom, overrides);
}
