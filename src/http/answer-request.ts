import { answerRoute } from './answer-route.js';
import { findRoute } from './find-route.js';
import type { MockContext } from './mock-context.js';
import type { PlainRequest, PlainResponse } from './plain-messages.js';
import { routeTable } from './route-table.js';

/**
 * Answers a request with the route that takes it, or gives undefined when no route of the mock's
 * hosts does: what `ct.fetch` and the served mock call, where nothing has matched a handler yet.
 *
 * @example
 * const response = await answerRequest(context, request);
 * if (!response) return notFound();
 */
export function answerRequest(context: MockContext, request: PlainRequest): Promise<PlainResponse> | undefined {
  const match = findRoute(routeTable(context.hosts), request.method, request.url);
  return match ? answerRoute(context, match, request) : undefined;
}
