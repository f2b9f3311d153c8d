import { createApiBuilderFromCtpClient } from '@commercetools/platform-sdk';
import { ClientBuilder } from '@commercetools/ts-client';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { createCommercetoolsMock } from 'commercetools-msw';

const ct = createCommercetoolsMock({ projects: [{ key: 'shop' }] });
const server = setupServer(...ct.handlers);
beforeAll(() => server.listen());
afterEach(() => ct.reset()); // also removes injected faults
afterAll(() => server.close());

const httpClient: typeof fetch = (input, init) => globalThis.fetch(input, init);
const client = new ClientBuilder()
  .withClientCredentialsFlow({
    host: 'https://auth.europe-west1.gcp.commercetools.com',
    projectKey: 'shop',
    credentials: { clientId: 'id', clientSecret: 'secret' },
    httpClient,
  })
  .withHttpMiddleware({
    host: 'https://api.europe-west1.gcp.commercetools.com',
    httpClient,
    enableRetry: true,
    retryConfig: { maxRetries: 3, retryDelay: 1, backoff: false },
  })
  .build();
const api = createApiBuilderFromCtpClient(client).withProjectKey({ projectKey: 'shop' });

it('retries through two 503s', async () => {
  ct.inject({ operation: 'getProject', status: 503, times: 2 });
  const { body } = await api.get().execute();
  expect(body.key).toBe('shop');
  const statuses = ct.requests.filter((r) => r.operation === 'getProject').map((r) => r.status);
  expect(statuses).toEqual([503, 503, 200]);
});

it('surfaces a network error', async () => {
  const fault = ct.inject({ operation: 'getProject', networkError: true, times: Infinity });
  await expect(api.get().execute()).rejects.toThrow();
  fault.remove();
  await expect(api.get().execute()).resolves.toMatchObject({ statusCode: 200 });
});
