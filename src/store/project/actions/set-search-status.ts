import type { Draft } from 'immer';
import type { Project, SearchIndexingKey, SearchIndexingStatus } from '../project.js';
import { peek, replaceField } from './draft-fields.js';

/**
 * Sets one search index's status and stamps `lastModifiedAt`, unless the status is already the
 * given one: then nothing changes and the Project keeps its version.
 *
 * @example
 * setSearchStatus(record.project, 'orders', 'Activated', context.isoNow);
 */
export function setSearchStatus(
  project: Draft<Project>,
  key: SearchIndexingKey,
  status: SearchIndexingStatus,
  isoNow: string,
): void {
  const indexing = peek(project, 'searchIndexing');
  if (indexing?.[key]?.status === status) return;
  replaceField(project, 'searchIndexing', { ...indexing, [key]: { ...indexing?.[key], status, lastModifiedAt: isoNow } });
}
