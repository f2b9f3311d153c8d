import type { Hosts } from '../hosts/resolve-hosts.js';
import { routePattern } from '../hosts/route-pattern.js';

// Endpoints of the platform API the mock does not model and names in its 501 (issue 32): the
// search endpoints, whose paths the read routes would otherwise take for a resource's id or key
// (`GET /{projectKey}/product-projections/search` read as the projection with id 'search', a 404
// that looks like the platform's). Their display names are the API reference's
// (api-specs/api/resources/products.raml, product-projections-search.raml, ...-suggest.raml,
// customers.raml, orders.raml).

/** The endpoints by `{method} {segment}/{last path segment}`, as the API reference names them. */
const ENDPOINTS: Readonly<Record<string, string>> = {
  'POST products/search': 'Product Search',
  'GET product-projections/search': 'Product Projection Search',
  'POST product-projections/search': 'Product Projection Search',
  'GET product-projections/suggest': 'Search Term Suggestions',
  'POST customers/search': 'Customer Search',
  'HEAD customers/search': 'Customer Search',
  'POST orders/search': 'Order Search',
  'HEAD orders/search': 'Order Search',
};

const patterns = new WeakMap<Hosts, RegExp>();

/**
 * The API reference's name of an endpoint the mock does not model, for a request to it on the
 * mock's API host; undefined for any other request. Checked before the late routes, so that no
 * read route takes `search` for an id, and a stub answers it as it answers any path the mock does
 * not model.
 *
 * @example
 * unmodelledEndpoint(hosts, 'GET', new URL(`${api}/shop/product-projections/search?text.en=shirt`)); // 'Product Projection Search'
 */
export function unmodelledEndpoint(hosts: Hosts, method: string, url: URL): string | undefined {
  let pattern = patterns.get(hosts);
  if (!pattern) {
    pattern = routePattern(hosts.api, '/[^/]+/(products|product-projections|customers|orders)/(search|suggest)');
    patterns.set(hosts, pattern);
  }
  const match = pattern.exec(url.origin + url.pathname);
  const key = match && `${method.toUpperCase()} ${match[1] ?? ''}/${match[2] ?? ''}`;
  return key && Object.hasOwn(ENDPOINTS, key) ? ENDPOINTS[key] : undefined;
}
