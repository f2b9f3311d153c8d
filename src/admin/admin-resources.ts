import type { ListedTypeId } from '../http/read-resources.js';
import type { AdminContext } from './admin-context.js';
import { onlyParameters } from './admin-input.js';
import { AdminInputError, jsonResponse, type AdminRequest, type AdminResponse } from './admin-types.js';

/**
 * `GET /__admin/projects/{key}/resources?typeId=product`: what `ct.resources` lists, as
 * `{ resources }`.
 *
 * @example
 * await listResources(context, { ...request, query: new URLSearchParams('typeId=product') }, 'shop'); // 200 { resources: [...] }
 */
export async function listResources({ mock }: AdminContext, request: AdminRequest, projectKey: string): Promise<AdminResponse> {
  onlyParameters(request.query, ['typeId']);
  const typeId = request.query.get('typeId');
  if (typeId === null) throw new AdminInputError(`'typeId' is required, such as ?typeId=product.`);
  return jsonResponse(200, { resources: await mock.resources(projectKey, typeId as ListedTypeId) });
}
