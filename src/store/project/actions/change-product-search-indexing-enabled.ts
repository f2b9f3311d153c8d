import { productProjectionSearchClosed } from '../../../errors/product-search-errors.js';
import type { ErrorObject } from '../../../errors/error-response.js';
import { pickOneOf } from '../../rules/checks.js';
import { createdFrom, PRODUCT_PROJECTION_SEARCH_CLOSED_FROM } from '../creation-dates.js';
import { PRODUCT_SEARCH_INDEXING_MODES } from '../enums.js';
import type { ProjectAction, ProjectActionOf } from './project-action.js';
import { peek } from './draft-fields.js';
import { setSearchStatus } from './set-search-status.js';

/**
 * Enabling starts indexing, which completes after the mock's indexing duration on its clock;
 * enabling an index that is active or already indexing changes nothing. Disabling is immediate.
 * A Project created after 31 August 2026 may not start Product Projection Search (`products`):
 * only one that has it already, `Activated` or `Indexing`, keeps it.
 */
export const changeProductSearchIndexingEnabled: ProjectAction<ProjectActionOf<'changeProductSearchIndexingEnabled'>> = (
  record,
  { enabled, mode },
  context,
) => {
  const errors: ErrorObject[] = [];
  const indexingMode = pickOneOf('mode', mode ?? 'ProductProjectionsSearch', PRODUCT_SEARCH_INDEXING_MODES, errors);
  // Stryker disable next-line ConditionalExpression: a request with an error is dropped whole, so what its draft holds is never seen
  if (!indexingMode) return errors;
  const key = indexingMode === 'ProductsSearch' ? 'productsSearch' : 'products';
  if (!enabled) {
    setSearchStatus(record.project, key, 'Deactivated', context);
    delete record.indexingCompletesAt[key];
    return errors;
  }
  const current = peek(record.project, 'searchIndexing')?.[key]?.status;
  if (current === 'Activated' || current === 'Indexing') return errors;
  if (key === 'products' && createdFrom(record.project, PRODUCT_PROJECTION_SEARCH_CLOSED_FROM)) return [productProjectionSearchClosed()];
  setSearchStatus(record.project, key, 'Indexing', context);
  record.indexingCompletesAt[key] = context.now + context.indexingDurationMs;
  return errors;
};
