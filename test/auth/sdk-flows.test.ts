import { createApiBuilderFromCtpClient } from '@commercetools/platform-sdk';
import { ClientBuilder, type TokenCache, type TokenStore } from '@commercetools/ts-client';
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../support/mock-server.js';
import { API_HOST, AUTH_HOST, interceptedFetch, sdkError } from '../support/sdk.js';
import { DAY, HOUR } from '../support/time.js';

// Every auth flow the official ts-client offers, through its builders and the mock unchanged:
// anonymous session, password, refresh token and existing token, besides client credentials.

const ct = useMockServer({ projects: [{ key: 'shop' }, { key: 'other' }] });
const credentials = { clientId: 'storefront', clientSecret: 'storefront-secret' };

/** The SDK's calls to the auth host and the API, as the SDK sent them. */
function recording(seen: URL[]): typeof fetch {
  return (input, init) => {
    seen.push(new URL(input instanceof Request ? input.url : String(input)));
    return interceptedFetch(input, init);
  };
}

/** A token cache the test can read, to see what the SDK keeps (the refresh token, for one). */
function visibleCache(): TokenCache & { stored: TokenStore | undefined } {
  const cache: TokenCache & { stored: TokenStore | undefined } = {
    stored: undefined,
    get: async () => cache.stored,
    set: async (value) => {
      cache.stored = value;
    },
  };
  return cache;
}

const apiRoot = (builder: ClientBuilder, httpClient: typeof fetch = interceptedFetch) =>
  createApiBuilderFromCtpClient(builder.withHttpMiddleware({ host: API_HOST, httpClient }).build()).withProjectKey({ projectKey: 'shop' });

/** What a call that must fail rejected with. */
async function rejection(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the call to fail, but it succeeded.');
}

async function introspect(token: string): Promise<unknown> {
  const response = await fetch(`${AUTH_HOST}/oauth/introspect?token=${encodeURIComponent(token)}`, {
    method: 'POST',
    headers: { authorization: `Basic ${btoa('storefront:storefront-secret')}` },
  });
  expect(response.status).toBe(200);
  return response.json();
}

describe('withAnonymousSessionFlow', () => {
  it('gets a session token from the Project’s anonymous endpoint, and reads the Project with it', async () => {
    const seen: URL[] = [];
    const tokenCache = visibleCache();
    const builder = new ClientBuilder().withProjectKey('shop').withAnonymousSessionFlow({
      host: AUTH_HOST,
      projectKey: 'shop',
      credentials,
      tokenCache,
      httpClient: recording(seen),
    });
    const { body } = await apiRoot(builder).get().execute();
    expect(body.key).toBe('shop');
    expect(seen.map((url) => url.pathname)).toEqual(['/oauth/shop/anonymous/token']);

    const stored = tokenCache.stored;
    expect(stored?.refreshToken).toEqual(expect.any(String));
    const grant = (await introspect(stored?.token ?? '')) as { scope: string };
    const [own, session, ...rest] = grant.scope.split(' ');
    expect([own, rest]).toEqual(['manage_project:shop', []]);
    // A generated anonymous id: a UUID, since the SDK sent none.
    expect(session).toMatch(/^anonymous_id:[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('takes the anonymous id the client chose, once: a second session with it is refused', async () => {
    const session = (tokenCache = visibleCache()) =>
      new ClientBuilder().withProjectKey('shop').withAnonymousSessionFlow({
        host: AUTH_HOST,
        projectKey: 'shop',
        credentials: { ...credentials, anonymousId: 'guest-1' },
        scopes: ['view_project_settings:shop'],
        tokenCache,
        httpClient: interceptedFetch,
      });
    const first = visibleCache();
    await apiRoot(session(first)).get().execute();
    expect(await introspect(first.stored?.token ?? '')).toMatchObject({ active: true, scope: 'view_project_settings:shop anonymous_id:guest-1' });

    const error = await rejection(apiRoot(session()).get().execute());
    expect(error).toMatchObject({ statusCode: 400, code: 'invalid_request' });
  });
});

describe('withPasswordFlow', () => {
  it('signs a declared customer in, and the token names the customer', async () => {
    const { id } = ct.addCustomer('shop', { email: 'jen@example.com', password: 's3cret!' });
    const seen: URL[] = [];
    const tokenCache = visibleCache();
    const builder = new ClientBuilder().withProjectKey('shop').withPasswordFlow({
      host: AUTH_HOST,
      projectKey: 'shop',
      credentials: { ...credentials, user: { username: 'Jen@Example.com', password: 's3cret!' } },
      tokenCache,
      httpClient: recording(seen),
    });
    const { body } = await apiRoot(builder).get().execute();
    expect(body.key).toBe('shop');
    expect(seen.map((url) => url.pathname)).toEqual(['/oauth/shop/customers/token']);
    expect(await introspect(tokenCache.stored?.token ?? '')).toMatchObject({ active: true, scope: `manage_project:shop customer_id:${id}` });
    expect(tokenCache.stored?.refreshToken).toEqual(expect.any(String));
  });

  it('reports a wrong password as the SDK reports any token error: 400 invalid_customer_account_credentials', async () => {
    ct.addCustomer('shop', { email: 'jen@example.com', password: 's3cret!' });
    const builder = new ClientBuilder().withProjectKey('shop').withPasswordFlow({
      host: AUTH_HOST,
      projectKey: 'shop',
      credentials: { ...credentials, user: { username: 'jen@example.com', password: 'wrong' } },
      httpClient: interceptedFetch,
    });
    const error = await rejection(apiRoot(builder).get().execute());
    expect(error).toMatchObject({
      statusCode: 400,
      code: 'invalid_customer_account_credentials',
      message: 'Customer account with the given credentials not found.',
    });
  });
});

describe('withRefreshTokenFlow', () => {
  async function customerRefreshToken(): Promise<string> {
    ct.addCustomer('shop', { email: 'jen@example.com', password: 's3cret!' });
    const tokenCache = visibleCache();
    const builder = new ClientBuilder().withProjectKey('shop').withPasswordFlow({
      host: AUTH_HOST,
      projectKey: 'shop',
      credentials: { ...credentials, user: { username: 'jen@example.com', password: 's3cret!' } },
      tokenCache,
      httpClient: interceptedFetch,
    });
    await apiRoot(builder).head().execute();
    return tokenCache.stored?.refreshToken ?? '';
  }

  const refreshing = (refreshToken: string, tokenCache = visibleCache(), client = credentials) =>
    new ClientBuilder().withProjectKey('shop').withRefreshTokenFlow({
      host: AUTH_HOST,
      projectKey: 'shop',
      credentials: client,
      refreshToken,
      tokenCache,
      httpClient: interceptedFetch,
    });

  it('gets a new access token with the same scopes from a refresh token, and no new refresh token', async () => {
    const refreshToken = await customerRefreshToken();
    const tokenCache = visibleCache();
    const { body } = await apiRoot(refreshing(refreshToken, tokenCache)).get().execute();
    expect(body.key).toBe('shop');
    expect(tokenCache.stored?.refreshToken).toBeUndefined();
    const grant = (await introspect(tokenCache.stored?.token ?? '')) as { scope: string };
    expect(grant.scope).toMatch(/^manage_project:shop customer_id:[0-9a-f-]{36}$/);
  });

  it('keeps a refresh token while it is used within 200 days on the mock’s clock, then answers 400 invalid_grant', async () => {
    const refreshToken = await customerRefreshToken();
    ct.clock.advance(200 * DAY - 1);
    await apiRoot(refreshing(refreshToken)).head().execute();
    // Each use restarts the count: 400 days after issue, it still works.
    ct.clock.advance(200 * DAY - 1);
    await apiRoot(refreshing(refreshToken)).head().execute();
    ct.clock.advance(200 * DAY);
    const error = await rejection(apiRoot(refreshing(refreshToken)).head().execute());
    expect(error).toMatchObject({ statusCode: 400, code: 'invalid_grant' });
  });

  it('refuses another client’s refresh token', async () => {
    const refreshToken = await customerRefreshToken();
    const error = await rejection(apiRoot(refreshing(refreshToken, visibleCache(), { clientId: 'someone-else', clientSecret: 'x' })).head().execute());
    expect(error).toMatchObject({ statusCode: 400, code: 'invalid_grant' });
  });
});

describe('withExistingTokenFlow', () => {
  it('sends a token the test issued, and the mock answers it by its scopes and lifetime', async () => {
    const token = ct.issueToken({ scopes: ['view_project_settings:shop'], expiresIn: 48 * 3600 });
    const root = apiRoot(new ClientBuilder().withProjectKey('shop').withExistingTokenFlow(`Bearer ${token}`, { force: true }));
    expect((await root.get().execute()).body.key).toBe('shop');
    expect((await sdkError(root.post({ body: { version: 1, actions: [] } }).execute())).statusCode).toBe(403);
    ct.clock.advance(48 * HOUR);
    expect((await sdkError(root.get().execute())).statusCode).toBe(401);
  });
});
