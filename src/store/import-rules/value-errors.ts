import type { ErrorObject } from '../../errors/error-response.js';
import { invalidValue } from '../../errors/import-processing-errors.js';

/** A value as a list of its elements: a set's elements, or the value alone. */
const elementsOf = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : [value]);

/**
 * An InvalidField for each element of a value (one, or a set's) that is not one of an enum's
 * keys, with the keys as the allowed values. Attributes and custom fields share it.
 *
 * @example
 * enumKeyErrors('masterVariant.attributes.color', 'blue', [{ key: 'red' }, { key: 'green' }]);
 */
export function enumKeyErrors(field: string, value: unknown, values: readonly { readonly key: string }[]): ErrorObject[] {
  // A key equals no element that is not a string.
  const listed = (element: unknown) => values.some(({ key }) => key === element);
  // Most values are one listed key: they cost no list of keys.
  // Stryker disable next-line ConditionalExpression,BooleanLiteral: a shortcut; the filter below finds no error in a listed key either
  if (!Array.isArray(value) && listed(value)) return [];
  const keys = values.map(({ key }) => key);
  return elementsOf(value)
    .filter((element) => !listed(element))
    .map((element) => invalidValue(field, element, keys));
}

/**
 * An InvalidField for each reference of a value (one, or a set's) to another type than the
 * definition's `referenceTypeId`.
 *
 * @example
 * referenceTypeErrors('attributes.maker', { typeId: 'category', key: 'acme' }, 'channel');
 */
export function referenceTypeErrors(field: string, value: unknown, referenceTypeId: string): ErrorObject[] {
  return elementsOf(value)
    .filter((element) => (element as { readonly typeId?: unknown }).typeId !== referenceTypeId)
    .map((element) => invalidValue(field, element));
}
