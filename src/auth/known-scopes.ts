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
  return [
    // api-specs/api/securitySchemes/oauth2.raml (history/ and insights/ name no others)
    'view_api_clients',
    'manage_api_clients',
    'view_approval_flows',
    'manage_approval_flows',
    'view_approval_rules',
    'manage_approval_rules',
    'view_associate_roles',
    'manage_associate_roles',
    'view_attribute_groups',
    'manage_attribute_groups',
    'view_audit_log',
    'view_business_units',
    'manage_business_units',
    'manage_my_business_units',
    'view_cart_discounts',
    'manage_cart_discounts',
    'view_categories',
    'manage_categories',
    'view_channels',
    'manage_channels',
    'view_customer_groups',
    'manage_customer_groups',
    'view_customers',
    'manage_customers',
    'manage_my_profile',
    'view_discount_codes',
    'manage_discount_codes',
    'manage_extensions',
    'view_mcp_servers',
    'manage_mcp_servers',
    'view_key_value_documents',
    'manage_key_value_documents',
    'view_messages',
    'view_orders',
    'manage_orders',
    'manage_my_orders',
    'manage_locked_carts',
    'view_order_edits',
    'manage_order_edits',
    'view_payment_methods',
    'manage_payment_methods',
    'view_payments',
    'manage_payments',
    'manage_my_payments',
    'view_product_discounts',
    'manage_product_discounts',
    'view_products',
    'manage_products',
    'view_published_products',
    'view_product_selections',
    'manage_product_selections',
    'view_product_types',
    'manage_product_types',
    'manage_project',
    'view_project_settings',
    'manage_project_settings',
    'view_quote_requests',
    'manage_quote_requests',
    'manage_my_quote_requests',
    'view_quotes',
    'manage_quotes',
    'manage_my_quotes',
    'view_recurring_orders',
    'manage_recurring_orders',
    'view_recurrence_policies',
    'manage_recurrence_policies',
    'view_shipping_methods',
    'manage_shipping_methods',
    'view_shopping_lists',
    'manage_shopping_lists',
    'manage_my_shopping_lists',
    'view_staged_quotes',
    'manage_staged_quotes',
    'view_standalone_prices',
    'manage_standalone_prices',
    'view_states',
    'manage_states',
    'view_stores',
    'manage_stores',
    'manage_subscriptions',
    'view_tax_categories',
    'manage_tax_categories',
    'view_types',
    'manage_types',
    'view_zones',
    'manage_zones',
    'anonymous_id',
    'create_anonymous_token',
    'customer_id',
    'external_user_id',
    'introspect_oauth_tokens',
    // api-specs/import/api.raml
    'view_import_containers',
    'manage_import_containers',
    // api-specs/checkout/ (its security scheme and traits) and the Checkout Session scopes of its docs
    'view_connectors',
    'manage_connectors',
    'view_deployments',
    'manage_deployments',
    'view_checkout_applications',
    'manage_checkout_applications',
    'view_checkout_payment_integrations',
    'manage_checkout_payment_integrations',
    'manage_checkout_payment_intents',
    'view_checkout_transactions',
    'manage_checkout_transactions',
    'view_sessions',
    'manage_sessions',
    // api-specs/connect/security-schemes/oauth2.raml
    'view_connectors_deployments',
    'manage_connectors_deployments',
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
