import type { StoredResource } from '../import-rules/resource-rules.js';

// The ids and keys a declaration in the platform's representation gave (issue 33): what the mock
// would show is found once, when it is declared, and a read shows what was given in its place.

type Json = unknown;

// Lists are objects too: walked by position as objects are by name, and neither has an `id` of its own.
const isObject = (value: Json): value is Readonly<Record<string, Json>> => value instanceof Object;

/**
 * The ids a representation gives to what a resource holds, by the id the mock shows at the same
 * place: both walked side by side, element by element, each `id` of an object compared. References
 * (`{ typeId, id }`, which show the id of what they name) are left out, and the resource's own id,
 * kept apart (`StoredResource.id`), is shown as given already.
 *
 * @example
 * alignIds({ addresses: [{ id: 'home-1' }] }, { addresses: [{ id: '00000001-0000-4000-bf00-000000000003' }] });
 * // { '00000001-0000-4000-bf00-000000000003': 'home-1' }
 */
export function alignIds(given: Json, made: Json): Record<string, string> {
  const ids: Record<string, string> = {};
  const walk = (left: Json, right: Json): void => {
    if (!isObject(left) || !isObject(right) || typeof right['typeId'] === 'string') return;
    const { id: givenId } = left;
    const { id: madeId } = right;
    // An id given as the mock makes it (the resource's own, which it shows as given) needs no swap.
    if (typeof givenId === 'string' && typeof madeId === 'string' && givenId !== madeId) ids[madeId] = givenId;
    // A field the mock does not show reads as nothing, or as what every object inherits: no id either way.
    for (const [name, field] of Object.entries(left)) walk(field, right[name]);
  };
  walk(given, made);
  return ids;
}

/** Whether a resource shows as the mock made it: no id given to swap in, no key made to leave out. */
function showsAsMade({ givenIds, madeKeys }: Pick<StoredResource, 'givenIds' | 'madeKeys'>): boolean {
  return givenIds === undefined && madeKeys === undefined;
}

/**
 * A representation with the ids its declaration gave in place of those the mock made, and the keys
 * the mock made for what came without one left out; the representation itself where it gave none.
 *
 * @example
 * showGiven(stored, productReading.represent(stored, context, options));
 */
export function showGiven<Shown extends Record<string, unknown>>(stored: Pick<StoredResource, 'givenIds' | 'madeKeys'>, shown: Shown): Shown {
  // Most resources were given nothing: every read of them shows the representation itself, not an equal copy.
  if (showsAsMade(stored)) return shown;
  const { givenIds, madeKeys } = stored;
  const made = new Set(madeKeys);
  const swap = (value: Json, top: boolean): Json => {
    if (typeof value === 'string') return givenIds !== undefined && Object.hasOwn(givenIds, value) ? givenIds[value] : value;
    if (Array.isArray(value)) return value.map((element) => swap(element, false));
    if (!isObject(value)) return value;
    const fields = Object.entries(value).filter(([name, field]) => top || name !== 'key' || typeof field !== 'string' || !made.has(field));
    return Object.fromEntries(fields.map(([name, field]) => [name, swap(field, false)]));
  };
  return swap(shown, true) as Shown;
}
