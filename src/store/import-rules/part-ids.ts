// The numbers the ids of a resource's keyed parts are made of (issue 44): a variant's prices and
// assets, a category's assets. The platform tracks them by key (release notes 2020-11-12 and
// 2023-07-31: "keep track of the EmbeddedPriceDraftImports"), so a part keeps its id while its list
// keeps its key, wherever it moves in the list, and a new key takes a number its list never gave.

/** One list's numbers by part key, and how many numbers it has given (the next is `last`). */
export interface PartList {
  readonly byKey: Readonly<Record<string, number>>;
  readonly last: number;
}

/**
 * A resource's part lists by name (`prices/{variantKey}`, `assets/{variantKey}`, a category's
 * `assets`), only those whose numbers are not the parts' places: the usual resource keeps none.
 */
export type PartIds = Readonly<Record<string, PartList>>;

/** A part as a list holds it: by its key. */
interface Keyed {
  readonly key: string;
}

/** A resource's lists in one of its data (a product's staged or current data), by list name. */
export type PartLists = ReadonlyMap<string, readonly Keyed[]>;

/**
 * The name of a variant's price list.
 *
 * @example
 * priceList('shirt-red'); // 'prices/shirt-red'
 */
export const priceList = (variantKey: string): string => `prices/${variantKey}`;

/**
 * The name of a variant's asset list, or a category's (no variant).
 *
 * @example
 * assetList('shirt-red'); // 'assets/shirt-red'
 */
export const assetList = (variantKey?: string): string => (variantKey === undefined ? 'assets' : `assets/${variantKey}`);

/**
 * The number a part's id is made of: the one its list keeps for its key, else its place in the
 * list (a list that keeps none has each part at its number).
 *
 * @example
 * partNumber(stored.partIds, priceList('shirt-red'), 'eur', 0); // 2, where 'eur' came third and the first two left
 */
export function partNumber(parts: PartIds | undefined, list: string, key: string, position: number): number {
  // Most resources keep no lists: their parts are numbered by their places.
  if (parts === undefined || !Object.hasOwn(parts, list)) return position;
  const { byKey } = parts[list]!;
  return Object.hasOwn(byKey, key) ? byKey[key]! : position;
}

/**
 * A list's numbers as its places give them, where the resource keeps none: each key the number of
 * its place in the first data that holds it, unless another key has that number (which only a
 * state kept before issue 44 can hold), then one after all of them.
 */
function placedList(lists: readonly (readonly Keyed[] | undefined)[]): PartList {
  const byKey = Object.create(null) as Record<string, number>;
  const taken = new Set<number>();
  const crowded: string[] = [];
  for (const list of lists) {
    for (const [position, { key }] of (list ?? []).entries()) {
      if (key in byKey || crowded.includes(key)) continue;
      if (taken.has(position)) crowded.push(key);
      else {
        byKey[key] = position;
        taken.add(position);
      }
    }
  }
  let last = taken.size === 0 ? 0 : Math.max(...taken) + 1;
  for (const key of crowded) byKey[key] = last++;
  return { byKey, last };
}

/** Whether every part of a list sits at its number in every data, and no number beyond them was ever given. */
function isPlaced(list: PartList, lists: readonly (readonly Keyed[] | undefined)[]): boolean {
  if (Object.keys(list.byKey).length !== list.last) return false;
  return lists.every((parts) => (parts ?? []).every(({ key }, position) => list.byKey[key] === position));
}

/** What a resource held of its lists before an import: their numbers, and its lists in each of its data. */
export interface PartsBefore {
  readonly partIds: PartIds | undefined;
  readonly data: readonly PartLists[];
}

/**
 * A resource's part lists after an import leaves it with `next` (its data, staged first): each
 * part keeps the number its key had in its list, a new key takes the next number the list never
 * gave, and a list gone from every data (a variant's, as the variant goes) goes with it. Undefined
 * where every number is its part's place, and for a resource the import creates.
 *
 * @example
 * nextPartIds({ partIds: undefined, data: [new Map([['assets', [{ key: 'a' }, { key: 'b' }]]])] }, [new Map([['assets', [{ key: 'b' }, { key: 'a' }]]])]);
 * // { assets: { byKey: { b: 1, a: 0 }, last: 2 } }
 */
export function nextPartIds(before: PartsBefore | undefined, next: readonly PartLists[]): PartIds | undefined {
  if (before === undefined) return undefined;
  const names = new Set(next.flatMap((data) => [...data.keys()]));
  // No prototype: a variant key such as `__proto__` names a list like any other.
  const kept = Object.create(null) as Record<string, PartList>;
  let any = false;
  for (const name of names) {
    const prior = before.partIds !== undefined && Object.hasOwn(before.partIds, name) ? before.partIds[name]! : placedList(before.data.map((data) => data.get(name)));
    const byKey = Object.create(null) as Record<string, number>;
    let { last } = prior;
    const lists = next.map((data) => data.get(name));
    for (const parts of lists) {
      for (const { key } of parts ?? []) {
        if (key in byKey) continue;
        byKey[key] = Object.hasOwn(prior.byKey, key) ? prior.byKey[key]! : last++;
      }
    }
    const list = { byKey, last };
    if (isPlaced(list, lists)) continue;
    kept[name] = list;
    any = true;
  }
  return any ? kept : undefined;
}
