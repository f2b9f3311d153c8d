import type { AdminContext } from './admin-context.js';
import { forField, onlyFields, readObject } from './admin-input.js';
import { AdminInputError, jsonResponse, type AdminRequest, type AdminResponse } from './admin-types.js';

const EXAMPLE = '{"advanceMs": 60000} or {"set": "2030-01-01T00:00:00.000Z"}';

/**
 * `GET /__admin/clock`: the mock's clock as an ISO string.
 *
 * @example
 * readClock(context); // 200 { now: '2030-01-01T00:00:00.000Z' }
 */
export function readClock({ mock }: AdminContext): AdminResponse {
  return jsonResponse(200, { now: mock.clock.isoNow() });
}

/**
 * `POST /__admin/clock`: moves the clock by `advanceMs` or sets it to `set` (an ISO string or epoch
 * milliseconds), as `ct.clock` does, and answers the new time.
 *
 * @example
 * moveClock(context, { ...request, body: '{"advanceMs":60000}' }); // 200 { now: '2030-01-01T00:01:00.000Z' }
 */
export function moveClock({ mock }: AdminContext, request: AdminRequest): AdminResponse {
  const body = readObject(request.body, EXAMPLE);
  onlyFields(body, ['advanceMs', 'set']);
  const { advanceMs, set } = body;
  if ((advanceMs === undefined) === (set === undefined)) throw new AdminInputError(`Give either advanceMs or set, such as ${EXAMPLE}.`);
  if (advanceMs !== undefined) {
    if (typeof advanceMs !== 'number') throw new AdminInputError(`'advanceMs' must be a number of milliseconds, such as ${EXAMPLE}.`);
    forField('advanceMs', () => mock.clock.advance(advanceMs));
  } else {
    if (typeof set !== 'string' && typeof set !== 'number') {
      throw new AdminInputError(`'set' must be an ISO 8601 time or epoch milliseconds, such as {"set": "2030-01-01T00:00:00.000Z"}.`);
    }
    forField('set', () => mock.clock.set(set));
  }
  return jsonResponse(200, { now: mock.clock.isoNow() });
}
