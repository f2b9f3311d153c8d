import type { MockContext } from './mock-context.js';
import type { PlainRequest, PlainResponse } from './plain-messages.js';
import { countedId } from '../utils/counted-id.js';

/**
 * The X-Correlation-ID of a request's answer: the request's own when it sent one, as the platform
 * echoes it; else the next of the mock's own, `projects-` and a UUID that counts up per mock
 * (`projects-00000000-0000-4000-9000-000000000001`, ...), so that the same steps give the same ids.
 * A full reset starts the count again, as it does for operation ids.
 *
 * @example
 * correlationIdOf(context, request); // 'projects-00000000-0000-4000-9000-000000000001'
 */
export function correlationIdOf(context: MockContext, request: PlainRequest): string {
  return request.header('x-correlation-id') || `projects-${countedId('correlation', ++context.lifecycle.correlations)}`;
}

/**
 * An answer with its X-Correlation-ID, and without a body for HEAD, as every answer of the mock
 * goes out. An injected network error has no answer to carry it.
 *
 * @example
 * return withCorrelationId(response, correlationIdOf(context, request), request.method === 'HEAD');
 */
export function withCorrelationId(response: PlainResponse, correlationId: string, head: boolean): PlainResponse {
  if (response.networkError) return response;
  // HEAD answers keep no header of the body they lose (its type), as before.
  return { status: response.status, headers: { ...(head ? {} : response.headers), 'x-correlation-id': correlationId }, body: head ? '' : response.body };
}
