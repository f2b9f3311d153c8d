import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCommercetoolsMock, type CommercetoolsMock, type Project } from '../../src/index.js';
import { STRICT_LISTEN } from '../support/listen-options.js';
import { useMockServer } from '../support/mock-server.js';
import { expectErrorSchemaValid, expectSchemaValid } from '../support/schemas.js';
import { createApiRoot } from '../support/sdk.js';
import { basic, collectionUrl, DAY, HOUR, itemUrl, plus, projectUrl, send, START, TOKEN_URL, type Reply } from './helpers.js';

// The mock's clock: the `now` option, ct.clock.set, product indexing time, token expiry, and the
// opt-in eventual consistency under which reads show an earlier state for a while.

const TOKEN_LIFETIME_MS = 172_800 * 1000;

async function oauthToken(projectKey = 'shop'): Promise<string> {
  const reply = await send('POST', TOKEN_URL, {
    authorization: basic('client-id', 'client-secret'),
    body: `grant_type=client_credentials&scope=manage_project:${projectKey}`,
  });
  expect(reply.status).toBe(200);
  return (reply.body as { access_token: string }).access_token;
}

describe('the `now` option', () => {
  const NOW = '2031-05-05T10:00:00.000Z';
  const server = setupServer();
  beforeAll(() => server.listen(STRICT_LISTEN));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  /** The same steps against a mock: every answer, with access tokens left out, and the events. */
  async function run(ct: CommercetoolsMock): Promise<unknown[]> {
    server.resetHandlers(...ct.handlers);
    const answers: unknown[] = [];
    const record = (reply: Reply) => {
      const { access_token: _token, ...rest } = (reply.body ?? {}) as Record<string, unknown>;
      answers.push({ status: reply.status, body: rest });
    };
    const token = await oauthToken();
    const authorization = `Bearer ${token}`;
    record(await send('POST', TOKEN_URL, { authorization: basic('a', 'b'), body: 'grant_type=client_credentials' }));
    record(await send('GET', projectUrl(), { authorization }));
    ct.clock.advance(1234);
    record(
      await send('POST', projectUrl(), {
        authorization,
        body: {
          version: 1,
          actions: [
            { action: 'changeProductSearchIndexingEnabled', enabled: true, mode: 'ProductsSearch' },
            { action: 'changeOrderSearchStatus', status: 'Activated' },
          ],
        },
      }),
    );
    record(await send('POST', collectionUrl(), { authorization, body: { key: 'short', retentionPolicy: { strategy: 'ttl', config: { timeToLive: '2h' } } } }));
    record(await send('POST', collectionUrl(), { authorization, body: { key: 'default' } }));
    ct.clock.advance(HOUR);
    record(await send('GET', projectUrl(), { authorization }));
    record(await send('PUT', itemUrl('default'), { authorization, body: { version: 1, resourceType: 'category' } }));
    ct.clock.advance(2 * HOUR);
    record(await send('GET', `${collectionUrl()}?sort=key+asc`, { authorization }));
    ct.clock.set(plus(NOW, TOKEN_LIFETIME_MS - 1));
    record(await send('HEAD', projectUrl(), { authorization }));
    ct.clock.advance(1);
    record(await send('GET', projectUrl(), { authorization }));
    answers.push(ct.events, ct.requests.map(({ authorization: _masked, ...entry }) => entry));
    return answers;
  }

  it('makes two mocks with the same `now` and the same steps answer alike, to the millisecond', async () => {
    const first = await run(createCommercetoolsMock({ now: NOW, projects: [{ key: 'shop' }] }));
    const second = await run(createCommercetoolsMock({ now: NOW, projects: [{ key: 'shop' }] }));
    expect(second).toStrictEqual(first);
    expect(JSON.stringify(first)).toContain(`"createdAt":"${NOW}"`);
    expect(JSON.stringify(first)).toContain(`"expiresAt":"${plus(NOW, 1234 + 2 * HOUR)}"`);
    expect(JSON.stringify(first)).toContain(`"expiresAt":"${plus(NOW, 1234 + 72 * HOUR)}"`);
    // The token expired at the same step in both: the HEAD a millisecond before its lifetime passed, the GET after.
    expect(first.slice(-4, -2)).toStrictEqual([{ status: 200, body: {} }, expect.objectContaining({ status: 401 })]);
  });

  it('stamps everything the mock writes from `now`', async () => {
    const ct = createCommercetoolsMock({ now: NOW, projects: [{ key: 'shop' }] });
    server.resetHandlers(...ct.handlers);
    const authorization = `Bearer ${await oauthToken()}`;
    expect((await send('GET', projectUrl(), { authorization })).body).toMatchObject({ createdAt: NOW });
    const created = await send('POST', collectionUrl(), { authorization, body: { key: 'box' } });
    expect(created.body).toMatchObject({ createdAt: NOW, lastModifiedAt: NOW, expiresAt: plus(NOW, 72 * HOUR) });
    expect(ct.events.map((event) => event.createdAt)).toEqual([NOW]);
    expect(ct.requests.map((entry) => entry.at)).toEqual([NOW, NOW, NOW]);
  });

  it('takes `now` as an ISO string, a Date or epoch milliseconds alike', () => {
    const createdAt = (now: string | Date | number) => createCommercetoolsMock({ now, projects: [{ key: 'shop' }] }).getProject('shop')?.createdAt;
    expect([createdAt(NOW), createdAt(new Date(NOW)), createdAt(Date.parse(NOW))]).toEqual([NOW, NOW, NOW]);
    expect(createCommercetoolsMock({ now: '2031-05-05T12:00:00+02:00' }).clock.isoNow()).toBe(NOW);
  });

  it('starts at the real time without `now`, and then stands still', async () => {
    const before = Date.now();
    const ct = createCommercetoolsMock({ projects: [{ key: 'shop' }] });
    const after = Date.now();
    const createdAt = Date.parse(ct.getProject('shop')?.createdAt ?? '');
    expect(createdAt).toBeGreaterThanOrEqual(before);
    expect(createdAt).toBeLessThanOrEqual(after);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(ct.clock.now()).toBe(createdAt);
  });

  it('refuses a `now` that is not a time', () => {
    expect(() => createCommercetoolsMock({ now: 'next tuesday' })).toThrow(TypeError);
    expect(() => createCommercetoolsMock({ now: 'next tuesday' })).toThrow(/is not a valid time/);
    expect(() => createCommercetoolsMock({ now: Number.NaN })).toThrow(/is not a valid time/);
  });
});

describe('ct.clock', () => {
  const ct = useMockServer({ projects: [{ key: 'shop' }] });
  // Issued when used, so that it is fresh wherever the clock stands.
  const auth = () => `Bearer ${ct.issueToken({ scopes: ['manage_project:shop'] })}`;
  const create = async (key: string) => (await send('POST', collectionUrl(), { authorization: auth(), body: { key } })).body as { createdAt: string };

  it('moves forward and back with set(), and writes each time as it is set', async () => {
    ct.clock.set('2030-03-01T08:00:00.000Z');
    expect((await create('march')).createdAt).toBe('2030-03-01T08:00:00.000Z');
    ct.clock.set(new Date('2029-12-31T23:59:59.999Z'));
    expect((await create('earlier')).createdAt).toBe('2029-12-31T23:59:59.999Z');
    ct.clock.set(Date.parse('2030-02-01T00:00:00.000Z'));
    expect(ct.clock.isoNow()).toBe('2030-02-01T00:00:00.000Z');
    expect(ct.requests.map((entry) => entry.at)).toEqual(['2030-03-01T08:00:00.000Z', '2029-12-31T23:59:59.999Z']);
  });

  it('advances by milliseconds, and refuses to go back that way', () => {
    ct.clock.advance(1500);
    expect(ct.clock.isoNow()).toBe(plus(START, 1500));
    expect(() => ct.clock.advance(-1)).toThrow(RangeError);
    expect(() => ct.clock.set('not a time')).toThrow(TypeError);
    expect(ct.clock.isoNow()).toBe(plus(START, 1500));
  });

  it('goes back to `now` on ct.reset()', () => {
    ct.clock.advance(DAY);
    ct.reset();
    expect(ct.clock.isoNow()).toBe(START);
  });

  it('does not bring back a container that expired when set back before its expiry', async () => {
    await create('gone');
    ct.clock.advance(72 * HOUR + 1);
    expect((await send('GET', itemUrl('gone'), { authorization: auth() })).status).toBe(404);
    ct.clock.set(START);
    expect((await send('GET', itemUrl('gone'), { authorization: auth() })).status).toBe(404);
  });
});

describe('token expiry', () => {
  const ct = useMockServer({ projects: [{ key: 'shop' }] });

  it('lets a token from the token endpoint work until its 172 800 s have passed on the clock', async () => {
    const authorization = `Bearer ${await oauthToken()}`;
    ct.clock.advance(TOKEN_LIFETIME_MS - 1);
    expect((await send('GET', projectUrl(), { authorization })).status).toBe(200);
    ct.clock.advance(1);
    const expired = await send('GET', projectUrl(), { authorization });
    expect(expired.body).toStrictEqual({
      statusCode: 401,
      message: 'invalid_token',
      errors: [{ code: 'invalid_token', message: 'invalid_token' }],
      error: 'invalid_token',
    });
    expectErrorSchemaValid(expired.body, expired.status);
  });

  it("counts a token's lifetime from the clock when it was issued", async () => {
    ct.clock.advance(DAY);
    const authorization = `Bearer ${await oauthToken()}`;
    ct.clock.advance(TOKEN_LIFETIME_MS - 1);
    expect((await send('GET', projectUrl(), { authorization })).status).toBe(200);
    ct.clock.advance(1);
    expect((await send('GET', projectUrl(), { authorization })).status).toBe(401);
  });

  it('lets a token from issueToken expire after its expiresIn', async () => {
    const authorization = `Bearer ${ct.issueToken({ scopes: ['view_project_settings:shop'], expiresIn: 60 })}`;
    ct.clock.advance(59_999);
    expect((await send('HEAD', projectUrl(), { authorization })).status).toBe(200);
    ct.clock.advance(1);
    expect((await send('HEAD', projectUrl(), { authorization })).status).toBe(401);
  });

  it('lets an expired token work again when the clock is set back', async () => {
    const authorization = `Bearer ${await oauthToken()}`;
    ct.clock.advance(TOKEN_LIFETIME_MS);
    expect((await send('GET', projectUrl(), { authorization })).status).toBe(401);
    ct.clock.set(START);
    expect((await send('GET', projectUrl(), { authorization })).status).toBe(200);
  });
});

describe('product indexing time', () => {
  const enable = (authorization: string, version: number) =>
    send('POST', projectUrl(), { authorization, body: { version, actions: [{ action: 'changeProductSearchIndexingEnabled', enabled: true, mode: 'ProductsSearch' }] } });

  describe('with indexingDurationMs: 5000', () => {
    const ct = useMockServer({ projects: [{ key: 'shop' }], indexingDurationMs: 5000 });
    const authorization = `Bearer ${ct.issueToken({ scopes: ['manage_project:shop'] })}`;

    it('shows Indexing for 5 s on the clock, then Activated, stamped when indexing finished', async () => {
      const started = await enable(authorization, 1);
      expect((started.body as Project).searchIndexing?.productsSearch).toStrictEqual({ status: 'Indexing', lastModifiedAt: START });
      ct.clock.advance(4999);
      expect(((await send('GET', projectUrl(), { authorization })).body as Project).searchIndexing?.productsSearch?.status).toBe('Indexing');
      ct.clock.advance(1);
      const done = await send('GET', projectUrl(), { authorization });
      expect((done.body as Project).searchIndexing?.productsSearch).toStrictEqual({ status: 'Activated', lastModifiedAt: plus(START, 5000) });
      expect((done.body as Project).version).toBe(2);
      expectSchemaValid(done.body, 'project-api', 'Project');
    });

    it('shows the same in ct.getProject, without a request', async () => {
      await enable(authorization, 1);
      ct.clock.advance(4999);
      expect(ct.getProject('shop')?.searchIndexing?.productsSearch?.status).toBe('Indexing');
      ct.clock.set(plus(START, 60_000));
      expect(ct.getProject('shop')?.searchIndexing?.productsSearch).toStrictEqual({ status: 'Activated', lastModifiedAt: plus(START, 5000) });
    });
  });

  describe('by default', () => {
    const ct = useMockServer({ projects: [{ key: 'shop' }] });
    const authorization = `Bearer ${ct.issueToken({ scopes: ['manage_project:shop'] })}`;

    it('takes 60 s on the clock', async () => {
      await enable(authorization, 1);
      ct.clock.advance(59_999);
      expect(ct.getProject('shop')?.searchIndexing?.productsSearch?.status).toBe('Indexing');
      ct.clock.advance(1);
      expect(ct.getProject('shop')?.searchIndexing?.productsSearch).toStrictEqual({ status: 'Activated', lastModifiedAt: plus(START, 60_000) });
    });
  });

  it('refuses a negative or non-finite indexingDurationMs', () => {
    expect(() => createCommercetoolsMock({ indexingDurationMs: -1 })).toThrow(RangeError);
    expect(() => createCommercetoolsMock({ indexingDurationMs: Number.POSITIVE_INFINITY })).toThrow(/indexingDurationMs must be a non-negative number/);
  });
});

describe('eventual consistency', () => {
  const DELAY = 60_000;
  const rename = (version: number, name: string) => ({ version, actions: [{ action: 'changeName', name }] });

  describe('with eventualConsistency: { delayMs: 60_000 }', () => {
    const ct = useMockServer({ projects: [{ key: 'shop', name: 'Before' }], eventualConsistency: { delayMs: DELAY } });
    const authorization = `Bearer ${ct.issueToken({ scopes: ['manage_project:shop'] })}`;
    const read = async () => (await send('GET', projectUrl(), { authorization })).body as Project;
    const post = (body: unknown) => send('POST', projectUrl(), { authorization, body });

    it('answers the update with the new state, but GET shows the previous one, version included, for 60 s', async () => {
      const before = await read();
      const update = await post(rename(1, 'After'));
      expect(update.body).toMatchObject({ version: 2, name: 'After' });

      expect(await read()).toStrictEqual(before);
      ct.clock.advance(DELAY - 1);
      expect(await read()).toStrictEqual(before);
      expect(before).toMatchObject({ version: 1, name: 'Before' });
      ct.clock.advance(1);
      expect(await read()).toStrictEqual(update.body);
    });

    it('shows each state in turn after two quick updates', async () => {
      const s0 = await read();
      const s1 = (await post(rename(1, 'First'))).body as Project;
      ct.clock.advance(10_000);
      const s2 = (await post(rename(2, 'Second'))).body as Project;
      expect([s1.version, s2.version]).toEqual([2, 3]);

      expect(await read()).toStrictEqual(s0);
      ct.clock.advance(DELAY - 10_000 - 1);
      expect(await read()).toStrictEqual(s0);
      ct.clock.advance(1);
      expect(await read()).toStrictEqual(s1);
      ct.clock.advance(10_000 - 1);
      expect(await read()).toStrictEqual(s1);
      ct.clock.advance(1);
      expect(await read()).toStrictEqual(s2);
    });

    it('shows the truth in ct.getProject at once', async () => {
      await post(rename(1, 'After'));
      expect(ct.getProject('shop')).toMatchObject({ version: 2, name: 'After' });
      expect(await read()).toMatchObject({ version: 1, name: 'Before' });
    });

    it('checks the version of a following update against the truth, not what GET shows', async () => {
      await post(rename(1, 'After'));
      const stale = await read();
      const refused = await post(rename(stale.version, 'From a stale read'));
      expect(refused.status).toBe(409);
      expect(refused.body).toStrictEqual({
        statusCode: 409,
        message: 'Object shop has a different version than expected. Expected: 1 - Actual: 2.',
        errors: [{ code: 'ConcurrentModification', message: 'Object shop has a different version than expected. Expected: 1 - Actual: 2.', currentVersion: 2 }],
      });
      const accepted = await post(rename(2, 'From the truth'));
      expect(accepted.body).toMatchObject({ version: 3, name: 'From the truth' });
    });

    it('shows the previous state to the official SDK too', async () => {
      const api = createApiRoot({ projectKey: 'shop' });
      await api.post({ body: { version: 1, actions: [{ action: 'changeName', name: 'After' }] } }).execute();
      expect((await api.get().execute()).body).toMatchObject({ version: 1, name: 'Before' });
      ct.clock.advance(DELAY);
      expect((await api.get().execute()).body).toMatchObject({ version: 2, name: 'After' });
    });
  });

  describe('without the option', () => {
    const ct = useMockServer({ projects: [{ key: 'shop', name: 'Before' }] });
    const authorization = `Bearer ${ct.issueToken({ scopes: ['manage_project:shop'] })}`;

    it('lets GET see an update at once', async () => {
      const update = await send('POST', projectUrl(), { authorization, body: rename(1, 'After') });
      expect((await send('GET', projectUrl(), { authorization })).body).toStrictEqual(update.body);
    });
  });

  it('refuses a negative delay', () => {
    expect(() => createCommercetoolsMock({ eventualConsistency: { delayMs: -5 } })).toThrow(RangeError);
    expect(() => createCommercetoolsMock({ eventualConsistency: { delayMs: -5 } })).toThrow(/eventualConsistency\.delayMs/);
  });
});
