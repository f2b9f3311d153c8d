import type { Draft } from 'immer';
import type { Project, SearchIndexingKey, SearchIndexingStatus } from '../project.js';
import type { ActionContext } from './project-action.js';
import { peek, replaceField } from './draft-fields.js';

/**
 * Sets one search index's status and stamps `lastModifiedAt` and `lastModifiedBy`, unless the
 * status is already the given one: then nothing changes and the Project keeps its version. A
 * change without a client leaves `lastModifiedBy` out rather than keep an earlier client's.
 *
 * @example
 * setSearchStatus(record.project, 'orders', 'Activated', context);
 */
export function setSearchStatus(
  project: Draft<Project>,
  key: SearchIndexingKey,
  status: SearchIndexingStatus,
  { isoNow, lastModifiedBy }: ActionContext,
): void {
  const indexing = peek(project, 'searchIndexing');
  if (indexing?.[key]?.status === status) return;
  replaceField(project, 'searchIndexing', { ...indexing, [key]: { status, lastModifiedAt: isoNow, ...(lastModifiedBy && { lastModifiedBy }) } });
}
