import type { ErrorObject } from '../../../errors/error-response.js';
import { pickOneOf } from '../../rules/checks.js';
import { DISCOUNT_COMBINATION_MODES } from '../enums.js';
import type { ProjectAction, ProjectActionOf } from './project-action.js';
import { replaceField } from './draft-fields.js';

export const setDiscountsConfiguration: ProjectAction<ProjectActionOf<'setDiscountsConfiguration'>> = (
  { project },
  { discountsConfiguration },
) => {
  const errors: ErrorObject[] = [];
  const mode = pickOneOf('discountCombinationMode', discountsConfiguration.discountCombinationMode, DISCOUNT_COMBINATION_MODES, errors);
  // Stryker disable next-line ConditionalExpression: a request with an error is dropped whole, so what its draft holds is never seen
  if (mode) replaceField(project, 'discounts', { discountCombinationMode: mode });
  return errors;
};
