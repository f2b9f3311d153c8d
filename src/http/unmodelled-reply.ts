import { notModelled } from '../errors/unmodelled-errors.js';
import { hostPattern } from '../hosts/host-pattern.js';
import { correlationIdOf, withCorrelationId } from './correlation-id.js';
import type { MockContext } from './mock-context.js';
import type { PlainRequest, PlainResponse } from './plain-messages.js';
import { errorJson } from './respond.js';

/**
 * The answer to a request on one of the mock's hosts that no route takes: the newest stub whose
 * method and path match, else a 501 that names the method and the path (and the endpoint, as the
 * API reference names it, for one the mock knows it does not model). Either carries
 * X-Correlation-ID and is journaled (`stub`, `unmodelled`). Loaded with the first such request:
 * most tests never send one.
 *
 * @example
 * if (hostPattern(context.hosts).test(url.origin + url.pathname)) return answerUnmodelled(context, request);
 */
export async function answerUnmodelled(context: MockContext, request: PlainRequest, endpoint?: string): Promise<PlainResponse> {
  const correlationId = correlationIdOf(context, request);
  const { method, url } = request;
  // The path below the host's base, which stub paths are written against.
  const path = hostPattern(context.hosts).exec(url.origin + url.pathname)?.[1] || '/';
  const head = method === 'HEAD';
  const stub = context.stubs.entries.find((entry) => entry.method === method.toUpperCase() && entry.pattern.test(path));
  if (stub) stub.hits += 1;
  // fetch sends no body with GET or HEAD; any other method may carry one the journal shows.
  const body = head || method === 'GET' ? '' : await request.readBody();
  // A stub keeps the headers it was given on HEAD too; the 501 loses its body's type, as HEAD answers of routes do.
  const answer = stub ? { ...stub.answer, body: head ? '' : stub.answer.body } : errorJson(notModelled(method, url.pathname, endpoint));
  const response = withCorrelationId(answer, correlationId, head && !stub);
  context.journal.record({
    operation: stub ? 'stub' : 'unmodelled',
    method,
    url: url.href,
    status: response.status,
    at: context.clock.isoNow(),
    authorization: request.header('authorization'),
    body,
    faulted: false,
    correlationId,
  });
  return response;
}
