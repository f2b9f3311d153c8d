import type * as v from 'valibot';
import { nonEmpty, type ErrorObject } from '../../errors/error-response.js';
import { importRequestRejected, invalidField } from '../../errors/import-request-errors.js';
import { fail, ok, type Result } from '../result.js';
import type { CheckedItem, ImportResourceKind } from './import-resource-kind.js';
import { problemOf } from './problem-of.js';

/** The platform's limit on items in one import request. */
export const MAX_IMPORT_ITEMS = 20;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The keys from an item down to what a schema issue is about (`['masterVariant', 'sku']`).
 *
 * @example
 * issueKeys(issue).join('.'); // 'masterVariant.sku'
 */
export function issueKeys(issue: v.BaseIssue<unknown>): string[] {
  return (issue.path ?? []).map((step) => String(step.key));
}

const fieldOf = (prefix: string, issue: v.BaseIssue<unknown>): string => [prefix, ...issueKeys(issue)].join('.');

function itemErrors(index: number, itemsKey: string, issues: readonly v.BaseIssue<unknown>[]): ErrorObject[] {
  return issues.map((issue) =>
    invalidField({
      field: fieldOf(`${itemsKey}.${index}`, issue),
      // A field the schema allows no such field for is named by its key; what is invalid is its value.
      invalidValue: issue.type === 'strict_object' ? issue.path?.at(-1)?.value : issue.input,
      resourceIndex: index,
      problem: problemOf(issue),
    }),
  );
}

/**
 * Checks an import request body against its type: `type` as the path names it, 1 to 20 items
 * under `resources` (`patches` for the patch types), each item against its schema. Any problem
 * refuses the whole request, with one `InvalidField` error per problem.
 *
 * @example
 * const items = checkImportRequest(IMPORT_RESOURCE_KINDS.category, JSON.parse(body));
 * if (items.ok) items.value; // one CheckedItem per resource, in order
 */
export function checkImportRequest(kind: ImportResourceKind, body: unknown): Result<CheckedItem[]> {
  const errors: ErrorObject[] = [];
  const request = isRecord(body) ? body : {};
  const { itemsKey } = kind;
  if (request.type !== kind.type) {
    errors.push(
      invalidField({ field: 'type', invalidValue: request.type, allowedValues: [kind.type], problem: `this path takes requests of type '${kind.type}'` }),
    );
  }
  const items = request[itemsKey];
  const checked: CheckedItem[] = [];
  if (!Array.isArray(items) || items.length < 1 || items.length > MAX_IMPORT_ITEMS) {
    const problem = Array.isArray(items)
      ? `give 1 to ${MAX_IMPORT_ITEMS} items, not ${items.length}`
      : `give a list of 1 to ${MAX_IMPORT_ITEMS} items`;
    errors.push(invalidField({ field: itemsKey, invalidValue: items, problem }));
  } else {
    items.forEach((item: unknown, index) => {
      const result = kind.check(item);
      if (result.success) checked.push(result.item);
      else errors.push(...itemErrors(index, itemsKey, result.issues));
    });
    // Whether items hold together shows only once each is valid.
    if (errors.length === 0) {
      for (const { index, field, invalidValue, problem } of kind.together(items)) {
        errors.push(invalidField({ field: `${itemsKey}.${index}.${field}`, invalidValue, resourceIndex: index, problem }));
      }
    }
  }
  const problems = nonEmpty(errors);
  return problems ? fail(importRequestRejected(problems)) : ok(checked);
}
