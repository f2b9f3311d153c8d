import { http, type HttpHandler } from 'msw';
import { projectNotFound } from '../errors/http-api-errors.js';
import { routePattern } from '../hosts/resolve-hosts.js';
import { authorizeRequest } from './authorize-request.js';
import { maskProject } from './mask-project.js';
import type { MockContext } from './mock-context.js';
import { pathParams } from './path-params.js';
import { empty, errorReply, json } from './respond.js';

/**
 * `GET`, `HEAD` and `POST {api}/{projectKey}`: get a Project, check that it exists, update it.
 *
 * @example
 * setupServer(...projectHandlers(context));
 */
export function projectHandlers(context: MockContext): HttpHandler[] {
  const pattern = routePattern(context.hosts.api, '/([^/]+)');
  const projectKeyOf = (request: Request) => pathParams(pattern, request.url)[0] ?? '';

  const read = ({ request }: { request: Request }) => {
    const projectKey = projectKeyOf(request);
    const denied = authorizeRequest(context, request, projectKey, ['view_project_settings']);
    if (denied) return errorReply(denied, request.method);
    const project = context.store.projects.get(projectKey);
    if (!project) return errorReply(projectNotFound(projectKey), request.method);
    return request.method === 'HEAD' ? empty(200) : json(maskProject(project));
  };

  return [
    http.get(pattern, read),
    http.head(pattern, read),
    http.post(pattern, async ({ request }) => {
      const projectKey = projectKeyOf(request);
      const denied = authorizeRequest(context, request, projectKey, ['manage_project_settings']);
      if (denied) return errorReply(denied, request.method);
      const result = context.store.projects.update(projectKey, await request.text());
      return result.ok ? json(maskProject(result.value)) : errorReply(result.error, request.method);
    }),
  ];
}
