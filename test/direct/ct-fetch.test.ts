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

  it('never touches the global fetch', () => {
    expect(globalThis.fetch).not.toBe(ct.fetch);
  });
});
