import type { Hosts } from '../hosts/resolve-hosts.js';
import type { Route } from './route.js';
import { importContainerRoutes } from './routes/import-container-routes.js';
import { importOperationRoutes } from './routes/import-operation-routes.js';
import { projectRoutes } from './routes/project-routes.js';
import { authRoutes } from './routes/auth-routes.js';
import { resourceRoutes } from './routes/resource-routes.js';

/** The routes that share one URL pattern, and the methods they take between them. */
export interface RouteGroup {
  readonly pattern: RegExp;
  /** Exactly the methods of the group's routes, so that other methods stay unhandled in msw. */
  readonly methods: RegExp;
  readonly routes: readonly Route[];
}

// Routes hold no state, so every mock on the same Hosts object (all mocks on the default hosts)
// shares one table: building it was most of what a fresh mock cost.
const tables = new WeakMap<Hosts, readonly RouteGroup[]>();

/**
 * The routes of a set of hosts grouped by URL pattern, built once per Hosts object: the token
 * endpoint, the Project URL, the container collection, a container, import requests, a
 * container's summary and operations, one operation, and the platform resources imports create.
 *
 * @example
 * const groups = routeTable(resolveHosts()); // 28 groups of 53 routes
 */
export function routeTable(hosts: Hosts): readonly RouteGroup[] {
  let table = tables.get(hosts);
  // Stryker disable next-line ConditionalExpression: a cache; a table built again holds the same routes
  if (!table) {
    table = groupByPattern([
      ...authRoutes(hosts),
      ...projectRoutes(hosts),
      ...importContainerRoutes(hosts),
      ...importOperationRoutes(hosts),
      ...resourceRoutes(hosts),
    ]);
    // Stryker disable next-line CallExpression: a cache; a table built again holds the same routes
    tables.set(hosts, table);
  }
  return table;
}

function groupByPattern(routes: readonly Route[]): RouteGroup[] {
  const byPattern = new Map<RegExp, Route[]>();
  // Stryker disable next-line ArrayDeclaration: a stray entry would have no method, which no request names
  for (const route of routes) byPattern.set(route.pattern, [...(byPattern.get(route.pattern) ?? []), route]);
  return [...byPattern].map(([pattern, group]) => ({
    pattern,
    methods: new RegExp(`^(?:${group.map((route) => route.method).join('|')})$`),
    routes: group,
  }));
}
