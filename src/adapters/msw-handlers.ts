import { HttpHandler } from 'msw';
import { hostPattern } from '../hosts/host-pattern.js';
import { answerRequest } from '../http/answer-request.js';
import type { MockContext } from '../http/mock-context.js';
import { toFetchResponse } from './fetch-response.js';
import { plainFromRequest } from './plain-from-request.js';

const ANY_METHOD = /^/;

/**
 * The msw handler of a mock, the adapter for interception: one handler for every method and path
 * on the mock's hosts, which hands the request to the route core as `ct.fetch` and the served mock
 * do. A path or method no route takes gets a stub's answer or a 501 there, so nothing sent to
 * those hosts reaches the network whatever msw's `onUnhandledRequest` says. Handlers of the
 * user's own put before this one are tried first. One handler rather than one per URL pattern:
 * msw builds each with a call frame and path matchers, which a fresh mock per test would pay for.
 *
 * @example
 * const handlers = createMockHandlers(context);
 */
export function createMockHandlers(context: MockContext): HttpHandler[] {
  return [
    new HttpHandler(ANY_METHOD, hostPattern(context.hosts), async ({ request }) => {
      const answer = answerRequest(context, plainFromRequest(request, new URL(request.url)));
      return answer && toFetchResponse(await answer);
    }),
  ];
}
