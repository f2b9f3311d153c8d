import fc from 'fast-check';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCommercetoolsMock, type CommercetoolsMock, type ImportContainer, type Project } from '../../src/index.js';
import { STRICT_LISTEN } from '../support/listen-options.js';
import { expectErrorSchemaValid } from '../support/schemas.js';
import { collectionUrl, createFuzzMock, excerpt, itemUrl, projectUrl, START, type ErrorBody, type Reply } from './helpers.js';

// Parallel requests: 100 writers racing for one version get one success and 99 conflicts, through
// ct.fetch and through msw's interception of the global fetch alike; and several mocks with
// several Projects each, updated in random interleavings, never see each other's state.

const PARALLEL = 100;

interface Transport {
  readonly name: string;
  readonly intercept: boolean;
}

const TRANSPORTS: readonly Transport[] = [
  { name: 'ct.fetch', intercept: false },
  { name: 'msw interception (setupServer + global fetch)', intercept: true },
];

async function read(response: Promise<Response>): Promise<Reply> {
  const answer = await response;
  const text = await answer.text();
  return { status: answer.status, text, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
}

function tally(replies: readonly Reply[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of replies) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe.each(TRANSPORTS)('$name: 100 parallel writers with the same version', ({ intercept }) => {
  const ct = createFuzzMock();
  const server = setupServer(...ct.handlers);
  if (intercept) {
    beforeAll(() => server.listen(STRICT_LISTEN));
    afterAll(() => server.close());
  }
  afterEach(() => ct.reset());

  const token = ct.issueToken({ scopes: ['manage_project:shop'] });
  const send = (url: string, method: string, body?: unknown): Promise<Reply> => {
    const init: RequestInit = { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } };
    if (body !== undefined) init.body = JSON.stringify(body);
    return read(intercept ? globalThis.fetch(url, init) : ct.fetch(url, init));
  };
  const all = <T>(make: (index: number) => Promise<T>) => Promise.all(Array.from({ length: PARALLEL }, (_, index) => make(index)));

  it('update one Project: one 200, 99 ConcurrentModification, the version rises by 1', async () => {
    const replies = await all((index) => send(projectUrl(), 'POST', { version: 1, actions: [{ action: 'changeName', name: `writer ${index}` }] }));
    expect(tally(replies)).toEqual({ 200: 1, 409: PARALLEL - 1 });
    const winner = replies.find((reply) => reply.status === 200)?.body as Project;
    expect(winner.version).toBe(2);
    const stored = ct.getProject('shop');
    expect(stored).toMatchObject({ version: 2, name: winner.name });
    for (const reply of replies.filter((each) => each.status === 409)) {
      const error = reply.body as ErrorBody;
      expect(error.errors).toEqual([
        {
          code: 'ConcurrentModification',
          message: 'Object shop has a different version than expected. Expected: 1 - Actual: 2.',
          currentVersion: 2,
        },
      ]);
      expectErrorSchemaValid(error, 409, 'project-api');
    }
    expect(ct.requests.filter((entry) => entry.operation === 'updateProject')).toHaveLength(PARALLEL);
  });

  it('update one Import Container: one 200, 99 ConcurrentModification, the version rises by 1', async () => {
    const types = ['category', 'customer', 'price', 'order'] as const;
    const replies = await all((index) => send(itemUrl('products'), 'PUT', { version: 1, resourceType: types[index % types.length] }));
    expect(tally(replies)).toEqual({ 200: 1, 409: PARALLEL - 1 });
    const winner = replies.find((reply) => reply.status === 200)?.body as ImportContainer;
    for (const reply of replies.filter((each) => each.status === 409)) {
      expect((reply.body as ErrorBody).errors).toEqual([
        { code: 'ConcurrentModification', message: 'A concurrent modification was detected', specifiedVersion: 1, currentVersion: 2 },
      ]);
      expectErrorSchemaValid(reply.body, 409, 'import-api');
    }
    const stored = await send(itemUrl('products'), 'GET');
    expect(stored.body).toEqual({ ...winner, version: 2 });
    expect(ct.events).toHaveLength(0);
  });

  it('create one container key: one 201, 99 DuplicateField, one event', async () => {
    const replies = await all(() => send(collectionUrl(), 'POST', { key: 'raced', resourceType: 'product' }));
    expect(tally(replies)).toEqual({ 201: 1, 400: PARALLEL - 1 });
    for (const reply of replies.filter((each) => each.status === 400)) {
      expect((reply.body as ErrorBody).errors.map((error) => error.code)).toEqual(['DuplicateField']);
    }
    expect(ct.events.map((event) => event.type)).toEqual(['ImportContainerCreated']);
  });

  it('delete one container: one 200, 99 ResourceNotFound, one event', async () => {
    const replies = await all(() => send(itemUrl('products'), 'DELETE'));
    expect(tally(replies)).toEqual({ 200: 1, 404: PARALLEL - 1 });
    expect(ct.events.map((event) => event.type)).toEqual(['ImportContainerDeleted']);
  });

  it('readers racing the writers see the version before or after, never anything else', async () => {
    const replies = await all((index) =>
      index % 4 === 0
        ? send(projectUrl(), 'POST', { version: 1, actions: [{ action: 'changeName', name: `writer ${index}` }] })
        : index % 4 === 1
          ? send(itemUrl('products'), 'PUT', { version: 1 })
          : index % 4 === 2
            ? send(projectUrl(), 'GET')
            : send(`${collectionUrl()}?sort=key+asc`, 'GET'),
    );
    const writes = replies.filter((_, index) => index % 4 === 0);
    expect(tally(writes)).toEqual({ 200: 1, 409: writes.length - 1 });
    expect(tally(replies.filter((_, index) => index % 4 === 1))).toEqual({ 200: 1, 409: PARALLEL / 4 - 1 });
    for (const reply of replies.filter((_, index) => index % 4 === 2)) {
      expect(reply.status, excerpt(reply)).toBe(200);
      expect([1, 2]).toContain((reply.body as Project).version);
    }
    for (const reply of replies.filter((_, index) => index % 4 === 3)) {
      const versions = (reply.body as { results: ImportContainer[] }).results.map((container) => container.version);
      expect([
        [1, 1],
        [1, 2],
      ]).toContainEqual(versions);
    }
    expect(ct.getProject('shop')?.version).toBe(2);
  });
});

// ---------------------------------------------------------------------------------------------
// Several mocks, several Projects each

const MOCKS = 3;
const PROJECTS = ['alpha', 'beta', 'gamma'] as const;
const ROUNDS = 3;

interface Instance {
  readonly ct: CommercetoolsMock;
  readonly api: string;
  readonly importHost: string;
  readonly token: string;
}

function createInstances(): Instance[] {
  return Array.from({ length: MOCKS }, (_, index) => {
    const api = `https://api.mock${index}.test`;
    const importHost = `https://import.mock${index}.test`;
    const ct = createCommercetoolsMock({
      now: START,
      projects: PROJECTS.map((key) => ({ key, currencies: [['EUR', 'USD', 'GBP'][index] ?? 'EUR'] })),
      hosts: { api: [api], import: [importHost], auth: [`https://auth.mock${index}.test`], regions: false },
    });
    return { ct, api, importHost, token: ct.issueToken({ scopes: PROJECTS.map((key) => `manage_project:${key}`) }) };
  });
}

interface Operation {
  readonly mock: number;
  readonly project: (typeof PROJECTS)[number];
  readonly kind: 'rename' | 'create' | 'read' | 'intruder';
}

const OPERATIONS: readonly Operation[] = Array.from({ length: MOCKS }, (_, mock) =>
  PROJECTS.flatMap((project) => (['rename', 'create', 'read', 'intruder'] as const).map((kind) => ({ mock, project, kind }))),
).flat();

describe.each(TRANSPORTS)('$name: 3 mocks × 3 Projects, interleaved at random', ({ intercept }) => {
  const instances = createInstances();
  const server = setupServer(...instances.flatMap((instance) => instance.ct.handlers));
  if (intercept) {
    beforeAll(() => server.listen(STRICT_LISTEN));
    afterAll(() => server.close());
  }

  function request(instance: Instance, url: string, method: string, body?: unknown, token = instance.token): Promise<Reply> {
    const init: RequestInit = { method, headers: { authorization: `Bearer ${token}` } };
    if (body !== undefined) init.body = JSON.stringify(body);
    return read(intercept ? globalThis.fetch(url, init) : instance.ct.fetch(url, init));
  }

  async function run({ mock, project, kind }: Operation, round: number): Promise<void> {
    const instance = instances[mock] as Instance;
    const name = `mock${mock}/${project}/round${round}`;
    if (kind === 'rename') {
      const reply = await request(instance, `${instance.api}/${project}`, 'POST', { version: round + 1, actions: [{ action: 'changeName', name }] });
      expect(reply.status, excerpt(reply)).toBe(200);
      expect(reply.body).toMatchObject({ key: project, name, version: round + 2 });
    } else if (kind === 'create') {
      const reply = await request(instance, `${instance.importHost}/${project}/import-containers`, 'POST', { key: `m${mock}-${project}-r${round}` });
      expect(reply.status, excerpt(reply)).toBe(201);
    } else if (kind === 'read') {
      const reply = await request(instance, `${instance.api}/${project}`, 'GET');
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ key: project, currencies: [['EUR', 'USD', 'GBP'][mock]] });
      expect([round + 1, round + 2]).toContain((reply.body as Project).version);
    } else {
      // Another mock's token, on this mock's host: refused, and nothing changes.
      const other = instances[(mock + 1) % MOCKS] as Instance;
      const reply = await request(instance, `${instance.api}/${project}`, 'POST', { version: round + 1, actions: [{ action: 'changeName', name: 'intruder' }] }, other.token);
      expect(reply.status).toBe(401);
    }
  }

  it('keeps every Project of every mock exactly as its own requests left it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), async (scheduler) => {
        for (const instance of instances) instance.ct.reset();
        for (let round = 0; round < ROUNDS; round++) {
          // Every operation of the round is in flight at once; the scheduler picks the order they start in.
          const pending = OPERATIONS.map((operation) => scheduler.schedule(Promise.resolve(operation)).then((scheduled) => run(scheduled, round)));
          await scheduler.waitAll();
          await Promise.all(pending);
        }
        for (const [mock, instance] of instances.entries()) {
          for (const project of PROJECTS) {
            expect(instance.ct.getProject(project)).toMatchObject({
              key: project,
              name: `mock${mock}/${project}/round${ROUNDS - 1}`,
              version: ROUNDS + 1,
              currencies: [['EUR', 'USD', 'GBP'][mock]],
            });
            const query = await request(instance, `${instance.importHost}/${project}/import-containers?sort=key+asc`, 'GET');
            expect((query.body as { results: ImportContainer[] }).results.map((container) => container.key)).toEqual(
              Array.from({ length: ROUNDS }, (_, round) => `m${mock}-${project}-r${round}`),
            );
          }
          expect(instance.ct.events).toHaveLength(PROJECTS.length * ROUNDS);
          expect(instance.ct.events.every((event) => event.type === 'ImportContainerCreated' && String((event.data as ImportContainer).key).startsWith(`m${mock}-`))).toBe(true);
          expect(instance.ct.requests.every((entry) => entry.url.includes(`mock${mock}.test`))).toBe(true);
        }
      }),
      // Interception costs a few milliseconds a request, so it gets fewer interleavings.
      { numRuns: intercept ? 2 : 8 },
    );
  });

  if (!intercept) {
    it("ct.fetch of one mock refuses another mock's hosts instead of answering for it", async () => {
      const [first, second] = instances as [Instance, Instance];
      second.ct.reset();
      await expect(first.ct.fetch(`${second.api}/alpha`, { headers: { authorization: `Bearer ${second.token}` } })).rejects.toThrow(TypeError);
      expect(second.ct.requests).toHaveLength(0);
    });
  }
});
