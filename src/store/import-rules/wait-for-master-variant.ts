import { requiredOf, type Definitions } from './attribute-values.js';

/**
 * Whether a product without master variant data must wait for one (`waitForMasterVariant`): its
 * product type requires attributes of level `Variant`, which no variant holds yet. A product type
 * without them lets the product import with an empty master variant (`ProcessingState` in the
 * Import API's `common.raml`). Unknown definitions (a product type declared by its identity alone)
 * require nothing.
 *
 * @example
 * waitsForMasterVariant(definitionsFor(project, item.productType.key)); // true
 */
export function waitsForMasterVariant(definitions: Definitions | undefined): boolean {
  return definitions !== undefined && requiredOf(definitions, 'Variant').length > 0;
}
