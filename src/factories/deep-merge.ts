/**
 * What a builder accepts as overrides: any part of the value. Plain objects may be given in part
 * and merge into the generated ones; arrays and other values replace whole. Distributes over
 * unions, so a variant's own fields are offered once its discriminator is known.
 */
export type Overrides<T> = T extends readonly unknown[] ? T : T extends object ? { [K in keyof T]?: Overrides<T[K]> } : T;

/**
 * Tells whether a value is a plain object (a JSON object), the only kind of value that merges.
 *
 * @example
 * isPlainObject({ a: 1 }); // true
 * isPlainObject([1]); // false
 */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

// Defined rather than assigned, so that a key such as `__proto__` (which JSON.parse can produce)
// becomes an own field instead of replacing the result's prototype.
function define(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

// Overrides are copied into the result, so that changing a built value never reaches back into
// the caller's overrides (or the other way round).
function copy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copy);
  if (!isPlainObject(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) if (field !== undefined) define(result, key, copy(field));
  return result;
}

function merge(base: unknown, overrides: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(overrides)) return copy(overrides);
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(base)) define(result, key, field);
  for (const [key, field] of Object.entries(overrides)) {
    if (field === undefined) delete result[key];
    else define(result, key, Object.hasOwn(base, key) ? merge(base[key], field) : copy(field));
  }
  return result;
}

/**
 * Merges overrides into a freshly built value: plain objects merge key by key at every depth,
 * arrays and other values replace, and a key given as `undefined` removes the field.
 *
 * @example
 * deepMerge({ carts: { deleteDaysAfterLastModification: 90, taxRoundingMode: 'HalfUp' } }, { carts: { taxRoundingMode: 'HalfEven' } });
 * // { carts: { deleteDaysAfterLastModification: 90, taxRoundingMode: 'HalfEven' } }
 */
export function deepMerge<T>(base: T, overrides: NoInfer<Overrides<T>> | undefined): T {
  if (overrides === undefined) return base;
  // The merge keeps the base's shape wherever the overrides leave it, and the overrides' types
  // follow the base's type, so the result is a T (except where `undefined` removed a required field).
  return merge(base, overrides) as T;
}
