import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { officialQuery } from '../support/official-graphql.js';

// The queries docs/graphql.md shows run in CI (test/docs-examples/graphql-storefront.test.ts and graphql-read-back.test.ts); here
// each is checked against the official schema too, as every query of the tests is.

const example = ['graphql-storefront.test.ts', 'graphql-read-back.test.ts'].map((name) => readFileSync(new URL(`../docs-examples/${name}`, import.meta.url), 'utf8')).join('\n');
const queries = [...example.matchAll(/'((?:query|mutation)\b[^']*)'/g)].map((match) => match[1] ?? '');

describe('the queries of docs/graphql.md', () => {
  it('are there to check', () => {
    expect(queries.length).toBe(3);
  });

  it.each(queries)('%s is valid on the official schema', (query) => {
    expect(officialQuery(query)).toBe(query);
  });
});
