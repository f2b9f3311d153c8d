import { OPERATIONS, type OperationName } from '../http/route.js';

/** What `ct.inject` takes: which requests to hit, and what to do to them. */
export interface FaultOptions {
  /** The operation or operations to hit; every operation when left out. */
  readonly operation?: OperationName | readonly OperationName[];
  /** Hit only requests for this Project. */
  readonly projectKey?: string;
  /** Hit only requests this predicate accepts; it gets a clone, so it may read the body. */
  readonly match?: (request: Request) => boolean;
  /** Answer with this status and a realistic error body (or `body`). */
  readonly status?: number;
  /** With `status`: the body to answer with instead of the realistic one. */
  readonly body?: unknown;
  /** Fail the request as the network would (`fetch` rejects). */
  readonly networkError?: boolean;
  /** Wait this long first (real or fake timers); alone, the request then proceeds normally. */
  readonly delayMs?: number;
  /** How many requests the fault hits before it goes (default 1; `Infinity` until removed). */
  readonly times?: number;
}

/** An injected fault, as `ct.inject` returns it. */
export interface InjectedFault {
  /** Removes the fault; requests are answered normally again. */
  remove(): void;
  /** How many more requests it will hit. */
  readonly remaining: number;
  /** How many requests it has hit so far. */
  readonly hits: number;
}

export interface FaultRegistry {
  inject(options: FaultOptions): InjectedFault;
  /** The first live fault that matches the request, counted as a hit; undefined when none does. */
  take(operation: OperationName, projectKey: string | undefined, request: Request): FaultOptions | undefined;
  clear(): void;
}

interface LiveFault {
  readonly options: FaultOptions;
  readonly operations: readonly OperationName[] | undefined;
  remaining: number;
  hits: number;
}

function checkOptions(options: FaultOptions): readonly OperationName[] | undefined {
  const problem = (text: string) => new TypeError(`commercetools-msw: ct.inject(${JSON.stringify(options)}): ${text}`);
  const operations = options.operation === undefined ? undefined : ([] as OperationName[]).concat(options.operation);
  const unknown = operations?.filter((operation) => !OPERATIONS.includes(operation));
  if (unknown?.length) throw problem(`unknown operation ${unknown.join(', ')}; use one of ${OPERATIONS.join(', ')}.`);
  const { status, networkError, delayMs, times = 1, body } = options;
  if (status === undefined && !networkError && delayMs === undefined) throw problem('give a status, networkError: true or delayMs.');
  if (status !== undefined && networkError) throw problem('a fault answers with a status or fails the network, not both.');
  if (status !== undefined && !(Number.isInteger(status) && status >= 200 && status <= 599)) throw problem('status must be an HTTP status from 200 to 599.');
  if (body !== undefined && status === undefined) throw problem('a body needs a status to go with it.');
  if (delayMs !== undefined && !(Number.isFinite(delayMs) && delayMs >= 0)) throw problem('delayMs must be a non-negative number of milliseconds.');
  if (!(times === Infinity || (Number.isInteger(times) && times >= 1))) throw problem('times must be a positive whole number or Infinity.');
  return operations;
}

/**
 * The faults a test injected, matched in the order they were injected.
 *
 * @example
 * const faults = createFaultRegistry();
 * faults.inject({ operation: 'updateProject', status: 503, times: 2 });
 */
export function createFaultRegistry(): FaultRegistry {
  let faults: LiveFault[] = [];
  const matches = (fault: LiveFault, operation: OperationName, projectKey: string | undefined, request: Request) =>
    (!fault.operations || fault.operations.includes(operation)) &&
    (fault.options.projectKey === undefined || fault.options.projectKey === projectKey) &&
    (!fault.options.match || fault.options.match(request.clone()));
  return {
    inject(options) {
      const fault: LiveFault = { options, operations: checkOptions(options), remaining: options.times ?? 1, hits: 0 };
      faults.push(fault);
      return {
        remove() {
          fault.remaining = 0;
          faults = faults.filter((live) => live !== fault);
        },
        get remaining() {
          return fault.remaining;
        },
        get hits() {
          return fault.hits;
        },
      };
    },
    take(operation, projectKey, request) {
      if (faults.length === 0) return undefined;
      const fault = faults.find((live) => matches(live, operation, projectKey, request));
      if (!fault) return undefined;
      fault.hits += 1;
      fault.remaining -= 1;
      if (fault.remaining <= 0) faults = faults.filter((live) => live !== fault);
      return fault.options;
    },
    clear() {
      for (const fault of faults) fault.remaining = 0;
      faults = [];
    },
  };
}
