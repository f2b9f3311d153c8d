import type { ImportResourceType } from '../../store/import-container/import-container.js';

/**
 * The scope an import request of each type needs: the one that creates a resource of that type,
 * never `manage_import_containers` (https://docs.commercetools.com/import-export/hosts-and-authorization,
 * and the `secured_by_manage_*` trait of each request in the Import API's api.raml). Where the
 * RAML lists a `view_` scope beside it (standalone prices, discount codes, product selections),
 * the docs' "the scope required to create a resource" decides: a view scope creates nothing.
 * `manage_project` grants them all. Loaded with the late routes, not with the main entry.
 */
const IMPORT_REQUEST_SCOPES = {
  'business-unit': 'manage_business_units',
  category: 'manage_products',
  customer: 'manage_customers',
  'discount-code': 'manage_discount_codes',
  price: 'manage_products',
  inventory: 'manage_products',
  product: 'manage_products',
  'product-draft': 'manage_products',
  'product-type': 'manage_products',
  'product-variant': 'manage_products',
  'product-variant-patch': 'manage_products',
  'product-selection': 'manage_product_selections',
  'product-tailoring': 'manage_products',
  order: 'manage_orders',
  'order-patch': 'manage_orders',
  'standalone-price': 'manage_standalone_prices',
  type: 'manage_types',
  variant: 'manage_products',
} as const satisfies Record<ImportResourceType, string>;

/**
 * The scopes of which an import request of a type needs one (the 403 names them).
 *
 * @example
 * importRequestScopes('category'); // ['manage_products']
 */
export function importRequestScopes(type: ImportResourceType): readonly string[] {
  return [IMPORT_REQUEST_SCOPES[type]];
}
