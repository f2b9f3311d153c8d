import { checkRange } from '../../rules/checks.js';
import type { ProjectAction, ProjectActionOf } from './project-action.js';
import { replaceField } from './draft-fields.js';

export const changeMessagesConfiguration: ProjectAction<ProjectActionOf<'changeMessagesConfiguration'>> = (
  { project },
  { messagesConfiguration: { enabled, deleteDaysAfterCreation } },
) => {
  const errors = checkRange('deleteDaysAfterCreation', deleteDaysAfterCreation, 1, 90);
  // Stryker disable next-line ConditionalExpression: a request with an error is dropped whole, so what its draft holds is never seen
  if (errors.length === 0) replaceField(project, 'messages', { enabled, deleteDaysAfterCreation });
  return errors;
};
