import { invalidRequest, invalidScope } from '../errors/http-api-errors.js';
import { fail, type Result } from '../store/result.js';
import { holdsScope } from './client-credentials.js';
import type { FlowInput, TokenResponse } from './token-flow.js';
import { requestedScopes } from './requested-scopes.js';
import { sessionToken } from './session-token.js';

/**
 * `POST {auth}/oauth/{projectKey}/anonymous/token`, what the SDK's `withAnonymousSessionFlow`
 * sends. The client needs `create_anonymous_token:{projectKey}` (which `manage_project` holds).
 * Without `anonymous_id` the mock makes one, counted per mock; an id that already has a session is refused.
 *
 * @example
 * anonymousSessionFlow(input, 'shop'); // ok({ access_token, scope: 'manage_project:shop anonymous_id:…', refresh_token, ... })
 */
export function anonymousSessionFlow(input: FlowInput, projectKey: string): Result<TokenResponse> {
  if (!holdsScope(input.client, { name: 'create_anonymous_token', projectKey })) {
    return fail(invalidScope(`This client may not create anonymous sessions: that needs the scope create_anonymous_token:${projectKey}.`));
  }
  const granted = requestedScopes(input.context, input.client, input.params, projectKey);
  if (!granted.ok) return granted;
  const given = input.params.get('anonymous_id') || undefined;
  const anonymousId = input.context.customers.startAnonymousSession(projectKey, given);
  if (anonymousId === undefined) {
    return fail(invalidRequest(`The anonymous id '${given}' already has a session. Use another id, or leave anonymous_id out to get a new one.`));
  }
  return sessionToken(input, granted.value, `anonymous_id:${anonymousId}`);
}
