/// <reference types="node" />
import type { IncomingMessage, ServerResponse } from 'node:http';
import { normalizeMethod, type PlainRequest, type PlainResponse } from '../http/plain-messages.js';

/** The route core as the served mock calls it: an answer, or undefined when no route takes the request. */
export type AnswerPlainRequest = (request: PlainRequest) => Promise<PlainResponse> | undefined;

function readText(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
    // A client that goes away mid-body ends the request without an 'end': nothing is answered.
    req.on('close', () => {
      if (!req.complete) reject(new Error('the client closed the connection before the body was complete'));
    });
  });
}

/** The request's headers as fetch would hold them, for a fault's `match` predicate. */
function fetchHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    try {
      headers.append(req.rawHeaders[i] ?? '', req.rawHeaders[i + 1] ?? '');
    } catch {
      // A header fetch would refuse is left out of what the predicate sees.
    }
  }
  return headers;
}

/**
 * A Node request as the route core reads it. A class, not an object literal with getters: one is
 * made per served request, and literals with accessors are several times slower to create.
 */
class NodePlainRequest implements PlainRequest {
  readonly method: string;
  readonly url: URL;
  readonly #req: IncomingMessage;
  readonly #res: ServerResponse;
  #body: Promise<string> | undefined;
  #aborted: AbortController | undefined;

  constructor(req: IncomingMessage, res: ServerResponse, url: URL) {
    this.method = normalizeMethod(req.method ?? 'GET');
    this.url = url;
    this.#req = req;
    this.#res = res;
  }

  header(name: string): string | null {
    const value = this.#req.headers[name];
    return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
  }

  readBody(): Promise<string> {
    return (this.#body ??= readText(this.#req));
  }

  /** Whether the body was read, or is being read; an unread one is drained after the answer. */
  get bodyRead(): boolean {
    return this.#body !== undefined;
  }

  // Built only when an injected delay waits: most requests never need one.
  get signal(): AbortSignal {
    if (!this.#aborted) {
      const controller = new AbortController();
      const res = this.#res;
      res.once('close', () => {
        if (!res.writableFinished) controller.abort();
      });
      this.#aborted = controller;
    }
    return this.#aborted.signal;
  }

  toRequest(): Request {
    const { method, url } = this;
    const hasBody = method !== 'GET' && method !== 'HEAD';
    const read = () => this.readBody();
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(new TextEncoder().encode(await read()));
        controller.close();
      },
    });
    return new Request(url, { method, headers: fetchHeaders(this.#req), ...(hasBody ? { body: stream, duplex: 'half' } : {}) });
  }
}

/** Writes the route core's answer; an injected network error drops the connection without one. */
function write(req: IncomingMessage, res: ServerResponse, response: PlainResponse): void {
  if (res.destroyed || res.headersSent) return;
  if (response.networkError) {
    req.socket.destroy();
    return;
  }
  res.writeHead(response.status, { ...response.headers, 'content-length': Buffer.byteLength(response.body) });
  res.end(response.body);
}

/** The headers of the listener's own answers: the request's X-Correlation-ID, or a random one (no mock counted it). */
const jsonHeaders = (request: PlainRequest) => ({
  'content-type': 'application/json',
  'x-correlation-id': request.header('x-correlation-id') || `projects-${crypto.randomUUID()}`,
});

function notFound(request: PlainRequest, url: URL): PlainResponse {
  const message = `No commercetools route answers ${request.method} ${url.pathname}.`;
  return { status: 404, headers: jsonHeaders(request), body: JSON.stringify({ statusCode: 404, message, errors: [{ code: 'ResourceNotFound', message }] }) };
}

/**
 * The served mock's adapter: answers a Node HTTP request with the route core, from plain values
 * (the method, the URL on the server's base, the headers, the body's text) to plain values (the
 * status, headers and body written), with no Fetch objects on the way. A request the route core
 * leaves unanswered (a URL on none of the mock's hosts, which the served mock never hands over)
 * gets a 404 that says so.
 *
 * @example
 * server.on('request', (req, res) => answerNodeRequest(internals.answer, req, res, new URL(req.url ?? '/', base)));
 */
export function answerNodeRequest(answer: AnswerPlainRequest, req: IncomingMessage, res: ServerResponse, url: URL): void {
  const request = new NodePlainRequest(req, res, url);
  const answering = answer(request);
  const done = (response: PlainResponse) => {
    // Node would drain an unread body too; reading it now keeps the connection usable at once.
    if (!request.bodyRead) req.resume();
    write(req, res, response);
  };
  if (!answering) return done(notFound(request, url));
  answering.then(done, (error: unknown) => {
    const message = `commercetools-msw: the mock failed to answer ${request.method} ${url.pathname}: ${error instanceof Error ? error.message : String(error)}`;
    done({ status: 500, headers: jsonHeaders(request), body: JSON.stringify({ statusCode: 500, message, errors: [{ code: 'General', message }] }) });
  });
}
