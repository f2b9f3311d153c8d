import type { StubOptions } from '../controls/stub-list.js';
import type { AdminContext } from './admin-context.js';
import { readObject } from './admin-input.js';
import { errorResponse, jsonResponse, noContent, type AdminRequest, type AdminResponse } from './admin-types.js';

const EXAMPLE = '{"method": "GET", "path": "/shop/carts/*", "status": 200, "body": {"id": "p1"}}';

/**
 * `GET /__admin/stubs`: 200 `{ stubs }`, the stubs in place, newest first, with their hits: those
 * admin calls added and those the serving process added with `ct.stub`, which share one list.
 *
 * @example
 * listStubs(context); // 200 { stubs: [{ id: '1', method: 'GET', path: '/shop/carts', status: 200, headers: {...}, body: {...}, hits: 0 }] }
 */
export function listStubs({ mock }: AdminContext): AdminResponse {
  return jsonResponse(200, { stubs: mock.stubs });
}

/**
 * `POST /__admin/stubs`: the JSON form of `ct.stub` (`{ method, path, status, headers?, body? }`),
 * answered 201 with the stub as `GET` lists it. What `ct.stub` refuses is a 400 naming the field.
 *
 * @example
 * await addStub(context, { ...request, body: '{"method":"GET","path":"/shop/carts","status":200,"body":{"results":[]}}' }); // 201 { id: '1', ... }
 */
export async function addStub({ mock }: AdminContext, request: AdminRequest): Promise<AdminResponse> {
  // ct.stub checks the fields, with the same messages as in-process.
  const { id } = await mock.stub(readObject(request.body, EXAMPLE) as unknown as StubOptions);
  return jsonResponse(201, mock.stubs.find((stub) => stub.id === id));
}

/**
 * `DELETE /__admin/stubs[/{id}]`: removes one stub (204; 404 for an id never given), or all of
 * them without an id. An id that was given but is removed or reset away is gone already: 204.
 *
 * @example
 * removeStubs(context, '1'); // 204
 */
export function removeStubs({ internals }: AdminContext, id?: string): AdminResponse {
  const { stubs } = internals.context;
  if (id === undefined) {
    stubs.entries.length = 0;
    return noContent();
  }
  if (!/^[1-9]\d*$/.test(id) || Number(id) > stubs.issued) {
    return errorResponse(404, `There is no stub with the id '${id}'. The ids are those POST /__admin/stubs answered; GET /__admin/stubs lists the stubs in place.`);
  }
  const index = stubs.entries.findIndex((entry) => entry.stub.id === id);
  if (index >= 0) stubs.entries.splice(index, 1);
  return noContent();
}
