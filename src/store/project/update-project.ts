import { dequal } from 'dequal/lite';
import { createDraft, finishDraft, freeze, type Draft } from 'immer';
import { badRequest, invalidInput, projectConcurrentModification } from '../../errors/http-api-errors.js';
import { nonEmpty, type ErrorObject } from '../../errors/error-response.js';
import { fail, ok, type Result } from '../result.js';
import { changedAnything, trackFields } from './actions/draft-fields.js';
import { projectActions } from './actions/index.js';
import type { ActionContext, ProjectActionOf } from './actions/project-action.js';
import type { ProjectRecord } from './project-record.js';
import { parseProjectUpdate, type ProjectActionName, type ProjectUpdateShapes } from './update-schema.js';

/** The platform's limit on update actions in one request. */
export const MAX_UPDATE_ACTIONS = 500;

function applyAction<Name extends ProjectActionName>(
  draft: Draft<ProjectRecord>,
  name: Name,
  action: ProjectActionOf<Name>,
  context: ActionContext,
): readonly ErrorObject[] {
  return projectActions[name](draft, action, context);
}

/**
 * Applies a Project update request (`{version, actions}`) to a record, all or nothing: the shape
 * is checked first (InvalidJsonInput), then the limit and the version (409), then every action's
 * rules. Any error leaves the record as it was; a request that changes nothing keeps the version.
 * The request-only actions (request-actions.ts) need `loadProjectRequests()` first; seeds never
 * replay them. `shapes` are the actions the request may hold: REST's unless GraphQL's updateProject
 * sends it with its own beside them.
 *
 * @example
 * const result = updateProject(record, { version: 1, actions: [{ action: 'changeName', name: 'Shop' }] }, context);
 */
export function updateProject(record: ProjectRecord, body: unknown, context: ActionContext, shapes?: ProjectUpdateShapes): Result<ProjectRecord> {
  const parsed = parseProjectUpdate(body, shapes);
  if (!parsed.ok) return parsed;
  const { version, actions } = parsed.value;
  if (actions.length > MAX_UPDATE_ACTIONS) {
    return fail(
      badRequest([
        invalidInput(`A request can hold at most ${MAX_UPDATE_ACTIONS} update actions, but this one holds ${actions.length}.`),
      ]),
    );
  }
  const { project } = record;
  if (version !== project.version) return fail(projectConcurrentModification(project.key, version, project.version));

  // A draft rather than a recipe, so that the Project's write log is at hand once it is finished.
  // A draft with errors is dropped unfinished: the record stays as it was.
  const draft = createDraft(record);
  trackFields(draft, record);
  const log = trackFields(draft.project, project);
  const errors = actions.flatMap((action) => applyAction(draft, action.action, action, context));
  const problems = nonEmpty(errors);
  if (problems) return fail(badRequest(problems));
  const changed = finishDraft(draft);
  if (changed.project === project) return ok(changed);
  // Actions write without comparing first. A request moves the version when some action changed
  // the Project, even if a later one changed it back; one whose writes all kept what was there
  // changed nothing.
  if (!dequal(changed.project, project) || changedAnything(log)) {
    // The other fields are frozen already, so a shallow copy does what a second produce would.
    return ok(freeze({ ...changed, project: freeze({ ...changed.project, version: project.version + 1 }) }));
  }
  // No write changed anything. Only writes to the Project touch an indexing deadline (no action
  // touches the Stores), so the record stays as it was, version and all.
  return ok(record);
}
