import { describe, expect, it } from 'vitest';
import { bindableParameters, variableNames, variableValues } from './input-variables.js';
import { parse } from './where-parser.js';

// Input variables (issue 44): `var.<name>` as documented, else a plain parameter of the name, as
// the official TypeScript SDK's product test sends `:sku`.

describe('variableValues', () => {
  it('reads every var.<name>, else every <name>, else none', () => {
    expect(variableValues(new URLSearchParams('var.keys=a&var.keys=b'), 'keys')).toEqual(['a', 'b']);
    expect(variableValues(new URLSearchParams('sku=S-1&sku=S-2'), 'sku')).toEqual(['S-1', 'S-2']);
    // The documented form wins where both are given.
    expect(variableValues(new URLSearchParams('sku=plain&var.sku=documented'), 'sku')).toEqual(['documented']);
    expect(variableValues(new URLSearchParams('var.other=x&other2=y'), 'sku')).toEqual([]);
  });
});

describe('bindableParameters', () => {
  it('keeps every var.<name> and the plain parameters the endpoint does not define itself', () => {
    const kept = bindableParameters(new URLSearchParams('limit=5&sku=S-1&var.limit=2&staged=true&var.staged=x'), ['limit', 'staged']);
    expect([...kept]).toEqual([['sku', 'S-1'], ['var.limit', '2'], ['var.staged', 'x']]);
    expect(variableValues(kept, 'limit')).toEqual(['2']);
    expect(variableValues(bindableParameters(new URLSearchParams('limit=5'), ['limit']), 'limit')).toEqual([]);
  });
});

describe('variableNames', () => {
  it('names each variable a predicate reads once, wherever it stands', () => {
    expect(variableNames(parse('masterVariant(sku in :sku) or variants(sku in :sku)'))).toEqual(new Set(['sku']));
    expect(variableNames(parse('not(version = :v) and key in ("a", :k) and tags contains any :tags and key is defined'))).toEqual(new Set(['v', 'k', 'tags']));
    expect(variableNames(parse('key = "a" and version = 1'))).toEqual(new Set());
    expect(variableNames(undefined)).toEqual(new Set());
  });
});
