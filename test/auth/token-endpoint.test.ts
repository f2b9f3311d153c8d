import { describe, expect, it } from 'vitest';
import { createCommercetoolsMock } from '../../src/index.js';
import { AUTH_HOST, API_HOST, createApiRoot, interceptedFetch } from '../support/sdk.js';
import { useMockServer } from '../support/mock-server.js';
import { expectErrorSchemaValid } from '../support/schemas.js';

// POST {auth}/oauth/token, the client-credentials flow, through real fetch and the official SDK.

const TOKEN_URL = `${AUTH_HOST}/oauth/token`;
const FORM = 'application/x-www-form-urlencoded';
const TOKEN_LIFETIME_MS = 172_800_000;

interface TokenBody {
  access_token: string;
  token_type: string;
  expires_in: number;
  scope: string;
}

interface ErrorBody {
  statusCode: number;
  message: string;
  errors: { code: string; message: string }[];
  error?: string;
  error_description?: string;
}

interface Reply {
  status: number;
  contentType: string | null;
  body: unknown;
}

const basic = (clientId: string, clientSecret: string) => `Basic ${btoa(`${clientId}:${clientSecret}`)}`;

/** A token request through real fetch. `authorization: null` sends no Authorization header. */
async function requestToken(body: string, authorization: string | null = basic('client-id', 'client-secret')): Promise<Reply> {
  const headers: Record<string, string> = { 'content-type': FORM };
  if (authorization !== null) headers.authorization = authorization;
  const response = await fetch(TOKEN_URL, { method: 'POST', headers, body });
  const text = await response.text();
  return { status: response.status, contentType: response.headers.get('content-type'), body: text === '' ? undefined : JSON.parse(text) };
}

const grant = (scope?: string) => `grant_type=client_credentials${scope === undefined ? '' : `&scope=${scope}`}`;

/** Asserts a 200 token body: exactly the four documented fields. */
function expectTokenBody(reply: Reply, scope: string): TokenBody {
  expect(reply.status).toBe(200);
  expect(reply.contentType).toMatch(/^application\/json/);
  expect(reply.body).toStrictEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 172800, scope });
  const body = reply.body as TokenBody;
  expect(body.access_token.length).toBeGreaterThan(0);
  return body;
}

const scopeSet = (scope: string) => new Set(scope.split(' '));

/** Asserts an OAuth error body of the token endpoint in full. */
function expectTokenError(reply: Reply, statusCode: number, code: string): ErrorBody {
  expect(reply.status).toBe(statusCode);
  expect(reply.body).toStrictEqual({
    statusCode,
    message: expect.any(String),
    errors: [{ code, message: expect.any(String) }],
    error: code,
    error_description: expect.any(String),
  });
  const body = reply.body as ErrorBody;
  expect(body.message.length).toBeGreaterThan(0);
  expect(body.errors[0]?.message).toBe(body.message);
  expect(body.error_description).toBe(body.message);
  expectErrorSchemaValid(body, statusCode);
  return body;
}

const INVALID_CLIENT_MESSAGE = 'Please provide valid client credentials using HTTP Basic Authentication.';

/** What the SDK reports when the token request fails: the auth middleware rejects with these fields. */
interface SdkTokenError {
  statusCode: unknown;
  code: unknown;
  message: unknown;
  errors: unknown;
}

async function sdkTokenError(call: Promise<unknown>): Promise<SdkTokenError> {
  try {
    await call;
  } catch (error) {
    expect(error).toBeInstanceOf(Error);
    const { statusCode, code, message, error: errors } = error as { statusCode?: unknown; code?: unknown; message?: unknown; error?: unknown };
    return { statusCode, code, message, errors };
  }
  throw new Error('Expected the SDK call to fail at the token endpoint, but it succeeded.');
}

interface RecordedCall {
  method: string;
  url: string;
  authorization: string | null;
  contentType: string | null;
  requestBody: string;
  status: number;
  responseText: string;
}

/** A fetch for the SDK that records each request it sends and the reply it gets. */
function recordingFetch(calls: RecordedCall[], through: typeof fetch = interceptedFetch): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const requestBody = await request.text();
    const response = await through(input, init);
    calls.push({
      method: request.method,
      url: request.url,
      authorization: request.headers.get('authorization'),
      contentType: request.headers.get('content-type'),
      requestBody,
      status: response.status,
      responseText: await response.clone().text(),
    });
    return response;
  };
}

const tokenCalls = (calls: readonly RecordedCall[]) => calls.filter((call) => call.url === TOKEN_URL);

const apiGet = (projectKey: string, token: string) =>
  fetch(`${API_HOST}/${projectKey}`, { headers: { authorization: `Bearer ${token}` } }).then((response) => response.status);

const apiUpdate = (projectKey: string, token: string) =>
  fetch(`${API_HOST}/${projectKey}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ version: 1, actions: [{ action: 'changeName', name: 'Renamed' }] }),
  }).then((response) => response.status);

describe('token endpoint with the default clients (any id and secret)', () => {
  const ct = useMockServer({ projects: [{ key: 'shop' }, { key: 'other' }] });

  describe('a successful request (fetch)', () => {
    it('answers 200 with exactly access_token, token_type, expires_in and scope', async () => {
      const body = expectTokenBody(await requestToken(grant('view_project_settings:shop')), 'view_project_settings:shop');
      expect(body.access_token).not.toMatch(/\s/);
    });

    it('refuses a request that names no scope when the mock has several Projects, saying to name one: a token is for one Project', async () => {
      const message = 'A token is for one Project, and this mock has several (shop, other): name the one you want in scope, such as scope=manage_project:shop.';
      expect(expectTokenError(await requestToken(grant()), 400, 'invalid_scope').message).toBe(message);
      // An empty scope parameter is no scope asked.
      expect(expectTokenError(await requestToken('grant_type=client_credentials&scope='), 400, 'invalid_scope').message).toBe(message);
    });

    it('grants manage_project on the one Project when the mock has one and no scope is asked', async () => {
      const solo = createCommercetoolsMock({ projects: [{ key: 'solo' }] });
      const reply = await solo.fetch(TOKEN_URL, { method: 'POST', headers: { authorization: basic('any', 'thing'), 'content-type': FORM }, body: grant() });
      expect(await reply.json()).toMatchObject({ scope: 'manage_project:solo', expires_in: 172800 });
    });

    it('holds whatever it asks for on one Project, one added later included, even what manage_project does not imply', async () => {
      ct.addProject({ key: 'later' });
      expectTokenBody(await requestToken(grant('view_project_settings:later')), 'view_project_settings:later');
      expectTokenBody(await requestToken(grant('manage_api_clients:shop manage_my_profile:shop')), 'manage_api_clients:shop manage_my_profile:shop');
    });

    it('refuses scopes of two Projects in one request: no token spans two Projects', async () => {
      const body = expectTokenError(await requestToken(grant('view_project_settings:shop manage_project_settings:other')), 400, 'invalid_scope');
      expect(body.message).toBe('A token is for one Project, and the scope names several (shop, other). Ask for a token per Project.');
    });

    it('echoes several scopes sent unencoded and space-separated, as the SDK sends them', async () => {
      const scope = 'view_project_settings:shop manage_project_settings:shop';
      expectTokenBody(await requestToken(grant(scope)), scope);
    });

    it('echoes scopes sent form-encoded (spaces as +, colons as %3A)', async () => {
      const scope = 'manage_project_settings:shop view_project_settings:shop';
      const body = new URLSearchParams({ grant_type: 'client_credentials', scope }).toString();
      expect(body).toContain('%3A');
      expect(body).toContain('+');
      expectTokenBody(await requestToken(body), scope);
    });

    it('echoes the scope when the parameters come in another order', async () => {
      expectTokenBody(await requestToken('scope=manage_project:shop&grant_type=client_credentials'), 'manage_project:shop');
    });

    it('accepts any non-empty client id and secret, including a secret with a colon', async () => {
      expectTokenBody(await requestToken(grant('manage_project:shop'), basic('anyone', 'any:secret')), 'manage_project:shop');
      expectTokenBody(await requestToken(grant('manage_project:shop'), `basic ${btoa('lower-case:scheme')}`), 'manage_project:shop');
    });

    it('issues distinct tokens for distinct requests', async () => {
      const first = expectTokenBody(await requestToken(grant('manage_project:shop')), 'manage_project:shop');
      const second = expectTokenBody(await requestToken(grant('manage_project:shop')), 'manage_project:shop');
      expect(first.access_token).not.toBe(second.access_token);
    });

    it('issues a token that carries exactly the scopes granted', async () => {
      const viewer = expectTokenBody(await requestToken(grant('view_project_settings:shop')), 'view_project_settings:shop').access_token;
      expect(await apiGet('shop', viewer)).toBe(200);
      expect(await apiUpdate('shop', viewer)).toBe(403);
      expect(await apiGet('other', viewer)).toBe(403);

      const { access_token: ownToken } = expectTokenBody(await requestToken(grant('manage_project:other')), 'manage_project:other');
      expect(await apiGet('shop', ownToken)).toBe(403);
      expect(await apiGet('other', ownToken)).toBe(200);
      expect(await apiUpdate('other', ownToken)).toBe(200);
    });

    it('issues a token that lives expires_in seconds (172800) on the mock clock', async () => {
      const { access_token: token } = expectTokenBody(await requestToken(grant('view_project_settings:shop')), 'view_project_settings:shop');
      ct.clock.advance(TOKEN_LIFETIME_MS - 1);
      expect(await apiGet('shop', token)).toBe(200);
      ct.clock.advance(1);
      expect(await apiGet('shop', token)).toBe(401);
    });
  });

  describe('a successful request (official SDK)', () => {
    it('sends the documented request and gets the documented 200 body', async () => {
      const calls: RecordedCall[] = [];
      const api = createApiRoot({ projectKey: 'shop', scopes: ['view_project_settings:shop'], httpClient: recordingFetch(calls) });
      const { statusCode, body } = await api.get().execute();
      expect(statusCode).toBe(200);
      expect(body.key).toBe('shop');

      const [call, ...more] = tokenCalls(calls);
      expect(more).toHaveLength(0);
      expect(call).toMatchObject({
        method: 'POST',
        url: TOKEN_URL,
        authorization: basic('client-id', 'client-secret'),
        contentType: FORM,
        requestBody: 'grant_type=client_credentials&scope=view_project_settings:shop',
        status: 200,
      });
      expect(JSON.parse(call?.responseText ?? '')).toStrictEqual({
        access_token: expect.any(String),
        token_type: 'Bearer',
        expires_in: 172800,
        scope: 'view_project_settings:shop',
      });
    });

    it('gets a token limited to the scopes asked for', async () => {
      const api = createApiRoot({ projectKey: 'shop', scopes: ['view_project_settings:shop'] });
      expect((await api.head().execute()).statusCode).toBe(200);
      const denied = await api.post({ body: { version: 1, actions: [{ action: 'changeName', name: 'X' }] } }).execute().catch((error: unknown) => error);
      expect(denied).toMatchObject({ statusCode: 403, code: 'insufficient_scope' });
    });

    it('echoes several scopes asked for through the SDK', async () => {
      const calls: RecordedCall[] = [];
      const scopes = ['manage_project_settings:shop', 'view_products:shop'];
      await createApiRoot({ projectKey: 'shop', scopes, httpClient: recordingFetch(calls) }).get().execute();
      const [call] = tokenCalls(calls);
      expect(call?.requestBody).toBe(`grant_type=client_credentials&scope=${scopes.join(' ')}`);
      expect(JSON.parse(call?.responseText ?? '')).toMatchObject({ scope: scopes.join(' ') });
    });

    it('reports a request for no scope, with several Projects, through the SDK as status 400 and code invalid_scope', async () => {
      const error = await sdkTokenError(createApiRoot({ projectKey: 'shop', scopes: [] }).get().execute());
      expect(error).toMatchObject({ statusCode: 400, code: 'invalid_scope', message: expect.stringContaining('name the one you want in scope') });
    });

    it("grants the client's own scopes when the SDK asks for none on a one-Project mock, and they allow every call", async () => {
      const solo = createCommercetoolsMock({ projects: [{ key: 'shop' }] });
      const calls: RecordedCall[] = [];
      const api = createApiRoot({ projectKey: 'shop', scopes: [], httpClient: recordingFetch(calls, solo.fetch) });
      expect((await api.get().execute()).statusCode).toBe(200);
      const updated = await api.post({ body: { version: 1, actions: [{ action: 'changeName', name: 'Renamed' }] } }).execute();
      expect(updated.body).toMatchObject({ name: 'Renamed', version: 2 });

      const [call, ...more] = tokenCalls(calls);
      expect(more).toHaveLength(0);
      expect(call?.requestBody).toBe('grant_type=client_credentials');
      const body = JSON.parse(call?.responseText ?? '') as TokenBody;
      expect(body).toStrictEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 172800, scope: expect.any(String) });
      expect(body.scope).toBe('manage_project:shop');
    });
  });

  describe('client credentials', () => {
    it('answers 401 invalid_client without an Authorization header', async () => {
      const body = expectTokenError(await requestToken(grant('manage_project:shop'), null), 401, 'invalid_client');
      expect(body.message).toBe(INVALID_CLIENT_MESSAGE);
    });

    it.each([
      ['a Basic header that is not base64', 'Basic !!!not-base64!!!'],
      ['valid credentials followed by a character base64 lacks', `${basic('client-id', 'client-secret')}!`],
      ['valid credentials followed by another word', `${basic('client-id', 'client-secret')} extra`],
      ['a Basic header without credentials', 'Basic'],
      ['a Basic header with an empty value', 'Basic '],
      ['credentials without a colon', `Basic ${btoa('client-id')}`],
      ['an empty client id', `Basic ${btoa(':client-secret')}`],
      ['an empty client id and secret', `Basic ${btoa(':')}`],
      ['a Bearer header instead of Basic', 'Bearer some-token'],
      ['a bare base64 value without a scheme', btoa('client-id:client-secret')],
    ])('answers 401 invalid_client for %s', async (_, authorization) => {
      const body = expectTokenError(await requestToken(grant('manage_project:shop'), authorization), 401, 'invalid_client');
      expect(body.message).toBe(INVALID_CLIENT_MESSAGE);
    });

    it('answers 401 invalid_client for an empty secret', async () => {
      const body = expectTokenError(await requestToken(grant('manage_project:shop'), basic('client-id', '')), 401, 'invalid_client');
      expect(body).toStrictEqual({
        statusCode: 401,
        message: INVALID_CLIENT_MESSAGE,
        errors: [{ code: 'invalid_client', message: INVALID_CLIENT_MESSAGE }],
        error: 'invalid_client',
        error_description: INVALID_CLIENT_MESSAGE,
      });
    });

    it('checks the client before the grant type and the scope', async () => {
      expectTokenError(await requestToken('grant_type=password&scope=shop', null), 401, 'invalid_client');
    });
  });

  describe('grant type', () => {
    it.each([
      ['password', 'grant_type=password&username=a&password=b&scope=manage_project:shop'],
      ['authorization_code', 'grant_type=authorization_code&code=abc'],
      ['an unknown grant type', 'grant_type=magic&scope=manage_project:shop'],
      ['client_credentials in another case', 'grant_type=CLIENT_CREDENTIALS&scope=manage_project:shop'],
    ])('answers 400 unsupported_grant_type for %s', async (_, body) => {
      expectTokenError(await requestToken(body), 400, 'unsupported_grant_type');
    });

    it.each([
      ['a missing grant type', 'scope=manage_project:shop'],
      ['an empty grant type', 'grant_type=&scope=manage_project:shop'],
      ['an empty body', ''],
    ])('answers 400 invalid_request for %s, as the platform does', async (_, body) => {
      expect(expectTokenError(await requestToken(body), 400, 'invalid_request').message).toBe('Missing required parameter: grant_type.');
    });
  });

  describe('scope', () => {
    it.each([
      'shop',
      'manage_project:',
      'MANAGE:shop',
      ':shop',
      'manage_project',
      'manage-project:shop',
      'manage_products:shop:berlin',
      'manage_orders:shop:berlin:mitte',
    ])("answers 400 invalid_scope for the malformed scope '%s', in the platform's words", async (scope) => {
      expect(expectTokenError(await requestToken(grant(scope)), 400, 'invalid_scope').message).toBe('Malformed parameter: scope: Invalid scope.');
    });

    it('answers 400 invalid_scope when one of several scopes is malformed, and grants nothing', async () => {
      expectTokenError(await requestToken(grant('manage_project:shop shop')), 400, 'invalid_scope');
    });

    it('answers 400 invalid_scope for a scope on an unknown Project', async () => {
      expectTokenError(await requestToken(grant('manage_project:ghost')), 400, 'invalid_scope');
      expectTokenError(await requestToken(grant('view_project_settings:ghost')), 400, 'invalid_scope');
    });

    it('answers 400 invalid_scope when a known Project is asked for together with an unknown one', async () => {
      expectTokenError(await requestToken(grant('manage_project:shop manage_project:ghost')), 400, 'invalid_scope');
    });

    it('reports a malformed scope through the SDK as a rejected call with status 400 and code invalid_scope', async () => {
      const calls: RecordedCall[] = [];
      const error = await sdkTokenError(createApiRoot({ projectKey: 'shop', scopes: ['shop'], httpClient: recordingFetch(calls) }).get().execute());
      expect(error).toMatchObject({ statusCode: 400, code: 'invalid_scope', message: expect.any(String) });
      expect(error.errors).toEqual([{ code: 'invalid_scope', message: error.message }]);
      // The SDK never reached the API.
      expect(calls.map((call) => call.url)).toEqual([TOKEN_URL]);
    });

    it('reports a scope on an unknown Project through the SDK as status 400 and code invalid_scope', async () => {
      const error = await sdkTokenError(createApiRoot({ projectKey: 'ghost', scopes: ['manage_project:ghost'] }).get().execute());
      expect(error).toMatchObject({ statusCode: 400, code: 'invalid_scope' });
    });
  });
});

describe('token endpoint with configured clients', () => {
  const clients = [
    { clientId: 'reader', clientSecret: 'reader-secret', scopes: ['view_project_settings:shop'] },
    { clientId: 'settings', clientSecret: 'settings-secret', scopes: ['manage_project_settings:shop'] },
    { clientId: 'admin', clientSecret: 'admin-secret', scopes: ['manage_project:shop'] },
    { clientId: 'products', clientSecret: 'products-secret', scopes: ['manage_products:shop', 'view_orders:shop'] },
    { clientId: 'other-viewer', clientSecret: 'other-secret', scopes: ['view_project_settings:other'] },
  ];
  useMockServer({ projects: [{ key: 'shop' }, { key: 'other' }], auth: { clients } });

  describe('credentials', () => {
    it('accepts a configured client with its right id and secret', async () => {
      expectTokenBody(await requestToken(grant('view_project_settings:shop'), basic('reader', 'reader-secret')), 'view_project_settings:shop');
    });

    it.each([
      ['a wrong secret', basic('reader', 'wrong-secret')],
      ['the secret of another client', basic('reader', 'admin-secret')],
      ['an unknown client id', basic('stranger', 'reader-secret')],
      ['the id in another case', basic('READER', 'reader-secret')],
      ['credentials the default clients would accept', basic('client-id', 'client-secret')],
      ['an empty secret', basic('reader', '')],
    ])('answers 401 invalid_client for %s', async (_, authorization) => {
      const body = expectTokenError(await requestToken(grant('view_project_settings:shop'), authorization), 401, 'invalid_client');
      expect(body.message).toBe(INVALID_CLIENT_MESSAGE);
    });

    it('answers 401 invalid_client without an Authorization header', async () => {
      expectTokenError(await requestToken(grant('view_project_settings:shop'), null), 401, 'invalid_client');
    });

    it('reports wrong credentials through the SDK as a rejected call with status 401 and code invalid_client', async () => {
      const calls: RecordedCall[] = [];
      const api = createApiRoot({ projectKey: 'shop', clientId: 'reader', clientSecret: 'wrong', httpClient: recordingFetch(calls) });
      const error = await sdkTokenError(api.get().execute());
      expect(error).toMatchObject({ statusCode: 401, code: 'invalid_client', message: INVALID_CLIENT_MESSAGE });
      expect(error.errors).toEqual([{ code: 'invalid_client', message: INVALID_CLIENT_MESSAGE }]);
      expect(calls.map((call) => call.url)).toEqual([TOKEN_URL]);
    });
  });

  describe('scopes', () => {
    it("grants the client's own scopes, and only those, when none is asked", async () => {
      expectTokenBody(await requestToken(grant(), basic('reader', 'reader-secret')), 'view_project_settings:shop');
      expectTokenBody(await requestToken(grant(), basic('admin', 'admin-secret')), 'manage_project:shop');
      expectTokenBody(await requestToken(grant(), basic('products', 'products-secret')), 'manage_products:shop view_orders:shop');
    });

    it('answers 400 invalid_scope for a scope the client does not hold', async () => {
      const reader = basic('reader', 'reader-secret');
      expectTokenError(await requestToken(grant('manage_project_settings:shop'), reader), 400, 'invalid_scope');
      expectTokenError(await requestToken(grant('manage_project:shop'), reader), 400, 'invalid_scope');
      expectTokenError(await requestToken(grant('view_project_settings:other'), reader), 400, 'invalid_scope');
      expectTokenError(await requestToken(grant('view_project_settings:shop manage_project_settings:shop'), reader), 400, 'invalid_scope');
    });

    it('lets a client ask only for the scopes it was created with, never for what they imply, in the platform\'s words', async () => {
      const exceeded = (reply: Reply) => expectTokenError(reply, 400, 'invalid_scope').message;
      const products = basic('products', 'products-secret');
      expect(exceeded(await requestToken(grant('view_products:shop'), products))).toBe(
        'Permissions exceeded. Only the following permissions can be requested: manage_products, view_orders',
      );
      expectTokenBody(await requestToken(grant('manage_products:shop'), products), 'manage_products:shop');
      const admin = basic('admin', 'admin-secret');
      for (const scope of ['view_project_settings:shop', 'manage_project_settings:shop', 'manage_api_clients:shop', 'manage_my_profile:shop']) {
        expect(exceeded(await requestToken(grant(scope), admin))).toBe('Permissions exceeded. Only the following permissions can be requested: manage_project');
      }
      expectTokenBody(await requestToken(grant('manage_project:shop'), admin), 'manage_project:shop');
      const settings = basic('settings', 'settings-secret');
      expectTokenError(await requestToken(grant('view_project_settings:shop'), settings), 400, 'invalid_scope');
      expectTokenError(await requestToken(grant('manage_project:shop'), settings), 400, 'invalid_scope');
    });

    it('still lets manage_x imply view_x at the API, for the request it answers', async () => {
      const { access_token: token } = expectTokenBody(await requestToken(grant(), basic('settings', 'settings-secret')), 'manage_project_settings:shop');
      expect(await apiGet('shop', token)).toBe(200);
    });

    it('does not let a client of one Project ask for another Project', async () => {
      const admin = basic('admin', 'admin-secret');
      expectTokenError(await requestToken(grant('manage_project_settings:other'), admin), 400, 'invalid_scope');
      expectTokenError(await requestToken(grant('manage_project:other'), admin), 400, 'invalid_scope');
      expectTokenError(await requestToken(grant('manage_project:shop view_project_settings:other'), admin), 400, 'invalid_scope');
      expectTokenBody(await requestToken(grant(), basic('other-viewer', 'other-secret')), 'view_project_settings:other');
    });

    it('refuses, when the mock is created, a client with scopes of two Projects or a token lifetime that is no whole number of seconds', () => {
      const twoProjects = { clientId: 'both', clientSecret: 's', scopes: ['manage_project:shop', 'manage_project:other'] };
      expect(() => createCommercetoolsMock({ projects: [{ key: 'shop' }, { key: 'other' }], auth: { clients: [twoProjects] } })).toThrow(
        "commercetools-msw: the client 'both' has scopes of several Projects (shop, other). An API client belongs to one Project: declare one client per Project.",
      );
      for (const accessTokenValiditySeconds of [0, -1, 1.5, Number.NaN]) {
        const client = { clientId: 'short', clientSecret: 's', scopes: ['manage_project:shop'], accessTokenValiditySeconds };
        expect(() => createCommercetoolsMock({ auth: { clients: [client] } })).toThrow(/accessTokenValiditySeconds as a whole number of seconds above 0/);
      }
      const refresh = { clientId: 'r', clientSecret: 's', scopes: ['manage_project:shop'], refreshTokenValiditySeconds: 0 };
      expect(() => createCommercetoolsMock({ auth: { clients: [refresh] } })).toThrow(/refreshTokenValiditySeconds/);
    });

    it('still answers 400 invalid_scope for a malformed scope and 400 unsupported_grant_type for another grant', async () => {
      const admin = basic('admin', 'admin-secret');
      expectTokenError(await requestToken(grant('shop'), admin), 400, 'invalid_scope');
      expectTokenError(await requestToken('grant_type=password&scope=manage_project:shop', admin), 400, 'unsupported_grant_type');
    });

    it('reports a scope not held through the SDK as a rejected call with status 400 and code invalid_scope', async () => {
      const api = createApiRoot({ projectKey: 'shop', clientId: 'reader', clientSecret: 'reader-secret', scopes: ['manage_project:shop'] });
      const error = await sdkTokenError(api.get().execute());
      expect(error).toMatchObject({ statusCode: 400, code: 'invalid_scope' });
    });

    it('gives the SDK a working token for the scopes the client holds', async () => {
      const reader = createApiRoot({ projectKey: 'shop', clientId: 'reader', clientSecret: 'reader-secret' });
      expect((await reader.get().execute()).body.key).toBe('shop');
      const denied = await reader.post({ body: { version: 1, actions: [{ action: 'changeName', name: 'X' }] } }).execute().catch((error: unknown) => error);
      expect(denied).toMatchObject({ statusCode: 403, code: 'insufficient_scope' });

      const settings = createApiRoot({ projectKey: 'shop', clientId: 'settings', clientSecret: 'settings-secret', scopes: ['manage_project_settings:shop'] });
      const updated = await settings.post({ body: { version: 1, actions: [{ action: 'changeName', name: 'Renamed' }] } }).execute();
      expect(updated.body).toMatchObject({ name: 'Renamed', version: 2 });
    });
  });
});
