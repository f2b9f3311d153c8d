import type { ErrorObject } from '../../../errors/error-response.js';
import { pickOneOf } from '../../rules/checks.js';
import { SEARCH_STATUSES } from '../enums.js';
import type { SearchIndexingKey } from '../project.js';
import type { ProjectAction } from './project-action.js';
import { setSearchStatus } from './set-search-status.js';

/**
 * The Order, Customer and Business Unit search actions differ only in the index they switch,
 * and switch it at once (only product indexing takes time).
 *
 * @example
 * const changeOrderSearchStatus = searchStatusAction('orders');
 */
export function searchStatusAction(key: Exclude<SearchIndexingKey, 'products' | 'productsSearch'>): ProjectAction<{ status: string }> {
  return ({ project }, { status }, context) => {
    const errors: ErrorObject[] = [];
    const value = pickOneOf('status', status, SEARCH_STATUSES, errors);
    // Stryker disable next-line ConditionalExpression: a request with an error is dropped whole, so what its draft holds is never seen
    if (value) setSearchStatus(project, key, value, context);
    return errors;
  };
}
