import * as v from 'valibot';

// The Import API's RAML gives most keys `pattern: ^[A-Za-z0-9_-]+$`, `minLength: 2` and
// `maxLength: 256`. The platform checks a request body against its RAML, so a key that breaks one
// refuses the whole request. Each is one check here, so that a key breaking two of them (`a.`)
// gets one error, as one field.

/**
 * A key with the RAML's pattern and length: 2 to 256 of `A-Z`, `a-z`, `0-9`, `_` and `-`. The
 * keys of categories, customers, customer and other addresses, discount codes, inventory entries,
 * embedded and standalone prices (release note 2022-12-14), product types, Types, business units,
 * and every KeyReference (`common.raml`).
 *
 * @example
 * v.object({ key, name: localizedString });
 */
export const key = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{2,256}$/u, 'expected 2 to 256 characters of A-Z, a-z, 0-9, _ and -'));

/**
 * A key the RAML gives a length and no pattern: 2 to 256 characters of any kind (a product's, a
 * product draft's, a product tailoring's). Release note 2026-01-12 removed the pattern from product
 * keys. Characters are counted as Unicode code points, as JSON Schema's `minLength` counts them.
 *
 * @example
 * v.object({ key: keyOfAnyCharacters, slug: localizedString });
 */
export const keyOfAnyCharacters = v.pipe(v.string(), v.regex(/^.{2,256}$/su, 'expected 2 to 256 characters'));
