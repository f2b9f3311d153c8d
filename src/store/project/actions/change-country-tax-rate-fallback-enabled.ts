import { NO_ERRORS, type ProjectAction, type ProjectActionOf } from './project-action.js';
import { peek, replaceIfChanged } from './draft-fields.js';

export const changeCountryTaxRateFallbackEnabled: ProjectAction<ProjectActionOf<'changeCountryTaxRateFallbackEnabled'>> = (
  { project },
  { countryTaxRateFallbackEnabled },
) => {
  replaceIfChanged(project, 'carts', { ...peek(project, 'carts'), countryTaxRateFallbackEnabled });
  return NO_ERRORS;
};
