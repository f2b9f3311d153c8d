import { checkRange } from '../../rules/checks.js';
import type { ProjectAction, ProjectActionOf } from './project-action.js';
import { replaceField } from './draft-fields.js';

export const changeShoppingListsConfiguration: ProjectAction<ProjectActionOf<'changeShoppingListsConfiguration'>> = (
  { project },
  { shoppingListsConfiguration: { deleteDaysAfterLastModification } },
) => {
  const errors = checkRange('deleteDaysAfterLastModification', deleteDaysAfterLastModification, 1, 365250);
  if (errors.length === 0) replaceField(project, 'shoppingLists', { deleteDaysAfterLastModification });
  return errors;
};
