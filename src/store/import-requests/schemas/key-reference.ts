import * as v from 'valibot';

/**
 * A KeyReference to a resource of one type: `{typeId, key}`, where `typeId` must be the type the
 * schema names (a `CategoryKeyReference` with `typeId: "product"` is an invalid field). The
 * generated JSON Schema leaves `typeId` open; the RAML and the platform do not.
 *
 * @example
 * const parent = keyReference('category');
 */
export function keyReference<const TypeId extends string>(typeId: TypeId) {
  return v.object({ typeId: v.literal(typeId), key: v.string() });
}

/** Every `typeId` a KeyReference may carry (`ReferenceType`). */
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

/** A KeyReference to a resource of any type, as reference attributes and custom fields hold. */
export const anyKeyReference = v.object({ typeId: v.picklist(REFERENCE_TYPE_IDS), key: v.string() });
