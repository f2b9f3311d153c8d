import type { ErrorObject } from '../../errors/error-response.js';
import { duplicateField } from '../../errors/import-processing-errors.js';

/**
 * A DuplicateField for each name that comes again in a list (attribute definitions, field
 * definitions), at the index where it comes again.
 *
 * @example
 * repeatedNames(item.attributes ?? [], 'attributes'); // [DuplicateField 'attributes.2.name']
 */
export function repeatedNames(list: readonly { readonly name: string }[], path: string): ErrorObject[] {
  const seen = new Set<string>();
  return list.flatMap(({ name }, index) => {
    const repeated = seen.has(name);
    seen.add(name);
    return repeated ? [duplicateField(`${path}.${index}.name`, name)] : [];
  });
}
