import { checkCountries, checkNotEmpty } from '../../rules/checks.js';
import type { ProjectAction, ProjectActionOf } from './project-action.js';
import { replaceField } from './draft-fields.js';

export const changeCountries: ProjectAction<ProjectActionOf<'changeCountries'>> = ({ project }, { countries }) => {
  const errors = [...checkNotEmpty('countries', countries), ...checkCountries(countries)];
  // Stryker disable next-line ConditionalExpression: a request with an error is dropped whole, so what its draft holds is never seen
  if (errors.length === 0) replaceField(project, 'countries', countries);
  return errors;
};
