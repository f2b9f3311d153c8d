import { authorize } from '../auth/authorize.js';
import type { MockContext } from './mock-context.js';
import { correlationIdOf, withCorrelationId } from './correlation-id.js';
import { NETWORK_ERROR, type PlainRequest, type PlainResponse } from './plain-messages.js';
import { errorJson } from './respond.js';
import type { RouteMatch } from './find-route.js';

// setTimeout is looked up on every call, so that a test's fake timers govern injected delays; an
// aborted request stops waiting at once.
function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = globalThis.setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      globalThis.clearTimeout(timer);
      resolve();
    });
  });
}

type FaultReplies = typeof import('./fault-reply.js');
let faultReplies: Promise<FaultReplies> | undefined;

/**
 * The route core: answers a request that a route takes, the same way whichever adapter (msw's
 * handlers, `ct.fetch`, the served mock) brought it. Injected faults come first (a delay, then a
 * network error or a status), then the bearer check (401, then a Project the mock does not have
 * left to the route's 404, then 403), then the route's answer; HEAD answers lose
 * their body; every answer carries X-Correlation-ID; and the journal records what was answered.
 *
 * @example
 * const match = findRoute(routeTable(context.hosts), request.method, request.url);
 * if (match) return answerRoute(context, match, request);
 */
export async function answerRoute(context: MockContext, match: RouteMatch, request: PlainRequest): Promise<PlainResponse> {
  const { route, params } = match;
  // Stryker disable next-line ConditionalExpression: reading the empty body of a GET, HEAD or DELETE changes nothing
  const hasBody = route.method === 'POST' || route.method === 'PUT';
  // The Project a request addresses: none for /oauth/token and /oauth/introspect.
  const projectKey = params[0] || undefined;
  const generation = context.lifecycle.generation;
  // Taken on arrival, so that generated ids count up in the order requests came in.
  const correlationId = correlationIdOf(context, request);
  const fault = await context.faults.take(route.operation, projectKey, () => request.toRequest());
  if (fault?.delayMs) {
    await sleep(fault.delayMs, request.signal);
    // The test moved on (aborted, or reset the mock) while the request waited: it must not
    // change the state, or the journal, of what comes next.
    if (request.signal?.aborted || generation !== context.lifecycle.generation) return NETWORK_ERROR;
  }
  const body = hasBody ? await request.readBody() : '';
  const authorization = request.header('authorization');

  let response: PlainResponse;
  if (fault?.networkError) {
    response = NETWORK_ERROR;
  } else if (fault?.status !== undefined) {
    const { faultReply } = await (faultReplies ??= import('./fault-reply.js'));
    response = faultReply(context, match, fault, fault.status, body);
  } else {
    const storeKey = route.storeParam === undefined ? undefined : params[route.storeParam];
    const checked =
      route.scopes && context.authEnabled ? authorize(context.tokens, authorization, params[0], route.scopes, context.store.projects, storeKey) : undefined;
    response =
      checked && 'statusCode' in checked ? errorJson(checked) : await route.answer(context, { request, params, body, clientId: checked?.clientId });
  }
  response = withCorrelationId(response, correlationId, route.method === 'HEAD');

  context.journal.record({
    operation: route.operation,
    method: request.method,
    url: request.url.href,
    projectKey,
    status: response.status,
    at: context.clock.isoNow(),
    authorization,
    body,
    faulted: fault !== undefined,
    correlationId,
  });
  return response;
}
