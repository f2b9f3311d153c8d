import { answerRoute } from './answer-route.js';
import { findRoute } from './find-route.js';
import { lateRouteTable } from './late-route-table.js';
import type { MockContext } from './mock-context.js';
import type { PlainRequest, PlainResponse } from './plain-messages.js';
import { unmodelledEndpoint } from './unmodelled-endpoints.js';
import { answerUnmodelled } from './unmodelled-reply.js';

/**
 * The answer, in the lazily loaded chunk, to a request on one of the mock's hosts that the main
 * route table does not take: a late route's (the read routes of imported resources), else a stub's or the 501. A late route
 * answers as any route does, with its scopes, faults and journal entry. A search endpoint the
 * mock does not model (Product Search, Product Projection Search...) gets a stub's answer or the
 * 501 naming it, never a read route's.
 *
 * @example
 * const { answerLate } = await loadLateChunk();
 * return answerLate(context, request);
 */
export function answerLate(context: MockContext, request: PlainRequest): Promise<PlainResponse> {
  // A search endpoint is no read of a resource with id 'search': it answers the 501 that names it.
  const endpoint = unmodelledEndpoint(context.hosts, request.method, request.url);
  const match = endpoint === undefined ? findRoute(lateRouteTable(context.hosts), request.method, request.url) : undefined;
  return match ? answerRoute(context, match, request) : answerUnmodelled(context, request, endpoint);
}
