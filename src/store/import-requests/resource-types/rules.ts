import type { ImportResourceType } from '../../import-container/import-container.js';
import type { ResourceRules } from '../../import-rules/resource-rules.js';
import type { ItemOf } from '../import-resource-kind.js';
import type { IMPORT_RESOURCE_MODULES } from './modules.js';
import { businessUnitRules } from './business-unit-rules.js';
import { categoryRules } from './category-rules.js';
import { customerRules } from './customer-rules.js';
import { discountCodeRules } from './discount-code-rules.js';
import { inventoryRules } from './inventory-rules.js';
import { orderPatchRules } from './order-patch-rules.js';
import { orderRules } from './order-rules.js';
import { priceRules } from './price-rules.js';
import { productDraftRules } from './product-draft-rules.js';
import { productRules } from './product-rules.js';
import { productSelectionRules } from './product-selection-rules.js';
import { productTailoringRules } from './product-tailoring-rules.js';
import { productTypeRules } from './product-type-rules.js';
import { productVariantPatchRules } from './product-variant-patch-rules.js';
import { productVariantRules } from './product-variant-rules.js';
import { standalonePriceRules } from './standalone-price-rules.js';
import { typeRules } from './type-rules.js';
import { variantRules } from './variant-rules.js';

type RulesMap = { readonly [Type in ImportResourceType]: ResourceRules<ItemOf<(typeof IMPORT_RESOURCE_MODULES)[Type]>> };

/**
 * Every import resource type's processing rules, by type. A type without rules, or rules written
 * for another type's items, fails to compile.
 */
export const IMPORT_RULES: RulesMap = {
  'business-unit': businessUnitRules,
  category: categoryRules,
  customer: customerRules,
  'discount-code': discountCodeRules,
  inventory: inventoryRules,
  order: orderRules,
  'order-patch': orderPatchRules,
  price: priceRules,
  product: productRules,
  'product-draft': productDraftRules,
  'product-selection': productSelectionRules,
  'product-tailoring': productTailoringRules,
  'product-type': productTypeRules,
  'product-variant': productVariantRules,
  'product-variant-patch': productVariantPatchRules,
  'standalone-price': standalonePriceRules,
  type: typeRules,
  variant: variantRules,
};
