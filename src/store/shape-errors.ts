import type * as v from 'valibot';
import { invalidJsonInput } from '../errors/http-api-errors.js';
import { nonEmpty, type ErrorObject } from '../errors/error-response.js';

const JSON_TYPE_NAMES: Readonly<Record<string, string>> = {
  string: 'String',
  number: 'Number',
  boolean: 'Boolean',
  Array: 'Array',
  Object: 'Object',
};

/**
 * Turns shape issues into InvalidJsonInput errors whose `detailedErrorMessage` names the path
 * the way the platform does (`actions -> name: Missing required value`). Array indexes are left
 * out of the path, as the platform leaves them out.
 *
 * @example
 * const result = v.safeParse(projectUpdateSchema, body);
 * if (!result.success) shapeErrors(result.issues);
 */
export function shapeErrors(issues: readonly v.BaseIssue<unknown>[]): [ErrorObject, ...ErrorObject[]] {
  const errors = nonEmpty(issues.map((issue) => invalidJsonInput(describeIssue(issue))));
  // Stryker disable next-line all: unreachable, valibot reports a failed parse with at least one issue
  if (!errors) throw new Error('commercetools-msw: shapeErrors needs at least one issue.');
  return errors;
}

function describeIssue(issue: v.BaseIssue<unknown>): string {
  // Stryker disable next-line ArrayDeclaration: a stray entry has no key, and keys keep only strings
  const keys = (issue.path ?? []).map((item) => item.key).filter((key): key is string => typeof key === 'string');
  const path = keys.join(' -> ');
  const prefix = path ? `${path}: ` : '';
  if (issue.received === 'undefined' || issue.received === 'null') return `${prefix}Missing required value`;
  // Stryker disable next-line OptionalChaining: valibot words every variant issue's expectation
  if (issue.type === 'variant' && issue.expected?.startsWith('(')) {
    // Listing all 23 update actions would bury the message; shorter choices are worth naming.
    // Stryker disable next-line EqualityOperator: no variant's choices are exactly 120 characters long
    const choices = issue.expected.length <= 120 ? ` Expected one of ${issue.expected}.` : '';
    // Stryker disable next-line StringLiteral: every variant of the shapes sits under a named field
    return `${prefix}Unknown ${keys.at(-1) ?? 'value'} ${issue.received}.${choices}`;
  }
  if (issue.type === 'custom') return `${prefix}${issue.message}`;
  if (issue.type === 'integer' || issue.type === 'safe_integer') return `${prefix}JSON Int expected, got ${issue.received}.`;
  if (issue.kind === 'validation') return `${prefix}${issue.message}`;
  const jsonType = (issue.expected && JSON_TYPE_NAMES[issue.expected]) ?? issue.expected;
  return `${prefix}JSON ${jsonType} expected, got ${issue.received}.`;
}
