import type { ImportResourceType } from '../../import-container/import-container.js';
import type { TypedImportResourceKind } from '../import-resource-kind.js';
import { businessUnit } from './business-unit.js';
import { category } from './category.js';
import { customer } from './customer.js';
import { discountCode } from './discount-code.js';
import { inventory } from './inventory.js';
import { order } from './order.js';
import { orderPatch } from './order-patch.js';
import { price } from './price.js';
import { product } from './product.js';
import { productDraft } from './product-draft.js';
import { productSelection } from './product-selection.js';
import { productTailoring } from './product-tailoring.js';
import { productType } from './product-type.js';
import { productVariant } from './product-variant.js';
import { productVariantPatch } from './product-variant-patch.js';
import { standalonePrice } from './standalone-price.js';
import { type } from './type.js';
import { variant } from './variant.js';

type ModuleMap = { readonly [Type in ImportResourceType]: TypedImportResourceKind<Type, unknown> };

/**
 * Every import resource type's module, by type, before its rules join it. A type without a
 * module, or a module filed under another type, fails to compile.
 */
export const IMPORT_RESOURCE_MODULES = {
  'business-unit': businessUnit,
  category,
  customer,
  'discount-code': discountCode,
  inventory,
  order,
  'order-patch': orderPatch,
  price,
  product,
  'product-draft': productDraft,
  'product-selection': productSelection,
  'product-tailoring': productTailoring,
  'product-type': productType,
  'product-variant': productVariant,
  'product-variant-patch': productVariantPatch,
  'standalone-price': standalonePrice,
  type,
  variant,
} satisfies ModuleMap;
