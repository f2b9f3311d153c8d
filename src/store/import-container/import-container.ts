// The Import Container as the mock stores it and the Import API returns it (schema `ImportContainer`).

export const IMPORT_RESOURCE_TYPES = [
  'business-unit',
  'category',
  'customer',
  'discount-code',
  'inventory',
  'order',
  'order-patch',
  'price',
  'product',
  'product-draft',
  'product-selection',
  'product-tailoring',
  'product-type',
  'product-variant',
  'product-variant-patch',
  'standalone-price',
  'type',
  'variant',
] as const;

export type ImportResourceType = (typeof IMPORT_RESOURCE_TYPES)[number];

export interface RetentionPolicy {
  strategy: 'ttl';
  config: { timeToLive: string };
}

export interface ImportContainer {
  key: string;
  resourceType?: ImportResourceType;
  version: number;
  retentionPolicy?: RetentionPolicy;
  createdAt: string;
  lastModifiedAt: string;
  expiresAt: string;
}

/**
 * What a test passes to seed an Import Container: a draft, plus any stamps it wants fixed. The
 * strategy may be a plain string (a JSON fixture's type): seeds are checked when they are added.
 */
export interface ImportContainerSeed {
  key: string;
  resourceType?: string;
  retentionPolicy?: { strategy: string; config: { timeToLive: string } };
  version?: number;
  createdAt?: string;
  lastModifiedAt?: string;
}
