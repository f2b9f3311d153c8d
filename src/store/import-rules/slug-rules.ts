import type { ErrorObject } from '../../errors/error-response.js';
import { invalidValue } from '../../errors/import-processing-errors.js';

/**
 * The slugs, one per locale, that break the pattern the platform gives slugs in every locale:
 * 2 to 256 of `A-Z`, `a-z`, `0-9`, `_` and `-`. The platform API's `CategoryDraft.raml` and
 * `ProductDraft.raml` (and `ProductTailoringDraft.raml`) state it; the Import API's RAML states it
 * in a description only, so a request takes any slug, and processing refuses it as the platform's
 * create of the category or product does: an `InvalidField` at `slug.<locale>`.
 *
 * @example
 * slugErrors({ en: 'oxford-shirt', de: 'Oxford Hemd' }); // [InvalidField at 'slug.de']
 */
export function slugErrors(slug: Readonly<Record<string, string>> | undefined): ErrorObject[] {
  // Inside the function: the import engine loads lazily, and a module-level pattern would be traced
  // to whichever test loaded it first (TESTING.md, mutation testing).
  const pattern = /^[A-Za-z0-9_-]{2,256}$/u;
  return Object.entries(slug ?? {})
    .filter(([, value]) => !pattern.test(value))
    .map(([locale, value]) => invalidValue(`slug.${locale}`, value));
}
