import { createApiBuilderFromCtpClient } from '@commercetools/platform-sdk';
import { ClientBuilder } from '@commercetools/ts-client';
import { describe, expect, it } from 'vitest';
import { REGIONS } from '../../src/index.js';
import { captureConsole } from '../support/console-capture.js';
import { useMockServer } from '../support/mock-server.js';
import { createApiRoot, interceptedFetch } from '../support/sdk.js';

// Which base URLs the mock answers on: the five regions, user-given hosts, path prefixes.

const apiHostOf = (region: string) => `https://api.${region}.commercetools.com`;
const authHostOf = (region: string) => `https://auth.${region}.commercetools.com`;

const LOCAL_API = 'http://localhost:8080';
const LOCAL_AUTH = 'http://localhost:8081';

interface RecordedCall {
  method: string;
  url: string;
}

/** A fetch for the SDK that records where each request went. */
function recordingFetch(calls: RecordedCall[]): typeof fetch {
  return (input, init) => {
    const request = new Request(input, init);
    calls.push({ method: request.method, url: request.url });
    return interceptedFetch(input, init);
  };
}

const renameBody = (version: number, name: string) => ({ version, actions: [{ action: 'changeName' as const, name }] });

/**
 * GET, HEAD and POST of one Project through the official SDK and its client-credentials flow,
 * asserting every request went to the given hosts.
 */
async function roundTrip(options: { projectKey: string; authHost: string; apiHost: string; scopes?: string[] }): Promise<void> {
  const calls: RecordedCall[] = [];
  const api = createApiRoot({ ...options, httpClient: recordingFetch(calls) });

  const read = await api.get().execute();
  expect(read.statusCode).toBe(200);
  expect(read.body).toMatchObject({ key: options.projectKey, version: 1 });

  const head = await api.head().execute();
  expect(head.statusCode).toBe(200);
  expect(head.body).toBeNull();

  const updated = await api.post({ body: renameBody(1, `Renamed via ${options.apiHost}`) }).execute();
  expect(updated.statusCode).toBe(200);
  expect(updated.body).toMatchObject({ key: options.projectKey, name: `Renamed via ${options.apiHost}`, version: 2 });

  const projectUrl = `${options.apiHost}/${encodeURIComponent(options.projectKey)}`;
  expect(calls).toEqual([
    { method: 'POST', url: `${options.authHost}/oauth/token` },
    { method: 'GET', url: projectUrl },
    { method: 'HEAD', url: projectUrl },
    { method: 'POST', url: projectUrl },
  ]);
}

/**
 * Asserts that msw refused a request no handler answers (the servers listen with onUnhandledFrame
 * 'error'), and printed the error that says so, naming the request; captured, so that a green run
 * prints no error block.
 */
async function expectUnhandled(send: () => Promise<unknown>, method: string, url: string): Promise<void> {
  const printed = captureConsole('error');
  const error: unknown = await send().then(
    () => new Error('Expected the request to be unhandled, but it was answered.'),
    (rejection: unknown) => rejection,
  );
  expect(error).toBeInstanceOf(Error);
  // The refusal is msw's, not a network failure, so the test does not depend on DNS. msw 3 rejects
  // with a TypeError whose cause says so, msw 2 with its own error saying it directly.
  const { message, cause } = error as Error;
  expect(`${message} ${String(cause)}`).toMatch(/Cannot bypass a request/);
  expect(printed()).toEqual([expect.stringMatching(/^\[MSW\] Error: intercepted a request without a matching request handler:/)]);
  expect(printed()[0]).toContain(`\u2022 ${method} ${url}\n`);
}

/** Asserts the mock answered 501 for a request on one of its hosts that no route takes: nothing reached the network. */
async function expectNotModelled(request: Promise<Response>, method: string, path: string): Promise<void> {
  const response = await request;
  expect(response.status).toBe(501);
  expect(((await response.json()) as { message: string }).message).toContain(`does not model ${method} ${path}`);
}

const tokenRequest = (authHost: string) =>
  interceptedFetch(`${authHost}/oauth/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${btoa('client-id:client-secret')}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials&scope=manage_project:shop',
  });

const projectRequest = (apiHost: string, token = 'irrelevant') =>
  interceptedFetch(`${apiHost}/shop`, { headers: { authorization: `Bearer ${token}` } });

describe('the default regions', () => {
  const ct = useMockServer({ projects: [{ key: 'shop' }] });

  it('are the five documented regions', () => {
    expect([...REGIONS]).toEqual(['europe-west1.gcp', 'us-central1.gcp', 'australia-southeast1.gcp', 'eu-central-1.aws', 'us-east-2.aws']);
  });

  it.each(REGIONS)('answers GET, HEAD and POST through the SDK on %s (its auth and api hosts)', async (region) => {
    await roundTrip({ projectKey: 'shop', authHost: authHostOf(region), apiHost: apiHostOf(region), scopes: ['manage_project:shop'] });
  });

  it.each(REGIONS)('answers the SDK on %s when it asks for no scope', async (region) => {
    await roundTrip({ projectKey: 'shop', authHost: authHostOf(region), apiHost: apiHostOf(region) });
  });

  it('serves one store on every region: a token from one region works on every other', async () => {
    const token = ((await (await tokenRequest(authHostOf('us-east-2.aws'))).json()) as { access_token: string }).access_token;
    for (const region of REGIONS) {
      const response = await projectRequest(apiHostOf(region), token);
      expect(response.status).toBe(200);
    }
    const update = await interceptedFetch(`${apiHostOf('australia-southeast1.gcp')}/shop`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(renameBody(1, 'Down under')),
    });
    expect(update.status).toBe(200);
    const read = await projectRequest(apiHostOf('eu-central-1.aws'), token);
    expect(await read.json()).toMatchObject({ name: 'Down under', version: 2 });
    expect(ct.getProject('shop')?.version).toBe(2);
  });

  it('does not answer a region that does not exist', async () => {
    await expectUnhandled(() => projectRequest(apiHostOf('europe-west9.gcp')), 'GET', `${apiHostOf('europe-west9.gcp')}/shop`);
    await expectUnhandled(() => tokenRequest(authHostOf('europe-west9.gcp')), 'POST', `${authHostOf('europe-west9.gcp')}/oauth/token`);
  });

  it('keeps the token endpoint and the API on their own hosts: the other host answers 501', async () => {
    await expectNotModelled(tokenRequest(apiHostOf('europe-west1.gcp')), 'POST', '/oauth/token');
    await expectNotModelled(projectRequest(authHostOf('europe-west1.gcp')), 'GET', '/shop');
  });

  // The route handlers take exactly the methods their routes answer; another method on a known
  // path is the mock's own 501, never sent to the network.
  it.each([
    ['PUT', `${apiHostOf('europe-west1.gcp')}/shop`, '/shop'],
    ['DELETE', `${apiHostOf('europe-west1.gcp')}/shop`, '/shop'],
    ['GET', `${authHostOf('europe-west1.gcp')}/oauth/token`, '/oauth/token'],
    ['PUT', 'https://import.europe-west1.gcp.commercetools.com/shop/import-containers', '/shop/import-containers'],
    ['PATCH', 'https://import.europe-west1.gcp.commercetools.com/shop/import-containers/box', '/shop/import-containers/box'],
  ])('answers %s %s with a 501', async (method, url, path) => {
    await expectNotModelled(interceptedFetch(url, { method }), method, path);
  });
});

describe('user-given hosts alongside the regions', () => {
  useMockServer({ projects: [{ key: 'shop' }], hosts: { api: [LOCAL_API], auth: [LOCAL_AUTH] } });

  it('answers GET, HEAD and POST through the SDK on the user-given hosts', async () => {
    await roundTrip({ projectKey: 'shop', authHost: LOCAL_AUTH, apiHost: LOCAL_API, scopes: ['manage_project:shop'] });
  });

  it.each(REGIONS)('still answers the SDK on %s', async (region) => {
    await roundTrip({ projectKey: 'shop', authHost: authHostOf(region), apiHost: apiHostOf(region), scopes: ['manage_project:shop'] });
  });

  it('shares tokens between the user-given and the regional hosts', async () => {
    const local = ((await (await tokenRequest(LOCAL_AUTH)).json()) as { access_token: string }).access_token;
    expect((await projectRequest(apiHostOf('us-central1.gcp'), local)).status).toBe(200);
    const regional = ((await (await tokenRequest(authHostOf('us-central1.gcp'))).json()) as { access_token: string }).access_token;
    expect((await projectRequest(LOCAL_API, regional)).status).toBe(200);
  });

  it('answers each user-given host only for its own service, and 501 for the other', async () => {
    await expectNotModelled(tokenRequest(LOCAL_API), 'POST', '/oauth/token');
    await expectNotModelled(projectRequest(LOCAL_AUTH), 'GET', '/shop');
  });
});

describe('user-given hosts with regions: false', () => {
  useMockServer({ projects: [{ key: 'shop' }], hosts: { api: [LOCAL_API], auth: [LOCAL_AUTH], regions: false } });

  it('answers GET, HEAD and POST through the SDK on the user-given hosts', async () => {
    await roundTrip({ projectKey: 'shop', authHost: LOCAL_AUTH, apiHost: LOCAL_API, scopes: ['manage_project:shop'] });
  });

  it.each(REGIONS)('no longer answers the api and auth hosts of %s', async (region) => {
    await expectUnhandled(() => projectRequest(apiHostOf(region)), 'GET', `${apiHostOf(region)}/shop`);
    await expectUnhandled(() => tokenRequest(authHostOf(region)), 'POST', `${authHostOf(region)}/oauth/token`);
  });

  it('makes an SDK call on a regional host fail at its token request', async () => {
    const calls: RecordedCall[] = [];
    const api = createApiRoot({ projectKey: 'shop', scopes: ['manage_project:shop'], httpClient: recordingFetch(calls) });
    await expectUnhandled(() => api.get().execute(), 'POST', `${authHostOf('europe-west1.gcp')}/oauth/token`);
    expect(calls).toEqual([{ method: 'POST', url: `${authHostOf('europe-west1.gcp')}/oauth/token` }]);
  });
});

describe('hosts with a path prefix', () => {
  useMockServer({
    projects: [{ key: 'shop' }],
    // The trailing slash of the auth host is dropped, as the SDK drops it.
    hosts: { api: [`${LOCAL_API}/ct`], auth: [`${LOCAL_AUTH}/ct/`], regions: false },
  });

  it('answers GET, HEAD and POST through the SDK under the prefix', async () => {
    await roundTrip({ projectKey: 'shop', authHost: `${LOCAL_AUTH}/ct`, apiHost: `${LOCAL_API}/ct`, scopes: ['manage_project:shop'] });
  });

  it('answers the SDK under the prefix when it asks for no scope', async () => {
    await roundTrip({ projectKey: 'shop', authHost: `${LOCAL_AUTH}/ct`, apiHost: `${LOCAL_API}/ct` });
  });

  it('does not answer without the prefix', async () => {
    await expectUnhandled(() => projectRequest(LOCAL_API), 'GET', `${LOCAL_API}/shop`);
    await expectUnhandled(() => tokenRequest(LOCAL_AUTH), 'POST', `${LOCAL_AUTH}/oauth/token`);
  });
});

describe('a Project key that needs percent-encoding', () => {
  // encodeURIComponent turns it into 'sh%C3%B6p%2Beu%2F1': a non-ASCII letter, a plus and a slash.
  const KEY = 'shöp+eu/1';
  const ENCODED = 'sh%C3%B6p%2Beu%2F1';

  /** The official SDK without an auth middleware. */
  function bareApi(apiHost: string, calls: RecordedCall[]) {
    const client = new ClientBuilder().withProjectKey(KEY).withHttpMiddleware({ host: apiHost, httpClient: recordingFetch(calls) }).build();
    return createApiBuilderFromCtpClient(client).withProjectKey({ projectKey: KEY });
  }

  describe('with auth: false', () => {
    const ct = useMockServer({ projects: [{ key: KEY }, { key: 'shop' }], auth: false, hosts: { api: [`${LOCAL_API}/ct`] } });

    it.each([apiHostOf('eu-central-1.aws'), `${LOCAL_API}/ct`])('round-trips through the SDK on %s', async (apiHost) => {
      expect(encodeURIComponent(KEY)).toBe(ENCODED);
      const calls: RecordedCall[] = [];
      const api = bareApi(apiHost, calls);

      const read = await api.get().execute();
      expect(read.body).toMatchObject({ key: KEY, name: KEY, version: 1 });
      expect((await api.head().execute()).statusCode).toBe(200);
      const updated = await api.post({ body: renameBody(1, 'Encoded') }).execute();
      expect(updated.body).toMatchObject({ key: KEY, name: 'Encoded', version: 2 });

      expect(calls.map((call) => call.url)).toEqual([`${apiHost}/${ENCODED}`, `${apiHost}/${ENCODED}`, `${apiHost}/${ENCODED}`]);
      expect(ct.getProject(KEY)).toMatchObject({ name: 'Encoded', version: 2 });
      expect(ct.getProject('shop')).toMatchObject({ name: 'shop', version: 1 });
    });

    it('does not mistake the key for a path', async () => {
      await expectNotModelled(interceptedFetch(`${apiHostOf('eu-central-1.aws')}/sh%C3%B6p%2Beu/1`), 'GET', '/sh%C3%B6p%2Beu/1');
    });
  });

  describe('with authentication on (default clients)', () => {
    useMockServer({ projects: [{ key: KEY }] });

    // The SDK sends a scope unencoded, where this key's plus would read as a space; asking for no
    // scope grants the default client manage_project on the mock's one Project (docs/auth.md).
    it('round-trips through the SDK and its client-credentials flow', async () => {
      await roundTrip({ projectKey: KEY, scopes: [], authHost: authHostOf('europe-west1.gcp'), apiHost: apiHostOf('europe-west1.gcp') });
    });
  });
});
