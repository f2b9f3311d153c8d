import { parseScope } from '../auth/scopes.js';
import { TOKEN_LIFETIME_SECONDS } from '../auth/token-registry.js';
import type { AdminContext } from './admin-context.js';
import { forField, onlyFields, optional, readObject, stringList } from './admin-input.js';
import { AdminInputError, jsonResponse, type AdminRequest, type AdminResponse } from './admin-types.js';

const EXAMPLE = '{"scopes": ["manage_project:shop"]}';

/**
 * `POST /__admin/tokens`: a bearer token with these scopes, without the OAuth call, as
 * `ct.issueToken`; answered in the token endpoint's shape.
 *
 * @example
 * issueToken(context, { ...request, body: '{"scopes":["view_project_settings:shop"]}' });
 * // 201 { access_token: '...', token_type: 'Bearer', expires_in: 172800, scope: 'view_project_settings:shop' }
 */
export function issueToken({ mock }: AdminContext, request: AdminRequest): AdminResponse {
  const body = readObject(request.body, EXAMPLE);
  onlyFields(body, ['scopes', 'expiresIn']);
  const scopes = stringList(body, 'scopes', '["manage_project:shop"]');
  if (scopes === undefined || scopes.length === 0) throw new AdminInputError(`Give the token's scopes, such as ${EXAMPLE}.`);
  const malformed = scopes.find((scope) => !parseScope(scope));
  if (malformed !== undefined) throw new AdminInputError(`'scopes' has a malformed scope '${malformed}'. Scopes look like view_project_settings:shop.`);
  const expiresIn = optional(body, 'expiresIn', 'number') ?? TOKEN_LIFETIME_SECONDS;
  const accessToken = forField('expiresIn', () => mock.issueToken({ scopes, expiresIn }));
  return jsonResponse(201, { access_token: accessToken, token_type: 'Bearer', expires_in: expiresIn, scope: scopes.join(' ') });
}
