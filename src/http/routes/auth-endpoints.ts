import { grantToken, type TokenEndpoint } from '../../auth/grant-token.js';
import { introspectToken } from '../../auth/introspect-token.js';
import type { MockContext } from '../mock-context.js';
import type { PlainResponse } from '../plain-messages.js';
import { errorJson, json } from '../respond.js';
import type { RouteInput } from '../route.js';

// What the auth host's routes load with their first request, as one chunk: the token grants and
// the introspection, and their answers, so that the main entry carries only the routes' patterns.

/** What the auth endpoints read of a mock: its tokens, clients, customers and Project keys. */
const authContext = ({ tokens, clients, store }: MockContext) => ({
  tokens,
  clients,
  customers: store.customers,
  projectKeys: () => store.projects.keys(),
});

/**
 * The answer of every token endpoint (`/oauth/token`, and a Project's anonymous and customer
 * endpoints, told apart by the route's parameters).
 *
 * @example
 * return (await loadEndpoints()).answerToken(mock, input);
 */
export function answerToken(mock: MockContext, { request, params: [projectKey, flow], body }: RouteInput): PlainResponse {
  const endpoint: TokenEndpoint = flow === 'anonymous' ? { flow, projectKey } : flow === 'customers' ? { flow, projectKey } : { flow: 'token' };
  const result = grantToken(authContext(mock), endpoint, request.header('authorization'), body);
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
