/**
 * One call to the admin API as plain values, whatever carried it (Node's http server today): no
 * Fetch objects, no msw.
 */
export interface AdminRequest {
  /** The HTTP method, upper case. */
  readonly method: string;
  /** The path below `/__admin`, such as `/faults/3` (`''` for `/__admin` itself). */
  readonly path: string;
  readonly query: URLSearchParams;
  /** Header values by lower-case name. */
  readonly headers: Readonly<Record<string, string | undefined>>;
  /** The body as text; `''` without one. */
  readonly body: string;
  /** Aborted when the client goes away, so that a call that waits stops waiting. */
  readonly signal?: AbortSignal;
}

/** The answer to an admin call as plain values. */
export interface AdminResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  /** The body as text; `''` for none. */
  readonly body: string;
  /** Runs once the answer has gone out (the shutdown route closes the server then). */
  readonly afterSend?: () => void;
}

/**
 * Bad admin input: answered 400 with the message, which says what to change. The in-process
 * controls throw errors whose messages start with `commercetools-msw:`; those are answered the
 * same way.
 */
export class AdminInputError extends Error {
  override readonly name = 'AdminInputError';
}

/**
 * A JSON answer, ending in a newline so that curl output reads line by line. `Infinity` (a fault's
 * `times` or `remaining` until removed) is written as null.
 *
 * @example
 * jsonResponse(201, { id: '1', remaining: 1, hits: 0 });
 */
export function jsonResponse(status: number, value: unknown): AdminResponse {
  return { status, headers: { 'content-type': 'application/json; charset=utf-8' }, body: `${JSON.stringify(value)}\n` };
}

/**
 * An error answer in the platform's top-level shape, `{ statusCode, message }`.
 *
 * @example
 * errorResponse(404, 'No admin route answers GET /__admin/nothing.');
 */
export function errorResponse(status: number, message: string, extra: Record<string, unknown> = {}): AdminResponse {
  return jsonResponse(status, { statusCode: status, message, ...extra });
}

/**
 * The answer of a DELETE (and of a reset): 204 without a body.
 *
 * @example
 * return noContent();
 */
export function noContent(): AdminResponse {
  return { status: 204, headers: {}, body: '' };
}
