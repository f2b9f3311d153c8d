import { maskProject } from '../store/project/mask-project.js';
import type { Project } from '../store/project/project.js';

// Stored Projects are frozen and replaced on every change, so a Project's text can be kept with it.
const texts = new WeakMap<Project, string>();

/**
 * A stored Project's masked JSON text, written once per stored state: a GET answers the same
 * Project many times between changes.
 *
 * @example
 * return jsonText(maskedProjectJson(project));
 */
export function maskedProjectJson(project: Project): string {
  let text = texts.get(project);
  // Stryker disable next-line ConditionalExpression: a cache; writing the text again gives the same text
  if (text === undefined) {
    text = JSON.stringify(maskProject(project));
    // Stryker disable next-line CallExpression: a cache; writing the text again gives the same text
    texts.set(project, text);
  }
  return text;
}
