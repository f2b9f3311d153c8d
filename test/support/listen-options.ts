/**
 * Fails any request no handler answers. msw 3 calls the option `onUnhandledFrame`, msw 2
 * `onUnhandledRequest`; an object (not a literal) holding both type-checks against either major.
 *
 * @example
 * server.listen(STRICT_LISTEN);
 */
export const STRICT_LISTEN = { onUnhandledFrame: 'error', onUnhandledRequest: 'error' } as const;
