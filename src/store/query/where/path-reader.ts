/** What a path reader answers where a list stands on the way: the general evaluation decides that value. */
export const THROUGH_LIST: unique symbol = Symbol('a list on the way');

/** A reader of a field path: the value at its end, undefined where the way breaks off, or THROUGH_LIST. */
export type PathReader = (value: unknown) => unknown;

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** The reader as a loop over the path: what runs where code may not be generated. */
function walking(fields: readonly string[]): PathReader {
  return (value) => {
    let reached = value;
    for (const field of fields) {
      if (Array.isArray(reached)) return THROUGH_LIST;
      if (typeof reached !== 'object' || reached === null || !Object.hasOwn(reached, field)) return undefined;
      reached = (reached as Readonly<Record<string, unknown>>)[field];
    }
    return reached;
  };
}

/**
 * The reader as a function of its own, its field names written into it: each step is then a read
 * of a named property, which the engine keeps fast per step, where a loop reads each field by a
 * key it learns at run time (about three times slower over ten thousand representations). Only
 * identifiers no object inherits are written in, as JSON string literals; a page whose Content
 * Security Policy forbids `new Function` gets the loop.
 */
function generated(fields: readonly string[]): PathReader | undefined {
  if (!fields.every((field) => IDENTIFIER.test(field) && !(field in Object.prototype))) return undefined;
  const steps = fields.map((field) => `if (Array.isArray(v)) return list; if (typeof v !== 'object' || v === null) return undefined; v = v[${JSON.stringify(field)}];`);
  try {
    return new Function('list', `return function read(v) { ${steps.join('')} return v; };`)(THROUGH_LIST) as PathReader;
  } catch {
    // No code may be generated here (a Content Security Policy without 'unsafe-eval'): the loop reads.
  }
  return undefined;
}

/**
 * A reader of a field path through objects (`masterData.current.name.en`): the value at its end
 * (which may be a list), undefined where a field on the way is missing or no object, and
 * THROUGH_LIST where a list stands before the end.
 *
 * @example
 * const name = pathReader(['masterData', 'current', 'name', 'en']);
 * name(product); // 'Shirt'
 */
export function pathReader(fields: readonly string[]): PathReader {
  return generated(fields) ?? walking(fields);
}

/**
 * The loop-only reader, which `pathReader` falls back to: tests use it to check that both read alike.
 *
 * @example
 * walkingReader(['name', 'en'])(category); // 'Shirts'
 */
export const walkingReader = walking;
