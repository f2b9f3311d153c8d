import { HttpHandler } from 'msw';
import { authorize } from '../auth/authorize.js';
import type { FaultEffect } from '../controls/fault-registry.js';
import type { MockContext } from './mock-context.js';
import { empty, errorJson } from './respond.js';
import type { Route } from './route.js';
import { pathParams } from './path-params.js';
import { routeTable, type RouteGroup } from './route-table.js';

// setTimeout is looked up on every call, so that a test's fake timers govern injected delays; an
// aborted request stops waiting at once.
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const timer = globalThis.setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      globalThis.clearTimeout(timer);
      resolve();
    });
  });
}

function versionIn(body: string): number | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    const version = typeof parsed === 'object' && parsed !== null && 'version' in parsed ? parsed.version : undefined;
    return Number.isSafeInteger(version) ? Number(version) : undefined;
  } catch {
    return undefined;
  }
}

function storedVersion(context: MockContext, route: Route, params: readonly string[]): number | undefined {
  const [projectKey, containerKey] = params;
  if (projectKey === undefined) return undefined;
  if (containerKey === undefined) return context.store.projects.get(projectKey)?.version;
  if (!route.operation.endsWith('ImportContainer')) return undefined;
  const container = context.store.importContainers.get(projectKey, containerKey);
  return container.ok ? container.value.version : undefined;
}

type FaultResponses = typeof import('../controls/fault-response.js');
let faultResponses: Promise<FaultResponses> | undefined;

// The realistic fault bodies load with the first status fault: most tests never inject one.
async function faultReply(context: MockContext, route: Route, fault: FaultEffect, status: number, params: readonly string[], body: string): Promise<Response> {
  if (fault.body) {
    const headers: Record<string, string> = fault.body.json ? { 'content-type': 'application/json' } : {};
    return new Response(fault.body.text, { status, headers });
  }
  const subject = {
    operation: route.operation,
    projectKey: route.scopes ? params[0] : undefined,
    scopes: route.scopes,
    storedVersion: route.scopes ? storedVersion(context, route, params) : undefined,
    specifiedVersion: versionIn(body),
    resourceId: params.at(-1),
  };
  const { faultBody } = await (faultResponses ??= import('../controls/fault-response.js'));
  return errorJson(faultBody(status, subject));
}

/**
 * The msw handlers of a mock: one per URL pattern (token endpoint, Project, container collection,
 * container), each taking exactly the methods its routes answer, so that any other request stays
 * unhandled in msw as before. msw builds every handler with a stack trace and path matchers; a
 * fresh mock per test pays for four rather than one per endpoint.
 *
 * Every route goes the same way: injected faults first (a delay, then a network error or a
 * status), then the bearer check, then the route's answer; HEAD answers lose their body; and the
 * journal records what was answered.
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
  const hasBody = route.method === 'POST' || route.method === 'PUT';
  const projectKey = route.scopes ? (params[0] ?? '') : undefined;
  const generation = context.lifecycle.generation;
  const fault = await context.faults.take(route.operation, projectKey, request);
  if (fault?.delayMs) {
    await sleep(fault.delayMs, request.signal);
    // The test moved on (aborted, or reset the mock) while the request waited: it must not
    // change the state, or the journal, of what comes next.
    if (request.signal.aborted || generation !== context.lifecycle.generation) return Response.error();
  }
  const body = hasBody ? await request.text() : '';
  const authorization = request.headers.get('authorization');

  let response: Response;
  if (fault?.networkError) {
    response = Response.error();
  } else if (fault?.status !== undefined) {
    response = await faultReply(context, route, fault, fault.status, params, body);
  } else {
    if (route.scopes) context.store.settle();
    const denied =
      route.scopes && context.authEnabled ? authorize(context.tokens, authorization, projectKey ?? '', route.scopes) : undefined;
    response = denied ? errorJson(denied) : await route.answer(context, { request, url, params, body });
  }
  if (route.method === 'HEAD' && response.type !== 'error') response = empty(response.status);

  context.journal.record({
    operation: route.operation,
    method: request.method,
    url: request.url,
    ...(projectKey === undefined ? {} : { projectKey }),
    status: response.status,
    at: context.clock.isoNow(),
    authorization,
    body,
    faulted: fault !== undefined,
  });
  return response;
}
