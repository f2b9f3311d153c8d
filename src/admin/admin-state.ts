import type { MockState } from '../store/snapshot/mock-state.js';
import type { AdminContext } from './admin-context.js';
import { readObject } from './admin-input.js';
import { jsonResponse, noContent, type AdminRequest, type AdminResponse } from './admin-types.js';

/**
 * `GET /__admin/state`: the mock's state as `ct.snapshot()` gives it.
 *
 * @example
 * readState(context); // 200 { format: 'commercetools-msw/state', version: 1, ... }
 */
export function readState({ mock }: AdminContext): AdminResponse {
  return jsonResponse(200, mock.snapshot());
}

/**
 * `PUT /__admin/state`: returns the mock to a snapshot's state, as `ct.restore()` does; a broken
 * snapshot is a 400 naming the problem, and changes nothing.
 *
 * @example
 * await restoreState(context, { ...request, body: JSON.stringify(saved) }); // 204
 */
export async function restoreState({ mock }: AdminContext, request: AdminRequest): Promise<AdminResponse> {
  // Any JSON object: restore checks that it is a snapshot, and names what is not.
  await mock.restore(readObject(request.body, 'what GET /__admin/state returned') as unknown as MockState);
  return noContent();
}
