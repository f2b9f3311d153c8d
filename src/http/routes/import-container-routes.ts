import { routePattern } from '../../hosts/resolve-hosts.js';
import type { Result } from '../../store/result.js';
import type { MockContext } from '../mock-context.js';
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
 * const routes = importContainerRoutes(context);
 */
export function importContainerRoutes({ store, hosts }: MockContext): Route[] {
  const collection = routePattern(hosts.import, '/([^/]+)/import-containers');
  const item = routePattern(hosts.import, '/([^/]+)/import-containers/([^/]+)');
  const containers = store.importContainers;
  return [
    {
      operation: 'queryImportContainers',
      method: 'GET',
      pattern: collection,
      scopes: READ_SCOPES,
      answer({ url: { searchParams }, params: [projectKey = ''] }) {
        const query = { limit: searchParams.get('limit'), offset: searchParams.get('offset'), sort: searchParams.getAll('sort') };
        return reply(containers.query(projectKey, query));
      },
    },
    {
      operation: 'createImportContainer',
      method: 'POST',
      pattern: collection,
      scopes: WRITE_SCOPES,
      answer: ({ params: [projectKey = ''], body }) => reply(containers.create(projectKey, body), 201),
    },
    {
      operation: 'getImportContainer',
      method: 'GET',
      pattern: item,
      scopes: READ_SCOPES,
      answer: ({ params: [projectKey = '', key = ''] }) => reply(containers.get(projectKey, key)),
    },
    {
      operation: 'updateImportContainer',
      method: 'PUT',
      pattern: item,
      scopes: WRITE_SCOPES,
      answer: ({ params: [projectKey = '', key = ''], body }) => reply(containers.update(projectKey, key, body)),
    },
    {
      operation: 'deleteImportContainer',
      method: 'DELETE',
      pattern: item,
      scopes: WRITE_SCOPES,
      answer: ({ params: [projectKey = '', key = ''] }) => reply(containers.remove(projectKey, key)),
    },
  ];
}
