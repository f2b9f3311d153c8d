import type { ImportOutcomes, Outcome, OutcomeSubject } from './import-outcomes.js';

const matches = (filter: Partial<OutcomeSubject>, subject: OutcomeSubject) =>
  (filter.projectKey === undefined || filter.projectKey === subject.projectKey) &&
  (filter.importContainerKey === undefined || filter.importContainerKey === subject.importContainerKey) &&
  (filter.type === undefined || filter.type === subject.type) &&
  (filter.resourceKey === undefined || filter.resourceKey === subject.resourceKey);

/**
 * The first live outcome, in the order they were injected, that matches an operation being
 * processed, counted as a hit (and dropped once used up); undefined when none does. Part of the
 * import engine's chunk: only processing reads the outcomes.
 *
 * @example
 * const outcome = takeOutcome(outcomes, { projectKey: 'shop', importContainerKey: 'products', type: 'product-draft', resourceKey: 'shirt' });
 */
export function takeOutcome({ live }: ImportOutcomes, subject: OutcomeSubject): Outcome | undefined {
  const entry = live.find((candidate) => matches(candidate.filter, subject));
  if (!entry) return undefined;
  entry.hits += 1;
  entry.remaining -= 1;
  if (entry.remaining <= 0) live.splice(live.indexOf(entry), 1);
  return entry.outcome;
}
