// The scope names the platform's token endpoint grants. The lists come from the `scopes` of the
// OAuth 2.0 security schemes in commercetools/commercetools-api-reference (api-specs/api/
// securitySchemes/oauth2.raml, import/security-schemes/oauth2.raml, checkout/, connect/, history/
// and insights/), the scopes the Import and Checkout APIs' traits require beyond them
// (api-specs/import/api.raml, api-specs/checkout/api.raml), and the Checkout Session scopes of
// https://docs.commercetools.com/checkout/scopes. The lists live in functions rather than
// module-level Sets: a mutant of a module-level value runs every test (Stryker counts it static),
// one in a function body only the tests that read the list (client checks, token requests).

/**
 * Tells whether the platform knows a scope name (`manage_products`, `anonymous_id`), whatever it
 * is bound to. A token request that names any other is refused, as a typo must not pass a test
 * that production would fail.
 *
 * @example
 * isKnownScopeName('manage_products'); // true
 * isKnownScopeName('manage_prodcts'); // false
 */
export function isKnownScopeName(name: string): boolean {
  // Most come as a pair, view_{resource} and manage_{resource}: those are named by their resource.
  const resource = /^(?:view|manage)_(.+)$/.exec(name)?.[1];
  const paired = [
    // api-specs/api/securitySchemes/oauth2.raml (history/ and insights/ name no others)
    'api_clients',
    'approval_flows',
    'approval_rules',
    'associate_roles',
    'attribute_groups',
    'business_units',
    'cart_discounts',
    'categories',
    'channels',
    'customer_groups',
    'customers',
    'discount_codes',
    'mcp_servers',
    'key_value_documents',
    'orders',
    'order_edits',
    'payment_methods',
    'payments',
    'product_discounts',
    'products',
    'product_selections',
    'product_types',
    'project_settings',
    'quote_requests',
    'quotes',
    'recurring_orders',
    'recurrence_policies',
    'shipping_methods',
    'shopping_lists',
    'staged_quotes',
    'standalone_prices',
    'states',
    'stores',
    'tax_categories',
    'types',
    'zones',
    // api-specs/import/api.raml
    'import_containers',
    // api-specs/checkout/ (its security scheme and traits) and the Checkout Session scopes of its docs
    'connectors',
    'deployments',
    'checkout_applications',
    'checkout_payment_integrations',
    'checkout_transactions',
    'sessions',
    // api-specs/connect/security-schemes/oauth2.raml
    'connectors_deployments',
  ];
  return (resource !== undefined && paired.includes(resource)) || [
    // api-specs/api/securitySchemes/oauth2.raml (history/ and insights/ name no others)
    'view_audit_log',
    'manage_my_business_units',
    'manage_my_profile',
    'manage_extensions',
    'view_messages',
    'manage_my_orders',
    'manage_locked_carts',
    'manage_my_payments',
    'view_published_products',
    'manage_project',
    'manage_my_quote_requests',
    'manage_my_quotes',
    'manage_my_shopping_lists',
    'manage_subscriptions',
    'anonymous_id',
    'create_anonymous_token',
    'customer_id',
    'external_user_id',
    'introspect_oauth_tokens',
    // api-specs/checkout/ (its security scheme and traits) and the Checkout Session scopes of its docs
    'manage_checkout_payment_intents',
  ].includes(name);
}

/**
 * Tells whether the platform grants a scope name bound to a Store (`manage_orders:{projectKey}:{storeKey}`).
 * The list is the Store-bound scopes of api-specs/api/securitySchemes/oauth2.raml.
 *
 * @example
 * isStoreBoundScopeName('manage_orders'); // true
 * isStoreBoundScopeName('manage_products'); // false
 */
export function isStoreBoundScopeName(name: string): boolean {
  return [
    'view_business_units',
    'manage_business_units',
    'view_cart_discounts',
    'manage_cart_discounts',
    'view_customers',
    'manage_customers',
    'manage_my_profile',
    'view_orders',
    'manage_orders',
    'manage_my_orders',
    'view_quote_requests',
    'manage_quote_requests',
    'view_quotes',
    'manage_quotes',
    'view_shopping_lists',
    'manage_shopping_lists',
    'manage_my_shopping_lists',
    'view_staged_quotes',
    'manage_staged_quotes',
  ].includes(name);
}
