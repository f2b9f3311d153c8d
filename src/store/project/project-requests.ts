import { freeze } from 'immer';
import type { Project } from './project.js';
import type { ProjectRecord } from './project-record.js';
import { settleIndexing } from './settle-indexing.js';

export { requestActions } from './actions/request-actions.js';

// What only requests do to a Project: read it as a GET shows it, and the update actions that no
// seed replays. `loadProjectRequests()` (project-store.ts) loads this module with the first read
// or update request, so that the main entry, and a test that only seeds Projects, does not carry it.

/**
 * The Project as a read shows it, and the record to keep: under eventual consistency, the oldest
 * state whose time has not passed, with the states whose time has passed let go.
 *
 * @example
 * const { kept, shown } = readRecord(record, clock.now());
 */
export function readRecord(record: ProjectRecord, now: number): { kept: ProjectRecord; shown: Project } {
  if (!record.staleReads) return { kept: record, shown: record.project };
  const pending = record.staleReads.filter((stale) => stale.until > now);
  // Stryker disable next-line all: frees the stale states that have passed; reads skip them by time anyway
  const kept = pending.length < record.staleReads.length ? freeze({ ...record, staleReads: pending.length > 0 ? pending : undefined }) : record;
  const stale = pending[0];
  if (!stale) return { kept, shown: record.project };
  // Stryker disable next-line ArrayDeclaration: settling reads only the Project and its indexing deadlines
  return { kept, shown: settleIndexing({ project: stale.before, stores: [], associateRoles: [], indexingCompletesAt: stale.indexingCompletesAt }, now).project };
}
