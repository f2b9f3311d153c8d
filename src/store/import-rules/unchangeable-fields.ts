import { dequal } from 'dequal';
import type { ErrorObject } from '../../errors/error-response.js';
import { invalidFieldUpdate } from '../../errors/import-processing-errors.js';

/**
 * An InvalidFieldUpdate listing every field of `fields` a re-import would change, or none for a
 * resource the Project does not hold with content (a first import, or one declared by identity).
 * A field given where the resource has none, or left out where it has one, is a change too: the
 * Import API's RAML says these values "cannot be updated", and the platform's own API has no action
 * that sets or unsets them.
 *
 * @example
 * unchangeableFieldErrors({ key: 'p', sku: 'S', country: 'DE' }, { key: 'p', sku: 'S', country: 'AT' }, ['country', 'channel']);
 * // [InvalidFieldUpdate with fields ['country']]
 */
export function unchangeableFieldErrors<Item extends object>(stored: Item | undefined, item: Item, fields: readonly (keyof Item & string)[]): ErrorObject[] {
  if (stored === undefined) return [];
  const changed = fields.filter((field) => !dequal(stored[field], item[field]));
  return changed.length === 0 ? [] : [invalidFieldUpdate(changed)];
}
