import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCommercetoolsMock } from '../../src/index.js';
import { API_HOST, IMPORT_HOST } from '../support/sdk.js';
import { START } from '../support/time.js';

// Behaviour of the route core that mutation testing (npm run test:mutation) found no test for: the
// versions an injected 409 names, the method forms ct.fetch takes, delays without a signal or with
// one aborted before or during the wait, and path segments that are not valid percent-encoding.

const fresh = () => createCommercetoolsMock({ now: START, projects: [{ key: 'shop' }], importContainers: { shop: [{ key: 'kept' }] } });
const auth = (ct: ReturnType<typeof fresh>) => ({ authorization: `Bearer ${ct.issueToken({ scopes: ['manage_project:shop'] })}` });

afterEach(() => {
  vi.useRealTimers();
});

describe('an injected 409', () => {
  const firstError = async (url: string, method: string, body: string, operation: 'updateProject' | 'updateImportContainer' | 'importResources') => {
    const ct = fresh();
    ct.inject({ operation, status: 409 });
    const response = await ct.fetch(url, { method, headers: auth(ct), body });
    const { errors } = (await response.json()) as { errors: { message: string; specifiedVersion?: number; currentVersion?: number }[] };
    return errors[0];
  };
  const projectVersions = async (body: string) => (await firstError(`${API_HOST}/shop`, 'POST', body, 'updateProject'))?.message;

  it("names the version the request sent and the stored one, as the SDK's retry needs", async () => {
    expect(await projectVersions('{"version": 7, "actions": []}')).toBe('Object shop has a different version than expected. Expected: 7 - Actual: 1.');
    const container = await firstError(`${IMPORT_HOST}/shop/import-containers/kept`, 'PUT', '{"version": 4}', 'updateImportContainer');
    expect(container).toMatchObject({ specifiedVersion: 4, currentVersion: 1 });
  });

  it('names the stored version as the sent one when the body holds none it can read', async () => {
    for (const body of ['{"actions": []}', 'null', '"version"', '{"version": 1.5}', '{"version": "7"}', 'not json']) {
      expect(await projectVersions(body), body).toBe('Object shop has a different version than expected. Expected: 1 - Actual: 1.');
    }
  });

  it("of a container's summary or operations names version 1 as stored, whatever the container's version", async () => {
    const ct = fresh();
    await ct.fetch(`${IMPORT_HOST}/shop/import-containers/kept`, { method: 'PUT', headers: auth(ct), body: '{"version": 1}' });
    for (const [operation, path] of [['getImportSummary', 'import-summaries'], ['queryImportOperations', 'import-operations']] as const) {
      ct.inject({ operation, status: 409 });
      const response = await ct.fetch(`${IMPORT_HOST}/shop/import-containers/kept/${path}`, { headers: auth(ct) });
      expect(((await response.json()) as { errors: object[] }).errors[0], operation).toMatchObject({ currentVersion: 1 });
    }
  });

  it('of an import request names version 1 as stored: the request addresses no versioned resource', async () => {
    const body = JSON.stringify({ type: 'category', resources: [], version: 3 });
    const error = await firstError(`${IMPORT_HOST}/shop/categories/import-containers/kept`, 'POST', body, 'importResources');
    expect(error).toMatchObject({ specifiedVersion: 3, currentVersion: 1 });
  });
});

describe('an injected 404 of one import operation', () => {
  it('names the operation id the request asked for', async () => {
    const ct = fresh();
    ct.inject({ operation: 'getImportOperation', status: 404 });
    const id = '0f8e3c1a-0000-4000-8000-000000000001';
    const response = await ct.fetch(`${IMPORT_HOST}/shop/import-operations/${id}`, { headers: auth(ct) });
    expect(response.status).toBe(404);
    expect(JSON.stringify(await response.json())).toContain(id);
  });
});

describe('ct.fetch takes methods as fetch does', () => {
  it.each([
    ['get', 200],
    ['head', 200],
    ['post', 200],
  ])('%s, in lower case, as its upper-case form', async (method, status) => {
    const ct = fresh();
    const body = method === 'post' ? JSON.stringify({ version: 1, actions: [] }) : undefined;
    expect((await ct.fetch(`${API_HOST}/shop`, { method, headers: auth(ct), body })).status).toBe(status);
    expect(ct.requests[0]?.method).toBe(method.toUpperCase());
  });

  it('put and delete, in lower case, on a container', async () => {
    const ct = fresh();
    const url = `${IMPORT_HOST}/shop/import-containers/kept`;
    expect((await ct.fetch(url, { method: 'put', headers: auth(ct), body: '{"version": 1}' })).status).toBe(200);
    expect((await ct.fetch(url, { method: 'delete', headers: auth(ct) })).status).toBe(200);
    expect(ct.requests.map((entry) => entry.method)).toEqual(['PUT', 'DELETE']);
  });

  it('options upper-cased and patch as given, neither of which a route takes: a 501 naming each', async () => {
    const ct = fresh();
    const options = await ct.fetch(`${API_HOST}/shop`, { method: 'options' });
    expect(options.status).toBe(501);
    expect(((await options.json()) as { message: string }).message).toContain('does not model OPTIONS /shop');
    const patch = await ct.fetch(`${API_HOST}/shop`, { method: 'patch' });
    expect(patch.status).toBe(501);
    expect(((await patch.json()) as { message: string }).message).toContain('does not model patch /shop');
    expect(ct.requests.map((entry) => entry.method)).toEqual(['OPTIONS', 'patch']);
  });

  it('still rejects a host the mock does not answer for, as fetch would a dead host', async () => {
    const ct = fresh();
    await expect(ct.fetch('https://api.example.com/shop')).rejects.toThrow('ct.fetch has no route for GET https://api.example.com/shop.');
  });
});

describe('an injected delay', () => {
  it('holds a request that has no signal, then answers it', async () => {
    vi.useFakeTimers();
    const ct = fresh();
    ct.inject({ operation: 'getProject', delayMs: 1000 });
    const pending = ct.fetch(`${API_HOST}/shop`, { headers: auth(ct) });
    await vi.advanceTimersByTimeAsync(1000);
    expect((await pending).status).toBe(200);
  });

  it('lets go at once of a request aborted while it waits, and leaves no timer behind', async () => {
    vi.useFakeTimers();
    const ct = fresh();
    ct.inject({ operation: 'getProject', delayMs: 60_000 });
    const controller = new AbortController();
    const pending = ct.fetch(`${API_HOST}/shop`, { headers: auth(ct), signal: controller.signal });
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(vi.getTimerCount()).toBe(0);
    expect(ct.requests).toEqual([]);
  });

  it('does not wait for a request aborted before it began', async () => {
    vi.useFakeTimers();
    const ct = fresh();
    ct.inject({ operation: 'getProject', delayMs: 60_000 });
    const pending = ct.fetch(`${API_HOST}/shop`, { headers: auth(ct), signal: AbortSignal.abort() });
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('a path segment that is not valid percent-encoding', () => {
  it('is taken as sent', async () => {
    const ct = fresh();
    const response = await ct.fetch(`${API_HOST}/sh%ZZop`, { headers: { authorization: `Bearer ${ct.issueToken({ scopes: ['manage_project:sh%ZZop'] })}` } });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { message: string }).message).toBe('The Resource with ID sh%ZZop was not found.');
  });
});

describe('the journal', () => {
  it('names no Project for the token endpoint, and the Project for the others', async () => {
    const ct = fresh();
    await ct.fetch('https://auth.europe-west1.gcp.commercetools.com/oauth/token', { method: 'POST', body: 'grant_type=client_credentials' });
    await ct.fetch(`${API_HOST}/shop`, { headers: auth(ct) });
    expect(ct.requests.map((entry) => Object.hasOwn(entry, 'projectKey'))).toEqual([false, true]);
  });
});
