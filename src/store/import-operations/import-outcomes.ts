import type { ErrorObject } from '../../errors/error-response.js';
import { IMPORT_RESOURCE_TYPES, type ImportResourceType } from '../import-container/import-container.js';
import { PROCESSING_STATES, type ProcessingState } from './import-operation.js';

/** The states a forced outcome may end an operation in: any but `processing`. */
export type ForcedState = Exclude<ProcessingState, 'processing'>;

/** What `ct.injectImportOutcome` takes: which operations, and how they end when processed. */
export interface ImportOutcomeOptions {
  /** Hit only operations of this Project. */
  readonly projectKey?: string;
  /** Hit only operations in this container. */
  readonly importContainerKey?: string;
  /** Hit only operations of this import request type, such as `product-draft`. */
  readonly type?: ImportResourceType;
  /** Hit only the operation for this resource key. */
  readonly resourceKey?: string;
  /** The state the operation ends in when processed. */
  readonly state: ForcedState;
  /** The errors the operation then shows (each with a `code` and a `message`). */
  readonly errors?: readonly ErrorObject[];
  /** How many operations it hits before it goes (default 1; `Infinity` until removed). */
  readonly times?: number;
}

/** A forced outcome, as `ct.injectImportOutcome` returns it. */
export interface InjectedImportOutcome {
  /** Removes it; operations are processed normally again. */
  remove(): void;
  /** How many more operations it will hit. */
  readonly remaining: number;
  /** How many operations it has hit so far. */
  readonly hits: number;
}

/** What an operation is matched by. */
export interface OutcomeSubject {
  readonly projectKey: string;
  readonly importContainerKey: string;
  readonly type: ImportResourceType;
  readonly resourceKey: string;
}

/** What a hit outcome makes of the operation. */
export interface Outcome {
  readonly state: ForcedState;
  readonly errors: readonly ErrorObject[] | undefined;
}

export interface ImportOutcomes {
  inject(options: ImportOutcomeOptions): InjectedImportOutcome;
  /**
   * The live outcomes, in the order they were injected. `takeOutcome`, which loads with the import
   * engine, matches operations against them: the main entry carries only what injects them.
   */
  readonly live: LiveOutcome[];
  clear(): void;
}

/** An injected outcome with its counts. */
export interface LiveOutcome {
  readonly filter: Partial<OutcomeSubject>;
  readonly outcome: Outcome;
  remaining: number;
  hits: number;
}

const FORCED_STATES = PROCESSING_STATES.filter((state): state is ForcedState => state !== 'processing');
const FILTERS = ['projectKey', 'importContainerKey', 'resourceKey'] as const;

function describe(options: unknown): string {
  try {
    return JSON.stringify(options) ?? String(options);
  } catch {
    return String(options);
  }
}

const isErrorObject = (value: unknown): value is ErrorObject =>
  typeof value === 'object' && value !== null && 'code' in value && 'message' in value && typeof value.code === 'string' && typeof value.message === 'string';

function resolve(options: ImportOutcomeOptions): LiveOutcome {
  const problem = (text: string) => new TypeError(`commercetools-msw: ct.injectImportOutcome(${describe(options)}): ${text}`);
  if (typeof options !== 'object' || options === null) throw problem('pass an object such as { state: "rejected" }.');
  const { state, errors, times = 1, type } = options;
  if (!FORCED_STATES.some((candidate) => candidate === state)) throw problem(`state must be one of ${FORCED_STATES.join(', ')}.`);
  for (const name of FILTERS) {
    const value = options[name];
    if (value !== undefined && typeof value !== 'string') throw problem(`${name} must be a string.`);
  }
  if (type !== undefined && !IMPORT_RESOURCE_TYPES.some((candidate) => candidate === type)) {
    throw problem(`type must be an import resource type, one of ${IMPORT_RESOURCE_TYPES.join(', ')}.`);
  }
  if (errors !== undefined && !(Array.isArray(errors) && errors.every(isErrorObject))) {
    throw problem('errors must be a list of error objects, each with a string code and message.');
  }
  if (!(times === Infinity || (Number.isInteger(times) && times >= 1))) throw problem('times must be a positive whole number or Infinity.');
  let copied: readonly ErrorObject[] | undefined;
  try {
    copied = errors === undefined ? undefined : structuredClone(errors);
  } catch (error) {
    throw problem(`the errors cannot be copied as JSON (${String(error)}).`);
  }
  const filter: Partial<OutcomeSubject> = {
    ...(options.projectKey === undefined ? {} : { projectKey: options.projectKey }),
    ...(options.importContainerKey === undefined ? {} : { importContainerKey: options.importContainerKey }),
    ...(type === undefined ? {} : { type }),
    ...(options.resourceKey === undefined ? {} : { resourceKey: options.resourceKey }),
  };
  return { filter, outcome: Object.freeze({ state, errors: copied }), remaining: times, hits: 0 };
}

/**
 * Outcomes a test forced on import operations, matched in the order they were injected when an
 * operation is processed. Options are checked and copied when injected. `beforeChange` runs
 * before an outcome comes or goes, so that what the clock reached earlier is processed first.
 *
 * @example
 * const outcomes = createImportOutcomes(() => store.settle());
 * outcomes.inject({ type: 'product-draft', state: 'rejected', times: 2 });
 */
export function createImportOutcomes(beforeChange: () => void): ImportOutcomes {
  const live: LiveOutcome[] = [];
  return {
    inject(options) {
      const entry = resolve(options);
      // Operations the clock has already reached were processed before this outcome existed.
      beforeChange();
      live.push(entry);
      return {
        remove() {
          beforeChange();
          entry.remaining = 0;
          const index = live.indexOf(entry);
          if (index >= 0) live.splice(index, 1);
        },
        get remaining() {
          return entry.remaining;
        },
        get hits() {
          return entry.hits;
        },
      };
    },
    live,
    clear() {
      for (const entry of live) entry.remaining = 0;
      live.length = 0;
    },
  };
}
