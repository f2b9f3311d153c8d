import { createApiBuilderFromCtpClient } from '@commercetools/platform-sdk';
import { ClientBuilder } from '@commercetools/ts-client';
import { describe, expect, it } from 'vitest';
import { createCommercetoolsMock } from '../../src/index.js';
import { useMockServer } from '../support/mock-server.js';
import { expectErrorSchemaValid } from '../support/schemas.js';
import { API_HOST, AUTH_HOST, createApiRoot, interceptedFetch, sdkError } from '../support/sdk.js';

// Bearer tokens and Project-bound scopes on GET, HEAD and POST {api}/{projectKey}.

const INVALID_TOKEN = {
  statusCode: 401,
  message: 'invalid_token',
  errors: [{ code: 'invalid_token', message: 'invalid_token' }],
  error: 'invalid_token',
};
const INVALID_TOKEN_TEXT = '{"statusCode":401,"message":"invalid_token","errors":[{"code":"invalid_token","message":"invalid_token"}],"error":"invalid_token"}';

const VIEW_MISSING = 'Insufficient scope. One of the following scopes is missing: view_project_settings.';
const MANAGE_MISSING = 'Insufficient scope. One of the following scopes is missing: manage_project_settings.';

type Method = 'GET' | 'HEAD' | 'POST';
const METHODS: readonly Method[] = ['GET', 'HEAD', 'POST'];

interface Reply {
  status: number;
  text: string;
  body: unknown;
}

const renameBody = (version = 1, name = 'Renamed') => ({ version, actions: [{ action: 'changeName' as const, name }] });

/** A request through real fetch. `authorization: undefined` sends no Authorization header. */
async function call(method: Method, projectKey: string, authorization?: string): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (authorization !== undefined) headers.authorization = authorization;
  const init: RequestInit = { method, headers };
  if (method === 'POST') {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(renameBody());
  }
  const response = await fetch(`${API_HOST}/${encodeURIComponent(projectKey)}`, init);
  const text = await response.text();
  return { status: response.status, text, body: text === '' ? undefined : JSON.parse(text) };
}

const bearer = (token: string) => `Bearer ${token}`;

/** The official SDK without an auth middleware: the test sets the Authorization header itself. */
function bareApi(projectKey: string) {
  const client = new ClientBuilder().withProjectKey(projectKey).withHttpMiddleware({ host: API_HOST, httpClient: interceptedFetch }).build();
  return createApiBuilderFromCtpClient(client).withProjectKey({ projectKey });
}

function sdkCall(method: Method, projectKey: string, authorization?: string) {
  const headers: Record<string, string> = authorization === undefined ? {} : { Authorization: authorization };
  const api = bareApi(projectKey);
  if (method === 'GET') return api.get({ headers }).execute();
  if (method === 'HEAD') return api.head({ headers }).execute();
  return api.post({ body: renameBody(), headers }).execute();
}

function expectInvalidToken(reply: Reply, method: Method): void {
  expect(reply.status).toBe(401);
  if (method === 'HEAD') {
    expect(reply.text).toBe('');
    return;
  }
  expect(reply.body).toStrictEqual(INVALID_TOKEN);
  expect(reply.text).toBe(INVALID_TOKEN_TEXT);
  expectErrorSchemaValid(reply.body, reply.status);
}

function expectInsufficientScope(reply: Reply, method: Method): void {
  expect(reply.status).toBe(403);
  if (method === 'HEAD') {
    expect(reply.text).toBe('');
    return;
  }
  const message = method === 'POST' ? MANAGE_MISSING : VIEW_MISSING;
  expect(reply.body).toMatchObject({ statusCode: 403, message, errors: [{ code: 'insufficient_scope', message }], error: 'insufficient_scope' });
  expect((reply.body as { errors: unknown[] }).errors).toHaveLength(1);
  expectErrorSchemaValid(reply.body, reply.status);
}

function expectAllowed(reply: Reply, method: Method): void {
  expect(reply.status).toBe(200);
  if (method === 'HEAD') expect(reply.text).toBe('');
  else expect(reply.body).toMatchObject({ key: 'shop' });
}

async function expectSdkInvalidToken(method: Method, projectKey: string, authorization?: string): Promise<void> {
  const error = await sdkError(sdkCall(method, projectKey, authorization));
  expect(error.statusCode).toBe(401);
  if (method === 'HEAD') {
    expect(error.body).toBeNull();
    return;
  }
  expect(error.body).toStrictEqual(INVALID_TOKEN);
  expectErrorSchemaValid(error.body, error.statusCode);
}

describe('bearer tokens and scopes', () => {
  const ct = useMockServer({ projects: [{ key: 'shop' }, { key: 'other' }] });
  const token = (...scopes: string[]) => ct.issueToken({ scopes });

  describe('401 invalid_token', () => {
    const strangers = createCommercetoolsMock({ projects: [{ key: 'shop' }] });
    const cases: readonly [string, () => string | undefined][] = [
      ['no Authorization header', () => undefined],
      ['Basic client credentials', () => `Basic ${btoa('client-id:client-secret')}`],
      ['an unknown token', () => bearer('not-a-token-this-mock-issued')],
      ['the Bearer scheme without a token', () => 'Bearer'],
      ['a token without the Bearer scheme', () => token('manage_project:shop')],
      ['a scheme that only ends in Bearer', () => `XBearer ${token('manage_project:shop')}`],
      ['a valid token followed by another word', () => `${bearer(token('manage_project:shop'))} extra`],
      ['a token issued by another mock', () => bearer(strangers.issueToken({ scopes: ['manage_project:shop'] }))],
    ];

    for (const method of METHODS) {
      it.each(cases)(`answers ${method} with 401 for %s`, async (_, authorization) => {
        expectInvalidToken(await call(method, 'shop', authorization()), method);
        expect(ct.getProject('shop')?.version).toBe(1);
      });
    }

    for (const method of METHODS) {
      it(`answers ${method} with 401 for a token expired on the mock clock`, async () => {
        const shortLived = ct.issueToken({ scopes: ['manage_project:shop'], expiresIn: 60 });
        ct.clock.advance(59_999);
        expectAllowed(await call(method === 'POST' ? 'GET' : method, 'shop', bearer(shortLived)), method === 'POST' ? 'GET' : method);
        ct.clock.advance(1);
        expectInvalidToken(await call(method, 'shop', bearer(shortLived)), method);
        expect(ct.getProject('shop')?.version).toBe(1);
      });

      it(`answers ${method} with 401 once the default 48-hour lifetime has passed, not a millisecond before`, async () => {
        const issued = token('view_project_settings:shop', 'manage_project_settings:shop');
        ct.clock.advance(172_799_999);
        if (method === 'POST') expect((await call('POST', 'shop', bearer(issued))).status).toBe(200);
        else expectAllowed(await call(method, 'shop', bearer(issued)), method);
        ct.clock.advance(1);
        expectInvalidToken(await call(method, 'shop', bearer(issued)), method);
      });
    }

    it('answers 401 before anything else: an unknown Project or a bad body', async () => {
      expectInvalidToken(await call('GET', 'ghost'), 'GET');
      const response = await fetch(`${API_HOST}/shop`, { method: 'POST', body: 'not json' });
      expect(response.status).toBe(401);
      expect(await response.json()).toStrictEqual(INVALID_TOKEN);
    });

    it('accepts the scheme in any case, as OAuth allows', async () => {
      expectAllowed(await call('GET', 'shop', `bearer ${token('view_project_settings:shop')}`), 'GET');
    });

    describe('through the official SDK', () => {
      for (const method of METHODS) {
        it(`reports 401 with the invalid_token body on ${method} without a header, with an unknown token and with an expired one`, async () => {
          await expectSdkInvalidToken(method, 'shop');
          await expectSdkInvalidToken(method, 'shop', bearer('unknown'));
          const shortLived = ct.issueToken({ scopes: ['manage_project:shop'], expiresIn: 60 });
          ct.clock.advance(60_000);
          await expectSdkInvalidToken(method, 'shop', bearer(shortLived));
          expect(ct.getProject('shop')?.version).toBe(1);
        });
      }

      it('recovers in the client-credentials flow: a token expired on the mock clock is replaced after the 401', async () => {
        const tokenRequests: string[] = [];
        const httpClient: typeof fetch = (input, init) => {
          const url = new Request(input, init).url;
          if (url === `${AUTH_HOST}/oauth/token`) tokenRequests.push(url);
          return interceptedFetch(input, init);
        };
        const api = createApiRoot({ projectKey: 'shop', scopes: ['manage_project:shop'], httpClient });
        expect((await api.get().execute()).statusCode).toBe(200);
        expect(tokenRequests).toHaveLength(1);
        ct.clock.advance(172_800_000);
        expect((await api.get().execute()).statusCode).toBe(200);
        expect(tokenRequests).toHaveLength(2);
      });
    });
  });

  describe('403 insufficient_scope', () => {
    for (const method of METHODS) {
      it(`answers ${method} with 403 for a token scoped to another Project`, async () => {
        expectInsufficientScope(await call(method, 'shop', bearer(token('manage_project:other'))), method);
        expectInsufficientScope(
          await call(method, 'shop', bearer(token('view_project_settings:other', 'manage_project_settings:other'))),
          method,
        );
        expect(ct.getProject('shop')?.version).toBe(1);
      });

      it(`answers ${method} with 403 for scopes of another API on the same Project`, async () => {
        expectInsufficientScope(await call(method, 'shop', bearer(token('manage_import_containers:shop', 'view_import_containers:shop'))), method);
      });
    }

    it('lets view_project_settings GET and HEAD, but not update', async () => {
      const viewer = bearer(token('view_project_settings:shop'));
      expectAllowed(await call('GET', 'shop', viewer), 'GET');
      expectAllowed(await call('HEAD', 'shop', viewer), 'HEAD');
      expectInsufficientScope(await call('POST', 'shop', viewer), 'POST');
      expect(ct.getProject('shop')).toMatchObject({ version: 1, name: 'shop' });
    });

    it('lets manage_project_settings GET and HEAD (it includes view) and update', async () => {
      const manager = bearer(token('manage_project_settings:shop'));
      expectAllowed(await call('GET', 'shop', manager), 'GET');
      expectAllowed(await call('HEAD', 'shop', manager), 'HEAD');
      const updated = await call('POST', 'shop', manager);
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ key: 'shop', name: 'Renamed', version: 2 });
    });

    it('lets manage_project do everything', async () => {
      const owner = bearer(token('manage_project:shop'));
      expectAllowed(await call('GET', 'shop', owner), 'GET');
      expectAllowed(await call('HEAD', 'shop', owner), 'HEAD');
      const updated = await call('POST', 'shop', owner);
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ name: 'Renamed', version: 2 });
    });

    it('checks each Project against its own scopes in a token that holds several', async () => {
      const mixed = bearer(token('view_project_settings:shop', 'manage_project_settings:other'));
      expectInsufficientScope(await call('POST', 'shop', mixed), 'POST');
      expect((await call('POST', 'other', mixed)).status).toBe(200);
      expectAllowed(await call('GET', 'shop', mixed), 'GET');
    });

    describe('through the official SDK', () => {
      it('reports 403 for a token of another Project, on GET, HEAD and POST', async () => {
        const api = createApiRoot({ projectKey: 'shop', scopes: ['manage_project:other'] });
        const read = await sdkError(api.get().execute());
        expect(read.statusCode).toBe(403);
        expect(read.body).toMatchObject({ statusCode: 403, message: VIEW_MISSING, errors: [{ code: 'insufficient_scope', message: VIEW_MISSING }], error: 'insufficient_scope' });
        expectErrorSchemaValid(read.body, read.statusCode);

        const head = await sdkError(api.head().execute());
        expect(head).toStrictEqual({ statusCode: 403, body: null });

        const update = await sdkError(api.post({ body: renameBody() }).execute());
        expect(update.statusCode).toBe(403);
        expect(update.body).toMatchObject({ statusCode: 403, message: MANAGE_MISSING, errors: [{ code: 'insufficient_scope', message: MANAGE_MISSING }], error: 'insufficient_scope' });
        expectErrorSchemaValid(update.body, update.statusCode);
      });

      it('lets view_project_settings read but not update', async () => {
        const api = createApiRoot({ projectKey: 'shop', scopes: ['view_project_settings:shop'] });
        expect((await api.get().execute()).body.key).toBe('shop');
        expect((await api.head().execute()).statusCode).toBe(200);
        const update = await sdkError(api.post({ body: renameBody() }).execute());
        expect(update.statusCode).toBe(403);
        expect(update.body).toMatchObject({ message: MANAGE_MISSING, error: 'insufficient_scope' });
      });

      it.each(['manage_project_settings:shop', 'manage_project:shop'])('lets %s read and update', async (scope) => {
        const api = createApiRoot({ projectKey: 'shop', scopes: [scope] });
        expect((await api.get().execute()).body.version).toBe(1);
        expect((await api.head().execute()).statusCode).toBe(200);
        expect((await api.post({ body: renameBody() }).execute()).body).toMatchObject({ name: 'Renamed', version: 2 });
      });
    });
  });

  describe('404 for an unknown Project with a valid token for it', () => {
    const NOT_FOUND = {
      statusCode: 404,
      message: 'The Resource with ID ghost was not found.',
      errors: [{ code: 'ResourceNotFound', message: 'The Resource with ID ghost was not found.' }],
    };

    it('answers GET and POST with 404 ResourceNotFound', async () => {
      const ghost = bearer(token('manage_project:ghost'));
      for (const method of ['GET', 'POST'] as const) {
        const reply = await call(method, 'ghost', ghost);
        expect(reply.status).toBe(404);
        expect(reply.body).toMatchObject(NOT_FOUND);
        expect(reply.body).toMatchObject({ message: 'The Resource with ID ghost was not found.', errors: [{ code: 'ResourceNotFound' }] });
        expectErrorSchemaValid(reply.body, reply.status);
      }
      expect(ct.getProject('ghost')).toBeUndefined();
    });

    it('answers HEAD with 404 and an empty body', async () => {
      const reply = await call('HEAD', 'ghost', bearer(token('manage_project:ghost')));
      expect(reply).toStrictEqual({ status: 404, text: '', body: undefined });
    });

    it('answers a view-only token for the unknown Project with 404 on GET, not 403', async () => {
      const reply = await call('GET', 'ghost', bearer(token('view_project_settings:ghost')));
      expect(reply.status).toBe(404);
      expect(reply.body).toMatchObject(NOT_FOUND);
    });

    it('reports 404 through the SDK, with no body on HEAD', async () => {
      const ghost = bearer(token('manage_project:ghost'));
      const read = await sdkError(sdkCall('GET', 'ghost', ghost));
      expect(read.statusCode).toBe(404);
      expect(read.body).toMatchObject(NOT_FOUND);
      expectErrorSchemaValid(read.body, read.statusCode);
      expect(await sdkError(sdkCall('HEAD', 'ghost', ghost))).toStrictEqual({ statusCode: 404, body: null });
    });
  });
});

describe('with auth: false', () => {
  const ct = useMockServer({ projects: [{ key: 'shop' }], auth: false });

  it('answers GET, HEAD and POST without any Authorization header', async () => {
    expectAllowed(await call('GET', 'shop'), 'GET');
    expectAllowed(await call('HEAD', 'shop'), 'HEAD');
    const updated = await call('POST', 'shop');
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Renamed', version: 2 });
  });

  it('ignores an unknown or expired token', async () => {
    expectAllowed(await call('GET', 'shop', bearer('unknown')), 'GET');
    const shortLived = ct.issueToken({ scopes: ['view_project_settings:shop'], expiresIn: 1 });
    ct.clock.advance(10_000);
    expectAllowed(await call('GET', 'shop', bearer(shortLived)), 'GET');
  });

  it('still answers 404 for an unknown Project', async () => {
    const reply = await call('GET', 'ghost');
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ message: 'The Resource with ID ghost was not found.', errors: [{ code: 'ResourceNotFound' }] });
    expect((await call('HEAD', 'ghost')).text).toBe('');
  });

  it('serves the official SDK without any auth middleware', async () => {
    expect((await sdkCall('GET', 'shop')).body).toMatchObject({ key: 'shop' });
    expect((await sdkCall('HEAD', 'shop')).statusCode).toBe(200);
    expect((await sdkCall('POST', 'shop')).body).toMatchObject({ name: 'Renamed', version: 2 });
  });

  it('serves the official SDK with its usual client-credentials flow', async () => {
    const api = createApiRoot({ projectKey: 'shop', scopes: ['view_project_settings:shop'] });
    expect((await api.get().execute()).body.key).toBe('shop');
    expect((await api.post({ body: renameBody() }).execute()).body.version).toBe(2);
  });
});
