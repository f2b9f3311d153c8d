import { describe, expect, it } from 'vitest';
import { createCommercetoolsMock, type CommercetoolsMockOptions, type ImportOperation, type ImportSummary } from '../../src/index.js';
import { IMPORT_HOST } from '../support/sdk.js';
import { HOUR, SECOND, START } from '../support/time.js';

// Import operations on the mock's clock, where mutation testing of src/store found no test. Each
// test builds its own mock: the import engine is made per mock, and its module is loaded once per
// file, so the first test here is the one that sorts by every field.

const mock = (options: CommercetoolsMockOptions = {}) =>
  createCommercetoolsMock({ auth: false, now: START, projects: [{ key: 'shop' }, { key: 'other' }], ...options });
type Mock = ReturnType<typeof mock>;

async function send(ct: Mock, method: string, url: string, body?: unknown) {
  const response = await ct.fetch(url, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  const text = await response.text();
  return { status: response.status, body: (text === '' ? undefined : JSON.parse(text)) as unknown };
}

const containers = (project = 'shop') => `${IMPORT_HOST}/${project}/import-containers`;
async function container(ct: Mock, key: string, project = 'shop') {
  expect((await send(ct, 'POST', containers(project), { key, retentionPolicy: { strategy: 'ttl', config: { timeToLive: '30d' } } })).status).toBe(201);
}

async function importCategory(ct: Mock, box: string, key: string, parent?: string, project = 'shop'): Promise<string> {
  const resource = { key, name: { en: key }, slug: { en: key }, ...(parent ? { parent: { typeId: 'category', key: parent } } : {}) };
  const reply = await send(ct, 'POST', `${IMPORT_HOST}/${project}/categories/import-containers/${box}`, { type: 'category', resources: [resource] });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return (reply.body as { operationStatus: { operationId: string }[] }).operationStatus[0]!.operationId;
}

const operation = async (ct: Mock, id: string, project = 'shop') => {
  const reply = await send(ct, 'GET', `${IMPORT_HOST}/${project}/import-operations/${id}`);
  return { status: reply.status, body: reply.body as ImportOperation };
};
const summary = async (ct: Mock, box: string) => ((await send(ct, 'GET', `${containers()}/${box}/import-summaries`)).body as ImportSummary).states;
const listIds = async (ct: Mock, box: string, search = '') =>
  ((await send(ct, 'GET', `${containers()}/${box}/import-operations${search}`)).body as { results: ImportOperation[] }).results.map((op) => op.id);

describe('sorting import operations', () => {
  it('sorts by every field, both ways, ties in creation order', async () => {
    const ct = mock();
    await container(ct, 'box');
    const a = await importCategory(ct, 'box', 'aa', 'missing');
    ct.clock.advance(SECOND);
    const b = await importCategory(ct, 'box', 'cc');
    ct.clock.advance(6 * SECOND);
    ct.addResource('shop', { typeId: 'category', key: 'missing' });
    ct.clock.advance(SECOND);
    const c = await importCategory(ct, 'box', 'bb');
    // a: imported on addResource (version 3), b: imported (version 2), c: processing (version 1).
    const expected: Record<string, [string[], string[]]> = {
      createdAt: [[a, b, c], [c, b, a]],
      lastModifiedAt: [[b, a, c], [c, a, b]],
      resourceKey: [[a, c, b], [b, c, a]],
      state: [[a, b, c], [c, a, b]],
      version: [[c, b, a], [a, b, c]],
      expiresAt: [[a, b, c], [c, b, a]],
    };
    for (const [field, [asc, desc]] of Object.entries(expected)) {
      expect(await listIds(ct, 'box', `?sort=${field}+asc`), `${field} asc`).toEqual(asc);
      expect(await listIds(ct, 'box', `?sort=${field}+desc`), `${field} desc`).toEqual(desc);
    }
    expect(await listIds(ct, 'box', '?sort=state+asc&sort=createdAt+desc')).toEqual([b, a, c]);
  });
});

describe('expiry of import operations', () => {
  it('removes each operation 48 hours after its creation, from reads, lists and the summary', async () => {
    const ct = mock();
    await container(ct, 'box');
    const first = await importCategory(ct, 'box', 'first');
    ct.clock.advance(HOUR);
    const second = await importCategory(ct, 'box', 'second');
    ct.clock.advance(47 * HOUR);
    expect(await listIds(ct, 'box', '?sort=createdAt+asc')).toEqual([first, second]);
    expect(await summary(ct, 'box')).toMatchObject({ imported: 2 });
    ct.clock.advance(1);
    expect((await operation(ct, first)).status).toBe(404);
    expect(await listIds(ct, 'box', '?sort=createdAt+asc')).toEqual([second]);
    expect(await listIds(ct, 'box')).toEqual([second]);
    expect(await summary(ct, 'box')).toMatchObject({ imported: 1 });
    ct.clock.advance(HOUR);
    expect(await listIds(ct, 'box')).toEqual([]);
    expect(await summary(ct, 'box')).toMatchObject({ imported: 0 });
  });

  it("of a deleted container's operation leaves a new container of the same key alone", async () => {
    const ct = mock();
    await container(ct, 'box');
    await importCategory(ct, 'box', 'old');
    ct.clock.advance(HOUR);
    expect((await send(ct, 'DELETE', `${containers()}/box`)).status).toBe(200);
    await container(ct, 'box');
    const fresh = await importCategory(ct, 'box', 'new');
    ct.clock.advance(47 * HOUR + 1);
    expect(await summary(ct, 'box')).toMatchObject({ imported: 1, processing: 0 });
    expect(await listIds(ct, 'box')).toEqual([fresh]);
  });

  it('goes before what an operation due later imports, so the expired one never imports', async () => {
    const ct = mock();
    await container(ct, 'box');
    await importCategory(ct, 'box', 'child', 'tops');
    ct.clock.advance(48 * HOUR - SECOND);
    await importCategory(ct, 'box', 'tops');
    ct.clock.advance(HOUR);
    const grandchild = await importCategory(ct, 'box', 'grandchild', 'child');
    ct.clock.advance(5 * SECOND);
    expect((await operation(ct, grandchild)).body.state).toBe('unresolved');
  });

  it('comes before a resource declared after it, which then resolves nothing that expired', async () => {
    const ct = mock();
    await container(ct, 'box');
    await importCategory(ct, 'box', 'child', 'tops');
    ct.clock.advance(48 * HOUR + 1);
    ct.addResource('shop', { typeId: 'category', key: 'tops' });
    const grandchild = await importCategory(ct, 'box', 'grandchild', 'child');
    ct.clock.advance(5 * SECOND);
    expect((await operation(ct, grandchild)).body.state).toBe('unresolved');
  });
});

describe('an import request', () => {
  const unknownKey = async () => {
    const reply = await send(mock(), 'POST', `${IMPORT_HOST}/shop/categories/import-containers/never`, {
      type: 'category',
      resources: [{ key: 'aa', name: { en: 'aa' }, slug: { en: 'aa' } }],
    });
    expect(reply.status).toBe(400);
    return reply.body;
  };

  it('into a container that has just expired is answered as one into an unknown container', async () => {
    const ct = mock();
    expect((await send(ct, 'POST', containers(), { key: 'short', retentionPolicy: { strategy: 'ttl', config: { timeToLive: '1h' } } })).status).toBe(201);
    ct.clock.advance(HOUR + 1);
    const reply = await send(ct, 'POST', `${IMPORT_HOST}/shop/categories/import-containers/short`, {
      type: 'category',
      resources: [{ key: 'aa', name: { en: 'aa' }, slug: { en: 'aa' } }],
    });
    expect(reply.status).toBe(400);
    expect(JSON.stringify(reply.body).replace('short', 'never')).toBe(JSON.stringify(await unknownKey()));
  });

  it('into an unknown container of a Project that has none is refused, and every read of it is a 404', async () => {
    const ct = mock();
    const reply = await send(ct, 'POST', `${IMPORT_HOST}/shop/categories/import-containers/nope`, {
      type: 'category',
      resources: [{ key: 'aa', name: { en: 'aa' }, slug: { en: 'aa' } }],
    });
    expect(reply.status).toBe(400);
    expect((await send(ct, 'GET', `${containers()}/nope/import-summaries`)).status).toBe(404);
    expect((await send(ct, 'GET', `${containers()}/nope/import-operations`)).status).toBe(404);
    expect((await send(ct, 'GET', `${IMPORT_HOST}/ghost/import-containers/nope/import-operations`)).status).toBe(404);
    expect((await send(ct, 'GET', `${IMPORT_HOST}/ghost/import-operations/some-id`)).status).toBe(404);
  });

  it('whose container is deleted before processing imports nothing', async () => {
    const ct = mock();
    await container(ct, 'box');
    await container(ct, 'keep');
    await importCategory(ct, 'box', 'tops');
    expect((await send(ct, 'DELETE', `${containers()}/box`)).status).toBe(200);
    ct.clock.advance(5 * SECOND);
    const child = await importCategory(ct, 'keep', 'child', 'tops');
    ct.clock.advance(5 * SECOND);
    expect((await operation(ct, child)).body.state).toBe('unresolved');
  });

  it('dropped by ct.reset({ projects }) before processing imports nothing', async () => {
    const ct = mock({ importContainers: { shop: [{ key: 'box' }] } });
    await importCategory(ct, 'box', 'tops');
    ct.reset({ projects: ['shop'] });
    ct.clock.advance(5 * SECOND);
    const child = await importCategory(ct, 'box', 'child', 'tops');
    ct.clock.advance(5 * SECOND);
    expect((await operation(ct, child)).body.state).toBe('unresolved');
  });
});

describe('deleting a container', () => {
  it('without operations works while another container has some', async () => {
    const ct = mock();
    await container(ct, 'busy');
    await container(ct, 'idle');
    await importCategory(ct, 'busy', 'aa');
    expect((await send(ct, 'DELETE', `${containers()}/idle`)).status).toBe(200);
    expect(await summary(ct, 'busy')).toMatchObject({ processing: 1 });
  });
});

describe('resources', () => {
  it('declared again keep the version their imports gave them', async () => {
    const ct = mock();
    await container(ct, 'box');
    for (const parent of ['pp', 'qq']) ct.addResource('shop', { typeId: 'category', key: parent });
    const first = await importCategory(ct, 'box', 'aa');
    ct.clock.advance(5 * SECOND);
    // Each import changes the category (a new parent each time), so each raises its version.
    const second = await importCategory(ct, 'box', 'aa', 'pp');
    ct.clock.advance(5 * SECOND);
    ct.addResource('shop', { typeId: 'category', key: 'aa' });
    const third = await importCategory(ct, 'box', 'aa', 'qq');
    ct.clock.advance(5 * SECOND);
    const versions = [];
    for (const id of [first, second, third]) versions.push((await operation(ct, id)).body.resourceVersion);
    expect(versions).toEqual([1, 2, 3]);
  });

  it('given at creation survive ct.reset()', async () => {
    // Another mock loads the import engine first, so that this one makes its engine at once.
    const warm = mock({ importContainers: { shop: [{ key: 'box' }] } });
    await importCategory(warm, 'box', 'xx');
    const ct = mock({ importContainers: { shop: [{ key: 'box' }] }, resources: { shop: [{ typeId: 'category', key: 'tops' }] } });
    ct.reset();
    const child = await importCategory(ct, 'box', 'child', 'tops');
    ct.clock.advance(5 * SECOND);
    expect((await operation(ct, child)).body.state).toBe('imported');
  });
});

describe('a forced outcome', () => {
  it('unresolved lists only the references that are missing, and none when all exist', async () => {
    const ct = mock();
    await container(ct, 'box');
    ct.addResource('shop', { typeId: 'category', key: 'tops' });
    ct.injectImportOutcome({ state: 'unresolved', times: 2 });
    const resolvable = await importCategory(ct, 'box', 'aa', 'tops');
    const missing = await importCategory(ct, 'box', 'bb', 'nowhere');
    ct.clock.advance(5 * SECOND);
    const first = (await operation(ct, resolvable)).body;
    expect(first.state).toBe('unresolved');
    expect(first).not.toHaveProperty('unresolvedReferences');
    expect((await operation(ct, missing)).body.unresolvedReferences).toEqual([{ typeId: 'category', key: 'nowhere' }]);
  });

  it('rejected lists no references', async () => {
    const ct = mock();
    await container(ct, 'box');
    ct.injectImportOutcome({ state: 'rejected' });
    const id = await importCategory(ct, 'box', 'aa', 'nowhere');
    ct.clock.advance(5 * SECOND);
    const { body } = await operation(ct, id);
    expect(body.state).toBe('rejected');
    expect(body).not.toHaveProperty('unresolvedReferences');
  });

  it("for one Project leaves another Project's operations alone", async () => {
    const ct = mock();
    await container(ct, 'box');
    await container(ct, 'box', 'other');
    ct.injectImportOutcome({ state: 'rejected', projectKey: 'other' });
    const here = await importCategory(ct, 'box', 'aa');
    const there = await importCategory(ct, 'box', 'aa', undefined, 'other');
    ct.clock.advance(5 * SECOND);
    expect((await operation(ct, here)).body.state).toBe('imported');
    expect((await operation(ct, there, 'other')).body.state).toBe('rejected');
  });

  it('used up, or removed, leaves the other outcomes in place', async () => {
    const ct = mock();
    await container(ct, 'box');
    ct.injectImportOutcome({ state: 'rejected', resourceKey: 'aa' });
    const removed = ct.injectImportOutcome({ state: 'validationFailed', resourceKey: 'cc' });
    ct.injectImportOutcome({ state: 'rejected', resourceKey: 'bb' });
    const a = await importCategory(ct, 'box', 'aa');
    ct.clock.advance(5 * SECOND);
    removed.remove();
    const b = await importCategory(ct, 'box', 'bb');
    const c = await importCategory(ct, 'box', 'cc');
    ct.clock.advance(5 * SECOND);
    expect((await operation(ct, a)).body.state).toBe('rejected');
    expect((await operation(ct, b)).body.state).toBe('rejected');
    expect((await operation(ct, c)).body.state).toBe('imported');
  });
});

describe('ct.injectImportOutcome refuses', () => {
  const prefix = (options: unknown) => `commercetools-msw: ct.injectImportOutcome(${JSON.stringify(options)}): `;
  it.each([
    ['a state it does not know', { state: 'done' }, 'state must be one of validationFailed, unresolved, waitForMasterVariant, imported, rejected, canceled, partiallyImported.'],
    ['options that are no object', 'rejected', 'pass an object such as { state: "rejected" }.'],
    ['an unknown type', { state: 'rejected', type: 'categories' }, 'type must be an import resource type, one of business-unit, category, customer, discount-code, inventory, order, order-patch, price, product, product-draft, product-selection, product-tailoring, product-type, product-variant, product-variant-patch, standalone-price, type, variant.'],
  ])('%s', (_, options, message) => {
    const ct = mock();
    expect(() => ct.injectImportOutcome(options as never)).toThrow(`${prefix(options)}${message}`);
  });

  const ERRORS_MESSAGE = 'errors must be a list of error objects, each with a string code and message.';
  it.each([
    ['a string', ['Generic']],
    ['null', [null]],
    ['no code', [{ message: 'm' }]],
    ['no message', [{ code: 'c' }]],
    ['a code that is no string', [{ code: 1, message: 'm' }]],
    ['a message that is no string', [{ code: 'c', message: 1 }]],
    ['one bad among good ones', [{ code: 'c', message: 'm' }, { code: 'c' }]],
  ])('errors with %s', (_, errors) => {
    const ct = mock();
    expect(() => ct.injectImportOutcome({ state: 'rejected', errors } as never)).toThrow(ERRORS_MESSAGE);
  });
});

describe('many operations', () => {
  it('are processed once each, also after more than a thousand of them', async () => {
    const ct = mock();
    await container(ct, 'box');
    const ids: string[] = [];
    for (let request = 0; request < 52; request += 1) {
      const resources = Array.from({ length: 20 }, (_, item) => {
        const key = `c-${request}-${item}`;
        return { key, name: { en: key }, slug: { en: key } };
      });
      const reply = await send(ct, 'POST', `${IMPORT_HOST}/shop/categories/import-containers/box`, { type: 'category', resources });
      expect(reply.status).toBe(201);
      ids.push(...(reply.body as { operationStatus: { operationId: string }[] }).operationStatus.map((status) => status.operationId));
    }
    ct.clock.advance(5 * SECOND);
    expect((await operation(ct, ids[0]!)).body).toMatchObject({ state: 'imported', version: 2, resourceVersion: 1 });
    const later = await importCategory(ct, 'box', 'later');
    ct.clock.advance(5 * SECOND);
    expect((await operation(ct, later)).body).toMatchObject({ state: 'imported', version: 2 });
    expect((await operation(ct, ids[0]!)).body).toMatchObject({ state: 'imported', version: 2, resourceVersion: 1 });
    expect(await summary(ct, 'box')).toMatchObject({ imported: 1041, processing: 0 });
  });
});

describe('ct.reset({ projects }) with the import engine running', () => {
  it('takes a Project that never imported anything, and leaves the others alone', async () => {
    const ct = mock();
    await container(ct, 'box');
    const id = await importCategory(ct, 'box', 'aa');
    expect(() => ct.reset({ projects: ['other'] })).not.toThrow();
    ct.clock.advance(5 * SECOND);
    expect((await operation(ct, id)).body.state).toBe('imported');
  });
});

describe('ct.addResource refuses', () => {
  it('a typeId no KeyReference names, listing those it takes', () => {
    const ct = mock();
    return expect(ct.addResource('shop', { typeId: 'categories', key: 'x' } as never)).rejects.toThrow(
      /^commercetools-msw: addResource needs a typeId that a KeyReference can name, one of .*category.*; got "categories"\.$/,
    );
  });

  it('a key that is no string, or empty', async () => {
    const ct = mock();
    await expect(ct.addResource('shop', { typeId: 'category', key: 7 } as never)).rejects.toThrow(
      "commercetools-msw: addResource needs the resource's key as a non-empty string; got 7.",
    );
    await expect(ct.addResource('shop', { typeId: 'category', key: '' })).rejects.toThrow(
      "commercetools-msw: addResource needs the resource's key as a non-empty string; got \"\".",
    );
  });
});
