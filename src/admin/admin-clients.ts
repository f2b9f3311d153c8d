import type { ClientDefinition } from '../auth/client-registry.js';
import type { AdminContext } from './admin-context.js';
import { readObject } from './admin-input.js';
import { jsonResponse, type AdminRequest, type AdminResponse } from './admin-types.js';

/**
 * `POST /__admin/clients`: adds an API client, as `ct.addClient`, and answers it as kept. The
 * token endpoints then take its id and secret, and it may request exactly its scopes.
 *
 * @example
 * addClient(context, { ...request, body: '{"clientId":"importer","clientSecret":"secret","scopes":["manage_products:shop"]}' });
 * // 201 { clientId: 'importer', clientSecret: 'secret', scopes: ['manage_products:shop'] }
 */
export function addClient({ mock }: AdminContext, request: AdminRequest): AdminResponse {
  const client = readObject(request.body, '{"clientId": "importer", "clientSecret": "secret", "scopes": ["manage_products:shop"]}');
  return jsonResponse(201, mock.addClient(client as unknown as ClientDefinition));
}
