import { createApiBuilderFromCtpClient } from '@commercetools/platform-sdk';
import { ClientBuilder } from '@commercetools/ts-client';
import { createCommercetoolsMock } from 'commercetools-msw';
import { expect, it } from 'vitest';

const ct = createCommercetoolsMock({
  projects: [{ key: 'shop' }],
  auth: { clients: [{ clientId: 'importer', clientSecret: 'secret', scopes: ['manage_products:shop'] }] },
});
ct.addClient({ clientId: 'kiosk', clientSecret: 'secret', scopes: ['manage_project:shop'], accessTokenValiditySeconds: 600 });

const apiWith = (clientId: string, scopes?: string[]) =>
  createApiBuilderFromCtpClient(
    new ClientBuilder()
      .withClientCredentialsFlow({
        host: 'https://auth.europe-west1.gcp.commercetools.com',
        projectKey: 'shop',
        credentials: { clientId, clientSecret: 'secret' },
        ...(scopes ? { scopes } : {}),
        httpClient: ct.fetch,
      })
      .withHttpMiddleware({ host: 'https://api.europe-west1.gcp.commercetools.com', httpClient: ct.fetch })
      .build(),
  ).withProjectKey({ projectKey: 'shop' });

it('lets a client request only the scopes it was created with', async () => {
  const refused = await apiWith('importer', ['view_products:shop']).products().get().execute().catch((error: unknown) => error);
  expect(refused).toMatchObject({
    statusCode: 400,
    code: 'invalid_scope',
    message: 'Permissions exceeded. Only the following permissions can be requested: manage_products',
  });
  // At the API, manage_products still answers what view_products would.
  expect((await apiWith('importer').products().get().execute()).statusCode).toBe(200);
});

it('gives a client’s tokens its own lifetime', async () => {
  expect((await apiWith('kiosk').get().execute()).body.key).toBe('shop');
  const granted = await ct.fetch('https://auth.europe-west1.gcp.commercetools.com/oauth/token', {
    method: 'POST',
    headers: { authorization: `Basic ${btoa('kiosk:secret')}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  });
  expect(await granted.json()).toMatchObject({ expires_in: 600, scope: 'manage_project:shop' });
});
