import { invalidInput, referencedResourceNotFound } from '../../../errors/http-api-errors.js';
import type { ProjectAction, ProjectActionOf } from './project-action.js';
import { peek, replaceField } from './draft-fields.js';

/**
 * Stores the role as the key reference the Project shows, for a role the Project has (declared
 * with `ct.addAssociateRole`, or named by the seed), given by key or by id. `typeId` may be left
 * out; the shape check has made sure exactly one of `id` and `key` is given.
 */
export const setMyBusinessUnitAssociateRoleOnCreation: ProjectAction<ProjectActionOf<'setMyBusinessUnitAssociateRoleOnCreation'>> = (
  { project, associateRoles },
  { associateRole: { typeId, id, key } },
) => {
  if (typeId != null && typeId !== 'associate-role') {
    return [invalidInput(`'associateRole' must reference an associate-role, but its typeId is '${typeId}'.`)];
  }
  const role = associateRoles.find((candidate) => (id == null ? candidate.key === key : candidate.id === id));
  if (!role) return [id == null ? referencedResourceNotFound('associate-role', 'key', key ?? '') : referencedResourceNotFound('associate-role', 'id', id)];
  const current = peek(project, 'businessUnits') ?? { myBusinessUnitStatusOnCreation: 'Inactive' };
  replaceField(project, 'businessUnits', { ...current, myBusinessUnitAssociateRoleOnCreation: { typeId: 'associate-role', key: role.key } });
  return [];
};
