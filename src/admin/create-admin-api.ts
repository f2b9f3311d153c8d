import { internalsOf } from '../http/mock-internals.js';
import type { CommercetoolsMock } from '../create-commercetools-mock.js';
import { checkAccess, type AdminAccess } from './admin-access.js';
import { addClient } from './admin-clients.js';
import { moveClock, readClock } from './admin-clock.js';
import type { AdminContext } from './admin-context.js';
import { listEvents } from './admin-events.js';
import { createAdminFaults, injectFault } from './admin-faults.js';
import { health } from './admin-health.js';
import { createAdminImportOutcomes, injectImportOutcome } from './admin-import-outcomes.js';
import { onlyParameters } from './admin-input.js';
import { clearRequests, listRequests } from './admin-requests.js';
import { reset } from './admin-reset.js';
import { addProject, addToProject, SEED_KINDS, type SeedKind } from './admin-seeds.js';
import { listResources } from './admin-resources.js';
import { shutdown } from './admin-shutdown.js';
import { readState, restoreState } from './admin-state.js';
import { addStub, listStubs, removeStubs } from './admin-stubs.js';
import { issueToken } from './admin-tokens.js';
import { AdminInputError, errorResponse, type AdminRequest, type AdminResponse } from './admin-types.js';
import { createRequestWaits } from './admin-wait.js';
import { countedId } from '../utils/counted-id.js';

/** Where admin routes live on the served base URL. */
export const ADMIN_PREFIX = '/__admin';

export interface AdminApiOptions extends AdminAccess {
  readonly mock: CommercetoolsMock;
  /** The package version `GET /__admin/health` reports. */
  readonly version: string;
  /** Closes the server; `POST /__admin/shutdown` calls it once its answer is out. */
  readonly shutdown: () => void;
}

/** The admin API of one served mock. */
export interface AdminApi {
  /** Answers one admin call. Never throws: bad input is a 400, an unknown route a 404. */
  handle(request: AdminRequest): Promise<AdminResponse>;
  /** Ends the calls that wait (`requests/wait`), for the server to close. */
  close(): void;
}

type Handler = (request: AdminRequest, params: readonly string[]) => AdminResponse | Promise<AdminResponse>;

interface AdminRoute {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path segments below `/__admin`; `*` takes any one segment, passed on as a parameter. */
  readonly path: readonly string[];
  readonly handle: Handler;
}

function matchPath(pattern: readonly string[], segments: readonly string[]): string[] | undefined {
  if (pattern.length !== segments.length) return undefined;
  const params: string[] = [];
  for (const [index, part] of pattern.entries()) {
    const segment = segments[index] ?? '';
    if (part === '*') params.push(segment);
    else if (part !== segment) return undefined;
  }
  return params;
}

function segmentsOf(path: string): string[] | undefined {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  try {
    return trimmed === '' ? [] : trimmed.split('/').map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
}

/** Errors the in-process controls throw for what they refuse; anything else is a fault of ours. */
const isUsageError = (error: unknown): error is Error =>
  error instanceof AdminInputError || (error instanceof Error && error.message.startsWith('commercetools-msw:'));

/** A control's message, with the admin route named where it names the in-process control. */
const inAdminTerms = (message: string) => message.replace(/ct\.addProject\(\{ key: '([^']*)' \}\)/g, (_, key: string) => `POST /__admin/projects ${JSON.stringify({ key })}`);

/**
 * The admin API of a served mock, on plain values (method, path, query, headers and body text in;
 * status, headers and body text out), so that it needs neither msw nor Fetch objects. Every
 * in-process control has its route: reset, clock, seeds, tokens, clients, faults, import outcomes, stubs,
 * the journal (read, clear, wait), events, the state (snapshot and restore), health and shutdown. Access is checked first (the token,
 * or loopback without one); admin calls are not journaled. Every answer carries X-Correlation-ID,
 * the call's own or `admin-` and a UUID that counts up per server, as the mock's answers do.
 *
 * @example
 * const admin = createAdminApi({ mock: ct, version: '0.1.0', address: '127.0.0.1', shutdown: () => server.close() });
 * await admin.handle({ method: 'GET', path: '/health', query: new URLSearchParams(), headers: {}, body: '' });
 * // { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' }, body: '{"status":"ok",...}' }
 */
export function createAdminApi(options: AdminApiOptions): AdminApi {
  const { mock } = options;
  const internals = internalsOf(mock);
  if (!internals) throw new TypeError('commercetools-msw: the admin API needs a mock made by createCommercetoolsMock.');
  const context: AdminContext = { mock, internals, version: options.version, shutdown: options.shutdown };
  const faults = createAdminFaults();
  const outcomes = createAdminImportOutcomes();
  const waits = createRequestWaits(context);
  // Routes without a query parameter refuse any, so that a misplaced one is not ignored.
  const noQuery = (handle: Handler): Handler => (request, params) => {
    onlyParameters(request.query, []);
    return handle(request, params);
  };

  const routes: AdminRoute[] = [
    { method: 'GET', path: ['health'], handle: noQuery(() => health(context)) },
    { method: 'POST', path: ['reset'], handle: noQuery((request) => reset(context, request)) },
    { method: 'GET', path: ['clock'], handle: noQuery(() => readClock(context)) },
    { method: 'POST', path: ['clock'], handle: noQuery((request) => moveClock(context, request)) },
    { method: 'POST', path: ['projects'], handle: noQuery((request) => addProject(context, request)) },
    ...SEED_KINDS.map(
      (kind: SeedKind): AdminRoute => ({
        method: 'POST',
        path: ['projects', '*', kind],
        handle: noQuery((request, [projectKey = '']) => addToProject(context, request, projectKey, kind)),
      }),
    ),
    { method: 'GET', path: ['projects', '*', 'resources'], handle: (request, [projectKey = '']) => listResources(context, request, projectKey) },
    { method: 'POST', path: ['tokens'], handle: noQuery((request) => issueToken(context, request)) },
    { method: 'POST', path: ['clients'], handle: noQuery((request) => addClient(context, request)) },
    { method: 'GET', path: ['faults'], handle: noQuery(() => faults.list('faults')) },
    { method: 'POST', path: ['faults'], handle: noQuery((request) => injectFault(context, faults, request)) },
    { method: 'DELETE', path: ['faults'], handle: noQuery(() => faults.remove()) },
    { method: 'GET', path: ['faults', '*'], handle: noQuery((_, [id = '']) => faults.read(id)) },
    { method: 'DELETE', path: ['faults', '*'], handle: noQuery((_, [id]) => faults.remove(id)) },
    { method: 'POST', path: ['import-outcomes'], handle: noQuery((request) => injectImportOutcome(context, outcomes, request)) },
    { method: 'DELETE', path: ['import-outcomes'], handle: noQuery(() => outcomes.remove()) },
    { method: 'GET', path: ['import-outcomes', '*'], handle: noQuery((_, [id = '']) => outcomes.read(id)) },
    { method: 'DELETE', path: ['import-outcomes', '*'], handle: noQuery((_, [id]) => outcomes.remove(id)) },
    { method: 'GET', path: ['stubs'], handle: noQuery(() => listStubs(context)) },
    { method: 'POST', path: ['stubs'], handle: noQuery((request) => addStub(context, request)) },
    { method: 'DELETE', path: ['stubs'], handle: noQuery(() => removeStubs(context)) },
    { method: 'DELETE', path: ['stubs', '*'], handle: noQuery((_, [id]) => removeStubs(context, id)) },
    { method: 'GET', path: ['requests'], handle: (request) => listRequests(context, request) },
    { method: 'DELETE', path: ['requests'], handle: noQuery(() => clearRequests(context)) },
    { method: 'POST', path: ['requests', 'wait'], handle: noQuery((request) => waits.wait(request)) },
    { method: 'GET', path: ['events'], handle: (request) => listEvents(context, request) },
    { method: 'GET', path: ['state'], handle: noQuery(() => readState(context)) },
    { method: 'PUT', path: ['state'], handle: noQuery((request) => restoreState(context, request)) },
    { method: 'POST', path: ['shutdown'], handle: noQuery(() => shutdown(context)) },
  ];

  async function route(request: AdminRequest): Promise<AdminResponse> {
    const denied = checkAccess(request.headers, options);
    if (denied) return denied;
    const segments = segmentsOf(request.path);
    const shown = `${request.method} ${ADMIN_PREFIX}${request.path}`;
    if (!segments) return errorResponse(400, `The path of ${shown} is not validly percent-encoded.`);
    const onPath = routes.flatMap((candidate) => {
      const params = matchPath(candidate.path, segments);
      return params ? [{ candidate, params }] : [];
    });
    const found = onPath.find(({ candidate }) => candidate.method === request.method);
    if (!found) {
      const methods = onPath.map(({ candidate }) => candidate.method).join(' or ');
      return errorResponse(404, `No admin route answers ${shown}.${methods ? ` This path takes ${methods}.` : ` See the admin API table in docs/serve.md.`}`);
    }
    return found.candidate.handle(request, found.params);
  }

  let correlations = 0;
  async function answer(request: AdminRequest): Promise<AdminResponse> {
    try {
      return await route(request);
    } catch (error) {
      if (isUsageError(error)) return errorResponse(400, inAdminTerms(error.message));
      return errorResponse(500, `commercetools-msw: the admin call failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  return {
    async handle(request) {
      const correlationId = request.headers['x-correlation-id'] || `admin-${countedId('correlation', ++correlations)}`;
      const response = await answer(request);
      return { ...response, headers: { ...response.headers, 'x-correlation-id': correlationId } };
    },
    close: () => waits.close(),
  };
}
