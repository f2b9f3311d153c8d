import { checkRange } from '../../rules/checks.js';
import type { ProjectAction, ProjectActionOf } from './project-action.js';
import { peek, replaceField } from './draft-fields.js';

export const setReservationExpirationInMinutes: ProjectAction<ProjectActionOf<'setReservationExpirationInMinutes'>> = (
  { project },
  { reservationExpirationInMinutes },
) => {
  const errors = checkRange('reservationExpirationInMinutes', reservationExpirationInMinutes, 1, 44640);
  // Stryker disable next-line ConditionalExpression: a request with an error is dropped whole, so what its draft holds is never seen
  if (errors.length === 0) replaceField(project, 'inventory', { ...peek(project, 'inventory'), reservationExpirationInMinutes });
  return errors;
};
