import { answerRoute } from './answer-route.js';
import { answerLateRequest } from './answer-late-request.js';
import { findRoute } from './find-route.js';
import type { MockContext } from './mock-context.js';
import type { PlainRequest, PlainResponse } from './plain-messages.js';
import { routeTable } from './route-table.js';

/**
 * Answers a request with the route that takes it; on the mock's hosts, a path or method no route
 * takes gets a stub's answer or a 501, so that nothing reaches the network. Undefined for a URL on
 * no host of the mock: what `ct.fetch` and the served mock call, where nothing has matched a
 * handler yet.
 *
 * @example
 * const response = await answerRequest(context, request);
 * if (!response) throw new TypeError('not a host of this mock');
 */
export function answerRequest(context: MockContext, request: PlainRequest): Promise<PlainResponse> | undefined {
  // A real-time clock moves to the wall time once per request, which then reads one time.
  context.clock.catchUp();
  const match = findRoute(routeTable(context.hosts), request.method, request.url);
  return match ? answerRoute(context, match, request) : answerLateRequest(context, request);
}
