import type { ImportResourceType } from '../import-container/import-container.js';

/**
 * The path segment of each import request type: `POST {import}/{projectKey}/{segment}/import-containers/{key}`.
 * Kept apart from the resource schemas so that routing does not load them.
 */
export const IMPORT_REQUEST_SEGMENTS = {
  'business-units': 'business-unit',
  categories: 'category',
  customers: 'customer',
  'discount-codes': 'discount-code',
  prices: 'price',
  inventories: 'inventory',
  products: 'product',
  'product-drafts': 'product-draft',
  'product-types': 'product-type',
  'product-variants': 'product-variant',
  'product-variant-patches': 'product-variant-patch',
  'product-selections': 'product-selection',
  'product-tailorings': 'product-tailoring',
  orders: 'order',
  'order-patches': 'order-patch',
  'standalone-prices': 'standalone-price',
  types: 'type',
  variants: 'variant',
} as const satisfies Record<string, ImportResourceType>;

export type ImportRequestSegment = keyof typeof IMPORT_REQUEST_SEGMENTS;
