import { HttpHandler } from 'msw';
import { answerRoute } from '../http/answer-route.js';
import type { MockContext } from '../http/mock-context.js';
import { pathParams } from '../http/path-params.js';
import { routeTable, type RouteGroup } from '../http/route-table.js';
import { toFetchResponse } from './fetch-response.js';
import { plainFromRequest } from './plain-from-request.js';

/**
 * The msw handlers of a mock, the adapter for interception: one per URL pattern (token endpoint,
 * Project, container collection, container...), each taking exactly the methods its routes
 * answer, so that any other request stays unhandled in msw as before. msw builds every handler
 * with a stack trace and path matchers; a fresh mock per test pays for one per pattern rather
 * than one per endpoint. The answer is the route core's.
 *
 * @example
 * const handlers = createMockHandlers(context);
 */
export function createMockHandlers(context: MockContext): HttpHandler[] {
  return routeTable(context.hosts).map(
    (group) => new HttpHandler(group.methods, group.pattern, ({ request }) => answer(context, group, request)),
  );
}

async function answer(context: MockContext, group: RouteGroup, request: Request): Promise<Response | undefined> {
  const url = new URL(request.url);
  const route = group.routes.find((candidate) => candidate.method === request.method);
  const params = pathParams(group.pattern, url);
  // msw has matched the group's methods and pattern already, so both are found.
  if (!route || !params) return undefined;
  return toFetchResponse(await answerRoute(context, { route, params }, plainFromRequest(request, url)));
}
