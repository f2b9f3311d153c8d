import type { ErrorObject } from '../../../errors/error-response.js';
import { pickOneOf } from '../../rules/checks.js';
import { ROUNDING_MODES } from '../enums.js';
import type { ProjectAction, ProjectActionOf } from './project-action.js';
import { replaceIfChanged } from './replace-if-changed.js';

export const changeTaxRoundingMode: ProjectAction<ProjectActionOf<'changeTaxRoundingMode'>> = ({ project }, { taxRoundingMode }) => {
  const errors: ErrorObject[] = [];
  const value = pickOneOf('taxRoundingMode', taxRoundingMode, ROUNDING_MODES, errors);
  if (value) replaceIfChanged(project.carts, 'taxRoundingMode', value);
  return errors;
};
