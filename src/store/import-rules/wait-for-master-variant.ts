import { requiredOf, type Definitions } from './attribute-values.js';
import type { ProductContent } from './product-content.js';
import type { ImportPlan, StoredResource } from './resource-rules.js';

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

/**
 * Whether a product the Project holds has a master variant: one with content has it if its data
 * does; one known by its identity alone exists on the platform, which gives every product one.
 * A product with a master variant never waits for another (release note 2026-05-11 speaks of a
 * product "that does not include Master Variant data").
 *
 * @example
 * hasMasterVariant(project.get('product', 'polo')); // false where no product 'polo' exists
 */
export function hasMasterVariant(stored: StoredResource | undefined): boolean {
  if (stored === undefined) return false;
  return stored.content === undefined || (stored.content as ProductContent).masterVariant !== undefined;
}
