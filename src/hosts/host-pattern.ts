import type { Hosts } from './resolve-hosts.js';
import { routePattern } from './route-pattern.js';

/**
 * Matches any URL (origin and path, without the query) on a host the mock answers for, and
 * captures the path below the host's base: what the mock answers with a stub or a 501 when no route
 * takes it, so that nothing sent to those hosts reaches the network.
 *
 * @example
 * hostPattern(resolveHosts()).exec('https://api.europe-west1.gcp.commercetools.com/shop/products')?.[1]; // '/shop/products'
 */
export function hostPattern(hosts: Hosts): RegExp {
  return routePattern([...new Set([...hosts.api, ...hosts.auth, ...hosts.import])], '(/.*)?');
}
