import { invalidCustomerAccountCredentials, invalidRequest } from '../errors/http-api-errors.js';
import { fail, type Result } from '../store/result.js';
import type { FlowInput, TokenResponse } from './token-flow.js';
import { requestedScopes } from './requested-scopes.js';
import { sessionToken } from './session-token.js';

/**
 * `POST {auth}/oauth/{projectKey}/customers/token`, what the SDK's `withPasswordFlow` sends, and
 * `POST {auth}/oauth/{projectKey}/in-store/key={storeKey}/customers/token`, the same for a Store:
 * a customer's email as `username`, and their password. The customer is any of the Project's:
 * imported, declared or added with `ct.addCustomer`; the email matches in any case, the password
 * exactly. Global customers (without `stores`) sign in through both endpoints, a Store's
 * customers only through their Stores' endpoints, as the platform has a flow for each kind.
 *
 * @example
 * await passwordFlow(input, 'shop'); // ok({ access_token, scope: 'manage_project:shop customer_id:…', refresh_token, ... })
 * await passwordFlow(input, 'shop', 'berlin');
 */
export async function passwordFlow(input: FlowInput, projectKey: string, storeKey?: string): Promise<Result<TokenResponse>> {
  const username = input.params.get('username');
  const password = input.params.get('password');
  if (!username || !password) return fail(invalidRequest('The password flow needs the customer\'s email as username, and their password.'));
  const granted = requestedScopes(input.context, input.client, input.params, projectKey);
  if (!granted.ok) return granted;
  const customerId = await input.context.customers.signIn(projectKey, username, password, storeKey);
  if (customerId === undefined) return fail(invalidCustomerAccountCredentials());
  return sessionToken(input, granted.value, `customer_id:${customerId}`);
}
