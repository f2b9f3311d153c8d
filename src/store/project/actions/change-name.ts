import { checkNotEmpty } from '../../rules/checks.js';
import type { ProjectAction, ProjectActionOf } from './project-action.js';
import { replaceField } from './draft-fields.js';

export const changeName: ProjectAction<ProjectActionOf<'changeName'>> = ({ project }, { name }) => {
  const errors = checkNotEmpty('name', name);
  // Stryker disable next-line ConditionalExpression: a request with an error is dropped whole, so what its draft holds is never seen
  if (errors.length === 0) replaceField(project, 'name', name);
  return errors;
};
