import { grantToken } from '../../auth/grant-token.js';
import { routePattern } from '../../hosts/resolve-hosts.js';
import type { MockContext } from '../mock-context.js';
import { errorJson, json } from '../respond.js';
import type { Route } from '../route.js';

/**
 * `POST {auth}/oauth/token`, the client-credentials flow the official SDK uses.
 *
 * @example
 * const route = tokenRoute(context);
 */
export function tokenRoute({ tokens, clients, store, hosts }: MockContext): Route {
  const grantContext = { tokens, clients, projectKeys: () => store.projects.keys() };
  return {
    operation: 'token',
    method: 'POST',
    pattern: routePattern(hosts.auth, '/oauth/token'),
    answer({ request, body }) {
      const result = grantToken(grantContext, request.headers.get('authorization'), body);
      return result.ok ? json(result.value) : errorJson(result.error);
    },
  };
}
