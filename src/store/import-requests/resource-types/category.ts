import * as v from 'valibot';
import { importResourceKind } from '../import-resource-kind.js';
import { custom } from '../schemas/custom.js';
import { keyReference } from '../schemas/key-reference.js';
import { localizedString } from '../schemas/localized-string.js';
import { asset } from '../schemas/asset.js';
import { key } from '../schemas/keys.js';

/** `CategoryImport`. */
const categoryImport = v.object({
  key,
  name: localizedString,
  slug: localizedString,
  description: v.optional(localizedString),
  parent: v.optional(keyReference('category')),
  orderHint: v.optional(v.string()),
  externalId: v.optional(v.string()),
  metaTitle: v.optional(localizedString),
  metaDescription: v.optional(localizedString),
  metaKeywords: v.optional(localizedString),
  assets: v.optional(v.array(asset)),
  custom: v.optional(custom),
});

/** Categories: imported by key; a `parent` must exist (or come earlier in the container). */
export const category = importResourceKind({
  type: 'category',
  itemsKey: 'resources',
  schema: categoryImport,
  resourceKey: (item) => item.key,
  target: (item) => ({ typeId: 'category', key: item.key }),
  createsTarget: true,
});
