import { repeatedNames } from '../../import-rules/repeated-names.js';
import { resourceRules, storeAs } from '../../import-rules/resource-rules.js';
import type { ItemOf } from '../import-resource-kind.js';
import type { type } from './type.js';

/**
 * Types: field names are unique within the Type.
 *
 * @example
 * typeRules.plan({ key: 'extras', name: { en: 'Extras' }, resourceTypeIds: ['customer'] }, project);
 */
export const typeRules = resourceRules<ItemOf<typeof type>>({
  // Stryker disable next-line ArrayDeclaration: a one-entry list repeats no name
  plan: (item) => storeAs({ typeId: 'type', key: item.key }, item, repeatedNames(item.fieldDefinitions ?? [], 'fieldDefinitions')),
});
