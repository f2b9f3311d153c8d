import type { Hosts } from '../../hosts/resolve-hosts.js';
import { routePattern } from '../../hosts/route-pattern.js';
import type { Route } from '../route.js';

let endpoints: Promise<typeof import('./auth-endpoints.js')> | undefined;
const loadEndpoints = () => (endpoints ??= import('./auth-endpoints.js'));

/**
 * The auth host's routes. `token` is every token endpoint the official SDK's flows call:
 * `POST {auth}/oauth/token` (client credentials, refresh token) and a Project's
 * `/oauth/{projectKey}/anonymous/token` and `/oauth/{projectKey}/customers/token`, and a Store's
 * `/oauth/{projectKey}/in-store/key={storeKey}/customers/token`; so a fault on `token` takes down
 * the whole token service, as an outage would. `introspectToken` is `POST {auth}/oauth/introspect`,
 * `revokeToken` `POST {auth}/oauth/token/revoke`. The grants and the answers load with the first request to
 * either: a test that issues its tokens with `ct.issueToken`, or runs without auth, never pays
 * for them.
 *
 * @example
 * const routes = authRoutes(resolveHosts());
 */
export function authRoutes(hosts: Hosts): Route[] {
  return [
    {
      operation: 'token',
      method: 'POST',
      // Project, Store (only a Store's customers have an endpoint of their own), flow.
      pattern: routePattern(hosts.auth, '/oauth(?:/([^/]+)/(?:in-store/key=([^/]+)/(?=customers/))?(anonymous|customers))?/token'),
      answer: async (mock, input) => (await loadEndpoints()).answerToken(mock, input),
    },
    {
      operation: 'introspectToken',
      method: 'POST',
      pattern: routePattern(hosts.auth, '/oauth/introspect'),
      answer: async (mock, input) => (await loadEndpoints()).answerIntrospection(mock, input),
    },
    {
      operation: 'revokeToken',
      method: 'POST',
      pattern: routePattern(hosts.auth, '/oauth/token/revoke'),
      answer: async (mock, input) => (await loadEndpoints()).answerRevocation(mock, input),
    },
  ];
}
