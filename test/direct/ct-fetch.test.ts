import { describe, expect, it } from 'vitest';
import { createCommercetoolsMock } from '../../src/index.js';
import { API_HOST, createApiRoot } from '../support/sdk.js';

// ct.fetch answers from the handlers without any interception: no server listens in this file.
const ct = createCommercetoolsMock({ now: '2030-01-01T00:00:00.000Z', projects: [{ key: 'shop' }] });

describe('ct.fetch', () => {
  it('serves the official SDK as its httpClient, token flow included', async () => {
    const api = createApiRoot({ projectKey: 'shop', httpClient: ct.fetch });
    const { body } = await api.post({ body: { version: 1, actions: [{ action: 'changeName', name: 'Direct' }] } }).execute();
    expect(body).toMatchObject({ name: 'Direct', version: 2 });
    expect(ct.requests.map((entry) => entry.operation)).toEqual(['token', 'updateProject']);
    ct.reset();
  });

  it('rejects like fetch on an injected network error', async () => {
    ct.inject({ operation: 'getProject', networkError: true });
    await expect(ct.fetch(`${API_HOST}/shop`)).rejects.toThrow(TypeError);
  });

  it('rejects with the abort reason when aborted while a delay holds it', async () => {
    ct.inject({ operation: 'getProject', delayMs: 1000 });
    const controller = new AbortController();
    const pending = ct.fetch(`${API_HOST}/shop`, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    ct.reset();
  });

  it('says what it cannot answer instead of going to the network', async () => {
    await expect(ct.fetch('https://example.com/')).rejects.toThrow(/ct\.fetch has no route for GET https:\/\/example\.com\//);
  });

  describe('takes every form of fetch arguments, as fetch does', () => {
    const token = () => ct.issueToken({ scopes: ['manage_project:shop'] });
    const update = (name: string) => JSON.stringify({ version: ct.getProject('shop')?.version, actions: [{ action: 'changeName', name }] });

    it.each([
      ['a record, any case', () => ({ AuthoriZation: `  Bearer ${token()} ` })],
      ['Headers', () => new Headers({ authorization: `Bearer ${token()}` })],
      ['a list of pairs', () => [['authorization', `Bearer ${token()}`]] as [string, string][]],
    ])('headers as %s', async (_, headers) => {
      const response = await ct.fetch(`${API_HOST}/shop`, { headers: headers() });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/json');
      expect(Number(response.headers.get('content-length'))).toBe((await response.clone().arrayBuffer()).byteLength);
      expect(await response.json()).toMatchObject({ key: 'shop' });
      ct.reset();
    });

    it('a Request, a URL object, a lower-case method', async () => {
      const authorization = `Bearer ${token()}`;
      const viaRequest = new Request(`${API_HOST}/shop`, { method: 'POST', headers: { authorization }, body: update('One') });
      expect(await (await ct.fetch(viaRequest)).json()).toMatchObject({ name: 'One', version: 2 });
      const viaUrl = await ct.fetch(new URL(`${API_HOST}/shop`), { method: 'post', headers: { authorization }, body: update('Two') });
      expect(await viaUrl.json()).toMatchObject({ name: 'Two', version: 3 });
      expect(ct.requests.map((entry) => entry.method)).toEqual(['POST', 'POST']);
      ct.reset();
    });

    it('a form body as URLSearchParams, for the token endpoint', async () => {
      const response = await ct.fetch(`https://auth.europe-west1.gcp.commercetools.com/oauth/token`, {
        method: 'POST',
        headers: { authorization: `Basic ${btoa('id:secret')}` },
        body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'view_project_settings:shop' }),
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ scope: 'view_project_settings:shop' });
      ct.reset();
    });

    it('refuses what fetch refuses: a GET with a body, a relative URL', async () => {
      await expect(ct.fetch(`${API_HOST}/shop`, { method: 'GET', body: '{}' })).rejects.toThrow(TypeError);
      await expect(ct.fetch('/shop')).rejects.toThrow(TypeError);
      expect(ct.requests).toHaveLength(0);
    });

    it("hands a fault's match predicate the whole request, body included", async () => {
      const seen: string[] = [];
      ct.inject({
        operation: 'updateProject',
        status: 503,
        async match(request) {
          seen.push(`${request.method} ${request.url} ${request.headers.get('x-trace')} ${await request.text()}`);
          return true;
        },
      });
      const body = update('Picked');
      const response = await ct.fetch(`${API_HOST}/shop`, { method: 'POST', headers: { authorization: `Bearer ${token()}`, 'x-trace': 't-1' }, body });
      expect(response.status).toBe(503);
      expect(seen).toEqual([`POST ${API_HOST}/shop t-1 ${body}`]);
      expect(ct.getProject('shop')?.version).toBe(1);
      ct.reset();
    });
  });

  it('never touches the global fetch', () => {
    expect(globalThis.fetch).not.toBe(ct.fetch);
  });
});
