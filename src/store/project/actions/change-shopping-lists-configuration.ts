import { checkRange } from '../../rules/checks.js';
import type { ProjectAction, ProjectActionOf } from './project-action.js';
import { replaceField } from './draft-fields.js';

export const changeShoppingListsConfiguration: ProjectAction<ProjectActionOf<'changeShoppingListsConfiguration'>> = (
  { project },
  { shoppingListsConfiguration: { deleteDaysAfterLastModification } },
) => {
  const errors = checkRange('deleteDaysAfterLastModification', deleteDaysAfterLastModification, 1, 365250);
  // Stryker disable next-line ConditionalExpression: a request with an error is dropped whole, so what its draft holds is never seen
  if (errors.length === 0) replaceField(project, 'shoppingLists', { deleteDaysAfterLastModification });
  return errors;
};
