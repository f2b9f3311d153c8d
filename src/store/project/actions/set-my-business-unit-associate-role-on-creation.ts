import { invalidInput } from '../../../errors/http-api-errors.js';
import type { ProjectAction, ProjectActionOf } from './project-action.js';
import { peek, replaceField } from './draft-fields.js';

/**
 * Stores the role as a key reference. The mock keeps no Associate Roles, so any key is accepted;
 * a reference by id alone cannot be turned into the key reference the Project holds.
 */
export const setMyBusinessUnitAssociateRoleOnCreation: ProjectAction<ProjectActionOf<'setMyBusinessUnitAssociateRoleOnCreation'>> = (
  { project },
  { associateRole: { typeId, key } },
) => {
  if (typeId !== 'associate-role') {
    return [invalidInput(`'associateRole' must reference an associate-role, but its typeId is '${typeId}'.`)];
  }
  if (!key) return [invalidInput("'associateRole' must name the Associate Role by its 'key'.")];
  const role = { typeId, key } as const;
  const current = peek(project, 'businessUnits') ?? { myBusinessUnitStatusOnCreation: 'Inactive' };
  replaceField(project, 'businessUnits', { ...current, myBusinessUnitAssociateRoleOnCreation: role });
  return [];
};
