import { hostPattern } from '../hosts/host-pattern.js';
import { loadLateChunk } from './load-late-chunk.js';
import type { MockContext } from './mock-context.js';
import type { PlainRequest, PlainResponse } from './plain-messages.js';

/**
 * The answer to a request on one of the mock's hosts that no route of the main table takes, from
 * the chunk loaded with the first such request (or stub): a late route's (the read routes of
 * imported resources), else a stub's, else a 501, so that nothing sent to the mock's hosts reaches
 * the network. Undefined for a URL on no host of the mock.
 *
 * @example
 * const answer = answerLateRequest(context, request);
 * if (!answer) throw new TypeError('not a host of this mock');
 */
export function answerLateRequest(context: MockContext, request: PlainRequest): Promise<PlainResponse> | undefined {
  const { url } = request;
  if (!hostPattern(context.hosts).test(url.origin + url.pathname)) return undefined;
  return loadLateChunk().then(({ answerLate }) => answerLate(context, request));
}
