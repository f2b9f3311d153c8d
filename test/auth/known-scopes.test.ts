import { describe, expect, it } from 'vitest';
import { createCommercetoolsMock } from '../../src/index.js';
import { useMockServer } from '../support/mock-server.js';
import { expectErrorSchemaValid } from '../support/schemas.js';
import { API_HOST, AUTH_HOST, createApiRoot, interceptedFetch } from '../support/sdk.js';

// Issue 30: the token endpoint grants only scope names the platform knows. A typo
// (`manage_prodcts:shop`) is refused with 400 invalid_scope, as a malformed scope is, instead of a
// token that would let a test pass which production fails.

const TOKEN_URL = `${AUTH_HOST}/oauth/token`;

/**
 * Every scope name the platform's token endpoint grants, written here from the `scopes` of the
 * OAuth 2.0 security schemes in commercetools/commercetools-api-reference (api-specs/api/
 * securitySchemes/oauth2.raml; import/, checkout/, connect/, history/, insights/), the scopes the
 * Import and Checkout APIs' traits require (api-specs/import/api.raml, api-specs/checkout/api.raml),
 * and the Checkout Session scopes of https://docs.commercetools.com/checkout/scopes.
 */
const PLATFORM_SCOPES = `
  view_api_clients manage_api_clients view_approval_flows manage_approval_flows view_approval_rules manage_approval_rules
  view_associate_roles manage_associate_roles view_attribute_groups manage_attribute_groups view_audit_log
  view_business_units manage_business_units manage_my_business_units view_cart_discounts manage_cart_discounts
  view_categories manage_categories view_channels manage_channels view_customer_groups manage_customer_groups
  view_customers manage_customers manage_my_profile view_discount_codes manage_discount_codes manage_extensions
  view_mcp_servers manage_mcp_servers view_key_value_documents manage_key_value_documents view_messages
  view_orders manage_orders manage_my_orders manage_locked_carts view_order_edits manage_order_edits
  view_payment_methods manage_payment_methods view_payments manage_payments manage_my_payments
  view_product_discounts manage_product_discounts view_products manage_products view_published_products
  view_product_selections manage_product_selections view_product_types manage_product_types manage_project
  view_project_settings manage_project_settings view_quote_requests manage_quote_requests manage_my_quote_requests
  view_quotes manage_quotes manage_my_quotes view_recurring_orders manage_recurring_orders view_recurrence_policies
  manage_recurrence_policies view_shipping_methods manage_shipping_methods view_shopping_lists manage_shopping_lists
  manage_my_shopping_lists view_staged_quotes manage_staged_quotes view_standalone_prices manage_standalone_prices
  view_states manage_states view_stores manage_stores manage_subscriptions view_tax_categories manage_tax_categories
  view_types manage_types view_zones manage_zones anonymous_id create_anonymous_token customer_id external_user_id
  introspect_oauth_tokens view_import_containers manage_import_containers view_connectors manage_connectors
  view_deployments manage_deployments view_checkout_applications manage_checkout_applications
  view_checkout_payment_integrations manage_checkout_payment_integrations manage_checkout_payment_intents
  view_checkout_transactions manage_checkout_transactions view_sessions manage_sessions view_connectors_deployments
  manage_connectors_deployments
`.split(/\s+/).filter((name) => name !== '');

/** The names the platform binds to a Store as well, `{name}:{projectKey}:{storeKey}` (the same oauth2.raml, issue 31). */
const STORE_BOUND_SCOPES = `
  view_business_units manage_business_units view_cart_discounts manage_cart_discounts view_customers manage_customers
  manage_my_profile view_orders manage_orders manage_my_orders view_quote_requests manage_quote_requests view_quotes
  manage_quotes view_shopping_lists manage_shopping_lists manage_my_shopping_lists view_staged_quotes manage_staged_quotes
`.split(/\s+/).filter((name) => name !== '');

const basic = (clientId: string, clientSecret: string) => `Basic ${btoa(`${clientId}:${clientSecret}`)}`;
const DEFAULT_CLIENT = basic('client-id', 'client-secret');

interface Reply {
  status: number;
  body: Record<string, unknown>;
}

async function requestToken(form: string, authorization = DEFAULT_CLIENT, url = TOKEN_URL): Promise<Reply> {
  const response = await fetch(url, { method: 'POST', headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' }, body: form });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const unknownMessage = (scope: string) => `Unknown scope '${scope}'. The platform has no scope named ${scope.slice(0, scope.indexOf(':'))}.`;

/** Asserts the token endpoint's 400 invalid_scope, whole, and that no token came with it. */
function expectUnknownScope(reply: Reply, scope: string): void {
  const message = unknownMessage(scope);
  expect(reply).toStrictEqual({
    status: 400,
    body: { statusCode: 400, message, errors: [{ code: 'invalid_scope', message }], error: 'invalid_scope', error_description: message },
  });
  expectErrorSchemaValid(reply.body, reply.status);
}

describe('scope names at the token endpoint', () => {
  const ct = useMockServer({ projects: [{ key: 'shop' }] });

  it(`grants each of the ${PLATFORM_SCOPES.length} scope names the platform knows`, async () => {
    expect(new Set(PLATFORM_SCOPES).size).toBe(PLATFORM_SCOPES.length);
    for (const name of PLATFORM_SCOPES) {
      const reply = await requestToken(`grant_type=client_credentials&scope=${name}:shop`);
      expect(reply, name).toMatchObject({ status: 200, body: { scope: `${name}:shop` } });
    }
    const all = PLATFORM_SCOPES.map((name) => `${name}:shop`).join(' ');
    expect(await requestToken(`grant_type=client_credentials&scope=${all}`)).toMatchObject({ status: 200, body: { scope: all } });
  });

  it(`binds to a Store each of the ${STORE_BOUND_SCOPES.length} names the platform binds to Stores, and no other`, async () => {
    for (const name of PLATFORM_SCOPES) {
      const reply = await requestToken(`grant_type=client_credentials&scope=${name}:shop:berlin`);
      if (STORE_BOUND_SCOPES.includes(name)) expect(reply, name).toMatchObject({ status: 200, body: { scope: `${name}:shop:berlin` } });
      else expect(reply, name).toMatchObject({ status: 400, body: { error: 'invalid_scope', message: 'Malformed parameter: scope: Invalid scope.' } });
    }
  });

  it.each([
    'manage_prodcts:shop',
    'manage_product:shop',
    'view_import_container:shop',
    'manage_everything:shop',
    'manage_projects:shop',
    'manage_category:shop',
    'constructor:shop',
    'tostring:shop',
  ])("refuses the unknown name in '%s' with 400 invalid_scope", async (scope) => {
    expectUnknownScope(await requestToken(`grant_type=client_credentials&scope=${scope}`), scope);
  });

  it('refuses the whole request when one of several scopes is unknown, and issues no token', async () => {
    const before = ct.requests.length;
    const reply = await requestToken('grant_type=client_credentials&scope=manage_products:shop manage_prodcts:shop view_products:shop');
    expectUnknownScope(reply, 'manage_prodcts:shop');
    expect(ct.requests.slice(before).map((entry) => entry.status)).toEqual([400]);
  });

  it('says a scope is malformed before it says its name is unknown', async () => {
    const reply = await requestToken('grant_type=client_credentials&scope=manage-prodcts:shop');
    expect(reply).toMatchObject({ status: 400, body: { error: 'invalid_scope', message: 'Malformed parameter: scope: Invalid scope.' } });
  });

  it('refuses an unknown name in the anonymous-session and password flows, and starts no session', async () => {
    ct.addCustomer('shop', { email: 'jen@example.com', password: 's3cret' });
    expectUnknownScope(
      await requestToken('grant_type=client_credentials&anonymous_id=guest&scope=manage_my_prodcts:shop', DEFAULT_CLIENT, `${AUTH_HOST}/oauth/shop/anonymous/token`),
      'manage_my_prodcts:shop',
    );
    expectUnknownScope(
      await requestToken('grant_type=password&username=jen%40example.com&password=s3cret&scope=manage_my_profil:shop', DEFAULT_CLIENT, `${AUTH_HOST}/oauth/shop/customers/token`),
      'manage_my_profil:shop',
    );
    // The anonymous id is still free: the refused request started no session.
    const session = await requestToken('grant_type=client_credentials&anonymous_id=guest&scope=manage_my_orders:shop', DEFAULT_CLIENT, `${AUTH_HOST}/oauth/shop/anonymous/token`);
    expect(session).toMatchObject({ status: 200, body: { scope: 'manage_my_orders:shop anonymous_id:guest' } });
  });

  it('reports an unknown name through the SDK as a rejected call with status 400 and code invalid_scope, before any API request', async () => {
    const urls: string[] = [];
    const httpClient: typeof fetch = (input, init) => {
      urls.push(new Request(input, init).url);
      return interceptedFetch(input, init);
    };
    const error: unknown = await createApiRoot({ projectKey: 'shop', scopes: ['manage_prodcts:shop'], httpClient })
      .get()
      .execute()
      .catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({ statusCode: 400, code: 'invalid_scope', message: unknownMessage('manage_prodcts:shop') });
    expect(urls).toEqual([TOKEN_URL]);
    expect(urls).not.toContain(`${API_HOST}/shop`);
  });
});

describe('scope names of configured clients', () => {
  useMockServer({
    projects: [{ key: 'shop' }],
    auth: { clients: [{ clientId: 'reader', clientSecret: 'secret', scopes: ['view_products:shop'] }] },
  });

  it('says a name is unknown before it says the client does not hold it', async () => {
    expectUnknownScope(await requestToken('grant_type=client_credentials&scope=manage_prodcts:shop', basic('reader', 'secret')), 'manage_prodcts:shop');
    const notHeld = await requestToken('grant_type=client_credentials&scope=manage_products:shop', basic('reader', 'secret'));
    expect(notHeld).toMatchObject({
      status: 400,
      body: { error: 'invalid_scope', message: 'Permissions exceeded. Only the following permissions can be requested: view_products' },
    });
  });

  it('refuses, when it is declared, a client with a name the platform does not know or binds to no Store', () => {
    const typo = { clientId: 'typo', clientSecret: 'secret', scopes: ['view_prodcts:shop'] };
    expect(() => createCommercetoolsMock({ projects: [{ key: 'shop' }], auth: { clients: [typo] } })).toThrow(
      "commercetools-msw: the client 'typo' has the scope name view_prodcts, which the platform does not know. Check its spelling.",
    );
    const store = { clientId: 'store', clientSecret: 'secret', scopes: ['manage_products:shop:berlin'] };
    expect(() => createCommercetoolsMock({ projects: [{ key: 'shop' }] }).addClient(store)).toThrow(
      "commercetools-msw: the client 'store' binds manage_products to the Store 'berlin', and the platform binds that scope to no Store.",
    );
  });
});
