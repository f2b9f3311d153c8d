import { requiredOf, type Definitions } from './attribute-values.js';
import type { ProductContent, VariantContent } from './product-content.js';
import type { ImportPlan, ProjectView, StoredResource } from './resource-rules.js';

/**
 * The master variant a product import that gives none keeps: the one the product holds (the
 * platform has no product without one), else the one an import brings while the product waits for
 * one, judged by the engine as that import before it comes here.
 *
 * @example
 * keptMasterVariant(project, project.get('product', 'polo')); // the product's master variant, if it has one
 */
export function keptMasterVariant(project: ProjectView, stored: StoredResource | undefined): VariantContent | undefined {
  return (stored?.content as ProductContent | undefined)?.masterVariant ?? (project.suppliedMasterVariant() as VariantContent | undefined);
}

/**
 * A product import's plan, or the same plan waiting for a master variant (`waitForMasterVariant`)
 * where the product will have none and does not exist with one, and its product type requires
 * attributes of level `Variant`. A product type without them lets the product import with an empty
 * master variant (`ProcessingState` in the Import API's `common.raml`); unknown definitions (a
 * product type declared by its identity alone) require nothing. A waiting plan keeps its errors and
 * unique values, checked all the same so that what it breaks fails it now (a slug another product
 * holds); the engine writes and claims nothing of it, but where a test forces the import.
 *
 * @example
 * waitingWithoutMasterVariant(plan, { productKey: item.key, masterVariant: content.masterVariant, stored, definitions });
 */
export function waitingWithoutMasterVariant(plan: ImportPlan, product: WaitingProduct): ImportPlan {
  const { productKey, masterVariant, stored, definitions } = product;
  const waits = masterVariant === undefined && !hasMasterVariant(stored) && definitions !== undefined && requiredOf(definitions, 'Variant').length > 0;
  return waits ? { ...plan, waits: { state: 'waitForMasterVariant', product: productKey } } : plan;
}

/** What decides whether a product import waits for a master variant. */
export interface WaitingProduct {
  readonly productKey: string;
  /** The master variant the product has after the import. */
  readonly masterVariant: VariantContent | undefined;
  /** The product as the Project holds it before the import. */
  readonly stored: StoredResource | undefined;
  /** Its product type's attribute definitions, where the Project knows them. */
  readonly definitions: Definitions | undefined;
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
