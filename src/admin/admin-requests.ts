import type { JournalEntry } from '../controls/request-journal.js';
import { OPERATIONS, type JournalOperation } from '../vocabulary/operations.js';
import type { AdminContext } from './admin-context.js';
import { onlyParameters } from './admin-input.js';
import { AdminInputError, jsonResponse, noContent, type AdminRequest, type AdminResponse } from './admin-types.js';

/** Which journal entries a call reads or waits for. */
export interface RequestFilter {
  readonly operation?: JournalOperation | undefined;
  readonly projectKey?: string | undefined;
  /** The X-Correlation-ID its answer carried. */
  readonly correlationId?: string | undefined;
}

/** What the journal names requests by: the operations, and `stub` and `unmodelled`. */
const JOURNAL_OPERATIONS: readonly JournalOperation[] = [...OPERATIONS, 'stub', 'unmodelled'];

/**
 * Checks an operation name from a query or a body: one of the operations, or `stub` or
 * `unmodelled`, as the journal names requests.
 *
 * @example
 * checkOperation('getProject'); // 'getProject'
 */
export function checkOperation(value: unknown): JournalOperation | undefined {
  if (value === undefined) return undefined;
  const found = JOURNAL_OPERATIONS.find((name) => name === value);
  if (found) return found;
  throw new AdminInputError(`'operation' must be one of ${JOURNAL_OPERATIONS.join(', ')}, not ${JSON.stringify(value)}.`);
}

/**
 * The held journal entries that match, oldest first.
 *
 * @example
 * matching(ct, { operation: 'getProject' });
 */
export function matching({ mock }: AdminContext, filter: RequestFilter): JournalEntry[] {
  return mock.requests.filter(
    (entry) =>
      (filter.operation === undefined || entry.operation === filter.operation) &&
      (filter.projectKey === undefined || entry.projectKey === filter.projectKey) &&
      (filter.correlationId === undefined || entry.correlationId === filter.correlationId),
  );
}

function readLimit(text: string | null): number | undefined {
  if (text === null) return undefined;
  if (!/^\d{1,9}$/.test(text)) throw new AdminInputError(`'limit' must be a whole number, 0 or more, not '${text}'.`);
  return Number(text);
}

/**
 * `GET /__admin/requests?operation&projectKey&correlationId&limit`: the journal, newest last, as
 * `{ requests, total, dropped, limit }`. `total` counts the held entries that match; `limit=n`
 * returns the newest n of them; `dropped` counts the entries dropped since the start or the last
 * clear, and `limit` in the answer is the journal's.
 *
 * @example
 * listRequests(context, { ...request, query: new URLSearchParams('operation=getProject&limit=1') });
 */
export function listRequests(context: AdminContext, request: AdminRequest): AdminResponse {
  const { query } = request;
  onlyParameters(query, ['operation', 'projectKey', 'correlationId', 'limit']);
  const filter = {
    operation: checkOperation(query.get('operation') ?? undefined),
    projectKey: query.get('projectKey') ?? undefined,
    correlationId: query.get('correlationId') ?? undefined,
  };
  const limit = readLimit(query.get('limit'));
  const found = matching(context, filter);
  const { journal } = context.mock;
  return jsonResponse(200, {
    requests: limit === undefined ? found : found.slice(Math.max(0, found.length - limit)),
    total: found.length,
    dropped: journal.droppedRequests,
    limit: journal.limit,
  });
}

/**
 * `DELETE /__admin/requests`: empties the journal and nothing else.
 *
 * @example
 * clearRequests(context); // 204
 */
export function clearRequests({ mock }: AdminContext): AdminResponse {
  mock.journal.clearRequests();
  return noContent();
}
