/** Where a remote mock's admin API is, and how to authenticate to it. */
export interface AdminClientOptions {
  /** The served base URL, such as `http://127.0.0.1:8080`. */
  readonly baseUrl: string;
  /** The server's `--admin-token`, sent as a bearer token. */
  readonly adminToken?: string | undefined;
  /** The fetch to use (default: the global one, looked up per call). */
  readonly fetch?: typeof fetch | undefined;
}

/** An admin call the server refused or could not answer: its status and the server's message. */
export class RemoteMockError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'RemoteMockError';
  }
}

export type AdminCall = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => Promise<{ status: number; body: unknown }>;

const messageOf = (body: unknown): string | undefined =>
  typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' ? body.message : undefined;

/**
 * Calls a served mock's `/__admin` routes with JSON, and throws a `RemoteMockError` with the
 * server's own message for any answer but the expected ones (2xx, and what `accept` lists).
 *
 * @example
 * const call = adminClient({ baseUrl: 'http://127.0.0.1:8080' });
 * const { body } = await call('GET', '/health');
 */
export function adminClient(options: AdminClientOptions, accept: readonly number[] = []): AdminCall {
  const base = `${options.baseUrl.replace(/\/+$/, '')}/__admin`;
  return async (method, path, body) => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (options.adminToken !== undefined) headers.authorization = `Bearer ${options.adminToken}`;
    const fetchFn = options.fetch ?? globalThis.fetch;
    let response: Response;
    try {
      response = await fetchFn(`${base}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    } catch (error) {
      throw new RemoteMockError(`commercetools-msw remote: ${method} ${base}${path} failed (${String(error)}). Is the server running?`, 0, undefined);
    }
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      parsed = text;
    }
    if (!response.ok && !accept.includes(response.status)) {
      const reason = messageOf(parsed) ?? (text || response.statusText);
      throw new RemoteMockError(`commercetools-msw remote: ${method} /__admin${path} answered ${response.status}: ${reason}`, response.status, parsed);
    }
    return { status: response.status, body: parsed };
  };
}
