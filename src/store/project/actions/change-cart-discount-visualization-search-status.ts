import type { ErrorObject } from '../../../errors/error-response.js';
import { pickOneOf } from '../../rules/checks.js';
import { SEARCH_STATUSES } from '../enums.js';
import type { ProjectAction, ProjectActionOf } from './project-action.js';
import { peek } from './draft-fields.js';
import { setGraphqlOnly } from './graphql-only-setting.js';

/**
 * GraphQL's own action (BETA): switches the cart discount visualization search index at once,
 * stamped as the other search indexes are, `Deactivated` until switched. No field of GraphQL's
 * Project shows it; the version does, and a switch to the status it has changes nothing.
 */
export const changeCartDiscountVisualizationSearchStatus: ProjectAction<ProjectActionOf<'changeCartDiscountVisualizationSearchStatus'>> = (
  { project },
  { status },
  { isoNow, lastModifiedBy },
) => {
  const errors: ErrorObject[] = [];
  const value = pickOneOf('status', status, SEARCH_STATUSES, errors);
  const current = peek(project, 'graphqlOnly')?.cartDiscountVisualizationSearch?.status ?? 'Deactivated';
  // The status it has already is no change: stamping it again would be one.
  if (value && value !== current) setGraphqlOnly(project, 'cartDiscountVisualizationSearch', { status: value, lastModifiedAt: isoNow, ...(lastModifiedBy && { lastModifiedBy }) });
  return errors;
};
