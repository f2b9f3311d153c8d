import { READABLE_RESOURCES } from '../store/import-requests/resource-types/readable-resources.js';
import type { ReadSegment } from '../vocabulary/read-resources.js';
import type { MockContext } from './mock-context.js';

/** The resource types `ct.resources` lists, as the platform's references name them. */
export const LISTED_TYPE_IDS = {
  'product-type': 'product-types',
  type: 'types',
  category: 'categories',
  product: 'products',
  'product-projection': 'product-projections',
  customer: 'customers',
  'inventory-entry': 'inventory',
  'standalone-price': 'standalone-prices',
  'discount-code': 'discount-codes',
  order: 'orders',
} as const satisfies Record<string, ReadSegment>;

/** A resource type `ct.resources` lists. */
export type ListedTypeId = keyof typeof LISTED_TYPE_IDS;

/**
 * Every resource of a type a Project holds, imported or declared with content, as the platform
 * API shows it (product projections: staged data), in creation order. Loaded with the read routes.
 *
 * @example
 * await listResources(context, 'shop', 'product'); // [{ id, key, masterData, ... }]
 */
export async function listResources(context: MockContext, projectKey: string, typeId: ListedTypeId): Promise<Record<string, unknown>[]> {
  // Checked here, not in ct.resources: the main entry does not carry the list.
  if (!Object.hasOwn(LISTED_TYPE_IDS, typeId)) {
    throw new TypeError(`commercetools-msw: resources takes a typeId among ${Object.keys(LISTED_TYPE_IDS).join(', ')}; not ${JSON.stringify(typeId)}.`);
  }
  const read = await context.store.importOperations.readResources(projectKey);
  if (!read) throw new TypeError(`commercetools-msw: resources needs a Project the mock has; '${projectKey}' is none. Add it with ct.addProject({ key: '${projectKey}' }).`);
  const resource = READABLE_RESOURCES[LISTED_TYPE_IDS[typeId]];
  const options = { staged: true };
  const listed: Record<string, unknown>[] = [];
  for (const stored of read.resources.all(resource.typeId)) {
    const shown = resource.shows(stored, options) ? resource.represent(stored, read, options) : undefined;
    if (shown) listed.push(shown);
  }
  return listed;
}

