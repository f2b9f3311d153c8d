import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createFactories } from '../../factories/index.js';
import { parseShape } from '../parse-shape.js';
import { GRAPHQL_UPDATES } from '../../graphql/graphql-only-actions.js';
import { parseProjectUpdate, projectUpdateSchema, REST_UPDATES } from './update-schema.js';

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

// GraphQL's updateProject sends REST's actions and the three only GraphQL has, in REST's form.
const GRAPHQL_ONLY = [
  { action: 'changeTotalPriceDiscountDoesNotReduceExternalTax', value: true },
  { action: 'setProductVsCartDiscountCombination', productVsCartDiscountCombination: 'BestDeal' },
  { action: 'setProductVsCartDiscountCombination' },
  { action: 'changeCartDiscountVisualizationSearchStatus', status: 'Activated' },
];
const graphqlJunk = fc
  .tuple(fc.constantFrom(...GRAPHQL_ONLY.map(({ action }) => action)), fc.dictionary(fc.constantFrom('value', 'status', 'productVsCartDiscountCombination'), fc.jsonValue(), { maxKeys: 2 }))
  .map(([action, fields]) => ({ ...fields, action }));
const graphqlAction = fc.oneof(validAction, fc.constantFrom(...GRAPHQL_ONLY), graphqlJunk, namedJunk);

describe('parseProjectUpdate of an update GraphQL sends', () => {
  it('answers as the whole schema of GraphQL’s updates does, for any body', () => {
    const whole = (value: unknown) => parseShape(GRAPHQL_UPDATES.schema, value);
    fc.assert(
      fc.property(fc.record({ version: fc.integer({ min: 1 }), actions: fc.array(graphqlAction, { maxLength: 5 }) }), (value) => {
        const sent: unknown = JSON.parse(JSON.stringify(value));
        expect(parseProjectUpdate(sent, GRAPHQL_UPDATES)).toEqual(whole(sent));
      }),
      { numRuns: 1000 },
    );
  });

  it('takes the actions only GraphQL has from GraphQL, and refuses them from REST as actions it does not know', () => {
    const sent = { version: 1, actions: GRAPHQL_ONLY };
    expect(parseProjectUpdate(sent, GRAPHQL_UPDATES)).toEqual({ ok: true, value: sent });
    const rest = parseProjectUpdate(sent);
    expect(rest.ok).toBe(false);
    expect(rest.ok ? [] : rest.error.errors.map((error) => error.detailedErrorMessage)).toEqual(GRAPHQL_ONLY.map(({ action }) => `actions -> action: Unknown action "${action}".`));
    expect(REST_UPDATES.schema).toBe(projectUpdateSchema);
  });
});
