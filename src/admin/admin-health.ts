import type { AdminContext } from './admin-context.js';
import { jsonResponse, type AdminResponse } from './admin-types.js';

/**
 * `GET /__admin/health`: that the server answers, its version, its Projects, and the journal's
 * fill.
 *
 * @example
 * health(context); // 200 { status: 'ok', version: '0.1.0', projects: ['shop'], journal: { size: 0, limit: 10000, dropped: 0 } }
 */
export function health({ mock, internals, version }: AdminContext): AdminResponse {
  return jsonResponse(200, {
    status: 'ok',
    version,
    projects: internals.context.store.projects.keys(),
    journal: { size: mock.requests.length, limit: mock.journal.limit, dropped: mock.journal.droppedRequests },
  });
}
