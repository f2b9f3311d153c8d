import { checkCurrencies, checkNotEmpty } from '../../rules/checks.js';
import type { ProjectAction, ProjectActionOf } from './project-action.js';
import { replaceField } from './draft-fields.js';

export const changeCurrencies: ProjectAction<ProjectActionOf<'changeCurrencies'>> = ({ project }, { currencies }) => {
  const errors = [...checkNotEmpty('currencies', currencies), ...checkCurrencies(currencies)];
  if (errors.length === 0) replaceField(project, 'currencies', currencies);
  return errors;
};
