import { describe, expect, it } from 'vitest';
import { REGIONS } from '../../src/index.js';
import { useMockServer } from '../support/mock-server.js';
import { createImportApiRoot, IMPORT_HOST, interceptedFetch, sdkError } from '../support/sdk.js';
import {
  collectionUrl,
  DEFAULT_TTL,
  expectContainerValid,
  expectImportError,
  expectInsufficientScope,
  expectSdkImportError,
  expectUnchanged,
  importApiWithToken,
  INVALID_TOKEN,
  itemUrl,
  type Method,
  plus,
  raw,
  READ_MISSING,
  type Reply,
  snapshot,
  START,
  WRITE_MISSING,
} from './helpers.js';

// Bearer tokens and Project-bound scopes on the five Import Container operations, and the hosts
// the Import API answers on.

interface Operation {
  name: string;
  method: Method;
  url: (projectKey?: string) => string;
  body?: unknown;
  write: boolean;
}

const OPERATIONS: readonly Operation[] = [
  { name: 'query', method: 'GET', url: (projectKey) => `${collectionUrl(projectKey)}?limit=5&sort=key+asc`, write: false },
  { name: 'get', method: 'GET', url: (projectKey) => itemUrl('present', projectKey), write: false },
  { name: 'create', method: 'POST', url: (projectKey) => collectionUrl(projectKey), body: { key: 'fresh' }, write: true },
  { name: 'update', method: 'PUT', url: (projectKey) => itemUrl('present', projectKey), body: { version: 1, resourceType: 'product' }, write: true },
  { name: 'delete', method: 'DELETE', url: (projectKey) => itemUrl('present', projectKey), write: true },
];

const call = (operation: Operation, options: { token?: string; authorization?: string; projectKey?: string } = {}) =>
  raw(operation.method, operation.url(options.projectKey), {
    ...(options.token === undefined ? {} : { token: options.token }),
    ...(options.authorization === undefined ? {} : { authorization: options.authorization }),
    body: operation.body,
  });

const expectedScopeMessage = (operation: Operation) => (operation.write ? WRITE_MISSING : READ_MISSING);

function expectAllowed(operation: Operation, reply: Reply): void {
  expect(reply.status).toBe(operation.name === 'create' ? 201 : 200);
}

describe('scopes', () => {
  const ct = useMockServer({ projects: [{ key: 'shop' }, { key: 'other' }] });
  const token = (...scopes: string[]) => ct.issueToken({ scopes });
  const seed = () => {
    ct.addImportContainer('shop', { key: 'present' });
    ct.addImportContainer('other', { key: 'present' });
  };

  describe('view_import_containers', () => {
    it('can query and get through the SDK, but not create, update or delete (403)', async () => {
      seed();
      const api = createImportApiRoot({ projectKey: 'shop', scopes: ['view_import_containers:shop'] }).importContainers();
      const item = api.withImportContainerKeyValue({ importContainerKey: 'present' });
      const page = await api.get({ queryArgs: { limit: 10 } }).execute();
      expect(page.statusCode).toBe(200);
      expect(page.body).toMatchObject({ count: 1, total: 1, results: [{ key: 'present' }] });
      const read = await item.get().execute();
      expect(read.statusCode).toBe(200);
      expectContainerValid(read.body);

      const before = await snapshot(ct);
      for (const refused of [
        api.post({ body: { key: 'fresh' } }).execute(),
        item.put({ body: { version: 1, resourceType: 'product' } }).execute(),
        item.delete().execute(),
      ]) {
        const error = await sdkError(refused);
        expectSdkImportError(error, 403, ['insufficient_scope']);
        expectInsufficientScope(error.statusCode, error.body, WRITE_MISSING);
      }
      await expectUnchanged(ct, before);
    });

    it.each(OPERATIONS)('$name: allowed only for reads, through fetch', async (operation) => {
      seed();
      const before = await snapshot(ct);
      const reply = await call(operation, { token: token('view_import_containers:shop') });
      if (operation.write) {
        expectInsufficientScope(reply.status, reply.body, WRITE_MISSING);
        await expectUnchanged(ct, before);
      } else {
        expectAllowed(operation, reply);
      }
    });
  });

  describe('tokens without an import scope for the Project', () => {
    it.each(OPERATIONS)('$name: 403 for Project settings scopes, or no scope at all', async (operation) => {
      seed();
      const before = await snapshot(ct);
      for (const scopes of [['view_project_settings:shop', 'manage_project_settings:shop'], []]) {
        const reply = await call(operation, { token: token(...scopes) });
        expectInsufficientScope(reply.status, reply.body, expectedScopeMessage(operation));
      }
      await expectUnchanged(ct, before);
    });

    it.each(OPERATIONS)('$name: 403 for a token of another Project', async (operation) => {
      seed();
      const before = await snapshot(ct);
      for (const scope of ['manage_project:other', 'manage_import_containers:other', 'view_import_containers:other']) {
        const reply = await call(operation, { token: token(scope) });
        expectInsufficientScope(reply.status, reply.body, expectedScopeMessage(operation));
      }
      await expectUnchanged(ct, before);
      await expectUnchanged(ct, await snapshot(ct, 'other'), 'other');
    });

    it('reports 403 through the SDK for a token of another Project', async () => {
      seed();
      const api = createImportApiRoot({ projectKey: 'shop', scopes: ['manage_project:other'] }).importContainers();
      const item = api.withImportContainerKeyValue({ importContainerKey: 'present' });
      const reads = [api.get().execute(), item.get().execute()];
      for (const refused of reads) {
        const error = await sdkError(refused);
        expectInsufficientScope(error.statusCode, error.body, READ_MISSING);
      }
      const writes = [api.post({ body: { key: 'fresh' } }).execute(), item.put({ body: { version: 1 } }).execute(), item.delete().execute()];
      for (const refused of writes) {
        const error = await sdkError(refused);
        expectInsufficientScope(error.statusCode, error.body, WRITE_MISSING);
      }
      expect((await snapshot(ct)).containers).toMatchObject([{ key: 'present', version: 1 }]);
    });

    it('checks each Project against its own scopes in a token that holds several', async () => {
      seed();
      const mixed = token('view_import_containers:shop', 'manage_import_containers:other');
      const create = OPERATIONS.find((operation) => operation.name === 'create');
      const get = OPERATIONS.find((operation) => operation.name === 'get');
      if (!create || !get) throw new Error('missing operation');
      expectInsufficientScope(...(await statusAndBody(call(create, { token: mixed }))), WRITE_MISSING);
      expect((await call(get, { token: mixed })).status).toBe(200);
      expect((await call(create, { token: mixed, projectKey: 'other' })).status).toBe(201);
    });
  });

  describe('scopes that cover everything', () => {
    it.each(['manage_project:shop', 'manage_import_containers:shop'])('%s can query, get, create, update and delete', async (scope) => {
      seed();
      for (const operation of OPERATIONS) expectAllowed(operation, await call(operation, { token: token(scope) }));

      const api = createImportApiRoot({ projectKey: 'shop', scopes: [scope] }).importContainers();
      const created = await api.post({ body: { key: 'via-sdk' } }).execute();
      expect(created.statusCode).toBe(201);
      const item = api.withImportContainerKeyValue({ importContainerKey: 'via-sdk' });
      expect((await item.get().execute()).body).toStrictEqual(created.body);
      expect((await api.get().execute()).body.total).toBe(2);
      expect((await item.put({ body: { version: 1, resourceType: 'order' } }).execute()).body.version).toBe(2);
      expect((await item.delete().execute()).body).toMatchObject({ key: 'via-sdk', version: 2, resourceType: 'order' });
    });
  });

  describe('401 invalid_token', () => {
    const cases: readonly [string, () => { token?: string; authorization?: string }][] = [
      ['no Authorization header', () => ({})],
      ['an unknown token', () => ({ token: 'not-a-token-this-mock-issued' })],
      ['Basic client credentials', () => ({ authorization: `Basic ${btoa('client-id:client-secret')}` })],
      ['the Bearer scheme without a token', () => ({ authorization: 'Bearer' })],
      ['a token without the Bearer scheme', () => ({ authorization: token('manage_project:shop') })],
    ];

    for (const operation of OPERATIONS) {
      it.each(cases)(`${operation.name}: 401 for %s`, async (_, auth) => {
        seed();
        const before = await snapshot(ct);
        const reply = await call(operation, auth());
        expect(reply.status).toBe(401);
        expect(reply.body).toStrictEqual(INVALID_TOKEN);
        expectImportError(reply.status, reply.body, 401, ['invalid_token']);
        await expectUnchanged(ct, before);
      });
    }

    it.each(OPERATIONS)('$name: 401 for a token expired on the mock clock', async (operation) => {
      seed();
      const shortLived = token('manage_project:shop');
      const before = await snapshot(ct);
      ct.clock.advance(172_800_000);
      const reply = await call(operation, { token: shortLived });
      expect(reply.status).toBe(401);
      expect(reply.body).toStrictEqual(INVALID_TOKEN);
      await expectUnchanged(ct, before);
    });

    it('answers 401 before a 404 for an unknown Project or a 400 for a bad body', async () => {
      expect(await raw('GET', collectionUrl('ghost'))).toMatchObject({ status: 401, body: INVALID_TOKEN });
      expect(await raw('POST', collectionUrl(), { body: '{not json' })).toMatchObject({ status: 401, body: INVALID_TOKEN });
      expect(await raw('PUT', itemUrl('absent'), { token: 'unknown', body: { version: 'x' } })).toMatchObject({
        status: 401,
        body: INVALID_TOKEN,
      });
    });

    it('reports 401 through the SDK without a token and with an unknown one', async () => {
      seed();
      for (const authToken of [undefined, 'unknown-token']) {
        const api = importApiWithToken('shop', authToken).importContainers();
        const item = api.withImportContainerKeyValue({ importContainerKey: 'present' });
        const calls = [api.get().execute(), api.post({ body: { key: 'fresh' } }).execute(), item.get().execute(), item.put({ body: { version: 1 } }).execute(), item.delete().execute()];
        for (const refused of calls) {
          const error = await sdkError(refused);
          expect(error).toStrictEqual({ statusCode: 401, body: INVALID_TOKEN });
          expectSdkImportError(error, 401, ['invalid_token']);
        }
      }
      expect((await snapshot(ct)).containers).toMatchObject([{ key: 'present', version: 1 }]);
    });
  });

  it('answers 403 before a 404 for an unknown key or a 400 for a bad body', async () => {
    const viewer = token('view_import_containers:shop');
    expectInsufficientScope(...(await statusAndBody(raw('DELETE', itemUrl('absent'), { token: viewer }))), WRITE_MISSING);
    expectInsufficientScope(...(await statusAndBody(raw('POST', collectionUrl(), { token: viewer, body: '{not json' }))), WRITE_MISSING);
    const settings = token('manage_project_settings:shop');
    expectInsufficientScope(...(await statusAndBody(raw('GET', `${collectionUrl()}?limit=9999`, { token: settings }))), READ_MISSING);
  });
});

describe('the import host of every region', () => {
  const ct = useMockServer({ projects: [{ key: 'shop' }] });

  it.each(REGIONS)('serves create, get, query, update and delete on %s', async (region) => {
    const importHost = `https://import.${region}.commercetools.com`;
    const authHost = `https://auth.${region}.commercetools.com`;
    const calls: string[] = [];
    const httpClient: typeof fetch = (input, init) => {
      const request = new Request(input, init);
      calls.push(`${request.method} ${request.url}`);
      return interceptedFetch(input, init);
    };
    const api = createImportApiRoot({ projectKey: 'shop', scopes: ['manage_import_containers:shop'], importHost, authHost, httpClient });
    const containers = api.importContainers();
    const item = containers.withImportContainerKeyValue({ importContainerKey: 'regional' });

    const created = await containers.post({ body: { key: 'regional', resourceType: 'customer' } }).execute();
    expect(created.statusCode).toBe(201);
    expect(created.body).toStrictEqual({
      key: 'regional',
      resourceType: 'customer',
      version: 1,
      createdAt: START,
      lastModifiedAt: START,
      expiresAt: plus(START, DEFAULT_TTL),
    });
    expect((await item.get().execute()).body).toStrictEqual(created.body);
    expect((await containers.get({ queryArgs: { sort: ['key asc', 'createdAt desc'] } }).execute()).body.total).toBe(1);
    expect((await item.put({ body: { version: 1 } }).execute()).body.version).toBe(2);
    expect((await item.delete().execute()).statusCode).toBe(200);
    expect(ct.events.map((event) => event.type)).toEqual(['ImportContainerCreated', 'ImportContainerDeleted']);

    const collection = `${importHost}/shop/import-containers`;
    expect(calls).toEqual([
      `POST ${authHost}/oauth/token`,
      `POST ${collection}`,
      `GET ${collection}/regional`,
      `GET ${collection}?sort=key+asc&sort=createdAt+desc`,
      `PUT ${collection}/regional`,
      `DELETE ${collection}/regional`,
    ]);
  });
});

describe('a user-given import host', () => {
  const LOCAL_IMPORT = 'http://localhost:9090';
  const ct = useMockServer({ projects: [{ key: 'shop' }], hosts: { import: [LOCAL_IMPORT] } });

  it('serves create (201 and the exact body), get, query, update and delete on it', async () => {
    const calls: string[] = [];
    const httpClient: typeof fetch = (input, init) => {
      const request = new Request(input, init);
      calls.push(`${request.method} ${request.url}`);
      return interceptedFetch(input, init);
    };
    const api = createImportApiRoot({ projectKey: 'shop', scopes: ['manage_import_containers:shop'], importHost: LOCAL_IMPORT, httpClient });
    const containers = api.importContainers();
    ct.clock.advance(42);
    const created = await containers
      .post({ body: { key: 'local', resourceType: 'type', retentionPolicy: { strategy: 'ttl', config: { timeToLive: '30d' } } } })
      .execute();
    expect(created.statusCode).toBe(201);
    expect(created.body).toStrictEqual({
      key: 'local',
      resourceType: 'type',
      version: 1,
      retentionPolicy: { strategy: 'ttl', config: { timeToLive: '30d' } },
      createdAt: plus(START, 42),
      lastModifiedAt: plus(START, 42),
      expiresAt: '2030-01-31T00:00:00.042Z',
    });
    expectContainerValid(created.body);

    const item = containers.withImportContainerKeyValue({ importContainerKey: 'local' });
    expect((await item.get().execute()).body).toStrictEqual(created.body);
    expect((await containers.get().execute()).body).toMatchObject({ count: 1, total: 1 });
    expect((await item.put({ body: { version: 1, resourceType: 'product' } }).execute()).body).toMatchObject({ version: 2, resourceType: 'product' });
    expect((await item.delete().execute()).body).toMatchObject({ key: 'local', version: 2 });
    expect(calls.filter((entry) => !entry.includes('/oauth/token'))).toEqual([
      `POST ${LOCAL_IMPORT}/shop/import-containers`,
      `GET ${LOCAL_IMPORT}/shop/import-containers/local`,
      `GET ${LOCAL_IMPORT}/shop/import-containers`,
      `PUT ${LOCAL_IMPORT}/shop/import-containers/local`,
      `DELETE ${LOCAL_IMPORT}/shop/import-containers/local`,
    ]);
  });

  it('checks tokens and errors there as on the regional hosts, which still answer', async () => {
    expect(await raw('GET', collectionUrl('shop', LOCAL_IMPORT))).toMatchObject({ status: 401, body: INVALID_TOKEN });
    const token = ct.issueToken({ scopes: ['manage_import_containers:shop'] });
    const bad = await raw('POST', collectionUrl('shop', LOCAL_IMPORT), { token, body: { key: 'a.b' } });
    expectImportError(bad.status, bad.body, 400, ['InvalidInput']);
    const created = await raw('POST', collectionUrl('shop', LOCAL_IMPORT), { token, body: { key: 'local' } });
    expect(created.status).toBe(201);
    expect((await raw('GET', itemUrl('local', 'shop', IMPORT_HOST), { token })).status).toBe(200);
  });
});

describe('with auth: false', () => {
  const ct = useMockServer({ projects: [{ key: 'shop' }], auth: false });

  it('serves every operation through the SDK without any token', async () => {
    const api = importApiWithToken('shop', undefined).importContainers();
    const item = api.withImportContainerKeyValue({ importContainerKey: 'open' });
    expect((await api.post({ body: { key: 'open' } }).execute()).statusCode).toBe(201);
    expect((await item.get().execute()).body.key).toBe('open');
    expect((await api.get().execute()).body.total).toBe(1);
    expect((await item.put({ body: { version: 1 } }).execute()).body.version).toBe(2);
    expect((await item.delete().execute()).statusCode).toBe(200);
    expect(ct.events).toHaveLength(2);
  });

  it('still answers 404 for an unknown Project', async () => {
    const reply = await raw('GET', collectionUrl('ghost'));
    expectImportError(reply.status, reply.body, 404, ['ResourceNotFound']);
  });
});

async function statusAndBody(reply: Promise<Reply>): Promise<[number, unknown]> {
  const { status, body } = await reply;
  return [status, body];
}
