import type { Project } from './project.js';

// The platform treats Projects by the day they were created. "After a day" means from the next day
// on, midnight UTC: a Project created at 2026-08-31T23:59:59.999Z is still one of that day.

/** Projects created after 3 March 2021 start with product indexing `Deactivated` (release note 2021-02-26). */
export const PRODUCTS_INDEX_OFF_FROM = Date.parse('2021-03-04');

/**
 * Projects created after 31 August 2026 may not enable Product Projection Search unless they have
 * it already (release note 2026-08-31).
 */
export const PRODUCT_PROJECTION_SEARCH_CLOSED_FROM = Date.parse('2026-09-01');

/**
 * Whether a Project was created on or after the given instant. An unparsable `createdAt` (which
 * only a refused seed can hold) counts as created before.
 *
 * @example
 * createdFrom(project, PRODUCT_PROJECTION_SEARCH_CLOSED_FROM); // true for a Project created today
 */
export function createdFrom({ createdAt }: Pick<Project, 'createdAt'>, instant: number): boolean {
  return Date.parse(createdAt) >= instant;
}
