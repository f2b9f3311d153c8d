import type { AttributeDefinition } from '../../import-rules/attribute-values.js';
import { baseFields, defined } from '../../representations/read-context.js';
import { readableResource } from '../../representations/readable-resource.js';
import type { ItemOf } from '../import-resource-kind.js';
import type { productType } from './product-type.js';

type ProductTypeContent = ItemOf<typeof productType>;

/** An attribute definition as the platform shows it: the fields the Import API may leave out, with the platform's defaults. */
function definition(attribute: AttributeDefinition): Record<string, unknown> {
  return {
    name: attribute.name,
    label: attribute.label,
    isRequired: attribute.isRequired,
    type: attribute.type,
    attributeConstraint: attribute.attributeConstraint ?? 'None',
    ...defined({ inputTip: attribute.inputTip }),
    inputHint: attribute.inputHint ?? 'SingleLine',
    isSearchable: attribute.isSearchable ?? true,
    level: attribute.level ?? 'Variant',
  };
}

/**
 * Product types as the platform shows them (`ProductType`).
 *
 * @example
 * productTypeReading.represent(stored, context, { staged: false }); // { id, version, key, name, description, attributes, ... }
 */
export const productTypeReading = readableResource({
  typeId: 'product-type',
  represent(stored) {
    const content = stored.content as ProductTypeContent;
    return {
      ...baseFields(stored),
      key: content.key,
      name: content.name,
      description: content.description,
      attributes: (content.attributes ?? []).map(definition),
    };
  },
  finders: {},
});
