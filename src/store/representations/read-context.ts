import type { ResourceTable } from '../import-operations/resource-table.js';
import type { StoredResource } from '../import-rules/resource-rules.js';
import type { UniquenessIndex } from '../import-rules/uniqueness-index.js';
import { countedId, countIn } from '../../utils/counted-id.js';

/**
 * What showing a reference needs: the Project's resources by type and key. The processing rules
 * have it in their ProjectView, so that an error shows a resource as a read would.
 */
export interface ResourceLookup {
  readonly resources: { get(typeId: string, key: string): StoredResource | undefined };
}

/** What a representation reads besides its own resource: the Project's resources and unique values. */
export interface ReadContext extends ResourceLookup {
  readonly resources: ResourceTable;
  readonly unique: UniquenessIndex;
}


/**
 * A resource's platform id: a UUID counted up per mock in creation order, so that the same steps
 * give the same ids (a reference to a resource the Project lacks, which only a forced import
 * makes, reads as the zero id).
 *
 * @example
 * resourceId(1); // '00000000-0000-4000-b000-000000000001'
 */
export function resourceId(serial: number): string {
  return countedId('resource', serial);
}

/**
 * The serial an id is made of, or undefined for an id the mock never gives.
 *
 * @example
 * serialOf('00000000-0000-4000-b000-00000000000a'); // 10
 */
export function serialOf(id: string): number | undefined {
  return countIn('resource', id);
}

/**
 * An id for what the platform keeps inside a resource (a price, an asset, a line item): made of
 * the resource's serial, where it sits and what it is, so that it is the same on every read.
 *
 * @example
 * innerId(7, 1, 2, 'c'); // '00000001-0002-4000-bc00-000000000007'
 */
export function innerId(serial: number, group: number, position: number, kind: string): string {
  return `${group.toString(16).padStart(8, '0')}-${position.toString(16).padStart(4, '0')}-4000-b${kind}00-${serial.toString(16).padStart(12, '0')}`;
}

/**
 * The id a read shows for a resource: the one its declaration gave (issue 33), else the one made
 * of its serial; the zero id for a resource the Project lacks (a reference a forced import kept).
 *
 * @example
 * shownId(context.resources.get('category', 'shirts')); // '00000000-0000-4000-b000-000000000002'
 */
export function shownId(stored: Pick<StoredResource, 'serial' | 'id'> | undefined): string {
  return stored?.id ?? resourceId(stored?.serial ?? 0);
}

/**
 * The resource of a type a read by id finds: by the id its declaration gave it, else by the serial
 * a made id holds. A resource that shows a given id is not found by the id its serial would make.
 *
 * @example
 * findById(context.resources, 'product', '00000000-0000-4000-b000-000000000001'); // the product, or undefined
 */
export function findById(resources: Pick<ResourceTable, 'byGivenId' | 'bySerial'>, typeId: string, id: string): StoredResource | undefined {
  const given = resources.byGivenId(typeId, id);
  if (given) return given;
  // 0 is the serial of no resource (resource-table.ts), as an id the mock never gives.
  const made = resources.bySerial(typeId, serialOf(id) ?? 0);
  return made?.id === undefined ? made : undefined;
}

/**
 * The common fields every resource shows first.
 *
 * @example
 * ({ ...baseFields(stored), key: 'shirt' });
 */
export function baseFields(stored: StoredResource): { id: string; version: number; createdAt: string; lastModifiedAt: string } {
  return { id: shownId(stored), version: stored.version, createdAt: stored.createdAt, lastModifiedAt: stored.lastModifiedAt };
}

/** A KeyReference as the Import API holds it. */
export interface KeyReference {
  readonly typeId: string;
  readonly key: string;
}

/** The resource types the platform keeps references to by key (StoreKeyReference). */
const BY_KEY = new Set(['store']);

/**
 * A KeyReference as the platform shows it: by id (`{typeId, id}`), or by key where the platform
 * keeps it so (a Store).
 *
 * @example
 * reference(context, { typeId: 'category', key: 'shirts' }); // { typeId: 'category', id: '00000000-0000-4000-b000-000000000002' }
 */
export function reference(context: ResourceLookup, { typeId, key }: KeyReference): { typeId: string; id: string } | KeyReference {
  if (BY_KEY.has(typeId)) return { typeId, key };
  return { typeId, id: shownId(context.resources.get(typeId, key)) };
}

const isKeyReference = (value: object): value is KeyReference => {
  const keys = Object.keys(value);
  return keys.length === 2 && typeof (value as { typeId?: unknown }).typeId === 'string' && typeof (value as { key?: unknown }).key === 'string';
};

/**
 * A value with every KeyReference in it shown as the platform shows references.
 *
 * @example
 * withReferences(context, { channel: { typeId: 'channel', key: 'berlin' } }); // { channel: { typeId: 'channel', id: '...' } }
 */
export function withReferences(context: ResourceLookup, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((element) => withReferences(context, element));
  if (!(value instanceof Object)) return value;
  if (isKeyReference(value)) return reference(context, value);
  return Object.fromEntries(Object.entries(value).map(([name, field]) => [name, withReferences(context, field)]));
}

/**
 * Fields of a value that are set, so that a representation leaves out what the import left out
 * (the platform's JSON has no nulls for absent fields).
 *
 * @example
 * defined({ key: 'a', description: undefined }); // { key: 'a' }
 */
export function defined<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}
