import { createApiBuilderFromCtpClient } from '@commercetools/platform-sdk';
import { ClientBuilder, type TokenCache, type TokenStore } from '@commercetools/ts-client';
import { describe, expect, it } from 'vitest';
import { createCommercetoolsMock, type CommercetoolsMock } from '../../src/index.js';
import { expectErrorSchemaValid } from '../support/schemas.js';
import { API_HOST, AUTH_HOST } from '../support/sdk.js';
import { DAY, HOUR } from '../support/time.js';

// Issue 31: the token endpoints as the platform answers them, beyond the client-credentials
// basics of token-endpoint.test.ts: revocation, introspection rights, parameters in the query,
// Store-bound scopes and the in-store password flow, and per-client token lifetimes.

const FORM = 'application/x-www-form-urlencoded';
const basic = (clientId: string, clientSecret: string) => `Basic ${btoa(`${clientId}:${clientSecret}`)}`;

const CLIENTS = [
  { clientId: 'shop-admin', clientSecret: 'admin-secret', scopes: ['manage_project:shop'] },
  // Its second scope makes it a client with more than the one that counts.
  { clientId: 'introspector', clientSecret: 'introspector-secret', scopes: ['view_orders:shop', 'introspect_oauth_tokens:shop'] },
  { clientId: 'other-introspector', clientSecret: 'other-secret', scopes: ['introspect_oauth_tokens:other'] },
  { clientId: 'anonymous', clientSecret: 'anonymous-secret', scopes: ['view_project_settings:shop', 'create_anonymous_token:shop'] },
  { clientId: 'berlin', clientSecret: 'berlin-secret', scopes: ['manage_orders:shop:berlin', 'view_customers:shop:berlin', 'manage_my_profile:shop:berlin'] },
  {
    clientId: 'short-lived',
    clientSecret: 'short-secret',
    scopes: ['manage_project:shop'],
    accessTokenValiditySeconds: 600,
    refreshTokenValiditySeconds: 3600,
  },
];

const ADMIN = basic('shop-admin', 'admin-secret');
const INTROSPECTOR = basic('introspector', 'introspector-secret');
const BERLIN = basic('berlin', 'berlin-secret');
const SHORT = basic('short-lived', 'short-secret');

function mock(): CommercetoolsMock {
  const ct = createCommercetoolsMock({ projects: [{ key: 'shop' }, { key: 'other' }], auth: { clients: CLIENTS } });
  ct.addStore('shop', { key: 'berlin' });
  ct.addStore('shop', { key: 'paris' });
  return ct;
}

interface Reply {
  readonly status: number;
  readonly body: Record<string, unknown> | undefined;
  readonly text: string;
}

async function post(ct: CommercetoolsMock, path: string, body: string, authorization: string | null): Promise<Reply> {
  const headers: Record<string, string> = { 'content-type': FORM };
  if (authorization !== null) headers.authorization = authorization;
  const response = await ct.fetch(`${AUTH_HOST}${path}`, { method: 'POST', headers, body });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : (JSON.parse(text) as Record<string, unknown>), text };
}

const token = async (ct: CommercetoolsMock, body: string, authorization: string, path = '/oauth/token') => {
  const reply = await post(ct, path, body, authorization);
  expect(reply.status).toBe(200);
  return reply.body as { access_token: string; refresh_token?: string; scope: string; expires_in: number };
};

const apiStatus = (ct: CommercetoolsMock, accessToken: string, path = '/shop') =>
  ct.fetch(`${API_HOST}${path}`, { headers: { authorization: `Bearer ${accessToken}` } }).then((response) => response.status);

const introspect = async (ct: CommercetoolsMock, accessToken: string, authorization: string) =>
  (await post(ct, `/oauth/introspect?token=${encodeURIComponent(accessToken)}`, '', authorization)).body;

const revoke = (ct: CommercetoolsMock, body: string, authorization: string | null = ADMIN) => post(ct, '/oauth/token/revoke', body, authorization);

function expectAuthError(reply: Reply, statusCode: number, code: string, message?: string): void {
  expect(reply.status).toBe(statusCode);
  const text = message ?? expect.any(String);
  expect(reply.body).toStrictEqual({ statusCode, message: text, errors: [{ code, message: text }], error: code, error_description: text });
  expectErrorSchemaValid(reply.body, statusCode);
}

const CUSTOMER_FORM = 'grant_type=password&username=jen%40example.com&password=s3cret';

describe('token revocation: POST {auth}/oauth/token/revoke', () => {
  it('revokes an access token, which then answers 401 invalid_token, with an empty 200', async () => {
    const ct = mock();
    const { access_token: accessToken } = await token(ct, 'grant_type=client_credentials', ADMIN);
    expect(await apiStatus(ct, accessToken)).toBe(200);
    const reply = await revoke(ct, `token=${encodeURIComponent(accessToken)}&token_type_hint=access_token`);
    expect([reply.status, reply.text]).toEqual([200, '']);
    expect(await apiStatus(ct, accessToken)).toBe(401);
    expect(await introspect(ct, accessToken, ADMIN)).toEqual({ active: false });
  });

  it('revokes a refresh token, which then answers invalid_grant, and the access tokens issued with or from it', async () => {
    const ct = mock();
    ct.addCustomer('shop', { email: 'jen@example.com', password: 's3cret' });
    const session = await token(ct, CUSTOMER_FORM, ADMIN, '/oauth/shop/customers/token');
    const refreshToken = String(session.refresh_token);
    const refreshed = await token(ct, `grant_type=refresh_token&refresh_token=${encodeURIComponent(refreshToken)}`, ADMIN);
    const other = await token(ct, 'grant_type=client_credentials', ADMIN);

    expect((await revoke(ct, `token=${encodeURIComponent(refreshToken)}&token_type_hint=refresh_token`)).status).toBe(200);
    expectAuthError(await post(ct, '/oauth/token', `grant_type=refresh_token&refresh_token=${encodeURIComponent(refreshToken)}`, ADMIN), 400, 'invalid_grant');
    expect(await apiStatus(ct, session.access_token)).toBe(401);
    expect(await apiStatus(ct, refreshed.access_token)).toBe(401);
    // A token of the same client that came with no refresh token is untouched.
    expect(await apiStatus(ct, other.access_token)).toBe(200);
  });

  it('finds the token whatever the hint says, and takes it in the query too', async () => {
    const ct = mock();
    const { access_token: accessToken } = await token(ct, 'grant_type=client_credentials', ADMIN);
    const reply = await post(ct, `/oauth/token/revoke?token=${encodeURIComponent(accessToken)}&token_type_hint=refresh_token`, '', ADMIN);
    expect(reply.status).toBe(200);
    expect(await apiStatus(ct, accessToken)).toBe(401);
  });

  it('answers 200 for a token that is unknown or already revoked, as RFC 7009 has it', async () => {
    const ct = mock();
    expect((await revoke(ct, 'token=never-issued')).status).toBe(200);
    const { access_token: accessToken } = await token(ct, 'grant_type=client_credentials', ADMIN);
    expect((await revoke(ct, `token=${encodeURIComponent(accessToken)}`)).status).toBe(200);
    expect((await revoke(ct, `token=${encodeURIComponent(accessToken)}`)).status).toBe(200);
  });

  it('refuses another client’s token and leaves it working; a token of ct.issueToken is no client’s', async () => {
    const ct = mock();
    const { access_token: accessToken } = await token(ct, 'grant_type=client_credentials', ADMIN);
    expectAuthError(
      await revoke(ct, `token=${encodeURIComponent(accessToken)}`, SHORT),
      400,
      'unauthorized_client',
      'The token was issued to another client. A client revokes only its own tokens.',
    );
    expect(await apiStatus(ct, accessToken)).toBe(200);
    const issued = ct.issueToken({ scopes: ['manage_project:shop'] });
    expect((await revoke(ct, `token=${encodeURIComponent(issued)}`, SHORT)).status).toBe(200);
    expect(await apiStatus(ct, issued)).toBe(401);
  });

  it('answers 401 invalid_client without client credentials and 400 invalid_request without a token, revoking nothing', async () => {
    const ct = mock();
    const { access_token: accessToken } = await token(ct, 'grant_type=client_credentials', ADMIN);
    expectAuthError(await revoke(ct, `token=${encodeURIComponent(accessToken)}`, null), 401, 'invalid_client');
    expectAuthError(await revoke(ct, `token=${encodeURIComponent(accessToken)}`, basic('shop-admin', 'wrong')), 401, 'invalid_client');
    expectAuthError(await revoke(ct, 'token_type_hint=access_token'), 400, 'invalid_request', 'Missing required parameter: token. Give the access or refresh token to revoke.');
    expect(await apiStatus(ct, accessToken)).toBe(200);
  });

  it('is an operation of its own for faults and the journal, which masks the token', async () => {
    const ct = mock();
    const { access_token: accessToken } = await token(ct, 'grant_type=client_credentials', ADMIN);
    ct.inject({ operation: 'revokeToken', status: 503 });
    expect((await revoke(ct, `token=${encodeURIComponent(accessToken)}`)).status).toBe(503);
    expect(await apiStatus(ct, accessToken)).toBe(200);
    expect((await revoke(ct, `token=${encodeURIComponent(accessToken)}`)).status).toBe(200);
    const entries = ct.requests.filter((entry) => entry.operation === 'revokeToken');
    expect(entries.map((entry) => [entry.status, entry.body])).toEqual([
      [503, 'token=****'],
      [200, 'token=****'],
    ]);
  });
});

describe('introspection rights', () => {
  it('shows a client its own tokens, and another client’s only with introspect_oauth_tokens', async () => {
    const ct = mock();
    const admins = await token(ct, 'grant_type=client_credentials', ADMIN);
    const introspectors = await token(ct, 'grant_type=client_credentials', INTROSPECTOR);
    const issued = ct.issueToken({ scopes: ['view_project_settings:shop'] });

    expect(await introspect(ct, admins.access_token, ADMIN)).toMatchObject({ active: true, scope: 'manage_project:shop' });
    expect(await introspect(ct, introspectors.access_token, INTROSPECTOR)).toMatchObject({ active: true, scope: 'view_orders:shop introspect_oauth_tokens:shop' });
    // manage_project does not hold introspect_oauth_tokens: another client's token reads as inactive.
    expect(await introspect(ct, introspectors.access_token, ADMIN)).toEqual({ active: false });
    expect(await introspect(ct, issued, ADMIN)).toEqual({ active: false });
    expect(await introspect(ct, admins.access_token, INTROSPECTOR)).toMatchObject({ active: true, scope: 'manage_project:shop' });
    expect(await introspect(ct, issued, INTROSPECTOR)).toMatchObject({ active: true, scope: 'view_project_settings:shop' });
  });

  it('needs introspect_oauth_tokens on a Project of the token: another Project’s does not do', async () => {
    const ct = mock();
    const otherIntrospector = basic('other-introspector', 'other-secret');
    const admins = await token(ct, 'grant_type=client_credentials', ADMIN);
    expect(await introspect(ct, admins.access_token, otherIntrospector)).toEqual({ active: false });
    // A test token may span Projects: one of them is enough.
    const spanning = ct.issueToken({ scopes: ['view_project_settings:shop', 'view_project_settings:other'] });
    expect(await introspect(ct, spanning, otherIntrospector)).toMatchObject({ active: true, scope: 'view_project_settings:shop view_project_settings:other' });
    expect(await introspect(ct, spanning, INTROSPECTOR)).toMatchObject({ active: true });
  });

  it('lets the default client (no clients configured) see every token', async () => {
    const ct = createCommercetoolsMock({ projects: [{ key: 'shop' }] });
    const { access_token: accessToken } = await token(ct, 'grant_type=client_credentials', basic('one', 'secret'));
    expect(await introspect(ct, accessToken, basic('another', 'secret'))).toMatchObject({ active: true, scope: 'manage_project:shop' });
  });
});

describe('token parameters in the query, as oauth.raml declares them', () => {
  it('takes grant_type and scope as query parameters', async () => {
    const ct = mock();
    const reply = await post(ct, '/oauth/token?grant_type=client_credentials&scope=manage_project:shop', '', ADMIN);
    expect(reply.body).toMatchObject({ scope: 'manage_project:shop', token_type: 'Bearer' });
  });

  it('takes the password flow’s username and password, and the refresh token, in the query; the journal masks them', async () => {
    const ct = mock();
    ct.addCustomer('shop', { email: 'jen@example.com', password: 's3cret' });
    const session = await token(ct, '', ADMIN, `/oauth/shop/customers/token?${CUSTOMER_FORM}`);
    expect(session.scope).toMatch(/^manage_project:shop customer_id:/);
    const refreshed = await token(ct, '', ADMIN, `/oauth/token?grant_type=refresh_token&refresh_token=${encodeURIComponent(String(session.refresh_token))}`);
    expect(refreshed.scope).toBe(session.scope);
    const urls = ct.requests.map((entry) => entry.url);
    expect(urls.join(' ')).not.toContain('s3cret');
    expect(urls.join(' ')).not.toContain(String(session.refresh_token));
    expect(urls[0]).toBe(`${AUTH_HOST}/oauth/shop/customers/token?grant_type=password&username=jen%40example.com&password=****`);
  });

  it('answers 400 invalid_request when neither the form nor the query names a grant type', async () => {
    const ct = mock();
    expectAuthError(await post(ct, '/oauth/token?scope=manage_project:shop', '', ADMIN), 400, 'invalid_request', 'Missing required parameter: grant_type.');
  });
});

describe('Store-bound scopes', () => {
  it('are what a client created with them gets, and a token carries them', async () => {
    const ct = mock();
    const granted = await token(ct, 'grant_type=client_credentials', BERLIN);
    expect(granted.scope).toBe('manage_orders:shop:berlin view_customers:shop:berlin manage_my_profile:shop:berlin');
    expect(await introspect(ct, granted.access_token, BERLIN)).toMatchObject({ active: true, scope: granted.scope });
    const one = await token(ct, 'grant_type=client_credentials&scope=manage_orders:shop:berlin', BERLIN);
    expect(one.scope).toBe('manage_orders:shop:berlin');
  });

  it('are not the Project-wide scope nor another Store’s: asking for those exceeds the client’s permissions', async () => {
    const ct = mock();
    const exceeded = 'Permissions exceeded. Only the following permissions can be requested: manage_orders:berlin, view_customers:berlin, manage_my_profile:berlin';
    expectAuthError(await post(ct, '/oauth/token', 'grant_type=client_credentials&scope=manage_orders:shop', BERLIN), 400, 'invalid_scope', exceeded);
    expectAuthError(await post(ct, '/oauth/token', 'grant_type=client_credentials&scope=manage_orders:shop:paris', BERLIN), 400, 'invalid_scope', exceeded);
  });

  it('grant nothing outside their Store: the Project’s own endpoints answer 403', async () => {
    const ct = mock();
    const { access_token: accessToken } = await token(ct, 'grant_type=client_credentials', BERLIN);
    expect(await apiStatus(ct, accessToken, '/shop/orders')).toBe(403);
    expect(await apiStatus(ct, accessToken, '/shop/customers')).toBe(403);
  });

  it('exist only for the names the platform binds to Stores', async () => {
    const ct = createCommercetoolsMock({ projects: [{ key: 'shop' }] });
    expectAuthError(
      await post(ct, '/oauth/token', 'grant_type=client_credentials&scope=manage_products:shop:berlin', basic('any', 'one')),
      400,
      'invalid_scope',
      'Malformed parameter: scope: Invalid scope.',
    );
    expect((await token(ct, 'grant_type=client_credentials&scope=view_orders:shop:berlin', basic('any', 'one'))).scope).toBe('view_orders:shop:berlin');
  });
});

describe('the in-store password flow: POST {auth}/oauth/{projectKey}/in-store/key={storeKey}/customers/token', () => {
  const inStore = (storeKey: string, form = CUSTOMER_FORM, authorization = BERLIN) =>
    (ct: CommercetoolsMock) => post(ct, `/oauth/shop/in-store/key=${storeKey}/customers/token`, form, authorization);

  it('signs in a customer of the Store through the SDK’s password flow, and the token carries the Store’s scopes', async () => {
    const ct = mock();
    const { id } = ct.addCustomer('shop', { email: 'jen@example.com', password: 's3cret', stores: ['berlin'] });
    const cache: TokenCache & { stored?: TokenStore } = {
      get: async () => cache.stored,
      set: async (value) => {
        cache.stored = value;
      },
    };
    const client = new ClientBuilder()
      .withPasswordFlow({
        host: AUTH_HOST,
        projectKey: 'shop',
        credentials: { clientId: 'berlin', clientSecret: 'berlin-secret', user: { username: 'jen@example.com', password: 's3cret' } },
        scopes: ['manage_my_profile:shop:berlin'],
        oauthUri: '/oauth/shop/in-store/key=berlin/customers/token',
        tokenCache: cache,
        httpClient: ct.fetch,
      })
      .withHttpMiddleware({ host: API_HOST, httpClient: ct.fetch })
      .build();
    // The token has no scope for the Project itself, so the API refuses it: what matters is the token.
    const error: unknown = await createApiBuilderFromCtpClient(client).withProjectKey({ projectKey: 'shop' }).get().execute().catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({ statusCode: 403 });
    expect(ct.requests[0]?.url).toBe(`${AUTH_HOST}/oauth/shop/in-store/key=berlin/customers/token`);
    expect(await introspect(ct, cache.stored?.token ?? '', BERLIN)).toMatchObject({ active: true, scope: `manage_my_profile:shop:berlin customer_id:${id}` });
    expect(cache.stored?.refreshToken).toEqual(expect.any(String));
  });

  it('signs in a global customer through any Store, and a Store’s customer nowhere else', async () => {
    const ct = mock();
    ct.addCustomer('shop', { email: 'jen@example.com', password: 's3cret' });
    ct.addCustomer('shop', { email: 'max@example.com', password: 's3cret', stores: ['paris'] });
    expect((await inStore('berlin')(ct)).status).toBe(200);
    const max = 'grant_type=password&username=max%40example.com&password=s3cret';
    expectAuthError(await inStore('berlin', max)(ct), 400, 'invalid_customer_account_credentials', 'Customer account with the given credentials not found.');
    expect((await inStore('paris', max, ADMIN)(ct)).status).toBe(200);
    ct.addCustomer('shop', { email: 'eve@example.com', password: 's3cret', stores: ['paris', 'berlin'] });
    expect((await inStore('berlin', 'grant_type=password&username=eve%40example.com&password=s3cret')(ct)).status).toBe(200);
    // A Store's customer signs in through the Store's endpoint only, as the platform has a flow for each kind.
    expectAuthError(await post(ct, '/oauth/shop/customers/token', max, ADMIN), 400, 'invalid_customer_account_credentials');
  });

  it('keeps one email per Store for Store customers, and per Project for global ones', () => {
    const ct = mock();
    ct.addCustomer('shop', { email: 'max@example.com', password: 'a', stores: ['paris'] });
    ct.addCustomer('shop', { email: 'MAX@example.com', password: 'b', stores: ['berlin'] });
    expect(() => ct.addCustomer('shop', { email: 'max@example.com', password: 'c' })).toThrow(/A duplicate value '"max@example.com"' exists for field 'email'/);
    expect(() => ct.addCustomer('shop', { email: 'max@example.com', password: 'c', stores: ['berlin'] })).toThrow(/exists for field 'email'/);
    expect(() => ct.addCustomer('shop', { email: 'new@example.com', password: 'c', stores: ['rome'] })).toThrow(
      "commercetools-msw: Project 'shop' has no Store 'rome'. Declare it first: ct.addStore('shop', { key: 'rome' }).",
    );
    expect(() => ct.addCustomer('shop', { email: 'new@example.com', password: 'c', stores: 'berlin' as unknown as string[] })).toThrow(
      "commercetools-msw: ct.addCustomer takes stores as a list of Store keys, such as { email, password, stores: ['berlin'] }.",
    );
    expect(() => ct.addCustomer('shop', { email: 'new@example.com', password: 'c', stores: [''] })).toThrow(/takes stores as a list of Store keys/);
    ct.addCustomer('shop', { email: 'jen@example.com', password: 'a' });
    expect(() => ct.addCustomer('shop', { email: 'jen@example.com', password: 'b', stores: ['paris'] })).toThrow(/exists for field 'email'/);
    // Customers of several Stores clash where any of their Stores meet.
    ct.addStore('shop', { key: 'rome' });
    ct.addCustomer('shop', { email: 'eve@example.com', password: 'a', stores: ['paris', 'rome'] });
    expect(() => ct.addCustomer('shop', { email: 'eve@example.com', password: 'b', stores: ['rome'] })).toThrow(
      "commercetools-msw: the customer 'eve@example.com' added to 'shop' breaks the rules an import of it would: A duplicate value '\"eve@example.com\"' exists for field 'email'.",
    );
  });

  it('start an anonymous session for a client that holds create_anonymous_token among other scopes', async () => {
    const ct = mock();
    const session = await token(ct, 'grant_type=client_credentials', basic('anonymous', 'anonymous-secret'), '/oauth/shop/anonymous/token');
    expect(session.scope).toMatch(/^view_project_settings:shop create_anonymous_token:shop anonymous_id:/);
  });

  it('takes only the password grant, and is hit by a fault on token', async () => {
    const ct = mock();
    ct.addCustomer('shop', { email: 'jen@example.com', password: 's3cret' });
    expectAuthError(await inStore('berlin', 'grant_type=client_credentials')(ct), 400, 'unsupported_grant_type');
    ct.inject({ operation: 'token', projectKey: 'shop', status: 503 });
    expect((await inStore('berlin')(ct)).status).toBe(503);
    expect(ct.requests.at(-1)).toMatchObject({ operation: 'token', projectKey: 'shop', status: 503 });
    // A Store has no anonymous endpoint of its own: the path is not the platform's.
    expect((await post(ct, '/oauth/shop/in-store/key=berlin/anonymous/token', 'grant_type=client_credentials', ADMIN)).status).toBe(501);
  });
});

describe('token lifetimes per client', () => {
  it('answers expires_in from accessTokenValiditySeconds, and the token expires then on the mock’s clock', async () => {
    const ct = mock();
    const granted = await token(ct, 'grant_type=client_credentials', SHORT);
    expect(granted.expires_in).toBe(600);
    ct.clock.advance(600_000 - 1);
    expect(await apiStatus(ct, granted.access_token)).toBe(200);
    ct.clock.advance(1);
    expect(await apiStatus(ct, granted.access_token)).toBe(401);
    expect((await token(ct, 'grant_type=client_credentials', ADMIN)).expires_in).toBe(172_800);
  });

  it('lets a refresh token go unused for refreshTokenValiditySeconds at most, each use restarting the count', async () => {
    const ct = mock();
    ct.addCustomer('shop', { email: 'jen@example.com', password: 's3cret' });
    const session = await token(ct, CUSTOMER_FORM, SHORT, '/oauth/shop/customers/token');
    expect(session.expires_in).toBe(600);
    const form = `grant_type=refresh_token&refresh_token=${encodeURIComponent(String(session.refresh_token))}`;
    ct.clock.advance(HOUR - 1);
    expect((await token(ct, form, SHORT)).expires_in).toBe(600);
    ct.clock.advance(HOUR - 1);
    expect((await post(ct, '/oauth/token', form, SHORT)).status).toBe(200);
    ct.clock.advance(HOUR);
    expectAuthError(await post(ct, '/oauth/token', form, SHORT), 400, 'invalid_grant');
  });

  it('keeps the platform’s defaults, 48 hours and 200 days unused, for a client that sets none', async () => {
    const ct = mock();
    ct.addCustomer('shop', { email: 'jen@example.com', password: 's3cret' });
    const session = await token(ct, CUSTOMER_FORM, ADMIN, '/oauth/shop/customers/token');
    const form = `grant_type=refresh_token&refresh_token=${encodeURIComponent(String(session.refresh_token))}`;
    ct.clock.advance(200 * DAY - 1);
    expect((await post(ct, '/oauth/token', form, ADMIN)).status).toBe(200);
    ct.clock.advance(200 * DAY);
    expect((await post(ct, '/oauth/token', form, ADMIN)).status).toBe(400);
  });
});
