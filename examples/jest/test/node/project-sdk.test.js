// The official SDK (@commercetools/platform-sdk + @commercetools/ts-client) against the mock, in
// Jest's node environment: OAuth token, get, update, and the 409 of a stale version.
import { createApiBuilderFromCtpClient } from '@commercetools/platform-sdk';
import { ClientBuilder } from '@commercetools/ts-client';
import { setupServer } from 'msw/node';
import { createCommercetoolsMock } from 'commercetools-msw';

const AUTH_HOST = 'https://auth.europe-west1.gcp.commercetools.com';
const API_HOST = 'https://api.europe-west1.gcp.commercetools.com';

const ct = createCommercetoolsMock({
  projects: [{ key: 'shop', currencies: ['EUR'], languages: ['en', 'de'] }],
  // A client may request only the scopes it was created with (manage_project does not make
  // view_project_settings requestable), as on the platform.
  auth: { clients: [{ clientId: 'jest', clientSecret: 's3cret', scopes: ['manage_project:shop', 'view_project_settings:shop'] }] },
});
const server = setupServer(...ct.handlers);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => ct.reset());
afterAll(() => server.close());

// msw replaces globalThis.fetch when the server starts listening: the SDK must look it up per call.
const httpClient = (input, init) => globalThis.fetch(input, init);

function apiRoot() {
  const client = new ClientBuilder()
    .withClientCredentialsFlow({
      host: AUTH_HOST,
      projectKey: 'shop',
      credentials: { clientId: 'jest', clientSecret: 's3cret' },
      scopes: ['manage_project:shop'],
      httpClient,
    })
    .withHttpMiddleware({ host: API_HOST, httpClient })
    .build();
  return createApiBuilderFromCtpClient(client).withProjectKey({ projectKey: 'shop' });
}

test('the token endpoint grants a bearer token for known credentials only', async () => {
  const token = (clientSecret) =>
    fetch(`${AUTH_HOST}/oauth/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`jest:${clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials&scope=view_project_settings:shop',
    });

  const granted = await token('s3cret');
  expect(granted.status).toBe(200);
  expect(await granted.json()).toMatchObject({
    token_type: 'Bearer',
    expires_in: 172800,
    scope: 'view_project_settings:shop',
    access_token: expect.any(String),
  });

  const refused = await token('wrong');
  expect(refused.status).toBe(401);
  expect(await refused.json()).toMatchObject({ error: 'invalid_client' });
});

test('gets the Project through the SDK, after its own OAuth call', async () => {
  const { statusCode, body } = await apiRoot().get().execute();
  expect(statusCode).toBe(200);
  expect(body).toMatchObject({ key: 'shop', version: 1, currencies: ['EUR'], languages: ['en', 'de'] });
  expect(ct.requests.map((entry) => [entry.operation, entry.status])).toEqual([
    ['token', 200],
    ['getProject', 200],
  ]);
});

test('updates the Project, then answers a stale version with 409 ConcurrentModification', async () => {
  const api = apiRoot();
  const updated = await api
    .post({ body: { version: 1, actions: [{ action: 'changeName', name: 'Jest Shop' }] } })
    .execute();
  expect(updated.body).toMatchObject({ name: 'Jest Shop', version: 2 });

  const stale = api.post({ body: { version: 1, actions: [{ action: 'changeName', name: 'Too late' }] } }).execute();
  await expect(stale).rejects.toMatchObject({
    statusCode: 409,
    body: {
      statusCode: 409,
      errors: [{ code: 'ConcurrentModification', currentVersion: 2 }],
    },
  });
  expect(ct.getProject('shop')).toMatchObject({ name: 'Jest Shop', version: 2 });
});
