import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCommercetoolsMock } from '../../src/index.js';
import { API_HOST } from '../support/sdk.js';
import { START } from '../support/time.js';

// The mock's handlers answer every request to its hosts (a route, a stub or a 501), so a handler of
// the test's own for another endpoint of those hosts must come first: msw uses the first handler
// that matches. Both ways the docs give are proven here, with msw's default options.

const mine = http.get(`${API_HOST}/shop/carts`, () => HttpResponse.json({ results: [{ id: 'mine' }] }));

describe('a handler of your own put before the mock’s', () => {
  const ct = createCommercetoolsMock({ now: START, projects: [{ key: 'shop' }] });
  const server = setupServer(mine, ...ct.handlers);
  beforeAll(() => server.listen());
  afterEach(() => ct.reset());
  afterAll(() => server.close());

  it('answers its endpoint, unjournaled, while the mock answers its own', async () => {
    expect(await (await fetch(`${API_HOST}/shop/carts`)).json()).toEqual({ results: [{ id: 'mine' }] });
    expect((await fetch(`${API_HOST}/shop`)).status).toBe(401);
    expect(ct.requests.map((entry) => entry.operation)).toEqual(['getProject']);
  });

  it('leaves every other unmodelled path to the mock’s 501', async () => {
    const response = await fetch(`${API_HOST}/shop/carts/p1`);
    expect(response.status).toBe(501);
  });
});

describe('a handler of your own added with server.use, which puts it first', () => {
  const ct = createCommercetoolsMock({ now: START, projects: [{ key: 'shop' }] });
  const server = setupServer(...ct.handlers);
  beforeAll(() => server.listen());
  afterEach(() => {
    server.resetHandlers();
    ct.reset();
  });
  afterAll(() => server.close());

  it('answers its endpoint in front of the mock, and the 501 is back once the handlers are reset', async () => {
    server.use(mine);
    expect(await (await fetch(`${API_HOST}/shop/carts`)).json()).toEqual({ results: [{ id: 'mine' }] });
    server.resetHandlers();
    expect((await fetch(`${API_HOST}/shop/carts`)).status).toBe(501);
  });

  it('even in front of a modelled route, which is the test’s own choice', async () => {
    server.use(http.get(`${API_HOST}/shop`, () => HttpResponse.json({ key: 'replaced' })));
    expect(await (await fetch(`${API_HOST}/shop`)).json()).toEqual({ key: 'replaced' });
    expect(ct.requests).toEqual([]);
  });
});

describe('a handler of your own put after the mock’s', () => {
  const ct = createCommercetoolsMock({ now: START, projects: [{ key: 'shop' }] });
  const server = setupServer(...ct.handlers, mine);
  beforeAll(() => server.listen());
  afterAll(() => server.close());

  it('is never reached on the mock’s hosts: the 501 answers first', async () => {
    expect((await fetch(`${API_HOST}/shop/carts`)).status).toBe(501);
  });
});
