import { HttpHandler } from 'msw';
import { hostPattern } from '../hosts/host-pattern.js';
import { answerRoute } from '../http/answer-route.js';
import { loadUnmodelled } from '../http/load-unmodelled.js';
import type { MockContext } from '../http/mock-context.js';
import { pathParams } from '../http/path-params.js';
import { routeTable, type RouteGroup } from '../http/route-table.js';
import { toFetchResponse } from './fetch-response.js';
import { plainFromRequest } from './plain-from-request.js';

/**
 * The msw handlers of a mock, the adapter for interception: one per URL pattern (token endpoint,
 * Project, container collection, container...), each taking exactly the methods its routes
 * answer, and last one for any other method and path on the mock's hosts, which a stub or a 501
 * answers, so that nothing sent to those hosts reaches the network whatever msw's
 * `onUnhandledRequest` says. Handlers of the user's own put before these are tried first. msw
 * builds every handler with a stack trace and path matchers; a fresh mock per test pays for one
 * per pattern rather than one per endpoint. The answer is the route core's.
 *
 * @example
 * const handlers = createMockHandlers(context);
 */
export function createMockHandlers(context: MockContext): HttpHandler[] {
  return [
    ...routeTable(context.hosts).map((group) => new HttpHandler(group.methods, group.pattern, ({ request }) => answer(context, group, request))),
    new HttpHandler(/^/, hostPattern(context.hosts), async ({ request }) =>
      toFetchResponse(await (await loadUnmodelled()).answerUnmodelled(context, plainFromRequest(request, new URL(request.url)))),
    ),
  ];
}

async function answer(context: MockContext, group: RouteGroup, request: Request): Promise<Response | undefined> {
  const url = new URL(request.url);
  const route = group.routes.find((candidate) => candidate.method === request.method);
  const params = pathParams(group.pattern, url);
  // msw has matched the group's methods and pattern already, so both are found.
  if (!route || !params) return undefined;
  return toFetchResponse(await answerRoute(context, { route, params }, plainFromRequest(request, url)));
}
