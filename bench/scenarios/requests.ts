import type { ProjectUpdateAction } from '@commercetools/platform-sdk';
import { ONE_ACTION, QUERY, TEN_ACTIONS, containerSeeds, pattern } from '../fixtures.ts';
import type { Budget, Deps, Row, Server, Side } from '../harness.ts';
import { API_HOST, AUTH_HOST, IMPORT_HOST, NOW_ISO, check, compare, pairedRow, progress, selected } from '../harness.ts';

// ---------------------------------------------------------------------------------------------
// 1–5 (and 3): requests through the official SDK, against bare handlers

/** A ts-client with the client-credentials flow, as a user builds one. */
export function credentialsClient(d: Deps, projectKey: string, host: string, httpClient: typeof fetch) {
  return new d.ClientBuilder()
    .withProjectKey(projectKey)
    .withClientCredentialsFlow({
      host: AUTH_HOST,
      projectKey,
      credentials: { clientId: 'bench-client', clientSecret: 'bench-secret' },
      // A token is for one Project, and the bench mock has two.
      scopes: [`manage_project:${projectKey}`],
      httpClient,
    })
    .withHttpMiddleware({ host, httpClient })
    .build();
}

function sdkClients(d: Deps, httpClient: typeof fetch) {
  const client = (projectKey: string, host: string) => credentialsClient(d, projectKey, host, httpClient);
  return {
    project: d.createApiBuilderFromCtpClient(client('shop', API_HOST)).withProjectKey({ projectKey: 'shop' }),
    shopContainers: d.createImportApiBuilder(client('shop', IMPORT_HOST)).withProjectKeyValue({ projectKey: 'shop' }).importContainers(),
    crudContainers: d.createImportApiBuilder(client('crud', IMPORT_HOST)).withProjectKeyValue({ projectKey: 'crud' }).importContainers(),
  };
}
type Clients = ReturnType<typeof sdkClients>;

export const HTTP_ROWS = ['get', 'update1', 'update10', 'fetch-get', 'fetch-update1', 'fetch-update10', 'query', 'crud'];

export async function httpRows(d: Deps, server: Server): Promise<Row[]> {
  const msw = `msw ${d.mswVersion}`;
  const rows: Row[] = [];
  if (!HTTP_ROWS.some(selected)) return rows;
  const ct = d.createCommercetoolsMock({
    projects: [{ key: 'shop' }, { key: 'crud' }],
    importContainers: { shop: containerSeeds(1000) },
    now: NOW_ISO,
  });
  check(ct.handlers[0] instanceof d.HttpHandler, `the mock's handlers come from another msw than msw ${d.mswVersion}`);
  // msw replaces globalThis.fetch when it starts listening: look it up per call.
  const intercepted = sdkClients(d, (input, init) => globalThis.fetch(input, init));
  const direct = sdkClients(d, ct.fetch);

  // Warm-up through the mock: every client fetches its token here, and the bare bodies are the
  // mock's own answers.
  server.resetHandlers(...ct.handlers);
  const project = (await intercepted.project.get().execute()).body;
  const page = (await intercepted.shopContainers.get({ queryArgs: QUERY }).execute()).body;
  await intercepted.crudContainers.get().execute();
  await direct.project.get().execute();
  await direct.shopContainers.get().execute();
  await direct.crudContainers.get().execute();
  check(page.count === 500 && page.total === 1000, `the query answered ${page.count} of ${page.total}`);
  const container = page.results[0];
  check(container !== undefined, 'the query answered no container');
  const token = { access_token: 'bench-token', token_type: 'Bearer', expires_in: 172_800, scope: 'manage_project:shop manage_project:crud' };

  const { http, HttpResponse } = d;
  const projectPattern = pattern(API_HOST, '/([^/]+)');
  const collection = pattern(IMPORT_HOST, '/([^/]+)/import-containers');
  const item = pattern(IMPORT_HOST, '/([^/]+)/import-containers/([^/]+)');
  // The floor: the same routes in the same order, each answering a constant.
  const bare = [
    http.post(pattern(AUTH_HOST, '/oauth(?:/([^/]+)/(anonymous|customers))?/token'), () => HttpResponse.json(token)),
    http.post(pattern(AUTH_HOST, '/oauth/introspect'), () => HttpResponse.json({ active: false })),
    http.get(projectPattern, () => HttpResponse.json(project)),
    http.head(projectPattern, () => new HttpResponse(null, { status: 200 })),
    http.post(projectPattern, async ({ request }) => {
      await request.json();
      return HttpResponse.json(project);
    }),
    http.get(collection, () => HttpResponse.json(page)),
    http.post(collection, async ({ request }) => {
      await request.json();
      return HttpResponse.json(container, { status: 201 });
    }),
    http.get(item, () => HttpResponse.json(container)),
    http.put(item, async ({ request }) => {
      await request.json();
      return HttpResponse.json(container);
    }),
    http.delete(item, () => HttpResponse.json(container)),
  ];
  // The floor of ct.fetch: the same SDK calls answered by a plain function that returns a
  // `new Response` of the same JSON (after parsing an update's body, as the bare handlers do).
  const tokenText = JSON.stringify(token);
  const projectText = JSON.stringify(project);
  const jsonHeaders = { 'content-type': 'application/json' };
  const plainFetch: typeof fetch = async (input, init) => {
    if (String(input).startsWith(AUTH_HOST)) return new Response(tokenText, { headers: jsonHeaders });
    if (typeof init?.body === 'string') JSON.parse(init.body);
    return new Response(projectText, { headers: jsonHeaders });
  };
  const viaPlainFunction = sdkClients(d, plainFetch);
  await viaPlainFunction.project.get().execute(); // its token, from the plain function

  /** Before every batch: the handlers of that side, and the mock as a fresh test sees it. */
  const prepare = (handlers: 'mock' | 'bare' | 'none') => () => {
    if (handlers === 'mock') server.resetHandlers(...ct.handlers);
    if (handlers === 'bare') server.resetHandlers(...bare);
    ct.reset();
  };
  /** After a candidate batch: the journal holds exactly the expected answers, all 2xx. */
  const answered = (perOp: number) => (n: number) => {
    const statuses = ct.requests.map((entry) => entry.status);
    check(statuses.length === n * perOp, `expected ${n * perOp} answered requests, the journal holds ${statuses.length}`);
    check(
      statuses.every((status) => status >= 200 && status < 300),
      `a request failed: ${statuses.find((s) => s >= 300)}`,
    );
  };

  const getSide = (clients: Clients, handlers: 'mock' | 'bare' | 'none', verify?: (n: number) => void): Side => ({
    async: true,
    before: prepare(handlers),
    op: () => clients.project.get().execute(),
    ...(verify ? { after: verify } : {}),
  });

  /** Updates alternate two sets of values, each reading the version the previous answer gave. */
  const updateSide = (
    clients: Clients,
    handlers: 'mock' | 'bare' | 'none',
    actions: readonly (readonly ProjectUpdateAction[])[],
    candidate: boolean,
  ): Side => {
    let version = 1;
    return {
      async: true,
      before() {
        prepare(handlers)();
        version = ct.getProject('shop')?.version ?? 1;
      },
      async op(i) {
        const { body } = await clients.project.post({ body: { version, actions: [...(actions[i % 2] ?? [])] } }).execute();
        version = body.version;
      },
      ...(candidate
        ? {
            after(n: number) {
              answered(1)(n);
              check(ct.getProject('shop')?.version === 1 + n, `after ${n} updates the version is ${ct.getProject('shop')?.version}`);
            },
          }
        : {}),
    };
  };

  const rowsOf = async (
    id: string,
    section: string,
    name: string,
    baselineName: string,
    candidate: Side,
    baseline: Side,
    budget?: Budget,
  ) => {
    if (!selected(id)) return;
    progress(`  ${msw}: ${name}`);
    rows.push(pairedRow(id, section, name, msw, baselineName, await compare(candidate, baseline), budget));
  };

  await rowsOf(
    'get',
    '1',
    'GET Project, SDK, intercepted',
    'bare handler',
    getSide(intercepted, 'mock', answered(1)),
    getSide(intercepted, 'bare'),
    { kind: 'ratio', max: 1.1 },
  );
  const UPDATES = [
    ['1', '1 action', ONE_ACTION],
    ['10', '10 actions', TEN_ACTIONS],
  ] as const;
  for (const [n, label, actions] of UPDATES) {
    await rowsOf(
      `update${n}`,
      '2',
      `Update Project, ${label}, SDK, intercepted`,
      'bare handler',
      updateSide(intercepted, 'mock', actions, true),
      updateSide(intercepted, 'bare', actions, false),
      { kind: 'ratio', max: 1.25 },
    );
  }
  await rowsOf(
    'fetch-get',
    '3',
    'GET Project, SDK over ct.fetch',
    'plain function',
    getSide(direct, 'none', answered(1)),
    getSide(viaPlainFunction, 'none'),
    { kind: 'ratio', max: 1.5 },
  );
  for (const [n, label, actions] of UPDATES) {
    await rowsOf(
      `fetch-update${n}`,
      '3',
      `Update Project, ${label}, SDK over ct.fetch`,
      'plain function',
      updateSide(direct, 'none', actions, true),
      updateSide(viaPlainFunction, 'none', actions, false),
    );
  }

  const querySide = (handlers: 'mock' | 'bare', candidate: boolean): Side => {
    let last: typeof page | undefined;
    return {
      async: true,
      before: prepare(handlers),
      async op() {
        last = (await intercepted.shopContainers.get({ queryArgs: QUERY }).execute()).body;
      },
      after(n) {
        check(last?.count === 500 && last.total === 1000 && last.results[0]?.key === container.key, 'the query answered another page');
        if (candidate) answered(1)(n);
      },
    };
  };
  await rowsOf(
    'query',
    '4',
    'Query 500 of 1000 Import Containers (createdAt desc, offset 250), SDK, intercepted',
    'bare handler, same 500',
    querySide('mock', true),
    querySide('bare', false),
    { kind: 'ratio', max: 1.5 },
  );

  const crudSide = (handlers: 'mock' | 'bare', candidate: boolean): Side => ({
    async: true,
    before: prepare(handlers),
    async op(i) {
      const importContainerKey = `bench-${i}`;
      await intercepted.crudContainers.post({ body: { key: importContainerKey, resourceType: 'product' } }).execute();
      const one = intercepted.crudContainers.withImportContainerKeyValue({ importContainerKey });
      await one.get().execute();
      await one.put({ body: { version: 1, resourceType: 'category' } }).execute();
      await one.delete().execute();
    },
    ...(candidate ? { after: answered(4) } : {}),
  });
  await rowsOf(
    'crud',
    '5',
    'Import Container create + get + update + delete, SDK, intercepted',
    '4 bare requests',
    crudSide('mock', true),
    crudSide('bare', false),
  );
  return rows;
}
