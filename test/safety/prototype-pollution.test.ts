import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  collectionUrl,
  createFuzzMock,
  excerpt,
  expectError,
  getAt,
  itemUrl,
  JSON_ENDPOINTS,
  mergeAt,
  objectPaths,
  projectUrl,
  send,
  snapshot,
  TOKEN_URL,
  VALID_UPDATE,
  type Json,
  type JsonEndpoint,
  type JsonPath,
} from '../fuzz/helpers.js';

// `__proto__`, `constructor` and `prototype` as JSON keys, in every object of every body, in
// query strings, form fields and path keys. JSON.parse keeps them as own keys; nothing after it
// may turn them into prototypes: Object.prototype stays as it was, no stored object gets an odd
// prototype, and the request is answered as if the keys were any unknown field.

const ct = createFuzzMock();

const PROTOTYPES = [Object.prototype, Array.prototype, Function.prototype, String.prototype];
const baseline = PROTOTYPES.map((prototype) => Reflect.ownKeys(prototype).map(String).sort());

afterEach(() => {
  ct.reset();
  expect(PROTOTYPES.map((prototype) => Reflect.ownKeys(prototype).map(String).sort())).toEqual(baseline);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(([] as unknown as Record<string, unknown>).polluted).toBeUndefined();
  expect(Object.getPrototypeOf({})).toBe(Object.prototype);
});

/** Keys that would reach a prototype through careless assignment or merging. */
const POISON = '"__proto__":{"polluted":1,"version":1,"key":"sneaky"},"constructor":{"prototype":{"polluted":1}},"prototype":{"polluted":1}';

/** The body's JSON text with the poisonous keys added to the object at `path`. */
function poisoned(body: Json, path: JsonPath): string {
  const marker = '\u0000poison\u0000';
  return JSON.stringify(mergeAt(body, path, { [marker]: 0 })).replace(`"${marker}":0`, POISON);
}

/**
 * Every object in a value has a plain prototype and, unless it records what a request sent (the
 * journal keeps bodies as sent), no own `polluted` key either.
 */
function expectPlain(value: unknown, asSent = false, path = '$'): void {
  if (typeof value !== 'object' || value === null) return;
  expect([Object.prototype, Array.prototype], path).toContain(Object.getPrototypeOf(value));
  if (!asSent) expect(Object.keys(value), path).not.toContain('polluted');
  for (const [key, inner] of Object.entries(value)) expectPlain(inner, asSent, `${path}.${key}`);
}

async function storedState() {
  const state = await snapshot(ct);
  expectPlain(ct.getProject('shop'));
  expectPlain(state);
  expectPlain(ct.events);
  expectPlain(ct.requests.map((entry) => entry.body), true);
  return state;
}

describe.each(JSON_ENDPOINTS)('$name with prototype keys in its body', (endpoint: JsonEndpoint) => {
  const paths = objectPaths(endpoint.valid);

  it.each(paths.map((path) => [path.join('.') || '(the body itself)', path] as const))(
    'ignores them in %s like any unknown field, or refuses them as locales',
    async (_name, path) => {
      ct.reset();
      const clean = await send(ct, endpoint.method, endpoint.url, { body: JSON.stringify(endpoint.valid) });
      const cleanState = await storedState();
      ct.reset();
      const before = await storedState();
      const reply = await send(ct, endpoint.method, endpoint.url, { body: poisoned(endpoint.valid, path) });
      if (path.at(-1) === 'label') {
        // A label's keys are locales; these are no locales, and the label's values no strings.
        expectError(reply, 400, 'InvalidJsonInput', endpoint.file);
        expect(await storedState()).toEqual(before);
      } else {
        expect(reply, excerpt(reply)).toEqual(clean);
        expect(await storedState()).toEqual(cleanState);
      }
      expect(reply.text).not.toContain('polluted');
    },
  );
});

describe('fields hidden behind __proto__ or constructor are not fields', () => {
  it.each([
    ['a whole update', projectUrl(), 'POST', `{"__proto__":${JSON.stringify(VALID_UPDATE)}}`, 'project-api'],
    ['the version', projectUrl(), 'POST', `{"__proto__":{"version":1},"actions":[]}`, 'project-api'],
    ['the actions', projectUrl(), 'POST', `{"version":1,"constructor":{"prototype":{"actions":[]}}}`, 'project-api'],
    ['an action', projectUrl(), 'POST', `{"version":1,"actions":[{"__proto__":{"action":"changeName","name":"sneaky"}}]}`, 'project-api'],
    ['an action field', projectUrl(), 'POST', `{"version":1,"actions":[{"action":"changeName","__proto__":{"name":"sneaky"}}]}`, 'project-api'],
    ['a nested field', projectUrl(), 'POST', `{"version":1,"actions":[{"action":"changeMessagesConfiguration","messagesConfiguration":{"enabled":true,"__proto__":{"deleteDaysAfterCreation":5}}}]}`, 'project-api'],
    ['a draft key', collectionUrl(), 'POST', `{"__proto__":{"key":"sneaky"}}`, 'import-api'],
    ['a retention strategy', collectionUrl(), 'POST', `{"key":"k","retentionPolicy":{"__proto__":{"strategy":"ttl"},"config":{"timeToLive":"1h"}}}`, 'import-api'],
    ['a container version', itemUrl('products'), 'PUT', `{"__proto__":{"version":1},"resourceType":"price"}`, 'import-api'],
    ['a container version behind constructor', itemUrl('products'), 'PUT', `{"constructor":{"prototype":{"version":1}}}`, 'import-api'],
  ] as const)('%s inside __proto__ is missing: InvalidJsonInput, nothing changes', async (_name, url, method, body, file) => {
    const before = await storedState();
    const reply = await send(ct, method, url, { body });
    expect(expectError(reply, 400, 'InvalidJsonInput', file).errors[0]?.detailedErrorMessage).toMatch(/Missing required value$/);
    expect(await storedState()).toEqual(before);
    expect(ct.getProject('shop')?.name).toBe('shop');
  });
});

describe('prototype names in query strings, forms and paths', () => {
  it('ignores them in the query and refuses them as sort fields', async () => {
    const ignored = await send(ct, 'GET', `${collectionUrl()}?__proto__[polluted]=1&constructor[prototype][polluted]=1&__proto__.polluted=1`);
    expect(ignored.status).toBe(200);
    for (const sort of ['__proto__+asc', 'constructor+desc', 'prototype+asc', 'key+__proto__', 'toString+asc']) {
      expectError(await send(ct, 'GET', `${collectionUrl()}?sort=${sort}`), 400, 'InvalidInput', 'import-api');
    }
  });

  it('ignores them as token form fields', async () => {
    const reply = await send(ct, 'POST', TOKEN_URL, {
      authorization: `Basic ${btoa('id:secret')}`,
      contentType: 'application/x-www-form-urlencoded',
      body: '__proto__[polluted]=1&constructor[prototype][polluted]=1&__proto__=x&grant_type=client_credentials&scope=manage_project:shop',
    });
    expect(reply.status, excerpt(reply)).toBe(200);
    expect(reply.body).not.toHaveProperty('polluted');
  });

  it.each(['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'])(
    'serves an Import Container keyed %s through every operation',
    async (key) => {
      const created = await send(ct, 'POST', collectionUrl(), { body: JSON.stringify({ key, resourceType: 'product' }) });
      expect(created.status, excerpt(created)).toBe(201);
      expect((await send(ct, 'GET', itemUrl(key))).body).toMatchObject({ key, version: 1 });
      expect((await send(ct, 'PUT', itemUrl(key), { body: JSON.stringify({ version: 1 }) })).body).toMatchObject({ key, version: 2 });
      const listed = await send(ct, 'GET', `${collectionUrl()}?sort=key+asc`);
      expect((listed.body as { results: { key: string }[] }).results.map((container) => container.key)).toContain(key);
      expect((await send(ct, 'DELETE', itemUrl(key))).status).toBe(200);
      expectError(await send(ct, 'GET', itemUrl(key)), 404, 'ResourceNotFound', 'import-api');
      await storedState();
    },
  );

  it("refuses a Project keyed __proto__, as every key that starts with '_'", () => {
    expect(() => ct.addProject({ key: '__proto__' })).toThrow(/starts with '_'/);
    expect(ct.getProject('__proto__')).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each(['constructor', 'prototype', 'hasOwnProperty'])('serves a Project keyed %s', async (key) => {
    ct.addProject({ key });
    const token = ct.issueToken({ scopes: [`manage_project:${key}`] });
    const reply = await send(ct, 'POST', projectUrl(key), {
      authorization: `Bearer ${token}`,
      body: JSON.stringify({ version: 1, actions: [{ action: 'changeName', name: `${key} shop` }] }),
    });
    expect(reply.body).toMatchObject({ key, name: `${key} shop`, version: 2 });
    expectPlain(ct.getProject(key));
    expect(ct.getProject('shop')).toMatchObject({ key: 'shop', version: 1 });
  });
});

describe('generated bodies full of prototype keys', () => {
  it('never reach a prototype, whatever the endpoint', async () => {
    const key = fc.constantFrom('__proto__', 'constructor', 'prototype', 'polluted', 'version', 'actions', 'key', 'action', 'name');
    const poisonous = fc.anything({ key, maxDepth: 4, values: [fc.constant('polluted'), fc.integer(), fc.constant(null)] });
    await fc.assert(
      fc.asyncProperty(poisonous, fc.constantFrom(...JSON_ENDPOINTS), async (value, endpoint) => {
        ct.reset();
        const reply = await send(ct, endpoint.method, endpoint.url, { body: JSON.stringify(value) ?? '' });
        expect(reply.status).toBeLessThan(500);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        expect(Reflect.ownKeys(Object.prototype).map(String).sort()).toEqual(baseline[0]);
        expectPlain(ct.getProject('shop'));
        expectPlain(ct.requests.map((entry) => entry.body), true);
        expectPlain(await snapshot(ct));
      }),
      { numRuns: 120 },
    );
  });

  it('keeps what fc.anything builds with __proto__ keys as own keys (the generator really sends them)', () => {
    const sample = fc.sample(fc.anything({ key: fc.constant('__proto__'), maxDepth: 1 }), { numRuns: 50, seed: 1 });
    expect(sample.some((value) => JSON.stringify(value)?.includes('"__proto__"'))).toBe(true);
    expect(getAt(JSON.parse('{"__proto__":{"a":1}}') as Json, ['__proto__', 'a'])).toBe(1);
  });
});
