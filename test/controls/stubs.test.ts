import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCommercetoolsMock, type StubOptions } from '../../src/index.js';
import { API_HOST, AUTH_HOST } from '../support/sdk.js';
import { START } from '../support/time.js';

// ct.stub: canned answers for what the mock does not model, in front of its 501, never in front of
// a route it models. Through msw with its default options (server.listen() and nothing else), and
// through ct.fetch.

const IMPORT_HOST = 'https://import.europe-west1.gcp.commercetools.com';
const ct = createCommercetoolsMock({ now: START, projects: [{ key: 'shop' }, { key: 'other' }] });
const server = setupServer(...ct.handlers);
// Deliberately msw's defaults: what the README's newcomer had. Nothing may reach the network.
beforeAll(() => server.listen());
afterEach(() => ct.reset());
afterAll(() => server.close());

const bearer = () => ({ authorization: `Bearer ${ct.issueToken({ scopes: ['manage_project:shop'] })}` });

describe('ct.stub', () => {
  it('answers a path the mock does not model with its status, headers and JSON body, over msw and ct.fetch', async () => {
    const stub = await ct.stub({ method: 'GET', path: '/shop/carts/*', status: 200, headers: { 'Cache-Control': 'no-store' }, body: { id: 'p1' } });
    for (const fetchFn of [fetch, ct.fetch]) {
      const response = await fetchFn(`${API_HOST}/shop/carts/p1?expand=taxCategory`, { headers: bearer() });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/json');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-correlation-id')).toMatch(/^projects-/);
      expect(await response.json()).toEqual({ id: 'p1' });
    }
    expect(stub.hits).toBe(2);
    expect(ct.requests.map(({ operation, method, status, url }) => ({ operation, method, status, url }))).toEqual([
      { operation: 'stub', method: 'GET', status: 200, url: `${API_HOST}/shop/carts/p1?expand=taxCategory` },
      { operation: 'stub', method: 'GET', status: 200, url: `${API_HOST}/shop/carts/p1?expand=taxCategory` },
    ]);
  });

  it('answers on every host of the mock, a string body as text, and HEAD without a body', async () => {
    await ct.stub({ method: 'POST', path: '/oauth/revoke', status: 200, body: 'revoked' });
    await ct.stub({ method: 'HEAD', path: '/shop/carts', status: 200, body: { results: [] } });
    const revoke = await fetch(`${AUTH_HOST}/oauth/revoke`, { method: 'POST', body: 'token=x' });
    expect([revoke.status, revoke.headers.get('content-type'), await revoke.text()]).toEqual([200, 'text/plain; charset=utf-8', 'revoked']);
    const head = await fetch(`${API_HOST}/shop/carts`, { method: 'HEAD' });
    expect([head.status, await head.text()]).toEqual([200, '']);
    expect(head.headers.get('x-correlation-id')).toMatch(/^projects-/);
    // The body of a stubbed request is journaled as any other: parsed when JSON, its size otherwise.
    expect(ct.requests[0]).toMatchObject({ operation: 'stub', body: '[not JSON: 7 characters]' });
  });

  it('lets the newest matching stub answer, * match within one segment and ** anything below', async () => {
    await ct.stub({ method: 'GET', path: '/shop/carts/**', status: 200, body: 'any cart path' });
    await ct.stub({ method: 'GET', path: '/shop/carts/*', status: 200, body: 'one cart' });
    await ct.stub({ method: 'GET', path: '/shop/carts/key=*', status: 200, body: 'a cart by key' });
    const text = async (path: string) => (await fetch(`${API_HOST}${path}`)).text();
    expect(await text('/shop/carts/c1')).toBe('one cart');
    expect(await text('/shop/carts/key=mine')).toBe('a cart by key');
    expect(await text('/shop/carts')).toBe('any cart path');
    expect(await text('/shop/carts/c1/line-items')).toBe('any cart path');
    expect((await fetch(`${API_HOST}/shop/cartsx`)).status).toBe(501);
    expect((await fetch(`${API_HOST}/other/carts/c1`)).status).toBe(501);
  });

  it('answers only its method, compared in upper case', async () => {
    await ct.stub({ method: 'patch', path: '/shop/payments/*', status: 200, body: { version: 2 } });
    expect((await fetch(`${API_HOST}/shop/payments/o1`, { method: 'PATCH' })).status).toBe(200);
    expect((await fetch(`${API_HOST}/shop/payments/o1`)).status).toBe(501);
    expect(ct.stubs[0]?.method).toBe('PATCH');
  });

  it('lists the stubs newest first with their hits, and removes one with its handle', async () => {
    const first = await ct.stub({ method: 'GET', path: '/shop/carts', status: 200, body: { results: [] } });
    const second = await ct.stub({ method: 'DELETE', path: '/shop/carts/*', status: 204 });
    await fetch(`${API_HOST}/shop/carts`);
    expect(ct.stubs).toEqual([
      { id: second.id, method: 'DELETE', path: '/shop/carts/*', status: 204, headers: {}, hits: 0 },
      { id: first.id, method: 'GET', path: '/shop/carts', status: 200, headers: { 'content-type': 'application/json' }, body: { results: [] }, hits: 1 },
    ]);
    first.remove();
    first.remove();
    expect(ct.stubs.map((stub) => stub.id)).toEqual([second.id]);
    expect((await fetch(`${API_HOST}/shop/carts`)).status).toBe(501);
    expect(Number(second.id)).toBe(Number(first.id) + 1);
  });

  it('goes with a full reset, and keeps counting ids; a per-Project reset keeps it', async () => {
    const kept = await ct.stub({ method: 'GET', path: '/shop/carts', status: 200 });
    ct.reset({ projects: ['shop'] });
    expect(ct.stubs.map((stub) => stub.id)).toEqual([kept.id]);
    ct.reset();
    expect(ct.stubs).toEqual([]);
    expect((await fetch(`${API_HOST}/shop/carts`)).status).toBe(501);
    const next = await ct.stub({ method: 'GET', path: '/shop/carts', status: 200 });
    expect(Number(next.id)).toBeGreaterThan(Number(kept.id));
    kept.remove(); // gone already: nothing happens
    expect(ct.stubs.map((stub) => stub.id)).toEqual([next.id]);
  });

  it('never answers before a modelled route: the newest stub of a path below one leaves the route alone', async () => {
    await ct.stub({ method: 'GET', path: '/**', status: 418, body: 'teapot' });
    expect((await fetch(`${API_HOST}/shop`, { headers: bearer() })).status).toBe(200);
    expect((await fetch(`${IMPORT_HOST}/shop/import-containers`, { headers: bearer() })).status).toBe(200);
    expect((await fetch(`${API_HOST}/shop/carts`)).status).toBe(418);
    expect((await fetch(`${API_HOST}/`)).status).toBe(418);
  });

  it.each([
    ['GET /shop, getProject', { method: 'GET', path: '/shop', status: 200 }, /GET \/shop is one the mock models \(getProject\)/],
    ['HEAD /* (every Project)', { method: 'HEAD', path: '/*', status: 200 }, /HEAD \/\* is one the mock models \(headProject\)/],
    ['POST /oauth/token', { method: 'POST', path: '/oauth/token', status: 200 }, /\(token\)/],
    ['a container of any key', { method: 'DELETE', path: '/*/import-containers/*', status: 204 }, /\(deleteImportContainer\)/],
    ['an import request', { method: 'POST', path: '/shop/categories/import-containers/c*', status: 201 }, /\(importResources\)/],
  ])('refuses a stub a modelled route would always answer first: %s', async (_, options, message) => {
    await expect(ct.stub(options)).rejects.toThrow(message);
    await expect(ct.stub(options)).rejects.toThrow(/could never answer/);
    expect(ct.stubs).toEqual([]);
  });

  it.each([
    ['no object', 'GET /x', /options must be an object/],
    ['an unknown field', { method: 'GET', path: '/x', status: 200, times: 1 }, /options have no 'times': the options are method, path, status, headers, body/],
    ['no method', { path: '/x', status: 200 }, /'method' must be an HTTP method, such as "GET" or "PATCH"; not undefined/],
    ['a method with a space', { method: 'GE T', path: '/x', status: 200 }, /'method' must be an HTTP method/],
    ['a path without its slash', { method: 'GET', path: 'shop/carts', status: 200 }, /'path' must be a path that starts with \//],
    ['a path with a query', { method: 'GET', path: '/shop/carts?limit=1', status: 200 }, /'path' .* without a query/],
    ['** inside a path', { method: 'GET', path: '/shop/**/x', status: 200 }, /'path' .* \*\* only as the last segment/],
    ['** within a segment', { method: 'GET', path: '/shop/x**', status: 200 }, /'path' .* \*\* only as the last segment/],
    ['a status below 200', { method: 'GET', path: '/x', status: 101 }, /'status' must be a whole number from 200 to 599, not 101/],
    ['a status as text', { method: 'GET', path: '/x', status: '200' }, /'status' must be a whole number from 200 to 599, not "200"/],
    ['a fractional status', { method: 'GET', path: '/x', status: 200.5 }, /'status'/],
    ['headers as a list', { method: 'GET', path: '/x', status: 200, headers: [['a', 'b']] }, /'headers' must be an object of header names to string values/],
    ['a header value that is a number', { method: 'GET', path: '/x', status: 200, headers: { 'x-count': 1 } }, /'headers' must be an object/],
    ['a header name fetch refuses', { method: 'GET', path: '/x', status: 200, headers: { 'a b': 'c' } }, /'headers' holds a name or value fetch refuses/],
    ['content-length', { method: 'GET', path: '/x', status: 200, headers: { 'Content-Length': '3' } }, /'headers' must not set content-length/],
    ['a body with 204', { method: 'GET', path: '/x', status: 204, body: {} }, /'body' cannot go with status 204/],
    ['a body JSON cannot hold', { method: 'GET', path: '/x', status: 200, body: { n: 1n } }, /'body' cannot be written as JSON/],
    ['a function as body', { method: 'GET', path: '/x', status: 200, body: () => 1 }, /'body' must be a string or a JSON value, not function/],
  ])('refuses %s, naming the field', async (_, options, message) => {
    const rejection = ct.stub(options as unknown as StubOptions);
    await expect(rejection).rejects.toThrow(TypeError);
    await expect(rejection).rejects.toThrow(/^commercetools-msw: the stub's /);
    await expect(rejection).rejects.toThrow(message);
    expect(ct.stubs).toEqual([]);
  });

  it('copies what it was given: a later change to the options changes nothing', async () => {
    const body = { results: [{ id: 'p1' }] };
    const options = { method: 'GET', path: '/shop/carts', status: 200, body };
    await ct.stub(options);
    body.results.push({ id: 'p2' });
    options.status = 500;
    const response = await fetch(`${API_HOST}/shop/carts`);
    expect([response.status, await response.json()]).toEqual([200, { results: [{ id: 'p1' }] }]);
    expect(ct.stubs[0]?.body).toEqual({ results: [{ id: 'p1' }] });
  });

  it('registers a stub that was not awaited before a request sent after it', async () => {
    void ct.stub({ method: 'GET', path: '/shop/cart-discounts', status: 200, body: [] });
    expect((await ct.fetch(`${API_HOST}/shop/cart-discounts`)).status).toBe(200);
  });
});
