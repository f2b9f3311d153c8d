import type { Hosts } from '../hosts/resolve-hosts.js';
import { groupByPattern, type RouteGroup } from './route-table.js';
import { graphqlRoutes } from './routes/graphql-routes.js';
import { importOperationRoutes } from './routes/import-operation-routes.js';
import { resourceRoutes } from './routes/resource-routes.js';

const tables = new WeakMap<Hosts, readonly RouteGroup[]>();

/**
 * The routes tried after the main table (`routeTable`), built once per Hosts object: those that
 * answer only through a lazily loaded engine, import requests (one route per type, each with its
 * scope), a container's summary and operations, one operation, and the read routes of the
 * platform resources imports create, customers and orders in a Store too, and the GraphQL endpoint. They
 * load with the first request the main table does not take, with the stubs and the 501, so that
 * the main entry carries none of their patterns. They answer as any route does, scopes, faults
 * and journal included.
 *
 * @example
 * const groups = lateRouteTable(resolveHosts()); // 46 groups of 70 routes
 */
export function lateRouteTable(hosts: Hosts): readonly RouteGroup[] {
  let table = tables.get(hosts);
  // Stryker disable next-line ConditionalExpression: a cache; a table built again holds the same routes
  if (!table) {
    // GraphQL first: one pattern, tried before the 45 others on every GraphQL request.
    table = groupByPattern([...graphqlRoutes(hosts), ...importOperationRoutes(hosts), ...resourceRoutes(hosts)]);
    // Stryker disable next-line CallExpression: a cache; a table built again holds the same routes
    tables.set(hosts, table);
  }
  return table;
}
