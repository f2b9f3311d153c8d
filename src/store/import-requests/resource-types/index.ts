import type { ImportResourceType } from '../../import-container/import-container.js';
import { withRules, type ImportResourceKind } from '../import-resource-kind.js';
import { IMPORT_RESOURCE_MODULES } from './modules.js';
import { IMPORT_RULES } from './rules.js';

export { IMPORT_RESOURCE_MODULES } from './modules.js';

type KindMap = { readonly [Type in ImportResourceType]: ImportResourceKind<Type> };

/**
 * Every import resource type as the store uses it: its module (the item's shape, what it imports
 * into) joined with its processing rules (rules.ts), by type.
 */
export const IMPORT_RESOURCE_KINDS: KindMap = {
  'business-unit': withRules(IMPORT_RESOURCE_MODULES['business-unit'], IMPORT_RULES['business-unit']),
  category: withRules(IMPORT_RESOURCE_MODULES.category, IMPORT_RULES.category),
  customer: withRules(IMPORT_RESOURCE_MODULES.customer, IMPORT_RULES.customer),
  'discount-code': withRules(IMPORT_RESOURCE_MODULES['discount-code'], IMPORT_RULES['discount-code']),
  inventory: withRules(IMPORT_RESOURCE_MODULES.inventory, IMPORT_RULES.inventory),
  order: withRules(IMPORT_RESOURCE_MODULES.order, IMPORT_RULES.order),
  'order-patch': withRules(IMPORT_RESOURCE_MODULES['order-patch'], IMPORT_RULES['order-patch']),
  price: withRules(IMPORT_RESOURCE_MODULES.price, IMPORT_RULES.price),
  product: withRules(IMPORT_RESOURCE_MODULES.product, IMPORT_RULES.product),
  'product-draft': withRules(IMPORT_RESOURCE_MODULES['product-draft'], IMPORT_RULES['product-draft']),
  'product-selection': withRules(IMPORT_RESOURCE_MODULES['product-selection'], IMPORT_RULES['product-selection']),
  'product-tailoring': withRules(IMPORT_RESOURCE_MODULES['product-tailoring'], IMPORT_RULES['product-tailoring']),
  'product-type': withRules(IMPORT_RESOURCE_MODULES['product-type'], IMPORT_RULES['product-type']),
  'product-variant': withRules(IMPORT_RESOURCE_MODULES['product-variant'], IMPORT_RULES['product-variant']),
  'product-variant-patch': withRules(IMPORT_RESOURCE_MODULES['product-variant-patch'], IMPORT_RULES['product-variant-patch']),
  'standalone-price': withRules(IMPORT_RESOURCE_MODULES['standalone-price'], IMPORT_RULES['standalone-price']),
  type: withRules(IMPORT_RESOURCE_MODULES.type, IMPORT_RULES.type),
  variant: withRules(IMPORT_RESOURCE_MODULES.variant, IMPORT_RULES.variant),
};
