import { answerRoute } from './answer-route.js';
import { findRoute } from './find-route.js';
import { lateRouteTable } from './late-route-table.js';
import type { MockContext } from './mock-context.js';
import type { PlainRequest, PlainResponse } from './plain-messages.js';
import { answerUnmodelled } from './unmodelled-reply.js';

/**
 * The answer, in the lazily loaded chunk, to a request on one of the mock's hosts that the main
 * route table does not take: a late route's (the read routes of imported resources), else a stub's or the 501. A late route
 * answers as any route does, with its scopes, faults and journal entry.
 *
 * @example
 * const { answerLate } = await loadLateChunk();
 * return answerLate(context, request);
 */
export function answerLate(context: MockContext, request: PlainRequest): Promise<PlainResponse> {
  const match = findRoute(lateRouteTable(context.hosts), request.method, request.url);
  return match ? answerRoute(context, match, request) : answerUnmodelled(context, request);
}
