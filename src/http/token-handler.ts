import { http, type HttpHandler } from 'msw';
import { grantToken } from '../auth/grant-token.js';
import { routePattern } from '../hosts/resolve-hosts.js';
import type { MockContext } from './mock-context.js';
import { errorReply, json } from './respond.js';

/**
 * `POST {auth}/oauth/token`, the client-credentials flow the official SDK uses.
 *
 * @example
 * setupServer(tokenHandler(context));
 */
export function tokenHandler(context: MockContext): HttpHandler {
  const grantContext = { tokens: context.tokens, clients: context.clients, projectKeys: () => context.store.projects.keys() };
  return http.post(routePattern(context.hosts.auth, '/oauth/token'), async ({ request }) => {
    const result = grantToken(grantContext, request.headers.get('authorization'), await request.text());
    return result.ok ? json(result.value) : errorReply(result.error, request.method);
  });
}
