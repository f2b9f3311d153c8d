import { produce } from 'immer';
import { TIMED_INDEX_KEYS, type ProjectRecord } from './project-record.js';

/**
 * Completes the product indexing whose time has passed on the mock's clock. Completion is the
 * platform's own change, so it stamps `lastModifiedAt` with the completion time and leaves the
 * Project's version alone.
 *
 * @example
 * record = settleIndexing(record, clock.now());
 */
export function settleIndexing(record: ProjectRecord, now: number): ProjectRecord {
  const due = TIMED_INDEX_KEYS.filter((key) => (record.indexingCompletesAt[key] ?? Infinity) <= now);
  // Stryker disable next-line ConditionalExpression: a shortcut; producing with nothing due gives the record back
  if (due.length === 0) return record;
  return produce(record, (draft) => {
    for (const key of due) {
      const completedAt = draft.indexingCompletesAt[key] ?? now;
      const indexing = (draft.project.searchIndexing ??= {});
      indexing[key] = { ...indexing[key], status: 'Activated', lastModifiedAt: new Date(completedAt).toISOString() };
      delete draft.indexingCompletesAt[key];
    }
  });
}
