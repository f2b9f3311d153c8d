import { NO_ERRORS, type ProjectAction, type ProjectActionOf } from './project-action.js';
import { replaceIfChanged } from './replace-if-changed.js';

export const setReleaseExpiredReservations: ProjectAction<ProjectActionOf<'setReleaseExpiredReservations'>> = (
  { project },
  { releaseExpiredReservations },
) => {
  replaceIfChanged(project.inventory, 'releaseExpiredReservations', releaseExpiredReservations);
  return NO_ERRORS;
};
