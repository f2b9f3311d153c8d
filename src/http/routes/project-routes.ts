import { projectNotFound } from '../../errors/http-api-errors.js';
import { routePattern } from '../../hosts/resolve-hosts.js';
import { maskProject } from '../mask-project.js';
import type { MockContext } from '../mock-context.js';
import { empty, errorJson, json } from '../respond.js';
import type { Route } from '../route.js';

/**
 * `GET`, `HEAD` and `POST {api}/{projectKey}`: get a Project, check that it exists, update it.
 *
 * @example
 * const routes = projectRoutes(context);
 */
export function projectRoutes({ store, hosts }: MockContext): Route[] {
  const pattern = routePattern(hosts.api, '/([^/]+)');
  const view = ['view_project_settings'];
  return [
    {
      operation: 'getProject',
      method: 'GET',
      pattern,
      scopes: view,
      answer({ params: [projectKey = ''] }) {
        const project = store.projects.read(projectKey);
        return project ? json(maskProject(project)) : errorJson(projectNotFound(projectKey));
      },
    },
    {
      operation: 'headProject',
      method: 'HEAD',
      pattern,
      scopes: view,
      answer: ({ params: [projectKey = ''] }) => empty(store.projects.has(projectKey) ? 200 : 404),
    },
    {
      operation: 'updateProject',
      method: 'POST',
      pattern,
      scopes: ['manage_project_settings'],
      answer({ params: [projectKey = ''], body }) {
        const result = store.projects.update(projectKey, body);
        return result.ok ? json(maskProject(result.value)) : errorJson(result.error);
      },
    },
  ];
}
