import * as v from 'valibot';
import { problemOf } from '../problem-of.js';

const isObject = (input: unknown): input is Record<string, unknown> => typeof input === 'object' && input !== null && !Array.isArray(input);

/**
 * An object whose values all follow `value`, keyed by any string. Unlike `v.record`, it refuses an
 * array (JSON Schema's `object` does), and it checks every own key, `__proto__`, `constructor` and
 * `prototype` included, which `v.record` skips: a value under such a key would otherwise escape
 * both its schema and the reference check. The output keeps those keys as own properties.
 *
 * @example
 * const attributesByName = objectRecord(attribute);
 */
export function objectRecord<const Value extends v.GenericSchema>(value: Value) {
  return v.pipe(
    v.unknown(),
    v.check(isObject, 'expected an object, not an array or a primitive'),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const input = dataset.value;
      // Stryker disable next-line ConditionalExpression: valibot skips a pipe's transformation once the check above failed; this only narrows the type.
      if (!isObject(input)) return NEVER;
      const output: Record<string, v.InferOutput<Value>> = {};
      for (const [key, entry] of Object.entries(input)) {
        const parsed = v.safeParse(value, entry);
        if (parsed.success) {
          // Assignment would set the prototype for a `__proto__` key; this keeps it as an own key.
          Object.defineProperty(output, key, {
            value: parsed.output,
            enumerable: true, // the reference walk reads enumerable keys only
            // Stryker disable next-line BooleanLiteral: as an assigned key has it; nothing reassigns a key of the output.
            writable: true,
            // Stryker disable next-line BooleanLiteral: as an assigned key has it; nothing deletes a key of the output.
            configurable: true,
          });
          continue;
        }
        for (const issue of parsed.issues) {
          const step = { type: 'object' as const, origin: 'value' as const, input, key, value: entry };
          addIssue({ message: problemOf(issue), input: issue.input, received: issue.received, path: [step, ...(issue.path ?? [])] });
        }
      }
      // Once an issue is added, valibot marks the result failed and drops what this returns.
      return output;
    }),
  );
}
