// Walking a JSON value field by field, for the tests that break one field at a time
// (src/store/project/every-field.test.ts, src/store/import-requests/resource-types/every-field.test.ts).

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonPath = readonly (string | number)[];

/**
 * A value of another JSON type than the one given, or undefined for null (which means "absent").
 *
 * @example
 * otherType('shop'); // 42
 */
export function otherType(value: Json): Json | undefined {
  if (value === null) return undefined;
  if (typeof value === 'string') return 42;
  return 'x';
}

/**
 * Every path below the root, with the value found there, parents before their children.
 *
 * @example
 * [...fieldsOf({ a: [1] })]; // [[['a'], [1]], [['a', 0], 1]]
 */
export function* fieldsOf(value: Json, path: JsonPath = []): Generator<[JsonPath, Json]> {
  if (path.length > 0) yield [path, value];
  if (Array.isArray(value)) {
    for (const [index, element] of value.entries()) yield* fieldsOf(element, [...path, index]);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, element] of Object.entries(value)) yield* fieldsOf(element, [...path, key]);
  }
}

/**
 * A copy of the value with another value at the path.
 *
 * @example
 * withValueAt({ a: [1] }, ['a', 0], 'x'); // { a: ['x'] }
 */
export function withValueAt(value: Json, path: JsonPath, replacement: Json): Json {
  const copy = structuredClone(value);
  let parent = copy as Record<string | number, Json>;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, Json>;
  parent[path.at(-1) as string | number] = replacement;
  return copy;
}
