/**
 * Sent while `process.nextTick` is faked: refuses a request to one of the mock's hosts with an
 * error that names the fix, and hands any other to the fetch it wraps. Loaded only then, so that
 * the main entry does not carry the message.
 *
 * @example
 * await refuseUnderFakeTimers(fetch, 'https://api.europe-west1.gcp.commercetools.com/shop', undefined, [pattern]); // rejects
 */
export async function refuseUnderFakeTimers(
  inner: typeof fetch,
  input: Parameters<typeof fetch>[0],
  init: RequestInit | undefined,
  patterns: Iterable<RegExp>,
): Promise<Response> {
  // Read without constructing a Request, which would take the body of a Request given.
  const given = typeof input === 'string' ? input : 'href' in input ? input.href : input.url;
  const url = new URL(given, globalThis.location?.href);
  const target = `${url.origin}${url.pathname}`;
  const method = (init?.method ?? (typeof input === 'object' && 'method' in input ? input.method : 'GET')).toUpperCase();
  for (const pattern of patterns) {
    if (pattern.test(target)) {
      throw new Error(
        `commercetools-msw: ${method} ${target} was not sent. process.nextTick is faked (jest.useFakeTimers() fakes it unless told not to), and msw 3 ` +
          'cannot intercept a request then: it hangs, or reaches the real host once the fake clock runs. Leave it real: ' +
          "jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] }), or with Vitest vi.useFakeTimers() without 'nextTick' in toFake.",
      );
    }
  }
  return inner(input, init);
}
