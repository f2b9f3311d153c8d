import { NO_ERRORS, type ProjectAction, type ProjectActionOf } from './project-action.js';
import { peek, replaceField } from './draft-fields.js';

export const changeCountryTaxRateFallbackEnabled: ProjectAction<ProjectActionOf<'changeCountryTaxRateFallbackEnabled'>> = (
  { project },
  { countryTaxRateFallbackEnabled },
) => {
  replaceField(project, 'carts', { ...peek(project, 'carts'), countryTaxRateFallbackEnabled });
  return NO_ERRORS;
};
