import { hostPattern } from '../hosts/host-pattern.js';
import { loadUnmodelled } from './load-unmodelled.js';
import type { MockContext } from './mock-context.js';
import type { PlainRequest, PlainResponse } from './plain-messages.js';

/**
 * The answer to a request on one of the mock's hosts that no route takes (a stub's, or a 501),
 * from the module loaded with the first such request (or stub); undefined for a URL on no host of the mock.
 * `ct.fetch` and the served mock end here (msw's last handler goes straight to the module), so
 * that nothing sent to the mock's hosts reaches the network.
 *
 * @example
 * const answer = answerUnmodelledRequest(context, request);
 * if (!answer) throw new TypeError('not a host of this mock');
 */
export function answerUnmodelledRequest(context: MockContext, request: PlainRequest): Promise<PlainResponse> | undefined {
  const { url } = request;
  if (!hostPattern(context.hosts).test(url.origin + url.pathname)) return undefined;
  return loadUnmodelled().then(({ answerUnmodelled }) => answerUnmodelled(context, request));
}
