import type { Hosts } from '../../hosts/resolve-hosts.js';
import { routePattern } from '../../hosts/route-pattern.js';
import { IMPORT_REQUEST_SEGMENTS, importTypeOfSegment } from '../../store/import-requests/segments.js';
import { empty, reply } from '../respond.js';
import type { Route } from '../route.js';
import { IMPORT_READ_SCOPES, IMPORT_WRITE_SCOPES } from './import-scopes.js';

/**
 * Import requests (`POST {import}/{projectKey}/{segment}/import-containers/{key}`, one segment
 * per resource type), a container's summary and operations, and one operation by id.
 *
 * @example
 * const routes = importOperationRoutes(resolveHosts());
 */
export function importOperationRoutes(hosts: Hosts): Route[] {
  const segments = Object.keys(IMPORT_REQUEST_SEGMENTS).join('|');
  const requests = routePattern(hosts.import, `/([^/]+)/(${segments})/import-containers/([^/]+)`);
  const summaries = routePattern(hosts.import, '/([^/]+)/import-containers/([^/]+)/import-summaries');
  const operations = routePattern(hosts.import, '/([^/]+)/import-containers/([^/]+)/import-operations');
  const operation = routePattern(hosts.import, '/([^/]+)/import-operations/([^/]+)');
  return [
    {
      operation: 'importResources',
      method: 'POST',
      pattern: requests,
      scopes: IMPORT_WRITE_SCOPES,
      async answer({ store }, { params: [projectKey, segment, containerKey], body }) {
        const type = importTypeOfSegment(segment);
        // The pattern takes only the known segments, so this answers nothing real.
        // Stryker disable next-line ConditionalExpression: unreachable, as the pattern takes the known segments only
        if (type === undefined) return empty(404);
        return reply(await store.importOperations.importResources(projectKey, type, containerKey, body), 201);
      },
    },
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
