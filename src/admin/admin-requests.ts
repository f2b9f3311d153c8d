import type { JournalEntry } from '../controls/request-journal.js';
import { OPERATIONS, type OperationName } from '../vocabulary/operations.js';
import type { AdminContext } from './admin-context.js';
import { onlyParameters } from './admin-input.js';
import { AdminInputError, jsonResponse, noContent, type AdminRequest, type AdminResponse } from './admin-types.js';

/** Which journal entries a call reads or waits for. */
export interface RequestFilter {
  readonly operation?: OperationName;
  readonly projectKey?: string;
}

/**
 * Checks an operation name from a query or a body.
 *
 * @example
 * checkOperation('getProject'); // 'getProject'
 */
export function checkOperation(value: unknown): OperationName | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string' && OPERATIONS.some((name) => name === value)) return value as OperationName;
  throw new AdminInputError(`'operation' must be one of ${OPERATIONS.join(', ')}, not ${JSON.stringify(value)}.`);
}

/**
 * The held journal entries that match, oldest first.
 *
 * @example
 * matching(ct, { operation: 'getProject' });
 */
export function matching({ mock }: AdminContext, filter: RequestFilter): JournalEntry[] {
  return mock.requests.filter(
    (entry) => (filter.operation === undefined || entry.operation === filter.operation) && (filter.projectKey === undefined || entry.projectKey === filter.projectKey),
  );
}

function readLimit(text: string | null): number | undefined {
  if (text === null) return undefined;
  if (!/^\d{1,9}$/.test(text)) throw new AdminInputError(`'limit' must be a whole number, 0 or more, not '${text}'.`);
  return Number(text);
}

/**
 * `GET /__admin/requests?operation&projectKey&limit`: the journal, newest last, as
 * `{ requests, total, dropped, limit }`. `total` counts the held entries that match; `limit=n`
 * returns the newest n of them; `dropped` counts the entries dropped since the start or the last
 * clear, and `limit` in the answer is the journal's.
 *
 * @example
 * listRequests(context, { ...request, query: new URLSearchParams('operation=getProject&limit=1') });
 */
export function listRequests(context: AdminContext, request: AdminRequest): AdminResponse {
  const { query } = request;
  onlyParameters(query, ['operation', 'projectKey', 'limit']);
  const filter = { operation: checkOperation(query.get('operation') ?? undefined), projectKey: query.get('projectKey') ?? undefined };
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
