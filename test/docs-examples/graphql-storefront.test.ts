import { createApiBuilderFromCtpClient } from '@commercetools/platform-sdk';
import { ClientBuilder } from '@commercetools/ts-client';
import { createCommercetoolsMock } from 'commercetools-msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, it } from 'vitest';

const ct = createCommercetoolsMock({ projects: [{ key: 'shop', countries: ['DE', 'AT'], currencies: ['EUR'], languages: ['de', 'en'] }] });
const server = setupServer(...ct.handlers);
beforeAll(() => server.listen());
afterAll(() => server.close());
// msw replaces the global fetch when it starts listening: look it up per call.
const httpClient: typeof fetch = (input, init) => fetch(input, init);

const client = new ClientBuilder()
  .withClientCredentialsFlow({ host: 'https://auth.europe-west1.gcp.commercetools.com', projectKey: 'shop',
    credentials: { clientId: 'storefront', clientSecret: 'secret' }, scopes: ['view_project_settings:shop'], httpClient })
  .withHttpMiddleware({ host: 'https://api.europe-west1.gcp.commercetools.com', httpClient })
  .build();
const api = createApiBuilderFromCtpClient(client).withProjectKey({ projectKey: 'shop' });

// What a storefront reads at start: the countries, currencies and languages it may offer.
const query = 'query Storefront { project { key countries currencies languages } }';

it('reads the Project through GraphQL, as REST shows it', async () => {
  const { body } = await api.graphql().post({ body: { query, operationName: 'Storefront' } }).execute();
  expect(body).toEqual({ data: { project: { key: 'shop', countries: ['DE', 'AT'], currencies: ['EUR'], languages: ['de', 'en'] } } });
});

it('updates it with a mutation, which REST then shows, and refuses a stale version as REST does', async () => {
  const update = 'mutation ($version: Long!) { updateProject(version: $version, actions: [{ changeCurrencies: { currencies: ["EUR", "CHF"] } }]) { version currencies } }';
  const admin = createApiBuilderFromCtpClient(
    new ClientBuilder()
      .withClientCredentialsFlow({ host: 'https://auth.europe-west1.gcp.commercetools.com', projectKey: 'shop',
        credentials: { clientId: 'admin', clientSecret: 'secret' }, scopes: ['manage_project_settings:shop'], httpClient })
      .withHttpMiddleware({ host: 'https://api.europe-west1.gcp.commercetools.com', httpClient })
      .build(),
  ).withProjectKey({ projectKey: 'shop' });
  const { body } = await admin.graphql().post({ body: { query: update, variables: { version: 1 } } }).execute();
  expect(body.data).toEqual({ updateProject: { version: 2, currencies: ['EUR', 'CHF'] } });
  expect((await admin.get().execute()).body.currencies).toEqual(['EUR', 'CHF']);

  const stale = await admin.graphql().post({ body: { query: update, variables: { version: 1 } } }).execute();
  expect(stale.statusCode).toBe(200);
  expect(stale.body.errors?.[0]?.extensions).toEqual({ code: 'ConcurrentModification', currentVersion: 2 });
});
