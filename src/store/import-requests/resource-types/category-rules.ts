import type { ErrorObject } from '../../../errors/error-response.js';
import { invalidValue } from '../../../errors/import-processing-errors.js';
import { customFieldErrors, listCustomErrors } from '../../import-rules/custom-fields.js';
import { slugClaims } from '../../import-rules/product-content.js';
import { resourceRules, storeAs, type ProjectView } from '../../import-rules/resource-rules.js';
import { slugErrors } from '../../import-rules/slug-rules.js';
import type { ItemOf } from '../import-resource-kind.js';
import type { category } from './category.js';

interface StoredCategory {
  readonly parent?: { readonly key: string };
}

/** A parent whose own parents lead back to the category. */
function parentCycle(key: string, parent: { readonly typeId: string; readonly key: string } | undefined, project: ProjectView): ErrorObject[] {
  const visited = new Set<string>();
  let at = parent?.key;
  // Stryker disable next-line ConditionalExpression: a step past the root, with no key, ends the walk below alike; no category has an undefined key
  while (at !== undefined) {
    if (at === key) return [invalidValue('parent', parent)];
    // A cycle above that does not lead back to the category (only a forced import makes one).
    if (visited.has(at)) break;
    visited.add(at);
    at = (project.get('category', at)?.content as StoredCategory | undefined)?.parent?.key;
  }
  return [];
}

/**
 * Categories: the slug fits the platform's pattern and is unique per locale among categories, a
 * parent may not make a cycle, and custom fields (of the category and its assets) follow their Types.
 *
 * @example
 * categoryRules.plan({ key: 'shirts', name: { en: 'Shirts' }, slug: { en: 'shirts' } }, project);
 */
export const categoryRules = resourceRules<ItemOf<typeof category>>({
  plan(item, project) {
    const identity = { typeId: 'category', key: item.key };
    const errors = [
      ...slugErrors(item.slug),
      ...parentCycle(item.key, item.parent, project),
      ...customFieldErrors(item.custom, 'category', project, 'custom'),
      ...listCustomErrors(item.assets, 'asset', project, 'assets'),
    ];
    return storeAs(identity, item, errors, [{ owner: identity, claims: slugClaims(item.slug, 'category-slug') }]);
  },
});
