import { invalidInput, referencedResourceNotFound } from '../../../errors/http-api-errors.js';
import type { ProjectAction, ProjectActionOf } from './project-action.js';
import { peek, replaceField } from './draft-fields.js';

/**
 * Stores the role as a key reference, for a role the Project has (declared with
 * `ct.addAssociateRole`, or named by the seed). The mock keeps no ids for roles, so a reference by
 * id alone cannot be turned into the key reference the Project holds.
 */
export const setMyBusinessUnitAssociateRoleOnCreation: ProjectAction<ProjectActionOf<'setMyBusinessUnitAssociateRoleOnCreation'>> = (
  { project, associateRoles },
  { associateRole: { typeId, key } },
) => {
  if (typeId !== 'associate-role') {
    return [invalidInput(`'associateRole' must reference an associate-role, but its typeId is '${typeId}'.`)];
  }
  if (!key) return [invalidInput("'associateRole' must name the Associate Role by its 'key'.")];
  if (!associateRoles.includes(key)) return [referencedResourceNotFound('associate-role', key)];
  const role = { typeId, key } as const;
  const current = peek(project, 'businessUnits') ?? { myBusinessUnitStatusOnCreation: 'Inactive' };
  replaceField(project, 'businessUnits', { ...current, myBusinessUnitAssociateRoleOnCreation: role });
  return [];
};
