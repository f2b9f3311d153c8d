import { createApiBuilderFromCtpClient, type Customer, type CustomerPagedQueryResponse, type Order, type OrderPagedQueryResponse } from '@commercetools/platform-sdk';
import { ClientBuilder } from '@commercetools/ts-client';
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../support/mock-server.js';
import { expectErrorSchemaValid } from '../support/schemas.js';
import { API_HOST, interceptedFetch, sdkError } from '../support/sdk.js';
import { importThrough, settle, valid } from './helpers.js';

// Customers and orders read through a Store's endpoints (issue 31): a Store-bound scope grants
// them there and nowhere else, a Project-wide scope in every Store; a Store shows only its own
// customers (and those of no Store) and its own orders, one by one and in its queries.

const ct = useMockServer({
  projects: [{ key: 'shop', currencies: ['EUR'], languages: ['en'], countries: ['DE'] }],
  resources: { shop: [{ typeId: 'store', key: 'berlin' }, { typeId: 'store', key: 'munich' }] },
});

/** The platform SDK's client with a token of chosen scopes, Store-bound ones included. */
const root = (scopes: readonly string[]) =>
  createApiBuilderFromCtpClient(
    new ClientBuilder()
      .withProjectKey('shop')
      .withExistingTokenFlow(`Bearer ${ct.issueToken({ scopes })}`, { force: true })
      .withHttpMiddleware({ host: API_HOST, httpClient: interceptedFetch })
      .build(),
  ).withProjectKey({ projectKey: 'shop' });
const inStore = (scopes: readonly string[], storeKey: string) => root(scopes).inStoreKeyWithStoreKeyValue({ storeKey });

/** A raw request with a token of chosen scopes. */
const raw = (path: string, scopes: readonly string[], method: 'GET' | 'HEAD' = 'GET') =>
  fetch(`${API_HOST}/shop${path}`, { method, headers: { authorization: `Bearer ${ct.issueToken({ scopes })}` } });

const store = (key: string) => ({ typeId: 'store', key });
const EUR = { type: 'centPrecision', centAmount: 300, currencyCode: 'EUR' };
const order = (orderNumber: string, storeKey?: string) => ({ orderNumber, totalPrice: EUR, customLineItems: [], ...(storeKey ? { store: store(storeKey) } : {}) });

async function shoppers() {
  await importThrough(ct, 'customers', [
    { key: 'jen', email: 'jen@example.com', password: 'secret', stores: [store('berlin')] },
    { key: 'max', email: 'max@example.com', password: 'secret', stores: [store('munich')] },
    { key: 'ann', email: 'ann@example.com', password: 'secret' },
    { key: 'kim', email: 'kim@example.com', password: 'secret', stores: [store('munich'), store('berlin')] },
  ]);
  await importThrough(ct, 'orders', [order('o-1', 'berlin'), order('o-2', 'munich'), order('o-3'), order('o-4', 'berlin')]);
  settle(ct);
}

const keys = (page: CustomerPagedQueryResponse) => valid(page, 'CustomerPagedQueryResponse').results.map((customer) => customer.key);
const numbers = (page: OrderPagedQueryResponse) => valid(page, 'OrderPagedQueryResponse').results.map((each) => each.orderNumber);

describe('a Store-bound scope', () => {
  it("reads its Store's orders: one by id and by order number, HEAD, and the query", async () => {
    await shoppers();
    const berlin = inStore(['view_orders:shop:berlin'], 'berlin').orders();
    const byNumber = valid<Order>((await berlin.withOrderNumber({ orderNumber: 'o-1' }).get().execute()).body, 'Order');
    expect(byNumber).toMatchObject({ orderNumber: 'o-1', store: { typeId: 'store', key: 'berlin' } });
    expect((await berlin.withId({ ID: byNumber.id }).get().execute()).body).toEqual(byNumber);
    expect((await berlin.withOrderNumber({ orderNumber: 'o-1' }).head().execute()).statusCode).toBe(200);
    expect((await berlin.withId({ ID: byNumber.id }).head().execute()).statusCode).toBe(200);
    expect((await berlin.head().execute()).statusCode).toBe(200);
    const page = (await berlin.get().execute()).body;
    expect(numbers(page)).toEqual(['o-1', 'o-4']);
    expect(page).toMatchObject({ limit: 20, offset: 0, count: 2, total: 2 });
    // The global read shows the same order.
    expect((await root(['view_orders:shop']).orders().withOrderNumber({ orderNumber: 'o-1' }).get().execute()).body).toEqual(byNumber);
  });

  it("reads its Store's customers: one by id and by key, HEAD, and the query", async () => {
    await shoppers();
    const berlin = inStore(['view_customers:shop:berlin'], 'berlin').customers();
    const jen = valid<Customer>((await berlin.withKey({ key: 'jen' }).get().execute()).body, 'Customer');
    expect(jen).toMatchObject({ key: 'jen', stores: [{ typeId: 'store', key: 'berlin' }] });
    expect((await berlin.withId({ ID: jen.id }).get().execute()).body).toEqual(jen);
    expect((await berlin.withKey({ key: 'jen' }).head().execute()).statusCode).toBe(200);
    expect(keys((await berlin.get().execute()).body)).toEqual(['jen', 'ann', 'kim']);
  });

  it('is granted by the manage_ scope bound to the Store, and by manage_project bound to it', async () => {
    await shoppers();
    expect(numbers((await inStore(['manage_orders:shop:berlin'], 'berlin').orders().get().execute()).body)).toEqual(['o-1', 'o-4']);
    expect(keys((await inStore(['manage_customers:shop:berlin'], 'berlin').customers().get().execute()).body)).toEqual(['jen', 'ann', 'kim']);
    expect(numbers((await inStore(['manage_project:shop:berlin'], 'berlin').orders().get().execute()).body)).toEqual(['o-1', 'o-4']);
  });

  it('gets 403 insufficient_scope on the global endpoints and on those of another Store, as a token without the scope does', async () => {
    await shoppers();
    const orders = ['view_orders:shop:berlin'];
    const customers = ['view_customers:shop:berlin'];
    const missing = async (call: Promise<unknown>, scope: string) => {
      const failure = await sdkError(call);
      expect(failure).toStrictEqual({
        statusCode: 403,
        body: {
          statusCode: 403,
          message: `Insufficient scope. One of the following scopes is missing: ${scope}.`,
          errors: [{ code: 'insufficient_scope', message: `Insufficient scope. One of the following scopes is missing: ${scope}.` }],
          error: 'insufficient_scope',
          error_description: `Insufficient scope. One of the following scopes is missing: ${scope}.`,
        },
      });
      expectErrorSchemaValid(failure.body, 403);
      return failure;
    };
    const withoutScope = await missing(root(['view_products:shop']).orders().get().execute(), 'view_orders');
    expect(await missing(root(orders).orders().get().execute(), 'view_orders')).toStrictEqual(withoutScope);
    await missing(root(orders).orders().withOrderNumber({ orderNumber: 'o-1' }).get().execute(), 'view_orders');
    await missing(inStore(orders, 'munich').orders().get().execute(), 'view_orders');
    await missing(inStore(orders, 'munich').orders().withOrderNumber({ orderNumber: 'o-2' }).get().execute(), 'view_orders');
    // A Store-bound scope of another resource grants nothing either.
    await missing(inStore(orders, 'berlin').customers().get().execute(), 'view_customers');
    await missing(root(customers).customers().withKey({ key: 'jen' }).get().execute(), 'view_customers');
    await missing(inStore(customers, 'munich').customers().withKey({ key: 'ann' }).get().execute(), 'view_customers');
    // HEAD answers the status alone.
    expect((await raw('/in-store/key=munich/orders', orders, 'HEAD')).status).toBe(403);
    expect((await raw('/orders', orders, 'HEAD')).status).toBe(403);
  });

  it('gets 403 through fetch too, and its own Store answers', async () => {
    await shoppers();
    const scopes = ['view_orders:shop:berlin'];
    const own = await raw('/in-store/key=berlin/orders/order-number=o-1', scopes);
    expect(own.status).toBe(200);
    valid(await own.json(), 'Order');
    for (const path of ['/orders', '/orders/order-number=o-1', '/in-store/key=munich/orders', '/in-store/key=munich/orders/order-number=o-2']) {
      const response = await raw(path, scopes);
      expect(response.status, path).toBe(403);
      expect(await response.json()).toMatchObject({ errors: [{ code: 'insufficient_scope' }] });
    }
  });
});

describe('a Project-wide scope', () => {
  it('reads in every Store', async () => {
    await shoppers();
    for (const scopes of [['view_orders:shop'], ['manage_orders:shop'], ['manage_project:shop']]) {
      expect(numbers((await inStore(scopes, 'berlin').orders().get().execute()).body)).toEqual(['o-1', 'o-4']);
      expect(numbers((await inStore(scopes, 'munich').orders().get().execute()).body)).toEqual(['o-2']);
    }
    expect(keys((await inStore(['view_customers:shop'], 'munich').customers().get().execute()).body)).toEqual(['max', 'ann', 'kim']);
    expect((await inStore(['view_customers:shop'], 'munich').customers().withKey({ key: 'max' }).get().execute()).body.key).toBe('max');
  });

  it('is still needed beside a Store-bound scope for the global endpoints', async () => {
    await shoppers();
    const both = ['view_orders:shop:berlin', 'view_orders:shop'];
    expect(numbers((await root(both).orders().get().execute()).body)).toEqual(['o-1', 'o-2', 'o-3', 'o-4']);
  });
});

describe('what a Store shows', () => {
  it("leaves out a customer of another Store, 404 as for a customer the Project lacks", async () => {
    await shoppers();
    const berlin = inStore(['view_customers:shop'], 'berlin').customers();
    const max = (await root(['view_customers:shop']).customers().withKey({ key: 'max' }).get().execute()).body;
    const byKey = await sdkError(berlin.withKey({ key: 'max' }).get().execute());
    expect(byKey).toStrictEqual({
      statusCode: 404,
      body: { statusCode: 404, message: "The Resource with key 'max' was not found.", errors: [{ code: 'ResourceNotFound', message: "The Resource with key 'max' was not found." }] },
    });
    expectErrorSchemaValid(byKey.body, 404);
    expect((await sdkError(berlin.withId({ ID: max.id }).get().execute())).body).toMatchObject({ message: `The Resource with ID '${max.id}' was not found.` });
    expect((await raw('/in-store/key=berlin/customers/key=max', ['view_customers:shop'], 'HEAD')).status).toBe(404);
    expect(keys((await berlin.get({ queryArgs: { where: 'key = "max"' } }).execute()).body)).toEqual([]);
  });

  it('finds a customer of no Store through every Store', async () => {
    await shoppers();
    for (const storeKey of ['berlin', 'munich']) {
      const ann = valid<Customer>((await inStore(['view_customers:shop'], storeKey).customers().withKey({ key: 'ann' }).get().execute()).body, 'Customer');
      expect(ann).toMatchObject({ key: 'ann', stores: [] });
    }
  });

  it('leaves out an order of another Store, or of none', async () => {
    await shoppers();
    const berlin = inStore(['view_orders:shop'], 'berlin').orders();
    for (const orderNumber of ['o-2', 'o-3']) {
      const failure = await sdkError(berlin.withOrderNumber({ orderNumber }).get().execute());
      expect(failure).toMatchObject({ statusCode: 404, body: { errors: [{ code: 'ResourceNotFound', message: `The Resource with orderNumber '${orderNumber}' was not found.` }] } });
      expect((await raw(`/in-store/key=berlin/orders/order-number=${orderNumber}`, ['view_orders:shop'], 'HEAD')).status).toBe(404);
    }
  });

  it("queries only the Store's, with where, sort, limit, offset and withTotal as the global query", async () => {
    await shoppers();
    const customers = inStore(['view_customers:shop'], 'berlin').customers();
    expect(keys((await customers.get({ queryArgs: { sort: 'email asc' } }).execute()).body)).toEqual(['ann', 'jen', 'kim']);
    expect(keys((await customers.get({ queryArgs: { where: 'email in ("max@example.com", "kim@example.com")' } }).execute()).body)).toEqual(['kim']);
    const page = (await customers.get({ queryArgs: { sort: 'key desc', limit: 1, offset: 1 } }).execute()).body;
    expect(page).toMatchObject({ limit: 1, offset: 1, count: 1, total: 3 });
    expect(keys(page)).toEqual(['jen']);
    expect((await customers.get({ queryArgs: { withTotal: false } }).execute()).body).not.toHaveProperty('total');

    const orders = inStore(['view_orders:shop'], 'berlin').orders();
    expect(numbers((await orders.get({ queryArgs: { where: 'orderNumber in ("o-2", "o-4")' } }).execute()).body)).toEqual(['o-4']);
    expect(numbers((await orders.get({ queryArgs: { sort: 'orderNumber desc' } }).execute()).body)).toEqual(['o-4', 'o-1']);
    // HEAD of a query: 200 when the Store has any that match, 404 otherwise.
    expect((await orders.head({ queryArgs: { where: 'orderNumber = "o-4"' } }).execute()).statusCode).toBe(200);
    expect(await sdkError(orders.head({ queryArgs: { where: 'orderNumber = "o-2"' } }).execute())).toMatchObject({ statusCode: 404 });
    // What the global query refuses, the Store's refuses alike.
    const typo = await sdkError(orders.get({ queryArgs: { expnad: 'customer' } as never }).execute());
    expect(typo).toMatchObject({ statusCode: 400, body: { errors: [{ code: 'InvalidInput', message: expect.stringContaining("'expnad'") }] } });
    expect(await sdkError(orders.get({ queryArgs: { where: 'orderNumber = ' } }).execute())).toMatchObject({ statusCode: 400 });
  });

  it('answers an empty page for a Store with nothing in it', async () => {
    await ct.addResource('shop', store('hamburg'));
    await shoppers();
    const page = (await inStore(['view_orders:shop'], 'hamburg').orders().get().execute()).body;
    expect(valid(page, 'OrderPagedQueryResponse')).toEqual({ limit: 20, offset: 0, count: 0, total: 0, results: [] });
  });
});

describe('a Store the Project does not have', () => {
  it('is 404 ResourceNotFound naming the Store, to any token that may read there', async () => {
    await shoppers();
    for (const scopes of [['view_orders:shop'], ['view_orders:shop:nowhere']]) {
      const failure = await sdkError(inStore(scopes, 'nowhere').orders().get().execute());
      expect(failure).toStrictEqual({
        statusCode: 404,
        body: { statusCode: 404, message: "The Store with key 'nowhere' was not found.", errors: [{ code: 'ResourceNotFound', message: "The Store with key 'nowhere' was not found." }] },
      });
      expectErrorSchemaValid(failure.body, 404);
    }
    expect(await sdkError(inStore(['view_customers:shop'], 'nowhere').customers().withKey({ key: 'ann' }).get().execute())).toMatchObject({ statusCode: 404 });
    const head = await raw('/in-store/key=nowhere/customers', ['view_customers:shop'], 'HEAD');
    expect([head.status, await head.text()]).toEqual([404, '']);
    // A token bound to another Store is refused before the Store is looked up.
    expect((await raw('/in-store/key=nowhere/orders', ['view_orders:shop:berlin'])).status).toBe(403);
  });

  it('is one once declared as a resource, as import references need it, or with ct.addStore', async () => {
    await shoppers();
    expect(await sdkError(inStore(['view_customers:shop'], 'hamburg').customers().get().execute())).toMatchObject({ statusCode: 404 });
    await ct.addResource('shop', store('hamburg'));
    expect(keys((await inStore(['view_customers:shop'], 'hamburg').customers().get().execute()).body)).toEqual(['ann']);
    expect(await sdkError(inStore(['view_customers:shop'], 'bremen').customers().get().execute())).toMatchObject({ statusCode: 404 });
    ct.addStore('shop', { key: 'bremen' });
    expect(keys((await inStore(['view_customers:shop'], 'bremen').customers().get().execute()).body)).toEqual(['ann']);
  });

  it('answers 404 for a Project the mock does not have, as the global reads do', async () => {
    const response = await fetch(`${API_HOST}/nowhere/in-store/key=berlin/orders`, { headers: { authorization: `Bearer ${ct.issueToken({ scopes: ['view_orders:nowhere'] })}` } });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ errors: [{ code: 'ResourceNotFound', message: 'The Resource with ID nowhere was not found.' }] });
  });
});

describe('the journal and faults', () => {
  it('name the in-store reads apart from the global ones', async () => {
    await shoppers();
    const scopes = ['view_orders:shop', 'view_customers:shop'];
    const fault = ct.inject({ operation: 'queryOrdersInStore', status: 503 });
    expect((await raw('/orders', scopes)).status).toBe(200);
    expect((await raw('/in-store/key=berlin/orders', scopes)).status).toBe(503);
    expect(fault.hits).toBe(1);
    ct.journal.clearRequests();
    await raw('/in-store/key=berlin/orders', scopes);
    await raw('/in-store/key=berlin/orders', scopes, 'HEAD');
    await raw('/in-store/key=berlin/orders/order-number=o-1', scopes);
    await raw('/in-store/key=berlin/orders/order-number=o-1', scopes, 'HEAD');
    await raw('/in-store/key=berlin/customers', scopes);
    await raw('/in-store/key=berlin/customers/key=jen', scopes);
    await raw('/in-store/key=berlin/customers/key=jen', scopes, 'HEAD');
    expect(ct.requests.map((entry) => [entry.operation, entry.status])).toEqual([
      ['queryOrdersInStore', 200],
      ['headOrderInStore', 200],
      ['getOrderInStore', 200],
      ['headOrderInStore', 200],
      ['queryCustomersInStore', 200],
      ['getCustomerInStore', 200],
      ['headCustomerInStore', 200],
    ]);
  });
});
