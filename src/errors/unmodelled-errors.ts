import { errorResponse, type ErrorObject, type ErrorResponse } from './error-response.js';

/** The error code of the 501 for a request the mock does not model. */
export const NOT_MODELLED_CODE = 'NotModelledByMock';

/**
 * The 501 for a request on one of the mock's hosts that no route and no stub takes: it names the
 * method and the path (and the endpoint as the API reference names it, where the mock knows it),
 * and says what to do instead, so that a test learns at once what its code called, and nothing
 * reaches commercetools.
 *
 * @example
 * notModelled('GET', '/shop/carts');
 * // { statusCode: 501, message: 'commercetools-msw does not model GET /shop/carts ...', errors: [{ code: 'NotModelledByMock', ... }] }
 * notModelled('POST', '/shop/products/search', 'Product Search'); // 'commercetools-msw does not model Product Search (POST /shop/products/search) ...'
 */
export function notModelled(method: string, path: string, endpoint?: string): ErrorResponse {
  const request = endpoint === undefined ? `${method} ${path}` : `${endpoint} (${method} ${path})`;
  const message =
    `commercetools-msw does not model ${request}, so it answers 501 and sends nothing to commercetools. ` +
    'For a canned answer, add a stub (ct.stub, or POST /__admin/stubs when served); for your own msw handler, put it before ...ct.handlers.';
  return errorResponse(501, [{ code: NOT_MODELLED_CODE, message }]);
}

/**
 * The GraphQL error for a field the platform has and the mock does not answer (a root field such
 * as `me` or `createCart`, or a field of a type the mock reads): it names the field by its schema
 * coordinate, and the answer carries no data for it, never made-up values.
 *
 * @example
 * notModelledField('Query.me');
 * // { code: 'NotModelledByMock', message: 'commercetools-msw does not model the GraphQL field Query.me ...' }
 */
export function notModelledField(coordinate: string): ErrorObject {
  return {
    code: NOT_MODELLED_CODE,
    message:
      `commercetools-msw does not model the GraphQL field ${coordinate}, so it answers this error and no data for it. ` +
      'Read what the mock models through its REST routes, or answer this operation with your own msw handler ' +
      "(graphql.link(url).operation(...), or an http.post on the /graphql URL) put before ...ct.handlers.",
  };
}

/**
 * The GraphQL error for a non-null field whose value a seeded Project left out (REST lets it out,
 * the platform always has it): it names the field and the seed's field to give, rather than a
 * made-up value.
 *
 * @example
 * unseededField('OrderSearchConfiguration.lastModifiedAt', 'searchIndexing.orders.lastModifiedAt');
 * // { code: 'NotModelledByMock', message: 'commercetools-msw cannot answer the GraphQL field OrderSearchConfiguration.lastModifiedAt: ...' }
 */
export function unseededField(coordinate: string, seedField: string): ErrorObject {
  return {
    code: NOT_MODELLED_CODE,
    message:
      `commercetools-msw cannot answer the GraphQL field ${coordinate}: the Project was seeded without ${seedField}, ` +
      'which the platform always has and GraphQL requires. Give it in the seed.',
  };
}

/**
 * A stub the mock refuses: the message names the field and says what to send instead. Thrown by
 * `ct.stub`; the admin API answers it 400.
 *
 * @example
 * throw stubProblem("'status' must be a whole number from 200 to 599, not 700");
 */
export function stubProblem(problem: string): TypeError {
  return new TypeError(`commercetools-msw: the stub's ${problem}.`);
}
