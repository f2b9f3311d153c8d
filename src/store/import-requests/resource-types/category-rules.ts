import type { ErrorObject } from '../../../errors/error-response.js';
import { invalidValue } from '../../../errors/import-processing-errors.js';
import { customFieldErrors, listCustomErrors } from '../../import-rules/custom-fields.js';
import { slugClaims } from '../../import-rules/product-content.js';
import { assetList, nextPartIds, type PartIds, type PartLists } from '../../import-rules/part-ids.js';
import { resourceRules, storeAs, type ProjectView, type StoredResource } from '../../import-rules/resource-rules.js';
import { slugErrors } from '../../import-rules/slug-rules.js';
import type { ItemOf } from '../import-resource-kind.js';
import type { category } from './category.js';

interface StoredCategory {
  readonly parent?: { readonly key: string };
}

interface CategoryAssets {
  readonly assets?: readonly { readonly key: string }[];
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

/** A category's asset list, the one list of parts it has. */
const assetLists = (content: unknown): PartLists => {
  // An empty list too: a category that lost all its assets still never gives their numbers again.
  return new Map([[assetList(), (content as CategoryAssets | undefined)?.assets ?? []]]);
};

/**
 * The numbers of a category's asset ids after a re-import: an asset keeps its own while the
 * category keeps its key, wherever the import places it.
 */
function assetIds(before: StoredResource | undefined, item: ItemOf<typeof category>): PartIds | undefined {
  // A category declared by its identity alone, or created now, numbers its assets by their places.
  if (before?.content === undefined) return undefined;
  return nextPartIds({ partIds: before.partIds, data: [assetLists(before.content)] }, [assetLists(item)]);
}

/**
 * Categories: the slug fits the platform's pattern and is unique per locale among categories, a
 * parent may not make a cycle, and custom fields (of the category and its assets) follow their Types.
 * A re-import keeps each asset's id with its key.
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
    const plan = storeAs(identity, item, errors, [{ owner: identity, claims: slugClaims(item.slug, 'category-slug') }]);
    const partIds = assetIds(project.get('category', item.key), item);
    return partIds === undefined ? plan : { ...plan, writes: [{ ...plan.writes[0]!, partIds }] };
  },
});
