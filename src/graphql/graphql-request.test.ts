import { describe, expect, it } from 'vitest';
import { readGraphqlRequest } from './graphql-request.js';

const detail = (text: string) => {
  const read = readGraphqlRequest(text);
  return read.ok ? undefined : read.error.errors[0]?.detailedErrorMessage;
};

describe('readGraphqlRequest', () => {
  it('takes query, variables and operationName, null as absent', () => {
    expect(readGraphqlRequest('{"query":"{ project { key } }","variables":{"v":1},"operationName":"A"}')).toEqual({
      ok: true,
      value: { query: '{ project { key } }', variables: { v: 1 }, operationName: 'A' },
    });
    expect(readGraphqlRequest('{"query":"{ project { key } }","variables":null,"operationName":null}')).toEqual({ ok: true, value: { query: '{ project { key } }' } });
  });

  it('refuses what is no GraphQL request with InvalidJsonInput naming the field', () => {
    expect(detail('')).toBe('The request body is empty.');
    expect(detail('null')).toBe('A GraphQL request is a JSON object such as {"query": "{ project { key } }"}, not null.');
    expect(detail('{"query":null}')).toBe('query: the GraphQL document must be a string, such as "{ project { key } }"; not null.');
    expect(detail('[1]')).toBe('A GraphQL request is a JSON object such as {"query": "{ project { key } }"}, not an array.');
    expect(detail('{"query":5}')).toBe('query: the GraphQL document must be a string, such as "{ project { key } }"; not a number.');
    expect(detail('{"query":"{ x }","variables":"{}"}')).toMatch(/^variables: must be a JSON object .* not a string\. Send the object itself, not its JSON text\.$/);
    expect(detail('{"query":"{ x }","variables":[]}')).toMatch(/not an array/);
    expect(detail('{"query":"{ x }","operationName":{}}')).toBe('operationName: must be the name of one of the document\'s operations, a string, not an object.');
  });
});
