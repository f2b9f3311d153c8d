import { describe, expect, it } from 'vitest';
import { useMockServer } from '../support/mock-server.js';
import { expectErrorSchemaValid } from '../support/schemas.js';
import { AUTH_HOST } from '../support/sdk.js';
import { DAY, HOUR, START } from '../support/time.js';

// The anonymous-session, password, refresh-token and introspection endpoints through raw fetch:
// the bad-credential paths, the exact bodies, what the journal keeps, and what a reset forgets.

const ct = useMockServer({
  projects: [{ key: 'shop' }, { key: 'other' }],
  auth: {
    clients: [
      // An API client belongs to one Project, so the storefront has a client per Project.
      { clientId: 'storefront', clientSecret: 'storefront-secret', scopes: ['manage_project:shop'] },
      { clientId: 'storefront-other', clientSecret: 'storefront-other-secret', scopes: ['manage_project:other'] },
      { clientId: 'anonymous-only', clientSecret: 'anonymous-secret', scopes: ['create_anonymous_token:shop'] },
      { clientId: 'reader', clientSecret: 'reader-secret', scopes: ['view_project_settings:shop'] },
      { clientId: 'other-only', clientSecret: 'other-secret', scopes: ['manage_project:other'] },
      // Sees every token of the Project: tokens of ct.issueToken are no client's own.
      { clientId: 'introspector', clientSecret: 'introspector-secret', scopes: ['introspect_oauth_tokens:shop'] },
    ],
  },
});

const STOREFRONT = `Basic ${btoa('storefront:storefront-secret')}`;
const STOREFRONT_OTHER = `Basic ${btoa('storefront-other:storefront-other-secret')}`;
const FORM = 'application/x-www-form-urlencoded';

interface Reply {
  status: number;
  body: Record<string, unknown>;
}

async function post(path: string, body: string, authorization: string | null = path.startsWith('/oauth/other/') ? STOREFRONT_OTHER : STOREFRONT): Promise<Reply> {
  const headers: Record<string, string> = { 'content-type': FORM };
  if (authorization !== null) headers.authorization = authorization;
  const response = await fetch(`${AUTH_HOST}${path}`, { method: 'POST', headers, body });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Asserts the platform's auth error shape in full, with the message when one is given. */
function expectAuthError(reply: Reply, statusCode: number, code: string, message?: string): void {
  expect(reply.status).toBe(statusCode);
  const text = message ?? expect.any(String);
  expect(reply.body).toStrictEqual({ statusCode, message: text, errors: [{ code, message: text }], error: code, error_description: text });
  expectErrorSchemaValid(reply.body, statusCode);
}

const anonymous = (extra = '') => post('/oauth/shop/anonymous/token', `grant_type=client_credentials${extra}`);
const password = (username: string, secret: string, project = 'shop') =>
  post(`/oauth/${project}/customers/token`, `grant_type=password&username=${encodeURIComponent(username)}&password=${encodeURIComponent(secret)}`);
const refresh = (token: string, authorization = STOREFRONT) => post('/oauth/token', `grant_type=refresh_token&refresh_token=${encodeURIComponent(token)}`, authorization);
const introspect = (token: string) => post(`/oauth/introspect?token=${encodeURIComponent(token)}`, '', `Basic ${btoa('introspector:introspector-secret')}`);

describe('the anonymous-session endpoint', () => {
  it('answers a session token with a refresh token, and a scope that names the session last', async () => {
    const reply = await anonymous('&scope=manage_project:shop&anonymous_id=guest-1');
    expect(reply.status).toBe(200);
    expect(reply.body).toStrictEqual({
      access_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: 172800,
      scope: 'manage_project:shop anonymous_id:guest-1',
      refresh_token: expect.any(String),
    });
    expect(reply.body.refresh_token).not.toBe(reply.body.access_token);
  });

  it('gives the client’s scopes on that Project alone when none are asked for', async () => {
    const reply = await anonymous('&anonymous_id=guest-2');
    expect(reply.body.scope).toBe('manage_project:shop anonymous_id:guest-2');
  });

  it('answers 400 invalid_request for an anonymous id that has a session, and starts none', async () => {
    expect((await anonymous('&anonymous_id=guest-1')).status).toBe(200);
    expectAuthError(
      await anonymous('&anonymous_id=guest-1'),
      400,
      'invalid_request',
      "The anonymous id 'guest-1' already has a session. Use another id, or leave anonymous_id out to get a new one.",
    );
    // The same id is free in another Project.
    expect((await post('/oauth/other/anonymous/token', 'grant_type=client_credentials&anonymous_id=guest-1')).status).toBe(200);
  });

  it('starts no session when the request fails for another reason', async () => {
    expectAuthError(await anonymous('&anonymous_id=guest-3&scope=manage_orders:elsewhere'), 400, 'invalid_scope');
    expect((await anonymous('&anonymous_id=guest-3')).status).toBe(200);
  });

  it('needs create_anonymous_token on the Project, which manage_project holds', async () => {
    const reader = `Basic ${btoa('reader:reader-secret')}`;
    expectAuthError(
      await post('/oauth/shop/anonymous/token', 'grant_type=client_credentials', reader),
      400,
      'invalid_scope',
      'This client may not create anonymous sessions: that needs the scope create_anonymous_token:shop.',
    );
    const narrow = await post('/oauth/shop/anonymous/token', 'grant_type=client_credentials&anonymous_id=a', `Basic ${btoa('anonymous-only:anonymous-secret')}`);
    expect(narrow.body.scope).toBe('create_anonymous_token:shop anonymous_id:a');
    expectAuthError(await post('/oauth/unknown/anonymous/token', 'grant_type=client_credentials'), 400, 'invalid_scope');
  });

  it('answers 401 invalid_client without client credentials, and 400 unsupported_grant_type for another grant', async () => {
    expectAuthError(await post('/oauth/shop/anonymous/token', 'grant_type=client_credentials', null), 401, 'invalid_client');
    expectAuthError(
      await post('/oauth/shop/anonymous/token', 'grant_type=password'),
      400,
      'unsupported_grant_type',
      "Unsupported grant type 'password'. This endpoint accepts grant_type=client_credentials.",
    );
  });
});

describe('the customer (password) endpoint', () => {
  it('answers a customer token whose scope names the customer, for the email in any case', async () => {
    const { id } = ct.addCustomer('shop', { email: 'jen@example.com', password: 'p@ss word' });
    const reply = await password('JEN@example.com', 'p@ss word');
    expect(reply.status).toBe(200);
    expect(reply.body).toStrictEqual({
      access_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: 172800,
      scope: `manage_project:shop customer_id:${id}`,
      refresh_token: expect.any(String),
    });
  });

  it.each([
    ['a wrong password', 'jen@example.com', 'P@ss word', 'shop'],
    ['an unknown email', 'joe@example.com', 'p@ss word', 'shop'],
    ['a customer of another Project', 'jen@example.com', 'p@ss word', 'other'],
  ])('answers 400 invalid_customer_account_credentials for %s', async (_, username, secret, project) => {
    ct.addCustomer('shop', { email: 'jen@example.com', password: 'p@ss word' });
    expectAuthError(
      await password(username, secret, project),
      400,
      'invalid_customer_account_credentials',
      'Customer account with the given credentials not found.',
    );
  });

  it('answers 400 invalid_request without a username or password', async () => {
    const message = "The password flow needs the customer's email as username, and their password.";
    expectAuthError(await post('/oauth/shop/customers/token', 'grant_type=password&username=jen@example.com'), 400, 'invalid_request', message);
    expectAuthError(await post('/oauth/shop/customers/token', 'grant_type=password&password=x'), 400, 'invalid_request', message);
  });

  it('answers 400 unsupported_grant_type for another grant', async () => {
    expectAuthError(
      await post('/oauth/shop/customers/token', 'grant_type=client_credentials'),
      400,
      'unsupported_grant_type',
      "Unsupported grant type 'client_credentials'. This endpoint accepts grant_type=password.",
    );
  });

  it('answers 400 invalid_scope, and no token, for a scope the client lacks or a client without scopes on the Project', async () => {
    ct.addCustomer('shop', { email: 'jen@example.com', password: 'secret' });
    const form = 'grant_type=password&username=jen@example.com&password=secret';
    expectAuthError(
      await post('/oauth/shop/customers/token', `${form}&scope=manage_project:nowhere`),
      400,
      'invalid_scope',
      'A token is for one Project, and the scope names several (shop, nowhere). Ask for a token per Project.',
    );
    // manage_project implies view_project_settings at the API, but a client may ask only for what it was created with.
    expectAuthError(
      await post('/oauth/shop/customers/token', `${form}&scope=view_project_settings:shop`),
      400,
      'invalid_scope',
      'Permissions exceeded. Only the following permissions can be requested: manage_project',
    );
    const otherOnly = `Basic ${btoa('other-only:other-secret')}`;
    expectAuthError(await post('/oauth/shop/customers/token', form, otherOnly), 400, 'invalid_scope', "The client has no scope on the Project 'shop'.");
  });

  it('keeps the password grant off /oauth/token, as the platform does', async () => {
    ct.addCustomer('shop', { email: 'jen@example.com', password: 'secret' });
    expectAuthError(
      await post('/oauth/token', 'grant_type=password&username=jen@example.com&password=secret'),
      400,
      'unsupported_grant_type',
      "Unsupported grant type 'password'. This endpoint accepts grant_type=client_credentials or grant_type=refresh_token.",
    );
  });
});

describe('the refresh-token grant', () => {
  async function refreshToken(): Promise<string> {
    ct.addCustomer('shop', { email: 'jen@example.com', password: 'secret' });
    return String((await password('jen@example.com', 'secret')).body.refresh_token);
  }

  it('answers a new access token with the same scope and no refresh token', async () => {
    const token = await refreshToken();
    const first = await introspect(String((await refresh(token)).body.access_token));
    const reply = await refresh(token);
    expect(reply.body).toStrictEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 172800, scope: expect.stringMatching(/^manage_project:shop customer_id:/) });
    expect(first.body).toMatchObject({ active: true, scope: reply.body.scope });
  });

  it.each([
    ['an unknown refresh token', async () => 'not-a-token', STOREFRONT],
    ['an access token', async () => String((await anonymous()).body.access_token), STOREFRONT],
    ['another client’s refresh token', refreshToken, `Basic ${btoa('reader:reader-secret')}`],
  ])('answers 400 invalid_grant for %s', async (_, token, authorization) => {
    expectAuthError(await refresh(await token(), authorization), 400, 'invalid_grant');
  });

  it('answers 400 invalid_grant once it goes 200 days unused on the mock’s clock, each use restarting the count', async () => {
    const token = await refreshToken();
    ct.clock.advance(200 * DAY - 1);
    expect((await refresh(token)).status).toBe(200);
    // 400 days after issue, and 200 days less 1 ms after its last use.
    ct.clock.advance(200 * DAY - 1);
    expect((await refresh(token)).status).toBe(200);
    ct.clock.advance(200 * DAY);
    expectAuthError(await refresh(token), 400, 'invalid_grant', "The refresh token is unknown, expired, revoked, or not this client's.");
  });

  it('answers 400 invalid_request without a refresh token', async () => {
    expectAuthError(await post('/oauth/token', 'grant_type=refresh_token'), 400, 'invalid_request', 'The refresh token flow needs the refresh_token to use.');
  });
});

describe('the introspection endpoint', () => {
  it('answers a live token’s scope and expiry in epoch seconds on the mock’s clock', async () => {
    const token = ct.issueToken({ scopes: ['view_project_settings:shop'], expiresIn: 60 });
    expect((await introspect(token)).body).toStrictEqual({
      active: true,
      scope: 'view_project_settings:shop',
      exp: Date.parse(START) / 1000 + 60,
    });
  });

  it('takes the token in a form body too', async () => {
    const token = ct.issueToken({ scopes: ['manage_project:shop'] });
    expect((await post('/oauth/introspect', `token=${token}`, `Basic ${btoa('introspector:introspector-secret')}`)).body).toMatchObject({
      active: true,
      scope: 'manage_project:shop',
    });
  });

  it('answers { active: false } for an expired, unknown or refresh token', async () => {
    const token = ct.issueToken({ scopes: ['manage_project:shop'] });
    ct.clock.advance(48 * HOUR);
    expect((await introspect(token)).body).toStrictEqual({ active: false });
    expect((await introspect('unknown')).body).toStrictEqual({ active: false });
    expect((await introspect(String((await anonymous()).body.refresh_token))).body).toStrictEqual({ active: false });
  });

  it('answers 401 invalid_client without client credentials and 400 invalid_request without a token', async () => {
    expectAuthError(await post('/oauth/introspect?token=x', '', null), 401, 'invalid_client');
    expectAuthError(await post('/oauth/introspect', ''), 400, 'invalid_request', 'Give the token to introspect as the token query parameter or form field.');
  });
});

describe('the journal', () => {
  it('shows no password, client secret, access token or refresh token, the introspection URL’s query included', async () => {
    ct.addCustomer('shop', { email: 'jen@example.com', password: 'hunter2-long-password' });
    const login = await password('jen@example.com', 'hunter2-long-password');
    const access = String(login.body.access_token);
    const refreshed = String(login.body.refresh_token);
    await refresh(refreshed);
    await introspect(access);
    await post('/oauth/introspect', `token=${access}`);
    await post('/oauth/introspect', JSON.stringify({ token: access }));
    const recorded = JSON.stringify(ct.requests);
    for (const secret of ['hunter2-long-password', 'storefront-secret', btoa('storefront:storefront-secret'), access, refreshed]) {
      expect(recorded).not.toContain(secret);
      expect(recorded).not.toContain(encodeURIComponent(secret));
    }
    expect(ct.requests.map((entry) => entry.operation)).toEqual(['token', 'token', 'introspectToken', 'introspectToken', 'introspectToken']);
    expect(ct.requests[2]?.url).toBe(`${AUTH_HOST}/oauth/introspect?token=****`);
    expect(ct.requests[0]?.body).toBe('grant_type=password&username=jen%40example.com&password=****');
  });
});

describe('faults and the journal by Project', () => {
  it('lets a fault on token with a projectKey hit that Project’s anonymous and customer endpoints only', async () => {
    const fault = ct.inject({ operation: 'token', projectKey: 'other', status: 503, times: Infinity });
    expect((await anonymous()).status).toBe(200);
    expect((await post('/oauth/token', 'grant_type=client_credentials')).status).toBe(200);
    expect((await post('/oauth/other/anonymous/token', 'grant_type=client_credentials')).status).toBe(503);
    expect((await password('jen@example.com', 'x', 'other')).status).toBe(503);
    expect(fault.hits).toBe(2);
    expect(ct.requests.map((entry) => entry.projectKey)).toEqual(['shop', undefined, 'other', 'other']);
  });
});

describe('a reset', () => {
  it('forgets customers and anonymous sessions, and keeps the tokens issued', async () => {
    ct.addCustomer('shop', { email: 'jen@example.com', password: 'secret' });
    const session = await anonymous('&anonymous_id=guest-1');
    ct.reset();
    expectAuthError(await password('jen@example.com', 'secret'), 400, 'invalid_customer_account_credentials');
    expect((await anonymous('&anonymous_id=guest-1')).status).toBe(200);
    expect((await introspect(String(session.body.access_token))).body).toMatchObject({ active: true });
    expect((await refresh(String(session.body.refresh_token))).status).toBe(200);
  });

  it('of some Projects forgets only their customers and sessions', async () => {
    ct.addCustomer('shop', { email: 'jen@example.com', password: 'secret' });
    ct.addCustomer('other', { email: 'jen@example.com', password: 'secret' });
    await post('/oauth/other/anonymous/token', 'grant_type=client_credentials&anonymous_id=guest-1');
    ct.reset({ projects: ['shop'] });
    expect((await password('jen@example.com', 'secret')).status).toBe(400);
    expect((await password('jen@example.com', 'secret', 'other')).status).toBe(200);
    expect((await post('/oauth/other/anonymous/token', 'grant_type=client_credentials&anonymous_id=guest-1')).status).toBe(400);
  });
});

describe('ct.addCustomer', () => {
  it('returns the customer’s id and email, frozen', () => {
    const customer = ct.addCustomer('shop', { email: 'jen@example.com', password: 'secret' });
    expect(customer).toStrictEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), email: 'jen@example.com' });
    expect(Object.isFrozen(customer)).toBe(true);
  });

  it('refuses an unknown Project, a missing email or password, and an email already taken in any case', () => {
    expect(() => ct.addCustomer('nope', { email: 'a@b.c', password: 'x' })).toThrow("there is no Project 'nope'");
    expect(() => ct.addCustomer('shop', { email: '', password: 'x' })).toThrow('ct.addCustomer needs an email and a password');
    expect(() => ct.addCustomer('shop', { email: 'a@b.c', password: '' })).toThrow('ct.addCustomer needs an email and a password');
    expect(() => ct.addCustomer('shop', { email: 42 as never, password: 'x' })).toThrow('ct.addCustomer needs an email and a password');
    expect(() => ct.addCustomer('shop', { email: 'a@b.c', password: 42 as never })).toThrow('ct.addCustomer needs an email and a password');
    ct.addCustomer('shop', { email: 'jen@example.com', password: 'x' });
    expect(() => ct.addCustomer('shop', { email: 'JEN@example.com', password: 'y' })).toThrow(
      "commercetools-msw: the customer 'JEN@example.com' added to 'shop' breaks the rules an import of it would: A duplicate value '\"JEN@example.com\"' exists for field 'email'.",
    );
  });
});
