import { parse } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { readsProjectAlone } from '../../src/graphql/project-answers.js';
import { createCommercetoolsMock } from '../../src/index.js';
import { graphqlClient } from '../support/graphql-client.js';
import { officialQuery } from '../support/official-graphql.js';
import { createApiRoot } from '../support/sdk.js';
import { START } from '../support/time.js';

// The answers to documents that read the Project alone are kept with the Project they read
// (src/graphql/project-answers.ts). Each test sends the same document again after something that
// must change its answer, or from someone who must not get it.

const ct = createCommercetoolsMock({
  now: START,
  eventualConsistency: { delayMs: 60_000 },
  projects: [{ key: 'shop', name: 'Shop', shippingRateInputType: { type: 'CartClassification', values: [{ key: 'S', label: { en: 'Small', de: 'Klein' } }] } }],
});
afterEach(() => ct.reset());

const { apiRoot, send } = graphqlClient(() => ({ httpClient: ct.fetch }));

const NAME = officialQuery('{ project { name version } }');

describe('a document that reads the Project alone', () => {
  it('answers the Project as it is after an update, not as it was first asked', async () => {
    expect(await send({ query: NAME })).toEqual({ data: { project: { name: 'Shop', version: 1 } } });
    const { body: project } = await apiRoot().get().execute();
    await apiRoot().post({ body: { version: project.version, actions: [{ action: 'changeName', name: 'Renamed' }] } }).execute();
    // Reads show the earlier state for a minute, as REST's GET does; then the new one.
    expect(await send({ query: NAME })).toEqual({ data: { project: { name: 'Shop', version: 1 } } });
    expect((await apiRoot().get().execute()).body.name).toBe('Shop');
    ct.clock.advance(60_000);
    expect(await send({ query: NAME })).toEqual({ data: { project: { name: 'Renamed', version: 2 } } });
  });

  it('answers each set of variables with its own values', async () => {
    const query = officialQuery('query Labels($locale: Locale!) { project { shippingRateInputType { ... on CartClassificationType { values { label(locale: $locale) } } } } }');
    const label = async (locale: string) => {
      const { data } = await send({ query, variables: { locale } });
      return (data as { project: { shippingRateInputType: { values: { label: string }[] } } }).project.shippingRateInputType.values[0]?.label;
    };
    expect([await label('en'), await label('de'), await label('en')]).toEqual(['Small', 'Klein', 'Small']);
  });

  it('answers the operation named, of a document of several', async () => {
    const query = officialQuery('query Key { project { key } } query Name { project { name } }');
    expect(await send({ query, operationName: 'Key' })).toEqual({ data: { project: { key: 'shop' } } });
    expect(await send({ query, operationName: 'Name' })).toEqual({ data: { project: { name: 'Shop' } } });
    expect(await send({ query, operationName: 'Key' })).toEqual({ data: { project: { key: 'shop' } } });
  });

  it('refuses a token without the scope, after answering one with it', async () => {
    expect(await send({ query: NAME }, ['view_project_settings:shop'])).toEqual({ data: { project: { name: 'Shop', version: 1 } } });
    const { body } = await apiRoot(['view_orders:shop']).graphql().post({ body: { query: NAME } }).execute();
    expect(body).toEqual({
      data: null,
      errors: [
        {
          message: 'Insufficient scope. One of the following scopes is missing: view_project_settings.',
          locations: [{ line: 1, column: 3 }],
          path: ['project'],
          extensions: { code: 'insufficient_scope' },
        },
      ],
    });
    expect(await send({ query: NAME }, ['manage_project:shop'])).toEqual({ data: { project: { name: 'Shop', version: 1 } } });
  });

  it("answers a Project of another mock with that mock's values", async () => {
    const other = createCommercetoolsMock({ now: START, projects: [{ key: 'shop', name: 'Other shop' }] });
    const otherRoot = createApiRoot({ projectKey: 'shop', httpClient: other.fetch });
    await send({ query: NAME });
    expect((await otherRoot.graphql().post({ body: { query: NAME } }).execute()).body).toEqual({ data: { project: { name: 'Other shop', version: 1 } } });
  });
});

describe('readsProjectAlone', () => {
  it.each([
    ['{ project { key } }', true],
    ['{ a: project { key } b: project { name } __typename }', true],
    ['query A { project { key } } query B { project { name } }', true],
    ['{ ...P } fragment P on Query { project { key } }', true],
    ['{ ... on Query { project { key } } }', true],
    ['{ project { key } ...P } fragment P on Query { products { total } }', false],
    ['{ ... on Query { project { key } products { total } } }', false],
    // A fragment below the root reads the Project alone still; a mutation's __typename is no read.
    ['{ project { ...K } } fragment K on ProjectProjection { key }', true],
    ['mutation { __typename }', false],
    ['{ project { key } products { total } }', false],
    ['query A { project { key } } query B { products { total } }', false],
    ['mutation { updateProject(version: 1, actions: []) { key } }', false],
  ])('%s: %s', (query, expected) => {
    expect(readsProjectAlone(parse(query))).toBe(expected);
  });
});
