import type { ReadSegment } from './read-resources.js';

/**
 * The scopes of which a read needs one, as the platform's API reference lists them per endpoint
 * (a `manage_` scope grants its `view_` scope, `manage_project` everything): `view_` and the
 * segment (`view_standalone_prices`), and the product scopes where the reference adds them.
 * Product projections, and the products query alone, also take `view_published_products`, which
 * sees published data only. GraphQL's reads of the same resources take the scopes of a read of one.
 *
 * @example
 * readScopes('categories'); // ['view_categories', 'view_products']
 */
export const readScopes = (segment: ReadSegment, query = false): readonly string[] =>
  segment === 'inventory' || segment === 'products'
    ? ['view_products', ...(segment === 'products' && query ? ['view_published_products'] : [])]
    : segment === 'product-projections'
      ? ['view_products', 'view_published_products']
      : [`view_${segment.replace('-', '_')}`, ...(segment === 'product-types' || segment === 'categories' ? ['view_products'] : [])];
