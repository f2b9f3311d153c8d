import type { ResourceIdentity } from '../import-requests/resource-identity.js';
import type { StoredResource } from '../import-rules/resource-rules.js';

/**
 * The resources one Project has, by type and key. Nested maps rather than one keyed by
 * `typeId + key`: the keys are the items' own strings, so a lookup builds no string and a
 * resource keeps no second copy of its key (issue 22's 10 000-product clock step measured it).
 */
export interface ResourceTable {
  get(typeId: string, key: string): StoredResource | undefined;
  has(identity: ResourceIdentity): boolean;
  set(identity: ResourceIdentity, resource: StoredResource): void;
  /** A copy, which changes apart from this one. */
  copy(): ResourceTable;
}

/**
 * Creates a table of resources, empty or holding these.
 *
 * @example
 * const table = createResourceTable();
 * table.set({ typeId: 'category', key: 'shirts' }, { version: 1, content: undefined });
 * table.get('category', 'shirts'); // { version: 1, content: undefined }
 */
export function createResourceTable(entries: Iterable<readonly [ResourceIdentity, StoredResource]> = []): ResourceTable {
  const table = tableOf(new Map());
  for (const [identity, resource] of entries) table.set(identity, resource);
  return table;
}

function tableOf(types: Map<string, Map<string, StoredResource>>): ResourceTable {
  return {
    get: (typeId, key) => types.get(typeId)?.get(key),
    has: ({ typeId, key }) => types.get(typeId)?.has(key) ?? false,
    set({ typeId, key }, resource) {
      let byKey = types.get(typeId);
      if (!byKey) types.set(typeId, (byKey = new Map()));
      byKey.set(key, resource);
    },
    copy: () => tableOf(new Map([...types].map(([typeId, byKey]) => [typeId, new Map(byKey)]))),
  };
}
