import { createApiBuilderFromCtpClient } from '@commercetools/platform-sdk';
import { ClientBuilder } from '@commercetools/ts-client';
import { createCommercetoolsMock } from 'commercetools-msw';
import { expect, it } from 'vitest';

const ct = createCommercetoolsMock({ projects: [{ key: 'shop' }] });
ct.addCustomer('shop', { email: 'jen@example.com', password: 's3cret' }); // returns { id, email }

const signedIn = new ClientBuilder()
  .withPasswordFlow({ host: 'https://auth.europe-west1.gcp.commercetools.com', projectKey: 'shop', httpClient: ct.fetch,
    credentials: { clientId: 'storefront', clientSecret: 'secret', user: { username: 'jen@example.com', password: 's3cret' } } })
  .withHttpMiddleware({ host: 'https://api.europe-west1.gcp.commercetools.com', httpClient: ct.fetch })
  .build();

it('signs a declared customer in through the password flow', async () => {
  const { body } = await createApiBuilderFromCtpClient(signedIn).withProjectKey({ projectKey: 'shop' }).get().execute();
  expect(body.key).toBe('shop');
  const [login] = ct.requests;
  expect(login?.url).toBe('https://auth.europe-west1.gcp.commercetools.com/oauth/shop/customers/token');
  expect(login?.body).toBe('grant_type=password&username=jen%40example.com&password=****');
});
