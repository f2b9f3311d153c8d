import type { FaultEffect } from '../controls/fault-registry.js';
import { faultBody } from '../controls/fault-response.js';
import type { RouteMatch } from './find-route.js';
import type { MockContext } from './mock-context.js';
import type { PathParams } from './path-params.js';
import type { PlainResponse } from './plain-messages.js';
import { errorJson } from './respond.js';
import type { Route } from './route.js';

function versionIn(body: string): number | undefined {
  let version: unknown;
  try {
    const parsed: unknown = JSON.parse(body);
    // Stryker disable next-line ConditionalExpression,LogicalOperator: every shape this check refuses makes `in` throw, which the catch answers alike
    version = typeof parsed === 'object' && parsed !== null && 'version' in parsed ? parsed.version : undefined;
  } catch {
    // Not JSON, or not an object: no version.
  }
  return Number.isSafeInteger(version) ? Number(version) : undefined;
}

function storedVersion(context: MockContext, route: Route, [projectKey, containerKey]: PathParams): number | undefined {
  if (containerKey === '') return context.store.projects.get(projectKey)?.version;
  if (!route.operation.endsWith('ImportContainer')) return undefined;
  const container = context.store.importContainers.get(projectKey, containerKey);
  return container.ok ? container.value.version : undefined;
}

/**
 * The answer of an injected status fault: its custom body, or the realistic one the platform
 * would send for the request (loaded with the first status fault: most tests never inject one).
 *
 * @example
 * const response = faultReply(context, match, { delayMs: 0, networkError: false, status: 503, body: undefined }, 503, requestBody);
 */
export function faultReply(context: MockContext, { route, params }: RouteMatch, fault: FaultEffect, status: number, body: string): PlainResponse {
  if (fault.body) {
    return { status, headers: fault.body.json ? { 'content-type': 'application/json' } : {}, body: fault.body.text };
  }
  // A route with scopes addresses a Project; the token endpoints, which have none, do not.
  const scopes = route.scopes ?? route.referenceScopes;
  return errorJson(
    faultBody(status, {
      operation: route.operation,
      projectKey: scopes ? params[0] : undefined,
      scopes,
      storedVersion: scopes ? storedVersion(context, route, params) : undefined,
      specifiedVersion: versionIn(body),
      // The last path parameter: an import request's route has its resource type before the container key.
      resourceId: params[2] || params[1] || undefined,
    }),
  );
}
