/**
 * Whether overrides decide that an optional field is present: `true` when they give it a value,
 * `false` when they give it as `undefined`, and `undefined` when they leave it to chance. A field
 * that overrides give in part must be present in the generated value, or the part would stand alone.
 *
 * @example
 * givenPresence({ externalOAuth: { url: 'https://example.com' } }, 'externalOAuth'); // true
 * givenPresence({}, 'externalOAuth'); // undefined
 */
export function givenPresence(overrides: object | undefined, key: string): boolean | undefined {
  if (overrides === undefined || !Object.hasOwn(overrides, key)) return undefined;
  return Reflect.get(overrides, key) !== undefined;
}
