import { NO_ERRORS, type ProjectAction, type ProjectActionOf } from './project-action.js';
import { peek, replaceField } from './draft-fields.js';

/** Deprecated by the platform in favour of changeMessagesConfiguration, and still accepted. */
export const changeMessagesEnabled: ProjectAction<ProjectActionOf<'changeMessagesEnabled'>> = ({ project }, { messagesEnabled }) => {
  replaceField(project, 'messages', { ...peek(project, 'messages'), enabled: messagesEnabled });
  return NO_ERRORS;
};
