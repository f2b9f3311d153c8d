import { afterEach, describe, expect, it } from 'vitest';
import { expectErrorSchemaValid } from '../support/schemas.js';
import {
  check,
  createFuzzMock,
  deepArrays,
  deepObjects,
  excerpt,
  expectError,
  expectUnchanged,
  getAt,
  itemUrl,
  JSON_ENDPOINTS,
  jsonPaths,
  jsonType,
  MB,
  mergeAt,
  objectPaths,
  removeAt,
  send,
  setAt,
  shapePath,
  snapshot,
  withRaw,
  type Json,
  type JsonEndpoint,
  type Reply,
  type State,
} from './helpers.js';

// Malformed JSON bodies against the three endpoints that take one: Project update, Import
// Container create and update. Each malformed body is built from a valid one (all 23 update
// actions; a full container draft; a container update), so that every field is reached.
// Shape problems must be 400 InvalidJsonInput, rule problems 400 InvalidInput, and nothing may
// change: the Project (ct.getProject), the containers (a query) and the events.

const ct = createFuzzMock();
afterEach(() => ct.reset());

const INVALID_JSON = 'Request body does not contain valid JSON.';
const NOT_WELL_FORMED = { code: 'InvalidJsonInput', message: INVALID_JSON, detailedErrorMessage: 'The request body is not well-formed JSON.' };
const EMPTY = { code: 'InvalidJsonInput', message: INVALID_JSON, detailedErrorMessage: 'The request body is empty.' };

interface Outcome {
  readonly reply: Reply;
  readonly state: State;
}

/** Sends a body to a fresh mock and reads what came of it. */
async function outcome(endpoint: JsonEndpoint, body: string): Promise<Outcome> {
  ct.reset();
  const reply = await send(ct, endpoint.method, endpoint.url, { body });
  return { reply, state: await snapshot(ct) };
}

/** Sends every body, asserting each answer, then asserts that nothing changed. */
async function expectAllRefused(endpoint: JsonEndpoint, bodies: readonly string[], assert: (reply: Reply, body: string) => void) {
  const before = await snapshot(ct);
  for (const body of bodies) {
    const reply = await send(ct, endpoint.method, endpoint.url, { body });
    assert(reply, body);
  }
  await expectUnchanged(ct, before);
  expect(ct.requests.filter((entry) => entry.status >= 500)).toEqual([]);
}

const WRONG_TYPES: readonly Json[] = ['text', '1', 'true', 0, 1, 1.5, true, false, {}, { nested: 'object' }, [], ['text'], [{}]];

describe.each(JSON_ENDPOINTS)('$name: malformed bodies', (endpoint) => {
  const validText = JSON.stringify(endpoint.valid);
  const paths = jsonPaths(endpoint.valid);
  const numericPaths = paths.filter((path) => typeof getAt(endpoint.valid, path) === 'number');
  const scalarPaths = paths.filter((path) => ['number', 'string'].includes(typeof getAt(endpoint.valid, path)));

  it('accepts the valid body the malformed ones are built from', async () => {
    const reply = await send(ct, endpoint.method, endpoint.url, { body: validText });
    expect(reply.status, excerpt(reply)).toBe(endpoint.success);
  });

  it('answers every truncation of the valid body with InvalidJsonInput', async () => {
    const prefixes = Array.from({ length: validText.length }, (_, length) => validText.slice(0, length));
    const expected = (body: string) => JSON.stringify([body === '' ? EMPTY : NOT_WELL_FORMED]);
    await expectAllRefused(endpoint, prefixes, (reply, body) => {
      const { errors } = expectError(reply, 400, 'InvalidJsonInput', endpoint.file);
      check(JSON.stringify(errors) === expected(body), () => `${JSON.stringify(body)}: ${excerpt(reply)}`);
    });
  });

  it.each([
    ['an empty body', ''],
    ['only whitespace', ' \n\t '],
    ['plain text', 'version=1'],
    ['single quotes', `{'version':1}`],
    ['a trailing comma', `${validText.slice(0, -1)},}`],
    ['a comment', `${validText.slice(0, -1)} /* note */}`],
    ['two documents', `${validText}${validText}`],
    ['trailing text', `${validText} trailing`],
    ['JavaScript literals', '{"version":NaN,"actions":[],"key":undefined}'],
    ['bare Infinity', '{"version":Infinity}'],
    ['a lone NUL character', '\u0000'],
    ['an unquoted key', '{version:1}'],
    ['an unterminated string', '{"key":"abc'],
    ['a control character in a string', '{"key":"a\u0001b","version":1}'],
    ['a lone backslash escape', '{"key":"\\x41","version":1}'],
  ])('answers %s with InvalidJsonInput', async (_name, body) => {
    await expectAllRefused(endpoint, [body], (reply) => {
      expect(expectError(reply, 400, 'InvalidJsonInput', endpoint.file).errors).toEqual([body.trim() === '' ? EMPTY : NOT_WELL_FORMED]);
    });
  });

  it('answers bytes that are not UTF-8 with InvalidJsonInput', async () => {
    const before = await snapshot(ct);
    for (const bytes of [[0xff, 0xfe, 0xfd], [0x7b, 0xc3, 0x28, 0x7d], [0xc0, 0xaf]]) {
      const reply = await send(ct, endpoint.method, endpoint.url, { body: new Uint8Array(bytes) });
      expectError(reply, 400, 'InvalidJsonInput', endpoint.file);
    }
    await expectUnchanged(ct, before);
  });

  it.each([
    ['null', 'null', 'Missing required value'],
    ['true', 'true', 'JSON Object expected, got true.'],
    ['a number', '0', 'JSON Object expected, got 0.'],
    ['a string', '"text"', 'JSON Object expected, got "text".'],
    ['an empty array', '[]', 'JSON Object expected, got Array.'],
    ['the valid body wrapped in an array', `[${validText}]`, 'JSON Object expected, got Array.'],
    ['an empty object', '{}', undefined],
  ])('answers a top-level %s with InvalidJsonInput', async (_name, body, detail) => {
    await expectAllRefused(endpoint, [body], (reply) => {
      const error = expectError(reply, 400, 'InvalidJsonInput', endpoint.file);
      if (detail) expect(error.errors[0]?.detailedErrorMessage).toBe(detail);
    });
  });

  it('answers a value of the wrong type at every path with InvalidJsonInput that names the path', async () => {
    const bodies = paths.flatMap((path) =>
      WRONG_TYPES.filter((wrong) => jsonType(wrong) !== jsonType(getAt(endpoint.valid, path))).map((wrong) => ({ path, wrong })),
    );
    expect(bodies.length).toBeGreaterThanOrEqual(endpoint.name === 'updateProject' ? 500 : 20);
    const before = await snapshot(ct);
    for (const { path, wrong } of bodies) {
      const reply = await send(ct, endpoint.method, endpoint.url, { body: JSON.stringify(setAt(endpoint.valid, path, wrong)) });
      const error = expectError(reply, 400, 'InvalidJsonInput', endpoint.file);
      // An array where an object belongs is named by the fields it lacks (`actions -> action`).
      const named = new RegExp(`^${shapePath(path)}(: | -> )`);
      for (const { detailedErrorMessage } of error.errors) {
        check(named.test(String(detailedErrorMessage)), () => `${path.join('.')} = ${JSON.stringify(wrong)}: ${excerpt(reply)}`);
      }
    }
    await expectUnchanged(ct, before);
  });

  it('treats null at every object field exactly as the field left out', async () => {
    // Locales under a label are keys of a map, not fields: `{"en": null}` is no label at all.
    const fields = paths.filter((path) => typeof path.at(-1) === 'string' && path.at(-2) !== 'label');
    for (const path of fields) {
      const withNull = await outcome(endpoint, JSON.stringify(setAt(endpoint.valid, path, null)));
      const without = await outcome(endpoint, JSON.stringify(removeAt(endpoint.valid, path)));
      expect(withNull.reply.status, `${path.join('.')}: ${excerpt(withNull.reply)}`).not.toBe(500);
      expect(withNull, path.join('.')).toEqual(without);
      if (withNull.reply.status >= 400) expectErrorSchemaValid(withNull.reply.body, withNull.reply.status, endpoint.file);
    }
  });

  it('answers null in place of every array item and every object with InvalidJsonInput', async () => {
    const nullable = [...paths.filter((path) => typeof path.at(-1) === 'number'), []];
    await expectAllRefused(
      endpoint,
      nullable.map((path) => JSON.stringify(setAt(endpoint.valid, path, null))),
      (reply) => expect(expectError(reply, 400, 'InvalidJsonInput', endpoint.file).errors[0]?.detailedErrorMessage).toMatch(/Missing required value$/),
    );
  });

  it.each(['1e309', '-1e309', '1E400', '9007199254740993', '-9007199254740993', '123456789012345678901234567890', '1.5', '0.000001', '1e-7'])(
    'answers %s at every number and string path with InvalidJsonInput',
    async (raw) => {
      expect(scalarPaths.length).toBeGreaterThanOrEqual(2);
      await expectAllRefused(
        endpoint,
        scalarPaths.map((path) => withRaw(endpoint.valid, path, raw)),
        (reply) => expectError(reply, 400, 'InvalidJsonInput', endpoint.file),
      );
    },
  );

  // Container drafts hold no numbers; their strings are fuzzed with NaN-like text below.
  if (numericPaths.length > 0) {
    it.each(['"NaN"', '"Infinity"', '"-Infinity"', '"1"', '"1e309"', '"0x10"', 'NaN', 'Infinity', '-Infinity'])(
      'answers %s at every numeric path with InvalidJsonInput',
      async (raw) => {
        await expectAllRefused(
          endpoint,
          numericPaths.map((path) => withRaw(endpoint.valid, path, raw)),
          (reply) => expectError(reply, 400, 'InvalidJsonInput', endpoint.file),
        );
      },
    );
  }

  it.each([
    ['arrays', deepArrays(10_000)],
    ['objects', deepObjects(10_000)],
  ])('answers 10 000 nested %s at every path, and as the whole body, with InvalidJsonInput', async (_name, deep) => {
    await expectAllRefused(
      endpoint,
      [deep, ...paths.map((path) => withRaw(endpoint.valid, path, deep))],
      (reply) => expectError(reply, 400, 'InvalidJsonInput', endpoint.file),
    );
    expect(() => JSON.stringify(ct.requests)).not.toThrow();
  });

  it.each([10_000, 100_000])('ignores %i nested arrays and objects in unknown fields, and never stores them', async (depth) => {
    const valid = await outcome(endpoint, validText);
    const body = `${validText.slice(0, -1)},"deepArrays":${deepArrays(depth)},"deepObjects":${deepObjects(depth)}}`;
    const deep = await outcome(endpoint, body);
    expect(deep).toEqual(valid);
    expect(JSON.stringify(deep.state)).not.toMatch(/deep(Arrays|Objects)/);
    // The journal keeps the request; reading it must not blow the stack.
    expect(() => JSON.stringify(ct.requests)).not.toThrow();
  });

  it('ignores unknown fields in every object and never stores them', async () => {
    const valid = await outcome(endpoint, validText);
    const unknown = { unknownField: 'x', anotherUnknown: { nested: [1, null, { deeper: true }] }, version2: 99 };
    const targets = objectPaths(endpoint.valid).filter((path) => !shapePath(path).endsWith('label'));
    expect(targets.length).toBeGreaterThanOrEqual(endpoint.name === 'updateImportContainer' ? 1 : 3);
    for (const path of targets) {
      const result = await outcome(endpoint, JSON.stringify(mergeAt(endpoint.valid, path, unknown)));
      expect(result, path.join('.')).toEqual(valid);
      expect(JSON.stringify(result.state)).not.toMatch(/unknownField|anotherUnknown|version2/);
    }
  });
});

describe('updateProject: well-typed values that break a rule', () => {
  const update = JSON_ENDPOINTS[0] as JsonEndpoint;
  const body = update.valid;
  const numericPaths = jsonPaths(body).filter((path) => typeof getAt(body, path) === 'number');

  it.each(['0', '-1', '-0', '365251', '2147483648', '9007199254740991', '-9007199254740991'])(
    'answers %s at every numeric path with 409 for the version and InvalidInput elsewhere',
    async (raw) => {
      expect(numericPaths).toHaveLength(5);
      const before = await snapshot(ct);
      for (const path of numericPaths) {
        const reply = await send(ct, 'POST', update.url, { body: withRaw(body, path, raw) });
        if (path[0] === 'version') {
          const error = expectError(reply, 409, 'ConcurrentModification', 'project-api');
          expect(error.errors[0]).toMatchObject({ currentVersion: 1 });
        } else {
          expect(expectError(reply, 400, 'InvalidInput', 'project-api').errors, path.join('.')).toHaveLength(1);
        }
      }
      await expectUnchanged(ct, before);
    },
  );

  it.each(['1.0', '1e0', '10e-1', '0.1e1'])('takes the version written as %s as the current version', async (raw) => {
    const reply = await send(ct, 'POST', update.url, { body: withRaw(body, ['version'], raw) });
    expect(reply.status, excerpt(reply)).toBe(200);
    expect(ct.getProject('shop')?.version).toBe(2);
  });

  const enumPaths = jsonPaths(body).filter((path) => {
    const key = path.at(-1);
    const parent = path.at(-2);
    return (
      (typeof key === 'string' && ['priceRoundingMode', 'taxRoundingMode', 'status', 'mode', 'discountCombinationMode', 'productCatalogModel', 'typeId'].includes(key)) ||
      (typeof key === 'number' && typeof parent === 'string' && ['countries', 'currencies', 'languages'].includes(parent))
    );
  });

  it.each(['NaN', 'Infinity', '-Infinity', '', ' ', 'null', 'undefined', 'ÄÖÜ', '🙂', '__proto__'])(
    'answers %j in every enumeration and code list with InvalidInput',
    async (value) => {
      expect(enumPaths.length).toBeGreaterThanOrEqual(14);
      await expectAllRefused(
        update,
        enumPaths.map((path) => JSON.stringify(setAt(body, path, value))),
        (reply) => expect(expectError(reply, 400, 'InvalidInput', 'project-api').errors).toHaveLength(1),
      );
    },
  );

  it('lists every broken rule of one request together', async () => {
    const broken = enumPaths.reduce<Json>((value, path) => setAt(value, path, 'NaN'), body);
    const reply = await send(ct, 'POST', update.url, { body: JSON.stringify(broken) });
    expect(expectError(reply, 400, 'InvalidInput', 'project-api').errors).toHaveLength(enumPaths.length);
    expect(ct.getProject('shop')).toMatchObject({ version: 1, name: 'shop' });
  });

  it('answers more than 500 actions with InvalidInput and the 501st action broken with no other error', async () => {
    const actions = Array.from({ length: 501 }, (_, index) => ({ action: 'changeName', name: `Name ${index}` }));
    const reply = await send(ct, 'POST', update.url, { body: JSON.stringify({ version: 1, actions }) });
    expect(expectError(reply, 400, 'InvalidInput', 'project-api').errors).toHaveLength(1);
    expect(ct.getProject('shop')).toMatchObject({ version: 1, name: 'shop' });
  });
});

describe('Import Container versions and rules', () => {
  const put = JSON_ENDPOINTS[2] as JsonEndpoint;
  const create = JSON_ENDPOINTS[1] as JsonEndpoint;

  it.each([
    ['0', 409],
    ['-1', 409],
    ['2', 409],
    ['2147483647', 409],
    ['-2147483648', 409],
    ['2147483648', 400],
    ['-2147483649', 400],
    ['9007199254740991', 400],
    ['1.5', 400],
    ['1e309', 400],
  ] as const)('answers version %s with %i', async (raw, status) => {
    await expectAllRefused(put, [withRaw(put.valid, ['version'], raw)], (reply) => {
      const error = expectError(reply, status, status === 409 ? 'ConcurrentModification' : 'InvalidJsonInput', 'import-api');
      if (status === 409) expect(error.errors[0]).toMatchObject({ specifiedVersion: Number(raw), currentVersion: 1 });
    });
  });

  it.each(['NaN', 'Infinity', '', ' ', 'Product', 'product ', 'products', '__proto__', 'toString', '🙂'])(
    'answers resourceType %j with InvalidInput on create and update',
    async (resourceType) => {
      await expectAllRefused(create, [JSON.stringify({ ...create.valid as object, resourceType })], (reply) =>
        expect(expectError(reply, 400, 'InvalidInput', 'import-api').errors).toHaveLength(1),
      );
      await expectAllRefused(put, [JSON.stringify({ version: 1, resourceType })], (reply) =>
        expect(expectError(reply, 400, 'InvalidInput', 'import-api').errors).toHaveLength(1),
      );
    },
  );

  it.each(['NaN', 'Infinity', '', '0h', '59m', '30d1h', '721h', '31d', '1.5h', '-1h', '1H', '1 h', ' 1h', '1w', `${'9'.repeat(400)}d`, '00000000001h0'])(
    'answers timeToLive %j with InvalidInput',
    async (timeToLive) => {
      const body = { key: 'ttl', retentionPolicy: { strategy: 'ttl', config: { timeToLive } } };
      await expectAllRefused(create, [JSON.stringify(body)], (reply) =>
        expect(expectError(reply, 400, 'InvalidInput', 'import-api').errors).toHaveLength(1),
      );
    },
  );

  it.each(['', ' ', 'a b', 'ä', 'key!', 'a/b', 'a.b', '🙂', '\u0000', 'NaN ', '-'.repeat(3) + ' '])('answers key %j with InvalidInput', async (key) => {
    await expectAllRefused(create, [JSON.stringify({ key })], (reply) =>
      expect(expectError(reply, 400, 'InvalidInput', 'import-api').errors).toHaveLength(1),
    );
  });

  it.each(['TTL', 'time', '', 'NaN'])('answers retention strategy %j with InvalidJsonInput', async (strategy) => {
    const body = { key: 'ttl', retentionPolicy: { strategy, config: { timeToLive: '1h' } } };
    await expectAllRefused(create, [JSON.stringify(body)], (reply) => expectError(reply, 400, 'InvalidJsonInput', 'import-api'));
  });

  it('answers a duplicate key with DuplicateField and lists every rule broken together', async () => {
    await expectAllRefused(create, [JSON.stringify({ key: 'products' })], (reply) => {
      expect(expectError(reply, 400, 'DuplicateField', 'import-api').errors[0]).toMatchObject({ field: 'key', duplicateValue: 'products' });
    });
    const broken = { key: 'bad key', resourceType: 'NaN', retentionPolicy: { strategy: 'ttl', config: { timeToLive: 'NaN' } } };
    await expectAllRefused(create, [JSON.stringify(broken)], (reply) =>
      expect(expectError(reply, 400, 'InvalidInput', 'import-api').errors).toHaveLength(3),
    );
  });
});

describe('1 MB strings', () => {
  const long = 'A'.repeat(MB);
  const [update, create, put] = JSON_ENDPOINTS as [JsonEndpoint, JsonEndpoint, JsonEndpoint];
  const action = (...actions: Record<string, Json>[]) => JSON.stringify({ version: 1, actions });

  it.each([
    ['a country', action({ action: 'changeCountries', countries: ['DE', long] }), 'InvalidInput'],
    ['a currency', action({ action: 'changeCurrencies', currencies: [long] }), 'InvalidInput'],
    ['a language', action({ action: 'changeLanguages', languages: ['en', 'de', long.toLowerCase()] }), 'InvalidInput'],
    ['a rounding mode', action({ action: 'changePriceRoundingMode', priceRoundingMode: long }), 'InvalidInput'],
    ['an external OAuth URL', action({ action: 'setExternalOAuth', externalOAuth: { url: long, authorizationHeader: 'abc' } }), 'InvalidInput'],
    ['a classification locale', action({ action: 'setShippingRateInputType', shippingRateInputType: { type: 'CartClassification', values: [{ key: 'k', label: { [long]: 'x' } }] } }), 'InvalidInput'],
    ['an action name', action({ action: long }), 'InvalidJsonInput'],
    ['a version', JSON.stringify({ version: long, actions: [] }), 'InvalidJsonInput'],
    ['a version of a million digits', `{"version":${'9'.repeat(MB)},"actions":[]}`, 'InvalidJsonInput'],
  ])('refuses %s in a Project update', async (_name, body, code) => {
    await expectAllRefused(update, [body], (reply) => expect(expectError(reply, 400, code, 'project-api').errors).toHaveLength(1));
  });

  it.each([
    ['a key with a space in it', JSON.stringify({ key: `${long} ` }), 'InvalidInput'],
    ['a resource type', JSON.stringify({ key: 'k', resourceType: long }), 'InvalidInput'],
    ['a time to live of a million digits', JSON.stringify({ key: 'k', retentionPolicy: { strategy: 'ttl', config: { timeToLive: `${'1'.repeat(MB)}h` } } }), 'InvalidInput'],
    ['a retention strategy', JSON.stringify({ key: 'k', retentionPolicy: { strategy: long, config: { timeToLive: '1h' } } }), 'InvalidJsonInput'],
  ])('refuses %s in a container draft', async (_name, body, code) => {
    await expectAllRefused(create, [body], (reply) => expect(expectError(reply, 400, code, 'import-api').errors).toHaveLength(1));
  });

  it.each([
    ['a resource type', JSON.stringify({ version: 1, resourceType: long }), 'InvalidInput'],
    ['a version', JSON.stringify({ version: long }), 'InvalidJsonInput'],
  ])('refuses %s in a container update', async (_name, body, code) => {
    await expectAllRefused(put, [body], (reply) => expect(expectError(reply, 400, code, 'import-api').errors).toHaveLength(1));
  });

  it('stores a 1 MB name and external OAuth header whole, and masks the header in the answer', async () => {
    const header = `Bearer ${'s'.repeat(MB)}-end1`;
    const reply = await send(ct, 'POST', update.url, {
      body: action(
        { action: 'changeName', name: long },
        { action: 'setExternalOAuth', externalOAuth: { url: 'https://example.com', authorizationHeader: header } },
      ),
    });
    expect(reply.status, excerpt(reply)).toBe(200);
    expect(reply.body).toMatchObject({ version: 2, name: long, externalOAuth: { authorizationHeader: '****end1' } });
    expect(reply.text).not.toContain('s'.repeat(100));
    expect(ct.getProject('shop')?.externalOAuth?.authorizationHeader).toBe(header);
  });

  it('ignores 1 MB unknown fields and never stores them', async () => {
    for (const endpoint of [update, create, put]) {
      const valid = await outcome(endpoint, JSON.stringify(endpoint.valid));
      const padded = await outcome(endpoint, JSON.stringify(mergeAt(endpoint.valid, [], { padding: long })));
      expect(padded).toEqual(valid);
    }
  });
});

describe('bodies on endpoints that take none', () => {
  it('DELETE ignores a malformed body and deletes exactly once', async () => {
    for (const body of ['{', 'null', deepArrays(10_000), '{"version":1e309}', 'A'.repeat(MB)]) {
      ct.reset();
      const reply = await send(ct, 'DELETE', itemUrl('products'), { body });
      expect(reply.status, excerpt(reply)).toBe(200);
      expect(reply.body).toMatchObject({ key: 'products', version: 1 });
      expect(ct.events.map((event) => event.type)).toEqual(['ImportContainerDeleted']);
      const again = await send(ct, 'DELETE', itemUrl('products'), { body });
      expectError(again, 404, 'ResourceNotFound', 'import-api');
      expect(ct.events).toHaveLength(1);
    }
  });

  it('fetch itself refuses a body on GET and HEAD, so none of them can reach the mock', () => {
    for (const method of ['GET', 'HEAD']) {
      expect(() => new Request('https://api.europe-west1.gcp.commercetools.com/shop', { method, body: '{' })).toThrow(TypeError);
    }
  });
});
