/**
 * Tells whether a value is a BCP 47 language tag in canonical form (`en`, `de-DE`, `zh-Hans-CN`).
 * Non-canonical spellings such as `en-us` or `en_US` are refused, as the platform refuses them.
 *
 * @example
 * isLocale('de-DE'); // true
 * isLocale('de_DE'); // false
 */
export function isLocale(value: string): boolean {
  let known = checked.get(value);
  // Stryker disable next-line ConditionalExpression: the cache; a tag checked again gets the same answer
  if (known === undefined) {
    known = canonical(value);
    // Tests use a handful of tags; bounded all the same, since the tags come from request bodies.
    // Stryker disable next-line all: the cache's bound; a cleared cache answers the same
    if (checked.size >= 1000) checked.clear();
    // Stryker disable next-line CallExpression: the cache; a tag checked again gets the same answer
    checked.set(value, known);
  }
  return known;
}

// Intl.getCanonicalLocales costs a few microseconds per tag, which every changeLanguages and every
// localized label would pay again.
const checked = new Map<string, boolean>();

function canonical(value: string): boolean {
  try {
    // One tag in, one tag out: a tag is canonical when it comes back as it went in.
    const [tag] = Intl.getCanonicalLocales(value);
    return tag === value;
  } catch {
    return false;
  }
}
