import type { AdminContext } from './admin-context.js';
import { onlyFields, readObject, stringList } from './admin-input.js';
import { noContent, type AdminRequest, type AdminResponse } from './admin-types.js';

/**
 * `POST /__admin/reset`: everything back to the start (state, journal, events, faults, import
 * outcomes, clock) with no body, or only some Projects' state with `{ projects: [keys] }`, as
 * `ct.reset` does.
 *
 * @example
 * reset(context, { ...request, body: '{"projects":["worker-1"]}' }); // 204
 */
export function reset({ mock }: AdminContext, request: AdminRequest): AdminResponse {
  const body = readObject(request.body, '{"projects": ["shop"]}, or no body to reset everything', true);
  onlyFields(body, ['projects']);
  const projects = stringList(body, 'projects', '["shop"]');
  mock.reset(projects === undefined ? undefined : { projects });
  return noContent();
}
