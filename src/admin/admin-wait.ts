import type { AdminContext } from './admin-context.js';
import { onlyFields, optional, readObject, wholeNumber } from './admin-input.js';
import { checkOperation, matching, type RequestFilter } from './admin-requests.js';
import { AdminInputError, errorResponse, jsonResponse, type AdminRequest, type AdminResponse } from './admin-types.js';

/** How long a wait lasts unless told otherwise. */
export const DEFAULT_WAIT_MS = 5000;
// setTimeout fires at once beyond this.
const MAX_WAIT_MS = 2 ** 31 - 1;

/** The waits under way, so that closing the server ends them. */
export interface RequestWaits {
  /** `POST /__admin/requests/wait`. */
  wait(request: AdminRequest): Promise<AdminResponse>;
  /** Ends every wait under way with 503. */
  close(): void;
}

/**
 * `POST /__admin/requests/wait` with `{ operation?, projectKey?, correlationId?, count = 1, timeoutMs = 5000 }`:
 * answers 200 `{ requests }` (every matching entry held) as soon as the journal holds `count`
 * matching entries, counting those held already, or 408 with what it holds when the time is up.
 * It wakes on each entry the journal records; it never polls.
 *
 * @example
 * const waits = createRequestWaits(context);
 * await waits.wait({ ...request, body: '{"operation":"updateProject","count":2}' }); // 200 { requests: [...] }
 */
export function createRequestWaits(context: AdminContext): RequestWaits {
  const ending = new Set<() => void>();
  return {
    wait(request) {
      const body = readObject(request.body, '{"operation": "updateProject", "count": 1, "timeoutMs": 5000}', true);
      onlyFields(body, ['operation', 'projectKey', 'correlationId', 'count', 'timeoutMs']);
      const filter: RequestFilter = {
        operation: checkOperation(body.operation),
        projectKey: optional(body, 'projectKey', 'string'),
        correlationId: optional(body, 'correlationId', 'string'),
      };
      const count = wholeNumber(body, 'count', 1, 1);
      const timeoutMs = wholeNumber(body, 'timeoutMs', DEFAULT_WAIT_MS, 0, MAX_WAIT_MS);
      const { limit } = context.mock.journal;
      if (count > limit) throw new AdminInputError(`'count' is ${count}, but the journal holds at most ${limit} entries. Wait for fewer, or start the server with a larger --journal-limit.`);

      if (request.signal?.aborted) return Promise.resolve(errorResponse(499, 'The client closed the connection.'));
      const held = matching(context, filter);
      if (held.length >= count) return Promise.resolve(jsonResponse(200, { requests: held }));
      return new Promise<AdminResponse>((resolve) => {
        let checking = false;
        const finish = (response: AdminResponse) => {
          stop();
          clearTimeout(timer);
          request.signal?.removeEventListener('abort', abandoned);
          ending.delete(end);
          resolve(response);
        };
        // Entries arrive in bursts: one look per burst, once the recording request has moved on.
        const check = () => {
          checking = false;
          const now = matching(context, filter);
          if (now.length >= count) finish(jsonResponse(200, { requests: now }));
        };
        const stop = context.internals.context.journal.watch(() => {
          if (checking) return;
          checking = true;
          queueMicrotask(check);
        });
        const timer = setTimeout(() => {
          const now = matching(context, filter);
          finish(
            errorResponse(408, `Waited ${timeoutMs} ms for ${count} matching request(s); the journal holds ${now.length}.`, { requests: now }),
          );
        }, timeoutMs);
        const end = () => finish(errorResponse(503, 'The server is shutting down.', { requests: matching(context, filter) }));
        // The client went away: nobody reads the answer.
        const abandoned = () => finish(errorResponse(499, 'The client closed the connection.'));
        ending.add(end);
        request.signal?.addEventListener('abort', abandoned, { once: true });
      });
    },
    close() {
      for (const end of [...ending]) end();
    },
  };
}
