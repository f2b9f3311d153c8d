import { invalidOperation, languageUsedInStores } from '../../../errors/http-api-errors.js';
import { checkLocales } from '../../rules/checks.js';
import type { ProjectAction, ProjectActionOf } from './project-action.js';
import { peek, replaceField } from './draft-fields.js';

export const changeLanguages: ProjectAction<ProjectActionOf<'changeLanguages'>> = (record, { languages }) => {
  const { project } = record;
  // The platform treats an empty list as an operation on the Project's state, not as bad input.
  if (languages.length === 0) return [invalidOperation("'languages' must not be empty. A Project needs at least one language.")];
  const errors = checkLocales(languages);
  const removed = peek(project, 'languages').filter((language) => !languages.includes(language));
  const stillUsed = peek(record, 'stores').some((store) => store.languages.some((language) => removed.includes(language)));
  if (stillUsed) errors.push(languageUsedInStores());
  // Stryker disable next-line ConditionalExpression: a request with an error is dropped whole, so what its draft holds is never seen
  if (errors.length === 0) replaceField(project, 'languages', languages);
  return errors;
};
