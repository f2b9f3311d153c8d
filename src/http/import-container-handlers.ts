import { http, type HttpHandler } from 'msw';
import { routePattern } from '../hosts/resolve-hosts.js';
import type { Result } from '../store/result.js';
import { authorizeRequest } from './authorize-request.js';
import type { MockContext } from './mock-context.js';
import { pathParams } from './path-params.js';
import { errorReply, json } from './respond.js';

const READ_SCOPES = ['view_import_containers', 'manage_import_containers'] as const;
const WRITE_SCOPES = ['manage_import_containers'] as const;

/**
 * Query, create, get, update (`PUT`) and delete Import Containers under
 * `{import}/{projectKey}/import-containers`.
 *
 * @example
 * setupServer(...importContainerHandlers(context));
 */
export function importContainerHandlers(context: MockContext): HttpHandler[] {
  const collection = routePattern(context.hosts.import, '/([^/]+)/import-containers');
  const item = routePattern(context.hosts.import, '/([^/]+)/import-containers/([^/]+)');
  const containers = context.store.importContainers;

  const reply = <T>(result: Result<T>, method: string, status = 200) =>
    result.ok ? json(result.value, status) : errorReply(result.error, method);

  type Operation = (request: Request, projectKey: string, key: string) => Promise<Response> | Response;
  const endpoint =
    (pattern: RegExp, scopes: readonly string[], operation: Operation) =>
    ({ request }: { request: Request }) => {
      const [projectKey = '', key = ''] = pathParams(pattern, request.url);
      const denied = authorizeRequest(context, request, projectKey, scopes);
      return denied ? errorReply(denied, request.method) : operation(request, projectKey, key);
    };

  return [
    http.get(
      collection,
      endpoint(collection, READ_SCOPES, (request, projectKey) => {
        const { searchParams } = new URL(request.url);
        const query = { limit: searchParams.get('limit'), offset: searchParams.get('offset'), sort: searchParams.getAll('sort') };
        return reply(containers.query(projectKey, query), request.method);
      }),
    ),
    http.post(
      collection,
      endpoint(collection, WRITE_SCOPES, (request, projectKey) =>
        request.text().then((body) => reply(containers.create(projectKey, body), request.method, 201)),
      ),
    ),
    http.get(
      item,
      endpoint(item, READ_SCOPES, (request, projectKey, key) => reply(containers.get(projectKey, key), request.method)),
    ),
    http.put(
      item,
      endpoint(item, WRITE_SCOPES, (request, projectKey, key) =>
        request.text().then((body) => reply(containers.update(projectKey, key, body), request.method)),
      ),
    ),
    http.delete(
      item,
      endpoint(item, WRITE_SCOPES, (request, projectKey, key) => reply(containers.remove(projectKey, key), request.method)),
    ),
  ];
}
