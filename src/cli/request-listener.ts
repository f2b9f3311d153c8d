/// <reference types="node" />
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { createServerAdapter } from '@whatwg-node/server';
import { getResponse, type RequestHandler } from 'msw';

/** What the adapter hands a request handler under Node's http server. */
interface NodeContext {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
}

const notFound = (message: string) =>
  Response.json({ statusCode: 404, message, errors: [{ code: 'ResourceNotFound', message }] }, { status: 404 });

/**
 * Answers Node HTTP requests with msw handlers. The Node-to-Fetch conversion is
 * `@whatwg-node/server`'s; msw's `getResponse`, which both majors export, picks the answer.
 * (`@mswjs/http-middleware` would do the same but calls an API msw 3 no longer has.)
 *
 * @example
 * createServer(createRequestListener(ct.handlers, 'http://127.0.0.1:8080')).listen(8080, '127.0.0.1');
 */
export function createRequestListener(handlers: readonly RequestHandler[], base: string): RequestListener {
  const adapter = createServerAdapter<NodeContext>(async (request, { req }) => {
    // The handlers match absolute URLs, so the URL is rebuilt on the server's own base whatever
    // Host the client sent (localhost, 127.0.0.1, a container name).
    const { pathname, search } = new URL(request.url);
    const rebased = new Request(`${base}${pathname}${search}`, request);
    const response = await getResponse([...handlers], rebased);
    if (response?.type === 'error') {
      // An injected network error: drop the connection without an answer.
      req.socket.destroy();
      return new Response(null, { status: 204 });
    }
    return response ?? notFound(`No commercetools route answers ${request.method} ${pathname}.`);
  });
  return (req, res) => void adapter(req, res);
}
