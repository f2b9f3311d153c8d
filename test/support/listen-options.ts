/**
 * Fails any request no handler answers. msw 3 calls the option `onUnhandledFrame`, msw 2
 * `onUnhandledRequest`; an object (not a literal) holding both type-checks against either major.
 *
 * @example
 * server.listen(STRICT_LISTEN);
 */
export const STRICT_LISTEN = { onUnhandledFrame: 'error', onUnhandledRequest: 'error' } as const;

/**
 * Lets through what no handler answers: for a suite that intercepts one mock with msw while it
 * calls a served one over real HTTP. Both majors' option names, as STRICT_LISTEN.
 *
 * @example
 * server.listen(BYPASS_LISTEN);
 */
export const BYPASS_LISTEN = { onUnhandledFrame: 'bypass', onUnhandledRequest: 'bypass' } as const;
