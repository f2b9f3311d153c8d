import { NO_ERRORS, type ProjectAction, type ProjectActionOf } from './project-action.js';
import { peek, replaceField } from './draft-fields.js';

export const setReleaseExpiredReservations: ProjectAction<ProjectActionOf<'setReleaseExpiredReservations'>> = (
  { project },
  { releaseExpiredReservations },
) => {
  replaceField(project, 'inventory', { ...peek(project, 'inventory'), releaseExpiredReservations });
  return NO_ERRORS;
};
