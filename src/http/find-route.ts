import { pathParams, type PathParams } from './path-params.js';
import type { Route } from './route.js';
import type { RouteGroup } from './route-table.js';

/** A route that takes a request, and the request's decoded path parameters. */
export interface RouteMatch {
  readonly route: Route;
  readonly params: PathParams;
}

/**
 * The route that answers a method on a URL, or undefined: the first group, in table order, whose
 * pattern matches the URL without its query and takes the method, as msw would pick a handler.
 *
 * @example
 * findRoute(routeTable(hosts), 'GET', new URL('https://api.europe-west1.gcp.commercetools.com/shop'));
 * // { route: <getProject>, params: ['shop'] }
 */
export function findRoute(groups: readonly RouteGroup[], method: string, url: URL): RouteMatch | undefined {
  for (const group of groups) {
    const params = pathParams(group.pattern, url);
    if (!params) continue;
    const route = group.routes.find((candidate) => candidate.method === method);
    if (route) return { route, params };
  }
  return undefined;
}
