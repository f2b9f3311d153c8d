import type { ErrorObject } from '../../errors/error-response.js';
import { duplicateField } from '../../errors/import-processing-errors.js';

/**
 * A DuplicateField for each value that comes again in a list, at the index where it comes again
 * (`addresses.2.key`).
 *
 * @example
 * repeatedValues(['home', 'home'], 'addresses', 'key'); // [DuplicateField 'addresses.1.key']
 */
export function repeatedValues(values: readonly string[], path: string, field: string): ErrorObject[] {
  const seen = new Set<string>();
  return values.flatMap((value, index) => {
    const repeated = seen.has(value);
    seen.add(value);
    return repeated ? [duplicateField(`${path}.${index}.${field}`, value)] : [];
  });
}

/**
 * A DuplicateField for each name that comes again in a list (attribute definitions, field
 * definitions), at the index where it comes again.
 *
 * @example
 * repeatedNames(item.attributes ?? [], 'attributes'); // [DuplicateField 'attributes.2.name']
 */
export function repeatedNames(list: readonly { readonly name: string }[], path: string): ErrorObject[] {
  return repeatedValues(
    list.map(({ name }) => name),
    path,
    'name',
  );
}
