import { createApiBuilderFromCtpClient } from '@commercetools/platform-sdk';
import { ClientBuilder } from '@commercetools/ts-client';
import { createCommercetoolsMock } from 'commercetools-msw';
import { expect, it } from 'vitest';

const ct = createCommercetoolsMock({ projects: [{ key: 'shop' }] });
const client = new ClientBuilder()
  .withClientCredentialsFlow({ host: 'https://auth.europe-west1.gcp.commercetools.com', projectKey: 'shop',
    credentials: { clientId: 'id', clientSecret: 'secret' }, httpClient: ct.fetch })
  .withHttpMiddleware({ host: 'https://api.europe-west1.gcp.commercetools.com', httpClient: ct.fetch })
  .build();
const api = createApiBuilderFromCtpClient(client).withProjectKey({ projectKey: 'shop' });

it('reads the Project with no server and no interception', async () => {
  const { body } = await api.get().execute();
  expect(body.key).toBe('shop');
  expect(ct.requests.map((entry) => entry.operation)).toEqual(['token', 'getProject']);
});
