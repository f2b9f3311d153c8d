import { maskSecret } from '../../utils/mask-secret.js';
import type { Project } from './project.js';

/**
 * The Project as a response shows it: the external OAuth authorization header hidden as the
 * platform hides it (`****` and its last four characters), and the settings only GraphQL has
 * left out, as REST's Project has no field for them (GraphQL's projection reads them from the
 * stored Project). Applied only when a response is written (REST's and GraphQL's); the store
 * keeps both whole.
 *
 * @example
 * maskProject(project).externalOAuth?.authorizationHeader; // '****oken'
 */
export function maskProject(project: Project): Project {
  if (!project.externalOAuth && !project.graphqlOnly) return project;
  const { graphqlOnly: _graphqlOnly, ...shown } = project;
  if (!shown.externalOAuth) return shown;
  const { authorizationHeader } = shown.externalOAuth;
  return { ...shown, externalOAuth: { ...shown.externalOAuth, authorizationHeader: maskSecret(authorizationHeader) } };
}
