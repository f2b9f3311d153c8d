import type { AdminContext } from './admin-context.js';
import { jsonResponse, type AdminResponse } from './admin-types.js';

/**
 * `POST /__admin/shutdown`: answers 202, then closes the server cleanly once the answer is out
 * (requests in flight finish first).
 *
 * @example
 * shutdown(context); // 202 { status: 'shutting down' }, then the server closes
 */
export function shutdown(context: AdminContext): AdminResponse {
  return { ...jsonResponse(202, { status: 'shutting down' }), afterSend: context.shutdown };
}
