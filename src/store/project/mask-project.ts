import { maskSecret } from '../../utils/mask-secret.js';
import type { Project } from './project.js';

/**
 * Hides the external OAuth authorization header as the platform does: `****` and its last four
 * characters. Applied only when a response is written (REST's and GraphQL's); the store keeps the
 * header whole.
 *
 * @example
 * maskProject(project).externalOAuth?.authorizationHeader; // '****oken'
 */
export function maskProject(project: Project): Project {
  if (!project.externalOAuth) return project;
  const { authorizationHeader } = project.externalOAuth;
  return { ...project, externalOAuth: { ...project.externalOAuth, authorizationHeader: maskSecret(authorizationHeader) } };
}
