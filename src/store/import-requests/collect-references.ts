import type { ResourceIdentity } from './resource-identity.js';

function isReference(value: object): value is ResourceIdentity {
  const { typeId, key } = value as { readonly typeId?: unknown; readonly key?: unknown };
  return (
    typeof typeId === 'string' &&
    // Stryker disable next-line ConditionalExpression: in a checked item, an object with a string typeId is a KeyReference, whose key the schema requires.
    typeof key === 'string'
  );
}

/**
 * Every KeyReference (an object with a string `typeId` and `key`) anywhere in a checked item,
 * each once, in the order met, leaving out what the item itself creates (a product draft's
 * variants may be referenced by its own prices). Runs on the schema's output, so references
 * inside fields the schema does not know are not followed.
 *
 * @example
 * collectReferences({ key: 'shirt', productType: { typeId: 'product-type', key: 'clothes' } }, []);
 * // [{ typeId: 'product-type', key: 'clothes' }]
 */
export function collectReferences(item: unknown, created: readonly ResourceIdentity[]): ResourceIdentity[] {
  const own = new Set(created.map(({ typeId, key }) => `${typeId}\u0000${key}`));
  const found = new Map<string, ResourceIdentity>();
  const walk = (value: unknown): void => {
    if (typeof value !== 'object' || value === null) return;
    // An array is walked as an object: its values are its elements.
    if (isReference(value)) {
      const id = `${value.typeId}\u0000${value.key}`;
      if (!own.has(id) && !found.has(id)) found.set(id, { typeId: value.typeId, key: value.key });
      return;
    }
    for (const child of Object.values(value)) walk(child);
  };
  walk(item);
  return [...found.values()];
}
