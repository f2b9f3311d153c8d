import type { Hosts } from '../../hosts/resolve-hosts.js';
import { routePattern } from '../../hosts/route-pattern.js';
import { inStoreReadOperations, readOperations } from '../../vocabulary/operations.js';
import { IN_STORE_RESOURCES, READ_RESOURCES, type ReadSegment } from '../../vocabulary/read-resources.js';
import { readScopes } from '../../vocabulary/read-scopes.js';
import type { Route } from '../route.js';

type Endpoints = typeof import('./resource-endpoints.js');
let endpoints: Promise<Endpoints> | undefined;
const loadEndpoints = () => (endpoints ??= import('./resource-endpoints.js'));

/**
 * The read routes of the platform resources imports create (issue 25): for each, `GET` and `HEAD`
 * of one (`/key={key}`, `/{id}`, an order's `/order-number={orderNumber}`) and of the query; and
 * the same in a Store for customers and orders (issue 31,
 * `/{projectKey}/in-store/key={storeKey}/...`), where that Store's Store-bound scopes count too.
 * These are late routes (late-route-table.ts), loaded after the main table; the answers, with the
 * representations and the query predicates, load with the first such request, in a chunk of their own.
 *
 * @example
 * const routes = resourceRoutes(resolveHosts()); // 48 routes: 4 per resource, and 4 per resource in a Store
 */
export function resourceRoutes(hosts: Hosts): Route[] {
  const projectWide = READ_RESOURCES.flatMap(([segment, one]): Route[] => {
    const scopes = readScopes(segment);
    const [get, head, query] = readOperations(one);
    const item = routePattern(hosts.api, `/([^/]+)/${segment}/([^/]+)`);
    const collection = routePattern(hosts.api, `/([^/]+)/${segment}`);
    // One answer per pattern, told HEAD from GET by the request's method.
    const single: Route['answer'] = async (mock, input) => (await loadEndpoints()).answerOne(mock, input, segment, input.request.method === 'HEAD');
    const all: Route['answer'] = async (mock, input) => (await loadEndpoints()).answerQuery(mock, input, segment, input.request.method === 'HEAD');
    return [
      { operation: get, method: 'GET', pattern: item, scopes, answer: single },
      { operation: head, method: 'HEAD', pattern: item, scopes, answer: single },
      { operation: query, method: 'GET', pattern: collection, scopes: readScopes(segment, true), answer: all },
      { operation: head, method: 'HEAD', pattern: collection, scopes, answer: all },
    ];
  });
  const inStore = IN_STORE_RESOURCES.flatMap(([segment, one]): Route[] => {
    const scopes = readScopes(segment);
    const [get, head, query] = inStoreReadOperations(one);
    const item = routePattern(hosts.api, `/([^/]+)/in-store/key=([^/]+)/${segment}/([^/]+)`);
    const collection = routePattern(hosts.api, `/([^/]+)/in-store/key=([^/]+)/${segment}`);
    const single: Route['answer'] = async (mock, input) => (await loadEndpoints()).answerOne(mock, input, segment, input.request.method === 'HEAD', true);
    const all: Route['answer'] = async (mock, input) => (await loadEndpoints()).answerQuery(mock, input, segment, input.request.method === 'HEAD', true);
    // The Store key is the second path parameter, whose Store-bound scopes authorize() counts.
    return [
      { operation: get, method: 'GET', pattern: item, scopes, storeParam: 1, answer: single },
      { operation: head, method: 'HEAD', pattern: item, scopes, storeParam: 1, answer: single },
      { operation: query, method: 'GET', pattern: collection, scopes, storeParam: 1, answer: all },
      { operation: head, method: 'HEAD', pattern: collection, scopes, storeParam: 1, answer: all },
    ];
  });
  return [...projectWide, ...inStore];
}
