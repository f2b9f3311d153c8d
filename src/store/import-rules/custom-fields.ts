import type * as v from 'valibot';
import type { ErrorObject } from '../../errors/error-response.js';
import { invalidValue, requiredField } from '../../errors/import-processing-errors.js';
import type { custom } from '../import-requests/schemas/custom.js';
import type { fieldDefinition, FieldType } from '../import-requests/schemas/field-definition.js';
import type { ProjectView } from './resource-rules.js';
import { enumKeyErrors, referenceTypeErrors } from './value-errors.js';

/** A resource's `custom` as an import gives it: the Type by key, and the fields by name. */
export type ImportCustom = v.InferOutput<typeof custom>;
type FieldDefinition = v.InferOutput<typeof fieldDefinition>;

interface TypeContent {
  readonly resourceTypeIds: readonly string[];
  readonly fieldDefinitions?: readonly FieldDefinition[];
}

/** Whether a custom field's `type` pairs with a definition's: `EnumSet` with `Set` of `Enum` (no field type is `SetSet`). */
function pairs(type: string, definition: FieldType): boolean {
  return type === (definition.name === 'Set' ? `${definition.elementType.name}Set` : definition.name);
}

const elementType = (definition: FieldType): FieldType => (definition.name === 'Set' ? definition.elementType : definition);

function valueErrors(field: string, value: unknown, definition: FieldType): ErrorObject[] {
  const element = elementType(definition);
  if (element.name === 'Enum' || element.name === 'LocalizedEnum') return enumKeyErrors(field, value, element.values);
  if (element.name === 'Reference') return referenceTypeErrors(field, value, element.referenceTypeId);
  return [];
}

// Every customer of one Type reads its definitions once, not once each.
const byType = new WeakMap<TypeContent, ReadonlyMap<string, FieldDefinition>>();

function definitionsOf(type: TypeContent): ReadonlyMap<string, FieldDefinition> {
  let definitions = byType.get(type);
  // Stryker disable next-line ConditionalExpression: a cache; the definitions read again are the same
  if (!definitions) {
    definitions = new Map((type.fieldDefinitions ?? []).map((definition) => [definition.name, definition]));
    // Stryker disable next-line CallExpression: a cache; the definitions read again are the same
    byType.set(type, definitions);
  }
  return definitions;
}

/**
 * The errors of a resource's custom fields against their Type: the Type must list the resource's
 * type id in `resourceTypeIds`; each field must be defined, of the definition's type, an enum's
 * value one of its keys; required fields must be given. A Type declared by its identity alone is
 * not checked. `path` is where the `custom` sits (`custom`, `addresses.0.custom`).
 *
 * @example
 * customFieldErrors(item.custom, 'customer', project, 'custom');
 */
export function customFieldErrors(custom: ImportCustom | undefined, resourceTypeId: string, project: ProjectView, path: string): ErrorObject[] {
  if (!custom) return [];
  const type = project.get('type', custom.type.key)?.content as TypeContent | undefined;
  if (!type) return [];
  if (!type.resourceTypeIds.includes(resourceTypeId)) return [invalidValue(`${path}.type`, custom.type.key)];
  const definitions = definitionsOf(type);
  const fields = custom.fields ?? {};
  const errors: ErrorObject[] = [];
  for (const [name, field] of Object.entries(fields)) {
    const at = `${path}.fields.${name}`;
    const definition = definitions.get(name);
    if (!definition) errors.push(invalidValue(at, name, [...definitions.keys()]));
    else if (!pairs(field.type, definition.type)) errors.push(invalidValue(at, field.value));
    else errors.push(...valueErrors(at, field.value, definition.type));
  }
  for (const definition of definitions.values()) {
    if (definition.required && !Object.hasOwn(fields, definition.name)) errors.push(requiredField(`${path}.fields.${definition.name}`));
  }
  return errors;
}

/**
 * The custom field errors of every element of a list that may carry `custom` (addresses, assets,
 * prices), each at its index.
 *
 * @example
 * listCustomErrors(item.addresses, 'address', project, 'addresses');
 */
export function listCustomErrors(
  list: readonly { readonly custom?: ImportCustom }[] | undefined,
  resourceTypeId: string,
  project: ProjectView,
  path: string,
): ErrorObject[] {
  // Stryker disable next-line ArrayDeclaration: a stray entry carries no `custom`, so it has no errors
  return (list ?? []).flatMap((entry, index) => customFieldErrors(entry.custom, resourceTypeId, project, `${path}.${index}.custom`));
}
