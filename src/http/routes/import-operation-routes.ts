import type { Hosts } from '../../hosts/resolve-hosts.js';
import { routePattern } from '../../hosts/route-pattern.js';
import type { ImportResourceType } from '../../store/import-container/import-container.js';
import { IMPORT_REQUEST_SEGMENTS } from '../../store/import-requests/segments.js';
import { reply } from '../respond.js';
import type { Route } from '../route.js';
import { importRequestScopes } from './import-request-scopes.js';
import { IMPORT_READ_SCOPES } from './import-scopes.js';

/**
 * The route of one import request type: `POST {import}/{projectKey}/{segment}/import-containers/{key}`,
 * which needs the scope that creates a resource of that type. One route per type, so that each
 * declares its own scope as every other route does, and the bearer check stays the same for all.
 */
function importRequestRoute(hosts: Hosts, segment: string, type: ImportResourceType): Route {
  return {
    operation: 'importResources',
    method: 'POST',
    // The segment stays a capture, so that the container key is the third parameter for every import request.
    pattern: routePattern(hosts.import, `/([^/]+)/(${segment})/import-containers/([^/]+)`),
    // Read with each request rather than once with the cached route table, so that every request
    // runs the rule that decides it (and Stryker sees each test that depends on it).
    get scopes() {
      return importRequestScopes(type);
    },
    answer: async ({ store }, { params: [projectKey, , containerKey], body }) =>
      reply(await store.importOperations.importResources(projectKey, type, containerKey, body), 201),
  };
}

/**
 * Import requests (`POST {import}/{projectKey}/{segment}/import-containers/{key}`, one route per
 * resource type), a container's summary and operations, and one operation by id.
 *
 * @example
 * const routes = importOperationRoutes(resolveHosts()); // 21 routes: 18 import request types, then the reads
 */
export function importOperationRoutes(hosts: Hosts): Route[] {
  const summaries = routePattern(hosts.import, '/([^/]+)/import-containers/([^/]+)/import-summaries');
  const operations = routePattern(hosts.import, '/([^/]+)/import-containers/([^/]+)/import-operations');
  const operation = routePattern(hosts.import, '/([^/]+)/import-operations/([^/]+)');
  return [
    ...Object.entries(IMPORT_REQUEST_SEGMENTS).map(([segment, type]) => importRequestRoute(hosts, segment, type)),
    {
      operation: 'getImportSummary',
      method: 'GET',
      pattern: summaries,
      scopes: IMPORT_READ_SCOPES,
      answer: async ({ store }, { params: [projectKey, containerKey] }) => reply(await store.importOperations.summary(projectKey, containerKey)),
    },
    {
      operation: 'queryImportOperations',
      method: 'GET',
      pattern: operations,
      scopes: IMPORT_READ_SCOPES,
      answer: async ({ store }, { request, params: [projectKey, containerKey] }) =>
        reply(await store.importOperations.query(projectKey, containerKey, request.url.searchParams)),
    },
    {
      operation: 'getImportOperation',
      method: 'GET',
      pattern: operation,
      scopes: IMPORT_READ_SCOPES,
      answer: async ({ store }, { params: [projectKey, id] }) => reply(await store.importOperations.get(projectKey, id)),
    },
  ];
}
