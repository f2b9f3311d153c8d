import type { Hosts } from '../../hosts/resolve-hosts.js';
import { routePattern } from '../../hosts/route-pattern.js';
import { reply } from '../respond.js';
import type { Route } from '../route.js';
import { IMPORT_READ_SCOPES, IMPORT_WRITE_SCOPES } from './import-scopes.js';

/**
 * Query, create, get, update (`PUT`) and delete Import Containers under
 * `{import}/{projectKey}/import-containers`.
 *
 * @example
 * const routes = importContainerRoutes(resolveHosts());
 */
export function importContainerRoutes(hosts: Hosts): Route[] {
  const collection = routePattern(hosts.import, '/([^/]+)/import-containers');
  const item = routePattern(hosts.import, '/([^/]+)/import-containers/([^/]+)');
  return [
    {
      operation: 'queryImportContainers',
      method: 'GET',
      pattern: collection,
      scopes: IMPORT_READ_SCOPES,
      answer: async ({ store }, { request, params: [projectKey] }) => reply(await store.importContainers.query(projectKey, request.url.searchParams)),
    },
    {
      operation: 'createImportContainer',
      method: 'POST',
      pattern: collection,
      scopes: IMPORT_WRITE_SCOPES,
      answer: async ({ store }, { params: [projectKey], body }) => reply(await store.importContainers.create(projectKey, body), 201),
    },
    {
      operation: 'getImportContainer',
      method: 'GET',
      pattern: item,
      scopes: IMPORT_READ_SCOPES,
      answer: ({ store }, { params: [projectKey, key] }) => reply(store.importContainers.get(projectKey, key)),
    },
    {
      operation: 'updateImportContainer',
      method: 'PUT',
      pattern: item,
      scopes: IMPORT_WRITE_SCOPES,
      answer: async ({ store }, { params: [projectKey, key], body }) => reply(await store.importContainers.update(projectKey, key, body)),
    },
    {
      operation: 'deleteImportContainer',
      method: 'DELETE',
      pattern: item,
      scopes: IMPORT_WRITE_SCOPES,
      answer: ({ store }, { params: [projectKey, key] }) => reply(store.importContainers.remove(projectKey, key)),
    },
  ];
}
