import { createApiBuilderFromCtpClient, type Customer } from '@commercetools/platform-sdk';
import type { ImportOperation } from '@commercetools/importapi-sdk';
import { ClientBuilder, type TokenCache, type TokenStore } from '@commercetools/ts-client';
import { describe, expect, it, vi } from 'vitest';
import { createCommercetoolsMock, type CommercetoolsMock, type MockState } from '../../src/index.js';
import { captureConsole } from '../support/console-capture.js';
import { graphqlClient } from '../support/graphql-client.js';
import { expectSchemaValid } from '../support/schemas.js';
import { API_HOST, AUTH_HOST, createApiRoot, createImportApiRoot } from '../support/sdk.js';

// Issue 44: a Project has one list of customers, whatever way each came in (an import, a
// declaration, ct.addCustomer). The password flow signs in any of them, a signed-in token's
// customer_id is the id the API reads the customer by, and an email one of them holds is a
// DuplicateField for the others: in the Project for global customers, in each Store for Stores'.

const mock = () => {
  const ct = createCommercetoolsMock({ projects: [{ key: 'shop', languages: ['en'], countries: ['DE'] }] });
  ct.addStore('shop', { key: 'berlin' });
  ct.addStore('shop', { key: 'paris' });
  return ct;
};

/** A token cache that keeps what the password flow got, so the test reads the token's scope. */
const keeping = (): TokenCache & { stored?: TokenStore } => {
  const cache: TokenCache & { stored?: TokenStore } = {
    get: async () => cache.stored,
    set: async (value) => {
      cache.stored = value;
    },
  };
  return cache;
};

/** The official SDK's client, signed in through the password flow of the Project, or of a Store. */
function signedIn(ct: CommercetoolsMock, username: string, password: string, storeKey?: string) {
  const tokenCache = keeping();
  const client = new ClientBuilder()
    .withPasswordFlow({
      host: AUTH_HOST,
      projectKey: 'shop',
      credentials: { clientId: 'storefront', clientSecret: 'secret', user: { username, password } },
      scopes: ['manage_project:shop'],
      ...(storeKey === undefined ? {} : { oauthUri: `/oauth/shop/in-store/key=${storeKey}/customers/token` }),
      tokenCache,
      httpClient: ct.fetch,
    })
    .withHttpMiddleware({ host: API_HOST, httpClient: ct.fetch })
    .build();
  return { api: createApiBuilderFromCtpClient(client).withProjectKey({ projectKey: 'shop' }), tokenCache };
}

/** The customer a signed-in client's token names (`customer_id:{id}` in its scope), read back. */
async function customerOfToken(ct: CommercetoolsMock, username: string, password: string, storeKey?: string): Promise<Customer> {
  const { api, tokenCache } = signedIn(ct, username, password, storeKey);
  // Any call gets the token first; the Project's own read is the cheapest.
  await api.get().execute();
  const granted = await ct.fetch(`${AUTH_HOST}/oauth/introspect`, {
    method: 'POST',
    headers: { authorization: `Basic ${btoa('storefront:secret')}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: `token=${tokenCache.stored?.token ?? ''}`,
  });
  const { scope } = (await granted.json()) as { scope: string };
  const id = /customer_id:(\S+)/.exec(scope)?.[1] ?? '';
  const { body } = await api.customers().withId({ ID: id }).get().execute();
  expectSchemaValid(body, 'platform-resources', 'Customer');
  return body;
}

const refusal = (call: Promise<unknown>) => call.then(() => undefined, (error: unknown) => error);

const importApi = (ct: CommercetoolsMock) =>
  createImportApiRoot({ projectKey: 'shop', clientId: 'importer', clientSecret: 'secret', scopes: ['manage_project:shop'], httpClient: ct.fetch });

/** Imports customers through the official Import SDK, processes them, and returns their operations. */
async function importCustomers(ct: CommercetoolsMock, resources: readonly Record<string, unknown>[]): Promise<ImportOperation[]> {
  const containerKey = `customers-${Math.random().toString(36).slice(2, 8)}`;
  ct.addImportContainer('shop', { key: containerKey });
  const root = importApi(ct);
  const { body } = await root.customers().importContainers().withImportContainerKeyValue({ importContainerKey: containerKey }).post({ body: { type: 'customer', resources } as never }).execute();
  ct.clock.advance(5000);
  return Promise.all(body.operationStatus.map(async ({ operationId }) => (await root.importOperations().withIdValue({ id: operationId ?? '' }).get().execute()).body));
}

const readApi = (ct: CommercetoolsMock) =>
  createApiRoot({ projectKey: 'shop', clientId: 'reader', clientSecret: 'secret', scopes: ['manage_project:shop'], httpClient: ct.fetch });

describe('an imported customer', () => {
  it('signs in with the password it was imported with, and its token names the id the API reads it by', async () => {
    const ct = mock();
    const [operation] = await importCustomers(ct, [{ key: 'jen', email: 'Jen@example.com', password: 's3cret', firstName: 'Jen' }]);
    expect(operation?.state).toBe('imported');
    const customer = await customerOfToken(ct, 'jen@EXAMPLE.com', 's3cret');
    expect(customer).toMatchObject({ key: 'jen', email: 'Jen@example.com', firstName: 'Jen', password: expect.stringMatching(/^\*{4}.{4}$/) });
    expect((await readApi(ct).customers().withKey({ key: 'jen' }).get().execute()).body.id).toBe(customer.id);
    // A wrong password is still refused, with the platform's error.
    const wrong = await refusal(signedIn(ct, 'jen@example.com', 'S3cret').api.get().execute());
    expect(wrong).toMatchObject({ statusCode: 400, code: 'invalid_customer_account_credentials', message: 'Customer account with the given credentials not found.' });
  });

  it('of a Store signs in through that Store alone; a global one through the Project and every Store', async () => {
    const ct = mock();
    await importCustomers(ct, [
      { key: 'max', email: 'max@example.com', password: 'paris-pw', stores: [{ typeId: 'store', key: 'paris' }] },
      { key: 'eve', email: 'eve@example.com', password: 'global-pw' },
    ]);
    expect((await customerOfToken(ct, 'max@example.com', 'paris-pw', 'paris')).stores).toEqual([{ typeId: 'store', key: 'paris' }]);
    for (const elsewhere of [undefined, 'berlin']) {
      const refused = await refusal(signedIn(ct, 'max@example.com', 'paris-pw', elsewhere).api.get().execute());
      expect(refused).toMatchObject({ statusCode: 400, code: 'invalid_customer_account_credentials' });
    }
    const eve = await customerOfToken(ct, 'eve@example.com', 'global-pw');
    expect((await customerOfToken(ct, 'eve@example.com', 'global-pw', 'berlin')).id).toBe(eve.id);
  });

  it('in ExternalAuth mode, or declared as the platform shows it (a masked hash, no password), does not sign in', async () => {
    const ct = mock();
    await importCustomers(ct, [{ key: 'ann', email: 'ann@example.com', password: 'hidden', authenticationMode: 'ExternalAuth' }]);
    const shown = (await readApi(ct).customers().withKey({ key: 'ann' }).get().execute()).body;
    const other = mock();
    await other.addResource('shop', { ...shown, typeId: 'customer', key: 'bob', email: 'bob@example.com', authenticationMode: 'Password', password: '****aGg=' });
    for (const [target, email, password] of [[ct, 'ann@example.com', 'hidden'], [other, 'bob@example.com', '****aGg=']] as const) {
      expect(await refusal(signedIn(target, email, password).api.get().execute())).toMatchObject({ statusCode: 400, code: 'invalid_customer_account_credentials' });
    }
  });
});

describe('a customer ct.addCustomer adds', () => {
  it('is a customer of the Project: GET by the id its token names, and queries find it', async () => {
    const ct = mock();
    const { id } = ct.addCustomer('shop', { email: 'jen@example.com', password: 's3cret', stores: ['berlin'] });
    const read = readApi(ct);
    const { body } = await read.customers().withId({ ID: id }).get().execute();
    expectSchemaValid(body, 'platform-resources', 'Customer');
    expect(body).toMatchObject({ id, version: 1, email: 'jen@example.com', stores: [{ typeId: 'store', key: 'berlin' }], authenticationMode: 'Password', isEmailVerified: false });
    // Added without a key, it shows none, and never its password in clear.
    expect(body).not.toHaveProperty('key');
    expect(body.password).toMatch(/^\*{4}.{4}$/);
    expect(JSON.stringify(body)).not.toContain('s3cret');
    const page = (await read.customers().get({ queryArgs: { where: 'email = "jen@example.com"' } }).execute()).body;
    expect(page.results.map((found) => found.id)).toEqual([id]);
    expect((await read.inStoreKeyWithStoreKeyValue({ storeKey: 'berlin' }).customers().withId({ ID: id }).get().execute()).body.id).toBe(id);
    expect((await customerOfToken(ct, 'jen@example.com', 's3cret', 'berlin')).id).toBe(id);
    expect((await ct.resources('shop', 'customer')).map((customer) => customer['id'])).toEqual([id]);
    // GraphQL reads the same customer by the same id.
    const { send } = graphqlClient(() => ({ httpClient: ct.fetch }));
    expect(await send({ query: `{ customer(id: "${id}") { id email key } customers(where: "email = \\"jen@example.com\\"") { results { id } } }` })).toEqual({
      data: { customer: { id, email: 'jen@example.com', key: null }, customers: { results: [{ id }] } },
    });
    // The key the mock keeps it under is none of the platform's: no read finds it by that key.
    const madeKey = `customer-${id}`;
    await expect(read.customers().withKey({ key: madeKey }).get().execute()).rejects.toMatchObject({ statusCode: 404 });
    await expect(read.inStoreKeyWithStoreKeyValue({ storeKey: 'berlin' }).customers().withKey({ key: madeKey }).get().execute()).rejects.toMatchObject({ statusCode: 404 });
    expect(await send({ query: `{ customer(key: "${madeKey}") { id } }` })).toEqual({ data: { customer: null } });
  });

  it('with a key, is the customer a later import of that key updates, and still signs in', async () => {
    const ct = mock();
    const { id } = ct.addCustomer('shop', { key: 'jen', email: 'jen@example.com', password: 's3cret' });
    const [operation] = await importCustomers(ct, [{ key: 'jen', email: 'jen@example.com', password: 'ignored', firstName: 'Jen' }]);
    expect(operation).toMatchObject({ state: 'imported', resourceVersion: 2 });
    // The password counts only when a customer is created (CustomerImport.password).
    expect(await customerOfToken(ct, 'jen@example.com', 's3cret')).toMatchObject({ id, key: 'jen', firstName: 'Jen', version: 2 });
  });

  it('is kept by a snapshot, and goes with a reset', async () => {
    const ct = mock();
    const { id } = ct.addCustomer('shop', { email: 'jen@example.com', password: 's3cret' });
    await importCustomers(ct, [{ key: 'max', email: 'max@example.com', password: 'pw' }]);
    const saved = ct.snapshot();
    expect(JSON.stringify(saved.customers)).not.toContain('jen@example.com');
    const again = createCommercetoolsMock({ state: saved });
    expect((await customerOfToken(again, 'jen@example.com', 's3cret')).id).toBe(id);
    expect((await customerOfToken(again, 'max@example.com', 'pw')).key).toBe('max');
    ct.reset();
    expect(await refusal(signedIn(ct, 'jen@example.com', 's3cret').api.get().execute())).toMatchObject({ statusCode: 400 });
    expect(await ct.resources('shop', 'customer')).toEqual([]);
  });
});

describe('a snapshot of an earlier version, which kept ct.addCustomer’s customers apart', () => {
  const earlier = (): MockState => {
    const saved = mock().snapshot();
    const id = '00000000-0000-4000-b300-000000000007';
    return { ...saved, customers: { shop: { customers: [{ id, email: 'jen@example.com', password: 's3cret', stores: ['berlin'] }], anonymousIds: [] } } };
  };

  it('restores them as customers of the Project, who sign in and read back by their ids', async () => {
    const restored = mock();
    await restored.restore(earlier());
    const created = createCommercetoolsMock({ state: earlier() });
    // Snapshotted again before the engine loaded, the customers travel on to the next mock.
    const again = createCommercetoolsMock({ state: created.snapshot() });
    for (const ct of [restored, created, again]) {
      expect((await customerOfToken(ct, 'jen@example.com', 's3cret', 'berlin')).id).toBe('00000000-0000-4000-b300-000000000007');
      expect(ct.addCustomer('shop', { email: 'max@example.com', password: 'x' }).id).toBe('00000000-0000-4000-b300-000000000008');
      expect(() => ct.addCustomer('shop', { email: 'JEN@example.com', password: 'x' })).toThrow(/exists for field 'email'/);
    }
  });
});

describe('an email one customer of the Project holds', () => {
  const duplicate = (email: string) => ({ code: 'DuplicateField', message: `A duplicate value '${JSON.stringify(email)}' exists for field 'email'.`, field: 'email', duplicateValue: email });

  it('an import cannot give another, after ct.addCustomer or a declaration, in any case', async () => {
    const ct = mock();
    ct.addCustomer('shop', { email: 'jen@example.com', password: 's3cret' });
    await ct.addResource('shop', { typeId: 'customer', key: 'ann', email: 'ann@example.com', password: 'pw' });
    const operations = await importCustomers(ct, [
      { key: 'jen2', email: 'JEN@example.com', password: 'x' },
      { key: 'ann2', email: 'Ann@Example.com', password: 'x' },
    ]);
    expect(operations.map(({ state, errors }) => ({ state, errors }))).toEqual([
      { state: 'validationFailed', errors: [duplicate('JEN@example.com')] },
      { state: 'validationFailed', errors: [duplicate('Ann@Example.com')] },
    ]);
    // Nothing changed: the two customers alone, each signing in as before.
    expect((await ct.resources('shop', 'customer')).map((customer) => customer['email'])).toEqual(['jen@example.com', 'ann@example.com']);
    expect((await customerOfToken(ct, 'ann@example.com', 'pw')).key).toBe('ann');
  });

  it('is unique per Store for Stores’ customers an import brings, and against every global customer', async () => {
    const ct = mock();
    const operations = await importCustomers(ct, [
      { key: 'max-paris', email: 'max@example.com', password: 'paris-pw', stores: [{ typeId: 'store', key: 'paris' }] },
      { key: 'max-berlin', email: 'MAX@example.com', password: 'berlin-pw', stores: [{ typeId: 'store', key: 'berlin' }] },
    ]);
    expect(operations.map(({ state }) => state)).toEqual(['imported', 'imported']);
    const [global, again] = await importCustomers(ct, [
      { key: 'max', email: 'max@example.com', password: 'x' },
      { key: 'max-both', email: 'max@example.com', password: 'x', stores: [{ typeId: 'store', key: 'paris' }, { typeId: 'store', key: 'berlin' }] },
    ]);
    expect(global).toMatchObject({ state: 'validationFailed', errors: [duplicate('max@example.com')] });
    // One error for the clash, though the email is held in both of its Stores.
    expect(again).toMatchObject({ state: 'validationFailed', errors: [duplicate('max@example.com')] });
    // Each signs in through its own Store, with its own password; a query compares the email as written.
    expect((await customerOfToken(ct, 'max@example.com', 'berlin-pw', 'berlin')).key).toBe('max-berlin');
    expect((await customerOfToken(ct, 'max@example.com', 'paris-pw', 'paris')).key).toBe('max-paris');
    const page = (await readApi(ct).customers().get({ queryArgs: { where: 'email = "max@example.com"' } }).execute()).body;
    expect(page.results.map((found) => found.key)).toEqual(['max-paris']);
    expect((await ct.resources('shop', 'customer')).map((customer) => customer['key'])).toEqual(['max-paris', 'max-berlin']);
  });

  it('ct.addCustomer cannot give another, after an import or a declaration, and counts no id for it', async () => {
    const ct = mock();
    await importCustomers(ct, [{ key: 'jen', email: 'jen@example.com', password: 's3cret' }]);
    await ct.addResource('shop', { typeId: 'customer', key: 'ann', email: 'ann@example.com', password: 'pw', stores: [{ typeId: 'store', key: 'paris' }] });
    expect(() => ct.addCustomer('shop', { email: 'Jen@Example.com', password: 'other' })).toThrow(
      "commercetools-msw: the customer 'Jen@Example.com' added to 'shop' breaks the rules an import of it would: A duplicate value '\"Jen@Example.com\"' exists for field 'email'.",
    );
    expect(() => ct.addCustomer('shop', { email: 'ANN@example.com', password: 'other', stores: ['paris'] })).toThrow(/exists for field 'email'/);
    expect(() => ct.addCustomer('shop', { email: 'ann@example.com', password: 'other' })).toThrow(/exists for field 'email'/);
    expect(() => ct.addCustomer('shop', { key: 'jen', email: 'new@example.com', password: 'other' })).toThrow(/has the key 'jen', which another customer of the Project has/);
    // A Store's customer's email is unique in each of its Stores: another Store's customer may hold it.
    const berlin = ct.addCustomer('shop', { email: 'ann@example.com', password: 'berlin-pw', stores: ['berlin'] });
    expect(berlin.id).toBe('00000000-0000-4000-b300-000000000001');
    expect((await customerOfToken(ct, 'ann@example.com', 'berlin-pw', 'berlin')).id).toBe(berlin.id);
    expect((await customerOfToken(ct, 'ann@example.com', 'pw', 'paris')).key).toBe('ann');
    expect((await ct.resources('shop', 'customer')).map((customer) => customer['email'])).toEqual(['jen@example.com', 'ann@example.com', 'ann@example.com']);
  });

  it('ct.addCustomer before the import engine loaded waits for it, which refuses a clash on the console', async () => {
    // A module graph of its own, in which no mock has loaded the import engine yet.
    vi.resetModules();
    const fresh = (await import('../../src/index.js')).createCommercetoolsMock;
    const printed = captureConsole('error');
    const ct = fresh({ projects: [{ key: 'shop' }], resources: { shop: [{ typeId: 'customer', key: 'eve', email: 'eve@example.com', password: 'pw' }] } });
    ct.addStore('shop', { key: 'berlin' });
    // Synchronous, with no engine yet: both return, and the engine decides when it loads.
    const clash = ct.addCustomer('shop', { email: 'EVE@example.com', password: 'x' });
    const jen = ct.addCustomer('shop', { email: 'jen@example.com', password: 's3cret', stores: ['berlin'] });
    expect(clash.id).toBe('00000000-0000-4000-b300-000000000001');
    const customers = await ct.resources('shop', 'customer');
    expect(customers.map((customer) => customer['email'])).toEqual(['eve@example.com', 'jen@example.com']);
    expect(customers.map((customer) => customer['id'])).toContain(jen.id);
    expect(printed()).toEqual([expect.stringMatching(/the customer 'EVE@example.com' .*A duplicate value '"EVE@example.com"' exists for field 'email'/)]);
    // Loaded now: a clash throws at once, and the refused customer's id was never the Project's.
    expect(() => ct.addCustomer('shop', { email: 'eve@example.com', password: 'x' })).toThrow(/exists for field 'email'/);
    expect((await customerOfToken(ct, 'jen@example.com', 's3cret', 'berlin')).id).toBe(jen.id);
  });

  it('a declaration cannot give another: the promise rejects, and nothing is stored', async () => {
    const ct = mock();
    ct.addCustomer('shop', { email: 'jen@example.com', password: 's3cret', stores: ['berlin'] });
    await expect(ct.addResource('shop', { typeId: 'customer', key: 'jen', email: 'Jen@example.com', password: 'x' })).rejects.toThrow(
      "commercetools-msw: the customer 'jen' declared in 'shop' breaks the rules an import of it would: A duplicate value '\"Jen@example.com\"' exists for field 'email'.",
    );
    await expect(ct.addResource('shop', { typeId: 'customer', key: 'jen', email: 'JEN@example.com', password: 'x', stores: [{ typeId: 'store', key: 'berlin' }] })).rejects.toThrow(
      /exists for field 'email'/,
    );
    await ct.addResource('shop', { typeId: 'customer', key: 'jen', email: 'jen@example.com', password: 'x', stores: [{ typeId: 'store', key: 'paris' }] });
    expect((await ct.resources('shop', 'customer')).map((customer) => customer['stores'])).toEqual([[{ typeId: 'store', key: 'berlin' }], [{ typeId: 'store', key: 'paris' }]]);
  });
});

describe("the Project's Stores", () => {
  it('are one list: a Store declared as a resource is one ct.addCustomer names, and ct.addStore gives it its languages', async () => {
    const ct = createCommercetoolsMock({ projects: [{ key: 'shop', languages: ['en', 'de'] }], resources: { shop: [{ typeId: 'store', key: 'munich' }] } });
    const { id } = ct.addCustomer('shop', { email: 'jen@example.com', password: 's3cret', stores: ['munich'] });
    expect((await customerOfToken(ct, 'jen@example.com', 's3cret', 'munich')).id).toBe(id);
    ct.addStore('shop', { key: 'munich', languages: ['de'] });
    expect(() => ct.addStore('shop', { key: 'munich', languages: ['en'] })).toThrow("a Store needs a key that is unique in Project 'shop', but got 'munich'.");
    // A Store ct.addStore added is one imports reference: the customer naming it imports at once.
    ct.addStore('shop', { key: 'hamburg' });
    const [operation] = await importCustomers(ct, [{ key: 'max', email: 'max@example.com', password: 'pw', stores: [{ typeId: 'store', key: 'hamburg' }] }]);
    expect(operation?.state).toBe('imported');
    const changed = await readApi(ct).post({ body: { version: 1, actions: [{ action: 'changeLanguages', languages: ['en'] }] } }).execute().then(() => undefined, (error: unknown) => error);
    expect(changed).toMatchObject({ statusCode: 400, body: { errors: [{ code: 'LanguageUsedInStores' }] } });
  });
});
