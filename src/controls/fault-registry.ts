import { OPERATIONS, type OperationName } from '../vocabulary/operations.js';

/** Which requests a fault hits, how many, and how long they wait first. */
interface FaultTarget {
  /** The operation or operations to hit; every operation when left out. */
  readonly operation?: OperationName | readonly OperationName[];
  /** Hit only requests for this Project. */
  readonly projectKey?: string;
  /**
   * Hit only requests this predicate accepts. It gets a clone of the request, so it may read the
   * body, and may be async. A predicate that throws counts as not matching.
   */
  readonly match?: (request: Request) => boolean | Promise<boolean>;
  /** Wait this long first (real or fake timers); alone, the request then proceeds normally. */
  readonly delayMs?: number;
  /** How many requests the fault hits before it goes (default 1; `Infinity` until removed). */
  readonly times?: number;
}

/** A fault that answers with an error status. */
export interface StatusFault extends FaultTarget {
  /** Answer with this error status (400–599) and a realistic error body, or `body`. */
  readonly status: number;
  /** The body to answer with instead of the realistic one (a string as text, else JSON). */
  readonly body?: unknown;
  readonly networkError?: false;
}

/** A fault that fails the request as the network would (`fetch` rejects). */
export interface NetworkFault extends FaultTarget {
  readonly networkError: true;
  readonly status?: never;
  readonly body?: never;
}

/** A fault that only delays: the request then proceeds normally. */
export interface DelayFault extends FaultTarget {
  readonly delayMs: number;
  readonly status?: never;
  readonly body?: never;
  readonly networkError?: false;
}

/**
 * What `ct.inject` takes: which requests to hit, and what to do to them: a status (with its body),
 * a network error, or a delay alone, each possibly after a delay. A status with a network error
 * does not compile.
 */
export type FaultOptions = StatusFault | NetworkFault | DelayFault;

/** An injected fault, as `ct.inject` returns it. */
export interface InjectedFault {
  /** Removes the fault; requests are answered normally again. */
  remove(): void;
  /** How many more requests it will hit. */
  readonly remaining: number;
  /** How many requests it has hit so far. */
  readonly hits: number;
}

/** What a hit fault does, fixed when it was injected. */
export interface FaultEffect {
  readonly delayMs: number;
  readonly networkError: boolean;
  readonly status: number | undefined;
  /** The custom body, already written out, and whether it is JSON. */
  readonly body: { readonly text: string; readonly json: boolean } | undefined;
}

export interface FaultRegistry {
  inject(options: FaultOptions): InjectedFault;
  /**
   * The first live fault that matches the request, counted as a hit; undefined when none does.
   * The request is built only when a fault's `match` predicate needs it.
   */
  take(operation: OperationName, projectKey: string | undefined, request: () => Request): Promise<FaultEffect | undefined>;
  clear(): void;
}

interface LiveFault {
  readonly operations: readonly OperationName[] | undefined;
  readonly projectKey: string | undefined;
  readonly match: FaultOptions['match'];
  readonly effect: FaultEffect;
  remaining: number;
  hits: number;
}

// setTimeout fires at once beyond this, so a longer delay would silently be none.
const MAX_DELAY_MS = 2 ** 31 - 1;

function resolve(options: FaultOptions): LiveFault {
  const problem = (text: string) => new TypeError(`commercetools-msw: ct.inject(${describe(options)}): ${text}`);
  const operations = options.operation === undefined ? undefined : ([] as OperationName[]).concat(options.operation);
  const unknown = operations?.filter((operation) => !OPERATIONS.includes(operation));
  if (unknown?.length) throw problem(`unknown operation ${unknown.join(', ')}; use one of ${OPERATIONS.join(', ')}.`);
  const { status, networkError = false, delayMs, times = 1, body } = options;
  if (status === undefined && !networkError && delayMs === undefined) throw problem('give a status, networkError: true or delayMs.');
  if (status !== undefined && networkError) throw problem('a fault answers with a status or fails the network, not both.');
  if (status !== undefined && !(Number.isInteger(status) && status >= 400 && status <= 599)) {
    throw problem('status must be an error status from 400 to 599.');
  }
  if (body !== undefined && status === undefined) throw problem('a body needs a status to go with it.');
  if (delayMs !== undefined && !(Number.isFinite(delayMs) && delayMs >= 0 && delayMs <= MAX_DELAY_MS)) {
    throw problem(`delayMs must be a number of milliseconds from 0 to ${MAX_DELAY_MS}.`);
  }
  if (!(times === Infinity || (Number.isInteger(times) && times >= 1))) throw problem('times must be a positive whole number or Infinity.');
  if (options.match !== undefined && typeof options.match !== 'function') throw problem('match must be a function of the request.');
  let written: FaultEffect['body'];
  if (body !== undefined) {
    try {
      written = typeof body === 'string' ? { text: body, json: false } : { text: JSON.stringify(body), json: true };
    } catch (error) {
      throw problem(`the body cannot be written as JSON (${String(error)}).`);
    }
  }
  return {
    operations,
    projectKey: options.projectKey,
    match: options.match,
    effect: Object.freeze({ delayMs: delayMs ?? 0, networkError, status, body: written }),
    remaining: times,
    hits: 0,
  };
}

function describe(options: FaultOptions): string {
  try {
    return JSON.stringify(options) ?? String(options);
  } catch {
    return String(options);
  }
}

async function accepts(fault: LiveFault, request: () => Request): Promise<boolean> {
  if (!fault.match) return true;
  try {
    return (await fault.match(request().clone())) === true;
  } catch (error) {
    console.warn(`commercetools-msw: a fault's match predicate threw, so the fault did not apply: ${String(error)}`);
    return false;
  }
}

/**
 * The faults a test injected, matched in the order they were injected. Options are checked and
 * copied when injected, so later changes to the object a test passed have no effect.
 *
 * @example
 * const faults = createFaultRegistry();
 * faults.inject({ operation: 'updateProject', status: 503, times: 2 });
 */
export function createFaultRegistry(): FaultRegistry {
  let faults: LiveFault[] = [];
  return {
    inject(options) {
      const fault = resolve(options);
      faults.push(fault);
      return {
        remove() {
          fault.remaining = 0;
          // Stryker disable next-line MethodExpression,ConditionalExpression: a spent fault left in the list is skipped anyway; removing it only frees memory
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
    async take(operation, projectKey, request) {
      // Stryker disable next-line ConditionalExpression: a shortcut; the loop below finds nothing in an empty list
      if (faults.length === 0) return undefined;
      for (const fault of faults) {
        if (fault.operations && !fault.operations.includes(operation)) continue;
        if (fault.projectKey !== undefined && fault.projectKey !== projectKey) continue;
        if (!(await accepts(fault, request))) continue;
        // Another request may have used the last hit while an async predicate ran.
        if (fault.remaining <= 0) continue;
        fault.hits += 1;
        fault.remaining -= 1;
        // Stryker disable next-line ConditionalExpression,EqualityOperator,MethodExpression: a spent fault left in the list is skipped anyway; removing it only frees memory
        if (fault.remaining <= 0) faults = faults.filter((live) => live !== fault);
        return fault.effect;
      }
      return undefined;
    },
    clear() {
      for (const fault of faults) fault.remaining = 0;
      faults = [];
    },
  };
}
