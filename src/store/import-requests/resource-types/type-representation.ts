import { baseFields, defined } from '../../representations/read-context.js';
import { readableResource } from '../../representations/readable-resource.js';
import type { ItemOf } from '../import-resource-kind.js';
import type { type } from './type.js';

type TypeContent = ItemOf<typeof type>;

/**
 * Types (of Custom Fields) as the platform shows them (`Type`): a field definition's input hint
 * defaults to `SingleLine`, as on the platform.
 *
 * @example
 * typeReading.represent(stored, context, { staged: false }); // { id, version, key, name, resourceTypeIds, fieldDefinitions, ... }
 */
export const typeReading = readableResource({
  typeId: 'type',
  represent(stored) {
    const content = stored.content as TypeContent;
    return {
      ...baseFields(stored),
      ...defined({ key: content.key, name: content.name, description: content.description }),
      resourceTypeIds: content.resourceTypeIds,
      fieldDefinitions: (content.fieldDefinitions ?? []).map((field) => ({ ...field, inputHint: field.inputHint ?? 'SingleLine' })),
    };
  },
  finders: {},
});
