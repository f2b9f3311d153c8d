import * as v from 'valibot';

/**
 * An object whose values all follow `value`, keyed by any string: `v.record`, except that it
 * refuses an array, which `v.record` takes (as `{0: ..., 1: ...}`) but JSON Schema's `object` does
 * not. The refusal is a validation issue, so its message says what was wrong.
 *
 * @example
 * const attributesByName = objectRecord(attribute);
 */
export function objectRecord<const Value extends v.GenericSchema>(value: Value) {
  return v.pipe(
    v.unknown(),
    v.check((input) => !Array.isArray(input), 'expected an object, not an array'),
    v.record(v.string(), value),
  );
}
