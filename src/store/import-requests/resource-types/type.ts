import * as v from 'valibot';
import { importResourceKind } from '../import-resource-kind.js';
import { fieldDefinition } from '../schemas/field-definition.js';
import { localizedString } from '../schemas/localized-string.js';
import { key } from '../schemas/keys.js';

/** The resources a Type's custom fields may extend (`ResourceTypeId`). */
const RESOURCE_TYPE_IDS = [
  'address',
  'asset',
  'business-unit',
  'cart-discount',
  'category',
  'channel',
  'customer',
  'customer-group',
  'custom-line-item',
  'discount-code',
  'inventory-entry',
  'line-item',
  'order',
  'order-edit',
  'order-delivery',
  'order-parcel',
  'order-return-item',
  'payment',
  'payment-interface-interaction',
  'product-price',
  'product-selection',
  'quote',
  'review',
  'shipping',
  'shipping-method',
  'shopping-list',
  'shopping-list-text-line-item',
  'standalone-price',
  'store',
  'transaction',
] as const;

/** `TypeImport`. */
const typeImport = v.object({
  key,
  name: localizedString,
  description: v.optional(localizedString),
  resourceTypeIds: v.array(v.picklist(RESOURCE_TYPE_IDS)),
  fieldDefinitions: v.optional(v.array(fieldDefinition)),
});

/**
 * Types (of Custom Fields): imported by key, referencing nothing; resources' `custom` fields
 * reference them.
 *
 * @example
 * type.parse({ key: 'extras', name: { en: 'Extras' }, resourceTypeIds: ['order'] });
 * // { success: true, item: { resourceKey: 'extras', target: { typeId: 'type', key: 'extras' }, references: [], ... } }
 */
export const type = importResourceKind({
  type: 'type',
  itemsKey: 'resources',
  schema: typeImport,
  resourceKey: (item) => item.key,
  target: (item) => ({ typeId: 'type', key: item.key }),
  createsTarget: true,
});
