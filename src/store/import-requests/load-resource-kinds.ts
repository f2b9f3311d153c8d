import type { IMPORT_RESOURCE_KINDS } from './resource-types/index.js';

export type ResourceKinds = typeof IMPORT_RESOURCE_KINDS;

let loading: Promise<ResourceKinds> | undefined;

/**
 * The 18 resource types' schemas, loaded on the first import request: they are most of the
 * Import API's weight, and a test that never imports should not pay for them.
 *
 * @example
 * const kinds = await loadResourceKinds();
 * kinds.category.check(item);
 */
export function loadResourceKinds(): Promise<ResourceKinds> {
  loading ??= import('./resource-types/index.js').then((module) => module.IMPORT_RESOURCE_KINDS);
  return loading;
}
