import type { Hosts } from '../../hosts/resolve-hosts.js';
import { routePattern } from '../../hosts/route-pattern.js';
import type { Route } from '../route.js';

type Endpoint = typeof import('./graphql-endpoint.js');
let loading: Promise<Endpoint> | undefined;
// Once loaded, answered without waiting for the import's promise again.
let loaded: Endpoint | undefined;

/**
 * `POST {api}/{projectKey}/graphql`, the GraphQL API over the same store. A late route
 * (late-route-table.ts): its answer, graphql-js and the pinned schema load with the first GraphQL
 * request, in chunks of their own. It names no scopes: the endpoint checks the token itself, and
 * the scopes per field, as the platform does.
 *
 * @example
 * const [route] = graphqlRoutes(resolveHosts());
 */
export function graphqlRoutes(hosts: Hosts): Route[] {
  return [
    {
      operation: 'graphql',
      method: 'POST',
      pattern: routePattern(hosts.api, '/([^/]+)/graphql'),
      // The RAML's (api-specs/api/resources/graphql.raml); the fields check their own.
      referenceScopes: ['view_products'],
      async answer(context, input) {
        loaded ??= await (loading ??= import('./graphql-endpoint.js'));
        return loaded.answerGraphql(context, input);
      },
    },
  ];
}
