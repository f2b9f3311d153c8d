import type { ImportResourceType } from '../../store/import-container/import-container.js';

/**
 * The scopes of which an import request of a type needs one (the 403 names them): the scope that
 * creates a resource of that type, never `manage_import_containers`
 * (https://docs.commercetools.com/import-export/hosts-and-authorization, and the `secured_by_manage_*`
 * trait of each request in the Import API's api.raml). Where the RAML lists a `view_` scope beside
 * it (standalone prices, discount codes, product selections), the docs decide: a request needs the
 * scope that creates the resource, which a view scope does not. `manage_project` grants them all.
 *
 * @example
 * importRequestScopes('category'); // ['manage_products']
 */
export function importRequestScopes(type: ImportResourceType): readonly string[] {
  // A table inside the function, not at module level: this module loads lazily, and Stryker traces a
  // lazy module's module-level values to the one test that loads it (TESTING.md).
  const scopes: Readonly<Record<ImportResourceType, string>> = {
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
  };
  return [scopes[type]];
}
