import type { Hosts } from '../../hosts/resolve-hosts.js';
import { routePattern } from '../../hosts/route-pattern.js';
import type { Result } from '../../store/result.js';
import { errorJson, json } from '../respond.js';
import type { Route } from '../route.js';

const READ_SCOPES = ['view_import_containers', 'manage_import_containers'];
const WRITE_SCOPES = ['manage_import_containers'];

function reply<T>(result: Result<T>, status = 200): Response {
  return result.ok ? json(result.value, status) : errorJson(result.error);
}

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
      scopes: READ_SCOPES,
      answer({ store }, { url: { searchParams }, params: [projectKey = ''] }) {
        const query = { limit: searchParams.get('limit'), offset: searchParams.get('offset'), sort: searchParams.getAll('sort') };
        return reply(store.importContainers.query(projectKey, query));
      },
    },
    {
      operation: 'createImportContainer',
      method: 'POST',
      pattern: collection,
      scopes: WRITE_SCOPES,
      answer: ({ store }, { params: [projectKey = ''], body }) => reply(store.importContainers.create(projectKey, body), 201),
    },
    {
      operation: 'getImportContainer',
      method: 'GET',
      pattern: item,
      scopes: READ_SCOPES,
      answer: ({ store }, { params: [projectKey = '', key = ''] }) => reply(store.importContainers.get(projectKey, key)),
    },
    {
      operation: 'updateImportContainer',
      method: 'PUT',
      pattern: item,
      scopes: WRITE_SCOPES,
      answer: ({ store }, { params: [projectKey = '', key = ''], body }) => reply(store.importContainers.update(projectKey, key, body)),
    },
    {
      operation: 'deleteImportContainer',
      method: 'DELETE',
      pattern: item,
      scopes: WRITE_SCOPES,
      answer: ({ store }, { params: [projectKey = '', key = ''] }) => reply(store.importContainers.remove(projectKey, key)),
    },
  ];
}
