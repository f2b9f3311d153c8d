import type { StoredResource } from '../../import-rules/resource-rules.js';
import { assetList, partNumber } from '../../import-rules/part-ids.js';
import { assets, customFields } from '../../representations/platform-values.js';
import { baseFields, defined, reference, type ReadContext } from '../../representations/read-context.js';
import { heldBy } from '../../representations/held-by.js';
import { readableResource } from '../../representations/readable-resource.js';
import type { ItemOf } from '../import-resource-kind.js';
import type { category } from './category.js';

type CategoryContent = ItemOf<typeof category>;

/** The keys of a category's ancestors, root first; a cycle (only a forced import makes one) ends the walk. */
function ancestorKeys(context: ReadContext, content: CategoryContent): string[] {
  const keys: string[] = [];
  const seen = new Set([content.key]);
  for (let at = content.parent?.key; at !== undefined && !seen.has(at); ) {
    seen.add(at);
    keys.unshift(at);
    at = (context.resources.get('category', at)?.content as CategoryContent | undefined)?.parent?.key;
  }
  return keys;
}

/** A category's orderHint as it shows: its own, else one made of its serial, since the platform always gives one. */
function orderHintOf(stored: StoredResource): string | undefined {
  const content = stored.content as CategoryContent | undefined;
  return content && (content.orderHint ?? `0.${stored.serial.toString().padStart(12, '0')}`);
}

/**
 * Categories as the platform shows them (`Category`): `parent` and `ancestors` (root first) by
 * id. A category imported without an `orderHint` shows one made of its serial, since the platform
 * always gives one.
 *
 * @example
 * categoryReading.represent(stored, context, { staged: false }); // { id, key, name, slug, ancestors: [...], parent: { typeId: 'category', id }, ... }
 */
export const categoryReading = readableResource({
  typeId: 'category',
  represent(stored, context) {
    const content = stored.content as CategoryContent;
    return {
      ...baseFields(stored),
      key: content.key,
      name: content.name,
      slug: content.slug,
      ...defined({ description: content.description }),
      ancestors: ancestorKeys(context, content).map((key) => reference(context, { typeId: 'category', key })),
      ...defined({
        parent: content.parent && reference(context, content.parent),
        externalId: content.externalId,
        metaTitle: content.metaTitle,
        metaDescription: content.metaDescription,
        metaKeywords: content.metaKeywords,
        custom: customFields(context, content.custom),
      }),
      orderHint: orderHintOf(stored),
      assets: assets(context, content.assets, stored.serial, 0, (key, position) => partNumber(stored.partIds, assetList(), key, position)),
    };
  },
  finders: {
    'slug.*': (context, slug, _options, locale) => heldBy(context, 'category', 'category-slug', slug, locale),
  },
});
