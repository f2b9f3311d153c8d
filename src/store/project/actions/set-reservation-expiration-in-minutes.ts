import { checkRange } from '../../rules/checks.js';
import type { ProjectAction, ProjectActionOf } from './project-action.js';
import { replaceIfChanged } from './replace-if-changed.js';

export const setReservationExpirationInMinutes: ProjectAction<ProjectActionOf<'setReservationExpirationInMinutes'>> = (
  { project },
  { reservationExpirationInMinutes },
) => {
  const errors = checkRange('reservationExpirationInMinutes', reservationExpirationInMinutes, 1, 44640);
  if (errors.length === 0) replaceIfChanged(project.inventory, 'reservationExpirationInMinutes', reservationExpirationInMinutes);
  return errors;
};
