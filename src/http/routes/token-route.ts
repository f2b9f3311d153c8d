import { grantToken } from '../../auth/grant-token.js';
import type { Hosts } from '../../hosts/resolve-hosts.js';
import { routePattern } from '../../hosts/route-pattern.js';
import { errorJson, json } from '../respond.js';
import type { Route } from '../route.js';

/**
 * `POST {auth}/oauth/token`, the client-credentials flow the official SDK uses.
 *
 * @example
 * const route = tokenRoute(resolveHosts());
 */
export function tokenRoute(hosts: Hosts): Route {
  return {
    operation: 'token',
    method: 'POST',
    pattern: routePattern(hosts.auth, '/oauth/token'),
    answer({ tokens, clients, store }, { request, body }) {
      const grantContext = { tokens, clients, projectKeys: () => store.projects.keys() };
      const result = grantToken(grantContext, request.headers.get('authorization'), body);
      return result.ok ? json(result.value) : errorJson(result.error);
    },
  };
}
