import type { Hosts } from './resolve-hosts.js';
import { routePattern } from './route-pattern.js';

// Mocks on the same hosts (the default ones above all) share one pattern: a fresh mock per test
// would otherwise escape and compile fifteen bases each time.
const patterns = new WeakMap<Hosts, RegExp>();

/**
 * Matches any URL (origin and path, without the query) on a host the mock answers for, and
 * captures the path below the host's base: what the mock answers with a stub or a 501 when no route
 * takes it, so that nothing sent to those hosts reaches the network.
 *
 * @example
 * hostPattern(resolveHosts()).exec('https://api.europe-west1.gcp.commercetools.com/shop/carts')?.[1]; // '/shop/carts'
 */
export function hostPattern(hosts: Hosts): RegExp {
  let pattern = patterns.get(hosts);
  // Stryker disable next-line ConditionalExpression: a cache; a pattern built again matches the same URLs
  if (!pattern) {
    pattern = routePattern([...new Set([...hosts.api, ...hosts.auth, ...hosts.import])], '(/.*)?');
    // Stryker disable next-line CallExpression: a cache; a pattern built again matches the same URLs
    patterns.set(hosts, pattern);
  }
  return pattern;
}
