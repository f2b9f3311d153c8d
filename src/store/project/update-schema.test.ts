import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createFactories } from '../../factories/index.js';
import { parseShape } from '../parse-shape.js';
import { parseProjectUpdate, projectUpdateSchema } from './update-schema.js';

// parseProjectUpdate checks each action against the one shape its name picks, and falls back to
// the whole schema only on a problem. Whatever the body, it must answer exactly as the whole
// schema does: the same output, or the same errors.

const f = createFactories({ seed: 7 });
const ACTION_NAMES = Object.keys(f.actions) as (keyof typeof f.actions)[];

const validAction = fc.constantFrom(...ACTION_NAMES).map((name) => f.actions[name]() as unknown);
const namedJunk = fc
  .tuple(fc.constantFrom(...ACTION_NAMES, 'changeNothing', ''), fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 3 }))
  .map(([action, fields]) => ({ ...fields, action }));
const anyAction = fc.oneof(validAction, validAction, namedJunk, fc.jsonValue());
const body = fc.oneof(
  fc.record({ version: fc.oneof(fc.integer({ min: 1 }), fc.jsonValue()), actions: fc.array(anyAction, { maxLength: 5 }) }),
  fc.record({ version: fc.integer({ min: 1 }), actions: fc.array(validAction, { maxLength: 5 }) }),
  fc.jsonValue(),
);

const wholeSchema = (value: unknown) => parseShape(projectUpdateSchema, value);

describe('parseProjectUpdate', () => {
  it('answers as the whole schema does, for any body', () => {
    fc.assert(
      fc.property(body, (value) => {
        // Through JSON, as bodies arrive: own __proto__ keys and all.
        const sent: unknown = JSON.parse(JSON.stringify(value));
        expect(parseProjectUpdate(sent)).toEqual(wholeSchema(sent));
      }),
      { numRuns: 2000 },
    );
  });

  it('takes valid requests without the whole schema, with the same output', () => {
    const sent: unknown = JSON.parse(JSON.stringify({ version: 3, actions: ACTION_NAMES.map((name) => f.actions[name]()) }));
    const result = parseProjectUpdate(sent);
    expect(result.ok).toBe(true);
    expect(result).toEqual(wholeSchema(sent));
  });

  it('does not read a field through an own __proto__ key', () => {
    const sent: unknown = JSON.parse('{"version":1,"actions":[{"action":"changeName","__proto__":{"name":"Shop"}}]}');
    const result = parseProjectUpdate(sent);
    expect(result.ok).toBe(false);
    expect(result).toEqual(wholeSchema(sent));
  });
});
