import { grantToken, type TokenEndpoint } from '../../auth/grant-token.js';
import { introspectToken } from '../../auth/introspect-token.js';
import { revokeToken } from '../../auth/revoke-token.js';
import { tokenParameters } from '../../auth/token-parameters.js';
import { signInCustomer } from '../../store/customers/sign-in-customer.js';
import type { MockContext } from '../mock-context.js';
import type { PlainResponse } from '../plain-messages.js';
import { empty, errorJson, json } from '../respond.js';
import type { RouteInput } from '../route.js';

// What the auth host's routes load with their first request, as one chunk: the token grants and
// the introspection, the revocation, and their answers, so that the main entry carries only the routes' patterns.

/** What the auth endpoints read of a mock: its tokens, clients, customers and Project keys. */
const authContext = ({ tokens, clients, store }: MockContext) => ({
  tokens,
  clients,
  customers: {
    startAnonymousSession: store.customers.startAnonymousSession,
    // Among the resources the platform API reads, which hold every customer of the Project.
    async signIn(projectKey: string, email: string, password: string, storeKey?: string) {
      const resources = await store.importOperations.readResources(projectKey);
      return resources && signInCustomer(resources, email, password, storeKey);
    },
  },
  projectKeys: () => store.projects.keys(),
});

/** Which token endpoint a request reached, from its route's parameters: Project, Store, flow. */
function endpointOf([projectKey, storeKey, flow]: RouteInput['params']): TokenEndpoint {
  if (flow === 'anonymous') return { flow, projectKey };
  if (flow === 'customers') return storeKey ? { flow, projectKey, storeKey } : { flow, projectKey };
  return { flow: 'token' };
}

/**
 * The answer of every token endpoint (`/oauth/token`, a Project's anonymous and customer
 * endpoints, and a Store's customer endpoint, told apart by the route's parameters).
 *
 * @example
 * return (await loadEndpoints()).answerToken(mock, input);
 */
export async function answerToken(mock: MockContext, { request, params, body }: RouteInput): Promise<PlainResponse> {
  const result = await grantToken(authContext(mock), endpointOf(params), request.header('authorization'), tokenParameters(request.url, body));
  return result.ok ? json(result.value) : errorJson(result.error);
}

/**
 * The answer of `POST {auth}/oauth/introspect`.
 *
 * @example
 * return (await loadEndpoints()).answerIntrospection(mock, input);
 */
export function answerIntrospection(mock: MockContext, { request, body }: RouteInput): PlainResponse {
  const result = introspectToken(authContext(mock), request.header('authorization'), request.url, body);
  return result.ok ? json(result.value) : errorJson(result.error);
}

/**
 * The answer of `POST {auth}/oauth/token/revoke`: 200 with no body, or the error.
 *
 * @example
 * return (await loadEndpoints()).answerRevocation(mock, input);
 */
export function answerRevocation(mock: MockContext, { request, body }: RouteInput): PlainResponse {
  const result = revokeToken(authContext(mock), request.header('authorization'), request.url, body);
  return result.ok ? empty(200) : errorJson(result.error);
}
