import type { ResourceIdentity } from '../import-requests/resource-identity.js';
import type { StoredResource } from '../import-rules/resource-rules.js';

/**
 * The resources one Project has, by type and key. Nested maps rather than one keyed by
 * `typeId + key`: the keys are the items' own strings, so a lookup builds no string and a
 * resource keeps no second copy of its key (issue 22's 10 000-product clock step measured it).
 */
export interface ResourceTable {
  get(typeId: string, key: string): StoredResource | undefined;
  /** A resource by the serial its platform id is made of, so that a read by id is a lookup too. */
  bySerial(typeId: string, serial: number): StoredResource | undefined;
  /** Every resource of a type, in creation order (a resource imported again keeps its place). */
  all(typeId: string): IterableIterator<StoredResource>;
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
 * table.set({ typeId: 'category', key: 'shirts' }, resource);
 * table.get('category', 'shirts'); // resource
 * table.bySerial('category', resource.serial); // resource
 */
export function createResourceTable(entries: Iterable<readonly [ResourceIdentity, StoredResource]> = []): ResourceTable {
  const table = tableOf(new Map(), new Map());
  for (const [identity, resource] of entries) table.set(identity, resource);
  return table;
}

type ByType = Map<string, Map<string, StoredResource>>;
type BySerial = Map<string, Map<number, StoredResource>>;

const copied = <K, V>(types: Map<string, Map<K, V>>) => new Map([...types].map(([typeId, inner]) => [typeId, new Map(inner)]));

function tableOf(types: ByType, serials: BySerial): ResourceTable {
  return {
    get: (typeId, key) => types.get(typeId)?.get(key),
    bySerial: (typeId, serial) => serials.get(typeId)?.get(serial),
    all: (typeId) => (types.get(typeId) ?? new Map<string, StoredResource>()).values(),
    has: ({ typeId, key }) => types.get(typeId)?.has(key) ?? false,
    set({ typeId, key }, resource) {
      let byKey = types.get(typeId);
      if (!byKey) types.set(typeId, (byKey = new Map()));
      byKey.set(key, resource);
      // A product variant's pointer has no id of its own: the platform keeps variants in their product.
      if (resource.serial === 0) return;
      let bySerial = serials.get(typeId);
      if (!bySerial) serials.set(typeId, (bySerial = new Map()));
      bySerial.set(resource.serial, resource);
    },
    copy: () => tableOf(copied(types), copied(serials)),
  };
}
