import type { Hosts } from '../../hosts/resolve-hosts.js';
import { routePattern } from '../../hosts/route-pattern.js';
import { errorJson, json } from '../respond.js';
import type { Route } from '../route.js';

type Grants = typeof import('../../auth/grant-token.js');
let grants: Promise<Grants> | undefined;

/**
 * `POST {auth}/oauth/token`, the client-credentials flow the official SDK uses. The grants load
 * with the first token request: a test that issues its tokens with `ct.issueToken`, or runs
 * without auth, never pays for them in its bundle.
 *
 * @example
 * const route = tokenRoute(resolveHosts());
 */
export function tokenRoute(hosts: Hosts): Route {
  return {
    operation: 'token',
    method: 'POST',
    pattern: routePattern(hosts.auth, '/oauth/token'),
    async answer({ tokens, clients, store }, { request, body }) {
      const { grantToken } = await (grants ??= import('../../auth/grant-token.js'));
      const grantContext = { tokens, clients, projectKeys: () => store.projects.keys() };
      const result = grantToken(grantContext, request.header('authorization'), body);
      return result.ok ? json(result.value) : errorJson(result.error);
    },
  };
}
