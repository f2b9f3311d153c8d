import type { ErrorObject } from '../../../errors/error-response.js';
import { pickOneOf } from '../../rules/checks.js';
import { BUSINESS_UNIT_STATUSES } from '../enums.js';
import type { ProjectAction, ProjectActionOf } from './project-action.js';
import { peek, replaceField } from './draft-fields.js';

export const changeMyBusinessUnitStatusOnCreation: ProjectAction<ProjectActionOf<'changeMyBusinessUnitStatusOnCreation'>> = (
  { project },
  { status },
) => {
  const errors: ErrorObject[] = [];
  const value = pickOneOf('status', status, BUSINESS_UNIT_STATUSES, errors);
  // Stryker disable next-line ConditionalExpression: a request with an error is dropped whole, so what its draft holds is never seen
  if (!value) return errors;
  replaceField(project, 'businessUnits', { ...peek(project, 'businessUnits'), myBusinessUnitStatusOnCreation: value });
  return errors;
};
