/**
 * Every `typeId` a KeyReference may carry (`ReferenceType`). Apart from the schemas, so that the
 * main entry can check `ct.addResource` without loading them.
 */
export const REFERENCE_TYPE_IDS = [
  'associate-role',
  'business-unit',
  'cart',
  'cart-discount',
  'category',
  'channel',
  'customer',
  'customer-group',
  'discount-code',
  'key-value-document',
  'order',
  'payment',
  'price',
  'product',
  'product-discount',
  'product-type',
  'product-variant',
  'variant',
  'shipping-method',
  'state',
  'store',
  'tax-category',
  'type',
] as const;

export type ReferenceTypeId = (typeof REFERENCE_TYPE_IDS)[number];
