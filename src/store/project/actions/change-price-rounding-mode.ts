import type { ErrorObject } from '../../../errors/error-response.js';
import { pickOneOf } from '../../rules/checks.js';
import { ROUNDING_MODES } from '../enums.js';
import type { ProjectAction, ProjectActionOf } from './project-action.js';
import { peek, replaceField } from './draft-fields.js';

export const changePriceRoundingMode: ProjectAction<ProjectActionOf<'changePriceRoundingMode'>> = ({ project }, { priceRoundingMode }) => {
  const errors: ErrorObject[] = [];
  const value = pickOneOf('priceRoundingMode', priceRoundingMode, ROUNDING_MODES, errors);
  // Stryker disable next-line ConditionalExpression: a request with an error is dropped whole, so what its draft holds is never seen
  if (value) replaceField(project, 'carts', { ...peek(project, 'carts'), priceRoundingMode: value });
  return errors;
};
