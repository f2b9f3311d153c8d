import { checkRange } from '../../rules/checks.js';
import type { ProjectAction, ProjectActionOf } from './project-action.js';
import { replaceField } from './draft-fields.js';

export const changeMessagesConfiguration: ProjectAction<ProjectActionOf<'changeMessagesConfiguration'>> = (
  { project },
  { messagesConfiguration: { enabled, deleteDaysAfterCreation } },
) => {
  const errors = checkRange('deleteDaysAfterCreation', deleteDaysAfterCreation, 1, 90);
  if (errors.length === 0) replaceField(project, 'messages', { enabled, deleteDaysAfterCreation });
  return errors;
};
