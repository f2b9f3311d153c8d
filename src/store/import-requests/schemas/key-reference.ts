import * as v from 'valibot';
import { REFERENCE_TYPE_IDS } from '../reference-type-ids.js';
import { key, keyOfAnyCharacters } from './keys.js';

export { REFERENCE_TYPE_IDS, type ReferenceTypeId } from '../reference-type-ids.js';

/**
 * The key a reference to a resource of the type may hold: what a key of that resource may be. A
 * product's key is 2 to 256 characters of any kind (release note 2026-01-12) and a variant's has no
 * rule (`ProductVariantDraftImport.key`), so references to them take what those keys take, as
 * `ProductKeyReference` and `ProductVariantKeyReference` redeclare `key` without the pattern;
 * every other reference has `KeyReference.key`'s pattern and length (`common.raml`).
 */
function referencedKey(typeId: string) {
  if (typeId === 'product') return keyOfAnyCharacters;
  if (typeId === 'product-variant') return v.string();
  return key;
}

/**
 * A KeyReference to a resource of one type: `{typeId, key}`, where `typeId` must be the type the
 * schema names (a `CategoryKeyReference` with `typeId: "product"` is an invalid field). The
 * generated JSON Schema leaves `typeId` open; the RAML and the platform do not. Its `key` takes
 * what a key of the referenced resource may be.
 *
 * @example
 * const parent = keyReference('category');
 */
export function keyReference<const TypeId extends string>(typeId: TypeId) {
  return v.object({ typeId: v.literal(typeId), key: referencedKey(typeId) });
}

/**
 * A KeyReference to a resource of any type, as reference attributes and custom fields hold: the
 * first option whose `typeId` matches decides, so products and variants take their own keys.
 */
export const anyKeyReference = v.variant('typeId', [
  keyReference('product'),
  keyReference('product-variant'),
  v.object({ typeId: v.picklist(REFERENCE_TYPE_IDS), key }),
]);
