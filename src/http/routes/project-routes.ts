import { projectNotFound } from '../../errors/http-api-errors.js';
import { loadProjectRequests } from '../../store/project/project-store.js';
import type { Hosts } from '../../hosts/resolve-hosts.js';
import { routePattern } from '../../hosts/route-pattern.js';
import { maskedProjectJson } from '../mask-project.js';
import { empty, errorJson, jsonText } from '../respond.js';
import type { Route } from '../route.js';
import { PROJECT_SCOPES } from '../../vocabulary/project-scopes.js';

/**
 * `GET`, `HEAD` and `POST {api}/{projectKey}`: get a Project, check that it exists, update it.
 *
 * @example
 * const routes = projectRoutes(resolveHosts());
 */
export function projectRoutes(hosts: Hosts): Route[] {
  const pattern = routePattern(hosts.api, '/([^/]+)');
  return [
    {
      operation: 'getProject',
      method: 'GET',
      pattern,
      scopes: PROJECT_SCOPES.view,
      async answer({ store }, { params: [projectKey] }) {
        const project = await store.projects.read(projectKey);
        return project ? jsonText(maskedProjectJson(project)) : errorJson(projectNotFound(projectKey));
      },
    },
    {
      operation: 'headProject',
      method: 'HEAD',
      pattern,
      scopes: PROJECT_SCOPES.view,
      answer: ({ store }, { params: [projectKey] }) => empty(store.projects.has(projectKey) ? 200 : 404),
    },
    {
      operation: 'updateProject',
      method: 'POST',
      pattern,
      scopes: PROJECT_SCOPES.manage,
      async answer({ store }, { params: [projectKey], body, clientId }) {
        // The request-only update actions load with the first update.
        await loadProjectRequests();
        const result = store.projects.update(projectKey, body, clientId);
        return result.ok ? jsonText(maskedProjectJson(result.value)) : errorJson(result.error);
      },
    },
  ];
}
