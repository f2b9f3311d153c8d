import { checkCurrencies, checkNotEmpty } from '../../rules/checks.js';
import type { ProjectAction, ProjectActionOf } from './project-action.js';
import { replaceField } from './draft-fields.js';

export const changeCurrencies: ProjectAction<ProjectActionOf<'changeCurrencies'>> = ({ project }, { currencies }) => {
  const errors = [...checkNotEmpty('currencies', currencies), ...checkCurrencies(currencies)];
  // Stryker disable next-line ConditionalExpression: a request with an error is dropped whole, so what its draft holds is never seen
  if (errors.length === 0) replaceField(project, 'currencies', currencies);
  return errors;
};
