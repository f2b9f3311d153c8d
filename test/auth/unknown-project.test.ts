import { createApiBuilderFromCtpClient } from '@commercetools/platform-sdk';
import { ClientBuilder, type ErrorHandlerOptions, type MiddlewareRequest, type Next } from '@commercetools/ts-client';
import { describe, expect, it } from 'vitest';
import { createCommercetoolsMock } from '../../src/index.js';
import { importApiWithToken } from '../import/helpers.js';
import { useMockServer } from '../support/mock-server.js';
import { expectErrorSchemaValid } from '../support/schemas.js';
import { API_HOST, AUTH_HOST, IMPORT_HOST, interceptedFetch, sdkError } from '../support/sdk.js';

// Issue 30: a Project key that exists nowhere answers 404 to any valid token, before any scope
// check. The official SDK's live integration test (sdk-client-v3 error-cases: GET /invalid-uri-404
// with a token for another Project) expects 404 from the platform. The order is 401 for a missing
// or invalid token, then 404 for a Project the mock does not have, then 403 for scopes. The 404 is
// what each route answers an unknown Project with authentication off.

interface Request {
  readonly name: string;
  readonly method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE';
  readonly url: string;
  readonly body?: unknown;
}

const REQUESTS: readonly Request[] = [
  { name: 'get Project', method: 'GET', url: `${API_HOST}/ghost` },
  { name: 'head Project', method: 'HEAD', url: `${API_HOST}/ghost` },
  { name: 'update Project', method: 'POST', url: `${API_HOST}/ghost`, body: { version: 1, actions: [{ action: 'changeName', name: 'Mine' }] } },
  { name: 'query containers', method: 'GET', url: `${IMPORT_HOST}/ghost/import-containers` },
  { name: 'create container', method: 'POST', url: `${IMPORT_HOST}/ghost/import-containers`, body: { key: 'box' } },
  { name: 'get container', method: 'GET', url: `${IMPORT_HOST}/ghost/import-containers/box` },
  { name: 'update container', method: 'PUT', url: `${IMPORT_HOST}/ghost/import-containers/box`, body: { version: 1 } },
  { name: 'delete container', method: 'DELETE', url: `${IMPORT_HOST}/ghost/import-containers/box` },
  {
    name: 'import categories',
    method: 'POST',
    url: `${IMPORT_HOST}/ghost/categories/import-containers/box`,
    body: { type: 'category', resources: [{ key: 'shirts', name: { en: 'Shirts' }, slug: { en: 'shirts' } }] },
  },
  { name: 'import customers', method: 'POST', url: `${IMPORT_HOST}/ghost/customers/import-containers/box`, body: { type: 'customer', resources: [] } },
  { name: 'summary', method: 'GET', url: `${IMPORT_HOST}/ghost/import-containers/box/import-summaries` },
  { name: 'operations', method: 'GET', url: `${IMPORT_HOST}/ghost/import-containers/box/import-operations` },
  { name: 'one operation', method: 'GET', url: `${IMPORT_HOST}/ghost/import-operations/00000000-0000-4000-8000-000000000000` },
  { name: 'get a product', method: 'GET', url: `${API_HOST}/ghost/products/key=shirt` },
  { name: 'head a product', method: 'HEAD', url: `${API_HOST}/ghost/products/key=shirt` },
  { name: 'query orders', method: 'GET', url: `${API_HOST}/ghost/orders` },
  { name: 'staged product projections', method: 'GET', url: `${API_HOST}/ghost/product-projections?staged=true` },
];

interface Reply {
  status: number;
  text: string;
}

const send = async (fetcher: typeof fetch, { method, url, body }: Request, authorization?: string): Promise<Reply> => {
  const headers: Record<string, string> = authorization === undefined ? {} : { authorization };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetcher(url, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return { status: response.status, text: await response.text() };
};

/** What a mock with authentication off answers: each route's own 404 for a Project it does not have. */
const open = createCommercetoolsMock({ projects: [{ key: 'shop' }], auth: false });

describe('a Project the mock does not have', () => {
  const ct = useMockServer({ projects: [{ key: 'shop' }] });

  describe.each(REQUESTS)('$name', (request) => {
    it('answers 404 to any valid token, whatever its scopes, as with authentication off, and creates nothing', async () => {
      const expected = await send(open.fetch, request);
      expect(expected.status).toBe(404);
      for (const scopes of [['manage_project:shop'], ['view_project_settings:shop'], ['manage_import_containers:shop'], ['view_products:shop'], []]) {
        const reply = await send(fetch, request, `Bearer ${ct.issueToken({ scopes })}`);
        expect(reply, scopes.join(' ')).toStrictEqual(expected);
      }
      if (request.method !== 'HEAD') {
        const body: unknown = JSON.parse(expected.text);
        expect(body).toMatchObject({ statusCode: 404, errors: [{ code: 'ResourceNotFound' }] });
        expectErrorSchemaValid(body, 404, request.url.startsWith(IMPORT_HOST) ? 'import-api' : 'project-api');
      } else {
        expect(expected.text).toBe('');
      }
      expect(ct.getProject('ghost')).toBeUndefined();
    });

    it('answers 401 first: no token, an unknown one, an expired one', async () => {
      const expired = ct.issueToken({ scopes: ['manage_project:shop'], expiresIn: 60 });
      ct.clock.advance(60_000);
      for (const authorization of [undefined, 'Bearer not-a-token', `Bearer ${expired}`]) {
        expect((await send(fetch, request, authorization)).status, authorization).toBe(401);
      }
    });

    it('answers 403 for the same request on a Project the mock has, with a token lacking the scope', async () => {
      const known = { ...request, url: request.url.replace('/ghost', '/shop') };
      expect((await send(fetch, known, `Bearer ${ct.issueToken({ scopes: ['manage_project:elsewhere'] })}`)).status).toBe(403);
    });
  });

  it('answers the Project API’s ResourceNotFound, and the Import API’s own 404, naming the key', async () => {
    const token = `Bearer ${ct.issueToken({ scopes: ['view_project_settings:shop'] })}`;
    const project = JSON.parse((await send(fetch, REQUESTS[0]!, token)).text) as unknown;
    const message = 'The Resource with ID ghost was not found.';
    expect(project).toStrictEqual({ statusCode: 404, message, errors: [{ code: 'ResourceNotFound', message }] });
    const containers = await sdkError(importApiWithToken('ghost', ct.issueToken({ scopes: ['manage_import_containers:shop'] })).importContainers().get().execute());
    const imports = "The requested project 'ghost' wasn't found.";
    expect(containers).toStrictEqual({ statusCode: 404, body: { statusCode: 404, message: imports, errors: [{ code: 'ResourceNotFound', message: imports }] } });
  });
});

describe("the official SDK's error-cases test (sdk-client-v3), against the mock", () => {
  useMockServer({ projects: [{ key: 'shop' }] });

  /** Induces a 404 by rewriting the uri of the Project's GET, as the SDK's test does. */
  const rewriteUri = () => (next: Next) => (request: MiddlewareRequest) => {
    expect(request.uri).toBe('/shop');
    request.uri = '/invalid-uri-404';
    return next(request);
  };

  const client = (errorMiddleware: ClientBuilder) =>
    createApiBuilderFromCtpClient(errorMiddleware.build()).withProjectKey({ projectKey: 'shop' });

  const builder = () =>
    new ClientBuilder()
      .withMiddleware(rewriteUri())
      .withClientCredentialsFlow({
        host: AUTH_HOST,
        projectKey: 'shop',
        credentials: { clientId: 'client-id', clientSecret: 'client-secret' },
        scopes: ['manage_project:shop'],
        httpClient: interceptedFetch,
      })
      .withHttpMiddleware({ host: API_HOST, httpClient: interceptedFetch });

  it('passes the 404 on: URI not found: /invalid-uri-404', async () => {
    const error = await client(builder().withErrorMiddleware({}))
      .get()
      .execute()
      .catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({ statusCode: 404, message: 'URI not found: /invalid-uri-404' });
    const message = 'The Resource with ID invalid-uri-404 was not found.';
    expect(error).toMatchObject({ body: { statusCode: 404, message, errors: [{ code: 'ResourceNotFound', message }] } });
  });

  it('lets a custom handler correct the uri after the 404', async () => {
    const handler = (args: ErrorHandlerOptions) => {
      expect(args.response.error?.message).toBe('URI not found: /invalid-uri-404');
      expect(args.response.statusCode).toBe(404);
      args.request.uri = '/shop';
      return args.next(args.request);
    };
    const response = await client(builder().withErrorMiddleware({ handler })).get().execute();
    expect(response.statusCode).toBe(200);
    expect(response.body.key).toBe('shop');
  });
});
