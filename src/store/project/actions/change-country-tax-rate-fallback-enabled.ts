import { NO_ERRORS, type ProjectAction, type ProjectActionOf } from './project-action.js';
import { replaceIfChanged } from './replace-if-changed.js';

export const changeCountryTaxRateFallbackEnabled: ProjectAction<ProjectActionOf<'changeCountryTaxRateFallbackEnabled'>> = (
  { project },
  { countryTaxRateFallbackEnabled },
) => {
  replaceIfChanged(project.carts, 'countryTaxRateFallbackEnabled', countryTaxRateFallbackEnabled);
  return NO_ERRORS;
};
