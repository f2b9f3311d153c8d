/**
 * Whether a declaration is the platform's representation of its resource (issue 33: what a GET
 * returned, or what the official test-data builders build) rather than its Import API draft: it
 * has what only a representation has, an `id`, a `version`, creation or modification times, or a
 * product's `masterData`. Its own module, small, since the main entry's addResource asks it.
 *
 * @example
 * isRepresentation({ typeId: 'category', key: 'shirts', id: '...', version: 3 }); // true
 * isRepresentation({ typeId: 'category', key: 'shirts', name: { en: 'Shirts' }, slug: { en: 'shirts' } }); // false
 */
export function isRepresentation(declaration: object): boolean {
  return ['id', 'version', 'createdAt', 'lastModifiedAt', 'masterData'].some((field) => Object.hasOwn(declaration, field));
}
