import { checkCountries, checkNotEmpty } from '../../rules/checks.js';
import type { ProjectAction, ProjectActionOf } from './project-action.js';
import { replaceIfChanged } from './draft-fields.js';

export const changeCountries: ProjectAction<ProjectActionOf<'changeCountries'>> = ({ project }, { countries }) => {
  const errors = [...checkNotEmpty('countries', countries), ...checkCountries(countries)];
  if (errors.length === 0) replaceIfChanged(project, 'countries', countries);
  return errors;
};
