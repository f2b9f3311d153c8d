import type * as v from 'valibot';

/**
 * What an item's schema issue says is wrong, for the `InvalidField` message: a missing value, the
 * values a literal, enum or variant takes, a check's own words (a date's expected shape), or the
 * type expected and the value received. An issue re-raised from inside a record of values (a
 * localized string, attributes by name) carries the inner issue's words already.
 *
 * @example
 * problemOf(v.safeParse(v.string(), 5).issues[0]); // 'expected string, got 5'
 */
export function problemOf(issue: v.BaseIssue<unknown>): string {
  if (issue.received === 'undefined') return 'a required value is missing';
  // A field the resource does not have, where its schema allows no others (`ProductImport`).
  if (issue.type === 'strict_object') return 'this resource allows no such field';
  if (issue.type === 'literal' || issue.type === 'picklist' || issue.type === 'variant') return `expected ${issue.expected}`;
  if (issue.kind === 'validation' || issue.type === 'raw_transform') return issue.message;
  return `expected ${issue.expected}, got ${issue.received}`;
}
