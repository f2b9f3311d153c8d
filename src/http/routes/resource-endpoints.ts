import { authorize } from '../../auth/authorize.js';
import type { ErrorResponse } from '../../errors/error-response.js';
import { projectNotFound } from '../../errors/http-api-errors.js';
import { resourceNotFound } from '../../errors/resource-read-errors.js';
import { READABLE_RESOURCES } from '../../store/import-requests/resource-types/readable-resources.js';
import type { ReadOptions } from '../../store/representations/readable-resource.js';
import { findOne, parseOneRead, parseResourceQuery, queryResources } from '../../store/representations/resource-query.js';
import type { ReadSegment } from '../../vocabulary/read-resources.js';
import type { MockContext } from '../mock-context.js';
import type { PlainResponse } from '../plain-messages.js';
import { empty, errorJson, json } from '../respond.js';
import type { RouteInput } from '../route.js';

// What the read routes of the platform resources answer (issue 25), loaded with the first such
// request: the Project, the scope `staged` needs, HEAD, and the answer's shape. The rules of the
// read itself (parameters, finding, selecting, ordering, paging) are the store's
// (store/representations/resource-query.ts).

/** An error answer, or none for HEAD. */
const refusal = (status: number, body: Parameters<typeof errorJson>[0], head: boolean) => (head ? empty(status) : errorJson(body));

/** Staged data of product projections needs `view_products`: `view_published_products` sees published data only. */
function stagedDenied(mock: MockContext, input: RouteInput, options: ReadOptions): ErrorResponse | undefined {
  if (!options.staged || !mock.authEnabled) return undefined;
  const checked = authorize(mock.tokens, input.request.header('authorization'), input.params[0], ['view_products'], mock.store.projects);
  return 'statusCode' in checked ? checked : undefined;
}

/**
 * `GET` and `HEAD {api}/{projectKey}/{segment}/key={key}` (or `/{id}`, an order's
 * `/order-number={orderNumber}`): the resource as the platform shows it, or 404 ResourceNotFound.
 *
 * @example
 * return (await loadEndpoints()).answerOne(mock, input, 'products', false);
 */
export async function answerOne(mock: MockContext, input: RouteInput, segment: ReadSegment, head: boolean): Promise<PlainResponse> {
  const [projectKey, reference] = input.params;
  const read = await mock.store.importOperations.readResources(projectKey);
  if (!read) return refusal(404, projectNotFound(projectKey), head);
  const options = parseOneRead(segment, input.request.url.searchParams);
  if (!options.ok) return refusal(400, options.error, head);
  const denied = stagedDenied(mock, input, options.value);
  if (denied) return refusal(denied.statusCode, denied, head);
  const resource = READABLE_RESOURCES[segment];
  const { found, by, value } = findOne(read, segment, reference);
  const shown = found && resource.shows(found, options.value) ? resource.represent(found, read, options.value) : undefined;
  if (!shown) return refusal(404, resourceNotFound(by, value), head);
  return head ? empty(200) : json(shown);
}

/**
 * `GET {api}/{projectKey}/{segment}`: the query, `{limit, offset, count, total, results}` in
 * creation order unless sorted; `where` finds resources through indexes. `HEAD` answers 200 when
 * the query finds any, 404 otherwise.
 *
 * @example
 * return (await loadEndpoints()).answerQuery(mock, input, 'products', false);
 */
export async function answerQuery(mock: MockContext, input: RouteInput, segment: ReadSegment, head: boolean): Promise<PlainResponse> {
  const [projectKey] = input.params;
  const read = await mock.store.importOperations.readResources(projectKey);
  if (!read) return refusal(404, projectNotFound(projectKey), head);
  const query = parseResourceQuery(segment, input.request.url.searchParams);
  if (!query.ok) return refusal(400, query.error, head);
  const denied = stagedDenied(mock, input, query.value.options);
  if (denied) return refusal(denied.statusCode, denied, head);
  const found = queryResources(read, segment, query.value);
  if (!found.ok) return refusal(400, found.error, head);
  const { selected, page } = found.value;
  if (head) return empty(selected.length > 0 ? 200 : 404);
  const { limit, offset, withTotal, options } = query.value;
  const resource = READABLE_RESOURCES[segment];
  const results = page.flatMap((stored) => resource.represent(stored, read, options) ?? []);
  return json({ limit, offset, count: results.length, ...(withTotal ? { total: selected.length } : {}), results });
}
