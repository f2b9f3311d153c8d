import { requiredOf, type Definitions } from './attribute-values.js';
import type { ImportPlan } from './resource-rules.js';

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

/**
 * The plan of a product that waits for its master variant: what it breaks, and its unique values
 * checked against the Project's (a slug another product holds fails it at once); the engine writes
 * and claims nothing of a waiting plan, but where a test forces the import, what it holds.
 *
 * @example
 * waitingForMasterVariant(productPlan(project, item.key, next, stored, errors), item.key);
 */
export function waitingForMasterVariant(plan: ImportPlan, productKey: string): ImportPlan {
  return { ...plan, waits: { state: 'waitForMasterVariant', product: productKey } };
}
