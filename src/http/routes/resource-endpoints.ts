import { authorize } from '../../auth/authorize.js';
import type { ErrorResponse } from '../../errors/error-response.js';
import { projectNotFound } from '../../errors/http-api-errors.js';
import { resourceNotFound, storeNotFound } from '../../errors/resource-read-errors.js';
import type { ProjectResources } from '../../store/import-operations/import-operation-engine.js';
import { READABLE_RESOURCES } from '../../store/import-requests/resource-types/readable-resources.js';
import type { ReadOptions } from '../../store/representations/readable-resource.js';
import { expandReferences } from '../../store/representations/expand-references.js';
import { unmodelledReadParameters } from '../../store/representations/read-parameters.js';
import { referenceResolver } from '../../store/representations/reference-resolver.js';
import { findOne, parseOneRead, parseResourceQuery, queryResources } from '../../store/representations/resource-query.js';
import type { ReadSegment } from '../../vocabulary/read-resources.js';
import type { MockContext } from '../mock-context.js';
import type { PlainResponse } from '../plain-messages.js';
import { empty, errorJson, json } from '../respond.js';
import type { RouteInput } from '../route.js';

// What the read routes of the platform resources answer (issue 25), loaded with the first such
// request: the Project, the Store of an in-store read (issue 31), what the token may see of
// products, HEAD, and the answer's shape. The rules of the read itself (parameters, finding,
// selecting, ordering, paging) are the store's (store/representations/resource-query.ts).

/** An error answer, or none for HEAD. */
const refusal = (status: number, body: Parameters<typeof errorJson>[0], head: boolean) => (head ? empty(status) : errorJson(body));

/** The 403 of a token without `view_products`, which only `view_published_products` let in; none with authentication off. */
function withoutViewProducts(mock: MockContext, input: RouteInput): ErrorResponse | undefined {
  if (!mock.authEnabled) return undefined;
  const checked = authorize(mock.tokens, input.request.header('authorization'), input.params[0], ['view_products'], mock.store.projects);
  return 'statusCode' in checked ? checked : undefined;
}

/** Staged data of product projections needs `view_products`: `view_published_products` sees published data only. */
const stagedDenied = (mock: MockContext, input: RouteInput, options: ReadOptions): ErrorResponse | undefined =>
  options.staged ? withoutViewProducts(mock, input) : undefined;

/**
 * The representations with the references their expansion paths reach expanded, each referenced
 * resource shown as its own read shows it: its current data for a product, and published data
 * alone for a token that may see only that, as its read of products would. A Store bounds the
 * resources of an in-store read, not what they reference (a product type is in no Store).
 */
function expanded(mock: MockContext, input: RouteInput, read: ProjectResources, shown: readonly Record<string, unknown>[], paths: readonly string[]): readonly Readonly<Record<string, unknown>>[] {
  if (paths.length === 0) return shown;
  const publishedOnly = withoutViewProducts(mock, input) !== undefined;
  const resolve = referenceResolver(read, { staged: false, ...(publishedOnly ? { publishedOnly } : {}) });
  return shown.map((representation) => expandReferences(representation, paths, resolve));
}

/**
 * The Project's resources, and the options of a read of them: in the Store of an in-store
 * endpoint, and of published data only for a products query that `view_published_products` let
 * in. Or the 404 of a Project, or of a Store, the mock does not have.
 */
async function readPlace(
  mock: MockContext,
  input: RouteInput,
  segment: ReadSegment,
  storeKey: string | undefined,
): Promise<{ readonly read: ProjectResources; readonly bounds: Pick<ReadOptions, 'store' | 'publishedOnly'> } | ErrorResponse> {
  const projectKey = input.params[0];
  const read = await mock.store.importOperations.readResources(projectKey);
  if (!read) return projectNotFound(projectKey);
  // A Store is the Project's as import references find it, declared as a resource, or as
  // ct.addStore declares it, which the in-store password flow's customers name too.
  if (storeKey !== undefined && !read.resources.get('store', storeKey) && !mock.store.projects.hasStore(projectKey, storeKey)) return storeNotFound(storeKey);
  const publishedOnly = segment === 'products' && withoutViewProducts(mock, input) !== undefined;
  return { read, bounds: { ...(storeKey === undefined ? {} : { store: storeKey }), ...(publishedOnly ? { publishedOnly } : {}) } };
}

/**
 * `GET` and `HEAD {api}/{projectKey}/{segment}/key={key}` (or `/{id}`, an order's
 * `/order-number={orderNumber}`), and in a Store `{api}/{projectKey}/in-store/key={storeKey}/{segment}/...`
 * (`inStore`): the resource as the platform shows it, or 404 ResourceNotFound, as for one that
 * is not in that Store.
 *
 * @example
 * return (await loadEndpoints()).answerOne(mock, input, 'products', false);
 * return (await loadEndpoints()).answerOne(mock, input, 'orders', false, true); // /in-store/key=berlin/orders/order-number=o-1
 */
export async function answerOne(mock: MockContext, input: RouteInput, segment: ReadSegment, head: boolean, inStore = false): Promise<PlainResponse> {
  const [, second, third] = input.params;
  const place = await readPlace(mock, input, segment, inStore ? second : undefined);
  if ('statusCode' in place) return refusal(place.statusCode, place, head);
  const { read, bounds } = place;
  const { searchParams } = input.request.url;
  const parsed = parseOneRead(segment, searchParams);
  if (!parsed.ok) return refusal(400, parsed.error, head);
  const denied = stagedDenied(mock, input, parsed.value.options);
  if (denied) return refusal(denied.statusCode, denied, head);
  const options = { ...parsed.value.options, ...bounds };
  const resource = READABLE_RESOURCES[segment];
  const { found, by, value } = findOne(read, segment, inStore ? third : second);
  const shown = found && resource.shows(found, options) ? resource.represent(found, read, options) : undefined;
  if (!shown) return refusal(404, resourceNotFound(by, value), head);
  // What the platform would refuse comes first; a parameter only the mock cannot answer, last.
  const unmodelled = unmodelledReadParameters(segment, searchParams);
  if (unmodelled) return refusal(501, unmodelled, head);
  return head ? empty(200) : json(expanded(mock, input, read, [shown], parsed.value.expand)[0]);
}

/**
 * `GET {api}/{projectKey}/{segment}`, and in a Store `{api}/{projectKey}/in-store/key={storeKey}/{segment}`
 * (`inStore`): the query, `{limit, offset, count, total, results}` in creation order unless
 * sorted; `where` finds resources through indexes, and a Store's query lists only what is in it.
 * `HEAD` answers 200 when the query finds any, 404 otherwise.
 *
 * @example
 * return (await loadEndpoints()).answerQuery(mock, input, 'products', false);
 */
export async function answerQuery(mock: MockContext, input: RouteInput, segment: ReadSegment, head: boolean, inStore = false): Promise<PlainResponse> {
  const place = await readPlace(mock, input, segment, inStore ? input.params[1] : undefined);
  if ('statusCode' in place) return refusal(place.statusCode, place, head);
  const { read, bounds } = place;
  const { searchParams } = input.request.url;
  const parsed = parseResourceQuery(segment, searchParams);
  if (!parsed.ok) return refusal(400, parsed.error, head);
  const denied = stagedDenied(mock, input, parsed.value.options);
  if (denied) return refusal(denied.statusCode, denied, head);
  const query = { ...parsed.value, options: { ...parsed.value.options, ...bounds } };
  const found = queryResources(read, segment, query);
  if (!found.ok) return refusal(found.error.statusCode, found.error, head);
  // What the platform would refuse comes first; a parameter only the mock cannot answer, last.
  const unmodelled = unmodelledReadParameters(segment, searchParams);
  if (unmodelled) return refusal(501, unmodelled, head);
  const { total, page } = found.value;
  if (head) return empty(total > 0 ? 200 : 404);
  const { limit, offset, withTotal } = query;
  const results = expanded(mock, input, read, page.map((row) => row.shown), query.expand);
  return json({ limit, offset, count: results.length, ...(withTotal ? { total } : {}), results });
}
