import { describe, expect, it } from 'vitest';
import { internalsOf } from '../../src/http/mock-internals.js';
import { createCommercetoolsMock, type FaultOptions } from '../../src/index.js';
import { API_HOST, AUTH_HOST } from '../support/sdk.js';
import { START } from '../support/time.js';

// Behaviour of the controls that mutation testing (npm run test:mutation) found no test for: the
// bounds ct.inject accepts, what its messages say, a fault's custom body's content type, faults
// raced by concurrent requests, the reasons in realistic server-error bodies, and the journal's
// masking at its edges.

const fresh = () => createCommercetoolsMock({ now: START, projects: [{ key: 'shop' }] });
const projectUrl = `${API_HOST}/shop`;
const read = (ct: ReturnType<typeof fresh>, init: RequestInit = {}) =>
  ct.fetch(projectUrl, { ...init, headers: { authorization: `Bearer ${ct.issueToken({ scopes: ['manage_project:shop'] })}`, ...init.headers } });

describe('ct.inject takes', () => {
  it('every error status up to 599, and not 600', async () => {
    const ct = fresh();
    ct.inject({ operation: 'getProject', status: 599 });
    expect((await read(ct)).status).toBe(599);
    expect(() => ct.inject({ status: 600 })).toThrow('status must be an error status from 400 to 599.');
  });

  it('a delay from 0 to 2^31 - 1 ms, and not beyond', () => {
    const ct = fresh();
    expect(ct.inject({ delayMs: 0 }).remaining).toBe(1);
    expect(ct.inject({ delayMs: 2 ** 31 - 1 }).remaining).toBe(1);
    expect(() => ct.inject({ delayMs: 2 ** 31 })).toThrow(`delayMs must be a number of milliseconds from 0 to ${2 ** 31 - 1}.`);
  });

  it('says which operations it does not know, each by name, and shows the options it refused', () => {
    const ct = fresh();
    const unknown = { operation: ['fly', 'swim'], status: 500 } as unknown as FaultOptions;
    expect(() => ct.inject(unknown)).toThrow(/^commercetools-msw: ct\.inject\(\{"operation":\["fly","swim"\],"status":500\}\): unknown operation fly, swim; use one of token, /);
  });

  it('shows options that JSON cannot write as they print', () => {
    const ct = fresh();
    const unwritable = { status: 200, note: 1n } as unknown as FaultOptions;
    expect(() => ct.inject(unwritable)).toThrow('commercetools-msw: ct.inject([object Object]): status must be an error status');
  });
});

describe("a fault's custom body", () => {
  it('goes out as text when it is a string, and as JSON otherwise', async () => {
    const ct = fresh();
    ct.inject({ operation: 'getProject', status: 503, body: 'down for maintenance' });
    const text = await read(ct);
    expect(text.headers.get('content-type')).toBeNull();
    expect(await text.text()).toBe('down for maintenance');

    ct.inject({ operation: 'getProject', status: 503, body: { reason: 'maintenance' } });
    const json = await read(ct);
    expect(json.headers.get('content-type')).toBe('application/json');
    expect(await json.json()).toEqual({ reason: 'maintenance' });
  });
});

describe('faults and concurrent requests', () => {
  it('hit only as many requests as they have hits, even when an async predicate lets several through at once', async () => {
    const ct = fresh();
    const fault = ct.inject({
      operation: 'getProject',
      status: 503,
      times: 1,
      match: () => new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 10)),
    });
    const statuses = (await Promise.all([read(ct), read(ct), read(ct)])).map((response) => response.status).sort();
    expect(statuses).toEqual([200, 200, 503]);
    expect({ hits: fault.hits, remaining: fault.remaining }).toEqual({ hits: 1, remaining: 0 });
  });

  it('go one by one when removed: the others keep hitting', async () => {
    const ct = fresh();
    const first = ct.inject({ operation: 'getProject', status: 502, times: Infinity });
    ct.inject({ operation: 'getProject', status: 504, times: Infinity });
    expect((await read(ct)).status).toBe(502);
    first.remove();
    expect((await read(ct)).status).toBe(504);
    expect((await read(ct)).status).toBe(504);
  });
});

describe('the realistic body of an injected 400', () => {
  it('says the request was refused, as InvalidInput', async () => {
    const ct = fresh();
    ct.inject({ operation: 'getProject', status: 400 });
    const message = 'The request was refused.';
    expect(await (await read(ct)).json()).toEqual({ statusCode: 400, message, errors: [{ code: 'InvalidInput', message }] });
  });
});

describe('the realistic body of a server error', () => {
  it.each([
    [408, 'Request Timeout.', 'General'],
    [429, 'Too Many Requests.', 'General'],
    [500, 'Internal Server Error.', 'General'],
    [502, 'Bad Gateway.', 'BadGateway'],
    [503, 'Service Unavailable.', 'General'],
    [504, 'Gateway Timeout.', 'General'],
    [507, 'Error.', 'General'],
  ])('names status %i as %s', async (status, message, code) => {
    const ct = fresh();
    ct.inject({ operation: 'getProject', status });
    expect(await (await read(ct)).json()).toEqual({ statusCode: status, message, errors: [{ code, message }] });
    ct.inject({ operation: 'token', status });
    const token = await ct.fetch(`${AUTH_HOST}/oauth/token`, { method: 'POST', body: 'grant_type=client_credentials' });
    expect(await token.json()).toMatchObject({ statusCode: status, error: 'server_error', error_description: message });
  });
});

describe('the journal masks', () => {
  const authorizationOf = async (authorization: string) => {
    const ct = fresh();
    await ct.fetch(projectUrl, { headers: { authorization } });
    return ct.requests[0]?.authorization;
  };

  it('a bearer token of 8 characters or more to its last four, and a shorter one whole', async () => {
    expect(await authorizationOf('Bearer abcdefgh')).toBe('Bearer ****efgh');
    expect(await authorizationOf('Bearer abcdefg')).toBe('Bearer ****');
  });

  it('a header with spaces around or between its words as the words it holds', async () => {
    expect(await authorizationOf('  Bearer abcdefghij  ')).toBe('Bearer ****ghij');
    expect(await authorizationOf('Bearer \t abcdefghij')).toBe('Bearer ****ghij');
  });

  it('any scheme but Bearer whole', async () => {
    expect(await authorizationOf('NotBearer abcdefghij')).toBe('NotBearer ****');
    expect(await authorizationOf('BearerX abcdefghij')).toBe('BearerX ****');
  });

  it('passwords, refresh tokens and an authorizationHeader of any type in a body, and keeps nulls', async () => {
    const ct = fresh();
    const body = {
      version: 1,
      actions: [{ action: 'setExternalOAuth', externalOAuth: null }],
      password: 'hunter2-hunter2',
      nested: { refresh_token: 'refresh-abcdefgh', authorizationHeader: ['1', '2', '3', '4', '5', '6', '7', '8'] },
    };
    await read(ct, { method: 'POST', body: JSON.stringify(body) });
    expect(ct.requests[0]?.body).toEqual({
      ...body,
      password: '****',
      nested: { refresh_token: '****', authorizationHeader: '****' },
    });
  });

  it('nothing it shows can be changed', async () => {
    const ct = fresh();
    await read(ct, { method: 'POST', body: JSON.stringify({ version: 1, actions: [{ action: 'changeName', name: 'x' }] }) });
    const body = ct.requests[0]?.body as { actions: object[] };
    expect(Object.isFrozen(body.actions)).toBe(true);
    expect(Object.isFrozen(body.actions[0])).toBe(true);
  });

  it('keeps a body of exactly 64 KB, and only the size of a longer one', async () => {
    const ct = fresh();
    const padded = (length: number) => {
      const base = JSON.stringify({ version: 1, actions: [], pad: '' });
      return JSON.stringify({ version: 1, actions: [], pad: 'x'.repeat(length - base.length) });
    };
    await read(ct, { method: 'POST', body: padded(64 * 1024) });
    await read(ct, { method: 'POST', body: padded(64 * 1024 + 1) });
    expect(ct.requests[0]?.body).toMatchObject({ version: 1, actions: [] });
    expect(ct.requests[1]?.body).toBe(`[body of ${64 * 1024 + 1} characters, over the journal's 64 KB limit]`);
  });
});

describe("the journal's watchers", () => {
  it('stop hearing of requests once stopped', async () => {
    const ct = fresh();
    let heard = 0;
    const stop = internalsOf(ct)?.context.journal.watch(() => (heard += 1));
    await read(ct);
    stop?.();
    await read(ct);
    expect(heard).toBe(1);
  });
});
