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
  /**
   * The key a resource is kept under: a scan of its type, for the few reads that meet a resource
   * by its id and need its key (a declaration naming a channel by id).
   */
  keyOf(typeId: string, resource: StoredResource): string | undefined;
  /** A resource by the platform id its declaration gave it (`StoredResource.id`), so that a read by that id is a lookup too. */
  byGivenId(typeId: string, id: string): StoredResource | undefined;
  /** Every resource of a type, in creation order (a resource imported again keeps its place). */
  all(typeId: string): IterableIterator<StoredResource>;
  /**
   * The products whose current data holds a SKU and is not their staged data, in no set order.
   * The Project's SKU index finds products by their staged SKUs; a product whose staged data has
   * moved on from its current data is found here by a current SKU. Products whose current data is
   * their staged data (the usual case) are indexed only there, so this costs nothing for them.
   */
  byDivergedCurrentSku(sku: string): StoredResource[];
  /** The standalone prices of a SKU, in creation order: a lookup, so that a price is compared with its SKU's alone. */
  standalonePricesOf(sku: string): StoredResource[];
  has(identity: ResourceIdentity): boolean;
  set(identity: ResourceIdentity, resource: StoredResource): void;
  /**
   * How many times `set` has changed this table: what a read shows of one resource may depend on
   * others (a reference by key shows its target's id), so views built from the table are kept
   * only while this stays the same. The Project's unique values, which reads show too (a variant's
   * key by its SKU), change only as resources are set alongside them.
   */
  readonly revision: number;
  /** A copy, which changes apart from this one. */
  copy(): ResourceTable;
  /** Every resource with its identity, by type and then in creation order: what a snapshot keeps. */
  entries(): IterableIterator<readonly [ResourceIdentity, StoredResource]>;
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
  const table = tableOf([new Map(), new Map(), new Map(), new Map(), new Map()]);
  for (const [identity, resource] of entries) table.set(identity, resource);
  return table;
}

type ByType = Map<string, Map<string, StoredResource>>;
type BySerial = Map<string, Map<number, StoredResource>>;
type ByGivenId = Map<string, Map<string, StoredResource>>;
/**
 * Product keys by a SKU their current data holds, for products whose current data is not their
 * staged data; each list replaced, never changed, so that a copy shares them.
 */
type ByCurrentSku = Map<string, readonly string[]>;

interface SkuHolder {
  readonly masterVariant?: { readonly sku?: string };
  readonly variants?: readonly { readonly sku?: string }[];
}

/** The SKUs a product's data holds, each once. */
function skusOf(data: unknown): Set<string> {
  const product = data as SkuHolder | undefined;
  const skus = new Set<string>();
  for (const variant of [product?.masterVariant, ...(product?.variants ?? [])]) if (variant?.sku !== undefined) skus.add(variant.sku);
  return skus;
}

/** A product's current data when it is not its staged data (the engine shares one object when they are the same). */
const divergedCurrent = (resource: StoredResource | undefined) => (resource?.current === resource?.content ? undefined : resource?.current);

/** Moves a product's key in the current-SKU index from the SKUs of its old diverged current data to those of its new. */
function indexCurrent(index: ByCurrentSku, key: string, before: unknown, after: unknown): void {
  if (before === after) return;
  const gone = skusOf(before);
  const come = skusOf(after);
  for (const sku of gone) {
    if (come.has(sku)) continue;
    const rest = (index.get(sku) ?? []).filter((holder) => holder !== key);
    if (rest.length === 0) index.delete(sku);
    else index.set(sku, rest);
  }
  for (const sku of come) {
    if (gone.has(sku)) continue;
    index.set(sku, [...(index.get(sku) ?? []), key]);
  }
}

/** Standalone price keys by their SKU; each list replaced, never changed, so that a copy shares them. */
type BySku = Map<string, readonly string[]>;

const skuOf = (resource: StoredResource | undefined) => (resource?.content as { readonly sku?: string } | undefined)?.sku;

/**
 * Moves a standalone price's key in the SKU index from the SKU its content held to the one it
 * holds. A SKU whose prices all moved on keeps an empty list: SKUs are few beside their prices.
 */
function indexStandalone(index: BySku, key: string, before: string | undefined, after: string | undefined): void {
  if (before === after) return;
  // Stryker disable next-line ArrayDeclaration: a SKU a price held has its list
  if (before !== undefined) index.set(before, (index.get(before) ?? []).filter((holder) => holder !== key));
  // Stryker disable next-line ArrayDeclaration: a stray first key names no standalone price (keys hold no spaces)
  if (after !== undefined) index.set(after, [...(index.get(after) ?? []), key]);
}

const copied = <K, V>(types: Map<string, Map<K, V>>) => new Map([...types].map(([typeId, inner]) => [typeId, new Map(inner)]));

/**
 * A table over these maps. A copy shares them until either table is first written, which then
 * copies them for itself: a reset, or a restore of a snapshot, costs nothing per resource, and a
 * table that is never written again (the reset point) never copies.
 */
function tableOf(maps: readonly [ByType, BySerial, ByCurrentSku, BySku, ByGivenId], sharedAtStart = false): ResourceTable {
  let [types, serials, currentSkus, standaloneSkus, givenIds] = maps;
  let shared = sharedAtStart;
  let revision = 0;
  const own = () => {
    if (!shared) return;
    [types, serials, currentSkus, standaloneSkus, givenIds] = [copied(types), copied(serials), new Map(currentSkus), new Map(standaloneSkus), copied(givenIds)];
    shared = false;
  };
  return {
    get revision() {
      return revision;
    },
    get: (typeId, key) => types.get(typeId)?.get(key),
    bySerial: (typeId, serial) => serials.get(typeId)?.get(serial),
    byGivenId: (typeId, id) => givenIds.get(typeId)?.get(id),
    keyOf(typeId, resource) {
      for (const [key, held] of types.get(typeId) ?? []) if (held === resource) return key;
      return undefined;
    },
    byDivergedCurrentSku: (sku) => (currentSkus.get(sku) ?? []).flatMap((key) => types.get('product')?.get(key) ?? []),
    // Stryker disable next-line ArrayDeclaration,OptionalChaining: every key the index lists is a standalone price the table holds
    standalonePricesOf: (sku) => (standaloneSkus.get(sku) ?? []).flatMap((key) => types.get('standalone-price')?.get(key) ?? []),
    all: (typeId) => (types.get(typeId) ?? new Map<string, StoredResource>()).values(),
    has: ({ typeId, key }) => types.get(typeId)?.has(key) ?? false,
    set({ typeId, key }, resource) {
      own();
      let byKey = types.get(typeId);
      if (!byKey) types.set(typeId, (byKey = new Map()));
      if (typeId === 'product') indexCurrent(currentSkus, key, divergedCurrent(byKey.get(key)), divergedCurrent(resource));
      if (typeId === 'standalone-price') indexStandalone(standaloneSkus, key, skuOf(byKey.get(key)), skuOf(resource));
      const before = byKey.get(key);
      byKey.set(key, resource);
      revision += 1;
      // A resource keeps the id its declaration gave it through every later write.
      if (before?.id !== undefined && before.id !== resource.id) givenIds.get(typeId)?.delete(before.id);
      if (resource.id !== undefined) {
        let byId = givenIds.get(typeId);
        if (!byId) givenIds.set(typeId, (byId = new Map()));
        byId.set(resource.id, resource);
      }
      // A product variant's pointer has no id of its own: the platform keeps variants in their product.
      if (resource.serial === 0) return;
      let bySerial = serials.get(typeId);
      if (!bySerial) serials.set(typeId, (bySerial = new Map()));
      bySerial.set(resource.serial, resource);
    },
    copy() {
      shared = true;
      return tableOf([types, serials, currentSkus, standaloneSkus, givenIds], true);
    },
    *entries() {
      for (const [typeId, byKey] of types) for (const [key, resource] of byKey) yield [{ typeId, key }, resource] as const;
    },
  };
}
