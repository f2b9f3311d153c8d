import type { ProductPagedQueryResponse } from '@commercetools/platform-sdk';
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../support/mock-server.js';
import { expectErrorSchemaValid } from '../support/schemas.js';
import { API_HOST, sdkError } from '../support/sdk.js';
import { api, importThrough, settle, shirtDraft, shirtType } from './helpers.js';

// The parameters of a read as a user sends them (issue 33): `staged` where it is taken and where
// it is not, and a page of a selection that `where` and `sort` both shape.

const ct = useMockServer({ projects: [{ key: 'shop', currencies: ['EUR'], languages: ['en'] }] });

async function products(published: readonly string[], unpublished: readonly string[] = []) {
  await importThrough(ct, 'product-types', [shirtType]);
  await importThrough(ct, 'product-drafts', [...published.map((key) => shirtDraft(key, { publish: true })), ...unpublished.map((key) => shirtDraft(key))]);
  settle(ct);
}

const keysOf = (page: { results: readonly { key?: string }[] }) => page.results.map((each) => each.key);

describe('staged', () => {
  it('answers a staged that is neither true nor false with 400, on a query and on a single read', async () => {
    await products(['aa']);
    for (const call of [
      () => api().productProjections().get({ queryArgs: { staged: 'yes' as never } }).execute(),
      () => api().productProjections().withKey({ key: 'aa' }).get({ queryArgs: { staged: 'yes' as never } }).execute(),
    ]) {
      const failure = await sdkError(call());
      expect(failure).toMatchObject({ statusCode: 400, body: { errors: [{ code: 'InvalidInput', message: "'staged' must be true or false, not 'yes'." }] } });
      expectErrorSchemaValid(failure.body, 400);
    }
  });

  it('takes staged=false as the current data, as without it', async () => {
    await products(['aa'], ['bb']);
    expect(keysOf((await api().productProjections().get({ queryArgs: { staged: false } }).execute()).body)).toEqual(['aa']);
    expect(keysOf((await api().productProjections().get({ queryArgs: { staged: true } }).execute()).body)).toEqual(['aa', 'bb']);
  });

  it('is no parameter of products: a query or read of products with it answers 400 saying what it takes', async () => {
    await products(['aa']);
    const query = await fetch(`${API_HOST}/shop/products?staged=true`, { headers: { authorization: `Bearer ${ct.issueToken({ scopes: ['view_products:shop'] })}` } });
    expect(query.status).toBe(400);
    expect(await query.json()).toMatchObject({
      errors: [{ code: 'InvalidInput', message: "The mock does not model the query parameter 'staged' on products; it takes where, sort, limit, offset, withTotal, expand." }],
    });
    const one = await sdkError(api().products().withKey({ key: 'aa' }).get({ queryArgs: { staged: true } as never }).execute());
    expect(one.body).toMatchObject({ errors: [{ message: "The mock does not model the query parameter 'staged' on products; it takes expand." }] });
  });

  it('names a repeated unknown parameter once', async () => {
    await products(['aa']);
    const failure = await sdkError(api().products().get({ queryArgs: { nope: ['a', 'b'] } as never }).execute());
    expect(failure.body).toMatchObject({ errors: [{ message: expect.stringContaining("'nope'") }] });
    expect((failure.body as { errors: unknown[] }).errors).toHaveLength(1);
  });
});

describe('a page of a selection', () => {
  it('counts every resource where selects, and pages them after sorting', async () => {
    await products(['aa', 'dd', 'bb', 'ee', 'cc']);
    const page = (await api().products().get({ queryArgs: { where: 'key != "cc"', sort: 'key desc', offset: 1, limit: 2 } }).execute()).body as ProductPagedQueryResponse;
    expect(page).toMatchObject({ offset: 1, limit: 2, count: 2, total: 4 });
    expect(keysOf(page)).toEqual(['dd', 'bb']);
    const unsorted = (await api().products().get({ queryArgs: { where: 'key != "cc"', offset: 1, limit: 2 } }).execute()).body;
    expect(unsorted).toMatchObject({ count: 2, total: 4 });
    expect(keysOf(unsorted)).toEqual(['dd', 'bb']);
    const sortedOnly = (await api().products().get({ queryArgs: { sort: 'key asc', offset: 3, limit: 5 } }).execute()).body;
    expect(sortedOnly).toMatchObject({ count: 2, total: 5 });
    expect(keysOf(sortedOnly)).toEqual(['dd', 'ee']);
  });

  it('pages what a query without where or sort shows, leaving out the unpublished projections', async () => {
    await products(['aa', 'bb'], ['xx']);
    await importThrough(ct, 'product-drafts', [shirtDraft('cc', { publish: true })]);
    settle(ct);
    const page = (await api().productProjections().get({ queryArgs: { offset: 1, limit: 1 } }).execute()).body;
    expect(page).toMatchObject({ offset: 1, limit: 1, count: 1, total: 3 });
    expect(keysOf(page)).toEqual(['bb']);
    const last = (await api().productProjections().get({ queryArgs: { offset: 2 } }).execute()).body;
    expect(keysOf(last)).toEqual(['cc']);
  });
});

describe('the rest of a read', () => {
  it('counts the total with withTotal=true, as without it', async () => {
    await products(['aa', 'bb']);
    const page = (await api().products().get({ queryArgs: { withTotal: true, limit: 1 } }).execute()).body;
    expect(page).toEqual({ limit: 1, offset: 0, count: 1, total: 2, results: [expect.objectContaining({ key: 'aa' })] });
  });

  it('takes order-number= on orders alone: on products it is an id the mock never gives', async () => {
    await products(['aa']);
    const failure = await sdkError(api().products().withId({ ID: 'order-number=aa' }).get().execute());
    expect(failure).toMatchObject({ statusCode: 404, body: { message: "The Resource with ID 'order-number=aa' was not found." } });
  });

  it('takes key= on every resource but orders, which the platform reads by id and order number alone', async () => {
    await importThrough(ct, 'orders', [{ orderNumber: 'o-1', totalPrice: { type: 'centPrecision', centAmount: 100, currencyCode: 'EUR' }, customLineItems: [] }]);
    settle(ct);
    expect((await api().orders().withOrderNumber({ orderNumber: 'o-1' }).get().execute()).body.orderNumber).toBe('o-1');
    const failure = await sdkError(api().orders().withId({ ID: 'key=o-1' }).get().execute());
    expect(failure).toMatchObject({ statusCode: 404, body: { message: "The Resource with ID 'key=o-1' was not found." } });
  });

});

