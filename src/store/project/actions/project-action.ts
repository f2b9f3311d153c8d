import type { Draft } from 'immer';
import type { ErrorObject } from '../../../errors/error-response.js';
import type { LastModifiedBy } from '../project.js';
import type { ProjectRecord } from '../project-record.js';
import type { ParsedProjectUpdateAction, ProjectActionName } from '../update-schema.js';

/**
 * What an action may read besides the Project: the clock, the indexing duration, and the API
 * client whose token sent the request (none when authentication is off, or for a token that
 * `ct.issueToken` made without the OAuth call).
 */
export interface ActionContext {
  readonly now: number;
  readonly isoNow: string;
  readonly indexingDurationMs: number;
  readonly lastModifiedBy?: LastModifiedBy;
}

/**
 * Applies one update action to a draft of the Project's record and returns the rules it broke.
 * An action that breaks a rule may have touched the draft; the caller then drops the draft whole.
 */
export type ProjectAction<A> = (record: Draft<ProjectRecord>, action: A, context: ActionContext) => readonly ErrorObject[];

/** The action of the given name. */
export type ProjectActionOf<Name extends ProjectActionName> = Extract<ParsedProjectUpdateAction, { action: Name }>;

/** One function per update action; leaving one out fails to compile. */
export type ProjectActionMap = { readonly [Name in ProjectActionName]: ProjectAction<ProjectActionOf<Name>> };

/** Returned by actions that broke no rule. */
export const NO_ERRORS: readonly ErrorObject[] = Object.freeze([]);
