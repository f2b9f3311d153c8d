import * as v from 'valibot';
import { REFERENCE_TYPE_IDS } from '../reference-type-ids.js';
import { key } from './keys.js';

export { REFERENCE_TYPE_IDS, type ReferenceTypeId } from '../reference-type-ids.js';

/**
 * A KeyReference to a resource of one type: `{typeId, key}`, where `typeId` must be the type the
 * schema names (a `CategoryKeyReference` with `typeId: "product"` is an invalid field). The
 * generated JSON Schema leaves `typeId` open; the RAML and the platform do not. Its `key` has the
 * pattern and length `common.raml` gives `KeyReference.key`.
 *
 * @example
 * const parent = keyReference('category');
 */
export function keyReference<const TypeId extends string>(typeId: TypeId) {
  return v.object({ typeId: v.literal(typeId), key });
}

/** A KeyReference to a resource of any type, as reference attributes and custom fields hold. */
export const anyKeyReference = v.object({ typeId: v.picklist(REFERENCE_TYPE_IDS), key });
