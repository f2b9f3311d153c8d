import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ImportResourceType } from '../../src/store/import-container/import-container.js';
import type { CheckedItem, ImportResourceKind } from '../../src/store/import-requests/import-resource-kind.js';
import { OFFICIAL_EXAMPLES_DIR } from './schemas.js';

// Shared by the resource kinds' own tests beside them in src/store/import-requests/resource-types/.

/** An official example of test/support/official-examples/import-requests/. */
export const example = (file: string): string => resolve(OFFICIAL_EXAMPLES_DIR, 'import-requests', file);
export const readExample = (file: string): unknown => JSON.parse(readFileSync(example(file), 'utf8'));

/** The item a kind makes of a valid input; throws with every issue for an invalid one. */
export function checked(kind: ImportResourceKind, item: unknown): Omit<CheckedItem, 'plan' | 'draft'> {
  const result = kind.check(item);
  if (!result.success) {
    const problems = result.issues.map((issue) => `${issuePath(issue.path)}: ${issue.message}`);
    throw new Error(`Expected a valid ${kind.type} item, got:\n${problems.join('\n')}`);
  }
  // The plan is a function of the Project, which the rules' own tests exercise; the draft is the
  // item as checked, which the snapshot tests read back.
  const { plan: _plan, draft: _draft, ...rest } = result.item;
  return rest;
}

function issuePath(path: readonly { readonly key: unknown }[] | undefined): string {
  return (path ?? []).map((step) => String(step.key)).join('.');
}

/** The dotted path of each issue, as the `InvalidField` errors will name them. */
export function issuePaths(kind: ImportResourceKind, item: unknown): string[] {
  const result = kind.check(item);
  return result.success ? [] : result.issues.map((issue) => issuePath(issue.path));
}

/** The official example requests whose file is not named `<type>-import-request.json`. */
export const EXAMPLE_REQUESTS: Readonly<Partial<Record<ImportResourceType, string>>> = {
  'business-unit': 'business-units-import-request.json',
  'product-variant-patch': 'product-variant-patch-request.json',
  variant: 'variants-import-request.json',
};

/** The official schema's names of each type's item and request. */
export const SCHEMA_DEFINITIONS: Readonly<Record<ImportResourceType, readonly [item: string, request: string]>> = {
  'business-unit': ['BusinessUnitImport', 'BusinessUnitImportRequest'],
  category: ['CategoryImport', 'CategoryImportRequest'],
  customer: ['CustomerImport', 'CustomerImportRequest'],
  'discount-code': ['DiscountCodeImport', 'DiscountCodeImportRequest'],
  inventory: ['InventoryImport', 'InventoryImportRequest'],
  order: ['OrderImport', 'OrderImportRequest'],
  'order-patch': ['OrderPatchImport', 'OrderPatchImportRequest'],
  price: ['PriceImport', 'PriceImportRequest'],
  product: ['ProductImport', 'ProductImportRequest'],
  'product-draft': ['ProductDraftImport', 'ProductDraftImportRequest'],
  'product-selection': ['ProductSelectionImport', 'ProductSelectionImportRequest'],
  'product-tailoring': ['ProductTailoringImport', 'ProductTailoringImportRequest'],
  'product-type': ['ProductTypeImport', 'ProductTypeImportRequest'],
  'product-variant': ['ProductVariantImport', 'ProductVariantImportRequest'],
  'product-variant-patch': ['ProductVariantPatch', 'ProductVariantPatchRequest'],
  'standalone-price': ['StandalonePriceImport', 'StandalonePriceImportRequest'],
  type: ['TypeImport', 'TypeImportRequest'],
  variant: ['VariantImport', 'VariantImportRequest'],
};
