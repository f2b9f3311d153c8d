import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCommercetoolsMock, type JournalEntry } from '../../src/index.js';
import { STRICT_LISTEN } from '../support/listen-options.js';
import { useMockServer } from '../support/mock-server.js';
import { API_HOST, AUTH_HOST, createApiRoot, IMPORT_HOST } from '../support/sdk.js';
import { basic, collectionUrl, itemUrl, plus, projectUrl, send, START, TOKEN_URL, track } from './helpers.js';

// ct.requests: every answered request in order, with its operation, status and the mock's time,
// and with every secret masked: bearer tokens, client credentials and external OAuth headers.

/** The n-th X-Correlation-ID the mock generates since its last reset. */
const generatedId = (n: number) => `projects-00000000-0000-4000-9000-${n.toString(16).padStart(12, '0')}`;

const EXTERNAL_SECRET = 'Bearer s3cr3t-external-oauth-value-9f2k';
const setExternalOAuth = (version: number, authorizationHeader = EXTERNAL_SECRET) => ({
  version,
  actions: [{ action: 'setExternalOAuth', externalOAuth: { url: 'https://auth.example.com/introspect', authorizationHeader } }],
});

describe('the request journal', () => {
  const ct = useMockServer({ projects: [{ key: 'shop' }, { key: 'other' }] });
  const token = ct.issueToken({ scopes: ['manage_project:shop'] });
  const bearer = `Bearer ${token}`;
  const maskedBearer = `Bearer ****${token.slice(-4)}`;

  describe('entries', () => {
    it('lists every answered request in order, with what it was and how it was answered', async () => {
      const grant = await send('POST', TOKEN_URL, {
        authorization: basic('client-id', 'client-secret'),
        body: 'grant_type=client_credentials&scope=manage_project:shop',
      });
      expect(grant.status).toBe(200);
      await send('GET', projectUrl(), { authorization: bearer });
      ct.clock.advance(5_000);
      await send('POST', projectUrl(), { authorization: bearer, body: { version: 1, actions: [{ action: 'changeName', name: 'Renamed' }] } });
      await send('HEAD', projectUrl(), { authorization: bearer });
      ct.clock.advance(60_000);
      await send('POST', collectionUrl(), { authorization: bearer, body: { key: 'box' } });
      await send('GET', `${collectionUrl()}?limit=5&sort=key+asc`, { authorization: bearer });
      await send('GET', itemUrl('box'), { authorization: bearer });
      await send('PUT', itemUrl('box'), { authorization: bearer, body: { version: 1, resourceType: 'price' } });
      await send('DELETE', itemUrl('box'), { authorization: bearer });
      await send('GET', itemUrl('box'), { authorization: bearer });
      await send('GET', projectUrl('shop'));

      const later = plus(START, 5_000);
      const latest = plus(START, 65_000);
      expect(ct.requests).toStrictEqual([
        {
          operation: 'token',
          method: 'POST',
          url: TOKEN_URL,
          status: 200,
          at: START,
          authorization: 'Basic ****',
          body: 'grant_type=client_credentials&scope=manage_project:shop',
          faulted: false, correlationId: generatedId(1),
        },
        { operation: 'getProject', method: 'GET', url: `${API_HOST}/shop`, projectKey: 'shop', status: 200, at: START, authorization: maskedBearer, faulted: false, correlationId: generatedId(2) },
        {
          operation: 'updateProject',
          method: 'POST',
          url: `${API_HOST}/shop`,
          projectKey: 'shop',
          status: 200,
          at: later,
          authorization: maskedBearer,
          body: { version: 1, actions: [{ action: 'changeName', name: 'Renamed' }] },
          faulted: false, correlationId: generatedId(3),
        },
        { operation: 'headProject', method: 'HEAD', url: `${API_HOST}/shop`, projectKey: 'shop', status: 200, at: later, authorization: maskedBearer, faulted: false, correlationId: generatedId(4) },
        {
          operation: 'createImportContainer',
          method: 'POST',
          url: `${IMPORT_HOST}/shop/import-containers`,
          projectKey: 'shop',
          status: 201,
          at: latest,
          authorization: maskedBearer,
          body: { key: 'box' },
          faulted: false, correlationId: generatedId(5),
        },
        {
          operation: 'queryImportContainers',
          method: 'GET',
          url: `${IMPORT_HOST}/shop/import-containers?limit=5&sort=key+asc`,
          projectKey: 'shop',
          status: 200,
          at: latest,
          authorization: maskedBearer,
          faulted: false, correlationId: generatedId(6),
        },
        {
          operation: 'getImportContainer',
          method: 'GET',
          url: `${IMPORT_HOST}/shop/import-containers/box`,
          projectKey: 'shop',
          status: 200,
          at: latest,
          authorization: maskedBearer,
          faulted: false, correlationId: generatedId(7),
        },
        {
          operation: 'updateImportContainer',
          method: 'PUT',
          url: `${IMPORT_HOST}/shop/import-containers/box`,
          projectKey: 'shop',
          status: 200,
          at: latest,
          authorization: maskedBearer,
          body: { version: 1, resourceType: 'price' },
          faulted: false, correlationId: generatedId(8),
        },
        {
          operation: 'deleteImportContainer',
          method: 'DELETE',
          url: `${IMPORT_HOST}/shop/import-containers/box`,
          projectKey: 'shop',
          status: 200,
          at: latest,
          authorization: maskedBearer,
          faulted: false, correlationId: generatedId(9),
        },
        {
          operation: 'getImportContainer',
          method: 'GET',
          url: `${IMPORT_HOST}/shop/import-containers/box`,
          projectKey: 'shop',
          status: 404,
          at: latest,
          authorization: maskedBearer,
          faulted: false, correlationId: generatedId(10),
        },
        { operation: 'getProject', method: 'GET', url: `${API_HOST}/shop`, projectKey: 'shop', status: 401, at: latest, faulted: false, correlationId: generatedId(11) },
      ]);
    });

    it('leaves projectKey out for the token endpoint, which addresses no Project', async () => {
      await send('POST', TOKEN_URL, { authorization: basic('id', 'secret'), body: 'grant_type=client_credentials' });
      const [entry] = ct.requests;
      expect(entry?.operation).toBe('token');
      expect(entry && 'projectKey' in entry).toBe(false);
    });

    it('records the SDK’s own requests, its token request first', async () => {
      const api = createApiRoot({ projectKey: 'shop', scopes: ['view_project_settings:shop'] });
      await api.get().execute();
      expect(ct.requests.map(({ operation, method, status }) => ({ operation, method, status }))).toEqual([
        { operation: 'token', method: 'POST', status: 200 },
        { operation: 'getProject', method: 'GET', status: 200 },
      ]);
    });

    it('stamps each entry with the mock clock, wherever a test moved it', async () => {
      await send('GET', projectUrl(), { authorization: bearer });
      ct.clock.advance(90_000);
      await send('GET', projectUrl(), { authorization: bearer });
      ct.clock.set('2029-06-01T12:00:00.000Z');
      await send('GET', projectUrl(), { authorization: bearer });
      expect(ct.requests.map((entry) => entry.at)).toEqual([START, plus(START, 90_000), '2029-06-01T12:00:00.000Z']);
    });

    it('lists requests in the order they were answered, so a delayed one comes after a later quick one', async () => {
      ct.inject({ operation: 'getProject', delayMs: 100 });
      const slow = track(send('GET', projectUrl(), { authorization: bearer }));
      await send('HEAD', projectUrl(), { authorization: bearer });
      await slow.promise;
      expect(ct.requests.map(({ operation, faulted }) => ({ operation, faulted }))).toEqual([
        { operation: 'headProject', faulted: false },
        { operation: 'getProject', faulted: true },
      ]);
    });

    it('marks requests an injected fault answered or delayed', async () => {
      ct.inject({ operation: 'getProject', status: 503 });
      ct.inject({ operation: 'headProject', delayMs: 1 });
      await send('GET', projectUrl(), { authorization: bearer });
      await send('HEAD', projectUrl(), { authorization: bearer });
      await send('GET', projectUrl(), { authorization: bearer });
      expect(ct.requests.map(({ operation, status, faulted }) => ({ operation, status, faulted }))).toEqual([
        { operation: 'getProject', status: 503, faulted: true },
        { operation: 'headProject', status: 200, faulted: true },
        { operation: 'getProject', status: 200, faulted: false },
      ]);
    });

    it('records a network-error fault with status 0', async () => {
      ct.inject({ operation: 'updateProject', networkError: true });
      await expect(fetch(projectUrl(), { method: 'POST', headers: { authorization: bearer }, body: '{}' })).rejects.toThrow(TypeError);
      expect(ct.requests).toStrictEqual([
        {
          operation: 'updateProject',
          method: 'POST',
          url: `${API_HOST}/shop`,
          projectKey: 'shop',
          status: 0,
          at: START,
          authorization: maskedBearer,
          body: {},
          faulted: true,
          correlationId: generatedId(1),
        },
      ]);
    });

    it('keeps only the size of a body that is not JSON, which may hide a secret in any spelling', async () => {
      await send('POST', projectUrl(), { authorization: bearer, body: '{"version": 1, "actions": [' });
      expect(ct.requests[0]).toMatchObject({ status: 400, body: '[not JSON: 27 characters]' });
    });

    it('hands out frozen snapshots that later requests do not change', async () => {
      await send('GET', projectUrl(), { authorization: bearer });
      const held: readonly JournalEntry[] = ct.requests;
      await send('GET', projectUrl(), { authorization: bearer });
      expect(held).toHaveLength(1);
      expect(ct.requests).toHaveLength(2);
      expect(Object.isFrozen(held)).toBe(true);
      expect(Object.isFrozen(held[0])).toBe(true);
    });

    it('is emptied by ct.reset()', async () => {
      await send('GET', projectUrl(), { authorization: bearer });
      ct.inject({ operation: 'getProject', networkError: true });
      await expect(fetch(projectUrl(), { headers: { authorization: bearer } })).rejects.toThrow(TypeError);
      expect(ct.requests).toHaveLength(2);
      ct.reset();
      expect(ct.requests).toEqual([]);
      await send('HEAD', projectUrl(), { authorization: bearer });
      expect(ct.requests.map((entry) => entry.operation)).toEqual(['headProject']);
    });
  });

  describe('secrets', () => {
    it('masks a bearer token as Bearer **** and its last 4 characters, and never shows it whole', async () => {
      await send('GET', projectUrl(), { authorization: bearer });
      await send('GET', collectionUrl(), { authorization: bearer });
      expect(ct.requests.map((entry) => entry.authorization)).toEqual([maskedBearer, maskedBearer]);
      expect(maskedBearer).toMatch(/^Bearer \*{4}.{4}$/);
      expect(JSON.stringify(ct.requests)).not.toContain(token);
    });

    it('masks a token the token endpoint issued, wherever it was used', async () => {
      const grant = await send('POST', TOKEN_URL, { authorization: basic('client-id', 'client-secret'), body: 'grant_type=client_credentials&scope=manage_project:other' });
      const { access_token: issued } = grant.body as { access_token: string };
      await send('GET', projectUrl('other'), { authorization: `Bearer ${issued}` });
      expect(ct.requests[1]?.authorization).toBe(`Bearer ****${issued.slice(-4)}`);
      expect(JSON.stringify(ct.requests)).not.toContain(issued);
    });

    it('masks the secrets in the query of a request no route takes, and of its stub', async () => {
      const secretQuery = 'grant_type=password&username=jen&password=pw-hunter2&client_secret=cs-hunter2&token=tk-hunter2';
      await send('GET', `${TOKEN_URL}?${secretQuery}`, { authorization: bearer });
      await send('GET', `${projectUrl()}/carts?${secretQuery}`, { authorization: bearer });
      await ct.stub({ method: 'GET', path: '/shop/payments', status: 200, body: {} });
      await send('GET', `${projectUrl()}/payments?${secretQuery}&where=id%20%3D%20%22x%22`, { authorization: bearer });
      expect(ct.requests.map((entry) => entry.operation)).toEqual(['unmodelled', 'unmodelled', 'stub']);
      for (const entry of ct.requests) {
        expect(new URL(entry.url).searchParams.get('password')).toBe('****');
        expect(new URL(entry.url).searchParams.get('username')).toBe('jen');
      }
      expect(new URL(ct.requests[2]?.url ?? '').searchParams.get('where')).toBe('id = "x"');
      const journal = JSON.stringify(ct.requests);
      for (const secret of ['pw-hunter2', 'cs-hunter2', 'tk-hunter2']) expect(journal).not.toContain(secret);
    });

    it('masks Basic client credentials whole, and client_secret in a form body', async () => {
      const authorization = basic('my-client', 'my-client-secret-value');
      await send('POST', TOKEN_URL, {
        authorization,
        body: 'grant_type=client_credentials&client_id=my-client&client_secret=my-client-secret-value',
      });
      const [entry] = ct.requests;
      expect(entry?.authorization).toBe('Basic ****');
      expect(entry?.body).toBe('grant_type=client_credentials&client_id=my-client&client_secret=****');
      const journal = JSON.stringify(ct.requests);
      expect(journal).not.toContain(authorization.slice('Basic '.length));
      expect(journal).not.toContain('my-client-secret-value');
    });

    it('masks the external OAuth header in a request body as **** and its last 4 characters, everywhere', async () => {
      const update = await send('POST', projectUrl(), { authorization: bearer, body: setExternalOAuth(1) });
      expect(update.status).toBe(200);
      const read = await send('GET', projectUrl(), { authorization: bearer });

      expect(ct.requests[0]?.body).toStrictEqual(setExternalOAuth(1, '****9f2k'));
      expect(JSON.stringify(ct.requests)).not.toContain(EXTERNAL_SECRET);
      expect(JSON.stringify(ct.requests)).not.toContain('s3cr3t');
      for (const reply of [update, read]) {
        expect(reply.text).not.toContain('s3cr3t');
        expect(reply.body).toMatchObject({ externalOAuth: { url: 'https://auth.example.com/introspect', authorizationHeader: '****9f2k' } });
      }
      expect(JSON.stringify(ct.events)).not.toContain('s3cr3t');
      // The stored value stays whole.
      expect(ct.getProject('shop')?.externalOAuth?.authorizationHeader).toBe(EXTERNAL_SECRET);
    });

    it('keeps the external OAuth header out of refused updates, their answers and the journal', async () => {
      const refusals = [
        // A 409: the version is wrong.
        setExternalOAuth(7),
        // A 400: a later action breaks a rule.
        { ...setExternalOAuth(1), actions: [...setExternalOAuth(1).actions, { action: 'changeName', name: '' }] },
        // A 400: the header itself breaks its pattern.
        setExternalOAuth(1, ` ${EXTERNAL_SECRET}`),
        // A 400: the URL is not absolute.
        { version: 1, actions: [{ action: 'setExternalOAuth', externalOAuth: { url: 'not a url', authorizationHeader: EXTERNAL_SECRET } }] },
      ];
      for (const body of refusals) {
        const reply = await send('POST', projectUrl(), { authorization: bearer, body });
        expect(reply.status).toBeGreaterThanOrEqual(400);
        expect(reply.text).not.toContain('s3cr3t');
      }
      expect(ct.requests.map((entry) => entry.status)).toEqual([409, 400, 400, 400]);
      expect(JSON.stringify(ct.requests)).not.toContain('s3cr3t');
      expect(JSON.stringify(ct.events)).not.toContain('s3cr3t');
    });

    it('keeps the external OAuth header out of the journal when the body around it is not valid JSON', async () => {
      const truncated = JSON.stringify(setExternalOAuth(1)).slice(0, -2);
      const reply = await send('POST', projectUrl(), { authorization: bearer, body: truncated });
      expect(reply.status).toBe(400);
      expect(reply.text).not.toContain('s3cr3t');
      expect(JSON.stringify(ct.requests)).not.toContain('s3cr3t');
    });

    it('masks the header inside a faulted request too', async () => {
      ct.inject({ operation: 'updateProject', status: 503 });
      await send('POST', projectUrl(), { authorization: bearer, body: setExternalOAuth(1) });
      expect(ct.requests[0]).toMatchObject({ status: 503, faulted: true, body: setExternalOAuth(1, '****9f2k') });
      expect(JSON.stringify(ct.requests)).not.toContain('s3cr3t');
    });
  });
});

describe('requests no route answers', () => {
  const ct = createCommercetoolsMock({ now: START, projects: [{ key: 'shop' }] });
  // A handler of the test's own, before the mock's, and a catch-all after them for other hosts.
  const server = setupServer(
    http.get(`${API_HOST}/shop/shopping-lists`, () => Response.json({ mine: true })),
    ...ct.handlers,
    http.all('*', () => new Response('no route', { status: 418 })),
  );
  beforeAll(() => server.listen(STRICT_LISTEN));
  afterEach(() => ct.reset());
  afterAll(() => server.close());
  const bearer = `Bearer ${ct.issueToken({ scopes: ['manage_project:shop'] })}`;

  it.each([
    ['a path below a Project', 'GET', `${API_HOST}/shop/carts`, '/shop/carts'],
    ['a method the Project does not take', 'PUT', `${API_HOST}/shop`, '/shop'],
    ['a method an Import Container does not take', 'PATCH', `${IMPORT_HOST}/shop/import-containers/box`, '/shop/import-containers/box'],
    ['a path below an Import Container', 'GET', `${IMPORT_HOST}/shop/import-containers/box/records`, '/shop/import-containers/box/records'],
    ['GET on the token endpoint', 'GET', `${AUTH_HOST}/oauth/token`, '/oauth/token'],
    ['another path on the auth host', 'POST', `${AUTH_HOST}/oauth/shop/in-store/key=berlin/anonymous/token`, '/oauth/shop/in-store/key=berlin/anonymous/token'],
  ])('answers %s with a 501 that names it, and records it as unmodelled', async (_, method, url, path) => {
    const response = await fetch(url, { method, headers: { authorization: bearer }, ...(method === 'GET' ? {} : { body: '{"a":1}' }) });
    expect(response.status).toBe(501);
    const body = (await response.json()) as { message: string; errors: { code: string }[] };
    expect(body.message).toContain(`does not model ${method} ${path}`);
    expect(body.errors[0]?.code).toBe('NotModelledByMock');
    expect(ct.requests).toStrictEqual([
      {
        operation: 'unmodelled',
        method,
        url,
        status: 501,
        at: START,
        authorization: `Bearer ****${bearer.slice(-4)}`,
        ...(method === 'GET' ? {} : { body: { a: 1 } }),
        faulted: false,
        correlationId: generatedId(1),
      },
    ]);
  });

  it('leaves a host the mock does not answer for to the handlers after it, unrecorded', async () => {
    const response = await fetch('https://api.example.com/shop', { headers: { authorization: bearer } });
    expect(response.status).toBe(418);
    expect(ct.requests).toEqual([]);
  });

  it("leaves a request a handler before the mock's answers to that handler, unrecorded", async () => {
    const response = await fetch(`${API_HOST}/shop/shopping-lists`, { headers: { authorization: bearer } });
    expect(await response.json()).toEqual({ mine: true });
    expect(ct.requests).toEqual([]);
  });

  it('records the matched requests around them', async () => {
    await fetch(`${API_HOST}/shop/carts`, { headers: { authorization: bearer } });
    await fetch(itemUrl('box'), { headers: { authorization: bearer } });
    expect(ct.requests.map(({ operation, status }) => ({ operation, status }))).toEqual([
      { operation: 'unmodelled', status: 501 },
      { operation: 'getImportContainer', status: 404 },
    ]);
  });
});

