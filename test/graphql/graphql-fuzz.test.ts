import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCommercetoolsMock } from '../../src/index.js';
import { API_HOST } from '../support/sdk.js';
import { START } from '../support/time.js';

// Nothing a client sends to the GraphQL endpoint gets a 5xx or leaves a rejection behind: random
// bodies, documents and variables, documents nested deeper than any parser's stack, and documents
// of more tokens than the mock parses.

const ct = createCommercetoolsMock({ now: START, projects: [{ key: 'shop' }] });
const token = ct.issueToken({ scopes: ['manage_project:shop'] });
const post = async (body: string) => {
  const response = await ct.fetch(`${API_HOST}/shop/graphql`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body });
  const text = await response.text();
  return { status: response.status, json: JSON.parse(text) as unknown };
};

const FRAGMENTS = ['{', '}', 'project', 'updateProject', '(', ')', 'version:', '1', '"x"', '$v', 'query', 'mutation', 'actions:', '[', ']', '...', 'on', 'key', '__typename', '@skip(if: true)', ':', ','];
const documents = fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 40 }).map((parts) => parts.join(' '));

describe('the GraphQL endpoint under random input', () => {
  it('answers random bodies, documents and variables with a status below 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.json(),
          fc.record({ query: documents }, { requiredKeys: [] }).map((body) => JSON.stringify(body)),
          fc.record({ query: fc.constant('mutation ($v: Long!, $a: [ProjectSettingsUpdateAction!]!) { updateProject(version: $v, actions: $a) { version } }'), variables: fc.record({ v: fc.jsonValue(), a: fc.jsonValue() }) }).map((body) => JSON.stringify(body)),
          fc.record({ query: fc.string(), variables: fc.jsonValue(), operationName: fc.jsonValue() }).map((body) => JSON.stringify(body)),
        ),
        async (body) => {
          const { status } = await post(body);
          expect(status).toBeLessThan(500);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses a document nested too deeply for the stack with InvalidInput, HTTP 400', async () => {
    // Within the token limit (5 tokens a level), deeper than the parser's and validator's recursion goes.
    const deep = `{ project { ${'... on ProjectProjection { '.repeat(9_000)} key ${'} '.repeat(9_000)} } }`;
    const { status, json } = await post(JSON.stringify({ query: deep }));
    expect(status).toBe(400);
    // An error of the whole request: no data, and `locations` empty, as the RAML's GraphQLError requires the field.
    expect(json).toEqual({ errors: [{ message: 'The GraphQL document is nested too deeply to parse. Nest fields less deeply.', locations: [], extensions: { code: 'InvalidInput' } }] });
  });

  it('refuses a document of more tokens than it parses, HTTP 400', async () => {
    const huge = `{ project { ${'key '.repeat(60_000)} } }`;
    const { status, json } = await post(JSON.stringify({ query: huge }));
    expect(status).toBe(400);
    expect(json).toMatchObject({ errors: [{ message: expect.stringContaining('more that 50000 tokens'), extensions: { code: 'InvalidInput' } }] });
  });

  it('answers variables of the wrong types HTTP 400 naming the variable', async () => {
    const query = 'mutation ($v: Long!, $a: [ProjectSettingsUpdateAction!]!) { updateProject(version: $v, actions: $a) { version } }';
    const { status, json } = await post(JSON.stringify({ query, variables: { v: 1, a: [{ changeName: { name: 5 } }] } }));
    expect(status).toBe(400);
    expect(json).toMatchObject({ errors: [{ message: expect.stringContaining('$a'), extensions: { code: 'InvalidInput' } }] });
  });
});
