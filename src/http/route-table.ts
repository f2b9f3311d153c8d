import type { Hosts } from '../hosts/resolve-hosts.js';
import type { Route } from './route.js';
import { importContainerRoutes } from './routes/import-container-routes.js';
import { projectRoutes } from './routes/project-routes.js';
import { authRoutes } from './routes/auth-routes.js';

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
 * endpoints, the Project URL, the container collection and a container. The routes that answer
 * only through a lazily loaded engine (import requests, summaries and operations; the read routes
 * of imported resources) are late routes instead (late-route-table.ts): they load with the first
 * request none of these take, so that the main entry carries neither their patterns nor their names.
 *
 * @example
 * const groups = routeTable(resolveHosts()); // 4 groups of 9 routes
 */
export function routeTable(hosts: Hosts): readonly RouteGroup[] {
  let table = tables.get(hosts);
  // Stryker disable next-line ConditionalExpression: a cache; a table built again holds the same routes
  if (!table) {
    table = groupByPattern([...authRoutes(hosts), ...projectRoutes(hosts), ...importContainerRoutes(hosts)]);
    // Stryker disable next-line CallExpression: a cache; a table built again holds the same routes
    tables.set(hosts, table);
  }
  return table;
}

/**
 * Routes grouped by URL pattern, in the order their patterns first appear.
 *
 * @example
 * groupByPattern(projectRoutes(hosts)); // one group: GET, HEAD and POST of the Project URL
 */
export function groupByPattern(routes: readonly Route[]): RouteGroup[] {
  const byPattern = new Map<RegExp, Route[]>();
  // Stryker disable next-line ArrayDeclaration: a stray entry would have no method, which no request names
  for (const route of routes) byPattern.set(route.pattern, [...(byPattern.get(route.pattern) ?? []), route]);
  return [...byPattern].map(([pattern, group]) => ({
    pattern,
    methods: new RegExp(`^(?:${group.map((route) => route.method).join('|')})$`),
    routes: group,
  }));
}
