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
  /** The first live outcome that matches, counted as a hit; undefined when none does. */
  take(subject: OutcomeSubject): Outcome | undefined;
  clear(): void;
}

interface LiveOutcome {
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

const matches = (filter: Partial<OutcomeSubject>, subject: OutcomeSubject) =>
  (filter.projectKey === undefined || filter.projectKey === subject.projectKey) &&
  (filter.importContainerKey === undefined || filter.importContainerKey === subject.importContainerKey) &&
  (filter.type === undefined || filter.type === subject.type) &&
  (filter.resourceKey === undefined || filter.resourceKey === subject.resourceKey);

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
  let live: LiveOutcome[] = [];
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
          live = live.filter((other) => other !== entry);
        },
        get remaining() {
          return entry.remaining;
        },
        get hits() {
          return entry.hits;
        },
      };
    },
    take(subject) {
      const entry = live.find((candidate) => matches(candidate.filter, subject));
      if (!entry) return undefined;
      entry.hits += 1;
      entry.remaining -= 1;
      if (entry.remaining <= 0) live = live.filter((other) => other !== entry);
      return entry.outcome;
    },
    clear() {
      for (const entry of live) entry.remaining = 0;
      live = [];
    },
  };
}
