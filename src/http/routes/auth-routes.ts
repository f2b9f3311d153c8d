import type { Hosts } from '../../hosts/resolve-hosts.js';
import { routePattern } from '../../hosts/route-pattern.js';
import { errorJson, json } from '../respond.js';
import type { MockContext } from '../mock-context.js';
import type { Route } from '../route.js';

import type { TokenEndpoint } from '../../auth/grant-token.js';

let endpoints: Promise<typeof import('../../auth/auth-endpoints.js')> | undefined;
const loadEndpoints = () => (endpoints ??= import('../../auth/auth-endpoints.js'));

/** What the auth endpoints read of a mock: its tokens, clients, customers and Project keys. */
const authContext = ({ tokens, clients, store }: MockContext) => ({
  tokens,
  clients,
  customers: store.customers,
  projectKeys: () => store.projects.keys(),
});

/**
 * The auth host's routes. `token` is every token endpoint the official SDK's flows call:
 * `POST {auth}/oauth/token` (client credentials, refresh token) and a Project's
 * `/oauth/{projectKey}/anonymous/token` and `/oauth/{projectKey}/customers/token`; so a fault on
 * `token` takes down the whole token service, as an outage would. `introspectToken` is
 * `POST {auth}/oauth/introspect`. The grants load with the first token request: a test that
 * issues its tokens with `ct.issueToken`, or runs without auth, never pays for them.
 *
 * @example
 * const routes = authRoutes(resolveHosts());
 */
export function authRoutes(hosts: Hosts): Route[] {
  return [
    {
      operation: 'token',
      method: 'POST',
      pattern: routePattern(hosts.auth, '/oauth(?:/([^/]+)/(anonymous|customers))?/token'),
      async answer(mock, { request, params: [projectKey, flow], body }) {
        const { grantToken } = await loadEndpoints();
        const endpoint: TokenEndpoint =
          flow === 'anonymous' ? { flow, projectKey } : flow === 'customers' ? { flow, projectKey } : { flow: 'token' };
        const result = grantToken(authContext(mock), endpoint, request.header('authorization'), body);
        return result.ok ? json(result.value) : errorJson(result.error);
      },
    },
    {
      operation: 'introspectToken',
      method: 'POST',
      pattern: routePattern(hosts.auth, '/oauth/introspect'),
      async answer(mock, { request, body }) {
        const { introspectToken } = await loadEndpoints();
        const result = introspectToken(authContext(mock), request.header('authorization'), request.url, body);
        return result.ok ? json(result.value) : errorJson(result.error);
      },
    },
  ];
}
